import type { User } from '../../common/contract/member.contract';

/** Spec §6: role 10 is admin; type 2 is manager; withdrawalType 0 means not withdrawn. */
export const ADMIN_ROLE = 10;
export const MANAGER_TYPE = 2;
export const MEMBER_TYPE = 1;
export const NOT_WITHDRAWN = 0;

export const ADMIN_HOME = '/admin';
export const MANAGER_HOME = '/manager';

export type StaffArea = typeof ADMIN_HOME | typeof MANAGER_HOME;

/** Spec §4 role redirect: which staff area a user belongs to, or null for members. */
export function staffAreaOf(user: User | null): StaffArea | null {
  if (!user) return null;
  if (user.type === MANAGER_TYPE) return MANAGER_HOME;
  if (
    user.type === MEMBER_TYPE &&
    user.role === ADMIN_ROLE &&
    user.withdrawalType === NOT_WITHDRAWN
  ) {
    return ADMIN_HOME;
  }
  return null;
}

export const isWithin = (pathname: string, area: string): boolean =>
  pathname === area || pathname.startsWith(`${area}/`);

/**
 * Spec §4: managers go to /manager and admins to /admin, and may stay anywhere inside their own
 * area; members stay on the normal site and are sent home from the staff areas; logged-out
 * visitors get no redirect (the staff layouts ask them to log in).
 */
export function roleRedirectFor(user: User | null, pathname: string): string | null {
  if (!user) return null;
  const area = staffAreaOf(user);
  if (area) return isWithin(pathname, area) ? null : area;
  return isWithin(pathname, ADMIN_HOME) || isWithin(pathname, MANAGER_HOME) ? '/' : null;
}
