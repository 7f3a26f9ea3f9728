/** Something with frames waiting to go out, written when the tick's work is done. */
export interface TickFlushable {
  /** The frames queued since the last flush, oldest first; `flushFrames` takes them. */
  readonly pendingFrames: readonly Buffer[];
  /**
   * Writes every pending frame in one go and forgets them: `data` is the frames joined,
   * `chunk` the same bytes framed as one HTTP/1.1 chunk (`<size hex>\r\n<data>\r\n`), for a
   * stream that writes its socket directly. Both are shared with the streams of the same frames.
   */
  flushFrames(data: Buffer, chunk: Buffer): void;
}

const CRLF = Buffer.from('\r\n');

/** `data` as one chunk of HTTP/1.1 chunked transfer coding (RFC 9112 §7.1). */
export function httpChunkOf(data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, CRLF]);
}

/**
 * Streams are written at most once per this many milliseconds, coalescing what is due per
 * tick: under a steady stream of events each stream gets one write per tick carrying every
 * frame that fell due in it, instead of one per event. That bounds the server's writes and each
 * client's wake-ups (a phone on in-play) at 20 a second whatever the event rate, for at most this
 * much added delay. The first event after a quiet tick goes out at the end of its turn.
 */
export const SSE_FLUSH_INTERVAL_MS = 50;

/**
 * Coalesces SSE writes. A stream that is sent frames queues itself once; after the
 * turn's I/O and timers (`setImmediate`) — or, when the last flush began less than
 * `minIntervalMs` ago, when that interval is up — every queued stream is written in one piece.
 * Under load more events fall into one flush, so the writes per stream stay at most one per
 * interval however fast events come. (With 10,000 streams one pass of writes takes ~90 ms of a
 * 2-core machine's kernel time, longer than the interval, so there the passes themselves set the
 * pace; the interval saves writes where a pass is shorter.) Streams fed the same frames in the
 * same order (every listener of a broadcast) share one joined Buffer and one chunk.
 */
export class TickWriter {
  private queue: TickFlushable[] = [];
  private scheduled = false;
  /** When the next flush may start, at the earliest. */
  private nextFlushMs = -Infinity;

  constructor(
    private readonly minIntervalMs = SSE_FLUSH_INTERVAL_MS,
    private readonly nowMs: () => number = Date.now,
  ) {}

  enqueue(stream: TickFlushable): void {
    this.queue.push(stream);
    if (this.scheduled) return;
    this.scheduled = true;
    const waitMs = this.nextFlushMs - this.nowMs();
    if (waitMs > 0) setTimeout(flushTickWriter, waitMs, this);
    else setImmediate(flushTickWriter, this);
  }

  flush(): void {
    const queue = this.queue;
    this.queue = [];
    this.scheduled = false;
    this.nextFlushMs = this.nowMs() + this.minIntervalMs;
    let lastFrames: readonly Buffer[] = [];
    let joined: Buffer = CRLF;
    let chunk: Buffer = CRLF;
    for (const stream of queue) {
      const frames = stream.pendingFrames;
      if (frames.length === 0) continue;
      if (!sameFrames(frames, lastFrames)) {
        joined = frames.length === 1 ? frames[0]! : Buffer.concat(frames as Buffer[]);
        chunk = httpChunkOf(joined);
        lastFrames = frames;
      }
      stream.flushFrames(joined, chunk);
    }
  }
}

function flushTickWriter(writer: TickWriter): void {
  writer.flush();
}

function sameFrames(a: readonly Buffer[], b: readonly Buffer[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The writer every SSE stream of this process shares. */
export const sseTickWriter = new TickWriter();
