import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { MarketTab } from '../../../api/sports-book.api';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { Pagination } from '../../../ui/Pagination';
import { BoardRow } from '../board/BoardRow';
import { FixtureGroups } from '../board/FixtureGroups';
import { BookLayout } from '../common/BookLayout';
import { PageState } from '../common/PageState';
import { leagueIdOf, selectedSportId, type SportSearch } from '../common/sport-search';
import { useFixturePage } from '../common/use-fixture-page';
import { europeHref, type EuropeFilter } from './europe-href';
import { EuropeNav } from './EuropeNav';
import { FixtureDetail } from './FixtureDetail';
import { MarketTabs } from '../common/MarketTabs';
import { SearchBox } from './SearchBox';
import { TopEvents } from './TopEvents';
import sports from '../common/Sports.module.css';

/** The filter a /europe URL asks for (spec §2 query parameters). */
export function europeFilterOf(search: SportSearch): EuropeFilter {
  const sportId = selectedSportId(search);
  return {
    sportId,
    locationId: sportId !== undefined ? search.location_id : undefined,
    leagueId: sportId !== undefined ? leagueIdOf(search) : undefined,
    search: search.search?.trim() || undefined,
  };
}

function FixtureList({ filter, market }: { filter: EuropeFilter; market: MarketTab }) {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useFixturePage({
    book: 'europe',
    sportId: filter.sportId,
    locationId: filter.locationId,
    leagueId: filter.leagueId,
    search: filter.search,
    market,
    page,
  });
  const fixtures = data?.items ?? [];
  return (
    <>
      {data ? (
        <div className={sports.toolbar}>
          <span className={sports.subtitle} data-testid="europe-total">
            {filter.search ? `${T.searchResult(filter.search)} · ` : ''}
            {T.total(data.totalCount)}
          </span>
        </div>
      ) : null}
      <PageState
        loading={loading}
        error={error}
        empty={fixtures.length === 0}
        emptyText={T.emptyPrematch}
      >
        <FixtureGroups
          fixtures={fixtures}
          renderRow={(fixture) => (
            <BoardRow
              key={fixture.id}
              fixture={fixture}
              board="europe"
              book="europe"
              bookKind="prematch"
              family="prematch"
              renderDetail={(f) => <FixtureDetail fixture={f} market={market} />}
            />
          )}
        />
      </PageState>
      {data ? (
        <div className={sports.pager}>
          <Pagination page={page} pageCount={data.pageCount} onChange={setPage} />
        </div>
      ) : null}
    </>
  );
}

/**
 * /europe: sport → location → league navigation, Enter-only search, the top
 * events, market tabs (default 'all') and 15 fixtures a page whose detail opens inline.
 */
export function EuropePage({ search }: { search: SportSearch }) {
  const router = useRouter();
  const filter = europeFilterOf(search);
  const [market, setMarket] = useState<MarketTab>('all');
  const listKey = [filter.sportId, filter.locationId, filter.leagueId, filter.search, market].join(
    '|',
  );
  return (
    <BookLayout family="prematch" testId="europe-page">
      <div className={sports.head}>
        <h2 className={sports.title}>{T.europeTitle}</h2>
        <SearchBox
          value={filter.search}
          onSearch={(text) =>
            void router.navigate({ href: europeHref({ ...filter, search: text }) })
          }
        />
      </div>
      <EuropeNav filter={filter} />
      {filter.search === undefined && filter.locationId === undefined ? <TopEvents /> : null}
      <MarketTabs value={market} onChange={setMarket} />
      <FixtureList key={listKey} filter={filter} market={market} />
    </BookLayout>
  );
}
