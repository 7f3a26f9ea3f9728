import { waitFor } from 'xstate';
import { fetchUnreadCount } from '../api/shell.api';
import { roleRedirectFor, staffAreaOf } from '../machines/role-redirect';
import { selectIsLoggedIn, sessionStore } from '../stores/session.store';
import { unreadStore } from '../stores/unread.store';
import { unreadCountFetched } from '../streams/shell/shell-inputs';
import { getActors } from './actors';
import { unreadRedirectWithAlert } from './unread-gate';

/**
 * Called by the root route's `beforeLoad` on every navigation (spec §4). Order matters:
 * 1. maintenance (asks the server; may log the member out), 2. the session clock,
 * 3. role redirect, 4. the forced inbox (asks the server; members only).
 * Returns the path to redirect to, or null to let the navigation through.
 */
export async function gateNavigation(pathname: string): Promise<string | null> {
  const { maintenance, session } = getActors();

  maintenance.send({ type: 'CHECK', pathname });
  const checked = await waitFor(maintenance, (snapshot) => snapshot.matches('decided'));
  if (checked.context.decision.redirectTo) return checked.context.decision.redirectTo;

  const state = sessionStore.getState();
  if (!selectIsLoggedIn(state)) return null;
  session.send({ type: 'NAVIGATED' });

  const roleTarget = roleRedirectFor(state.user, pathname);
  if (roleTarget || staffAreaOf(state.user)) return roleTarget;

  const count = await fetchUnreadCount().catch(() => unreadStore.getState().count);
  unreadCountFetched(count);
  return unreadRedirectWithAlert(count, pathname);
}
