import { assertEvent, assign, setup } from 'xstate';

/**
 * The reality check's clock (UKGC RTS 13): every `intervalMin` minutes of the session a
 * dialog shows the elapsed time and the net result, and play goes on only after "계속하기". The
 * first check falls on a whole number of intervals after the session started (so a reload does not
 * restart the count); "계속하기" starts a full interval again. Off (0) or logged out: no timer.
 * Its I/O (the logout, telling the game window) is provided from src/app.
 */

const MINUTE_MS = 60_000;

export interface RealityCheckContext {
  intervalMs: number | null;
  sessionStartedAtMs: number;
  dueAtMs: number | null;
}

export type RealityCheckEvent =
  /** The member's interval (0 = off) and the session's start, as the server knows them. */
  | { type: 'PLAN'; intervalMin: number; sessionStartedAtMs: number }
  | { type: 'CONTINUE' }
  | { type: 'LOG_OUT' }
  /** The session ended (any path): nothing more to check. */
  | { type: 'STOP' };

/** The first check after `nowMs`: session start + k × interval (k ≥ 1). */
export function nextCheckAtMs(sessionStartedAtMs: number, intervalMs: number, nowMs: number) {
  const passed = Math.max(0, nowMs - sessionStartedAtMs);
  const intervals = Math.floor(passed / intervalMs) + 1;
  return sessionStartedAtMs + intervals * intervalMs;
}

const intervalMsOf = (minutes: number): number | null => (minutes > 0 ? minutes * MINUTE_MS : null);

export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
  },
  actions: {
    // Provided by src/app: the session machine's logout; the game window's copy of the dialog.
    requestLogout: () => undefined,
    announceDue: () => undefined,
    announceDone: () => undefined,
    plan: assign(({ event }) => {
      assertEvent(event, 'PLAN');
      const intervalMs = intervalMsOf(event.intervalMin);
      return {
        intervalMs,
        sessionStartedAtMs: event.sessionStartedAtMs,
        dueAtMs:
          intervalMs === null
            ? null
            : nextCheckAtMs(event.sessionStartedAtMs, intervalMs, Date.now()),
      };
    }),
    /** RTS 13: after "계속하기" the next check is a full interval away. */
    restartInterval: assign({
      dueAtMs: ({ context }) =>
        context.intervalMs === null ? null : Date.now() + context.intervalMs,
    }),
    forget: assign({ intervalMs: null, dueAtMs: null }),
  },
  guards: {
    isOn: ({ event }) => event.type === 'PLAN' && event.intervalMin > 0,
  },
  delays: {
    untilDue: ({ context }) => Math.max(0, (context.dueAtMs ?? Date.now()) - Date.now()),
  },
}).createMachine({
  id: 'realityCheck',
  context: { intervalMs: null, sessionStartedAtMs: 0, dueAtMs: null },
  initial: 'off',
  on: {
    STOP: { target: '.off', actions: 'forget' },
  },
  states: {
    off: {
      on: {
        PLAN: [{ guard: 'isOn', target: 'counting', actions: 'plan' }, { actions: 'plan' }],
      },
    },
    counting: {
      after: { untilDue: 'due' },
      on: {
        // A new interval re-plans the timer from the session's start.
        PLAN: [
          { guard: 'isOn', target: 'counting', reenter: true, actions: 'plan' },
          { target: 'off', actions: 'plan' },
        ],
      },
    },
    due: {
      entry: 'announceDue',
      exit: 'announceDone',
      on: {
        CONTINUE: { target: 'counting', actions: 'restartInterval' },
        LOG_OUT: { target: 'off', actions: ['forget', 'requestLogout'] },
        // Switched off while the dialog shows: the dialog closes.
        PLAN: { guard: ({ event }) => event.intervalMin === 0, target: 'off', actions: 'plan' },
      },
    },
  },
});
