import { useRouter } from '@tanstack/react-router';
import { closeDialog, openDialog } from '../../app/commands';
import { useDialog, useSiteSettings } from '../../app/hooks';
import { LOGIN } from '../../i18n/member.ko';
import { Dialog } from '../../ui/Dialog';
import { openJoinDialog } from '../../ui/session-actions';
import controls from '../../ui/controls.module.css';
import { LoginForm } from './LoginForm';

export function LoginDialog() {
  const open = useDialog('login');
  const router = useRouter();
  const { joinStartEndFlg } = useSiteSettings();
  const close = () => closeDialog('login');
  return (
    <Dialog open={open} title={LOGIN.title} onClose={close} testId="login-dialog">
      <LoginForm
        idPrefix="login-dialog"
        onSuccess={() => {
          close();
          // Re-run the navigation gate: admins and managers move to their areas (spec §4).
          void router.invalidate();
        }}
      />
      <div className={controls.actions} style={{ justifyContent: 'center', marginTop: 16 }}>
        <button
          type="button"
          className={`${controls.btn} ${controls.sm} ${controls.ghost}`}
          onClick={() => openJoinDialog('join', joinStartEndFlg)}
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
