import { exhaustMap, from, catchError, EMPTY, merge, Subject } from 'rxjs';
import { fromCallback, fromPromise } from 'xstate';
import { fetchUser, loginRequest, logoutRequest, type LoginResult } from '../api/session.api';
import { fetchAutoLogoutMin } from '../api/shell.api';
import type { User } from '../contract/member.contract';
import { settingsStore } from '../stores/settings.store';
import { USER_POLL_MS, userPoll$ } from '../streams/user-poll.stream';

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

export type UserPollEvent = { type: 'USER_REFRESHED'; user: User };
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
    const refresh$ = new Subject<void>();
    receive(() => refresh$.next());
    const subscription = merge(
      userPoll$(load, intervalMs),
      refresh$.pipe(exhaustMap(() => from(load()).pipe(catchError(() => EMPTY)))),
    ).subscribe((user) => sendBack({ type: 'USER_REFRESHED', user } satisfies UserPollEvent));
    return () => subscription.unsubscribe();
  });
}
