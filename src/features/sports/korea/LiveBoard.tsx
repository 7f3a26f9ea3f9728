import { useState } from 'react';
import { SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { useLiveFixtureIds } from '../../../stores/sports-book.store';
import { Pagination } from '../../../ui/Pagination';
import { BoardRow } from '../board/BoardRow';
import { LeagueHeader } from '../board/LeagueHeader';
import { LiveStatus } from '../common/LiveStatus';
import { PAGE_SIZE } from '../common/page-size';
import { useFixtureView } from '../common/use-fixture-view';
import { useLiveFeed } from '../common/use-live-feed';
import board from '../board/Board.module.css';
import styles from '../common/Sports.module.css';

function LiveRow({ fixtureId }: { fixtureId: string }) {
  const fixture = useFixtureView(fixtureId, 'inplay');
  if (!fixture) return null;
  return (
    <section className={board.group}>
      <LeagueHeader
        sportId={fixture.sportId}
        locationName={fixture.locationNameKorean}
        leagueName={fixture.leagueNameKorean}
      >
        <span className={styles.live}>{T.live}</span>
      </LeagueHeader>
      <BoardRow
        fixture={fixture}
        board="live"
        book="inplay"
        bookKind="inplay"
        family="inplay"
        status={<LiveStatus sportId={fixture.sportId} livescore={fixture.livescore} compact />}
      />
    </section>
  );
}

/**
 * /korea/live: the in-play book on the domestic board (family 'inplay'), fed by the live stream:
 * fixtures appear when they go live and leave when they finish.
 */
export function LiveBoard({ sportId }: { sportId: number | undefined }) {
  useLiveFeed();
  const ids = useLiveFixtureIds(sportId);
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(ids.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = ids.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  if (ids.length === 0) {
    return (
      <p className={board.empty} data-testid="fixtures-empty">
        {T.emptyLive}
      </p>
    );
  }
  return (
    <>
      <div className={board.list} data-testid="fixture-list">
        {shown.map((id) => (
          <LiveRow key={id} fixtureId={id} />
        ))}
      </div>
      <div className={styles.pager}>
        <Pagination page={current} pageCount={pageCount} onChange={setPage} />
      </div>
    </>
  );
}
