import { fetchAdminCasinoTransactions } from '../../../api/admin-casino.api';
import type { AdminCasinoTransaction } from '../../../../common/contract/casino-admin.contract';
import { formatDateTime, formatWon } from '../../../../common/domain/format';
import { CASINO_ADMIN as T } from '../../../../common/i18n/casino-admin.ko';
import type { Column } from '../../../ui/DataTable';
import controls from '../../../ui/controls.module.css';
import { AdminListCard } from '../shared/AdminListCard';
import { useAdminList } from '../shared/use-admin-list';
import { CasinoFilterForm, queryOf } from './CasinoFilterForm';
import { useCasinoCatalogOptions } from './use-casino-catalog-options';

const EMPTY = { member: '', providerId: '', transactionUuid: '', kind: '', from: '', to: '' };
const KIND_OPTIONS = ['bet', 'win', 'rollback'].map((value) => ({
  value,
  label: T.txKind[value]!,
}));

const columns: Column<AdminCasinoTransaction>[] = [
  { header: T.colId, numeric: true, cell: (t) => t.id },
  { header: T.colProvider, cell: (t) => t.providerName },
  { header: T.colMember, cell: (t) => t.memberUserId },
  {
    header: T.colKind,
    cell: (t) => (
      <div className={controls.actions}>
        <span className={controls.badge}>{T.txKind[t.kind]}</span>
        {t.tombstone ? (
          <span className={`${controls.badge} ${controls.badgeWarn}`}>{T.tombstone}</span>
        ) : null}
        {t.rolledBack ? (
          <span className={`${controls.badge} ${controls.badgeDanger}`}>{T.rolledBack}</span>
        ) : null}
      </div>
    ),
  },
  { header: T.colTransaction, cell: (t) => <code>{t.transactionUuid}</code> },
  {
    header: T.colReference,
    cell: (t) => (t.referenceTransactionUuid ? <code>{t.referenceTransactionUuid}</code> : T.none),
  },
  { header: T.colRound, cell: (t) => (t.roundRef ? <code>{t.roundRef}</code> : T.none) },
  { header: T.colAmount, numeric: true, cell: (t) => formatWon(t.amount) },
  { header: T.colBalance, numeric: true, cell: (t) => formatWon(t.balanceAfter) },
  { header: T.colAt, cell: (t) => formatDateTime(t.createdAt) },
];

/** The wallet's money calls, as kept (RS_OK only): by member, provider, id, kind, day. */
export function CasinoTransactionsCard() {
  const options = useCasinoCatalogOptions();
  const list = useAdminList(
    { page: 1, ...EMPTY },
    ({ page, ...filters }: { page: number } & typeof EMPTY) =>
      fetchAdminCasinoTransactions({ page, ...queryOf(filters, ['providerId']) }),
  );
  return (
    <AdminListCard
      id="admin-casino-transactions-title"
      title={T.transactionsTitle}
      testId="admin-casino-transactions"
      above={
        <div style={{ padding: 12 }}>
          <CasinoFilterForm
            initial={EMPTY}
            onApply={(values) => list.setFilter({ ...EMPTY, ...values })}
            fields={[
              { key: 'member', label: T.filterMember, type: 'text' },
              {
                key: 'providerId',
                label: T.filterProvider,
                type: 'select',
                options: options.providers,
              },
              { key: 'transactionUuid', label: T.filterTransaction, type: 'text', width: 220 },
              { key: 'kind', label: T.filterKind, type: 'select', options: KIND_OPTIONS },
              { key: 'from', label: T.filterFrom, type: 'date' },
              { key: 'to', label: T.filterTo, type: 'date' },
            ]}
          />
        </div>
      }
      table={{
        ...list.table,
        columns,
        rowKey: (t) => t.id,
        rowProps: () => ({ 'data-testid': 'admin-casino-transaction-row' }),
        emptyText: T.transactionsEmpty,
      }}
    />
  );
}
