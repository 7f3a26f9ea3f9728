import type { StaffPermission } from '../../../../common/contract/staff.contract';
import { ADMIN } from '../../../../common/i18n/admin.ko';
import { ATTENDANCE_ADMIN } from '../../../../common/i18n/attendance-admin.ko';
import { BOARD } from '../../../../common/i18n/board.ko';
import { CASINO_ADMIN } from '../../../../common/i18n/casino-admin.ko';
import { CONTENT_ADMIN } from '../../../../common/i18n/content.ko';
import { COUPON } from '../../../../common/i18n/coupon.ko';
import { CUSTOMER } from '../../../../common/i18n/customer.ko';
import { REPORT_TEXT } from '../../../../common/i18n/reports.ko';
import { RESPONSIBLE_ADMIN } from '../../../../common/i18n/responsible.ko';
import { ROLLING } from '../../../../common/i18n/rolling.ko';
import { SPORTS_ADMIN } from '../../../../common/i18n/sports-admin.ko';
import { STAFF } from '../../../../common/i18n/staff.ko';
import { TOURNAMENT_ADMIN } from '../../../../common/i18n/tournament-admin.ko';

/**
 * The back-office tabs, in their order on screen. `tab` is the old `/admin?tab=` value (kept so
 * old links and bookmarks still land on the right section); `path` is the section's own URL;
 * `permission` is the staff permission that opens it (the server checks every call of
 * the section with server/admin/staff/admin-permissions.ts, this only hides what would refuse).
 */
export const ADMIN_SECTIONS = [
  { tab: 'reports', path: '/admin/reports', label: REPORT_TEXT.title, permission: 'reports.read' },
  {
    tab: 'settings',
    path: '/admin/settings',
    label: ADMIN.tabs.settings,
    permission: 'settings.manage',
  },
  { tab: 'popups', path: '/admin/popups', label: ADMIN.tabs.popups, permission: 'content.manage' },
  { tab: 'members', path: '/admin/members', label: ADMIN.tabs.members, permission: 'members.read' },
  {
    tab: 'blockedIps',
    path: '/admin/blocked-ips',
    label: ADMIN.tabs.blockedIps,
    permission: 'security.manage',
  },
  { tab: 'audit', path: '/admin/audit', label: ADMIN.tabs.audit, permission: 'audit.read' },
  {
    tab: 'minigame',
    path: '/admin/minigame',
    label: ADMIN.tabs.minigame,
    permission: 'minigame.manage',
  },
  { tab: 'wallet', path: '/admin/wallet', label: ADMIN.tabs.wallet, permission: 'money.requests' },
  { tab: 'customer', path: '/admin/customer', label: CUSTOMER.admin.tab, permission: 'support' },
  { tab: 'board', path: '/admin/board', label: BOARD.adminTab, permission: 'content.manage' },
  {
    tab: 'content',
    path: '/admin/content',
    label: CONTENT_ADMIN.tab,
    permission: 'content.manage',
  },
  {
    tab: 'rolling',
    path: '/admin/rolling',
    label: ROLLING.admin.tab,
    permission: 'rolling.manage',
  },
  { tab: 'coupon', path: '/admin/coupon', label: COUPON.admin.tab, permission: 'money.promotions' },
  {
    tab: 'attendance',
    path: '/admin/attendance',
    label: ATTENDANCE_ADMIN.tab,
    permission: 'money.promotions',
  },
  { tab: 'sports', path: '/admin/sports', label: SPORTS_ADMIN.tab, permission: 'sports.manage' },
  { tab: 'casino', path: '/admin/casino', label: CASINO_ADMIN.tab, permission: 'casino.manage' },
  {
    tab: 'responsible',
    path: '/admin/responsible',
    label: RESPONSIBLE_ADMIN.tab,
    permission: 'responsible.manage',
  },
  {
    tab: 'tournament',
    path: '/admin/tournament',
    label: TOURNAMENT_ADMIN.tab,
    permission: 'tournaments.manage',
  },
  { tab: 'staff', path: '/admin/staff', label: STAFF.tab, permission: 'staff.manage' },
] as const satisfies readonly {
  tab: string;
  path: string;
  label: string;
  permission: StaffPermission;
}[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminTab = AdminSection['tab'];
export type AdminSectionPath = AdminSection['path'];

/** The first tab is where `/admin` itself opens, as the old `?tab=` default did. */
export const DEFAULT_ADMIN_SECTION: AdminSection = ADMIN_SECTIONS[0];

/** The section of an old `?tab=` value; an unknown or missing tab opens the default section. */
export function sectionOfTab(tab: string | undefined): AdminSection {
  return ADMIN_SECTIONS.find((section) => section.tab === tab) ?? DEFAULT_ADMIN_SECTION;
}

/** The section whose URL `pathname` is in, if any (the tab row marks it selected). */
export function sectionAt(pathname: string): AdminSection | undefined {
  return ADMIN_SECTIONS.find(
    (section) => pathname === section.path || pathname.startsWith(`${section.path}/`),
  );
}

/** Whether an operator holding these permissions may open the section. */
export function mayOpen(section: AdminSection, permissions: readonly StaffPermission[]): boolean {
  return permissions.includes(section.permission);
}

/**
 * Where `/admin` opens for an operator holding these permissions: the section the old `?tab=`
 * names if they may open it, else their first section (a finance operator has no settings tab).
 * With no section at all, the default one, which then shows the forbidden notice.
 */
export function homeSectionOf(
  tab: string | undefined,
  permissions: readonly StaffPermission[],
): AdminSection {
  const asked = sectionOfTab(tab);
  if (mayOpen(asked, permissions)) return asked;
  return ADMIN_SECTIONS.find((section) => mayOpen(section, permissions)) ?? asked;
}
