import { useState } from 'react';
import { fetchAdminCoupons, revokeCoupon, revokeCouponIssue } from '../../../api/admin-coupon.api';
import {
  ADMIN_COUPON_STATUSES,
  type AdminCouponView,
} from '../../../../common/contract/coupon.contract';
import { formatDateTime } from '../../../../common/domain/format';
import { COUPON } from '../../../../common/i18n/coupon.ko';
import { errorMessage } from '../../../api/errors';
import type { Column } from '../../../ui/DataTable';
import controls from '../../../ui/controls.module.css';
import { formatCouponAmount } from '../../../ui/coupon/coupon-format';
import { CouponIssueForm } from './CouponIssueForm';
import { DepositBonusCard } from './DepositBonusCard';
import { AdminListCard, type AdminNotice } from '../shared/AdminListCard';
import { FilterSelect } from '../shared/FilterSelect';
import { SearchForm } from '../shared/SearchForm';
import { useAdminList } from '../shared/use-admin-list';
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
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AdminNotice>(null);
  const list = useAdminList({ status: '', search: '', page: 1 }, fetchAdminCoupons);
  const { filter, setFilter, reload } = list;

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
      <AdminListCard
        id="admin-coupons-title"
        title={T.listTitle}
        testId="admin-coupons"
        actions={
          <SearchForm
            id="admin-coupon-search"
            label={T.search}
            placeholder={T.searchPlaceholder}
            width={180}
            onSearch={(search) => setFilter({ search })}
          >
            <FilterSelect
              id="admin-coupon-status"
              label={T.status}
              style={{ width: 120, minHeight: 32 }}
              value={filter.status}
              values={ADMIN_COUPON_STATUSES}
              optionLabel={(st) => COUPON.status[st]}
              allLabel={T.all}
              onChange={(status) => setFilter({ status })}
            />
          </SearchForm>
        }
        notice={notice}
        table={{
          ...list.table,
          columns,
          rowKey: (c) => c.id,
          rowProps: (c) => ({
            'data-testid': 'admin-coupon-row',
            'data-coupon-id': c.id,
            'data-status': c.status,
            'data-user-id': c.userId,
          }),
          emptyText: T.empty,
        }}
      />
    </div>
  );
}
