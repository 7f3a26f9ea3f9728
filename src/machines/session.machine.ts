import { assertEvent, assign, sendTo, setup } from 'xstate';
import type { LoginResult } from '../api/session.api';
import type { SessionStatus } from '../contract/error.contract';
import type { User } from '../contract/member.contract';
import { ALERTS } from '../i18n/alerts.ko';
import { selectIsLoggedIn, sessionStore } from '../stores/session.store';
import { readSessionExpiry, writeSessionExpiry } from '../stores/session-expiry';
import { settingsStore } from '../stores/settings.store';
import { saveSession, writeUser } from '../streams/member/session-writes';
import { writeSettings } from '../streams/shell/shell-writes';
import {
  autoLogoutMinActor,
  createUserPollActor,
  loginActor,
  logoutActor,
  type LoginInput,
} from './session.actors';
import {
  alertForStatus,
  completeLogout,
  endSessionForStatus,
  navigateAfterLogin,
} from './session-effects';
import { LOGIN_PATH, SESSION_ALERT_COOLDOWN_MS, SESSION_OUTCOMES } from './session-outcomes';

/** Spec §4/§9: entering casino or slot extends the session to 120 minutes. */
export const CASINO_SESSION_EXTENSION_MIN = 120;
/** The last minute before expiry is the `expiring` phase, which the UI may surface. */
export const SESSION_EXPIRY_WARNING_MS = 60_000;
const MINUTE_MS = 60_000;

export interface SessionContext {
  expiresAtMs: number | null;
  /** Where a finished logout lands; null when the caller navigates itself (maintenance gate). */
  logoutDestination: string | null;
  loginError: string | null;
  lastAlertAtMs: Partial<Record<SessionStatus, number>>;
}

export type SessionEvent =
  | ({ type: 'LOGIN' } & LoginInput)
  | { type: 'LOGOUT'; destination?: string | null }
  | { type: 'NAVIGATED' }
  | { type: 'EXTEND_FOR_CASINO' }
  | { type: 'REFRESH_USER' }
  | { type: 'USER_REFRESHED'; user: User }
  /** The poll got 401: the server no longer knows the token, so end quietly (no alert). */
  | { type: 'SESSION_LOST' }
  | { type: 'SESSION_STATUS'; status: SessionStatus };

const untilMs = (expiresAtMs: number | null, marginMs = 0) =>
  Math.max(0, (expiresAtMs ?? Date.now()) - marginMs - Date.now());

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    login: loginActor,
    logout: logoutActor,
    loadAutoLogoutMin: autoLogoutMinActor,
    userPoll: createUserPollActor(),
  },
  guards: {
    hasStoredSession: () => selectIsLoggedIn(sessionStore.getState()),
    storedSessionExpired: () => {
      const expiresAtMs = readSessionExpiry();
      return (
        selectIsLoggedIn(sessionStore.getState()) &&
        expiresAtMs !== null &&
        expiresAtMs <= Date.now()
      );
    },
    loginSucceeded: (_, result: LoginResult) => result.ok,
    isLoggedIn: () => selectIsLoggedIn(sessionStore.getState()),
    shouldAlertLoggedOut: ({ context, event }) => {
      assertEvent(event, 'SESSION_STATUS');
      const last = context.lastAlertAtMs[event.status];
      return (
        SESSION_OUTCOMES[event.status].alertWhenLoggedOut &&
        (last === undefined || Date.now() - last >= SESSION_ALERT_COOLDOWN_MS)
      );
    },
    /** Another tab of the same browser pushed the stored expiry later. */
    extendedElsewhere: ({ context }) => (readSessionExpiry() ?? 0) > (context.expiresAtMs ?? 0),
  },
  actions: {
    restoreExpiry: assign({
      expiresAtMs: () => readSessionExpiry() ?? stampIn(settingsStore.getState().autoLogoutMin),
    }),
    adoptStoredExpiry: assign({ expiresAtMs: () => readSessionExpiry() }),
    stampExpiry: assign({ expiresAtMs: () => stampIn(settingsStore.getState().autoLogoutMin) }),
    stampCasinoExpiry: assign({ expiresAtMs: () => stampIn(CASINO_SESSION_EXTENSION_MIN) }),
    clearLoginError: assign({ loginError: null }),
    saveLogin: (_, result: LoginResult) => {
      if (result.ok) saveSession(result.user, result.token);
    },
    rememberLoginError: assign({
      loginError: (_, result: LoginResult) => (result.ok ? null : result.message),
    }),
    rememberUnexpectedLoginError: assign({ loginError: ALERTS.unexpected }),
    navigateAfterLogin: () => navigateAfterLogin(),
    writeUser: ({ event }) => {
      assertEvent(event, 'USER_REFRESHED');
      writeUser(event.user);
    },
    refreshUserNow: sendTo('userPoll', { type: 'REFRESH' }),
    writeAutoLogoutMin: (_, minutes: number | null) => {
      if (minutes !== null) writeSettings({ autoLogoutMin: minutes, autoLogoutLoaded: true });
    },
    logoutToLoginPage: assign({ logoutDestination: LOGIN_PATH }),
    rememberLogoutDestination: assign({
      logoutDestination: ({ event }) => {
        assertEvent(event, 'LOGOUT');
        return event.destination === undefined ? LOGIN_PATH : event.destination;
      },
    }),
    finishLogout: ({ context }) => completeLogout(context.logoutDestination),
    applySessionOutcome: ({ event }) => {
      assertEvent(event, 'SESSION_STATUS');
      endSessionForStatus(event.status);
    },
    alertOutcome: ({ event }) => {
      assertEvent(event, 'SESSION_STATUS');
      alertForStatus(event.status);
    },
    rememberAlert: assign({
      lastAlertAtMs: ({ context, event }) => {
        assertEvent(event, 'SESSION_STATUS');
        return { ...context.lastAlertAtMs, [event.status]: Date.now() };
      },
    }),
    persistExpiry: ({ context }) => {
      if (context.expiresAtMs !== null) writeSessionExpiry(context.expiresAtMs);
    },
  },
  delays: {
    untilExpiring: ({ context }) => untilMs(context.expiresAtMs, SESSION_EXPIRY_WARNING_MS),
    untilExpired: ({ context }) => untilMs(context.expiresAtMs),
  },
}).createMachine({
  id: 'session',
  context: {
    expiresAtMs: null,
    logoutDestination: LOGIN_PATH,
    loginError: null,
    lastAlertAtMs: {},
  },
  initial: 'restoring',
  on: {
    SESSION_STATUS: [
      {
        guard: 'isLoggedIn',
        target: '.loggedOut',
        actions: ['applySessionOutcome', 'rememberAlert'],
      },
      { guard: 'shouldAlertLoggedOut', actions: ['alertOutcome', 'rememberAlert'] },
    ],
  },
  states: {
    /** A reload keeps the login (spec §4): the stored session and expiry are picked up. */
    restoring: {
      always: [
        // Expired while the page was closed: end it on the server too, then land on /login.
        { guard: 'storedSessionExpired', target: 'loggingOut', actions: 'logoutToLoginPage' },
        {
          guard: 'hasStoredSession',
          target: 'loggedIn',
          actions: ['restoreExpiry', 'persistExpiry'],
        },
        { target: 'loggedOut' },
      ],
    },
    loggedOut: {
      on: { LOGIN: 'loggingIn' },
    },
    loggingIn: {
      entry: 'clearLoginError',
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN');
          return { userId: event.userId, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'loginSucceeded', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: [
              { type: 'saveLogin', params: ({ event }) => event.output },
              'stampExpiry',
              'persistExpiry',
              'navigateAfterLogin',
            ],
          },
          {
            target: 'loggedOut',
            actions: { type: 'rememberLoginError', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'loggedOut', actions: 'rememberUnexpectedLoginError' },
      },
    },
    loggedIn: {
      invoke: [
        { id: 'userPoll', src: 'userPoll' },
        {
          src: 'loadAutoLogoutMin',
          onDone: {
            target: '.active',
            actions: [
              { type: 'writeAutoLogoutMin', params: ({ event }) => event.output },
              'stampExpiry',
              'persistExpiry',
            ],
          },
          // The default minutes stand until the next login asks again.
          onError: {},
        },
      ],
      initial: 'active',
      states: {
        active: {
          after: { untilExpiring: 'expiring' },
        },
        expiring: {
          after: {
            untilExpired: [
              { guard: 'extendedElsewhere', target: 'active', actions: 'adoptStoredExpiry' },
              { target: '#session.loggingOut', actions: 'logoutToLoginPage' },
            ],
          },
        },
      },
      on: {
        // Spec §4: every navigation restarts the auto-logout clock.
        NAVIGATED: { target: '.active', actions: ['stampExpiry', 'persistExpiry'] },
        EXTEND_FOR_CASINO: {
          target: '.active',
          actions: ['stampCasinoExpiry', 'persistExpiry'],
        },
        USER_REFRESHED: { actions: 'writeUser' },
        REFRESH_USER: { actions: 'refreshUserNow' },
        LOGOUT: { target: 'loggingOut', actions: 'rememberLogoutDestination' },
        SESSION_LOST: { target: 'loggedOut', actions: ['logoutToLoginPage', 'finishLogout'] },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        onDone: { target: 'loggedOut', actions: 'finishLogout' },
        onError: { target: 'loggedOut', actions: 'finishLogout' },
      },
    },
  },
});

function stampIn(minutes: number): number {
  return Date.now() + minutes * MINUTE_MS;
}
