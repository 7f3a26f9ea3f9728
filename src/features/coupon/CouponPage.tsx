import { useId, useState } from 'react';
import { fetchCoupons, redeemCoupon } from '../../api/coupon.api';
import { refreshUser } from '../../app/commands';
import { useUser } from '../../app/hooks';
import {
  MEMBER_COUPON_STATUSES,
  type CouponView,
  type MemberCouponStatus,
} from '../../../common/contract/coupon.contract';
import { formatDateTime } from '../../../common/domain/format';
import { COUPON } from '../../../common/i18n/coupon.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { DataTable, type Column } from '../../ui/DataTable';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { formatCouponAmount } from '../../ui/coupon/coupon-format';
import styles from './Coupon.module.css';

/** `/coupon` (spec §2): the member's unused, used and expired coupons; an unused one is used here. */
export function CouponPage() {
  const user = useUser();
  if (!user) return <LoginRequired message={COUPON.loginRequired} />;
  return <CouponContent />;
}

function CouponContent() {
  const baseId = useId();
  const [tab, setTab] = useState<MemberCouponStatus>('unused');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // Tagged with its tab, so a switch never shows the previous tab's rows under the new columns.
  const coupons = useAsync(
    async () => ({ tab, result: await fetchCoupons(tab, page) }),
    [tab, page],
  );
  const shown = coupons.data?.tab === tab ? coupons.data.result : undefined;

  const onUse = async (coupon: CouponView) => {
    const amount = formatCouponAmount(coupon.amount, coupon.currency);
    if (!window.confirm(COUPON.confirmUse(coupon.name, amount))) return;
    setBusyId(coupon.id);
    setNotice(null);
    try {
      await redeemCoupon(coupon.id, crypto.randomUUID());
      setNotice({ ok: true, text: COUPON.used(amount) });
      // The balance event moves the top bar; this catches up if the stream is behind.
      refreshUser();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusyId(null);
      coupons.reload();
    }
  };

  const columns: Column<CouponView>[] = [
    { header: COUPON.colName, cell: (c) => c.name },
    { header: COUPON.colKind, cell: (c) => COUPON.currency[c.currency] },
    {
      header: COUPON.colAmount,
      numeric: true,
      cell: (c) => (
        <span className={c.currency === 'cash' ? styles.cash : styles.point}>
          {formatCouponAmount(c.amount, c.currency)}
        </span>
      ),
    },
    { header: COUPON.colExpires, cell: (c) => formatDateTime(c.expiresAt) },
    tab === 'unused'
      ? {
          header: COUPON.colAction,
          cell: (c) => (
            <button
              type="button"
              className={`${controls.btn} ${controls.sm} ${controls.accent}`}
              disabled={busyId !== null}
              aria-label={`${c.name} ${COUPON.use}`}
              data-testid="coupon-use"
              onClick={() => void onUse(c)}
            >
              {busyId === c.id ? COUPON.using : COUPON.use}
            </button>
          ),
        }
      : tab === 'used'
        ? { header: COUPON.colUsed, cell: (c) => (c.usedAt ? formatDateTime(c.usedAt) : '-') }
        : {
            header: COUPON.colStatus,
            cell: () => <span className={controls.badge}>{COUPON.status.expired}</span>,
          },
  ];

  return (
    <div className={styles.page} data-testid="coupon-page">
      <Card id="coupon-title" heading="h1" title={COUPON.title}>
        <p className={`${controls.hint} ${styles.lead}`}>{COUPON.lead}</p>
        <div role="tablist" aria-label={COUPON.tabsLabel} className={styles.tabs}>
          {MEMBER_COUPON_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              role="tab"
              id={`${baseId}-tab-${status}`}
              aria-selected={tab === status}
              aria-controls={`${baseId}-panel`}
              className={styles.tab}
              data-testid={`coupon-tab-${status}`}
              onClick={() => {
                setTab(status);
                setPage(1);
                setNotice(null);
              }}
            >
              {COUPON.tabs[status]}
              <span className={styles.tabCount} data-testid={`coupon-count-${status}`}>
                {coupons.data?.result.counts[status] ?? 0}
              </span>
            </button>
          ))}
        </div>
        {notice ? (
          <div className={styles.notice}>
            <Notice error={!notice.ok}>{notice.text}</Notice>
          </div>
        ) : null}
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
          <DataTable
            columns={columns}
            rows={shown?.items}
            rowKey={(c) => c.id}
            rowProps={(c) => ({
              'data-testid': 'coupon-row',
              'data-coupon-id': c.id,
              'data-status': c.status,
            })}
            loading={coupons.loading}
            error={coupons.error}
            emptyText={COUPON.empty[tab]}
            pager={
              shown ? { page: shown.page, pageCount: shown.pageCount, onChange: setPage } : null
            }
          />
        </div>
      </Card>
    </div>
  );
}
