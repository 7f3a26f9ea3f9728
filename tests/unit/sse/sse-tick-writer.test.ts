import { describe, expect, it } from 'vitest';
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
    const writer = new TickWriter();
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
    const writer = new TickWriter();
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

  it('frames a chunk as HTTP/1.1 chunked coding does: size in hex, CRLF, data, CRLF', () => {
    const data = Buffer.from('x'.repeat(26));
    expect(httpChunkOf(data).toString()).toBe(`1a\r\n${'x'.repeat(26)}\r\n`);
  });
});
