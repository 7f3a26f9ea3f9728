import { useConnectionStatus, useOnline } from '../../app/hooks';
import { CONNECTION } from '../../../common/i18n/shell.ko';
import styles from './ConnectionIndicator.module.css';

/** Online/offline and the general stream's health (spec §4; docs/architecture.md §3 connection status). */
export function ConnectionIndicator() {
  const online = useOnline();
  const status = useConnectionStatus('general');
  const effective = online ? status : 'offline';
  const text = online ? CONNECTION.status[status] : CONNECTION.offline;
  return (
    <span
      className={styles.indicator}
      data-status={effective}
      data-testid="connection-status"
      role="status"
      aria-label={`${CONNECTION.label}: ${text}`}
      title={`${online ? CONNECTION.online : CONNECTION.offline} · ${CONNECTION.status[status]}`}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>{text}</span>
    </span>
  );
}

/** Full-width notice while the browser reports no network. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.banner} role="alert" data-testid="offline-banner">
      {CONNECTION.offlineBanner}
    </div>
  );
}
