import { SESSION_STATUS, type SessionStatus } from '../../common/contract/error.contract';
import { ALERTS } from '../../common/i18n/alerts.ko';

/** What the client does when any request answers a session status (spec §8). */
export interface SessionOutcome {
  alert: string | null;
  /** Spec §8 "reset": wipe everything of the member, not only the stored user. */
  reset: boolean;
  /** 406 leaves the app for a blank page; every other outcome ends on /login. */
  leaveSite: boolean;
  /** Whether a logged-out visitor still sees the alert (there is no session to end). */
  alertWhenLoggedOut: boolean;
}

export const LOGIN_PATH = '/login';

export const SESSION_OUTCOMES: Record<SessionStatus, SessionOutcome> = {
  [SESSION_STATUS.replaced]: {
    alert: ALERTS.sessionReplaced,
    reset: true,
    leaveSite: false,
    alertWhenLoggedOut: false,
  },
  [SESSION_STATUS.forcedLogout]: {
    alert: ALERTS.loggedOut,
    reset: false,
    leaveSite: false,
    alertWhenLoggedOut: false,
  },
  [SESSION_STATUS.accountBlocked]: {
    alert: null,
    reset: true,
    leaveSite: true,
    alertWhenLoggedOut: false,
  },
  [SESSION_STATUS.ipBlocked]: {
    alert: ALERTS.ipBlocked,
    reset: true,
    leaveSite: false,
    alertWhenLoggedOut: true,
  },
  [SESSION_STATUS.unexpected]: {
    alert: ALERTS.unexpected,
    reset: true,
    leaveSite: false,
    alertWhenLoggedOut: true,
  },
};

/**
 * A burst of failing requests (the poll, a page's calls, a stream) must not stack the same
 * alert: one per status within this window.
 */
export const SESSION_ALERT_COOLDOWN_MS = 5_000;
