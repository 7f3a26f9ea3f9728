import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { KOREA_BOARDS, type KoreaBoard } from '../../../../common/contract/sports.contract';
import { unixNow } from '../../../../common/domain/format';
import { KOREA_BOARD_LABELS, SPORTS_PAGES as T } from '../../../../common/i18n/sports-pages.ko';
import { BookLayout } from '../common/BookLayout';
import { selectedSportId, type SportSearch } from '../common/sport-search';
import { sportQuery, SportTabs } from '../common/SportTabs';
import { BonusFolders } from './BonusFolders';
import { LiveBoard } from './LiveBoard';
import { PrematchBoard } from './PrematchBoard';
import { ProtoList } from './ProtoList';
import styles from '../common/Sports.module.css';

/** Domestic links carry the current unix time (spec §2), computed when followed. */
export const koreaHref = (board: KoreaBoard, sportId: number | undefined): string =>
  `/korea/${board}${sportQuery(sportId, { time: unixNow() })}`;

function BoardTab({
  board,
  current,
  sportId,
}: {
  board: KoreaBoard;
  current: boolean;
  sportId?: number;
}) {
  const router = useRouter();
  return (
    <a
      href={koreaHref(board, sportId)}
      className={styles.tab}
      aria-current={current ? 'page' : undefined}
      data-board={board}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void router.navigate({ href: koreaHref(board, sportId) });
      }}
    >
      {KOREA_BOARD_LABELS[board]}
    </a>
  );
}

function BoardBody({
  board,
  sportId,
}: {
  board: KoreaBoard;
  sportId: number | undefined;
}): ReactNode {
  if (board === 'live') return <LiveBoard sportId={sportId} />;
  if (board === 'proto') return <ProtoList key={sportId ?? 0} sportId={sportId} />;
  return <PrematchBoard key={`${board}-${sportId ?? 0}`} board={board} sportId={sportId} />;
}

/**
 * /korea/{cross,wintielose,handicap,special,live,proto}: the domestic board of
 * one game kind, sport tabs, the bonus folders on cross, the slip beside it.
 */
export function KoreaPage({ board, search }: { board: KoreaBoard; search: SportSearch }) {
  const sportId = selectedSportId(search);
  return (
    <BookLayout family={board === 'live' ? 'inplay' : 'korean'} testId="korea-page" board={board}>
      <div className={styles.head}>
        <h2 className={styles.title}>{T.koreaTitle}</h2>
        <nav aria-label={T.boardTabs}>
          <ul className={styles.tabs} data-testid="board-tabs">
            {KOREA_BOARDS.map((b) => (
              <li key={b}>
                <BoardTab board={b} current={b === board} sportId={sportId} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <SportTabs selected={sportId} hrefOf={(id) => koreaHref(board, id)} />
      {board === 'cross' ? <BonusFolders /> : null}
      <BoardBody board={board} sportId={sportId} />
    </BookLayout>
  );
}
