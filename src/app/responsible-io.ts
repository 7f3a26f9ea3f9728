import { createActor, type Actor } from 'xstate';
import { fetchRealityCheckSummary } from '../api/responsible.api';
import type { RealityCheckSummary } from '../../common/contract/responsible.contract';
import { effects } from '../machines/effects';
import { realityCheckMachine } from '../machines/reality-check.machine';
import { RESPONSIBLE } from '../../common/i18n/responsible.ko';
import { inspectionOptions, type AppActors } from './actors';
import { openRealityCheckChannel, type RealityCheckChannel } from './reality-check-channel';

/** Where the reality check's "history" link goes (RTS 13: a link to the play history). */
export const REALITY_CHECK_HISTORY_URL = '/bet_result';

let channel: RealityCheckChannel = { post: () => {}, close: () => {} };

/** The reality-check machine with its I/O: the session's logout and the game window's copy. */
const liveRealityCheckMachine = realityCheckMachine.provide({
  actions: {
    requestLogout: () => getSession()?.send({ type: 'LOGOUT' }),
    announceDue: () => {
      // The game window shows the same figures: they are fetched once for it here.
      fetchRealityCheckSummary().then(
        (summary) =>
          channel.post({ type: 'realityCheck', summary, historyUrl: REALITY_CHECK_HISTORY_URL }),
        () => undefined,
      );
    },
    announceDone: () => channel.post({ type: 'realityCheckDone' }),
  },
});

export type RealityCheckActor = Actor<typeof liveRealityCheckMachine>;

let realityCheck: RealityCheckActor | null = null;
let session: AppActors['session'] | null = null;
const getSession = () => session;

export function getRealityCheckActor(): RealityCheckActor {
  if (realityCheck) return realityCheck;
  realityCheck = createActor(liveRealityCheckMachine, {
    ...inspectionOptions(),
    systemId: 'realityCheck',
  }).start();
  return realityCheck;
}

/**
 * Turns the server's summary into the two timers: the reality check's plan and the
 * session time limit. Times are taken relative to the server's `now`, so a skewed browser clock
 * (or the server's simulated clock in tests) moves nothing.
 */
export function applyResponsibleSummary(summary: RealityCheckSummary, nowMs = Date.now()): void {
  const serverNowMs = Date.parse(summary.now);
  const sessionStartedAtMs = nowMs - summary.elapsedSec * 1000;
  const endsAtMs =
    summary.sessionEndsAt === null
      ? null
      : nowMs + (Date.parse(summary.sessionEndsAt) - serverNowMs);
  getRealityCheckActor().send({
    type: 'PLAN',
    intervalMin: summary.intervalMin,
    sessionStartedAtMs,
  });
  session?.send({ type: 'SESSION_LIMIT', endsAtMs });
}

/** Asks the server again (after a login, a reload, or a change on /member). */
export function refreshResponsibleTimers(): Promise<void> {
  return fetchRealityCheckSummary().then(applyResponsibleSummary, () => undefined);
}

/** Runs the timers while the member is logged in; returns a function that stops them. */
export function startResponsibleTimers(sessionActor: AppActors['session']): () => void {
  session = sessionActor;
  const actor = getRealityCheckActor();
  channel = openRealityCheckChannel((answer) =>
    actor.send({ type: answer.type === 'realityCheckContinue' ? 'CONTINUE' : 'LOG_OUT' }),
  );
  let loggedIn = false;
  const subscription = sessionActor.subscribe((snapshot) => {
    const now = snapshot.matches('loggedIn');
    if (now && !loggedIn) void refreshResponsibleTimers();
    if (!now && loggedIn) {
      actor.send({ type: 'STOP' });
      // The session time limit ended it (the expiry path): say why, once.
      const { sessionEndsAtMs } = snapshot.context;
      if (sessionEndsAtMs !== null && Date.now() >= sessionEndsAtMs) {
        effects.notify(RESPONSIBLE.sessionLimitReached);
      }
    }
    loggedIn = now;
  });
  // Subscribing does not replay the current state: a reload that kept the login starts here.
  if (sessionActor.getSnapshot().matches('loggedIn')) {
    loggedIn = true;
    void refreshResponsibleTimers();
  }
  return () => {
    subscription.unsubscribe();
    actor.send({ type: 'STOP' });
    channel.close();
    channel = { post: () => {}, close: () => {} };
    session = null;
  };
}

/** UI commands: the member's answer in the site's dialog. */
export const continuePlaying = (): void => {
  getRealityCheckActor().send({ type: 'CONTINUE' });
};
export const logOutFromRealityCheck = (): void => {
  getRealityCheckActor().send({ type: 'LOG_OUT' });
};
