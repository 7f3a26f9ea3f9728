import { useId } from 'react';
import { fetchMinigameResults, type RoundView } from '../../api/minigame.api';
import { formatDateTime } from '../../../common/domain/format';
import { VIRTUAL_SPORT_NAMES } from '../../../common/i18n/minigame.ko';
import { MINIGAME_PAGE as T } from '../../../common/i18n/minigame-page.ko';
import { DataTable, type Column } from '../../ui/DataTable';
import { FormField } from '../../ui/FormField';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { gameName, providerName } from '../../../common/i18n/minigame-names.ko';
import { resultGames } from './results-games';
import { seoulToday, type ResultsSearch, type VirtualSport } from './results-search';
import { MarketRtpTable } from './MarketRtpTable';
import { VerifyButton } from './VerifyButton';
import styles from './Results.module.css';

type Props = {
  /** null: `/game_result/minigame`; a sport: `/game_result/virtuals/<sport>`. */
  virtuals: VirtualSport | null;
  search: ResultsSearch;
  onSearch: (next: ResultsSearch) => void;
};

const C = T.columns;

const columns: Column<RoundView>[] = [
  { header: C.round, cell: (r) => T.round(r.roundNo) },
  { header: C.time, cell: (r) => formatDateTime(r.drawAt) },
  {
    header: C.result,
    cell: (r) =>
      r.status === 'cancelled' ? (
        T.cancelled
      ) : (
        <span className={styles.chips}>
          {r.resultLabels.map((label) => (
            <span key={label} className={styles.chip}>
              {label}
            </span>
          ))}
        </span>
      ),
  },
  {
    header: C.commit,
    cell: (r) => (
      <code className={styles.hash} title={r.commitHex}>
        {r.commitHex}
      </code>
    ),
  },
  {
    header: C.seed,
    cell: (r) => (
      <code className={styles.hash} title={r.seedHex ?? ''}>
        {r.seedHex ?? T.notRevealed}
      </code>
    ),
  },
  { header: C.verify, cell: (r) => <VerifyButton round={r} /> },
];

/**
 * Results by game and day: round, result chips, seed hash, seed and the in-browser check; below
 * them, each market's 환수율 at the game's odds.
 */
export function ResultsPage({ virtuals, search, onSearch }: Props) {
  const games = resultGames(virtuals);
  const gameId = games.some((g) => g.id === search.gameId) ? search.gameId! : (games[0]?.id ?? 0);
  const game = games.find((g) => g.id === gameId);
  const date = search.date ?? seoulToday();
  const page = search.page ?? 1;
  const gameFieldId = useId();
  const dateFieldId = useId();
  const { data, error, loading } = useAsync(
    () => fetchMinigameResults(gameId, date, page),
    [gameId, date, page],
  );
  const title = virtuals ? `${T.virtualResults} · ${VIRTUAL_SPORT_NAMES[virtuals]}` : T.results;
  return (
    <div className={styles.page} data-testid="results-page">
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.filters}>
        <FormField id={gameFieldId} label={T.game}>
          <select
            id={gameFieldId}
            className={controls.input}
            value={gameId}
            onChange={(e) => onSearch({ gameId: Number(e.target.value), date, page: 1 })}
          >
            {games.map((game) => (
              <option key={game.id} value={game.id}>
                {providerName(game.provider)} {gameName(game)}
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
            onChange={(e) => e.target.value && onSearch({ gameId, date: e.target.value, page: 1 })}
          />
        </FormField>
      </div>
      <DataTable
        columns={columns}
        rows={data?.items}
        rowKey={(r) => r.roundId}
        rowProps={(r) => ({ 'data-testid': 'results-row', 'data-round-id': r.roundId })}
        loading={loading}
        error={error}
        emptyText={T.resultsEmpty}
        pager={
          data
            ? {
                page,
                pageCount: data.pageCount,
                onChange: (p) => onSearch({ gameId, date, page: p }),
              }
            : null
        }
      />
      {game ? <MarketRtpTable game={game} /> : null}
    </div>
  );
}
