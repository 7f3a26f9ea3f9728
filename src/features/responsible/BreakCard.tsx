import { useId, useState } from 'react';
import { startSelfExclusion, startTimeOut } from '../../api/responsible.api';
import { errorMessage } from '../../api/errors';
import { logout } from '../../app/commands';
import {
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type ResponsibleView,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '../../../common/contract/responsible.contract';
import { formatDateTime } from '../../../common/domain/format';
import { RESPONSIBLE, RESPONSIBLE_ADMIN } from '../../../common/i18n/responsible.ko';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';
import styles from './Responsible.module.css';

type Choice =
  | { kind: 'timeOut'; period: TimeOutPeriod }
  | { kind: 'selfExclusion'; period: SelfExclusionPeriod };

const periodText = (choice: Choice): string =>
  choice.kind === 'timeOut'
    ? RESPONSIBLE.timeOutPeriod[choice.period]
    : RESPONSIBLE.selfExclusionPeriod[choice.period];

/**
 * Time-out (24시간/7일/30일/6주) and self-exclusion (6개월/1년/5년), in force at once,
 * never shortened or lifted early. The confirmation says so and asks for a tick before it starts;
 * the server then ends every session of the member, and this tab logs out.
 */
export function BreakCard({ view }: { view: ResponsibleView }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  return (
    <Card id="responsible-break" title={RESPONSIBLE.breakTitle} data-testid="responsible-break">
      <p className={styles.lead}>{RESPONSIBLE.breakLead}</p>
      {view.block ? (
        <Notice as="div" style={{ margin: '0 12px 12px' }}>
          {RESPONSIBLE_ADMIN.blockKind[view.block.kind]} ~ {formatDateTime(view.block.endsAt)}
        </Notice>
      ) : null}
      <p className={styles.pad}>
        <strong>{RESPONSIBLE.timeOutLabel}</strong>
      </p>
      <div className={styles.choices}>
        {TIME_OUT_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            onClick={() => setChoice({ kind: 'timeOut', period })}
          >
            {RESPONSIBLE.timeOutPeriod[period]}
          </button>
        ))}
      </div>
      <p className={styles.pad}>
        <strong>{RESPONSIBLE.selfExclusionLabel}</strong>
      </p>
      <div className={styles.choices}>
        {SELF_EXCLUSION_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.danger}`}
            onClick={() => setChoice({ kind: 'selfExclusion', period })}
          >
            {RESPONSIBLE.selfExclusionPeriod[period]}
          </button>
        ))}
      </div>
      {choice ? <ConfirmBreakDialog choice={choice} onClose={() => setChoice(null)} /> : null}
    </Card>
  );
}

function ConfirmBreakDialog({ choice, onClose }: { choice: Choice; onClose: () => void }) {
  const checkId = useId();
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label =
    choice.kind === 'timeOut' ? RESPONSIBLE.timeOutLabel : RESPONSIBLE.selfExclusionLabel;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      if (choice.kind === 'timeOut') await startTimeOut(choice.period);
      else await startSelfExclusion(choice.period);
      // The server already ended the session everywhere; this tab follows (spec §4 logout).
      await logout();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={`${label} ${periodText(choice)} — ${RESPONSIBLE.confirmTitle}`}
      onClose={onClose}
      testId="responsible-confirm"
      footer={
        <div className={controls.actions}>
          <button type="button" className={controls.btn} onClick={onClose}>
            {RESPONSIBLE.cancel}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.danger}`}
            disabled={!understood || busy}
            onClick={() => void start()}
          >
            {RESPONSIBLE.confirmStart}
          </button>
        </div>
      }
    >
      <p>
        {choice.kind === 'timeOut'
          ? RESPONSIBLE.confirmTimeOut(periodText(choice))
          : RESPONSIBLE.confirmSelfExclusion(periodText(choice))}
      </p>
      <label htmlFor={checkId} className={controls.check}>
        <input
          id={checkId}
          type="checkbox"
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
        />
        {RESPONSIBLE.confirmCheck}
      </label>
      {error ? <Notice error>{error}</Notice> : null}
    </Dialog>
  );
}
