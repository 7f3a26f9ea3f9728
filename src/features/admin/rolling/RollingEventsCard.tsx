import { useState, type FormEvent } from 'react';
import {
  cancelEventReward,
  fetchAdminEventRewards,
  grantEventReward,
} from '../../../api/admin-rolling.api';
import {
  EVENT_REWARD_LIMITS,
  EVENT_REWARD_STATUSES,
  type AdminEventRewardView,
  type EventRewardStatus,
} from '../../../../common/contract/rolling.contract';
import { formatDateTime, formatWon } from '../../../../common/domain/format';
import { ROLLING } from '../../../../common/i18n/rolling.ko';
import { errorMessage } from '../../../api/errors';
import type { Column } from '../../../ui/DataTable';
import { FieldError, FormField, invalidProps } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import { AdminListCard, type AdminNotice } from '../shared/AdminListCard';
import { FilterSelect } from '../shared/FilterSelect';
import { useAdminList } from '../shared/use-admin-list';

const T = ROLLING.admin;

/** `12,000` or `12000원` → 12000; anything else → null (the server checks the limits too). */
export function parseRewardWon(text: string): number | null {
  const cleaned = text.replace(/[,\s원]/g, '');
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  const won = Number(cleaned);
  const { minWon, maxWon, unitWon } = EVENT_REWARD_LIMITS;
  return won >= minWon && won <= maxWon && won % unitWon === 0 ? won : null;
}

type Errors = { userId?: string; amount?: string; reason?: string };

/** Event rewards for promotions: grant (audited), list by state, revoke an unclaimed one. */
export function RollingEventsCard() {
  const [form, setForm] = useState({ userId: '', amount: '', reason: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AdminNotice>(null);
  const list = useAdminList(
    { status: '', page: 1 },
    (f: { status: EventRewardStatus | ''; page: number }) =>
      fetchAdminEventRewards(f.status, f.page),
  );
  const { reload } = list;

  const onGrant = async (event: FormEvent) => {
    event.preventDefault();
    const amountWon = parseRewardWon(form.amount);
    const next: Errors = {
      userId: form.userId.trim() ? undefined : T.grantUserRequired,
      amount: amountWon === null ? T.grantAmountInvalid : undefined,
      reason: form.reason.trim() ? undefined : T.grantReasonRequired,
    };
    setErrors(next);
    if (next.userId || next.amount || next.reason || amountWon === null) return;
    setBusy(true);
    setNotice(null);
    try {
      const { reward } = await grantEventReward({
        userId: form.userId.trim(),
        amountWon,
        reason: form.reason.trim(),
        idempotencyKey: crypto.randomUUID(),
      });
      setNotice({ ok: true, text: T.granted(reward.userId, formatWon(reward.amountWon)) });
      setForm({ userId: '', amount: '', reason: '' });
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  const onRevoke = async (row: AdminEventRewardView) => {
    if (!window.confirm(T.revokeConfirm(row.userId, formatWon(row.amountWon)))) return;
    setNotice(null);
    try {
      await cancelEventReward(row.id);
      setNotice({ ok: true, text: T.revoked });
      reload();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    }
  };

  const columns: Column<AdminEventRewardView>[] = [
    { header: T.colGranted, cell: (r) => formatDateTime(r.createdAt) },
    { header: T.colMember, cell: (r) => `${r.nickname} (${r.userId})` },
    { header: ROLLING.event.colReason, cell: (r) => r.reason },
    { header: ROLLING.event.colAmount, numeric: true, cell: (r) => formatWon(r.amountWon) },
    { header: T.colStatus, cell: (r) => ROLLING.rewardStatus[r.status] },
    {
      header: T.colActions,
      cell: (r) =>
        r.status === 'unclaimed' ? (
          <button
            type="button"
            className={`${controls.btn} ${controls.sm} ${controls.danger}`}
            onClick={() => void onRevoke(r)}
          >
            {T.revoke}
          </button>
        ) : null,
    },
  ];

  const field = (key: keyof typeof form, label: string, error: string | undefined, max: number) => (
    <FormField
      id={`admin-event-${key}`}
      label={label}
      message={<FieldError id={`admin-event-${key}-error`}>{error ?? null}</FieldError>}
    >
      <input
        id={`admin-event-${key}`}
        className={controls.input}
        maxLength={max}
        inputMode={key === 'amount' ? 'numeric' : undefined}
        value={form[key]}
        onChange={(e) => {
          setForm((f) => ({ ...f, [key]: e.target.value }));
          setErrors((x) => ({ ...x, [key === 'amount' ? 'amount' : key]: undefined }));
        }}
        {...invalidProps(error ?? null, `admin-event-${key}-error`)}
      />
    </FormField>
  );

  return (
    <AdminListCard
      id="admin-rolling-events-title"
      title={T.eventsTitle}
      testId="admin-rolling-events"
      filters={
        <FilterSelect
          id="admin-event-status"
          label={T.statusFilter}
          value={list.filter.status}
          values={EVENT_REWARD_STATUSES}
          optionLabel={(st) => ROLLING.rewardStatus[st]}
          allLabel={T.all}
          onChange={(status) => list.setFilter({ status })}
        />
      }
      above={
        <form
          className={controls.form}
          style={{ padding: 16 }}
          onSubmit={(e) => void onGrant(e)}
          noValidate
          data-testid="admin-event-grant-form"
        >
          <p className={controls.hint}>{T.eventsLead}</p>
          {field('userId', T.grantUserId, errors.userId, 50)}
          {field('amount', T.grantAmount, errors.amount, 15)}
          {field('reason', T.grantReason, errors.reason, 200)}
          {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
          <button type="submit" className={`${controls.btn} ${controls.primary}`} disabled={busy}>
            {T.grantSubmit}
          </button>
        </form>
      }
      table={{
        ...list.table,
        columns,
        rowKey: (r) => r.id,
        rowProps: (r) => ({
          'data-testid': 'admin-event-reward-row',
          'data-status': r.status,
          'data-user-id': r.userId,
        }),
        emptyText: T.eventsEmpty,
      }}
    />
  );
}
