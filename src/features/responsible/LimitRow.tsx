import { useId, useState, type FormEvent } from 'react';
import {
  cancelResponsibleLimit,
  confirmResponsibleLimit,
  setResponsibleLimit,
} from '../../api/responsible.api';
import { errorMessage } from '../../api/errors';
import {
  RESPONSIBLE_LIMIT_MAX_WON,
  type ResponsibleLimitView,
  type ResponsibleView,
} from '../../../common/contract/responsible.contract';
import { formatDateTime, formatWon } from '../../../common/domain/format';
import { RESPONSIBLE } from '../../../common/i18n/responsible.ko';
import controls from '../../ui/controls.module.css';
import { NumberSaveForm } from './NumberSaveForm';
import styles from './Responsible.module.css';

type Props = {
  limit: ResponsibleLimitView;
  onChanged: (view: ResponsibleView) => void;
};

/** Whole won typed with or without separators; null when it is not a usable limit. */
export function parseLimitAmount(text: string): number | null {
  const digits = text.replace(/[,\s원]/g, '');
  if (!/^\d{1,11}$/.test(digits)) return null;
  const won = Number(digits);
  return won >= 1 && won <= RESPONSIBLE_LIMIT_MAX_WON ? won : null;
}

/**
 * One limit: what is in force, used and left in its rolling window and when it resets
 * (Asia/Seoul), a raise waiting for its 24-hour cool-off (RTS 12) with its confirm once due, and
 * the form to set, lower, raise or remove it.
 */
export function LimitRow({ limit, onChanged }: Props) {
  const inputId = useId();
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const name = RESPONSIBLE.limitKind[limit.kind];

  const run = async (call: () => Promise<ResponsibleView>) => {
    setBusy(true);
    setMessage(null);
    try {
      onChanged(await call());
      setAmount('');
      setMessage({ ok: true, text: RESPONSIBLE.saved });
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const won = parseLimitAmount(amount);
    if (won === null) {
      setMessage({ ok: false, text: RESPONSIBLE.amountInvalid });
      return;
    }
    void run(() => setResponsibleLimit({ kind: limit.kind, amountWon: won }));
  };

  const pending = limit.pending;
  return (
    <div className={styles.limit} data-testid="responsible-limit" data-kind={limit.kind}>
      <div className={styles.limitHead}>
        <span className={styles.limitName}>{name}</span>
        <strong data-testid="responsible-limit-amount">
          {limit.amountWon === null ? RESPONSIBLE.noLimit : formatWon(limit.amountWon)}
        </strong>
      </div>
      {limit.usedWon !== null && limit.amountWon !== null ? (
        <div className={styles.figuresLine}>
          <span>
            {RESPONSIBLE.used} {formatWon(limit.usedWon)}
          </span>
          {limit.leftWon !== null ? (
            <span>
              {RESPONSIBLE.left} {formatWon(limit.leftWon)}
            </span>
          ) : null}
          {limit.resetsAt ? (
            <span>
              {RESPONSIBLE.resetsAt} {formatDateTime(limit.resetsAt)}
            </span>
          ) : null}
        </div>
      ) : null}
      {pending ? (
        <div className={styles.pending} data-testid="responsible-limit-pending">
          <span>
            {pending.amountWon === null
              ? RESPONSIBLE.pendingRemoval(formatDateTime(pending.effectiveAt))
              : RESPONSIBLE.pending(
                  formatWon(pending.amountWon),
                  formatDateTime(pending.effectiveAt),
                )}
          </span>
          {pending.awaitingConfirmation ? (
            <button
              type="button"
              className={`${controls.btn} ${controls.sm} ${controls.primary}`}
              disabled={busy}
              onClick={() => void run(() => confirmResponsibleLimit(limit.kind))}
            >
              {RESPONSIBLE.confirm}
            </button>
          ) : null}
          <button
            type="button"
            className={`${controls.btn} ${controls.sm}`}
            disabled={busy}
            onClick={() => void run(() => cancelResponsibleLimit(limit.kind))}
          >
            {RESPONSIBLE.cancelPending}
          </button>
        </div>
      ) : null}
      <NumberSaveForm
        id={inputId}
        label={RESPONSIBLE.amountLabel(name)}
        placeholder={RESPONSIBLE.amountPlaceholder}
        value={amount}
        busy={busy}
        savingLabel={RESPONSIBLE.saving}
        onChange={setAmount}
        onSubmit={onSubmit}
        onRemove={
          limit.amountWon !== null
            ? () => void run(() => setResponsibleLimit({ kind: limit.kind, amountWon: null }))
            : undefined
        }
      />
      {message ? (
        <p
          className={message.ok ? controls.success : controls.error}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
