import { useStore } from 'zustand';
import { INSTALL_HINT } from '../../../common/i18n/shell.ko';
import { promptInstall } from '../../app/install-hint';
import { installedAppStore } from '../../stores/installed-app.store';
import controls from '../../ui/controls.module.css';
import styles from './InstallHint.module.css';

/** The drawer's "홈 화면에 추가", only where the browser offered to install the site. */
export function InstallHint() {
  const offered = useStore(installedAppStore, (s) => s.installPrompt !== null);
  if (!offered) return null;
  return (
    <div className={styles.hint} data-testid="install-hint">
      <div>
        <strong>{INSTALL_HINT.title}</strong>
        <p className={styles.detail}>{INSTALL_HINT.detail}</p>
      </div>
      <button
        type="button"
        className={`${controls.btn} ${controls.accent}`}
        onClick={() => void promptInstall()}
      >
        {INSTALL_HINT.action}
      </button>
    </div>
  );
}
