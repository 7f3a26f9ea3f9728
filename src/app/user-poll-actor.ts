import { HTTPError } from '../api/http';
import { catchError, EMPTY, exhaustMap, from, merge, Subject } from 'rxjs';
import { fromCallback } from 'xstate';
import { fetchUser } from '../api/session.api';
import type { User } from '../../common/contract/member.contract';
import type { UserPollCommand, UserPollEvent } from '../machines/session.actors';
import { USER_POLL_MS, userPoll$ } from '../streams/member/user-poll.stream';

/** 401: the token is no longer known (logged out in another tab, or it expired on the server). */
const HTTP_UNAUTHENTICATED = 401;
const isUnauthenticated = (error: unknown) =>
  error instanceof HTTPError && error.response.status === HTTP_UNAUTHENTICATED;

/**
 * The session machine's user poll: every 5 seconds while logged in, plus immediate refreshes on
 * request (mobile cash click, spec §2). Lives exactly as long as the `loggedIn` state that
 * invokes it. Tests pass their own `load`.
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
