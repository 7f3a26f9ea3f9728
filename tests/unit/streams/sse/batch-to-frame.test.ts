import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { batchToFrame } from '../../../../src/streams/sse/batch-to-frame';
import { createManualFrames } from './manual-frames';

describe('batchToFrame', () => {
  it('emits a burst as one batch at the next frame', () => {
    const frames = createManualFrames();
    const source = new Subject<number>();
    const batches: number[][] = [];
    source.pipe(batchToFrame(frames.request)).subscribe((b) => batches.push(b));
    for (let i = 0; i < 100; i += 1) source.next(i);
    expect(batches).toEqual([]);
    expect(frames.pending()).toBe(1);
    frames.run();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(100);
    source.next(100);
    frames.run();
    expect(batches).toEqual([expect.any(Array), [100]]);
  });

  it('flushes what is pending when the source completes', () => {
    const frames = createManualFrames();
    const source = new Subject<number>();
    const batches: number[][] = [];
    source.pipe(batchToFrame(frames.request)).subscribe((b) => batches.push(b));
    source.next(1);
    source.complete();
    expect(batches).toEqual([[1]]);
    expect(frames.pending()).toBe(0);
  });
});
