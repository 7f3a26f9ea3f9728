import { closeDialog, openDialog } from '../../app/commands';
import { useDialog } from '../../app/hooks';
import { JOIN } from '../../../common/i18n/member.ko';
import { Dialog } from '../../ui/Dialog';
import controls from '../../ui/controls.module.css';

type Props = { account: { userId: string; nickname: string } | null };

/** Shown after a successful sign-up; leads to the login dialog. */
export function JoinConfirmDialog({ account }: Props) {
  const open = useDialog('joinConfirm');
  const close = () => closeDialog('joinConfirm');
  return (
    <Dialog
      open={open && account !== null}
      title={JOIN.doneTitle}
      onClose={close}
      testId="join-confirm-dialog"
      footer={
        <button
          type="button"
          className={`${controls.btn} ${controls.accent}`}
          onClick={() => {
            close();
            openDialog('login');
          }}
        >
          {JOIN.goLogin}
        </button>
      }
    >
      <p style={{ fontWeight: 700 }}>{JOIN.doneLead(account?.nickname ?? '')}</p>
      <p className={controls.hint} style={{ marginTop: 8 }}>
        {JOIN.userId}: {account?.userId}
      </p>
      <p className={controls.hint}>{JOIN.doneBody}</p>
    </Dialog>
  );
}
