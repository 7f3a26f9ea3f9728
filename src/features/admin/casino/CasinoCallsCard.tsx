import { useState } from 'react';
import { fetchAdminCasinoCalls } from '../../../api/admin-casino.api';
import type { AdminCasinoCall } from '../../../../common/contract/casino-admin.contract';
import { formatDateTime } from '../../../../common/domain/format';
import { CASINO_ADMIN as T } from '../../../../common/i18n/casino-admin.ko';
import type { Column } from '../../../ui/DataTable';
import controls from '../../../ui/controls.module.css';
import { AdminListCard } from '../shared/AdminListCard';
import { useAdminList } from '../shared/use-admin-list';
import { CallBodiesDialog } from './CallBodiesDialog';
import { CasinoFilterForm, queryOf } from './CasinoFilterForm';
import { useCasinoCatalogOptions } from './use-casino-catalog-options';

const EMPTY = { member: '', providerId: '', transactionUuid: '', status: '', from: '', to: '' };

/** Every wallet call as it came and was answered, bad signatures and refusals included. */
export function CasinoCallsCard() {
  const options = useCasinoCatalogOptions();
  const [shown, setShown] = useState<AdminCasinoCall | null>(null);
  const list = useAdminList(
    { page: 1, ...EMPTY },
    ({ page, ...filters }: { page: number } & typeof EMPTY) =>
      fetchAdminCasinoCalls({ page, ...queryOf(filters, ['providerId']) }),
  );

  const columns: Column<AdminCasinoCall>[] = [
    { header: T.colId, numeric: true, cell: (c) => c.id },
    { header: T.colProvider, cell: (c) => c.providerName ?? T.none },
    { header: T.colEndpoint, cell: (c) => <code>{c.endpoint}</code> },
    {
      header: T.colTransaction,
      cell: (c) => (c.transactionUuid ? <code>{c.transactionUuid}</code> : T.none),
    },
    {
      header: T.colSignature,
      cell: (c) => (
        <span
          className={`${controls.badge} ${c.signatureOk ? controls.badgeOn : controls.badgeDanger}`}
        >
          {c.signatureOk ? T.signatureOk : T.signatureBad}
        </span>
      ),
    },
    {
      header: T.colStatus,
      cell: (c) => (
        <span
          className={`${controls.badge} ${c.status === 'RS_OK' ? controls.badgeOn : controls.badgeWarn}`}
        >
          {c.status}
        </span>
      ),
    },
    { header: T.colDuration, numeric: true, cell: (c) => T.durationMs(c.durationUs) },
    { header: T.colAt, cell: (c) => formatDateTime(c.createdAt) },
    {
      header: T.colActions,
      cell: (c) => (
        <button
          type="button"
          className={`${controls.btn} ${controls.sm}`}
          onClick={() => setShown(c)}
        >
          {T.viewBodies}
        </button>
      ),
    },
  ];

  return (
    <AdminListCard
      id="admin-casino-calls-title"
      title={T.callsTitle}
      testId="admin-casino-calls"
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
              { key: 'status', label: T.filterCallStatus, type: 'text', width: 200 },
              { key: 'from', label: T.filterFrom, type: 'date' },
              { key: 'to', label: T.filterTo, type: 'date' },
            ]}
          />
        </div>
      }
      table={{
        ...list.table,
        columns,
        rowKey: (c) => c.id,
        rowProps: (c) => ({ 'data-testid': 'admin-casino-call-row', 'data-status': c.status }),
        emptyText: T.callsEmpty,
      }}
    >
      {shown ? <CallBodiesDialog call={shown} onClose={() => setShown(null)} /> : null}
    </AdminListCard>
  );
}
