import { useState, type FormEvent } from 'react';
import { updateAdminCasinoMemberFlags } from '../../../api/admin-casino.api';
import { errorMessage } from '../../../api/errors';
import type { AdminMemberDetail } from '../../../contract/member-admin.contract';
import { MEMBER_ADMIN as T } from '../../../i18n/member-admin.ko';
import { FieldError, FormField, invalidProps } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import { parseTendency } from '../casino/casino-admin-input';

type Props = { detail: AdminMemberDetail; onSaved: () => void };

/**
 * Tendency codes and the casino and slot bars (spec §3), saved through the casino desk's own
 * audited use-case (PUT /api/admin/casino/members/:id/flags): one use-case edits these columns.
 */
export function MemberFlagsForm({ detail, onSaved }: Props) {
  const [tendencyText, setTendencyText] = useState(detail.tendency.join(', '));
  const [casinoOff, setCasinoOff] = useState(detail.disableCasinoFlag === 1);
  const [slotOff, setSlotOff] = useState(detail.disableSlotFlag === 1);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tendency = parseTendency(tendencyText);
    if (!tendency) {
      setError(T.tendencyInvalid);
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await updateAdminCasinoMemberFlags(detail.id, {
        tendency,
        disableCasinoFlag: casinoOff ? 1 : 0,
        disableSlotFlag: slotOff ? 1 : 0,
      });
      setNotice({ ok: true, text: T.saved });
      onSaved();
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={controls.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="admin-member-flags-form"
    >
      <FormField
        id="admin-member-tendency"
        label={T.tendency}
        message={<FieldError id="admin-member-tendency-error">{error}</FieldError>}
      >
        <input
          id="admin-member-tendency"
          className={controls.input}
          value={tendencyText}
          onChange={(e) => {
            setTendencyText(e.target.value);
            setError(null);
          }}
          {...invalidProps(error, 'admin-member-tendency-error')}
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
      {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
      <div className={controls.actions}>
        <button type="submit" className={`${controls.btn} ${controls.primary}`} disabled={busy}>
          {T.save}
        </button>
      </div>
    </form>
  );
}
