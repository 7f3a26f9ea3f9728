import { MEMBER_ADMIN as T } from '../../../../common/i18n/member-admin.ko';
import { Notice } from '../../../ui/Notice';
import controls from '../../../ui/controls.module.css';
import type { AdminNotice } from '../shared/AdminListCard';

/** The outcome of a member-detail form's last save and its save button. */
export function MemberSaveActions({ notice, busy }: { notice: AdminNotice; busy: boolean }) {
  return (
    <>
      {notice ? <Notice error={!notice.ok}>{notice.text}</Notice> : null}
      <div className={controls.actions}>
        <button type="submit" className={`${controls.btn} ${controls.primary}`} disabled={busy}>
          {T.save}
        </button>
      </div>
    </>
  );
}
