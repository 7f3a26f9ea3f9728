import { closeDialog, openDialog } from '../../app/commands';
import { useDialog } from '../../app/hooks';
import { LOGIN } from '../../../common/i18n/member.ko';
import { Dialog } from '../../ui/Dialog';
import { openJoinDialog } from '../../ui/session-actions';
import controls from '../../ui/controls.module.css';
import { LoginForm } from './LoginForm';

export function LoginDialog() {
  const open = useDialog('login');
  const close = () => closeDialog('login');
  return (
    <Dialog open={open} title={LOGIN.title} onClose={close} testId="login-dialog">
      {/* On success the session machine closes this dialog and moves staff to their area. */}
      <LoginForm idPrefix="login-dialog" />
      <div className={controls.actions} style={{ justifyContent: 'center', marginTop: 16 }}>
        <button
          type="button"
          className={`${controls.btn} ${controls.sm} ${controls.ghost}`}
          onClick={() => openJoinDialog('join')}
        >
          {LOGIN.join}
        </button>
        <button
          type="button"
          className={`${controls.btn} ${controls.sm} ${controls.ghost}`}
          onClick={() => {
            close();
            openDialog('findPassword');
          }}
        >
          {LOGIN.findPassword}
        </button>
      </div>
    </Dialog>
  );
}
