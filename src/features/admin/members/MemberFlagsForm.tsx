import type { FormEvent } from 'react';
import { updateAdminCasinoMemberFlags } from '../../../api/admin-casino.api';
import type { AdminMemberDetail } from '../../../../common/contract/member-admin.contract';
import { MEMBER_ADMIN as T } from '../../../../common/i18n/member-admin.ko';
import controls from '../../../ui/controls.module.css';
import { TendencyFlagsFields } from '../casino/TendencyFlagsFields';
import { useTendencyFlagsDraft } from '../casino/use-tendency-flags-draft';
import { useAdminSave } from '../shared/use-admin-save';
import { MemberSaveActions } from './MemberSaveActions';

type Props = { detail: AdminMemberDetail; onSaved: () => void };

/**
 * Tendency codes and the casino and slot bars (spec §3), saved through the casino desk's own
 * audited use-case (PUT /api/admin/casino/members/:id/flags): one use-case edits these columns.
 */
export function MemberFlagsForm({ detail, onSaved }: Props) {
  const draft = useTendencyFlagsDraft(detail, T);
  const { notice, busy, save } = useAdminSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = draft.read();
    if (!body) return;
    await save(() => updateAdminCasinoMemberFlags(detail.id, body), T.saved, onSaved);
  };

  return (
    <form
      className={controls.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="admin-member-flags-form"
    >
      <TendencyFlagsFields draft={draft} idPrefix="admin-member" />
      <MemberSaveActions notice={notice} busy={busy} />
    </form>
  );
}
