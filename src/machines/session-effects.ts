import type { SessionStatus } from '../contract/error.contract';
import { sessionStore } from '../stores/session.store';
import { writeDialogClosed } from '../streams/shell/dialog-writes';
import { clearMemberData, resetMemberState } from '../streams/member/member-reset';
import { clearSession } from '../streams/member/session-writes';
import { effects } from './effects';
import { staffAreaOf } from './role-redirect';
import { LOGIN_PATH, SESSION_OUTCOMES } from './session-outcomes';

/** What the session machine does to the outside world on its main transitions. */

/** Spec §4: staff go to their area after login; a member leaves /login for the home page. */
export function navigateAfterLogin(): void {
  writeDialogClosed('login');
  const area = staffAreaOf(sessionStore.getState().user);
  if (area) effects.navigate(area);
  else if (effects.currentPath() === LOGIN_PATH) effects.navigate('/');
}

/**
 * Spec §4 logout: clear the stored user and the member's live data (issue 5: the next member on
 * this browser sees nothing of this one), close the user-info dialog, go to the destination.
 */
export function completeLogout(destination: string | null): void {
  clearSession();
  clearMemberData();
  writeDialogClosed('userInfo');
  if (destination !== null) effects.navigate(destination);
}

/** Spec §8: the server already ended the session, so no logout call is made. */
export function endSessionForStatus(status: SessionStatus): void {
  const outcome = SESSION_OUTCOMES[status];
  clearSession();
  clearMemberData();
  writeDialogClosed('userInfo');
  if (outcome.reset) resetMemberState();
  if (outcome.alert) effects.notify(outcome.alert);
  if (outcome.leaveSite) effects.leaveSite();
  else effects.navigate(LOGIN_PATH);
}

export function alertForStatus(status: SessionStatus): void {
  const { alert } = SESSION_OUTCOMES[status];
  if (alert) effects.notify(alert);
}
