import { ChangePasswordDialog } from './ChangePasswordDialog';
import { UserInfoDialog } from './UserInfoDialog';

/** The member's own dialogs (password change, user info). */
export function MemberDialogs() {
  return (
    <>
      <ChangePasswordDialog />
      <UserInfoDialog />
    </>
  );
}
