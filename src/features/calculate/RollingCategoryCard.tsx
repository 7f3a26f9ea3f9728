import { useState } from 'react';
import { requestSettlement } from '../../api/rolling.api';
import {
  ROLLING_MIN_SETTLE_WON,
  type RollingCategorySummary,
  type RollingFigure,
} from '../../../common/contract/rolling.contract';
import { formatWon } from '../../../common/domain/format';
import { ROLLING, formatRateBp } from '../../../common/i18n/rolling.ko';
import { errorMessage } from '../../api/errors';
import { Card } from '../../ui/Card';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import styles from './Calculate.module.css';
import { scrollRegion } from '../../ui/scroll-region';

type Props = {
  summary: RollingCategorySummary;
  /** After a request was accepted: the page refetches its figures and history. */
  onRequested: () => void;
};

const ROWS: readonly ('before' | 'pending' | 'after')[] = ['before', 'pending', 'after'];

/** One category's rolling (spec §3 userRolling: before/after totals) and its request button. */
export function RollingCategoryCard({ summary, onRequested }: Props) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { category } = summary;
  const figures: Record<(typeof ROWS)[number], RollingFigure> = summary;
  const noTurnover = ROWS.every((row) => figures[row].turnoverWon === 0);
  const pending = summary.pendingRequestId !== null;
  const enough = summary.after.rollingWon >= ROLLING_MIN_SETTLE_WON;

  const onRequest = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const { request } = await requestSettlement(category, crypto.randomUUID());
      setNotice({ ok: true, text: ROLLING.requested(formatWon(request.amountWon)) });
      onRequested();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      id={`rolling-${category}-title`}
      title={ROLLING.category[category]}
      data-testid={`rolling-card-${category}`}
      actions={
        <span className={styles.rate} data-testid="rolling-rate">
          {ROLLING.rate} {formatRateBp(summary.rateBp)}
        </span>
      }
    >
      <div className={styles.body}>
        {noTurnover ? <Notice>{ROLLING.noTurnover(category)}</Notice> : null}
        <div className={controls.tableWrap} {...scrollRegion()}>
          <table className={controls.table}>
            <thead>
              <tr>
                <th>{ROLLING.colState}</th>
                <th className={controls.num}>{ROLLING.colTurnover}</th>
                <th className={controls.num}>{ROLLING.colRolling}</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row} data-testid={`rolling-row-${row}`}>
                  <th scope="row">{ROLLING[row]}</th>
                  <td className={controls.num}>{formatWon(figures[row].turnoverWon)}</td>
                  <td className={controls.num}>{formatWon(figures[row].rollingWon)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {pending ? (
          <Notice>{ROLLING.pendingExists(formatWon(summary.pending.rollingWon))}</Notice>
        ) : !enough ? (
          <p className={controls.hint}>{ROLLING.belowMinimum(formatWon(ROLLING_MIN_SETTLE_WON))}</p>
        ) : null}
        {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
        <button
          type="button"
          className={`${controls.btn} ${controls.accent} ${controls.block}`}
          disabled={busy || pending || !enough}
          onClick={() => void onRequest()}
        >
          {busy ? ROLLING.requesting : ROLLING.request(category)}
        </button>
      </div>
    </Card>
  );
}
