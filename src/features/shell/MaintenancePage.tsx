import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { MAINTENANCE, SITE_NAME } from '../../../common/i18n/shell.ko';
import controls from '../../ui/controls.module.css';
import { ProgressBar } from './ProgressBar';
import styles from './MaintenancePage.module.css';

/** The maintenance layout (spec §2): no menus, a striped backdrop. */
export function MaintenanceLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <ProgressBar />
      {children}
    </div>
  );
}

/**
 * `/maintenance` (spec §2/§4). The navigation gate moves members off this
 * page once the flag is cleared; "check again" re-runs it.
 */
export function MaintenancePage() {
  const router = useRouter();
  return (
    <main
      className={styles.card}
      data-testid="maintenance-page"
      aria-labelledby="maintenance-title"
    >
      <p className={styles.brand}>{SITE_NAME}</p>
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 48 48" width="56" height="56">
          <path
            d="M30 6a10 10 0 0 0-9.6 12.8L6 33.2 14.8 42l14.4-14.4A10 10 0 0 0 42 18l-6 6-6-2-2-6 6-6a10 10 0 0 0-4-4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h1 id="maintenance-title" className={styles.title}>
        {MAINTENANCE.title}
      </h1>
      <p className={styles.lead}>{MAINTENANCE.lead}</p>
      <p className={styles.body}>{MAINTENANCE.body}</p>
      <p className={styles.body}>{MAINTENANCE.afterwards}</p>
      <button
        type="button"
        className={`${controls.btn} ${controls.accent}`}
        onClick={() => void router.invalidate()}
      >
        {MAINTENANCE.retry}
      </button>
    </main>
  );
}
