import { useState } from 'react';
import { fetchRollingSummary } from '../../api/rolling.api';
import { useUser } from '../../app/hooks';
import type { RollingCategory } from '../../../common/contract/rolling.contract';
import { formatDateTime, formatWon } from '../../../common/domain/format';
import { ROLLING } from '../../../common/i18n/rolling.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { LoginRequired } from '../../ui/LoginRequired';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import { CalculateNav, type CalculatePageKey } from './CalculateNav';
import { RollingCategoryCard } from './RollingCategoryCard';
import { SettlementHistory } from './SettlementHistory';
import styles from './Calculate.module.css';

type RollingPageKey = Exclude<CalculatePageKey, 'calculateEvent'>;

/** Spec §2: /calculate settles mini and sports rolling; casino and slot have pages of their own. */
const PAGE_CATEGORIES: Record<RollingPageKey, readonly RollingCategory[]> = {
  calculate: ['mini', 'sports'],
  calculateCasino: ['casino'],
  calculateSlot: ['slot'],
};

/** `/calculate`, `/calculateCasino`, `/calculateSlot`: rolling figures and settlement requests. */
export function RollingPage({ page }: { page: RollingPageKey }) {
  const user = useUser();
  if (!user) return <LoginRequired message={ROLLING.loginRequired} />;
  return <RollingContent page={page} />;
}

function RollingContent({ page }: { page: RollingPageKey }) {
  const [reloadKey, setReloadKey] = useState(0);
  const summary = useAsync(fetchRollingSummary, [reloadKey]);
  const reload = () => setReloadKey((k) => k + 1);
  const categories = PAGE_CATEGORIES[page];
  const shown = summary.data?.categories.filter((c) => categories.includes(c.category)) ?? [];
  const sum = (pick: (c: (typeof shown)[number]) => number) =>
    shown.reduce((s, c) => s + pick(c), 0);

  return (
    <div className={styles.page} data-testid={`${page}-page`}>
      <Card
        id="calculate-title"
        heading="h1"
        title={ROLLING.titles[page]}
        actions={
          <button type="button" className={`${controls.btn} ${controls.sm}`} onClick={reload}>
            {ROLLING.refresh}
          </button>
        }
      >
        <CalculateNav />
        <div className={styles.body}>
          <p className={controls.hint}>{ROLLING.lead}</p>
          {summary.data ? (
            <p className={controls.hint}>{ROLLING.cutoff(formatDateTime(summary.data.cutoffAt))}</p>
          ) : null}
          {summary.error ? <Notice error>{errorMessage(summary.error)}</Notice> : null}
          {shown.length > 1 ? (
            <dl className={styles.figures} data-testid="rolling-totals">
              {(
                [
                  [ROLLING.totalBefore, sum((c) => c.before.rollingWon)],
                  [ROLLING.totalPending, sum((c) => c.pending.rollingWon)],
                  [ROLLING.totalAfter, sum((c) => c.after.rollingWon)],
                ] as const
              ).map(([label, won]) => (
                <div key={label} className={styles.figure}>
                  <dt className={controls.hint}>{label}</dt>
                  <dd className={styles.figureValue}>{formatWon(won)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </Card>
      <div className={styles.cards}>
        {shown.map((c) => (
          <RollingCategoryCard key={c.category} summary={c} onRequested={reload} />
        ))}
      </div>
      <SettlementHistory kinds={categories} reloadKey={reloadKey} />
    </div>
  );
}
