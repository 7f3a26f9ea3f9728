import { fetchAdminCasinoRounds } from '../../../api/admin-casino.api';
import type { AdminCasinoRound } from '../../../../common/contract/casino-admin.contract';
import { formatDateTime, formatWon } from '../../../../common/domain/format';
import { CASINO_ADMIN as T } from '../../../../common/i18n/casino-admin.ko';
import type { Column } from '../../../ui/DataTable';
import controls from '../../../ui/controls.module.css';
import { AdminListCard } from '../shared/AdminListCard';
import { useAdminList } from '../shared/use-admin-list';
import { CasinoFilterForm, queryOf, type FilterValues } from './CasinoFilterForm';
import { useCasinoCatalogOptions } from './use-casino-catalog-options';

const EMPTY = { member: '', providerId: '', gameId: '', status: '', from: '', to: '' };
const STATUS_OPTIONS = ['open', 'closed', 'rolled_back'].map((value) => ({
  value,
  label: T.roundStatus[value]!,
}));
const STATUS_BADGE: Record<string, string> = {
  open: `${controls.badge} ${controls.badgeWarn}`,
  closed: `${controls.badge} ${controls.badgeOn}`,
  rolled_back: `${controls.badge} ${controls.badgeDanger}`,
};

export const roundColumns: Column<AdminCasinoRound>[] = [
  { header: T.colId, numeric: true, cell: (r) => r.id },
  { header: T.colMember, cell: (r) => `${r.memberNickname} (${r.memberUserId})` },
  { header: T.colGame, cell: (r) => `${r.providerName} · ${r.gameName}` },
  { header: T.colRound, cell: (r) => <code>{r.roundRef}</code> },
  { header: T.colStake, numeric: true, cell: (r) => formatWon(r.stake) },
  { header: T.colWin, numeric: true, cell: (r) => formatWon(r.win) },
  {
    header: T.colStatus,
    cell: (r) => <span className={STATUS_BADGE[r.status]}>{T.roundStatus[r.status]}</span>,
  },
  { header: T.colOpenedAt, cell: (r) => formatDateTime(r.openedAt) },
  { header: T.colClosedAt, cell: (r) => (r.closedAt ? formatDateTime(r.closedAt) : T.none) },
];

/** Rounds by member, provider, game, status and Seoul day. */
export function CasinoRoundsCard() {
  const options = useCasinoCatalogOptions();
  const list = useAdminList(
    { page: 1, ...EMPTY },
    ({ page, ...filters }: { page: number } & typeof EMPTY) =>
      fetchAdminCasinoRounds({ page, ...queryOf(filters, ['providerId', 'gameId']) }),
  );
  return (
    <AdminListCard
      id="admin-casino-rounds-title"
      title={T.roundsTitle}
      testId="admin-casino-rounds"
      above={
        <div style={{ padding: 12 }}>
          <CasinoFilterForm
            initial={EMPTY}
            onApply={(values: FilterValues) => list.setFilter({ ...EMPTY, ...values })}
            fields={[
              { key: 'member', label: T.filterMember, type: 'text' },
              {
                key: 'providerId',
                label: T.filterProvider,
                type: 'select',
                options: options.providers,
              },
              { key: 'gameId', label: T.filterGame, type: 'select', options: options.games },
              { key: 'status', label: T.filterStatus, type: 'select', options: STATUS_OPTIONS },
              { key: 'from', label: T.filterFrom, type: 'date' },
              { key: 'to', label: T.filterTo, type: 'date' },
            ]}
          />
        </div>
      }
      table={{
        ...list.table,
        columns: roundColumns,
        rowKey: (r) => r.id,
        rowProps: (r) => ({ 'data-testid': 'admin-casino-round-row', 'data-status': r.status }),
        emptyText: T.roundsEmpty,
      }}
    />
  );
}
