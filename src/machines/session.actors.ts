import { exhaustMap, from, catchError, EMPTY, merge, Subject } from 'rxjs';
import { HTTPError } from 'ky';
import { fromCallback, fromPromise } from 'xstate';
import { fetchUser, loginRequest, logoutRequest, type LoginResult } from '../api/session.api';
import { fetchAutoLogoutMin } from '../api/shell.api';
import type { User } from '../contract/member.contract';
import { settingsStore } from '../stores/settings.store';
import { USER_POLL_MS, userPoll$ } from '../streams/member/user-poll.stream';

/** The session machine's I/O, swappable with `machine.provide({ actors })` in tests. */

export interface LoginInput {
  userId: string;
  password: string;
}

export const loginActor = fromPromise<LoginResult, LoginInput>(({ input }) =>
  loginRequest(input.userId, input.password),
);

export const logoutActor = fromPromise<void>(() => logoutRequest());

/** Null when the minutes are already known (spec §7: fetched when "not cached"). */
export const autoLogoutMinActor = fromPromise<number | null>(async () =>
  settingsStore.getState().autoLogoutLoaded ? null : fetchAutoLogoutMin(),
);

export type UserPollEvent = { type: 'USER_REFRESHED'; user: User } | { type: 'SESSION_LOST' };

/** 401: the token is no longer known (logged out in another tab, or it expired on the server). */
const HTTP_UNAUTHENTICATED = 401;
const isUnauthenticated = (error: unknown) =>
  error instanceof HTTPError && error.response.status === HTTP_UNAUTHENTICATED;
export type UserPollCommand = { type: 'REFRESH' };

/**
 * The 5-second poll while logged in, plus immediate refreshes on request (mobile cash click,
 * spec §2). Lives exactly as long as the `loggedIn` state that invokes it.
 */
export function createUserPollActor(
  load: () => Promise<User> = () => fetchUser(),
  intervalMs = USER_POLL_MS,
) {
  return fromCallback<UserPollCommand>(({ sendBack, receive }) => {
    const guardedLoad = () =>
      load().catch((error: unknown) => {
        if (isUnauthenticated(error)) sendBack({ type: 'SESSION_LOST' } satisfies UserPollEvent);
        throw error;
      });
    const refresh$ = new Subject<void>();
    receive(() => refresh$.next());
    const subscription = merge(
      userPoll$(guardedLoad, intervalMs),
      refresh$.pipe(exhaustMap(() => from(guardedLoad()).pipe(catchError(() => EMPTY)))),
    ).subscribe((user) => sendBack({ type: 'USER_REFRESHED', user } satisfies UserPollEvent));
    return () => subscription.unsubscribe();
  });
}
