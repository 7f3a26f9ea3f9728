import { useState, type FormEvent } from 'react';
import { issueCoupon } from '../../../api/admin-coupon.api';
import {
  COUPON_CURRENCIES,
  COUPON_LIMITS,
  COUPON_TARGET_KINDS,
  type CouponCurrency,
  type CouponTarget,
  type CouponTargetKind,
} from '../../../../common/contract/coupon.contract';
import { COUPON } from '../../../../common/i18n/coupon.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { FormField } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import { formatCouponAmount } from '../../../ui/coupon/coupon-format';
import { endOfSeoulDay, parseCouponAmount, seoulDayAfter } from '../../../ui/coupon/issue-input';

const T = COUPON.admin;
const LEVELS = Array.from({ length: 10 }, (_, i) => i + 1);
const DEFAULT_VALID_DAYS = 7;

/** One key per intended issue: a double click or a retried request issues once. */
const newKey = () => crypto.randomUUID();

/** Issue a coupon to one member, a level, or everyone. */
export function CouponIssueForm({ onIssued }: { onIssued: () => void }) {
  const [name, setName] = useState('');
  const [currency, setCurrency] = useState<CouponCurrency>('cash');
  const [amount, setAmount] = useState('');
  const [expiresOn, setExpiresOn] = useState(() => seoulDayAfter(DEFAULT_VALID_DAYS));
  const [targetKind, setTargetKind] = useState<CouponTargetKind>('member');
  const [userId, setUserId] = useState('');
  const [level, setLevel] = useState(1);
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  // Any change of what is asked is a new issue with a new key.
  const edit =
    <V,>(setter: (v: V) => void) =>
    (value: V) => {
      setter(value);
      setKey(newKey());
    };

  const target = (): CouponTarget | null => {
    if (targetKind === 'member') return userId.trim() ? { kind: 'member', userId } : null;
    if (targetKind === 'level') return { kind: 'level', level };
    return { kind: 'all' };
  };

  const targetText = (t: CouponTarget) =>
    t.kind === 'member'
      ? t.userId.trim()
      : t.kind === 'level'
        ? T.levelTarget(t.level)
        : T.targets.all;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseCouponAmount(amount);
    const expiresAt = endOfSeoulDay(expiresOn);
    const to = target();
    if (!name.trim() || !expiresAt || !to || amount.trim() === '') {
      setNotice({ ok: false, text: T.required });
      return;
    }
    if (value === null) {
      setNotice({ ok: false, text: T.amountInvalid });
      return;
    }
    if (!window.confirm(T.issueConfirm(targetText(to), formatCouponAmount(value, currency)))) {
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const { issue } = await issueCoupon({
        name: name.trim(),
        currency,
        amount: value,
        expiresAt,
        target: to,
        idempotencyKey: key,
      });
      setNotice({ ok: true, text: T.issued(issue.issuedCount) });
      setKey(newKey());
      onIssued();
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id="admin-coupon-issue-title" title={T.issueTitle} data-testid="admin-coupon-issue">
      <form className={`${controls.form} ${controls.cardBody}`} onSubmit={onSubmit} noValidate>
        <FormField id="admin-coupon-name" label={T.name}>
          <input
            id="admin-coupon-name"
            className={controls.input}
            maxLength={COUPON_LIMITS.nameMaxLength}
            value={name}
            onChange={(e) => edit(setName)(e.target.value)}
          />
        </FormField>
        <div className={controls.row}>
          <FormField id="admin-coupon-currency" label={T.currency} style={{ flex: 1 }}>
            <select
              id="admin-coupon-currency"
              className={controls.input}
              value={currency}
              onChange={(e) => edit(setCurrency)(e.target.value as CouponCurrency)}
            >
              {COUPON_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {COUPON.currency[c]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="admin-coupon-amount"
            label={T.amount}
            style={{ flex: 2 }}
            message={<p className={controls.hint}>{T.amountHint}</p>}
          >
            <input
              id="admin-coupon-amount"
              className={controls.input}
              inputMode="numeric"
              autoComplete="off"
              value={amount}
              onChange={(e) => edit(setAmount)(e.target.value)}
            />
          </FormField>
        </div>
        <FormField id="admin-coupon-expires" label={T.expiresOn}>
          <input
            id="admin-coupon-expires"
            type="date"
            className={controls.input}
            min={seoulDayAfter(0)}
            max={seoulDayAfter(COUPON_LIMITS.maxValidDays - 1)}
            value={expiresOn}
            onChange={(e) => edit(setExpiresOn)(e.target.value)}
          />
        </FormField>
        <div className={controls.row}>
          <FormField id="admin-coupon-target" label={T.target} style={{ flex: 1 }}>
            <select
              id="admin-coupon-target"
              className={controls.input}
              value={targetKind}
              onChange={(e) => edit(setTargetKind)(e.target.value as CouponTargetKind)}
            >
              {COUPON_TARGET_KINDS.map((k) => (
                <option key={k} value={k}>
                  {T.targets[k]}
                </option>
              ))}
            </select>
          </FormField>
          {targetKind === 'member' ? (
            <FormField id="admin-coupon-user" label={T.userId} style={{ flex: 1 }}>
              <input
                id="admin-coupon-user"
                className={controls.input}
                autoComplete="off"
                value={userId}
                onChange={(e) => edit(setUserId)(e.target.value)}
              />
            </FormField>
          ) : null}
          {targetKind === 'level' ? (
            <FormField id="admin-coupon-level" label={T.level} style={{ flex: 1 }}>
              <select
                id="admin-coupon-level"
                className={controls.input}
                value={level}
                onChange={(e) => edit(setLevel)(Number(e.target.value))}
              >
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {COUPON.bonus.levelName(l)}
                  </option>
                ))}
              </select>
            </FormField>
          ) : null}
        </div>
        {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
        <button
          type="submit"
          className={`${controls.btn} ${controls.primary}`}
          disabled={busy}
          data-testid="admin-coupon-submit"
        >
          {busy ? T.issuing : T.issue}
        </button>
      </form>
    </Card>
  );
}
