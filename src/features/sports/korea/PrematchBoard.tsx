import { useState } from 'react';
import type { KoreaBoard } from '../../../../common/contract/sports.contract';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { Pagination } from '../../../ui/Pagination';
import { BoardRow } from '../board/BoardRow';
import { FixtureGroups } from '../board/FixtureGroups';
import { PageState } from '../common/PageState';
import { useFixturePage } from '../common/use-fixture-page';
import styles from '../common/Sports.module.css';

type Props = { board: Exclude<KoreaBoard, 'live' | 'proto'>; sportId: number | undefined };

/** A domestic prematch board (cross, 승무패, 핸디캡, 스페셜): 15 fixtures a page, by league. */
export function PrematchBoard({ board, sportId }: Props) {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useFixturePage({ book: 'korea', board, sportId, page });
  const fixtures = data?.items ?? [];
  return (
    <>
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
              board={board}
              book="korea"
              bookKind="prematch"
              family="korean"
            />
          )}
        />
      </PageState>
      {data ? (
        <div className={styles.pager}>
          <Pagination page={page} pageCount={data.pageCount} onChange={setPage} />
        </div>
      ) : null}
    </>
  );
}
