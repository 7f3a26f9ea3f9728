import { Observable } from 'rxjs';
import type { AnyRouter } from '@tanstack/react-router';

/** True when the router starts loading a location, false once it has resolved. */
export function routerNavigating$(router: AnyRouter): Observable<boolean> {
  return new Observable<boolean>((subscriber) => {
    const stopStart = router.subscribe('onBeforeLoad', () => subscriber.next(true));
    const stopEnd = router.subscribe('onResolved', () => subscriber.next(false));
    return () => {
      stopStart();
      stopEnd();
    };
  });
}
