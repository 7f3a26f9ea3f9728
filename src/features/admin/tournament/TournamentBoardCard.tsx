import { fetchAdminTournamentBoard } from '../../../api/admin-tournament.api';
import type {
  AdminTournament,
  AdminTournamentBoardRow,
} from '../../../../common/contract/tournament.contract';
import { formatDateTime, formatNumber } from '../../../../common/domain/format';
import { TOURNAMENT_ADMIN as T } from '../../../../common/i18n/tournament-admin.ko';
import type { Column } from '../../../ui/DataTable';
import { AdminListCard } from '../shared/AdminListCard';
import { ADMIN_LIST_POLL_MS, useAdminList } from '../shared/use-admin-list';
import { formatAdminScore } from './tournament-admin-format';

/**
 * Every participant of one tournament, unmasked, with counted rounds:
 * read again every few seconds while the tournament runs.
 */
export function TournamentBoardCard({ tournament }: { tournament: AdminTournament }) {
  const list = useAdminList(
    { page: 1, id: tournament.id },
    (f: { page: number; id: number }) => fetchAdminTournamentBoard(f.id, f.page),
    { pollMs: tournament.status === 'running' ? ADMIN_LIST_POLL_MS : undefined },
  );
  const columns: Column<AdminTournamentBoardRow>[] = [
    { header: T.boardCol.rank, cell: (r) => (r.rank === null ? '-' : formatNumber(r.rank)) },
    { header: T.boardCol.member, cell: (r) => `${r.nickname} (${r.userId})` },
    {
      header: T.boardCol.score,
      numeric: true,
      cell: (r) => formatAdminScore(tournament.scoring, r.score),
    },
    { header: T.boardCol.rounds, numeric: true, cell: (r) => formatNumber(r.rounds) },
    { header: T.boardCol.joinedAt, cell: (r) => formatDateTime(r.joinedAt) },
    { header: T.boardCol.excluded, cell: (r) => (r.excluded ? T.excluded : '') },
  ];
  return (
    <AdminListCard
      id="admin-tournament-board-title"
      title={T.boardTitle(tournament.name)}
      testId="admin-tournament-board"
      onRefresh={list.reload}
      refreshLabel={T.refresh}
      table={{
        ...list.table,
        columns,
        rowKey: (r) => r.memberId,
        rowProps: (r) => ({
          'data-testid': 'admin-tournament-board-row',
          'data-rank': r.rank ?? '',
        }),
        emptyText: T.boardEmpty,
      }}
    />
  );
}
