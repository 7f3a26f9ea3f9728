import {
  betsEventSchema,
  generalEventSchema,
  inplayEventSchema,
  type BetsEvent,
  type GeneralEvent,
  type InplayEvent,
} from '../../../src/contract/sse.contract';
import type { Bus } from '../bus/bus';
import { SseHub, type HubOptions } from './sse-hub';
import { SessionStreams } from './session-streams';

export interface SseHubs {
  general: SseHub<GeneralEvent>;
  bets: SseHub<BetsEvent>;
  inplay: SseHub<InplayEvent>;
  /** The connections of each session, closed when it ends (`session.ended`). */
  sessions: SessionStreams;
}

type WindowOptions = Pick<HubOptions<unknown>, 'maxEvents' | 'maxAgeMs' | 'firstId' | 'nowMs'>;

/**
 * The three streams of ARCHITECTURE §7, each fed from its bus topic, so an event published on
 * any node reaches the listeners of every node, and the per-session registry that closes a
 * session's streams when it ends. Returns them and the function that detaches them from the bus.
 */
export function createSseHubs(
  bus: Bus,
  options: WindowOptions = {},
): { hubs: SseHubs; detach: () => void } {
  // Boot time as the first id: ids keep rising across restarts, so a client's Last-Event-ID
  // from before a restart is recognised as outside the window (reset) instead of replayed wrong.
  const windowOptions = { firstId: Date.now(), ...options };
  const hubs: SseHubs = {
    general: new SseHub({ name: 'general', schema: generalEventSchema, ...windowOptions }),
    bets: new SseHub({ name: 'bets', schema: betsEventSchema, ...windowOptions }),
    inplay: new SseHub({ name: 'inplay', schema: inplayEventSchema, ...windowOptions }),
    sessions: new SessionStreams(bus),
  };
  const unsubscribers = [
    () => hubs.sessions.detach(),
    bus.subscribe('sse.general', (envelope) => hubs.general.publish(envelope)),
    bus.subscribe('sse.bets', (envelope) => hubs.bets.publish(envelope)),
    bus.subscribe('sse.inplay', (envelope) => hubs.inplay.publish(envelope)),
  ];
  return { hubs, detach: () => unsubscribers.forEach((unsubscribe) => unsubscribe()) };
}
