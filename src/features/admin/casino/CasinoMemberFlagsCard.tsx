import { useState, type FormEvent } from 'react';
import {
  fetchAdminCasinoMemberFlags,
  updateAdminCasinoMemberFlags,
} from '../../../api/admin-casino.api';
import { fetchAdminMembers } from '../../../api/admin.api';
import { errorMessage } from '../../../api/errors';
import type { AdminCasinoMemberFlags } from '../../../../common/contract/casino-admin.contract';
import { CASINO_ADMIN as T } from '../../../../common/i18n/casino-admin.ko';
import { Card } from '../../../ui/Card';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import type { AdminNotice } from '../shared/AdminListCard';
import styles from '../shared/AdminArea.module.css';
import { TendencyFlagsFields } from './TendencyFlagsFields';
import { useTendencyFlagsDraft } from './use-tendency-flags-draft';

/** A member number as typed, or the member whose user id or nickname is exactly the text. */
async function memberIdOf(typed: string): Promise<number | null> {
  if (/^\d{1,15}$/.test(typed)) return Number(typed);
  const page = await fetchAdminMembers(1, typed);
  const lower = typed.toLowerCase();
  const found = page.items.find(
    (m) => m.userId.toLowerCase() === lower || m.nickname.toLowerCase() === lower,
  );
  return found ? found.id : null;
}

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
    const typed = memberIdText.trim();
    if (!typed) return;
    try {
      const id = await memberIdOf(typed);
      if (id === null) {
        setNotice({ ok: false, text: T.memberNotFound });
        return;
      }
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
            style={{ width: 160, minHeight: 32 }}
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

const FLAG_TEXTS = { ...T, tendency: T.tendencyLabel };

function FlagsForm({ flags, onSaved, onError }: FormProps) {
  const draft = useTendencyFlagsDraft(flags, FLAG_TEXTS);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = draft.read();
    if (!body) return;
    setBusy(true);
    try {
      onSaved(await updateAdminCasinoMemberFlags(flags.memberId, body));
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
      <TendencyFlagsFields draft={draft} idPrefix="admin-casino" />
      <p className={controls.hint}>{T.flagsNote}</p>
      <div className={controls.actions}>
        <button type="submit" className={`${controls.btn} ${controls.primary}`} disabled={busy}>
          {T.save}
        </button>
      </div>
    </form>
  );
}
