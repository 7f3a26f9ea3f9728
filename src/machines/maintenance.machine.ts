import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { effects } from './effects';
import { decideMaintenance, STAY, type MaintenanceDecision } from './maintenance-decision';

/** What the gate decides on besides the path, read when it decides (src/app provides it). */
export interface MaintenanceFacts {
  siteNoticeFlg: boolean;
  loggedIn: boolean;
  staff: boolean;
}

export interface MaintenanceInput {
  readFacts: () => MaintenanceFacts;
}

export interface MaintenanceContext {
  pathname: string;
  decision: MaintenanceDecision;
  readFacts: () => MaintenanceFacts;
}

export type MaintenanceEvent =
  /** A navigation to `pathname` is pending (the router's gate awaits the decision). */
  | { type: 'CHECK'; pathname: string }
  /** The general stream pushed a new flag: act on the page the member is on now. */
  | { type: 'MAINTENANCE_CHANGED'; siteNoticeFlg: boolean };

/** Emitted so the app wiring forwards it to the session machine as LOGOUT. */
export type MaintenanceEmitted = { type: 'logoutRequested'; destination: string | null };

const decideFor = (context: MaintenanceContext, pathname: string): MaintenanceDecision =>
  decideMaintenance({ ...context.readFacts(), pathname });

/**
 * The maintenance gate of spec §4: asks the server on every navigation, reacts live to SSE. The
 * fetch and the flag's write are provided by src/app/maintenance-io.ts; tests provide fakes.
 */
export const maintenanceMachine = setup({
  types: {
    context: {} as MaintenanceContext,
    events: {} as MaintenanceEvent,
    emitted: {} as MaintenanceEmitted,
    input: {} as MaintenanceInput,
  },
  actors: {
    fetchMaintenanceFlag: fromPromise<boolean>(() =>
      Promise.reject(new Error('provided by src/app')),
    ),
  },
  actions: {
    rememberPath: assign({
      pathname: ({ event }) => {
        assertEvent(event, 'CHECK');
        return event.pathname;
      },
    }),
    writeFlag: (_, _siteNoticeFlg: boolean) => undefined,
    /** A failed check keeps the last known flag rather than locking everyone out. */
    decideForPendingPath: assign({
      decision: ({ context }) => decideFor(context, context.pathname),
    }),
    decideForCurrentPath: assign({
      pathname: () => effects.currentPath(),
      decision: ({ context }) => decideFor(context, effects.currentPath()),
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
  context: ({ input }) => ({ pathname: '/', decision: STAY, readFacts: input.readFacts }),
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
