import { useState, type FormEvent } from 'react';
import { fetchAdminSettings, patchAdminSettings } from '../../../api/admin.api';
import type { AdminSettings } from '../../../../common/contract/admin.contract';
import { COMMON } from '../../../../common/i18n/common.ko';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { errorMessage } from '../../../api/errors';
import { Card } from '../../../ui/Card';
import { Notice } from '../../../ui/Notice';
import { useAsync } from '../../../ui/use-async';
import controls from '../../../ui/controls.module.css';
import styles from '../shared/AdminArea.module.css';

const T = ADMIN.settings;

/** A setting's title (the label of its control) and its hint or current state. */
function SettingText(props: { id: string; title: string; hint: string; hintTestId?: string }) {
  return (
    <div className={styles.settingText}>
      <label className={styles.settingTitle} htmlFor={props.id}>
        {props.title}
      </label>
      <span className={controls.hint} data-testid={props.hintTestId}>
        {props.hint}
      </span>
    </div>
  );
}

type SwitchRowProps = {
  id: string;
  title: string;
  stateTestId: string;
  stateText: string;
  checked: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
  /** Extra class of the button (e.g. danger while turning on does harm). */
  buttonClassName?: string;
  buttonText: string;
};

/** An on/off setting: a switch and a button that flips it. */
function SwitchRow({ checked, busy, onChange, ...props }: SwitchRowProps) {
  return (
    <div className={styles.settingRow}>
      <SettingText
        id={props.id}
        title={props.title}
        hint={props.stateText}
        hintTestId={props.stateTestId}
      />
      <div className={styles.settingControls}>
        <input
          id={props.id}
          type="checkbox"
          className={styles.switch}
          checked={checked}
          disabled={busy}
          onChange={(e) => onChange(e.target.checked)}
        />
        <button
          type="button"
          className={
            props.buttonClassName === undefined
              ? controls.btn
              : `${controls.btn} ${props.buttonClassName}`
          }
          disabled={busy}
          onClick={() => onChange(!checked)}
        >
          {props.buttonText}
        </button>
      </div>
    </div>
  );
}

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
    <Card id="admin-settings-title" title={T.title} data-testid="admin-settings">
      {notice ? (
        <Notice error={!notice.ok} style={{ margin: 16 }}>
          {notice.text}
        </Notice>
      ) : null}

      <SwitchRow
        id="admin-maintenance"
        title={T.maintenance}
        stateTestId="maintenance-state"
        stateText={settings.siteNoticeFlg ? T.maintenanceStateOn : T.maintenanceStateOff}
        checked={settings.siteNoticeFlg}
        busy={busy}
        onChange={(on) => void save({ siteNoticeFlg: on })}
        buttonClassName={settings.siteNoticeFlg ? '' : controls.danger}
        buttonText={settings.siteNoticeFlg ? T.maintenanceOff : T.maintenanceOn}
      />

      <SwitchRow
        id="admin-signup-closed"
        title={T.signUpClosed}
        stateTestId="signup-state"
        stateText={settings.joinStartEndFlg ? T.signUpStateClosed : T.signUpStateOpen}
        checked={settings.joinStartEndFlg}
        busy={busy}
        onChange={(on) => void save({ joinStartEndFlg: on })}
        buttonText={settings.joinStartEndFlg ? T.signUpOpen : T.signUpClose}
      />

      <form className={styles.settingRow} onSubmit={onMinutes}>
        <SettingText id="admin-auto-logout" title={T.autoLogout} hint={T.autoLogoutHint} />
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
    </Card>
  );
}

export function SettingsPanel() {
  const { data, error, loading, reload } = useAsync(fetchAdminSettings, []);
  if (error && !data) {
    return (
      <Notice error>
        {errorMessage(error)}{' '}
        <button type="button" className={`${controls.btn} ${controls.sm}`} onClick={reload}>
          {COMMON.retry}
        </button>
      </Notice>
    );
  }
  if (loading || !data) return <p className={controls.hint}>{COMMON.loading}</p>;
  return <SettingsForm initial={data} />;
}
