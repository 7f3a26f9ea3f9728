import { closeDialog } from '../../app/commands';
import { useDialog, useUnreadCount, useUser } from '../../app/hooks';
import { formatPoints, formatWon } from '../../../common/domain/format';
import { USER_INFO } from '../../../common/i18n/member.ko';
import { SHELL } from '../../../common/i18n/shell.ko';
import { AppLink } from '../../ui/AppLink';
import { Dialog } from '../../ui/Dialog';
import { LevelIcon } from '../../ui/LevelIcon';
import { useLogout } from '../../ui/session-actions';
import controls from '../../ui/controls.module.css';

/** The mobile "my page" dialog: who is logged in, balances, shortcuts and logout. */
export function UserInfoDialog() {
  const open = useDialog('userInfo');
  const user = useUser();
  const unread = useUnreadCount();
  const onLogout = useLogout();
  const close = () => closeDialog('userInfo');
  return (
    <Dialog
      open={open && user !== null}
      title={USER_INFO.title}
      onClose={close}
      testId="user-info-dialog"
      footer={
        <button type="button" className={controls.btn} onClick={() => void onLogout()}>
          {USER_INFO.logout}
        </button>
      }
    >
      {user ? (
        <div className={controls.form}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <LevelIcon level={user.level} size={40} />
            <div>
              <strong>
                {user.nickname}
                {SHELL.nicknameSuffix}
              </strong>
              <p className={controls.hint}>
                {SHELL.levelPrefix}
                {user.level} · {user.userId}
              </p>
            </div>
          </div>
          <dl
            style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}
          >
            <dt className={controls.label}>{SHELL.cash}</dt>
            <dd style={{ margin: 0, color: 'var(--color-cash)', fontWeight: 800 }}>
              {formatWon(user.emoney)}
            </dd>
            <dt className={controls.label}>{SHELL.points}</dt>
            <dd style={{ margin: 0, color: 'var(--color-point)', fontWeight: 800 }}>
              {formatPoints(user.point)}
            </dd>
          </dl>
          <div className={controls.actions}>
            <AppLink
              href="/member"
              className={`${controls.btn} ${controls.primary}`}
              onClick={close}
            >
              {USER_INFO.myPage}
            </AppLink>
            <AppLink href="/message" className={controls.btn} onClick={close}>
              {USER_INFO.messages} {unread > 0 ? `(${unread})` : ''}
            </AppLink>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
