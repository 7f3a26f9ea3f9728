import { Link } from '@tanstack/react-router';
import { COMMON } from '../../common/i18n/common.ko';
import controls from './controls.module.css';

/** What a logged-out visitor sees on a members-only screen (the gate does not redirect them). */
export function LoginRequired({ message = COMMON.loginRequired }: { message?: string }) {
  return (
    <div className={controls.notice} role="status" data-testid="login-required">
      <p>{message}</p>
      <Link
        to="/login"
        className={`${controls.btn} ${controls.sm} ${controls.accent}`}
        style={{ marginTop: 8 }}
      >
        {COMMON.goLogin}
      </Link>
    </div>
  );
}
