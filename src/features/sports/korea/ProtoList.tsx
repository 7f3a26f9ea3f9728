import { useState } from 'react';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { Pagination } from '../../../ui/Pagination';
import { BoardRow } from '../board/BoardRow';
import { PageState } from '../common/PageState';
import { useFixturePage } from '../common/use-fixture-page';
import { LeagueHeader } from '../board/LeagueHeader';
import { PAGE_SIZE } from '../common/page-size';
import board from '../board/Board.module.css';
import styles from '../common/Sports.module.css';

/**
 * /korea/proto: fixed-odds games numbered in order, as on the state proto slip.
 * Numbers run across pages (page 2 starts at 16) so a number names one game of the round.
 */
export function ProtoList({ sportId }: { sportId: number | undefined }) {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useFixturePage({ book: 'korea', board: 'proto', sportId, page });
  const fixtures = data?.items ?? [];
  return (
    <>
      <p className={styles.notice}>{T.protoHint}</p>
      <PageState
        loading={loading}
        error={error}
        empty={fixtures.length === 0}
        emptyText={T.emptyPrematch}
      >
        <ol className={board.list} data-testid="proto-list">
          {fixtures.map((fixture, index) => (
            <li key={fixture.id} className={board.group}>
              <LeagueHeader
                sportId={fixture.sportId}
                locationName={fixture.locationNameKorean}
                leagueName={fixture.leagueNameKorean}
              />
              <BoardRow
                fixture={fixture}
                board="proto"
                book="korea"
                bookKind="prematch"
                family="korean"
                number={(page - 1) * PAGE_SIZE + index + 1}
              />
            </li>
          ))}
        </ol>
      </PageState>
      {data ? (
        <div className={styles.pager}>
          <Pagination page={page} pageCount={data.pageCount} onChange={setPage} />
        </div>
      ) : null}
    </>
  );
}
