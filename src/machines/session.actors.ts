import { fromCallback, fromPromise } from 'xstate';
import type { User } from '../../common/contract/member.contract';

/**
 * The session machine's actors, declared by their shapes only: src/app/session-io.ts provides the
 * API calls and the user poll (docs/architecture.md §2: `.provide()` from src/app); tests provide fakes.
 */

export interface LoginInput {
  userId: string;
  password: string;
}

/** What the login call answers (src/api/session.api.ts `loginRequest`): never a rejection. */
export type LoginResult = { ok: true; user: User; token: string } | { ok: false; message: string };

/** What the user poll sends back: a fresh record, or a 401 (the token is no longer known). */
export type UserPollEvent = { type: 'USER_REFRESHED'; user: User } | { type: 'SESSION_LOST' };
/** What the machine asks of the user poll: refresh now (mobile cash click, spec §2). */
export type UserPollCommand = { type: 'REFRESH' };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`session: ${name} is provided by src/app`));

export const sessionActors = {
  login: fromPromise<LoginResult, LoginInput>(notProvided('login')),
  logout: fromPromise<void>(notProvided('logout')),
  /** The auto-logout minutes; null when they are already known (spec §7: fetched "when not cached"). */
  loadAutoLogoutMin: fromPromise<number | null>(notProvided('loadAutoLogoutMin')),
  /** The 5-second poll while logged in (spec §4), sending UserPollEvent back. */
  userPoll: fromCallback<UserPollCommand>(() => undefined),
};
