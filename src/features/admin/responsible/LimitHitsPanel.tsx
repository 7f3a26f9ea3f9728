import { useId, useState, type FormEvent } from 'react';
import { fetchLimitHits, type LimitHitsFilter } from '../../../api/responsible.api';
import type { LimitHitRow } from '../../../../common/contract/responsible.contract';
import { formatDateTime } from '../../../../common/domain/format';
import { RESPONSIBLE_ADMIN } from '../../../../common/i18n/responsible.ko';
import type { Column } from '../../../ui/DataTable';
import controls from '../../../ui/controls.module.css';
import { AdminListCard } from '../shared/AdminListCard';
import { useAdminList } from '../shared/use-admin-list';
import styles from '../shared/AdminArea.module.css';
import { MemberResponsibleDialog } from './MemberResponsibleDialog';

const T = RESPONSIBLE_ADMIN;
const DEFAULT_FILTER: LimitHitsFilter = { days: 30, minHits: 3, page: 1 };

/** Whole numbers in the report's bounds (the server checks them again). */
const boundedInt = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,5}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

/**
 * `/admin/responsible`: members who hit their limits often, each with
 * the way into their responsible-gambling view.
 */
export function LimitHitsPanel() {
  const daysId = useId();
  const hitsId = useId();
  const [days, setDays] = useState(String(DEFAULT_FILTER.days));
  const [minHits, setMinHits] = useState(String(DEFAULT_FILTER.minHits));
  const [open, setOpen] = useState<{ id: number; userId: string } | null>(null);
  const list = useAdminList(DEFAULT_FILTER, fetchLimitHits);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    list.setFilter({
      days: boundedInt(days, 1, 365) ?? DEFAULT_FILTER.days,
      minHits: boundedInt(minHits, 1, 10_000) ?? DEFAULT_FILTER.minHits,
    });
  };

  const columns: Column<LimitHitRow>[] = [
    { header: T.colMember, cell: (r) => `${r.userId} (${r.nickname})` },
    { header: T.colHits, numeric: true, cell: (r) => r.hits },
    { header: T.colDeposit, numeric: true, cell: (r) => r.depositHits },
    { header: T.colLoss, numeric: true, cell: (r) => r.lossHits },
    { header: T.colStake, numeric: true, cell: (r) => r.stakeHits },
    { header: T.colLast, cell: (r) => formatDateTime(r.lastHitAt) },
    {
      header: '',
      cell: (r) => (
        <button
          type="button"
          className={`${controls.btn} ${controls.sm}`}
          onClick={() => setOpen({ id: r.memberId, userId: r.userId })}
        >
          {T.open}
        </button>
      ),
    },
  ];

  return (
    <div className={styles.panel}>
      <AdminListCard
        id="admin-limit-hits-title"
        title={T.reportTitle}
        testId="admin-limit-hits"
        actions={
          <form className={controls.row} onSubmit={onSearch} noValidate>
            <label htmlFor={daysId}>{T.days}</label>
            <input
              id={daysId}
              className={controls.input}
              inputMode="numeric"
              style={{ width: 72 }}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
            <label htmlFor={hitsId}>{T.minHits}</label>
            <input
              id={hitsId}
              className={controls.input}
              inputMode="numeric"
              style={{ width: 72 }}
              value={minHits}
              onChange={(e) => setMinHits(e.target.value)}
            />
            <button type="submit" className={`${controls.btn} ${controls.sm}`}>
              {T.search}
            </button>
          </form>
        }
        table={{
          ...list.table,
          columns,
          rowKey: (r) => r.memberId,
          emptyText: T.reportEmpty,
        }}
      >
        <p className={controls.hint}>{T.reportLead}</p>
      </AdminListCard>
      <MemberResponsibleDialog member={open} onClose={() => setOpen(null)} />
    </div>
  );
}
