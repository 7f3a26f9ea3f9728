import { createHttpClient, type HttpClient } from './http';
import { SESSION_STATUS, type SessionStatus } from '../../common/contract/error.contract';
import { sessionStore } from '../stores/session.store';

/** Spec §7: base is /api unless the build configures another browser base URL. */
export const API_BASE: string = import.meta.env?.VITE_API_BASE ?? '/api';
export const AUTH_HEADER = 'X-AUTH-TOKEN';
/** No request may hang the shell; SSE does not go through this client. */
export const REQUEST_TIMEOUT_MS = 15_000;

const SESSION_STATUS_CODES = new Set<number>(Object.values(SESSION_STATUS));

export type SessionStatusEvent = { type: 'SESSION_STATUS'; status: SessionStatus };

export const isSessionStatus = (status: number): status is SessionStatus =>
  SESSION_STATUS_CODES.has(status);

/** Spec §8: the session machine acts on these statuses from ANY request. */
export const sessionStatusEvent = (status: SessionStatus): SessionStatusEvent => ({
  type: 'SESSION_STATUS',
  status,
});

type SessionStatusListener = (event: SessionStatusEvent) => void;
let sessionStatusListener: SessionStatusListener = () => {};

/** The app wires this to the session actor; tests wire a spy. Returns an undo function. */
export function onSessionStatus(listener: SessionStatusListener): () => void {
  sessionStatusListener = listener;
  return () => {
    if (sessionStatusListener === listener) sessionStatusListener = () => {};
  };
}

/**
 * Calls that handle their own failures (login answers 404/429 with an alert text; logout must not
 * loop back into the machine that called it) opt out of the interceptor with this context flag.
 */
export const SKIP_SESSION_STATUS = { skipSessionStatus: true } as const;

export const bearer = (token: string): string => `Bearer ${token}`;

/** Reads `X-AUTH-TOKEN: Bearer <token>` from a login response. */
export function tokenFromResponse(response: Response): string | null {
  const header = response.headers.get(AUTH_HEADER);
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || null;
}

export interface ApiClientOptions {
  prefix?: string;
  getToken?: () => string | null;
  fetch?: typeof fetch;
}

export function createApiClient({
  prefix = API_BASE,
  getToken = () => sessionStore.getState().token,
  fetch: fetchImpl,
}: ApiClientOptions = {}): HttpClient {
  return createHttpClient({
    prefix,
    // Resolves the origin-relative /api against the page, as a browser fetch would.
    ...(typeof location === 'undefined' ? {} : { baseUrl: location.href }),
    // Never retried: a retry would replay session statuses into the machine; streams own theirs.
    timeout: REQUEST_TIMEOUT_MS,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken();
          if (token && !request.headers.has(AUTH_HEADER)) {
            request.headers.set(AUTH_HEADER, bearer(token));
          }
        },
      ],
      afterResponse: [
        ({ response, options }) => {
          if (options.context.skipSessionStatus === true) return;
          if (isSessionStatus(response.status)) {
            sessionStatusListener(sessionStatusEvent(response.status));
          }
        },
      ],
    },
  });
}

/** The shared client every feature's api file reuses. */
export const api: HttpClient = createApiClient();
