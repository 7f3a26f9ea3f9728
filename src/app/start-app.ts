import type { InspectionEvent, Observer } from 'xstate';
import { onSessionStatus } from '../api/client';
import { configureEffects, type ShellEffects } from '../machines/effects';
import type { SseTransport } from '../streams/sse/sse-transport';
import { getActors } from './actors';
import { loadStartupSnapshots } from './shell-snapshots';

export interface StartAppOptions {
  effects: Partial<ShellEffects>;
  inspect?: Observer<InspectionEvent>;
  transport?: SseTransport;
}

/** Settled when nothing is starting: before `startApp`, and in tests that never call it. */
let liveStreamsStarted: Promise<void> = Promise.resolve();

/**
 * Settles once the live streams are wired (live-streams.ts). The root route waits for it before
 * the first page renders, so a page that subscribes to the in-play feed at mount finds it
 * provided, as when the wiring was part of the entry chunk.
 */
export function whenLiveStreamsStarted(): Promise<void> {
  return liveStreamsStarted;
}

/** Wires effects, actors and streams together; returns a function that stops everything. */
export function startApp({ effects, inspect, transport }: StartAppOptions): () => void {
  const restoreEffects = configureEffects(effects);
  const actors = getActors(inspect);
  const stopSessionStatus = onSessionStatus((event) => actors.session.send(event));

  // The streams load as a chunk of their own (the first page's JavaScript), fetched
  // while the first navigation asks the server for maintenance and the session. A failed fetch
  // (an older deploy's chunk) rejects the root route's wait, and the router's chunk-error
  // handling reloads the page (chunk-reload.ts).
  let stopped = false;
  let stopLiveStreams = () => {};
  liveStreamsStarted = import('./live-streams').then(({ startLiveStreams }) => {
    if (!stopped) stopLiveStreams = startLiveStreams({ actors, transport });
  });
  loadStartupSnapshots();

  return () => {
    stopped = true;
    stopLiveStreams();
    stopSessionStatus();
    restoreEffects();
  };
}
