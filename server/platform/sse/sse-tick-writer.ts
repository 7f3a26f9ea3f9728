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
 * Coalesces the SSE writes of one turn of the event loop (issue 16). A stream that is sent
 * frames queues itself once; after the turn's I/O and timers (`setImmediate`) every queued
 * stream is written in one piece. Under load more events fall into one turn, so the writes
 * per stream stay about one per turn however fast events come. Streams fed the same frames
 * in the same order (every listener of a broadcast) share one joined Buffer and one chunk.
 */
export class TickWriter {
  private queue: TickFlushable[] = [];
  private scheduled = false;

  enqueue(stream: TickFlushable): void {
    this.queue.push(stream);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(flushTickWriter, this);
  }

  flush(): void {
    const queue = this.queue;
    this.queue = [];
    this.scheduled = false;
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
