import { useState, type FormEvent } from 'react';
import { sendAdminMessage } from '../../api/admin.api';
import type { AdminMember } from '../../contract/admin.contract';
import { ADMIN } from '../../i18n/admin.ko';
import { errorMessage } from '../../ui/api-error';
import { Card } from '../../ui/Card';
import { FormField } from '../../ui/FormField';
import { Notice } from '../../ui/Notice';
import controls from '../../ui/controls.module.css';

const T = ADMIN.message;

type Props = {
  members: AdminMember[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
};

/** '쪽지 보내기': pick a member of the list, a title and a body. */
export function SendMessageForm({ members, selectedId, onSelect }: Props) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (selectedId === null || !title.trim() || !body.trim()) {
      setNotice({ ok: false, text: T.invalid });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await sendAdminMessage({ memberId: selectedId, title: title.trim(), body: body.trim() });
      setTitle('');
      setBody('');
      setNotice({ ok: true, text: T.sent });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id="admin-message-title" title={T.title} data-testid="admin-send-message">
      <form className={`${controls.form} ${controls.cardBody}`} onSubmit={onSubmit} noValidate>
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
        <FormField id="admin-message-subject" label={T.subject}>
          <input
            id="admin-message-subject"
            className={controls.input}
            maxLength={100}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </FormField>
        <FormField id="admin-message-body" label={T.body}>
          <textarea
            id="admin-message-body"
            className={controls.input}
            maxLength={5000}
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
