import { useState, type FormEvent } from 'react';
import { adjustMemberBalance } from '../../../api/admin.api';
import type { AdminMember } from '../../../../common/contract/admin.contract';
import { formatPoints, formatWon } from '../../../../common/domain/format';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { FormField } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';

const T = ADMIN.balance;

/** One key per intended adjustment: a retried click after a timeout cannot move money twice. */
const newKey = () => crypto.randomUUID();

type Props = { member: AdminMember | null; onDone: () => void };

/** Cash or point credit/debit with a reason (docs/architecture.md §5: idempotent ledger transfer). */
export function BalanceForm({ member, onDone }: Props) {
  const [currency, setCurrency] = useState<'cash' | 'point'>('cash');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  // Any change of what is asked is a new adjustment with a new key.
  const edit =
    <V,>(setter: (v: V) => void) =>
    (value: V) => {
      setter(value);
      setKey(newKey());
    };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!member || !Number.isSafeInteger(value) || value <= 0 || !reason.trim()) {
      setNotice({ ok: false, text: member ? T.invalid : ADMIN.members.noTarget });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const result = await adjustMemberBalance(member.id, {
        currency,
        amount: direction === 'credit' ? value : -value,
        reason: reason.trim(),
        idempotencyKey: key,
      });
      setNotice({ ok: true, text: T.done(formatWon(result.emoney), formatPoints(result.point)) });
      setAmount('');
      setReason('');
      setKey(newKey());
      onDone();
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id="admin-balance-title" title={T.title} data-testid="admin-balance">
      <form className={`${controls.form} ${controls.cardBody}`} onSubmit={onSubmit} noValidate>
        <p className={controls.hint} data-testid="balance-target">
          {ADMIN.members.target}:{' '}
          {member ? (
            <strong style={{ color: 'var(--color-text)' }}>
              {member.userId} ({member.nickname}) · {formatWon(member.emoney)} ·{' '}
              {formatPoints(member.point)}
            </strong>
          ) : (
            ADMIN.members.noTarget
          )}
        </p>
        <div className={controls.row}>
          <FormField id="admin-balance-currency" label={T.currency} style={{ flex: 1 }}>
            <select
              id="admin-balance-currency"
              className={controls.input}
              value={currency}
              onChange={(e) => edit(setCurrency)(e.target.value === 'point' ? 'point' : 'cash')}
            >
              <option value="cash">{T.cash}</option>
              <option value="point">{T.point}</option>
            </select>
          </FormField>
          <fieldset
            className={controls.field}
            style={{ flex: 1, border: 0, padding: 0, margin: 0 }}
          >
            <legend className={controls.label} style={{ marginBottom: 6 }}>
              {T.direction}
            </legend>
            <div
              className={controls.actions}
              style={{ minHeight: 40, alignItems: 'center', gap: 12 }}
            >
              {(['credit', 'debit'] as const).map((d) => (
                <label key={d} className={controls.check}>
                  <input
                    type="radio"
                    name="balance-direction"
                    value={d}
                    checked={direction === d}
                    onChange={() => edit(setDirection)(d)}
                  />
                  {d === 'credit' ? T.credit : T.debit}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <FormField id="admin-balance-amount" label={T.amount}>
          <input
            id="admin-balance-amount"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            className={controls.input}
            value={amount}
            onChange={(e) => edit(setAmount)(e.target.value)}
          />
        </FormField>
        <FormField id="admin-balance-reason" label={T.reason}>
          <input
            id="admin-balance-reason"
            className={controls.input}
            maxLength={200}
            value={reason}
            onChange={(e) => edit(setReason)(e.target.value)}
          />
        </FormField>
        {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
        <button
          type="submit"
          className={`${controls.btn} ${controls.primary}`}
          disabled={busy || !member}
        >
          {busy ? T.submitting : T.submit}
        </button>
      </form>
    </Card>
  );
}
