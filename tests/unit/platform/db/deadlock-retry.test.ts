/**
 * The one deadlock retry the areas share (server/platform/db/deadlock-retry.ts): a transaction
 * PostgreSQL aborted as a deadlock's loser or a serialisation conflict runs again, a bounded
 * number of times; every other error reaches the caller at once.
 */
import { describe, expect, it } from 'vitest';
import { isDeadlock, withRetryOnDeadlock } from '../../../../server/platform/db/deadlock-retry';

/** An error shaped as node-postgres and PGlite raise a server error. */
const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

/** A use-case that fails with `errors` in turn, then answers `done`. */
function failingThen(errors: Error[]) {
  let runs = 0;
  const run = async () => {
    runs += 1;
    const error = errors[runs - 1];
    if (error) throw error;
    return 'done';
  };
  return { run, runs: () => runs };
}

describe('isDeadlock', () => {
  it('knows deadlock_detected and serialization_failure, nothing else', () => {
    expect(isDeadlock(pgError('40P01'))).toBe(true);
    expect(isDeadlock(pgError('40001'))).toBe(true);
    expect(isDeadlock(pgError('23505'))).toBe(false);
    expect(isDeadlock(new Error('40P01'))).toBe(false);
    expect(isDeadlock(null)).toBe(false);
    expect(isDeadlock({ code: 40001 })).toBe(false);
  });
});

describe('withRetryOnDeadlock', () => {
  it('runs an aborted transaction again until it commits', async () => {
    const useCase = failingThen([pgError('40P01'), pgError('40001')]);
    await expect(withRetryOnDeadlock(useCase.run)).resolves.toBe('done');
    expect(useCase.runs()).toBe(3);
  });

  it('gives the last abort to the caller after three runs', async () => {
    const aborts = [pgError('40P01'), pgError('40P01'), pgError('40P01')];
    const useCase = failingThen(aborts);
    await expect(withRetryOnDeadlock(useCase.run)).rejects.toBe(aborts[2]);
    expect(useCase.runs()).toBe(3);
  });

  it('takes a smaller number of runs when asked', async () => {
    const useCase = failingThen([pgError('40P01'), pgError('40P01')]);
    await expect(withRetryOnDeadlock(useCase.run, 2)).rejects.toMatchObject({ code: '40P01' });
    expect(useCase.runs()).toBe(2);
  });

  it('never runs again after any other error', async () => {
    const duplicate = pgError('23505');
    const useCase = failingThen([duplicate]);
    await expect(withRetryOnDeadlock(useCase.run)).rejects.toBe(duplicate);
    expect(useCase.runs()).toBe(1);
  });
});
