import { assertEvent, assign, enqueueActions, sendTo, setup } from 'xstate';
import type { SessionStatus } from '../../common/contract/error.contract';
import type { User } from '../../common/contract/member.contract';
import type { DialogName } from '../../common/domain/dialog-names';
import { ALERTS } from '../../common/i18n/alerts.ko';
import { sessionActors, type LoginInput, type LoginResult } from './session.actors';
import {
  casinoExpiry,
  extendedElsewhere,
  msUntilExpiry,
  restoredExpiry,
  SESSION_EXPIRY_WARNING_MS,
  stampedExpiry,
  navigatedExpiry,
  storedExpiryPassed,
  withinSessionLimit,
  type ExpiryFacts,
} from './session-deadline';
import { effects } from './effects';
import { alertForStatus, leaveForStatus, navigateAfterLogin } from './session-effects';
import { LOGIN_PATH, SESSION_ALERT_COOLDOWN_MS, SESSION_OUTCOMES } from './session-outcomes';

export { CASINO_SESSION_EXTENSION_MIN, SESSION_EXPIRY_WARNING_MS } from './session-deadline';
export type { LoginInput, LoginResult } from './session.actors';

/** What the machine decides on, read from the stores when it decides (src/app provides it). */
export interface SessionFacts extends ExpiryFacts {
  /** A user and token are stored (this tab logged in, or a reload kept the login). */
  loggedIn: boolean;
}

export interface SessionInput {
  readFacts: () => SessionFacts;
}

export interface SessionContext {
  expiresAtMs: number | null;
  /** The member's session time limit: when it ends the session; null without one. */
  sessionEndsAtMs: number | null;
  /** Where a finished logout lands; null when the caller navigates itself (maintenance gate). */
  logoutDestination: string | null;
  loginError: string | null;
  lastAlertAtMs: Partial<Record<SessionStatus, number>>;
  readFacts: () => SessionFacts;
}

export type SessionEvent =
  | ({ type: 'LOGIN' } & LoginInput)
  | { type: 'LOGOUT'; destination?: string | null }
  | { type: 'NAVIGATED' }
  | { type: 'EXTEND_FOR_CASINO' }
  | { type: 'SESSION_LIMIT'; endsAtMs: number | null }
  | { type: 'REFRESH_USER' }
  | { type: 'USER_REFRESHED'; user: User }
  /** The poll got 401: the server no longer knows the token, so end quietly (no alert). */
  | { type: 'SESSION_LOST' }
  | { type: 'SESSION_STATUS'; status: SessionStatus };

/** Spec §4 logout: clear the member, close the user-info dialog, go to the destination. */
const FINISH_LOGOUT = [
  'clearMemberSession',
  { type: 'closeDialog', params: 'userInfo' },
  'goToLogoutDestination',
] as const;

/**
 * The member's session (spec §4 login, logout, auto-logout; §8 session statuses). Its calls and
 * its writes to the stores (the user and token, the stored expiry, the auto-logout minutes, the
 * member's data and dialogs) are provided by src/app/session-io.ts; it decides, they publish.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: sessionActors,
  guards: {
    hasStoredSession: ({ context }) => context.readFacts().loggedIn,
    storedSessionExpired: ({ context }) => {
      const facts = context.readFacts();
      return facts.loggedIn && storedExpiryPassed(facts);
    },
    loginSucceeded: (_, result: LoginResult) => result.ok,
    isLoggedIn: ({ context }) => context.readFacts().loggedIn,
    shouldAlertLoggedOut: ({ context, event }) => {
      assertEvent(event, 'SESSION_STATUS');
      const last = context.lastAlertAtMs[event.status];
      return (
        SESSION_OUTCOMES[event.status].alertWhenLoggedOut &&
        (last === undefined || Date.now() - last >= SESSION_ALERT_COOLDOWN_MS)
      );
    },
    /** Another tab of the same browser pushed the stored expiry later. */
    extendedElsewhere: ({ context }) => extendedElsewhere(context.readFacts(), context.expiresAtMs),
  },
  actions: {
    // Provided by src/app/session-io.ts: the writes, each through the stream owning its store.
    saveLogin: (_, _result: LoginResult) => undefined,
    writeUser: (_, _user: User) => undefined,
    /** Null: the minutes were already known, nothing to write. */
    writeAutoLogoutMin: (_, _minutes: number | null) => undefined,
    /** Keeps `context.expiresAtMs` locally, for a reload and the other tabs (spec §4/§9). */
    persistExpiry: () => undefined,
    /** Clears the stored user and the member's live data (nothing of them lingers). */
    clearMemberSession: () => undefined,
    closeDialog: (_, _name: DialogName) => undefined,
    /** Spec §8 "reset": the session, the member's data, every dialog and the login draft. */
    resetMember: () => undefined,

    restoreExpiry: assign({ expiresAtMs: ({ context }) => restoredExpiry(context.readFacts()) }),
    adoptStoredExpiry: assign({
      expiresAtMs: ({ context }) => context.readFacts().storedExpiryMs,
    }),
    stampExpiry: assign({
      expiresAtMs: ({ context }) =>
        withinSessionLimit(stampedExpiry(context.readFacts()), context.sessionEndsAtMs),
    }),
    stampNavigationExpiry: assign({
      expiresAtMs: ({ context }) =>
        withinSessionLimit(
          navigatedExpiry(context.readFacts(), context.expiresAtMs),
          context.sessionEndsAtMs,
        ),
    }),
    stampCasinoExpiry: assign({
      expiresAtMs: ({ context }) => withinSessionLimit(casinoExpiry(), context.sessionEndsAtMs),
    }),
    /** A session time limit set (or learnt after a login or reload) caps the expiry. */
    applySessionLimit: assign(({ context, event }) => {
      assertEvent(event, 'SESSION_LIMIT');
      return {
        sessionEndsAtMs: event.endsAtMs,
        // Counted as a navigation (the member acted on the site), then capped by the limit.
        expiresAtMs: withinSessionLimit(
          navigatedExpiry(context.readFacts(), context.expiresAtMs),
          event.endsAtMs,
        ),
      };
    }),
    forgetSessionLimit: assign({ sessionEndsAtMs: null }),
    clearLoginError: assign({ loginError: null }),
    rememberLoginError: assign({
      loginError: (_, result: LoginResult) => (result.ok ? null : result.message),
    }),
    rememberUnexpectedLoginError: assign({ loginError: ALERTS.unexpected }),
    navigateAfterLogin: (_, result: LoginResult) => {
      if (result.ok) navigateAfterLogin(result.user);
    },
    refreshUserNow: sendTo('userPoll', { type: 'REFRESH' }),
    logoutToLoginPage: assign({ logoutDestination: LOGIN_PATH }),
    rememberLogoutDestination: assign({
      logoutDestination: ({ event }) => {
        assertEvent(event, 'LOGOUT');
        return event.destination === undefined ? LOGIN_PATH : event.destination;
      },
    }),
    goToLogoutDestination: ({ context }) => {
      if (context.logoutDestination !== null) effects.navigate(context.logoutDestination);
    },
    leaveForStatus: ({ event }) => {
      assertEvent(event, 'SESSION_STATUS');
      leaveForStatus(event.status);
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
  },
  delays: {
    untilExpiring: ({ context }) => msUntilExpiry(context.expiresAtMs, SESSION_EXPIRY_WARNING_MS),
    untilExpired: ({ context }) => msUntilExpiry(context.expiresAtMs),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    expiresAtMs: null,
    sessionEndsAtMs: null,
    logoutDestination: LOGIN_PATH,
    loginError: null,
    lastAlertAtMs: {},
    readFacts: input.readFacts,
  }),
  initial: 'restoring',
  on: {
    SESSION_STATUS: [
      {
        guard: 'isLoggedIn',
        target: '.loggedOut',
        // Spec §8: the server already ended the session, so no logout call is made.
        actions: [
          'clearMemberSession',
          { type: 'closeDialog', params: 'userInfo' },
          enqueueActions(({ event, enqueue }) => {
            if (SESSION_OUTCOMES[event.status].reset) enqueue('resetMember');
          }),
          'leaveForStatus',
          'rememberAlert',
        ],
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
      entry: ['clearLoginError', 'forgetSessionLimit'],
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
              { type: 'closeDialog', params: 'login' },
              { type: 'navigateAfterLogin', params: ({ event }) => event.output },
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
        // Spec §4: every navigation restarts the auto-logout clock (never below a casino entry's).
        NAVIGATED: { target: '.active', actions: ['stampNavigationExpiry', 'persistExpiry'] },
        EXTEND_FOR_CASINO: {
          target: '.active',
          actions: ['stampCasinoExpiry', 'persistExpiry'],
        },
        SESSION_LIMIT: { target: '.active', actions: ['applySessionLimit', 'persistExpiry'] },
        USER_REFRESHED: { actions: { type: 'writeUser', params: ({ event }) => event.user } },
        REFRESH_USER: { actions: 'refreshUserNow' },
        LOGOUT: { target: 'loggingOut', actions: 'rememberLogoutDestination' },
        SESSION_LOST: { target: 'loggedOut', actions: ['logoutToLoginPage', ...FINISH_LOGOUT] },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        onDone: { target: 'loggedOut', actions: FINISH_LOGOUT },
        onError: { target: 'loggedOut', actions: FINISH_LOGOUT },
      },
    },
  },
});
