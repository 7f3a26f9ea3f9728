import { useState } from 'react';
import {
  casinoSwitchSchema,
  type AdminCasinoSwitchBody,
  type CasinoSwitch,
} from '../../../../common/contract/casino-admin.contract';
import { CASINO_ADMIN as T } from '../../../../common/i18n/casino-admin.ko';
import controls from '../../../ui/controls.module.css';

type Props = {
  /** What the row is, for the controls' accessible names. */
  name: string;
  status: CasinoSwitch;
  sortOrder: number;
  busy: boolean;
  onSave: (body: AdminCasinoSwitchBody) => void;
};

const STATUSES = casinoSwitchSchema.options;
const BADGE: Record<CasinoSwitch, string> = {
  on: `${controls.badge} ${controls.badgeOn}`,
  maintenance: `${controls.badge} ${controls.badgeWarn}`,
  off: `${controls.badge} ${controls.badgeDanger}`,
};

export function SwitchBadge({ status }: { status: CasinoSwitch }) {
  return <span className={BADGE[status]}>{T.switchLabel[status]}</span>;
}

/** A provider's or game's status and order, saved together (one audited change). */
export function SwitchControls({ name, status, sortOrder, busy, onSave }: Props) {
  const [draftStatus, setDraftStatus] = useState(status);
  const [draftOrder, setDraftOrder] = useState(String(sortOrder));
  const order = Number(draftOrder);
  const valid = /^\d{1,6}$/.test(draftOrder) && order <= 100_000;
  const changed = draftStatus !== status || order !== sortOrder;
  return (
    <div className={controls.actions}>
      <select
        aria-label={T.statusFor(name)}
        className={controls.input}
        style={{ width: 90, minHeight: 30 }}
        value={draftStatus}
        onChange={(e) => setDraftStatus(e.target.value as CasinoSwitch)}
      >
        {STATUSES.map((value) => (
          <option key={value} value={value}>
            {T.switchLabel[value]}
          </option>
        ))}
      </select>
      <input
        aria-label={T.orderFor(name)}
        className={controls.input}
        style={{ width: 70, minHeight: 30 }}
        inputMode="numeric"
        value={draftOrder}
        aria-invalid={!valid}
        onChange={(e) => setDraftOrder(e.target.value.trim())}
      />
      <button
        type="button"
        className={`${controls.btn} ${controls.sm} ${controls.primary}`}
        disabled={busy || !valid || !changed}
        onClick={() => onSave({ status: draftStatus, sortOrder: order })}
      >
        {T.save}
      </button>
    </div>
  );
}
