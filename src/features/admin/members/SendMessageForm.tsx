import { useState, type FormEvent } from 'react';
import { sendAdminMessage } from '../../../api/admin.api';
import { broadcastMessage } from '../../../api/content.api';
import type { AdminMember } from '../../../../common/contract/admin.contract';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  type BroadcastMessage,
} from '../../../../common/contract/content.contract';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { BROADCAST } from '../../../../common/i18n/content.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { FormField } from '../../../ui/FormField';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';

const T = ADMIN.message;
const LEVELS = Array.from({ length: 10 }, (_, i) => i + 1);

/** Who gets the message: the member picked in the list, every member of a level, or everyone. */
type TargetKind = 'member' | BroadcastMessage['target']['kind'];
const TARGET_LABELS: Record<TargetKind, string> = {
  member: BROADCAST.targetMember,
  level: BROADCAST.targetLevel,
  all: BROADCAST.targetAll,
};

type Props = {
  members: AdminMember[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
};

/**
 * '쪽지 보내기': to one member of the list, to a whole level or to every
 * member. Many recipients are one request the server turns into one INSERT … SELECT; a
 * confirmation comes first because a broadcast cannot be taken back.
 */
export function SendMessageForm({ members, selectedId, onSelect }: Props) {
  const [kind, setKind] = useState<TargetKind>('member');
  const [level, setLevel] = useState(1);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async (): Promise<string | null> => {
    const text = { title: title.trim(), body: body.trim() };
    if (kind === 'member') {
      await sendAdminMessage({ memberId: selectedId!, ...text });
      return T.sent;
    }
    const confirmText = kind === 'all' ? BROADCAST.confirmAll : BROADCAST.confirmLevel(level);
    if (!window.confirm(confirmText)) return null;
    const target: BroadcastMessage['target'] = kind === 'all' ? { kind } : { kind, level };
    const { recipients } = await broadcastMessage({ target, ...text });
    return BROADCAST.sentTo(recipients);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if ((kind === 'member' && selectedId === null) || !title.trim() || !body.trim()) {
      setNotice({ ok: false, text: T.invalid });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const sent = await send();
      if (sent === null) return;
      setTitle('');
      setBody('');
      setNotice({ ok: true, text: sent });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id="admin-message-title" title={T.title} data-testid="admin-send-message">
      <form className={`${controls.form} ${controls.cardBody}`} onSubmit={onSubmit} noValidate>
        <fieldset className={controls.field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={controls.label}>{BROADCAST.target}</legend>
          <div className={controls.row} style={{ flexWrap: 'wrap', gap: 16 }}>
            {(Object.keys(TARGET_LABELS) as TargetKind[]).map((k) => (
              <label key={k} className={controls.check}>
                <input
                  type="radio"
                  name="admin-message-target"
                  value={k}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                />
                {TARGET_LABELS[k]}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'member' ? (
          <FormField id="admin-message-member" label={T.member}>
            <select
              id="admin-message-member"
              className={controls.input}
              value={selectedId ?? ''}
              onChange={(e) => onSelect(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{T.memberPlaceholder}</option>
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.userId} ({m.nickname})
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
        {kind === 'level' ? (
          <FormField id="admin-message-level" label={BROADCAST.level}>
            <select
              id="admin-message-level"
              className={controls.input}
              value={level}
              onChange={(e) => setLevel(Number(e.target.value))}
            >
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {BROADCAST.levelOption(l)}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
        <FormField id="admin-message-subject" label={T.subject}>
          <input
            id="admin-message-subject"
            className={controls.input}
            maxLength={MESSAGE_TITLE_MAX}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </FormField>
        <FormField id="admin-message-body" label={T.body}>
          <textarea
            id="admin-message-body"
            className={controls.input}
            maxLength={MESSAGE_BODY_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </FormField>
        {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
        <button type="submit" className={`${controls.btn} ${controls.primary}`} disabled={busy}>
          {busy ? T.sending : T.send}
        </button>
      </form>
    </Card>
  );
}
