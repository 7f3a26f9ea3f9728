import { fetchFixtures, type FixturesRequest } from '../../../api/sports-book.api';
import { sportsBook } from '../../../stores/sports-book.store';
import { useAsync } from '../../../ui/use-async';

/**
 * One page of a book (15 fixtures, spec §9), ingested into the sports store so the prices the
 * streams move show on its buttons. `asOf` keeps deltas that arrive during the request (the
 * store's ordering rule).
 */
export async function loadFixturePage(request: FixturesRequest) {
  const asOf = sportsBook.seq();
  const page = await fetchFixtures(request);
  sportsBook.ingestFixtures(page.items, { asOf, book: request.book });
  return page;
}

export function useFixturePage(request: FixturesRequest) {
  return useAsync(
    () => loadFixturePage(request),
    [
      request.book,
      request.board,
      request.sportId,
      request.locationId,
      request.leagueId,
      request.search,
      request.market,
      request.page,
    ],
  );
}
