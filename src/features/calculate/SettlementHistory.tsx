import { useId, useState } from 'react';
import { fetchSettlementRequests } from '../../api/rolling.api';
import type {
  SettlementKind,
  SettlementRequestView,
} from '../../../common/contract/rolling.contract';
import { formatDateTime, formatShortDateTime, formatWon } from '../../../common/domain/format';
import { ROLLING } from '../../../common/i18n/rolling.ko';
import { Card } from '../../ui/Card';
import { DataTable, type Column } from '../../ui/DataTable';
import { useAsync } from '../../ui/use-async';
import { SettlementStatusBadge } from './SettlementStatusBadge';
import styles from './Calculate.module.css';

/** `03-10 11:59 ~ 03-11 09:00`; the first window starts before any bet, so only its end shows. */
function windowText(r: SettlementRequestView): string {
  if (!r.windowFrom || !r.windowTo) return '-';
  const from = Date.parse(r.windowFrom) === 0 ? '' : formatShortDateTime(r.windowFrom);
  return `${from} ~ ${formatShortDateTime(r.windowTo)}`;
}

const COLUMNS: Column<SettlementRequestView>[] = [
  { header: ROLLING.colDate, cell: (r) => formatDateTime(r.createdAt) },
  { header: ROLLING.colKind, cell: (r) => ROLLING.kind[r.kind] },
  { header: ROLLING.colWindow, cell: windowText },
  { header: ROLLING.colTurnover, numeric: true, cell: (r) => formatWon(r.turnoverWon) },
  { header: ROLLING.colAmount, numeric: true, cell: (r) => formatWon(r.amountWon) },
  { header: ROLLING.colStatus, cell: (r) => <SettlementStatusBadge status={r.status} /> },
  { header: ROLLING.colDecided, cell: (r) => (r.decidedAt ? formatDateTime(r.decidedAt) : '-') },
  { header: ROLLING.colReason, cell: (r) => r.rejectReason ?? '' },
];

type Props = { kinds: readonly SettlementKind[]; reloadKey: number };

/** The member's own requests of these kinds (one tab each), newest first, 15 a page. */
export function SettlementHistory({ kinds, reloadKey }: Props) {
  const baseId = useId();
  const [kind, setKind] = useState<SettlementKind>(kinds[0]!);
  const [page, setPage] = useState(1);
  const history = useAsync(() => fetchSettlementRequests(kind, page), [kind, page, reloadKey]);

  return (
    <Card id={`${baseId}-title`} title={ROLLING.history} data-testid="settlement-history">
      {kinds.length > 1 ? (
        <div role="tablist" aria-label={ROLLING.history} className={styles.tabs}>
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={kind === k}
              className={styles.tab}
              onClick={() => {
                setKind(k);
                setPage(1);
              }}
            >
              {ROLLING.kind[k]}
            </button>
          ))}
        </div>
      ) : null}
      <DataTable
        columns={COLUMNS}
        rows={history.data?.items}
        rowKey={(r) => r.id}
        rowProps={(r) => ({
          'data-testid': 'settlement-row',
          'data-request-id': r.id,
          'data-status': r.status,
        })}
        loading={history.loading}
        error={history.error}
        emptyText={ROLLING.historyEmpty}
        pager={
          history.data
            ? { page: history.data.page, pageCount: history.data.pageCount, onChange: setPage }
            : null
        }
      />
    </Card>
  );
}
