import {
  distinctUntilChanged,
  fromEvent,
  map,
  merge,
  Observable,
  shareReplay,
  startWith,
  type Subscription,
} from 'rxjs';
import { writeOnline } from './connection-writes';

/**
 * Browser connectivity. `navigator.onLine === true` only means a network interface is up (it can
 * be a false positive behind a dead router); the SSE status is the real health signal, this only
 * spares retries while the browser knows it is offline.
 */
export function createOnline$(target: Window = window): Observable<boolean> {
  return merge(
    fromEvent(target, 'online').pipe(map(() => true)),
    fromEvent(target, 'offline').pipe(map(() => false)),
  ).pipe(
    startWith(target.navigator.onLine),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

export function startOnlineStream(online$: Observable<boolean>): Subscription {
  return online$.subscribe(writeOnline);
}
