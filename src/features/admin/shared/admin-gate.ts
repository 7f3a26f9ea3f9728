import { ADMIN_HOME, roleRedirectFor, staffAreaOf } from '../../../machines/role-redirect';
import { selectIsLoggedIn, type SessionState } from '../../../stores/session.store';

/**
 * The `_admin` layout's guard (spec §4, role 10 only; the server checks every call too): where a
 * logged-in visitor who is not an operator goes instead — the manager to /manager, a member home.
 * A logged-out visitor gets no redirect: the layout asks them to log in, as before.
 */
export function adminGateTarget(state: SessionState, pathname: string): string | null {
  if (!selectIsLoggedIn(state)) return null;
  if (staffAreaOf(state.user) === ADMIN_HOME) return null;
  return roleRedirectFor(state.user, pathname) ?? '/';
}
