import { useStore } from 'zustand';
import { APP_UPDATE } from '../../../common/i18n/shell.ko';
import { appUpdate, selectUpdatePromptShown } from '../../app/app-update';
import { installedAppStore } from '../../stores/installed-app.store';
import controls from '../../ui/controls.module.css';
import styles from './UpdatePrompt.module.css';

/** "새 버전이 있습니다": the waiting version takes over only when the member says so. */
export function UpdatePrompt() {
  const shown = useStore(installedAppStore, selectUpdatePromptShown);
  if (!shown) return null;
  return (
    <div className={styles.prompt} role="status" data-testid="update-prompt">
      <div>
        <strong className={styles.title}>{APP_UPDATE.available}</strong>
        <p className={styles.detail}>{APP_UPDATE.detail}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={controls.btn} onClick={() => appUpdate.dismiss()}>
          {APP_UPDATE.later}
        </button>
        <button
          type="button"
          className={`${controls.btn} ${controls.accent}`}
          onClick={() => appUpdate.accept()}
        >
          {APP_UPDATE.reload}
        </button>
      </div>
    </div>
  );
}
