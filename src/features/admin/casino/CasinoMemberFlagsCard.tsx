import { useState, type FormEvent } from 'react';
import {
  fetchAdminCasinoMemberFlags,
  updateAdminCasinoMemberFlags,
} from '../../../api/admin-casino.api';
import { errorMessage } from '../../../api/errors';
import type { AdminCasinoMemberFlags } from '../../../contract/casino-admin.contract';
import { CASINO_ADMIN as T } from '../../../i18n/casino-admin.ko';
import { Card } from '../../../ui/Card';
import { FieldError, FormField, invalidProps } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import type { AdminNotice } from '../shared/AdminListCard';
import styles from '../shared/AdminArea.module.css';
import { parseTendency } from './casino-admin-input';

/**
 * A member's casino and slot bars (spec §3: disableCasinoFlag, disableSlotFlag, tendency '22'),
 * audited on the server and read at the member's next launch and wallet bet.
 */
export function CasinoMemberFlagsCard() {
  const [memberIdText, setMemberIdText] = useState('');
  const [flags, setFlags] = useState<AdminCasinoMemberFlags | null>(null);
  const [notice, setNotice] = useState<AdminNotice>(null);

  const load = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setFlags(null);
    const id = Number(memberIdText.trim());
    if (!Number.isSafeInteger(id) || id < 1) return;
    try {
      setFlags(await fetchAdminCasinoMemberFlags(id));
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    }
  };

  return (
    <Card
      id="admin-casino-members-title"
      title={T.membersTitle}
      data-testid="admin-casino-member-flags"
      actions={
        <form className={styles.inlineForm} onSubmit={(e) => void load(e)}>
          <label htmlFor="admin-casino-member-id" className={controls.label}>
            {T.memberIdLabel}
          </label>
          <input
            id="admin-casino-member-id"
            className={controls.input}
            style={{ width: 120, minHeight: 32 }}
            inputMode="numeric"
            value={memberIdText}
            onChange={(e) => setMemberIdText(e.target.value)}
          />
          <button type="submit" className={`${controls.btn} ${controls.sm}`}>
            {T.memberLoad}
          </button>
        </form>
      }
    >
      {notice ? (
        <Notice error={!notice.ok} style={{ margin: 12 }}>
          {notice.text}
        </Notice>
      ) : null}
      {flags ? (
        <FlagsForm
          key={flags.memberId}
          flags={flags}
          onSaved={(next) => {
            setFlags(next);
            setNotice({ ok: true, text: T.saved });
          }}
          onError={(text) => setNotice({ ok: false, text })}
        />
      ) : null}
    </Card>
  );
}

type FormProps = {
  flags: AdminCasinoMemberFlags;
  onSaved: (flags: AdminCasinoMemberFlags) => void;
  onError: (text: string) => void;
};

function FlagsForm({ flags, onSaved, onError }: FormProps) {
  const [tendencyText, setTendencyText] = useState(flags.tendency.join(', '));
  const [casinoOff, setCasinoOff] = useState(flags.disableCasinoFlag === 1);
  const [slotOff, setSlotOff] = useState(flags.disableSlotFlag === 1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tendency = parseTendency(tendencyText);
    if (!tendency) {
      setError(T.tendencyInvalid);
      return;
    }
    setBusy(true);
    try {
      onSaved(
        await updateAdminCasinoMemberFlags(flags.memberId, {
          tendency,
          disableCasinoFlag: casinoOff ? 1 : 0,
          disableSlotFlag: slotOff ? 1 : 0,
        }),
      );
    } catch (e) {
      onError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={controls.form}
      style={{ padding: 12 }}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <p data-testid="admin-casino-member-name">{T.memberOf(flags.userId, flags.nickname)}</p>
      <FormField
        id="admin-casino-tendency"
        label={T.tendencyLabel}
        message={<FieldError id="admin-casino-tendency-error">{error}</FieldError>}
      >
        <input
          id="admin-casino-tendency"
          className={controls.input}
          value={tendencyText}
          onChange={(e) => {
            setTendencyText(e.target.value);
            setError(null);
          }}
          {...invalidProps(error, 'admin-casino-tendency-error')}
        />
      </FormField>
      <p className={controls.hint}>{T.tendencyHint}</p>
      <label className={controls.check}>
        <input
          type="checkbox"
          checked={casinoOff}
          onChange={(e) => setCasinoOff(e.target.checked)}
        />
        {T.disableCasino}
      </label>
      <label className={controls.check}>
        <input type="checkbox" checked={slotOff} onChange={(e) => setSlotOff(e.target.checked)} />
        {T.disableSlot}
      </label>
      <p className={controls.hint}>{T.flagsNote}</p>
      <div className={controls.actions}>
        <button type="submit" className={`${controls.btn} ${controls.primary}`} disabled={busy}>
          {T.save}
        </button>
      </div>
    </form>
  );
}
