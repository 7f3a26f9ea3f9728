import { Link } from '@tanstack/react-router';
import { useUnreadCount, useUser } from '../../app/hooks';
import { openDialog } from '../../app/commands';
import { COUPON } from '../../../common/i18n/coupon.ko';
import { MONEY_HISTORY } from '../../../common/i18n/money-history.ko';
import { useUnusedCouponCount } from '../../app/use-unused-coupon-count';
import { formatPoints, formatWon } from '../../../common/domain/format';
import { SHELL } from '../../../common/i18n/shell.ko';
import { AppLink } from '../../ui/AppLink';
import { LevelIcon } from '../../ui/LevelIcon';
import { openJoinDialog, useLogout } from '../../ui/session-actions';
import controls from '../../ui/controls.module.css';
import { ConnectionIndicator } from './ConnectionIndicator';
import { Logo } from './Logo';
import styles from './TopBar.module.css';

/** Desktop top bar (spec §2): level, nickname, cash, points, coupon, unread, my page, logout. */
export function TopBar() {
  const user = useUser();
  const unread = useUnreadCount();
  const coupons = useUnusedCouponCount();
  const onLogout = useLogout();

  return (
    <header className={styles.topBar} data-testid="topbar">
      <div className={styles.inner}>
        <Logo />
        <ConnectionIndicator />
        <span className={styles.spacer} />
        {user ? (
          <div className={styles.user} data-testid="topbar-user">
            <span className={styles.level} data-testid="topbar-level">
              <LevelIcon level={user.level} />
              <span>
                {SHELL.levelPrefix}
                {user.level}
              </span>
            </span>
            <Link to="/member" className={styles.nickname} data-testid="topbar-nickname">
              {user.nickname}
              <span className={styles.suffix}>{SHELL.nicknameSuffix}</span>
            </Link>
            {/* Spec §4 'money change' dialog: the cash figure opens the member's cash history. */}
            <button
              type="button"
              className={`${styles.stat} ${styles.statButton}`}
              onClick={() => openDialog('moneyChange')}
              aria-label={`${SHELL.cash} ${formatWon(user.emoney)} · ${MONEY_HISTORY.open.cash}`}
              data-testid="topbar-money-history"
            >
              <span className={styles.statLabel}>{SHELL.cash}</span>
              <span className={styles.cash} data-testid="topbar-cash">
                {formatWon(user.emoney)}
              </span>
            </button>
            <AppLink href="/mywallet/point" className={styles.stat} data-testid="topbar-points">
              <span className={styles.statLabel}>{SHELL.points}</span>
              <span className={styles.point}>{formatPoints(user.point)}</span>
            </AppLink>
            <button
              type="button"
              className={styles.chip}
              onClick={() => openDialog('pointChange')}
              data-testid="topbar-point-history"
            >
              {MONEY_HISTORY.open.point}
            </button>
            <AppLink
              href="/coupon"
              className={styles.chip}
              data-testid="topbar-coupon"
              aria-label={coupons === null ? SHELL.coupon : COUPON.badgeLabel(coupons)}
            >
              {SHELL.coupon}
              {coupons === null ? null : (
                <span
                  className={styles.count}
                  data-unread={coupons > 0}
                  data-testid="topbar-coupon-count"
                >
                  {coupons}
                </span>
              )}
            </AppLink>
            <Link
              to="/message"
              className={styles.chip}
              data-testid="topbar-unread"
              aria-label={SHELL.unreadCount(unread)}
            >
              {SHELL.messages}
              <span className={styles.count} data-unread={unread > 0}>
                {unread}
              </span>
            </Link>
            <Link to="/member" className={`${controls.btn} ${controls.sm}`}>
              {SHELL.myPage}
            </Link>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm} ${controls.ghost}`}
              onClick={() => void onLogout()}
              data-testid="logout-button"
            >
              {SHELL.logout}
            </button>
          </div>
        ) : (
          <div className={styles.user}>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm} ${controls.accent}`}
              onClick={() => openDialog('login')}
            >
              {SHELL.login}
            </button>
            <button
              type="button"
              className={`${controls.btn} ${controls.sm}`}
              onClick={() => openJoinDialog('join')}
            >
              {SHELL.join}
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
