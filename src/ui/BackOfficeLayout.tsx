import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { SITE_NAME } from '../../common/i18n/shell.ko';
import controls from './controls.module.css';
import styles from './BackOfficeLayout.module.css';

type Props = {
  title: string;
  userLabel?: string;
  logoutLabel: string;
  onLogout: () => void;
  nav?: ReactNode;
  children: ReactNode;
};

/** The plain frame of the admin and manager areas: brand, area name, user, logout, tabs. */
export function BackOfficeLayout({
  title,
  userLabel,
  logoutLabel,
  onLogout,
  nav,
  children,
}: Props) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {SITE_NAME}
        </Link>
        <span className={styles.area}>{title}</span>
        <span className={styles.spacer} />
        {userLabel ? <span className={styles.user}>{userLabel}</span> : null}
        <button
          type="button"
          className={`${controls.btn} ${controls.sm}`}
          onClick={onLogout}
          data-testid="logout-button"
        >
          {logoutLabel}
        </button>
      </header>
      {nav ? <div className={styles.nav}>{nav}</div> : null}
      <main className={styles.main}>{children}</main>
    </div>
  );
}
