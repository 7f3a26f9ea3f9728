import { useId } from 'react';
import { useUser } from '../../app/hooks';
import { ADMIN } from '../../i18n/admin.ko';
import { BackOfficeLayout } from '../../ui/BackOfficeLayout';
import { useLogout } from '../../ui/session-actions';
import controls from '../../ui/controls.module.css';
import { AuditPanel } from './AuditPanel';
import { BlockedIpsPanel } from './BlockedIpsPanel';
import { MembersPanel } from './MembersPanel';
import { PopupsPanel } from './PopupsPanel';
import { SettingsPanel } from './SettingsPanel';
import styles from './AdminArea.module.css';

export const ADMIN_TABS = ['settings', 'popups', 'members', 'blockedIps', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_ROLE = 10; // spec §3

type Props = { tab: AdminTab; onTabChange: (tab: AdminTab) => void };

/** `/admin`: the operator's back office, role 10 only (the server checks too). */
export function AdminArea({ tab, onTabChange }: Props) {
  const user = useUser();
  const onLogout = useLogout();
  const baseId = useId();
  const allowed = user !== null && user.role === ADMIN_ROLE;

  const nav = allowed ? (
    <div role="tablist" aria-label={ADMIN.areaTitle} className={styles.tabs}>
      {ADMIN_TABS.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          id={`${baseId}-tab-${t}`}
          aria-selected={tab === t}
          aria-controls={`${baseId}-panel`}
          className={styles.tab}
          data-testid={`admin-tab-${t}`}
          onClick={() => onTabChange(t)}
        >
          {ADMIN.tabs[t]}
        </button>
      ))}
    </div>
  ) : null;

  return (
    <BackOfficeLayout
      title={ADMIN.areaTitle}
      userLabel={user ? `${user.nickname} (${user.userId})` : undefined}
      logoutLabel={ADMIN.logout}
      onLogout={() => void onLogout()}
      nav={nav}
    >
      {allowed ? (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
          {tab === 'settings' ? <SettingsPanel /> : null}
          {tab === 'popups' ? <PopupsPanel /> : null}
          {tab === 'members' ? <MembersPanel /> : null}
          {tab === 'blockedIps' ? <BlockedIpsPanel /> : null}
          {tab === 'audit' ? <AuditPanel /> : null}
        </div>
      ) : (
        <p className={`${controls.notice} ${controls.noticeError}`} role="alert">
          {ADMIN.forbidden}
        </p>
      )}
    </BackOfficeLayout>
  );
}
