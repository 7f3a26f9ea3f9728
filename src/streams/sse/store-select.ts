import { distinctUntilChanged, Observable } from 'rxjs';
import type { StoreApi } from 'zustand/vanilla';

/** A store slice as an observable: current value first, then each change. */
export function select$<S, T>(store: StoreApi<S>, selector: (state: S) => T): Observable<T> {
  return new Observable<T>((subscriber) => {
    subscriber.next(selector(store.getState()));
    return store.subscribe((state) => subscriber.next(selector(state)));
  }).pipe(distinctUntilChanged());
}
