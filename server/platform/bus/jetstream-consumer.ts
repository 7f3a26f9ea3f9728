import {
  DeliverPolicy,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type OrderedConsumerOptions,
} from '@nats-io/jetstream';
import type { ReplayWindow, StreamPosition, StreamSubscriber } from './bus';

/** How long boot waits for the retained window before serving anyway (clients then reset). */
const WARM_UP_TIMEOUT_MS = 15_000;
/** Tries to follow the stream again after a reconnect, waiting 0.5 s longer after each. */
const RESUME_ATTEMPTS = 10;
const RESUME_RETRY_MS = 500;

interface Retained<T> {
  message: T;
  position: StreamPosition;
}

/**
 * This node's reading of one SSE stream in JetStream: an ordered consumer from the start of what
 * the stream retains (the stream keeps exactly the replay window), so at boot the node loads the
 * window before it serves a stream, then follows every new event. Ordered consumers are
 * ephemeral and recreate themselves at the next sequence after a reconnect or a gap, so each
 * event reaches this node once and in stream order.
 *
 * It keeps the window too, to hand a subscriber that comes after boot (the hubs are built after
 * the bus opens) everything retained before the live events.
 */
export class JetStreamSseConsumer<T> {
  private readonly retained: Retained<T>[] = [];
  /** The highest sequence no longer retained: a client behind it has lost events. */
  private evictedThrough = 0;
  private lastSeq = 0;
  private readonly subscribers = new Set<StreamSubscriber<T>>();
  private readonly liveHandlers = new Set<(message: T) => void>();
  private messages: ConsumerMessages | null = null;
  /** Which consumer is current: messages of one replaced by `resume` are ignored. */
  private generation = 0;
  private closing = false;

  constructor(
    private readonly streamName: string,
    private readonly window: ReplayWindow,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts reading; resolves once the events retained at the call are loaded. */
  async start(jsm: JetStreamManager, js: JetStreamClient): Promise<void> {
    const { state } = await jsm.streams.info(this.streamName);
    // An empty stream says first_seq 0 when new, last_seq + 1 once its events expired.
    this.evictedThrough = state.messages > 0 ? state.first_seq - 1 : state.last_seq;
    this.lastSeq = this.evictedThrough;
    const warmThrough = state.last_seq;
    let warm!: () => void;
    const warmed = new Promise<void>((resolve) => (warm = resolve));
    if (state.messages === 0) warm();

    await this.follow(js, { deliver_policy: DeliverPolicy.All }, (seq) => {
      if (seq >= warmThrough) warm();
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.onError(
          new Error(`JetStream ${this.streamName}: window not loaded in time, serving anyway`),
        );
        resolve();
      }, WARM_UP_TIMEOUT_MS);
    });
    await Promise.race([warmed, timedOut]);
    clearTimeout(timer);
  }

  /**
   * Follows the stream again from the next sequence this node has not seen, with a new ordered
   * consumer. Called when the connection comes back: across a NATS restart the server forgets
   * ephemeral consumers, and nats.js 3.4's ordered consumer was seen to stay silent after
   * recreating itself then (tests/integration/platform/bus/jetstream-restart.test.ts).
   */
  async resume(js: JetStreamClient): Promise<void> {
    const previous = this.messages;
    this.messages = null;
    this.generation++;
    await previous?.close();
    for (let attempt = 1; !this.closing; attempt++) {
      try {
        await this.follow(js, {
          deliver_policy: DeliverPolicy.StartSequence,
          opt_start_seq: this.lastSeq + 1,
        });
        return;
      } catch (error) {
        // JetStream may still be restoring its streams just after the server came back.
        if (attempt >= RESUME_ATTEMPTS) {
          this.onError(
            new Error(`JetStream ${this.streamName}: could not resume`, { cause: error }),
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RESUME_RETRY_MS * attempt));
      }
    }
  }

  private async follow(
    js: JetStreamClient,
    from: Partial<OrderedConsumerOptions>,
    onSeq: (seq: number) => void = () => {},
  ): Promise<void> {
    const generation = ++this.generation;
    const consumer = await js.consumers.get(this.streamName, from);
    const messages = await consumer.consume({
      callback: (msg) => {
        if (generation !== this.generation) return;
        this.take(msg);
        onSeq(msg.seq);
      },
    });
    this.messages = messages;
    void messages.closed().then((error) => {
      if (!this.closing && generation === this.generation) {
        this.onError(new Error(`JetStream ${this.streamName}: consumer stopped`, { cause: error }));
      }
    });
  }

  subscribe(subscriber: StreamSubscriber<T>): () => void {
    this.evict(Date.now());
    subscriber.resumeAfter(this.evictedThrough);
    for (const { message, position } of this.retained) subscriber.receive(message, position);
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** New events only, without their ids (Bus.subscribe). */
  subscribeLive(handler: (message: T) => void): () => void {
    this.liveHandlers.add(handler);
    return () => this.liveHandlers.delete(handler);
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.messages?.close();
  }

  private take(msg: JsMsg): void {
    let message: T;
    try {
      message = msg.json<T>();
    } catch (error) {
      this.onError(error);
      return;
    }
    const position: StreamPosition = {
      seq: msg.seq,
      publishedAtMs: Number(msg.timestampNanos / 1_000_000n),
    };
    if (position.seq <= this.lastSeq) return;
    if (position.seq > this.lastSeq + 1) {
      // Events this node never got (expired before it read them): nothing before is replayable.
      this.retained.length = 0;
      this.evictedThrough = position.seq - 1;
    }
    this.lastSeq = position.seq;
    this.retained.push({ message, position });
    this.evict(Date.now());
    for (const subscriber of this.subscribers) {
      try {
        subscriber.receive(message, position);
      } catch (error) {
        this.onError(error);
      }
    }
    for (const handler of this.liveHandlers) {
      try {
        handler(message);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private evict(nowMs: number): void {
    const oldestKeptMs = nowMs - this.window.maxAgeMs;
    while (
      this.retained.length > 0 &&
      (this.retained.length > this.window.maxEvents ||
        this.retained[0]!.position.publishedAtMs < oldestKeptMs)
    ) {
      this.evictedThrough = this.retained.shift()!.position.seq;
    }
  }
}
