import { fetchAdminTournamentPayouts } from '../../../api/admin-tournament.api';
import type {
  AdminTournament,
  AdminTournamentPayout,
} from '../../../../common/contract/tournament.contract';
import { formatDateTime, formatPoints, formatWon } from '../../../../common/domain/format';
import { TOURNAMENT_ADMIN as T } from '../../../../common/i18n/tournament-admin.ko';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import { formatAdminScore } from './tournament-admin-format';

/** The payout record: prizes the end job paid, and entry fees a cancel refunded. */
export function TournamentPayoutsCard({ tournament }: { tournament: AdminTournament }) {
  const payouts = useAsync(() => fetchAdminTournamentPayouts(tournament.id), [tournament.id]);
  const columns: Column<AdminTournamentPayout>[] = [
    { header: T.payoutCol.kind, cell: (p) => T.payoutKinds[p.kind] },
    { header: T.payoutCol.member, cell: (p) => `${p.nickname} (${p.userId})` },
    { header: T.payoutCol.rank, cell: (p) => (p.rank === null ? '-' : String(p.rank)) },
    {
      header: T.payoutCol.score,
      numeric: true,
      cell: (p) => (p.score === null ? '-' : formatAdminScore(tournament.scoring, p.score)),
    },
    {
      header: T.payoutCol.amount,
      numeric: true,
      cell: (p) => (p.currency === 'points' ? formatPoints(p.amount) : formatWon(p.amount)),
    },
    { header: T.payoutCol.paidAt, cell: (p) => formatDateTime(p.paidAt) },
  ];
  return (
    <Card
      id="admin-tournament-payouts-title"
      title={T.payoutsTitle(tournament.name)}
      data-testid="admin-tournament-payouts"
      actions={
        <button type="button" className={`${controls.btn} ${controls.sm}`} onClick={payouts.reload}>
          {T.refresh}
        </button>
      }
    >
      <DataTable
        columns={columns}
        rows={payouts.data?.items}
        rowKey={(p) => `${p.kind}-${p.memberId}-${p.paidAt}`}
        rowProps={() => ({ 'data-testid': 'admin-tournament-payout-row' })}
        loading={payouts.loading}
        error={payouts.error}
        emptyText={T.payoutsEmpty}
      />
    </Card>
  );
}
