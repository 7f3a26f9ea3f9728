import { useId } from 'react';
import { fetchMinigameSetting } from '../../api/minigame.api';
import type { MinigameGame } from '../../../common/domain/minigame/catalog';
import { formatOdds } from '../../../common/domain/format';
import {
  marketRtpRows,
  rtpText,
  type MarketRtpRow,
} from '../../../common/domain/minigame/market-rtp';
import { MARKET_RTP as T } from '../../../common/i18n/market-rtp.ko';
import { marketName, selectionName } from '../../../common/i18n/minigame-names.ko';
import { DataTable, type Column } from '../../ui/DataTable';
import { useAsync } from '../../ui/use-async';
import styles from './Results.module.css';

/**
 * Each market's return to player (환수율) of one game at the odds it is played at now (its
 * settings; the catalog default for a selection they do not list), from the stated probabilities.
 */
export function MarketRtpTable({ game }: { game: MinigameGame }) {
  const titleId = useId();
  const { data, error, loading } = useAsync(() => fetchMinigameSetting(game.id), [game.id]);
  const columns: Column<MarketRtpRow>[] = [
    { header: T.colMarket, cell: (row) => marketName(game, row.marketKey) },
    { header: T.colSelection, cell: (row) => selectionName(game, row.marketKey, row.selection) },
    { header: T.colOdds, numeric: true, cell: (row) => formatOdds(row.oddsHundredths) },
    {
      header: T.rtp,
      numeric: true,
      cell: (row) => <span data-testid="market-rtp">{rtpText(row.rtp)}</span>,
    },
  ];
  return (
    <section aria-labelledby={titleId} className={styles.rtp} data-testid="market-rtp-table">
      <h3 id={titleId} className={styles.subtitle}>
        {T.title}
      </h3>
      <p className={styles.muted}>{T.note}</p>
      <DataTable
        columns={columns}
        rows={data ? marketRtpRows(game, data.odds) : undefined}
        rowKey={(row) => row.key}
        rowProps={(row) => ({ 'data-testid': 'market-rtp-row', 'data-selection-key': row.key })}
        loading={loading}
        error={error}
        emptyText="-"
      />
    </section>
  );
}
