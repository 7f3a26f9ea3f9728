import { useState, type FormEvent } from 'react';
import {
  fetchAdminCoupons,
  revokeCoupon,
  revokeCouponIssue,
  type AdminCouponFilter,
} from '../../../api/admin-coupon.api';
import { ADMIN_COUPON_STATUSES, type AdminCouponView } from '../../../contract/coupon.contract';
import { formatDateTime } from '../../../domain/format';
import { COMMON } from '../../../i18n/common.ko';
import { COUPON } from '../../../i18n/coupon.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { DataTable, type Column, pagerOf } from '../../../ui/DataTable';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import { formatCouponAmount } from '../../../domain/coupon/coupon-format';
import { CouponIssueForm } from './CouponIssueForm';
import { DepositBonusCard } from './DepositBonusCard';
import styles from '../shared/AdminArea.module.css';

const T = COUPON.admin;

const STATUS_BADGE: Record<AdminCouponView['status'], string> = {
  unused: controls.badgeOn ?? '',
  used: '',
  expired: controls.badgeWarn ?? '',
  revoked: controls.badgeDanger ?? '',
};

/** Admin 쿠폰 tab: issue coupons, list them, revoke unused ones; deposit bonus per level. */
export function CouponPanel() {
  const [filter, setFilter] = useState<AdminCouponFilter>({ status: '', search: '', page: 1 });
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { data, error, loading, reload } = useAsync(
    () => fetchAdminCoupons(filter),
    [filter.status, filter.search, filter.page],
  );

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ ok: true, text: await action() });
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
      reload();
    }
  };

  const onRevoke = (c: AdminCouponView) => {
    if (!window.confirm(T.revokeConfirm(c.userId))) return;
    void run(async () => {
      await revokeCoupon(c.id);
      return T.revoked;
    });
  };
  const onRevokeIssue = (c: AdminCouponView) => {
    if (!window.confirm(T.revokeIssueConfirm(c.issueId))) return;
    void run(async () => T.revokedIssue((await revokeCouponIssue(c.issueId)).revoked));
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter((f) => ({ ...f, search: query.trim(), page: 1 }));
  };

  const columns: Column<AdminCouponView>[] = [
    { header: T.colId, numeric: true, cell: (c) => c.id },
    { header: T.colIssue, numeric: true, cell: (c) => c.issueId },
    { header: T.colMember, cell: (c) => `${c.nickname} (${c.userId})` },
    { header: COUPON.colName, cell: (c) => c.name },
    {
      header: COUPON.colAmount,
      numeric: true,
      cell: (c) => formatCouponAmount(c.amount, c.currency),
    },
    { header: COUPON.colExpires, cell: (c) => formatDateTime(c.expiresAt) },
    {
      header: COUPON.colStatus,
      cell: (c) => (
        <span className={`${controls.badge} ${STATUS_BADGE[c.status]}`} data-status={c.status}>
          {COUPON.status[c.status]}
        </span>
      ),
    },
    { header: COUPON.colUsed, cell: (c) => (c.usedAt ? formatDateTime(c.usedAt) : '-') },
    {
      header: T.colActions,
      cell: (c) =>
        c.status === 'unused' || c.status === 'expired' ? (
          <div className={controls.actions}>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm} ${controls.danger}`}
              disabled={busy}
              onClick={() => onRevoke(c)}
            >
              {T.revoke}
            </button>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm}`}
              disabled={busy}
              onClick={() => onRevokeIssue(c)}
            >
              {T.revokeIssue}
            </button>
          </div>
        ) : null,
    },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.pair}>
        <CouponIssueForm onIssued={reload} />
        <DepositBonusCard />
      </div>
      <Card
        id="admin-coupons-title"
        title={T.listTitle}
        data-testid="admin-coupons"
        actions={
          <form role="search" className={styles.inlineForm} onSubmit={onSearch}>
            <label htmlFor="admin-coupon-status">{T.status}</label>
            <select
              id="admin-coupon-status"
              className={controls.input}
              style={{ width: 120, minHeight: 32 }}
              value={filter.status}
              onChange={(e) =>
                setFilter((f) => ({
                  ...f,
                  status: e.target.value as AdminCouponFilter['status'],
                  page: 1,
                }))
              }
            >
              <option value="">{T.all}</option>
              {ADMIN_COUPON_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {COUPON.status[s]}
                </option>
              ))}
            </select>
            <label htmlFor="admin-coupon-search" className="visually-hidden">
              {T.search}
            </label>
            <input
              id="admin-coupon-search"
              type="search"
              className={controls.input}
              style={{ width: 180, minHeight: 32 }}
              placeholder={T.searchPlaceholder}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <button type="submit" className={`${controls.btn} ${controls.sm}`}>
              {COMMON.search}
            </button>
          </form>
        }
      >
        {notice ? (
          <Notice error={!notice.ok} style={{ margin: 12 }}>
            {notice.text}
          </Notice>
        ) : null}
        <DataTable
          columns={columns}
          rows={data?.items}
          rowKey={(c) => c.id}
          rowProps={(c) => ({
            'data-testid': 'admin-coupon-row',
            'data-coupon-id': c.id,
            'data-status': c.status,
            'data-user-id': c.userId,
          })}
          loading={loading}
          error={error}
          emptyText={T.empty}
          pager={pagerOf(data, (page) => setFilter((f) => ({ ...f, page })))}
        />
      </Card>
    </div>
  );
}
