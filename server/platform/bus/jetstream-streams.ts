import {
  DiscardPolicy,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import type { BusTopic, ReplayWindow, SseTopic } from './bus';

/**
 * Names on the NATS server carry a prefix (`BUS_PREFIX`), so two sites, or two parallel test
 * runs, on one server never share subjects or streams. Letters, digits, `_` and `-` only: the
 * prefix is part of a subject and of a stream name, where `.`, `*`, `>` and spaces mean things.
 */
export const BUS_PREFIX_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const DEFAULT_BUS_PREFIX = 'site';

export function assertBusPrefix(prefix: string): void {
  if (!BUS_PREFIX_PATTERN.test(prefix)) {
    throw new Error(`BUS_PREFIX=${prefix}: use 1–32 letters, digits, _ or -`);
  }
}

/** The NATS subject of a topic: `site.sse.bets`, `site.session.ended`, … */
export function subjectOf(prefix: string, topic: BusTopic): string {
  return `${prefix}.${topic}`;
}

/** The JetStream stream of an SSE topic: `site_SSE_BETS`. */
export function streamNameOf(prefix: string, topic: SseTopic): string {
  return `${prefix}_${topic.replace('.', '_').toUpperCase()}`;
}

const NANOS_PER_MS = 1_000_000;

/**
 * How long a re-sent publish (same `Nats-Msg-Id`) is recognised as a duplicate. It covers the
 * publisher's bounded retries (jetstream-publisher.ts) with room to spare, and may not exceed
 * the stream's max age.
 */
const DUPLICATE_WINDOW_MS = 2 * 60_000;

/**
 * The stream of one SSE topic, retaining exactly the hubs' replay window: older or surplus
 * events are dropped by JetStream as the hubs drop them. File storage, so a NATS restart keeps
 * the sequence (ids never go back) and the window.
 */
function streamConfig(
  prefix: string,
  topic: SseTopic,
  window: ReplayWindow,
): Partial<StreamConfig> & { name: string } {
  return {
    name: streamNameOf(prefix, topic),
    subjects: [subjectOf(prefix, topic)],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_msgs: window.maxEvents,
    max_age: window.maxAgeMs * NANOS_PER_MS,
    duplicate_window: Math.min(DUPLICATE_WINDOW_MS, window.maxAgeMs) * NANOS_PER_MS,
    num_replicas: 1,
  };
}

/**
 * Creates the stream, or brings an existing one to this configuration. Every node runs it at
 * boot: the server answers an identical `add` with the stream as it is, so nodes booting
 * together agree, and a changed window (a new release) is applied by `update`.
 */
export async function ensureSseStream(
  jsm: JetStreamManager,
  prefix: string,
  topic: SseTopic,
  window: ReplayWindow,
): Promise<void> {
  const config = streamConfig(prefix, topic, window);
  try {
    await jsm.streams.add(config);
  } catch (error) {
    // "Stream name already in use with a different configuration": ours, from an older window.
    if (!(error instanceof JetStreamApiError)) throw error;
    await jsm.streams.update(config.name, config);
  }
}
