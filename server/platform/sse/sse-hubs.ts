import {
  betsEventSchema,
  generalEventSchema,
  inplayEventSchema,
  type BetsEvent,
  type GeneralEvent,
  type InplayEvent,
} from '../../../common/contract/sse.contract';
import type { Bus, BusTopics, SseTopic, StreamPosition } from '../bus/bus';
import { SseHub, type HubOptions } from './sse-hub';
import { SessionStreams } from './session-streams';

export interface SseHubs {
  general: SseHub<GeneralEvent>;
  bets: SseHub<BetsEvent>;
  inplay: SseHub<InplayEvent>;
  /** The connections of each session, closed when it ends (`session.ended`). */
  sessions: SessionStreams;
}

/** What feeds a hub from its topic, whichever numbering the bus gives. */
interface HubInput<M> {
  publish(envelope: M): unknown;
  resumeAfter(seq: number): void;
  receive(envelope: M, position: StreamPosition): unknown;
}

type WindowOptions = Pick<HubOptions<unknown>, 'maxEvents' | 'maxAgeMs' | 'firstId' | 'nowMs'>;

/**
 * The three streams of docs/architecture.md §7, each fed from its bus topic, so an event published on
 * any node reaches the listeners of every node, and the per-session registry that closes a
 * session's streams when it ends. Returns them and the function that detaches them from the bus.
 *
 * On a bus that numbers the streams (NATS JetStream, `bus.streams`) the hubs take the stream
 * sequence as event id and the stream's retained window as theirs, so ids are the same on every
 * node. Otherwise (the in-process bus, one node) each hub numbers its events.
 */
export function createSseHubs(
  bus: Bus,
  options: WindowOptions = {},
): { hubs: SseHubs; detach: () => void } {
  const streams = bus.streams;
  // Boot time as the first id: ids keep rising across restarts, so a client's Last-Event-ID
  // from before a restart is recognised as outside the window (reset) instead of replayed wrong.
  const windowOptions = streams
    ? { ...streams.window, ...options, ids: 'stream' as const }
    : { firstId: Date.now(), ...options, ids: 'hub' as const };
  const hubs: SseHubs = {
    general: new SseHub({ name: 'general', schema: generalEventSchema, ...windowOptions }),
    bets: new SseHub({ name: 'bets', schema: betsEventSchema, ...windowOptions }),
    inplay: new SseHub({ name: 'inplay', schema: inplayEventSchema, ...windowOptions }),
    sessions: new SessionStreams(bus),
  };

  function feed<T extends SseTopic>(topic: T, hub: HubInput<BusTopics[T]>): () => void {
    return streams
      ? streams.subscribe(topic, {
          resumeAfter: (seq) => hub.resumeAfter(seq),
          receive: (envelope, position) => hub.receive(envelope, position),
        })
      : bus.subscribe(topic, (envelope) => hub.publish(envelope));
  }

  const unsubscribers = [
    () => hubs.sessions.detach(),
    feed('sse.general', hubs.general),
    feed('sse.bets', hubs.bets),
    feed('sse.inplay', hubs.inplay),
  ];
  return { hubs, detach: () => unsubscribers.forEach((unsubscribe) => unsubscribe()) };
}
