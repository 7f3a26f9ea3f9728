import { formatSseComment } from './sse-format';

/** A stream that can take a frame written outside its hub's events. */
export interface HeartbeatTarget {
  sendFrame(frame: Buffer): void;
}

const HEARTBEAT_FRAME = Buffer.from(formatSseComment('heartbeat'));

/**
 * One timer per heartbeat period for all the streams of this process instead of one per
 * stream: each beat queues the same comment Buffer on every registered stream.
 * The timer runs only while some stream is registered.
 */
export class Heartbeats {
  private readonly beats = new Map<
    number,
    { timer: NodeJS.Timeout; streams: Set<HeartbeatTarget> }
  >();

  add(periodMs: number, stream: HeartbeatTarget): void {
    let beat = this.beats.get(periodMs);
    if (!beat) {
      const streams = new Set<HeartbeatTarget>();
      beat = { timer: setInterval(beatAll, periodMs, streams), streams };
      this.beats.set(periodMs, beat);
    }
    beat.streams.add(stream);
  }

  remove(periodMs: number, stream: HeartbeatTarget): void {
    const beat = this.beats.get(periodMs);
    if (!beat) return;
    beat.streams.delete(stream);
    if (beat.streams.size > 0) return;
    clearInterval(beat.timer);
    this.beats.delete(periodMs);
  }

  /** Streams beating (tests). */
  get count(): number {
    let count = 0;
    for (const beat of this.beats.values()) count += beat.streams.size;
    return count;
  }
}

function beatAll(streams: Set<HeartbeatTarget>): void {
  for (const stream of streams) stream.sendFrame(HEARTBEAT_FRAME);
}

/** The heartbeats every SSE stream of this process shares. */
export const sseHeartbeats = new Heartbeats();
