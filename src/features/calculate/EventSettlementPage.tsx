import { useState } from 'react';
import { fetchEventRewards, requestSettlement } from '../../api/rolling.api';
import { useUser } from '../../app/hooks';
import type { EventRewardStatus, EventRewardView } from '../../../common/contract/rolling.contract';
import { formatDateTime, formatWon } from '../../../common/domain/format';
import { ROLLING } from '../../../common/i18n/rolling.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { DataTable, type Column, pagerOf } from '../../ui/DataTable';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { CalculateNav } from './CalculateNav';
import { SettlementHistory } from './SettlementHistory';
import styles from './Calculate.module.css';

const T = ROLLING.event;

const REWARD_BADGE: Record<EventRewardStatus, string> = {
  unclaimed: '',
  pending: controls.badgeWarn ?? '',
  paid: controls.badgeOn ?? '',
  cancelled: controls.badgeDanger ?? '',
};

const COLUMNS: Column<EventRewardView>[] = [
  { header: T.colDate, cell: (r) => formatDateTime(r.createdAt) },
  { header: T.colReason, cell: (r) => r.reason },
  { header: T.colAmount, numeric: true, cell: (r) => formatWon(r.amountWon) },
  {
    header: T.colStatus,
    cell: (r) => (
      <span className={`${controls.badge} ${REWARD_BADGE[r.status]}`} data-status={r.status}>
        {ROLLING.rewardStatus[r.status]}
      </span>
    ),
  },
];

/** `/calculateEvent`: event rewards granted by operators, settled on request. */
export function EventSettlementPage() {
  const user = useUser();
  if (!user) return <LoginRequired message={ROLLING.loginRequired} />;
  return <EventContent />;
}

function EventContent() {
  const [page, setPage] = useState(1);
  const [reloadKey, setReloadKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const rewards = useAsync(() => fetchEventRewards(page), [page, reloadKey]);
  const data = rewards.data;

  const onRequest = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const { request } = await requestSettlement('event', crypto.randomUUID());
      setNotice({ ok: true, text: ROLLING.requested(formatWon(request.amountWon)) });
      setReloadKey((k) => k + 1);
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const figures = [
    [T.unclaimed, data?.unclaimedWon ?? 0, 'unclaimed'],
    [T.pending, data?.pendingWon ?? 0, 'pending'],
    [T.paid, data?.paidWon ?? 0, 'paid'],
  ] as const;

  return (
    <div className={styles.page} data-testid="calculateEvent-page">
      <Card id="calculate-title" heading="h1" title={ROLLING.titles.calculateEvent}>
        <CalculateNav />
        <div className={styles.body}>
          <p className={controls.hint}>{T.lead}</p>
          <dl className={styles.figures}>
            {figures.map(([label, won, key]) => (
              <div key={key} className={styles.figure}>
                <dt className={controls.hint}>{label}</dt>
                <dd className={styles.figureValue} data-testid={`event-${key}`}>
                  {formatWon(won)}
                </dd>
              </div>
            ))}
          </dl>
          {data && data.pendingWon > 0 ? (
            <Notice>{ROLLING.pendingExists(formatWon(data.pendingWon))}</Notice>
          ) : data && data.unclaimedWon === 0 ? (
            <p className={controls.hint}>{T.nothing}</p>
          ) : null}
          {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
          <button
            type="button"
            className={`${controls.btn} ${controls.accent} ${controls.block}`}
            disabled={busy || !data || data.unclaimedWon === 0 || data.pendingWon > 0}
            onClick={() => void onRequest()}
          >
            {busy ? ROLLING.requesting : T.request}
          </button>
        </div>
      </Card>
      <Card id="event-rewards-title" title={T.rewards} data-testid="event-rewards">
        <DataTable
          columns={COLUMNS}
          rows={data?.items}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ 'data-testid': 'event-reward-row', 'data-status': r.status })}
          loading={rewards.loading}
          error={rewards.error}
          emptyText={T.empty}
          pager={pagerOf(data, setPage)}
        />
      </Card>
      <SettlementHistory kinds={['event']} reloadKey={reloadKey} />
    </div>
  );
}
