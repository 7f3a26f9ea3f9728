import { useEffect } from 'react';
import { closeDialog, openDialog } from '../../app/commands';
import { useDialog, useIsLoggedIn } from '../../app/hooks';
import { BET_HISTORY } from '../../../common/i18n/bet-history.ko';
import { Dialog } from '../../ui/Dialog';
import controls from '../../ui/controls.module.css';

const T = BET_HISTORY.nonMember;

/**
 * Spec §4 "non-member" dialog flag (§6: member versus non-member): a visitor who opens a
 * members-only screen is told so and offered login or sign-up. The sign-up button goes through
 * the dialogs machine, which refuses it while sign-up is closed (spec §5).
 */
export function NonMemberDialog() {
  const loggedIn = useIsLoggedIn();
  const flagged = useDialog('nonMember');
  const open = flagged && !loggedIn;
  // Logged in by any way: the flag goes, so a later logout does not bring the dialog back.
  useEffect(() => {
    if (flagged && loggedIn) closeDialog('nonMember');
  }, [flagged, loggedIn]);
  const close = () => closeDialog('nonMember');
  const then = (next: 'login' | 'join') => {
    close();
    openDialog(next);
  };
  return (
    <Dialog
      open={open}
      title={T.title}
      onClose={close}
      testId="non-member-dialog"
      footer={
        <>
          <button type="button" className={controls.btn} onClick={close}>
            {T.close}
          </button>
          <button
            type="button"
            className={controls.btn}
            onClick={() => then('join')}
            data-testid="non-member-join"
          >
            {T.join}
          </button>
          <button
            type="button"
            className={`${controls.btn} ${controls.accent}`}
            onClick={() => then('login')}
            data-testid="non-member-login"
          >
            {T.login}
          </button>
        </>
      }
    >
      <p style={{ fontWeight: 700 }}>{T.lead}</p>
      <p className={controls.hint} style={{ marginTop: 8 }}>
        {T.body}
      </p>
    </Dialog>
  );
}
