import { useNavigationBusy } from '../../app/hooks';
import { SHELL } from '../../../common/i18n/shell.ko';
import styles from './ProgressBar.module.css';

/** The loading bar at the very top (spec §4/§9); timing is the navigation stream's job. */
export function ProgressBar() {
  const busy = useNavigationBusy();
  return (
    <div
      className={styles.track}
      data-busy={busy}
      data-testid="navigation-progress"
      role="progressbar"
      aria-label={SHELL.loading}
      aria-hidden={!busy}
      aria-busy={busy}
    >
      <div className={styles.bar} />
    </div>
  );
}
