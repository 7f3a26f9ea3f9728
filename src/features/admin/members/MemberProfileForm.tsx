import { useState, type FormEvent } from 'react';
import { fetchAdminAgentOptions, updateAdminMemberProfile } from '../../../api/member-admin.api';
import {
  MEMBER_LEVEL_MAX,
  MEMBER_LEVEL_MIN,
  MEMBER_MEMO_MAX,
  type AdminMemberDetail,
} from '../../../../common/contract/member-admin.contract';
import { MEMBER_ADMIN as T } from '../../../../common/i18n/member-admin.ko';
import { FieldError, FormField, invalidProps } from '../../../ui/FormField';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import styles from './MemberDetail.module.css';
import { useAdminSave } from '../shared/use-admin-save';
import { MemberSaveActions } from './MemberSaveActions';

const LEVELS = Array.from(
  { length: MEMBER_LEVEL_MAX - MEMBER_LEVEL_MIN + 1 },
  (_, i) => MEMBER_LEVEL_MIN + i,
);

type Props = { detail: AdminMemberDetail; onSaved: () => void };

/** Level (1–10), agent (a manager or none) and memo: one save, audited with its diff. */
export function MemberProfileForm({ detail, onSaved }: Props) {
  const agents = useAsync(fetchAdminAgentOptions, []);
  const [level, setLevel] = useState(detail.level);
  const [agentId, setAgentId] = useState<number | null>(detail.agentId);
  const [memo, setMemo] = useState(detail.memo);
  const [memoError, setMemoError] = useState<string | null>(null);
  const { notice, busy, save } = useAdminSave();

  // The current agent stays selectable even beyond the picker's first page.
  const options = agents.data ?? [];
  const currentMissing = detail.agentId !== null && !options.some((a) => a.id === detail.agentId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (memo.trim().length > MEMBER_MEMO_MAX) {
      setMemoError(T.memoTooLong);
      return;
    }
    await save(
      () => updateAdminMemberProfile(detail.id, { level, agentId, memo }),
      T.saved,
      onSaved,
    );
  };

  return (
    <form
      className={controls.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="admin-member-profile-form"
    >
      <FormField id="admin-member-level" label={T.level}>
        <select
          id="admin-member-level"
          className={controls.input}
          value={level}
          onChange={(e) => setLevel(Number(e.target.value))}
        >
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {T.levelOption(l)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="admin-member-agent" label={T.agent}>
        <select
          id="admin-member-agent"
          className={controls.input}
          value={agentId ?? ''}
          onChange={(e) => setAgentId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{T.agentNone}</option>
          {currentMissing ? (
            <option value={detail.agentId ?? ''}>{detail.agentUserId ?? detail.agentId}</option>
          ) : null}
          {options
            .filter((a) => a.id !== detail.id)
            .map((a) => (
              <option key={a.id} value={a.id}>
                {a.nickname} ({a.userId})
              </option>
            ))}
        </select>
      </FormField>
      <FormField
        id="admin-member-memo"
        label={T.memo}
        message={<FieldError id="admin-member-memo-error">{memoError}</FieldError>}
      >
        <textarea
          id="admin-member-memo"
          className={`${controls.input} ${styles.memo}`}
          maxLength={MEMBER_MEMO_MAX}
          value={memo}
          onChange={(e) => {
            setMemo(e.target.value);
            setMemoError(null);
          }}
          {...invalidProps(memoError, 'admin-member-memo-error')}
        />
      </FormField>
      <p className={controls.hint}>{T.memoHint}</p>
      <MemberSaveActions notice={notice} busy={busy} />
    </form>
  );
}
