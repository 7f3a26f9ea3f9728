import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import {
  SSE_REPLAY_WINDOW,
  SSE_TOPICS,
  type Bus,
  type BusTopic,
  type BusTopics,
  type ReplayWindow,
  type SequencedStreams,
  type SseTopic,
} from './bus';
import { JetStreamSseConsumer } from './jetstream-consumer';
import { JetStreamPublisher } from './jetstream-publisher';
import {
  assertBusPrefix,
  DEFAULT_BUS_PREFIX,
  ensureSseStream,
  streamNameOf,
  subjectOf,
} from './jetstream-streams';

export interface NatsBusOptions {
  /** Namespaces subjects and streams (BUS_PREFIX): one NATS server, many sites or test runs. */
  prefix?: string;
  /** What the SSE streams retain; the hubs keep the same window. */
  window?: ReplayWindow;
  /** Pause between reconnect attempts (NATS's default 2 s; tests shorten it). */
  reconnectWaitMs?: number;
}

const DEFAULT_RECONNECT_WAIT_MS = 2_000;

function isSseTopic(topic: BusTopic): topic is SseTopic {
  return (SSE_TOPICS as readonly string[]).includes(topic);
}

/**
 * The bus across API nodes (docs/architecture.md §1 and §12, `BUS_URL=nats://…`).
 *
 * The SSE topics go through JetStream, one stream each, so every event gets the stream's
 * sequence as its id on every node (`streams`): a client that reconnects to another node with
 * `Last-Event-ID` is replayed what it missed. Opening the bus creates or updates the
 * streams and loads the window they retain, so a node's hubs are warm before it serves.
 *
 * `session.ended` and `cache.invalidate` stay on core NATS: they are commands to the nodes
 * connected now (close these streams, reload that cache), not history; a node that boots later
 * has no such streams and loads its caches fresh, so replaying them would only do harm, and core
 * NATS delivers them without the round trip to storage.
 *
 * Payloads are JSON, as the Bus interface requires.
 */
export async function createNatsBus(
  url: string,
  onHandlerError: (error: unknown) => void = () => {},
  options: NatsBusOptions = {},
): Promise<Bus> {
  const prefix = options.prefix ?? DEFAULT_BUS_PREFIX;
  assertBusPrefix(prefix);
  const window = options.window ?? SSE_REPLAY_WINDOW;
  const connection: NatsConnection = await connect({
    servers: url,
    name: 'betting-site-api',
    // A node that boots while NATS is down waits for it (not ready meanwhile: the balancer
    // sends it nothing) instead of exiting into a supervisor's restart loop.
    waitOnFirstConnect: true,
    // The client's default gives up after 10 attempts (~20 s) and closes the connection for
    // good: a longer NATS outage would leave the node without a bus until restarted. Retry
    // forever; /api/health/ready answers 503 while the bus is away.
    maxReconnectAttempts: -1,
    reconnectTimeWait: options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS,
  });
  try {
    return await openOn(connection, prefix, window, onHandlerError);
  } catch (error) {
    await connection.close();
    throw error;
  }
}

async function openOn(
  connection: NatsConnection,
  prefix: string,
  window: ReplayWindow,
  onHandlerError: (error: unknown) => void,
): Promise<Bus> {
  const jsm = await jetstreamManager(connection);
  const js = jetstream(connection);
  const publishers = new Map<SseTopic, JetStreamPublisher>();
  const consumers = new Map<SseTopic, JetStreamSseConsumer<BusTopics[SseTopic]>>();
  for (const topic of SSE_TOPICS) {
    await ensureSseStream(jsm, prefix, topic, window);
    publishers.set(topic, new JetStreamPublisher(js, subjectOf(prefix, topic), onHandlerError));
    consumers.set(
      topic,
      new JetStreamSseConsumer(streamNameOf(prefix, topic), window, onHandlerError),
    );
  }
  await Promise.all([...consumers.values()].map((consumer) => consumer.start(jsm, js)));
  let reachable = true;
  void followConnection(connection, {
    lost: () => (reachable = false),
    back: () => {
      reachable = true;
      for (const consumer of consumers.values()) void consumer.resume(js);
    },
  });

  const subscriptions = new Set<Subscription>();
  let closed = false;

  const streams: SequencedStreams = {
    window,
    subscribe(topic, subscriber) {
      return consumers.get(topic)!.subscribe(subscriber as never);
    },
  };

  return {
    streams,
    isConnected: () => !closed && reachable && !connection.isClosed(),
    publish<T extends BusTopic>(topic: T, message: BusTopics[T]) {
      if (closed) return;
      const data = JSON.stringify(message);
      if (isSseTopic(topic)) publishers.get(topic)!.publish(data);
      else connection.publish(subjectOf(prefix, topic), data);
    },
    subscribe<T extends BusTopic>(topic: T, handler: (message: BusTopics[T]) => void) {
      if (isSseTopic(topic)) return consumers.get(topic)!.subscribeLive(handler as never);
      const subscription = connection.subscribe(subjectOf(prefix, topic), {
        callback: (error, msg) => {
          if (error) return onHandlerError(error);
          try {
            handler(msg.json<BusTopics[T]>());
          } catch (handlerError) {
            onHandlerError(handlerError);
          }
        },
      });
      subscriptions.add(subscription);
      return () => {
        subscriptions.delete(subscription);
        subscription.unsubscribe();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      // Events published before close are stored first (bounded by the publishers' retries),
      // then drain() delivers what is in flight and closes.
      await Promise.all([...publishers.values()].map((publisher) => publisher.close()));
      await Promise.all([...consumers.values()].map((consumer) => consumer.close()));
      await connection.drain();
    },
  };
}

/**
 * Tells when the connection loses the server and when it is back; after a reconnect the
 * JetStream consumers are replaced (jetstream-consumer.ts `resume`).
 */
async function followConnection(
  connection: NatsConnection,
  on: { lost: () => void; back: () => void },
): Promise<void> {
  for await (const status of connection.status()) {
    if (status.type === 'disconnect') on.lost();
    else if (status.type === 'reconnect') on.back();
  }
}
