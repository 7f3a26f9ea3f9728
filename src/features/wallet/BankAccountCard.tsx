import { useState, type FormEvent } from 'react';
import { fetchMyBankAccount, submitBankAccount } from '../../api/member-admin.api';
import { errorMessage } from '../../api/errors';
import { BANK_NAMES, type BankAccountState } from '../../../common/contract/member-admin.contract';
import { BANK_ACCOUNT as T } from '../../../common/i18n/member-admin.ko';
import { Card } from '../../ui/Card';
import { FieldError, FormField, invalidProps } from '../../ui/FormField';
import { Notice } from '../../ui/Notice';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import styles from './Wallet.module.css';

type Errors = {
  bank: string | null;
  number: string | null;
  holder: string | null;
  pin: string | null;
};
const NO_ERRORS: Errors = { bank: null, number: null, holder: null, pin: null };
/** The server's rule (member-admin.contract): 8 to 20 digits, hyphens and spaces allowed. */
const ACCOUNT_TEXT = /^[0-9][0-9 -]*[0-9]$/;

function numberError(typed: string): string | null {
  const digits = typed.replace(/[ -]/g, '');
  return ACCOUNT_TEXT.test(typed.trim()) && digits.length >= 8 && digits.length <= 20
    ? null
    : T.numberInvalid;
}

/**
 * The member's withdrawal account on /exchange: registered once with the
 * withdrawal PIN; a change needs the PIN too and applies after the operator's check.
 */
export function BankAccountCard() {
  const state = useAsync(fetchMyBankAccount, []);
  return (
    <Card id="bank-account-title" title={T.title} data-testid="bank-account-card">
      <div className={styles.body}>
        {state.error && !state.data ? <Notice error>{errorMessage(state.error)}</Notice> : null}
        {state.data ? <AccountForm state={state.data} onDone={state.reload} /> : null}
      </div>
    </Card>
  );
}

function AccountForm({ state, onDone }: { state: BankAccountState; onDone: () => void }) {
  const [bank, setBank] = useState('');
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { account, pending, lastRejected } = state;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      bank: bank ? null : T.bankRequired,
      number: numberError(number),
      holder: holder.trim() ? null : T.holderRequired,
      pin: pin ? null : T.pinRequired,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    setNotice(null);
    try {
      const { outcome } = await submitBankAccount({
        bankName: bank as (typeof BANK_NAMES)[number],
        accountNumber: number,
        holder,
        withdrawPassword: pin,
      });
      setNotice({ ok: true, text: outcome === 'registered' ? T.registered : T.requested });
      setBank('');
      setNumber('');
      setHolder('');
      setPin('');
      onDone();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  /** Typing into a field clears its message. */
  const typed = (key: keyof Errors, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((e) => ({ ...e, [key]: null }));
  };

  return (
    <>
      {account ? (
        <p>
          <span className={controls.label}>{T.current}</span>{' '}
          <strong data-testid="bank-account-current">
            {T.line(account.bankName, account.accountNumber, account.holder)}
          </strong>
        </p>
      ) : (
        <p className={controls.hint}>{T.none}</p>
      )}
      {pending ? (
        <Notice role="status">
          {T.pending(T.line(pending.bankName, pending.accountNumber, pending.holder))}
        </Notice>
      ) : null}
      {lastRejected && !pending ? <Notice error>{T.rejected(lastRejected.reason)}</Notice> : null}
      {pending ? null : (
        <form
          className={controls.form}
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          data-testid="bank-account-form"
        >
          <FormField
            id="bank-account-bank"
            label={T.bank}
            message={<FieldError id="bank-account-bank-error">{errors.bank}</FieldError>}
          >
            <select
              id="bank-account-bank"
              className={controls.input}
              value={bank}
              onChange={(e) => typed('bank', setBank)(e.target.value)}
              {...invalidProps(errors.bank, 'bank-account-bank-error')}
            >
              <option value="">{T.bankPlaceholder}</option>
              {BANK_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="bank-account-number"
            label={T.number}
            message={<FieldError id="bank-account-number-error">{errors.number}</FieldError>}
          >
            <input
              id="bank-account-number"
              className={controls.input}
              inputMode="numeric"
              autoComplete="off"
              maxLength={40}
              placeholder={T.numberPlaceholder}
              value={number}
              onChange={(e) => typed('number', setNumber)(e.target.value)}
              {...invalidProps(errors.number, 'bank-account-number-error')}
            />
          </FormField>
          <FormField
            id="bank-account-holder"
            label={T.holder}
            message={<FieldError id="bank-account-holder-error">{errors.holder}</FieldError>}
          >
            <input
              id="bank-account-holder"
              className={controls.input}
              autoComplete="off"
              maxLength={30}
              value={holder}
              onChange={(e) => typed('holder', setHolder)(e.target.value)}
              {...invalidProps(errors.holder, 'bank-account-holder-error')}
            />
          </FormField>
          <FormField
            id="bank-account-pin"
            label={T.pin}
            message={<FieldError id="bank-account-pin-error">{errors.pin}</FieldError>}
          >
            <input
              id="bank-account-pin"
              type="password"
              className={controls.input}
              autoComplete="off"
              maxLength={100}
              value={pin}
              onChange={(e) => typed('pin', setPin)(e.target.value)}
              {...invalidProps(errors.pin, 'bank-account-pin-error')}
            />
          </FormField>
          {account ? <p className={controls.hint}>{T.changeHint}</p> : null}
          <div className={controls.actions}>
            <button type="submit" className={`${controls.btn} ${controls.primary}`} disabled={busy}>
              {account ? T.change : T.register}
            </button>
          </div>
        </form>
      )}
      {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
    </>
  );
}
