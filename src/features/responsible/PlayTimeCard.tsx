import { useId, useState, type FormEvent } from 'react';
import { setRealityCheck, setSessionLimit } from '../../api/responsible.api';
import { errorMessage } from '../../api/errors';
import { refreshResponsibleTimers } from '../../app/responsible-io';
import {
  REALITY_CHECK_INTERVALS,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  type RealityCheckInterval,
  type ResponsibleView,
} from '../../../common/contract/responsible.contract';
import { RESPONSIBLE } from '../../../common/i18n/responsible.ko';
import { Card } from '../../ui/Card';
import controls from '../../ui/controls.module.css';
import { NumberSaveForm } from './NumberSaveForm';
import styles from './Responsible.module.css';

type Props = { view: ResponsibleView; onChanged: (view: ResponsibleView) => void };

/** Whole minutes in the session limit's bounds; null when not. */
export function parseSessionMinutes(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const minutes = Number(text.trim());
  return minutes >= SESSION_LIMIT_MIN_MINUTES && minutes <= SESSION_LIMIT_MAX_MINUTES
    ? minutes
    : null;
}

/**
 * The reality check's interval (RTS 13: 끄기/15/30/60분) and the session time limit.
 * A change re-plans this tab's timers at once.
 */
export function PlayTimeCard({ view, onChanged }: Props) {
  const limitId = useId();
  const [minutes, setMinutes] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<ResponsibleView>) => {
    setBusy(true);
    setMessage(null);
    try {
      onChanged(await call());
      await refreshResponsibleTimers();
      setMessage({ ok: true, text: RESPONSIBLE.saved });
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const onInterval = (interval: RealityCheckInterval) => void run(() => setRealityCheck(interval));

  const onSessionLimit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSessionMinutes(minutes);
    if (parsed === null) {
      setMessage({ ok: false, text: RESPONSIBLE.sessionLimitInvalid });
      return;
    }
    void run(() => setSessionLimit(parsed));
  };

  return (
    <Card
      id="responsible-play-time"
      title={RESPONSIBLE.realityTitle}
      data-testid="responsible-play-time"
    >
      <p className={styles.lead}>{RESPONSIBLE.realityLead}</p>
      <div className={styles.choices} role="group" aria-label={RESPONSIBLE.realityLabel}>
        {REALITY_CHECK_INTERVALS.map((interval) => (
          <button
            key={interval}
            type="button"
            className={`${controls.btn} ${controls.sm} ${view.realityCheckMin === interval ? controls.primary : ''}`}
            aria-pressed={view.realityCheckMin === interval}
            disabled={busy}
            onClick={() => onInterval(interval)}
          >
            {interval === 0 ? RESPONSIBLE.realityOff : RESPONSIBLE.minutes(interval)}
          </button>
        ))}
      </div>
      <p className={styles.lead}>
        <strong>{RESPONSIBLE.sessionLimitTitle}</strong>{' '}
        <span data-testid="responsible-session-limit">
          {view.sessionLimitMin === null
            ? RESPONSIBLE.sessionLimitNone
            : RESPONSIBLE.minutes(view.sessionLimitMin)}
        </span>
        <br />
        {RESPONSIBLE.sessionLimitLead}
      </p>
      <NumberSaveForm
        id={limitId}
        label={RESPONSIBLE.sessionLimitLabel}
        placeholder={RESPONSIBLE.sessionLimitLabel}
        value={minutes}
        busy={busy}
        className={styles.pad}
        onChange={setMinutes}
        onSubmit={onSessionLimit}
        onRemove={
          view.sessionLimitMin !== null ? () => void run(() => setSessionLimit(null)) : undefined
        }
      />
      {message ? (
        <p
          className={`${message.ok ? controls.success : controls.error} ${styles.pad}`}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
    </Card>
  );
}
