import { useId } from 'react';
import { fetchSportsResults } from '../../../api/sports-book.api';
import type { SportsFixtureView } from '../../../../common/contract/sports.contract';
import { formatScore, formatShortDateTime } from '../../../../common/domain/format';
import { isKnownSportId } from '../../../../common/domain/sports/sport-ids';
import { periodLabel } from '../../../../common/i18n/sports-labels.ko';
import { MENU } from '../../../../common/i18n/menu.ko';
import { SPORTS, sportName } from '../../../../common/i18n/sports.ko';
import { SPORTS_PAGES } from '../../../../common/i18n/sports-pages.ko';
import { AppLink } from '../../../ui/AppLink';
import { DataTable, type Column } from '../../../ui/DataTable';
import { FormField } from '../../../ui/FormField';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import { seoulDate, type SportsResultsSearch } from './results-search';
import sports from '../common/Sports.module.css';
import styles from './Results.module.css';

const T = SPORTS_PAGES.results;

/** The result pages side by side, as the 경기결과 dropdown of the global menu lists them. */
const RESULT_TABS = [
  { href: '/game_result/sports', label: MENU.sportsResult },
  { href: '/game_result/minigame', label: MENU.minigameResult },
  { href: '/game_result/virtuals', label: MENU.virtualsResult },
] as const;

const columns: Column<SportsFixtureView>[] = [
  { header: T.time, cell: (f) => formatShortDateTime(f.startsAt) },
  { header: T.league, cell: (f) => `${sportName(f.sportId)} · ${f.leagueNameKorean}` },
  { header: T.home, cell: (f) => f.homeName },
  {
    header: T.score,
    cell: (f) => (
      <strong className={styles.score} data-testid="result-score">
        {formatScore(f.livescore?.homeScore, f.livescore?.awayScore)}
      </strong>
    ),
  },
  { header: T.away, cell: (f) => f.awayName },
  {
    header: T.periods,
    cell: (f) => (
      <span className={styles.periods}>
        {(f.livescore?.periods ?? []).map((p) => (
          <span key={p.code}>
            {periodLabel(f.sportId, p.code)} {formatScore(p.home, p.away)}
          </span>
        ))}
      </span>
    ),
  },
  {
    header: T.status,
    cell: (f) => SPORTS_PAGES.fixtureStatus[f.status] ?? SPORTS_PAGES.finished,
  },
];

type Props = { search: SportsResultsSearch; onSearch: (next: SportsResultsSearch) => void };

/** /game_result/sports: finished fixtures with their scores by sport and day, 15 a page. */
export function SportsResultsPage({ search, onSearch }: Props) {
  const sportId =
    search.sport_id !== undefined && isKnownSportId(search.sport_id) ? search.sport_id : undefined;
  const date = search.date ?? seoulDate();
  const page = search.page ?? 1;
  const sportFieldId = useId();
  const dateFieldId = useId();
  const { data, error, loading } = useAsync(
    () => fetchSportsResults({ sportId, date, page }),
    [sportId, date, page],
  );
  return (
    <div className={sports.page} data-testid="sports-results-page">
      <nav aria-label={SPORTS_PAGES.resultTabs}>
        <ul className={sports.tabs}>
          {RESULT_TABS.map((tab) => (
            <li key={tab.href}>
              <AppLink href={tab.href} className={sports.tab}>
                {tab.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className={sports.title}>{SPORTS_PAGES.resultsTitle}</h2>
      <div className={styles.filters}>
        <FormField id={sportFieldId} label={T.sport}>
          <select
            id={sportFieldId}
            className={controls.input}
            value={sportId ?? ''}
            onChange={(e) =>
              onSearch({
                sport_id: e.target.value ? Number(e.target.value) : undefined,
                date,
                page: 1,
              })
            }
          >
            <option value="">{SPORTS_PAGES.allSports}</option>
            {SPORTS.map((sport) => (
              <option key={sport.id} value={sport.id}>
                {sport.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={dateFieldId} label={T.date}>
          <input
            id={dateFieldId}
            type="date"
            className={controls.input}
            value={date}
            onChange={(e) =>
              e.target.value && onSearch({ sport_id: sportId, date: e.target.value, page: 1 })
            }
          />
        </FormField>
      </div>
      <DataTable
        columns={columns}
        rows={data?.items}
        rowKey={(f) => f.id}
        rowProps={(f) => ({ 'data-testid': 'sports-result-row', 'data-fixture-id': f.id })}
        loading={loading}
        error={error}
        emptyText={T.empty}
        pager={
          data
            ? {
                page,
                pageCount: data.pageCount,
                onChange: (p) => onSearch({ sport_id: sportId, date, page: p }),
              }
            : null
        }
      />
    </div>
  );
}
