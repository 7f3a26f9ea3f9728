import { randomUUID } from 'node:crypto';
import type { JetStreamClient } from '@nats-io/jetstream';

/** Attempts per message before it is reported and dropped. */
const MAX_ATTEMPTS = 5;
/** Wait before the second attempt; doubled for each next one (0.1, 0.2, 0.4, 0.8 s). */
const FIRST_RETRY_MS = 100;
/** How long one attempt waits for the stream's acknowledgement. */
const ACK_TIMEOUT_MS = 2_000;
/** Messages sent per round trip: the pipeline's depth. */
const MAX_BATCH = 256;
/**
 * Messages waiting while NATS is away. Past this the oldest are dropped (and reported): a node
 * must not run out of memory because NATS is down, and clients reset on what they missed.
 */
const MAX_QUEUED = 10_000;

interface Outgoing {
  data: string;
  msgId: string;
}

/**
 * Publishes one subject's messages to JetStream in the order `publish` was called, without
 * making the caller wait: a use-case announces after commit, and a NATS hiccup must neither slow
 * it nor throw into it.
 *
 * Messages go out in pipelined batches on one connection, which JetStream stores in the order
 * sent; the next batch waits for the previous one's acknowledgements. A failed message is sent
 * again with the rest of its batch after it, in order, up to MAX_ATTEMPTS, each with the same
 * `Nats-Msg-Id`, so one the stream had stored (only its ack was lost) is not stored twice.
 */
export class JetStreamPublisher {
  private queue: Outgoing[] = [];
  private sending: Promise<void> | null = null;
  private readonly idPrefix = randomUUID();
  private counter = 0;
  private stopped = false;

  constructor(
    private readonly js: JetStreamClient,
    private readonly subject: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  publish(data: string): void {
    if (this.stopped) return;
    if (this.queue.length >= MAX_QUEUED) {
      this.queue.shift();
      this.onError(new Error(`JetStream ${this.subject}: queue full, oldest message dropped`));
    }
    this.queue.push({ data, msgId: `${this.idPrefix}-${++this.counter}` });
    this.sending ??= this.sendAll();
  }

  /** Resolves when everything queued so far was acknowledged or given up on. */
  async flushed(): Promise<void> {
    while (this.sending) await this.sending;
  }

  /** Sends what is queued (bounded by the retries), then accepts nothing more. */
  async close(): Promise<void> {
    await this.flushed();
    this.stopped = true;
  }

  private async sendAll(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        await this.sendInOrder(this.queue.splice(0, MAX_BATCH));
      }
    } finally {
      this.sending = null;
    }
  }

  private async sendInOrder(batch: Outgoing[]): Promise<void> {
    let pending = batch;
    for (let attempt = 1; ; attempt++) {
      const results = await Promise.allSettled(
        pending.map((message) =>
          this.js.publish(this.subject, message.data, {
            msgID: message.msgId,
            timeout: ACK_TIMEOUT_MS,
          }),
        ),
      );
      const firstFailed = results.findIndex((result) => result.status === 'rejected');
      if (firstFailed < 0) return;
      const failure = (results[firstFailed] as PromiseRejectedResult).reason;
      pending = pending.slice(firstFailed);
      if (attempt >= MAX_ATTEMPTS) {
        this.onError(
          new Error(
            `JetStream ${this.subject}: ${pending.length} message(s) dropped after ${attempt} attempts`,
            { cause: failure },
          ),
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * 2 ** (attempt - 1)));
    }
  }
}
