import type { z } from 'zod';
import { fetchAdminMinigameRoundBets } from '../../../api/admin-minigame.api';
import type {
  adminMinigameBetSchema,
  MinigameRoundView,
} from '../../../../common/contract/minigame.contract';
import { findGameById } from '../../../../common/domain/minigame/catalog';
import { formatDateTime, formatOdds, formatWon } from '../../../../common/domain/format';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { pickLabel } from '../../../../common/i18n/minigame-names.ko';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Dialog } from '../../../ui/Dialog';
import { useAsync } from '../../../ui/use-async';

const T = ADMIN.minigame;

type AdminBet = z.infer<typeof adminMinigameBetSchema>;

/** The bets placed on one round, as the operator checks them before cancelling it. */
export function RoundBetsDialog({
  round,
  onClose,
}: {
  round: MinigameRoundView;
  onClose: () => void;
}) {
  const { data, error, loading } = useAsync(
    () => fetchAdminMinigameRoundBets(round.gameId, round.roundId),
    [round.gameId, round.roundId],
  );
  const game = findGameById(round.gameId);
  const columns: Column<AdminBet>[] = [
    { header: T.colMember, cell: (b) => `${b.userId} (${b.memberId})` },
    {
      header: T.colBetSelection,
      cell: (b) => (game ? pickLabel(game, b.selectionKey) : b.selectionKey),
    },
    { header: T.colStake, numeric: true, cell: (b) => formatWon(b.stakeWon) },
    { header: T.colBetOdds, numeric: true, cell: (b) => formatOdds(b.oddsHundredths) },
    { header: T.colBetStatus, cell: (b) => T.betStatus[b.status] ?? String(b.status) },
    {
      header: T.colPayout,
      numeric: true,
      cell: (b) => (b.status === 0 ? '-' : formatWon(b.payoutWon)),
    },
    { header: T.colBetAt, cell: (b) => formatDateTime(b.createdAt) },
  ];
  return (
    <Dialog
      open
      title={T.betsTitle(round.roundId)}
      onClose={onClose}
      width={860}
      testId="admin-round-bets-dialog"
    >
      <DataTable
        columns={columns}
        rows={data}
        rowKey={(b) => b.id}
        rowProps={(b) => ({ 'data-testid': 'admin-round-bet-row', 'data-bet-id': b.id })}
        loading={loading}
        error={error}
        emptyText={T.betsEmpty}
      />
    </Dialog>
  );
}
