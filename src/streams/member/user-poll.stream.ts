import {
  asyncScheduler,
  catchError,
  EMPTY,
  exhaustMap,
  from,
  interval,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { User } from '../../../common/contract/member.contract';

/** Spec §4/§9: the user record is re-fetched every 5 seconds while logged in. */
export const USER_POLL_MS = 5_000;

/**
 * The 5-second user poll. Its main job is detecting a server-side logout: a 555/556/406 answer
 * reaches the session machine through the api interceptor. A slow request is never stacked
 * (`exhaustMap`), and a failed one is skipped until the next tick.
 */
export function userPoll$(
  fetchUser: () => Promise<User>,
  intervalMs: number = USER_POLL_MS,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<User> {
  return interval(intervalMs, scheduler).pipe(
    exhaustMap(() => from(fetchUser()).pipe(catchError(() => EMPTY))),
  );
}
