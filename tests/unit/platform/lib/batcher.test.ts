/**
 * The placement batcher (server/platform/lib/batcher.ts) on its own: what goes in one
 * batch, what waits for the next, and how each job hears its own answer.
 */
import { describe, expect, it } from 'vitest';
import {
  Batcher,
  type BatchAnswer,
  type BatcherOptions,
} from '../../../../server/platform/lib/batcher';

/** One turn of the event loop: the batcher starts a batch on the next `setImmediate`. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Settles without throwing, to read each job's outcome after the fact. */
function outcomeOf<T>(promise: Promise<T>) {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * A batcher whose `run` records every batch it is given and answers each job `job * 10`, or
 * waits first for the gate of its batch when `gated` is on (a batch kept in flight).
 */
function recordingBatcher(options: BatcherOptions, gated = false) {
  const batches: number[][] = [];
  const gates: Gate[] = [];
  const batcher = new Batcher<number, number>(async (jobs) => {
    batches.push([...jobs]);
    if (gated) {
      const g = gate();
      gates.push(g);
      await g.promise;
    }
    return jobs.map((job): BatchAnswer<number> => ({ ok: true, value: job * 10 }));
  }, options);
  return { batcher, batches, gates };
}

describe('Batcher', () => {
  it('puts the jobs submitted in the same turn in one batch, each answered in its order', async () => {
    const { batcher, batches } = recordingBatcher({ maxBatch: 64, maxConcurrent: 1 });
    const results = await Promise.all([1, 2, 3, 4].map((job) => batcher.submit(job)));
    expect(batches).toEqual([[1, 2, 3, 4]]);
    expect(results).toEqual([10, 20, 30, 40]);
    expect(batcher.stats).toEqual({ batches: 1, jobs: 4 });
  });

  it('nothing runs before the next turn of the event loop', async () => {
    const { batcher, batches } = recordingBatcher({ maxBatch: 64, maxConcurrent: 1 });
    const first = batcher.submit(1);
    expect(batches).toEqual([]);
    await turn();
    expect(batches).toEqual([[1]]);
    await expect(first).resolves.toBe(10);
  });

  it('while a batch is in flight, new jobs queue and go together in the next batch', async () => {
    const { batcher, batches, gates } = recordingBatcher({ maxBatch: 64, maxConcurrent: 1 }, true);
    const first = [1, 2].map((job) => batcher.submit(job));
    await turn();
    expect(batches).toEqual([[1, 2]]);

    // Jobs arriving over several turns while batch 1 holds the only slot.
    const later = [batcher.submit(3)];
    await turn();
    later.push(batcher.submit(4));
    await turn();
    later.push(batcher.submit(5));
    await turn();
    await turn();
    expect(batches).toEqual([[1, 2]]);
    expect(batcher.stats).toEqual({ batches: 1, jobs: 2 });

    gates[0]!.open();
    await expect(Promise.all(first)).resolves.toEqual([10, 20]);
    await turn();
    await turn();
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    gates[1]!.open();
    await expect(Promise.all(later)).resolves.toEqual([30, 40, 50]);
    expect(batcher.stats).toEqual({ batches: 2, jobs: 5 });
  });

  it('maxBatch splits a queue: all at once when slots allow, one after another when not', async () => {
    const wide = recordingBatcher({ maxBatch: 2, maxConcurrent: 8 }, true);
    const wideJobs = [1, 2, 3, 4, 5].map((job) => wide.batcher.submit(job));
    await turn();
    // Three slots used in the same turn: every batch is in flight together.
    expect(wide.batches).toEqual([[1, 2], [3, 4], [5]]);
    for (const g of wide.gates) g.open();
    await expect(Promise.all(wideJobs)).resolves.toEqual([10, 20, 30, 40, 50]);
    expect(wide.batcher.stats).toEqual({ batches: 3, jobs: 5 });

    const narrow = recordingBatcher({ maxBatch: 2, maxConcurrent: 1 }, true);
    const narrowJobs = [1, 2, 3, 4, 5].map((job) => narrow.batcher.submit(job));
    await turn();
    expect(narrow.batches).toEqual([[1, 2]]);
    for (let i = 0; i < 3; i += 1) {
      // Wait until batch i has started (the previous one finished), then let it finish.
      while (narrow.gates.length <= i) await turn();
      expect(narrow.batches.length).toBe(i + 1);
      narrow.gates[i]!.open();
    }
    await expect(Promise.all(narrowJobs)).resolves.toEqual([10, 20, 30, 40, 50]);
    expect(narrow.batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(narrow.batcher.stats).toEqual({ batches: 3, jobs: 5 });
  });

  it('an error answer rejects only its own job', async () => {
    const refusal = new Error('refused: odd job');
    const batcher = new Batcher<number, number>(
      async (jobs) =>
        jobs.map((job) =>
          job % 2 === 1 ? { ok: false, error: refusal } : { ok: true, value: job * 10 },
        ),
      { maxBatch: 64, maxConcurrent: 1 },
    );
    const outcomes = await Promise.all([1, 2, 3, 4].map((job) => outcomeOf(batcher.submit(job))));
    expect(outcomes).toEqual([
      { ok: false, error: refusal },
      { ok: true, value: 20 },
      { ok: false, error: refusal },
      { ok: true, value: 40 },
    ]);
    expect(batcher.stats).toEqual({ batches: 1, jobs: 4 });
  });

  it('a job the batch gives no answer for is rejected, the answered ones are not', async () => {
    const batcher = new Batcher<number, number>(async () => [{ ok: true, value: 7 }], {
      maxBatch: 64,
      maxConcurrent: 1,
    });
    const [a, b] = await Promise.all([outcomeOf(batcher.submit(1)), outcomeOf(batcher.submit(2))]);
    expect(a).toEqual({ ok: true, value: 7 });
    expect(b.ok).toBe(false);
    expect(String((b as { error: unknown }).error)).toMatch(/no answer/);
  });

  it('a run that throws rejects every job of its batch; later batches still run', async () => {
    const boom = new Error('batch failed');
    let calls = 0;
    const batcher = new Batcher<number, number>(
      async (jobs) => {
        calls += 1;
        if (calls === 1) throw boom;
        return jobs.map((job) => ({ ok: true, value: job * 10 }));
      },
      { maxBatch: 64, maxConcurrent: 1 },
    );
    const failed = await Promise.all([1, 2, 3].map((job) => outcomeOf(batcher.submit(job))));
    expect(failed).toEqual([
      { ok: false, error: boom },
      { ok: false, error: boom },
      { ok: false, error: boom },
    ]);
    await expect(Promise.all([4, 5].map((job) => batcher.submit(job)))).resolves.toEqual([40, 50]);
    expect(batcher.stats).toEqual({ batches: 2, jobs: 5 });
  });

  it('a run that throws before its first await is handled the same way', async () => {
    let calls = 0;
    const batcher = new Batcher<number, number>(
      ((jobs: number[]) => {
        calls += 1;
        if (calls === 1) throw new Error('synchronous failure');
        return Promise.resolve(jobs.map((job) => ({ ok: true as const, value: job })));
      }) as (jobs: number[]) => Promise<BatchAnswer<number>[]>,
      { maxBatch: 64, maxConcurrent: 1 },
    );
    await expect(batcher.submit(1)).rejects.toThrow('synchronous failure');
    await expect(batcher.submit(2)).resolves.toBe(2);
  });

  it('jobs queued behind a failing batch still run once it fails', async () => {
    const boom = new Error('first batch failed');
    const first = gate();
    let calls = 0;
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(
      async (jobs) => {
        batches.push([...jobs]);
        calls += 1;
        if (calls === 1) {
          await first.promise;
          throw boom;
        }
        return jobs.map((job) => ({ ok: true, value: job * 10 }));
      },
      { maxBatch: 64, maxConcurrent: 1 },
    );
    const a = outcomeOf(batcher.submit(1));
    await turn();
    const queued = [2, 3].map((job) => batcher.submit(job));
    await turn();
    expect(batches).toEqual([[1]]);
    first.open();
    expect(await a).toEqual({ ok: false, error: boom });
    await expect(Promise.all(queued)).resolves.toEqual([20, 30]);
    expect(batches).toEqual([[1], [2, 3]]);
    expect(batcher.stats).toEqual({ batches: 2, jobs: 3 });
  });
});
