import { openDialog, toggleDialog } from '../../app/commands';
import { useIsLoggedIn } from '../../app/hooks';
import { SHELL } from '../../../common/i18n/shell.ko';
import { ConnectionIndicator } from './ConnectionIndicator';
import { Logo } from './Logo';
import styles from './MobileTopBar.module.css';

type Props = { drawerOpen: boolean; onMenu: () => void };

/** Mobile top bar (spec §2): menu button, logo, my-page button. */
export function MobileTopBar({ drawerOpen, onMenu }: Props) {
  const loggedIn = useIsLoggedIn();
  return (
    <header className={styles.bar} data-testid="mobile-topbar">
      <button
        type="button"
        className={styles.iconButton}
        aria-label={drawerOpen ? SHELL.closeMenu : SHELL.openMenu}
        aria-expanded={drawerOpen}
        aria-controls="shell-drawer"
        onClick={onMenu}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div className={styles.center}>
        <Logo compact />
      </div>
      <ConnectionIndicator />
      <button
        type="button"
        className={styles.iconButton}
        aria-label={loggedIn ? SHELL.myPage : SHELL.login}
        onClick={() => (loggedIn ? toggleDialog('userInfo') : openDialog('login'))}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </header>
  );
}
