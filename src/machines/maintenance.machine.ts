import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { fetchMaintenanceFlag } from '../api/shell.api';
import { selectIsLoggedIn, sessionStore } from '../stores/session.store';
import { settingsStore } from '../stores/settings.store';
import { writeSettings } from '../streams/shell/shell-writes';
import { effects } from './effects';
import { decideMaintenance, STAY, type MaintenanceDecision } from './maintenance-decision';
import { staffAreaOf } from './role-redirect';

export interface MaintenanceContext {
  pathname: string;
  decision: MaintenanceDecision;
}

export type MaintenanceEvent =
  /** A navigation to `pathname` is pending (the router's gate awaits the decision). */
  | { type: 'CHECK'; pathname: string }
  /** The general stream pushed a new flag: act on the page the member is on now. */
  | { type: 'MAINTENANCE_CHANGED'; siteNoticeFlg: boolean };

/** Emitted so the app wiring forwards it to the session machine as LOGOUT. */
export type MaintenanceEmitted = { type: 'logoutRequested'; destination: string | null };

function decideFor(pathname: string): MaintenanceDecision {
  const { user } = sessionStore.getState();
  return decideMaintenance({
    siteNoticeFlg: settingsStore.getState().siteNoticeFlg,
    pathname,
    loggedIn: selectIsLoggedIn(sessionStore.getState()),
    staff: staffAreaOf(user) !== null,
  });
}

/** The maintenance gate of spec §4: asks the server on every navigation, reacts live to SSE. */
export const maintenanceMachine = setup({
  types: {
    context: {} as MaintenanceContext,
    events: {} as MaintenanceEvent,
    emitted: {} as MaintenanceEmitted,
  },
  actors: {
    fetchMaintenanceFlag: fromPromise<boolean>(() => fetchMaintenanceFlag()),
  },
  actions: {
    rememberPath: assign({
      pathname: ({ event }) => {
        assertEvent(event, 'CHECK');
        return event.pathname;
      },
    }),
    writeFlag: (_, siteNoticeFlg: boolean) => writeSettings({ siteNoticeFlg }),
    /** A failed check keeps the last known flag rather than locking everyone out. */
    decideForPendingPath: assign({ decision: ({ context }) => decideFor(context.pathname) }),
    decideForCurrentPath: assign({
      pathname: () => effects.currentPath(),
      decision: () => decideFor(effects.currentPath()),
    }),
    // The router's redirect takes the member to the decision; the logout must not navigate too.
    requestLogoutForNavigation: emit({ type: 'logoutRequested', destination: null }),
    requestLogoutAndGo: emit(({ context }) => ({
      type: 'logoutRequested' as const,
      destination: context.decision.redirectTo,
    })),
    navigateToDecision: ({ context }) => {
      if (context.decision.redirectTo) effects.navigate(context.decision.redirectTo);
    },
  },
  guards: {
    decisionLogsOut: ({ context }) => context.decision.logout,
  },
}).createMachine({
  id: 'maintenance',
  context: { pathname: '/', decision: STAY },
  initial: 'idle',
  on: {
    CHECK: { target: '.checking', actions: 'rememberPath' },
    MAINTENANCE_CHANGED: {
      target: '.liveChange',
      actions: { type: 'writeFlag', params: ({ event }) => event.siteNoticeFlg },
    },
  },
  states: {
    idle: {},
    checking: {
      invoke: {
        src: 'fetchMaintenanceFlag',
        onDone: {
          target: 'decidedForNavigation',
          actions: [
            { type: 'writeFlag', params: ({ event }) => event.output },
            'decideForPendingPath',
          ],
        },
        onError: { target: 'decidedForNavigation', actions: 'decideForPendingPath' },
      },
    },
    decidedForNavigation: {
      always: [
        { guard: 'decisionLogsOut', target: 'decided', actions: 'requestLogoutForNavigation' },
        { target: 'decided' },
      ],
    },
    liveChange: {
      entry: 'decideForCurrentPath',
      always: [
        { guard: 'decisionLogsOut', target: 'decided', actions: 'requestLogoutAndGo' },
        { target: 'decided', actions: 'navigateToDecision' },
      ],
    },
    decided: {},
  },
});
