import { filter, pairwise, startWith, type Observable, type Subscription } from 'rxjs';
import { sessionStore } from '../../stores/session.store';
import { clearSportsBets } from './sports-bets.stream';
import { select$ } from '../sse/store-select';

const resetListeners = new Set<() => void>();

/** The slips register here: a logout empties them (another member may sit down next). */
export function onSportsMemberReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

/** Logout: the member's sports bets and slips go (src/streams/member/member-reset.ts and the watch). */
export function clearSportsMemberState(): void {
  clearSportsBets();
  for (const listener of [...resetListeners]) listener();
}

/**
 * Every way out of a session (logout, expiry, forced logout, another tab's logout) ends with the
 * token gone, so the watch catches the ones member-reset.ts is not called for.
 */
export function startSportsMemberWatch(
  token$: Observable<string | null> = select$(sessionStore, (s) => s.token),
): Subscription {
  return token$
    .pipe(
      startWith(null),
      pairwise(),
      filter(([before, after]) => before !== null && before !== after),
    )
    .subscribe(() => clearSportsMemberState());
}
