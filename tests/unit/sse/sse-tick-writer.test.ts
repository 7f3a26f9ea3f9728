import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  httpChunkOf,
  TickWriter,
  type TickFlushable,
} from '../../../server/platform/sse/sse-tick-writer';

class FakeStream implements TickFlushable {
  pendingFrames: Buffer[] = [];
  writes: { data: Buffer; chunk: Buffer }[] = [];
  constructor(private readonly writer: TickWriter) {}
  send(frame: Buffer): void {
    if (this.pendingFrames.length === 0) this.writer.enqueue(this);
    this.pendingFrames.push(frame);
  }
  flushFrames(data: Buffer, chunk: Buffer): void {
    this.pendingFrames = [];
    this.writes.push({ data, chunk });
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const frame = (text: string) => Buffer.from(`data: ${text}\n\n`);

describe('SSE tick writer', () => {
  it('writes what a stream was sent in one turn as one piece, in order, after the turn', async () => {
    const writer = new TickWriter(0);
    const stream = new FakeStream(writer);
    stream.send(frame('1'));
    stream.send(frame('2'));
    stream.send(frame('3'));
    expect(stream.writes).toHaveLength(0);
    await nextTurn();
    expect(stream.writes).toHaveLength(1);
    expect(stream.writes[0]!.data.toString()).toBe('data: 1\n\ndata: 2\n\ndata: 3\n\n');
    stream.send(frame('4'));
    await nextTurn();
    expect(stream.writes.map((w) => w.data.toString())).toEqual([
      'data: 1\n\ndata: 2\n\ndata: 3\n\n',
      'data: 4\n\n',
    ]);
  });

  it('gives streams sent the same frames the same joined Buffer and chunk', async () => {
    const writer = new TickWriter(0);
    const shared = [frame('a'), frame('b')];
    const streams = Array.from({ length: 3 }, () => new FakeStream(writer));
    for (const f of shared) for (const s of streams) s.send(f);
    const own = new FakeStream(writer);
    own.send(shared[0]!);
    own.send(frame('mine'));
    await nextTurn();
    const [first, ...others] = streams.map((s) => s.writes[0]!);
    for (const other of others) {
      expect(other.data).toBe(first!.data);
      expect(other.chunk).toBe(first!.chunk);
    }
    expect(own.writes[0]!.data.toString()).toBe('data: a\n\ndata: mine\n\n');
  });

  describe('at most one flush per interval', () => {
    afterEach(() => vi.useRealTimers());

    it('sends the first event after a quiet interval at the end of its turn', () => {
      vi.useFakeTimers();
      const writer = new TickWriter(50);
      const stream = new FakeStream(writer);
      stream.send(frame('1'));
      vi.advanceTimersByTime(0);
      expect(stream.writes.map((w) => w.data.toString())).toEqual(['data: 1\n\n']);
      vi.advanceTimersByTime(50);
      stream.send(frame('2'));
      vi.advanceTimersByTime(0);
      expect(stream.writes).toHaveLength(2);
    });

    it('holds events that come sooner until the interval is up, then writes them as one', () => {
      vi.useFakeTimers();
      const writer = new TickWriter(50);
      const stream = new FakeStream(writer);
      stream.send(frame('1'));
      vi.advanceTimersByTime(0);
      vi.advanceTimersByTime(10);
      stream.send(frame('2'));
      vi.advanceTimersByTime(20);
      stream.send(frame('3'));
      vi.advanceTimersByTime(19);
      expect(stream.writes).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(stream.writes.map((w) => w.data.toString())).toEqual([
        'data: 1\n\n',
        'data: 2\n\ndata: 3\n\n',
      ]);
    });

    it('writes each stream at most once per interval under a steady stream of events', () => {
      vi.useFakeTimers();
      const writer = new TickWriter(50);
      const stream = new FakeStream(writer);
      for (let ms = 0; ms < 1_000; ms += 5) {
        stream.send(frame(String(ms)));
        vi.advanceTimersByTime(5);
      }
      vi.advanceTimersByTime(50);
      // 200 events in a second: one write at once, then one every 50 ms.
      expect(stream.writes.length).toBeLessThanOrEqual(21);
      expect(stream.writes.length).toBeGreaterThanOrEqual(20);
      const frames = stream.writes.flatMap((w) => w.data.toString().split('\n\n').filter(Boolean));
      expect(frames).toHaveLength(200);
      expect(frames[199]).toBe('data: 995');
    });
  });

  it('frames a chunk as HTTP/1.1 chunked coding does: size in hex, CRLF, data, CRLF', () => {
    const data = Buffer.from('x'.repeat(26));
    expect(httpChunkOf(data).toString()).toBe(`1a\r\n${'x'.repeat(26)}\r\n`);
  });
});
