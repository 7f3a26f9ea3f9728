import { fromPromise } from 'xstate';
import { loginRequest, logoutRequest } from '../api/session.api';
import { fetchAutoLogoutMin } from '../api/shell.api';
import type { LoginInput, LoginResult } from '../machines/session.actors';
import { sessionMachine, type SessionFacts, type SessionInput } from '../machines/session.machine';
import { readSessionExpiry } from '../stores/session-expiry';
import { selectIsLoggedIn, sessionStore } from '../stores/session.store';
import { settingsStore } from '../stores/settings.store';
import { clearMemberData, resetMemberState } from '../streams/member/member-reset';
import {
  expiryStamped,
  loginSaved,
  sessionCleared,
  userRefreshed,
} from '../streams/member/session-inputs';
import { dialogClosed, settingsFetched } from '../streams/shell/shell-inputs';
import { createUserPollActor } from './user-poll-actor';

/**
 * The session machine with its I/O (docs/architecture.md §2: `.provide()` from src/app): the login,
 * logout and settings calls, the user poll, and its writes, each through the stream folder that
 * owns the store.
 */
export const liveSessionMachine = sessionMachine.provide({
  actors: {
    login: fromPromise<LoginResult, LoginInput>(({ input }) =>
      loginRequest(input.userId, input.password),
    ),
    logout: fromPromise<void>(() => logoutRequest()),
    // Spec §7: the minutes are fetched when not cached; null tells the machine they are known.
    loadAutoLogoutMin: fromPromise<number | null>(async () =>
      settingsStore.getState().autoLogoutLoaded ? null : fetchAutoLogoutMin(),
    ),
    userPoll: createUserPollActor(),
  },
  actions: {
    saveLogin: (_, result) => {
      if (result.ok) loginSaved(result.user, result.token);
    },
    writeUser: (_, user) => userRefreshed(user),
    writeAutoLogoutMin: (_, minutes) => {
      if (minutes !== null) settingsFetched({ autoLogoutMin: minutes, autoLogoutLoaded: true });
    },
    persistExpiry: ({ context }) => {
      if (context.expiresAtMs !== null) expiryStamped(context.expiresAtMs);
    },
    clearMemberSession: () => {
      sessionCleared();
      clearMemberData();
    },
    closeDialog: (_, name) => dialogClosed(name),
    resetMember: () => resetMemberState(),
  },
});

/** The login, the stored expiry and the auto-logout minutes as the stores hold them now. */
const readFacts = (): SessionFacts => ({
  loggedIn: selectIsLoggedIn(sessionStore.getState()),
  storedExpiryMs: readSessionExpiry(),
  autoLogoutMin: settingsStore.getState().autoLogoutMin,
});

export const sessionInput: SessionInput = { readFacts };
