import { describe, expect, it } from 'vitest';
import {
  isDatabaseUnreachable,
  untilDatabaseAnswers,
} from '../../../server/boot/until-database-answers';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

function recordingLog() {
  const warnings: object[] = [];
  return { warnings, info: () => {}, warn: (data: object) => void warnings.push(data) };
}

/** Records the waits instead of waiting. */
function timing() {
  const waits: number[] = [];
  return {
    waits,
    firstWaitMs: 250,
    maxWaitMs: 1_000,
    wait: (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}

describe('waiting for the database at start', () => {
  it('tells an unreachable database from every other failure', () => {
    expect(isDatabaseUnreachable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnreachable(coded('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnreachable(coded('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([coded('ECONNREFUSED')], ''))).toBe(true);
    expect(isDatabaseUnreachable(coded('42601', 'syntax error at or near "x"'))).toBe(false);
    expect(isDatabaseUnreachable(coded('28P01', 'password authentication failed'))).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });

  it('retries while unreachable, doubling the wait up to its cap, then returns the result', async () => {
    const log = recordingLog();
    const clock = timing();
    let calls = 0;
    const result = await untilDatabaseAnswers(
      () => {
        calls += 1;
        return calls <= 4 ? Promise.reject(coded('ECONNREFUSED')) : Promise.resolve('migrated');
      },
      log,
      clock,
    );
    expect(result).toBe('migrated');
    expect(calls).toBe(5);
    expect(clock.waits).toEqual([250, 500, 1_000, 1_000]);
    expect(log.warnings).toHaveLength(4);
  });

  it('gives up at once on any other failure', async () => {
    const log = recordingLog();
    const clock = timing();
    let calls = 0;
    const start = untilDatabaseAnswers(
      () => {
        calls += 1;
        return Promise.reject(coded('42P07', 'relation "members" already exists'));
      },
      log,
      clock,
    );
    await expect(start).rejects.toThrow('already exists');
    expect(calls).toBe(1);
    expect(clock.waits).toEqual([]);
  });
});
