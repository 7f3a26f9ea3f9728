import { useId, useState, type FormEvent } from 'react';
import { imposeTimeOut } from '../../../api/responsible.api';
import { errorMessage } from '../../../api/errors';
import {
  TIME_OUT_PERIODS,
  type TimeOutPeriod,
} from '../../../../common/contract/responsible.contract';
import { RESPONSIBLE, RESPONSIBLE_ADMIN } from '../../../../common/i18n/responsible.ko';
import { FormField } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import { ReasonField } from '../shared/ReasonField';

const T = RESPONSIBLE_ADMIN;

/**
 * An operator imposes a time-out: audited with its written reason; the server refuses
 * one that would end sooner than the member's own (it can never shorten or lift it).
 */
export function ImposeTimeOutForm({
  memberId,
  onImposed,
}: {
  memberId: number;
  onImposed: () => void;
}) {
  const periodId = useId();
  const reasonId = useId();
  const [period, setPeriod] = useState<TimeOutPeriod>('24h');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(T.reasonRequired);
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await imposeTimeOut(memberId, { period, reason: reason.trim() });
      setReason('');
      setOutcome({ ok: true, text: T.imposed });
      onImposed();
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={controls.form}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      data-testid="admin-impose-time-out"
      aria-label={T.imposeTitle}
    >
      <h3 className={controls.label}>{T.imposeTitle}</h3>
      <p className={controls.hint}>{T.imposeLead}</p>
      <FormField id={periodId} label={T.period}>
        <select
          id={periodId}
          className={controls.input}
          value={period}
          onChange={(e) => setPeriod(e.target.value as TimeOutPeriod)}
        >
          {TIME_OUT_PERIODS.map((p) => (
            <option key={p} value={p}>
              {RESPONSIBLE.timeOutPeriod[p]}
            </option>
          ))}
        </select>
      </FormField>
      <ReasonField
        id={reasonId}
        errorId={`${reasonId}-error`}
        label={T.reason}
        value={reason}
        error={reasonError}
        onChange={(value) => {
          setReason(value);
          setReasonError(null);
        }}
      />
      {outcome ? <Notice error={!outcome.ok}>{outcome.text}</Notice> : null}
      <button type="submit" className={`${controls.btn} ${controls.danger}`} disabled={busy}>
        {T.impose}
      </button>
    </form>
  );
}
