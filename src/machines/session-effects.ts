import type { SessionStatus } from '../../common/contract/error.contract';
import type { User } from '../../common/contract/member.contract';
import { effects } from './effects';
import { staffAreaOf } from './role-redirect';
import { LOGIN_PATH, SESSION_OUTCOMES } from './session-outcomes';

/**
 * What the session machine shows and where it goes on its main transitions: alerts and
 * navigation through the shell's effects. Its writes to the stores are provided by
 * src/app/session-io.ts.
 */

/** Spec §4: staff go to their area after login; a member leaves /login for the home page. */
export function navigateAfterLogin(user: User): void {
  const area = staffAreaOf(user);
  if (area) effects.navigate(area);
  else if (effects.currentPath() === LOGIN_PATH) effects.navigate('/');
}

/** Spec §8: the outcome's alert, then a blank page (406) or /login. */
export function leaveForStatus(status: SessionStatus): void {
  const outcome = SESSION_OUTCOMES[status];
  if (outcome.alert) effects.notify(outcome.alert);
  if (outcome.leaveSite) effects.leaveSite();
  else effects.navigate(LOGIN_PATH);
}

export function alertForStatus(status: SessionStatus): void {
  const { alert } = SESSION_OUTCOMES[status];
  if (alert) effects.notify(alert);
}
