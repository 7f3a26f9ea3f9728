import { useStore } from 'zustand';
import { OFFLINE_SCREEN } from '../../../common/i18n/shell.ko';
import { installedAppStore } from '../../stores/installed-app.store';
import controls from '../../ui/controls.module.css';
import styles from './OfflineScreen.module.css';

/** True while the page, opened without a network, waits for one (src/app/offline-start.ts). */
export const useOpenedOffline = (): boolean => useStore(installedAppStore, (s) => s.openedOffline);

/** What a page opened offline shows instead of pages whose every call fails. */
export function OfflineScreen() {
  return (
    <section className={styles.card} data-testid="offline-screen" aria-labelledby="offline-title">
      <h1 id="offline-title" className={styles.title}>
        {OFFLINE_SCREEN.title}
      </h1>
      <p className={styles.lead}>{OFFLINE_SCREEN.lead}</p>
      <div className={styles.lists}>
        <div>
          <h2 className={styles.heading}>{OFFLINE_SCREEN.works}</h2>
          <ul>
            {OFFLINE_SCREEN.worksItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{OFFLINE_SCREEN.needsNetwork}</h2>
          <ul>
            {OFFLINE_SCREEN.needsNetworkItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.lead} role="status">
        {OFFLINE_SCREEN.retrying}
      </p>
      <button
        type="button"
        className={`${controls.btn} ${controls.accent}`}
        onClick={() => window.location.reload()}
      >
        {OFFLINE_SCREEN.retry}
      </button>
    </section>
  );
}
