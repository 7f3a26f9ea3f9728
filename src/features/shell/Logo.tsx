import { Link } from '@tanstack/react-router';
import { SITE_NAME } from '../../../common/i18n/shell.ko';
import styles from './Logo.module.css';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className={styles.logo} data-compact={compact} aria-label={SITE_NAME}>
      <svg
        viewBox="0 0 32 32"
        width={compact ? 26 : 30}
        height={compact ? 26 : 30}
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffd45c" />
            <stop offset="1" stopColor="#ff8a00" />
          </linearGradient>
        </defs>
        <rect x="2" y="2" width="28" height="28" rx="8" fill="url(#logo-g)" />
        <path d="M10 8h7.5a5 5 0 0 1 1.8 9.7A5 5 0 0 1 17.5 24H10z" fill="#1a1203" />
        <path
          d="M13.5 11.5h3.6a1.7 1.7 0 0 1 0 3.4h-3.6zM13.5 18h4a1.7 1.7 0 0 1 0 3.4h-4z"
          fill="#ffd45c"
        />
      </svg>
      <span className={styles.text}>
        {SITE_NAME}
        <small className={styles.tld}>BET KOREA</small>
      </span>
    </Link>
  );
}
