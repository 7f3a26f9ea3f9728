import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { periodLabel } from '../../../common/i18n/sports-labels.ko';
import { sportName } from '../../../common/i18n/sports.ko';
import { sportsBookStore } from '../../stores/sports-book.store';
import { inplayEvents$ } from '../../streams/sports/inplay.stream';
import type { LiveScore } from './LiveScoresPanel';

/**
 * The live scores of /livetv from the sports book's in-play store: keeps `/api/sse/inplay` open while shown, so scores, periods and fixtures going
 * live or finishing follow the feed.
 */
export function useLiveScores(): LiveScore[] {
  useEffect(() => {
    const subscription = inplayEvents$.subscribe();
    return () => subscription.unsubscribe();
  }, []);
  const fixtures = useStore(
    sportsBookStore,
    useShallow((s) => s.liveFixtureIds.flatMap((id) => (s.fixtures[id] ? [s.fixtures[id]] : []))),
  );
  return useMemo(
    () =>
      fixtures.map((f) => ({
        fixtureId: f.id,
        sportName: sportName(f.sportId),
        league: f.leagueNameKorean,
        home: f.homeName,
        away: f.awayName,
        homeScore: f.livescore?.homeScore ?? null,
        awayScore: f.livescore?.awayScore ?? null,
        periodLabel: periodLabel(f.sportId, f.livescore?.periodCode ?? 0),
      })),
    [fixtures],
  );
}
