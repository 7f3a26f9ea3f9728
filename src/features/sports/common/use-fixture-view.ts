import { useMemo } from 'react';
import type {
  SportsFixtureView,
  SportsSelectionView,
} from '../../../../common/contract/sports.contract';
import {
  sportsBook,
  useFixture,
  useMarketsOf,
  type FeedBook,
} from '../../../stores/sports-book.store';

/**
 * A fixture of the store as a view (fixture + markets + selections), for rows that follow the
 * live book. It re-renders when the fixture or its market list changes; prices are not read here
 * (each odds button reads its own selection), so a price tick does not re-render the row.
 */
export function useFixtureView(fixtureId: string, book: FeedBook): SportsFixtureView | undefined {
  const fixture = useFixture(fixtureId);
  const markets = useMarketsOf(fixtureId, book);
  return useMemo(() => {
    if (!fixture) return undefined;
    const { selections } = sportsBook.getState();
    return {
      ...fixture,
      markets: markets.map((market) => ({
        key: market.key,
        marketTypeId: market.marketTypeId,
        name: market.name,
        nameKorean: market.nameKorean,
        family: market.family,
        line: market.line,
        selections: market.selectionIds.flatMap((id): SportsSelectionView[] => {
          const s = selections[id];
          return s
            ? [
                {
                  id: s.id,
                  name: s.name,
                  label: s.label,
                  line: s.line,
                  priceHundredths: s.priceHundredths,
                  status: s.status,
                  settlement: s.settlement,
                },
              ]
            : [];
        }),
      })),
    };
  }, [fixture, markets]);
}
