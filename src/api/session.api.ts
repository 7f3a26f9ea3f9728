import { HTTPError, type HttpClient } from './http';
import { apiErrorSchema } from '../../common/contract/error.contract';
import {
  loginRequestSchema,
  loginResponseSchema,
  userSchema,
  type User,
} from '../../common/contract/member.contract';
import { ALERTS } from '../../common/i18n/alerts.ko';
import { api, SKIP_SESSION_STATUS, tokenFromResponse } from './client';

export type LoginResult = { ok: true; user: User; token: string } | { ok: false; message: string };

/**
 * Spec §8: a 404 login shows the server's text; so do the lockout (429), the blocked
 * account/IP answers and a time-out or self-exclusion (403: until when), whose texts
 * say what happened. Anything else is the generic failure.
 */
const LOGIN_STATUSES_WITH_SERVER_TEXT = new Set([404, 429, 406, 600, 403]);

async function loginFailureMessage(error: unknown): Promise<string> {
  if (!(error instanceof HTTPError)) return ALERTS.unexpected;
  if (!LOGIN_STATUSES_WITH_SERVER_TEXT.has(error.response.status)) return ALERTS.unexpected;
  const body = apiErrorSchema.safeParse(error.data);
  return body.success ? body.data.message : ALERTS.unexpected;
}

/** POST member/login: the token comes back in `X-AUTH-TOKEN: Bearer …` (spec §7). */
export async function loginRequest(
  userId: string,
  password: string,
  client: HttpClient = api,
): Promise<LoginResult> {
  try {
    const response = await client.post('member/login', {
      json: loginRequestSchema.parse({ userId, password }),
      context: SKIP_SESSION_STATUS,
    });
    const { user } = loginResponseSchema.parse(await response.json());
    const token = tokenFromResponse(response);
    return token ? { ok: true, user, token } : { ok: false, message: ALERTS.unexpected };
  } catch (error) {
    return { ok: false, message: await loginFailureMessage(error) };
  }
}

/** POST member/logout; never rejects, the local logout goes ahead whatever the server says. */
export async function logoutRequest(client: HttpClient = api): Promise<void> {
  try {
    await client.post('member/logout', { context: SKIP_SESSION_STATUS });
  } catch {
    // Already logged out on the server, or offline: the client-side logout still completes.
  }
}

/** GET member/user: the 5-second poll (spec §4) and the mobile cash refresh. */
export async function fetchUser(client: HttpClient = api): Promise<User> {
  return userSchema.parse(await client.get('member/user').json());
}
