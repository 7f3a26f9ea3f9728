import { useState, type FormEvent } from 'react';
import { fetchAdminSettings, patchAdminSettings } from '../../api/admin.api';
import type { AdminSettings } from '../../contract/admin.contract';
import { COMMON } from '../../i18n/common.ko';
import { ADMIN } from '../../i18n/admin.ko';
import { errorMessage } from '../../ui/api-error';
import { useAsync } from '../../ui/use-async';
import controls from '../../ui/controls.module.css';
import styles from './AdminArea.module.css';

const T = ADMIN.settings;

function SettingsForm({ initial }: { initial: AdminSettings }) {
  const [settings, setSettings] = useState(initial);
  const [minutes, setMinutes] = useState(String(initial.autoLogoutMin));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async (patch: Partial<AdminSettings>) => {
    setBusy(true);
    setNotice(null);
    try {
      const next = await patchAdminSettings(patch);
      setSettings(next);
      setMinutes(String(next.autoLogoutMin));
      setNotice({ ok: true, text: T.saved });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const onMinutes = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    if (!Number.isInteger(value) || value < 1 || value > 1440) {
      setNotice({ ok: false, text: T.autoLogoutInvalid });
      return;
    }
    void save({ autoLogoutMin: value });
  };

  return (
    <section
      className={controls.card}
      aria-labelledby="admin-settings-title"
      data-testid="admin-settings"
    >
      <header className={controls.cardHeader}>
        <h2 id="admin-settings-title" className={controls.cardTitle}>
          {T.title}
        </h2>
      </header>
      {notice ? (
        <p
          className={`${controls.notice} ${notice.ok ? '' : controls.noticeError}`}
          role={notice.ok ? 'status' : 'alert'}
          style={{ margin: 16 }}
        >
          {notice.text}
        </p>
      ) : null}

      <div className={styles.settingRow}>
        <div className={styles.settingText}>
          <label className={styles.settingTitle} htmlFor="admin-maintenance">
            {T.maintenance}
          </label>
          <span className={controls.hint} data-testid="maintenance-state">
            {settings.siteNoticeFlg ? T.maintenanceStateOn : T.maintenanceStateOff}
          </span>
        </div>
        <div className={styles.settingControls}>
          <input
            id="admin-maintenance"
            type="checkbox"
            className={styles.switch}
            checked={settings.siteNoticeFlg}
            disabled={busy}
            onChange={(e) => void save({ siteNoticeFlg: e.target.checked })}
          />
          <button
            type="button"
            className={`${controls.btn} ${settings.siteNoticeFlg ? '' : controls.danger}`}
            disabled={busy}
            onClick={() => void save({ siteNoticeFlg: !settings.siteNoticeFlg })}
          >
            {settings.siteNoticeFlg ? T.maintenanceOff : T.maintenanceOn}
          </button>
        </div>
      </div>

      <div className={styles.settingRow}>
        <div className={styles.settingText}>
          <label className={styles.settingTitle} htmlFor="admin-signup-closed">
            {T.signUpClosed}
          </label>
          <span className={controls.hint} data-testid="signup-state">
            {settings.joinStartEndFlg ? T.signUpStateClosed : T.signUpStateOpen}
          </span>
        </div>
        <div className={styles.settingControls}>
          <input
            id="admin-signup-closed"
            type="checkbox"
            className={styles.switch}
            checked={settings.joinStartEndFlg}
            disabled={busy}
            onChange={(e) => void save({ joinStartEndFlg: e.target.checked })}
          />
          <button
            type="button"
            className={controls.btn}
            disabled={busy}
            onClick={() => void save({ joinStartEndFlg: !settings.joinStartEndFlg })}
          >
            {settings.joinStartEndFlg ? T.signUpOpen : T.signUpClose}
          </button>
        </div>
      </div>

      <form className={styles.settingRow} onSubmit={onMinutes}>
        <div className={styles.settingText}>
          <label className={styles.settingTitle} htmlFor="admin-auto-logout">
            {T.autoLogout}
          </label>
          <span className={controls.hint}>{T.autoLogoutHint}</span>
        </div>
        <div className={styles.settingControls}>
          <input
            id="admin-auto-logout"
            className={`${controls.input} ${styles.input}`}
            style={{ width: 120 }}
            type="number"
            min={1}
            max={1440}
            inputMode="numeric"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
          <button type="submit" className={`${controls.btn} ${controls.primary}`} disabled={busy}>
            {T.saveAutoLogout}
          </button>
        </div>
      </form>
    </section>
  );
}

export function SettingsPanel() {
  const { data, error, loading, reload } = useAsync(fetchAdminSettings, []);
  if (error && !data) {
    return (
      <p className={`${controls.notice} ${controls.noticeError}`} role="alert">
        {errorMessage(error)}{' '}
        <button type="button" className={`${controls.btn} ${controls.sm}`} onClick={reload}>
          {COMMON.retry}
        </button>
      </p>
    );
  }
  if (loading || !data) return <p className={controls.hint}>{COMMON.loading}</p>;
  return <SettingsForm initial={data} />;
}
