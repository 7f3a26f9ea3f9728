import { ALERTS } from '../../common/i18n/alerts.ko';
import { effects } from '../machines/effects';
import { staffAreaOf } from '../machines/role-redirect';
import { unreadRedirectFor } from '../machines/unread-redirect';
import { selectIsLoggedIn, sessionStore } from '../stores/session.store';

/**
 * Spec §4/§8 forced inbox: where a member with `count` unread messages must go from `pathname`,
 * alerting on the way. Staff have their own areas and are never sent to the member inbox.
 */
export function unreadRedirectWithAlert(count: number, pathname: string): string | null {
  const state = sessionStore.getState();
  if (staffAreaOf(state.user)) return null;
  const target = unreadRedirectFor({
    loggedIn: selectIsLoggedIn(state),
    count,
    pathname,
    nowMs: Date.now(),
  });
  if (target) effects.notify(ALERTS.messageArrived);
  return target;
}

/** The general stream pushed a new count: act on the page the member is on now. */
export function applyLiveUnread(count: number): void {
  const target = unreadRedirectWithAlert(count, effects.currentPath());
  if (target) effects.navigate(target);
}
