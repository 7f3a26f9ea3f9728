import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { fetchTournaments } from '../../api/tournament.api';
import { errorMessage } from '../../api/errors';
import type { TournamentKind, TournamentTab } from '../../../common/contract/tournament.contract';
import { tournamentTabSchema } from '../../../common/contract/tournament.contract';
import { TOURNAMENT_TEXT as T } from '../../../common/i18n/tournament-pages.ko';
import { Notice } from '../../ui/Notice';
import { Pagination } from '../../ui/Pagination';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import pageTabs from '../../ui/PageTabs.module.css';
import type { RenderLaunch } from './launch-slot';
import { TournamentCard } from './TournamentCard';
import { TournamentDetail } from './TournamentDetail';
import styles from './Tournament.module.css';

export const KIND_PATHS = { slot: '/tournament', casino: '/tournament_casino' } as const;
const KINDS = ['slot', 'casino'] as const satisfies readonly TournamentKind[];
const TABS = tournamentTabSchema.options;
/**
 * The list reads again this often while open: tournaments start and end by the server's clock
 * and participants join, and a list page has no stream of its own (the detail has the board's).
 */
export const LIST_REFRESH_MS = 30_000;

export type TournamentsSearch = { tab: TournamentTab; page?: number; id?: number };

type Props = {
  kind: TournamentKind;
  search: TournamentsSearch;
  onSearch: (next: TournamentsSearch) => void;
  renderLaunch: RenderLaunch;
};

/**
 * `/tournament` (slots) and `/tournament_casino` (live tables): tabs running / upcoming
 * / finished with a card per tournament; `?id=` opens one with its live board.
 */
export function TournamentsPage({ kind, search, onSearch, renderLaunch }: Props) {
  return (
    <div className={pageTabs.page} data-testid={`tournament-page-${kind}`}>
      <nav className={pageTabs.tabs} aria-label={T.kindsLabel}>
        {KINDS.map((k) => (
          <Link
            key={k}
            to={KIND_PATHS[k]}
            search={{ tab: 'running' }}
            className={pageTabs.tab}
            aria-current={k === kind ? 'page' : undefined}
          >
            {T.titles[k]}
          </Link>
        ))}
      </nav>
      {search.id !== undefined ? (
        <TournamentDetail
          tournamentId={search.id}
          onBack={() => onSearch({ tab: search.tab })}
          renderLaunch={renderLaunch}
        />
      ) : (
        <TournamentList kind={kind} search={search} onSearch={onSearch} />
      )}
    </div>
  );
}

function TournamentList({ kind, search, onSearch }: Omit<Props, 'renderLaunch'>) {
  const page = search.page ?? 1;
  const list = useAsync(() => fetchTournaments(kind, search.tab, page), [kind, search.tab, page]);
  const { reload } = list;
  useEffect(() => {
    const timer = setInterval(reload, LIST_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return (
    <>
      <h1 className={controls.cardTitle}>{T.titles[kind]}</h1>
      <div className={pageTabs.tabs} role="tablist" aria-label={T.tabsLabel}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            className={pageTabs.tab}
            aria-selected={tab === search.tab}
            aria-current={tab === search.tab ? 'page' : undefined}
            onClick={() => onSearch({ tab })}
            data-testid={`tournament-tab-${tab}`}
          >
            {T.tabs[tab]}
          </button>
        ))}
      </div>
      {list.error && !list.data ? (
        <Notice error>{errorMessage(list.error)}</Notice>
      ) : !list.data ? (
        <Notice>{T.loading}</Notice>
      ) : list.data.items.length === 0 ? (
        <Notice>{T.empty[search.tab]}</Notice>
      ) : (
        <>
          <ul className={styles.list} data-testid="tournament-list">
            {list.data.items.map((t) => (
              <TournamentCard
                key={t.id}
                tournament={t}
                onOpen={() => onSearch({ tab: search.tab, id: t.id })}
                onJoined={list.reload}
              />
            ))}
          </ul>
          <Pagination
            page={list.data.page}
            pageCount={list.data.pageCount}
            onChange={(p) => onSearch({ tab: search.tab, page: p })}
          />
        </>
      )}
    </>
  );
}
