import { fetchStaffMe } from '../../../api/staff.api';
import { sessionStore } from '../../../stores/session.store';
import { useAsync } from '../../../ui/use-async';
import { homeSectionOf } from './admin-sections';

/**
 * The operator's role and permissions, for the admin menu. Asked again on every
 * section switch (`key`), so a role the super admin just changed shows without a reload; the
 * server checks every call anyway.
 */
export function useStaffMe(userId: number | undefined, key: string | undefined) {
  return useAsync(
    () => (userId === undefined ? Promise.resolve(undefined) : fetchStaffMe()),
    [userId, key],
  );
}

/** Where `/admin` (or an old `/admin?tab=` link) opens for the logged-in operator. */
export async function homeSectionPath(tab: string | undefined): Promise<string> {
  // Logged out, the layout asks for a login; a failed call leaves the menu to say so.
  const me = sessionStore.getState().token
    ? await fetchStaffMe().catch(() => undefined)
    : undefined;
  return homeSectionOf(tab, me?.permissions ?? []).path;
}
