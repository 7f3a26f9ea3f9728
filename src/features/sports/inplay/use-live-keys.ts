import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { sportsBookStore } from '../../../stores/sports-book.store';
import { liveKeyOf } from './live-groups';

/**
 * Every live fixture as a `sportId|leagueId|id` key, in the store's order. Strings compare by
 * value, so a score or price change does not re-render the list; a fixture going live or
 * finishing does.
 */
export function useLiveKeys(): string[] {
  return useStore(
    sportsBookStore,
    useShallow((s) =>
      s.liveFixtureIds.flatMap((id) => {
        const fixture = s.fixtures[id];
        return fixture ? [liveKeyOf(fixture.sportId, fixture.leagueId, id)] : [];
      }),
    ),
  );
}
