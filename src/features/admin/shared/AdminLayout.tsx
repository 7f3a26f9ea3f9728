import { useId } from 'react';
import { useUser } from '../../../app/hooks';
import { ADMIN_HOME, staffAreaOf } from '../../../machines/role-redirect';
import { ADMIN } from '../../../i18n/admin.ko';
import { BackOfficeLayout } from '../../../ui/BackOfficeLayout';
import { LoginRequired } from '../../../ui/LoginRequired';
import { useLogout } from '../../../ui/session-actions';
import controls from '../../../ui/controls.module.css';
import { BOARD } from '../../../i18n/board.ko';
import { CUSTOMER } from '../../../i18n/customer.ko';
import { CONTENT_ADMIN } from '../../../i18n/content.ko';
import { ROLLING } from '../../../i18n/rolling.ko';
import { COUPON } from '../../../i18n/coupon.ko';
import { SPORTS_ADMIN } from '../../../i18n/sports-admin.ko';
import { AuditPanel } from '../audit/AuditPanel';
import { BlockedIpsPanel } from '../blocked-ips/BlockedIpsPanel';
import { BoardPanel } from '../board/BoardPanel';
import { CouponPanel } from '../coupon/CouponPanel';
import { ContentPanel } from '../content/ContentPanel';
import { CustomerPanel } from '../customer/CustomerPanel';
import { MembersPanel } from '../members/MembersPanel';
import { MinigamePanel } from '../minigame/MinigamePanel';
import { PopupsPanel } from '../popups/PopupsPanel';
import { RollingPanel } from '../rolling/RollingPanel';
import { SettingsPanel } from '../settings/SettingsPanel';
import { SportsPanel } from '../sports/SportsPanel';
import { WalletPanel } from '../wallet/WalletPanel';
import styles from './AdminArea.module.css';

export const ADMIN_TABS = [
  'settings',
  'popups',
  'members',
  'blockedIps',
  'audit',
  'minigame',
  'wallet',
  'customer',
  'board',
  'content',
  'rolling',
  'coupon',
  'sports',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

type Props = { tab: AdminTab; onTabChange: (tab: AdminTab) => void };

/** `/admin`: the operator's back office, role 10 only (the server checks too). */
export function AdminArea({ tab, onTabChange }: Props) {
  const user = useUser();
  const onLogout = useLogout();
  const baseId = useId();
  const allowed = staffAreaOf(user) === ADMIN_HOME;

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
          {t === 'customer'
            ? CUSTOMER.admin.tab
            : t === 'board'
              ? BOARD.adminTab
              : t === 'coupon'
                ? COUPON.admin.tab
                : t === 'rolling'
                  ? ROLLING.admin.tab
                  : t === 'content'
                    ? CONTENT_ADMIN.tab
                    : t === 'sports'
                      ? SPORTS_ADMIN.tab
                      : ADMIN.tabs[t]}
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
          {tab === 'minigame' ? <MinigamePanel /> : null}
          {tab === 'wallet' ? <WalletPanel /> : null}
          {tab === 'customer' ? <CustomerPanel /> : null}
          {tab === 'board' ? <BoardPanel /> : null}
          {tab === 'content' ? <ContentPanel /> : null}
          {tab === 'rolling' ? <RollingPanel /> : null}
          {tab === 'coupon' ? <CouponPanel /> : null}
          {tab === 'sports' ? <SportsPanel /> : null}
        </div>
      ) : user === null ? (
        <LoginRequired />
      ) : (
        <p className={`${controls.notice} ${controls.noticeError}`} role="alert">
          {ADMIN.forbidden}
        </p>
      )}
    </BackOfficeLayout>
  );
}
