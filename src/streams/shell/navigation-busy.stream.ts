import {
  asyncScheduler,
  concat,
  map,
  of,
  switchMap,
  timer,
  distinctUntilChanged,
  type Observable,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import { writeNavigationBusy } from './navigation-writes';

/** Spec §9: the loading bar waits 200 ms (fast navigations show nothing) and lasts at most 5 s. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_MAX_MS = 5_000;

/** `navigating$` is true when a navigation starts and false when it resolves. */
export function navigationBusy$(
  navigating$: Observable<boolean>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<boolean> {
  return navigating$.pipe(
    switchMap((navigating) =>
      navigating
        ? concat(
            timer(LOADING_BAR_THROTTLE_MS, scheduler).pipe(map(() => true)),
            timer(LOADING_BAR_MAX_MS - LOADING_BAR_THROTTLE_MS, scheduler).pipe(map(() => false)),
          )
        : of(false),
    ),
    distinctUntilChanged(),
  );
}

export function startNavigationBusyStream(
  navigating$: Observable<boolean>,
  scheduler?: SchedulerLike,
): Subscription {
  return navigationBusy$(navigating$, scheduler).subscribe(writeNavigationBusy);
}
