import {
  tournamentKindSchema,
  tournamentStatusSchema,
  type AdminTournament,
  type TournamentKind,
  type TournamentStatus,
} from '../../../../common/contract/tournament.contract';
import { fetchAdminTournaments } from '../../../api/admin-tournament.api';
import {
  formatNumber,
  formatPoints,
  formatShortDateTime,
  formatWon,
} from '../../../../common/domain/format';
import { TOURNAMENT_ADMIN as T } from '../../../../common/i18n/tournament-admin.ko';
import type { Column } from '../../../ui/DataTable';
import controls from '../../../ui/controls.module.css';
import { AdminListCard, type AdminNotice } from '../shared/AdminListCard';
import styles from '../shared/AdminArea.module.css';
import { FilterSelect } from '../shared/FilterSelect';
import { ADMIN_LIST_POLL_MS, useAdminList } from '../shared/use-admin-list';

type Filter = { page: number; kind: TournamentKind | ''; status: TournamentStatus | '' };

type Props = {
  selectedId: number | null;
  notice: AdminNotice;
  onCreate: () => void;
  onEdit: (t: AdminTournament) => void;
  onCancel: (t: AdminTournament) => void;
  onSelect: (t: AdminTournament, view: 'board' | 'payouts') => void;
};

const entryOf = (t: AdminTournament) =>
  t.entryCurrency === 'free'
    ? T.entryCurrencies.free
    : t.entryCurrency === 'points'
      ? formatPoints(t.entryFee)
      : formatWon(t.entryFee);

/** The tournaments of both kinds, newest first, with what the operator may do to each. */
export function TournamentListCard({
  selectedId,
  notice,
  onCreate,
  onEdit,
  onCancel,
  onSelect,
}: Props) {
  const list = useAdminList(
    { page: 1, kind: '', status: '' },
    (f: Filter) =>
      fetchAdminTournaments({
        page: f.page,
        kind: f.kind || undefined,
        status: f.status || undefined,
      }),
    { pollMs: ADMIN_LIST_POLL_MS },
  );
  const columns: Column<AdminTournament>[] = [
    { header: T.col.id, cell: (t) => t.id },
    { header: T.col.kind, cell: (t) => T.kinds[t.kind] },
    { header: T.col.name, cell: (t) => t.name },
    { header: T.col.status, cell: (t) => T.statuses[t.status] },
    {
      header: T.col.period,
      cell: (t) => `${formatShortDateTime(t.startsAt)} ~ ${formatShortDateTime(t.endsAt)}`,
    },
    { header: T.col.scoring, cell: (t) => T.scoring[t.scoring] },
    { header: T.col.entry, cell: entryOf },
    { header: T.col.participants, numeric: true, cell: (t) => formatNumber(t.participantCount) },
    { header: T.col.fees, numeric: true, cell: (t) => formatNumber(t.feesCollected) },
    { header: T.col.prizes, numeric: true, cell: (t) => formatNumber(t.prizesPaid) },
    {
      header: T.col.actions,
      cell: (t) => (
        <div className={controls.actions}>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            disabled={t.status !== 'upcoming'}
            title={t.status !== 'upcoming' ? T.editOnlyBeforeStart : undefined}
            onClick={() => onEdit(t)}
            data-testid="admin-tournament-edit"
          >
            {T.edit}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.danger}`}
            disabled={t.status !== 'upcoming' && t.status !== 'running'}
            onClick={() => onCancel(t)}
            data-testid="admin-tournament-cancel-open"
          >
            {T.cancel}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            onClick={() => onSelect(t, 'board')}
            data-testid="admin-tournament-board-open"
          >
            {T.board}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            onClick={() => onSelect(t, 'payouts')}
            data-testid="admin-tournament-payouts-open"
          >
            {T.payouts}
          </button>
        </div>
      ),
    },
  ];
  return (
    <AdminListCard
      id="admin-tournament-list-title"
      title={T.listTitle}
      testId="admin-tournament-list"
      notice={notice}
      actions={
        <div className={styles.inlineForm}>
          <FilterSelect
            id="admin-tournament-kind"
            label={T.kindFilter}
            hideLabel
            value={list.filter.kind}
            values={tournamentKindSchema.options}
            optionLabel={(kind) => T.kinds[kind]}
            allLabel={`${T.kindFilter}: ${T.all}`}
            onChange={(kind) => list.setFilter({ kind })}
          />
          <FilterSelect
            id="admin-tournament-status"
            label={T.statusFilter}
            hideLabel
            value={list.filter.status}
            values={tournamentStatusSchema.options}
            optionLabel={(status) => T.statuses[status]}
            allLabel={`${T.statusFilter}: ${T.all}`}
            onChange={(status) => list.setFilter({ status })}
          />
          <button type="button" className={`${controls.btn} ${controls.sm}`} onClick={list.reload}>
            {T.refresh}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.primary}`}
            onClick={onCreate}
            data-testid="admin-tournament-create"
          >
            {T.create}
          </button>
        </div>
      }
      table={{
        ...list.table,
        columns,
        rowKey: (t) => t.id,
        rowProps: (t) => ({
          'data-testid': 'admin-tournament-row',
          'data-id': t.id,
          className: t.id === selectedId ? styles.selectedRow : undefined,
        }),
        emptyText: T.empty,
      }}
    />
  );
}
