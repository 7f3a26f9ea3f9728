import { ADMIN } from '../../../i18n/admin.ko';
import { BOARD } from '../../../i18n/board.ko';
import { CASINO_ADMIN } from '../../../i18n/casino-admin.ko';
import { CONTENT_ADMIN } from '../../../i18n/content.ko';
import { COUPON } from '../../../i18n/coupon.ko';
import { CUSTOMER } from '../../../i18n/customer.ko';
import { RESPONSIBLE_ADMIN } from '../../../i18n/responsible.ko';
import { ROLLING } from '../../../i18n/rolling.ko';
import { SPORTS_ADMIN } from '../../../i18n/sports-admin.ko';
import { TOURNAMENT_ADMIN } from '../../../i18n/tournament-admin.ko';

/**
 * The back-office tabs, in their order on screen. `tab` is the old `/admin?tab=` value (kept so
 * old links and bookmarks still land on the right section); `path` is the section's own URL.
 */
export const ADMIN_SECTIONS = [
  { tab: 'settings', path: '/admin/settings', label: ADMIN.tabs.settings },
  { tab: 'popups', path: '/admin/popups', label: ADMIN.tabs.popups },
  { tab: 'members', path: '/admin/members', label: ADMIN.tabs.members },
  { tab: 'blockedIps', path: '/admin/blocked-ips', label: ADMIN.tabs.blockedIps },
  { tab: 'audit', path: '/admin/audit', label: ADMIN.tabs.audit },
  { tab: 'minigame', path: '/admin/minigame', label: ADMIN.tabs.minigame },
  { tab: 'wallet', path: '/admin/wallet', label: ADMIN.tabs.wallet },
  { tab: 'customer', path: '/admin/customer', label: CUSTOMER.admin.tab },
  { tab: 'board', path: '/admin/board', label: BOARD.adminTab },
  { tab: 'content', path: '/admin/content', label: CONTENT_ADMIN.tab },
  { tab: 'rolling', path: '/admin/rolling', label: ROLLING.admin.tab },
  { tab: 'coupon', path: '/admin/coupon', label: COUPON.admin.tab },
  { tab: 'sports', path: '/admin/sports', label: SPORTS_ADMIN.tab },
  { tab: 'casino', path: '/admin/casino', label: CASINO_ADMIN.tab },
  { tab: 'responsible', path: '/admin/responsible', label: RESPONSIBLE_ADMIN.tab },
  { tab: 'tournament', path: '/admin/tournament', label: TOURNAMENT_ADMIN.tab },
] as const;

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
