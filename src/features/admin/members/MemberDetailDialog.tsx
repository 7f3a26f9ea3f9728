import { fetchAdminMemberDetail } from '../../../api/member-admin.api';
import { MEMBER_ADMIN as T } from '../../../../common/i18n/member-admin.ko';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import { errorMessage } from '../../../api/errors';
import { MemberBankAccountView } from './MemberBankAccountView';
import { MemberFlagsForm } from './MemberFlagsForm';
import { MemberLoginsSection } from './MemberLoginsSection';
import { MemberProfileForm } from './MemberProfileForm';
import styles from './MemberDetail.module.css';

/** Wide enough for the login table; the back office is not bound to the member's 450 px. */
const DETAIL_WIDTH_PX = 900;

type Props = {
  member: { id: number; userId: string; nickname: string } | null;
  onClose: () => void;
  /** The list behind shows level and agent: it reloads after an edit. */
  onChanged: () => void;
};

/**
 * A member's administration: level, agent and memo; the casino and slot
 * bars; the withdrawal bank account; login history and the members sharing an IP or a device.
 */
export function MemberDetailDialog({ member, onClose, onChanged }: Props) {
  if (!member) return null;
  return (
    <Dialog
      open
      title={T.title(member.nickname, member.userId)}
      onClose={onClose}
      testId="admin-member-detail"
      width={DETAIL_WIDTH_PX}
    >
      <MemberDetail key={member.id} memberId={member.id} onChanged={onChanged} />
    </Dialog>
  );
}

function MemberDetail({ memberId, onChanged }: { memberId: number; onChanged: () => void }) {
  const detail = useAsync(() => fetchAdminMemberDetail(memberId), [memberId]);
  if (detail.error && !detail.data) return <Notice error>{errorMessage(detail.error)}</Notice>;
  if (!detail.data) return <p>{T.loading}</p>;
  return (
    <div className={styles.sections}>
      <section aria-labelledby="member-detail-profile">
        <h3 id="member-detail-profile" className={styles.heading}>
          {T.sections.profile}
        </h3>
        <MemberProfileForm
          detail={detail.data}
          onSaved={() => {
            detail.reload();
            onChanged();
          }}
        />
      </section>
      <section aria-labelledby="member-detail-flags">
        <h3 id="member-detail-flags" className={styles.heading}>
          {T.sections.flags}
        </h3>
        <MemberFlagsForm detail={detail.data} onSaved={detail.reload} />
      </section>
      <section aria-labelledby="member-detail-bank">
        <h3 id="member-detail-bank" className={styles.heading}>
          {T.sections.bank}
        </h3>
        <MemberBankAccountView memberId={memberId} />
      </section>
      <MemberLoginsSection memberId={memberId} />
    </div>
  );
}
