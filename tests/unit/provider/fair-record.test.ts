// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAIRNESS_RECORD_KEY,
  FAIRNESS_RECORD_LIMIT,
  type FairnessRecordEntry,
} from '../../../common/contract/fairness-record.contract';
import {
  appendEntry,
  completeEntry,
  findEntry,
  readRecord,
} from '../../../src/provider/demo/fair-record';

const entry = (nonce: number): FairnessRecordEntry => ({
  id: `slot:classic-3x3:${nonce}`,
  kind: 'slot',
  gameCode: 'classic-3x3',
  drawCode: 'classic-3x3',
  recordedAt: '2026-11-29T00:00:00.000Z',
  shown: { commitHex: 'aa', clientSeed: 'seed', nonce },
});

beforeEach(() => localStorage.clear());

describe("the member's fairness record in the provider's pages", () => {
  it('appends entries and completes one with what the round revealed', () => {
    appendEntry(entry(0));
    appendEntry(entry(1));
    expect(completeEntry('slot:classic-3x3:0', { serverSeedHex: 'bb', outcome: { x: 1 } })).toBe(
      true,
    );
    expect(findEntry('slot:classic-3x3:0')?.revealed).toEqual({
      serverSeedHex: 'bb',
      outcome: { x: 1 },
    });
    expect(findEntry('slot:classic-3x3:0')?.shown).toEqual(entry(0).shown);
    expect(findEntry('slot:classic-3x3:1')?.revealed).toBeUndefined();
    expect(completeEntry('slot:classic-3x3:9', { serverSeedHex: 'bb', outcome: null })).toBe(false);
  });

  it(`keeps the newest ${FAIRNESS_RECORD_LIMIT} entries`, () => {
    for (let n = 0; n < FAIRNESS_RECORD_LIMIT + 5; n += 1) appendEntry(entry(n));
    const record = readRecord();
    expect(record).toHaveLength(FAIRNESS_RECORD_LIMIT);
    expect(record[0]?.shown.nonce).toBe(5);
  });

  it('reads a broken store as empty and drops only unreadable entries', () => {
    localStorage.setItem(FAIRNESS_RECORD_KEY, 'not json');
    expect(readRecord()).toEqual([]);
    localStorage.setItem(FAIRNESS_RECORD_KEY, JSON.stringify({ not: 'a list' }));
    expect(readRecord()).toEqual([]);
    localStorage.setItem(FAIRNESS_RECORD_KEY, JSON.stringify([{ id: 1 }, entry(4)]));
    expect(readRecord()).toEqual([entry(4)]);
    appendEntry(entry(5));
    expect(readRecord().map((e) => e.shown.nonce)).toEqual([4, 5]);
  });
});
