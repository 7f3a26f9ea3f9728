export const MAINTENANCE_PATH = '/maintenance';
export const HOME_PATH = '/';

export interface MaintenanceDecision {
  redirectTo: string | null;
  /** Whether the logged-in member is logged out on the way (spec §4). */
  logout: boolean;
}

export const STAY: MaintenanceDecision = { redirectTo: null, logout: false };

/**
 * Spec §4, checked on every navigation and on each live change of the flag:
 * - flag on, not on /maintenance → /maintenance (a logged-in member is logged out first);
 * - flag off, on /maintenance → / (a logged-in member is logged out first);
 * - flag on, on /maintenance → stay.
 * Staff (admin, manager) are exempt: they must reach their areas to run the site and switch
 * maintenance off. They sign in through the login dialog of the maintenance page.
 */
export function decideMaintenance(input: {
  siteNoticeFlg: boolean;
  pathname: string;
  loggedIn: boolean;
  staff: boolean;
}): MaintenanceDecision {
  if (input.staff) return STAY;
  const onMaintenancePage = input.pathname === MAINTENANCE_PATH;
  if (input.siteNoticeFlg && !onMaintenancePage)
    return { redirectTo: MAINTENANCE_PATH, logout: input.loggedIn };
  if (!input.siteNoticeFlg && onMaintenancePage)
    return { redirectTo: HOME_PATH, logout: input.loggedIn };
  return STAY;
}
