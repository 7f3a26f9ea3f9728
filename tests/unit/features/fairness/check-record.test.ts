// @vitest-environment node
/**
 * The verdict on the member's own record: 일치 only when every check ran and passed, 불일치
 * naming the value that failed, 확인 불가 naming what is missing.
 */
import { describe, expect, it } from 'vitest';
import type { FairnessRecordEntry } from '../../../../common/contract/fairness-record.contract';
import { checkRecordEntry } from '../../../../src/features/fairness/check-record';
import { minigameRule1Entry, minigameRule2Entry, slotEntry, tableEntry } from './record-fixtures';

type Revealed = NonNullable<FairnessRecordEntry['revealed']>;

function withRevealed(entry: FairnessRecordEntry, change: Partial<Revealed>): FairnessRecordEntry {
  return { ...entry, revealed: { ...entry.revealed!, ...change } };
}

function withShown(
  entry: FairnessRecordEntry,
  change: Partial<FairnessRecordEntry['shown']>,
): FairnessRecordEntry {
  return { ...entry, shown: { ...entry.shown, ...change } };
}

/** Flips the last hex digit: the smallest change a tampered value could make. */
function flipLast(hex: string): string {
  const last = hex.charAt(hex.length - 1);
  return hex.slice(0, -1) + (last === '0' ? '1' : '0');
}

const GOOD = {
  slot: slotEntry,
  table: tableEntry,
  'minigame rule 1': minigameRule1Entry,
  'minigame rule 2': minigameRule2Entry,
} as const;

describe('checkRecordEntry: entries built from the published vectors', () => {
  it.each(Object.entries(GOOD))('%s: every check passes → 일치', async (_, make) => {
    const entry = make();
    const verdict = await checkRecordEntry(entry);
    expect(verdict.text).toBe('일치');
    expect(verdict.status).toBe('match');
    expect(verdict.mismatches).toEqual([]);
    expect(verdict.missing).toEqual([]);
    expect(verdict.recomputed).toEqual(entry.revealed!.outcome);
  });

  it('names the checks that ran for a table: commit, own seed, combined seed, outcome', async () => {
    const verdict = await checkRecordEntry(tableEntry());
    expect([...verdict.passed].sort()).toEqual(['combined', 'commit', 'outcome', 'ownSeed']);
  });

  it('accepts a recorded commit in upper case (hex compares case-insensitively)', async () => {
    const entry = slotEntry();
    const verdict = await checkRecordEntry(
      withShown(entry, { commitHex: entry.shown.commitHex.toUpperCase() }),
    );
    expect(verdict.text).toBe('일치');
  });

  it('accepts a revealed outcome whose keys come back in another order', async () => {
    const entry = tableEntry();
    const outcome = entry.revealed!.outcome as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(outcome).reverse());
    expect((await checkRecordEntry(withRevealed(entry, { outcome: reordered }))).text).toBe('일치');
  });
});

describe('checkRecordEntry: a tampered value is named', () => {
  it.each(Object.entries(GOOD))(
    '%s: the recorded commit changed → 서버 시드 커밋',
    async (_, make) => {
      const entry = make();
      const verdict = await checkRecordEntry(
        withShown(entry, { commitHex: flipLast(entry.shown.commitHex) }),
      );
      expect(verdict.status).toBe('mismatch');
      expect(verdict.text).toBe('불일치: 서버 시드 커밋');
    },
  );

  it.each(Object.entries(GOOD))(
    '%s: another revealed seed → 서버 시드 커밋 and 결과',
    async (_, make) => {
      const entry = make();
      const seed = flipLast(entry.revealed!.serverSeedHex!);
      const verdict = await checkRecordEntry(withRevealed(entry, { serverSeedHex: seed }));
      expect(verdict.text).toBe('불일치: 서버 시드 커밋, 결과');
    },
  );

  it('a revealed seed that is not hex cannot match the commit', async () => {
    const verdict = await checkRecordEntry(withRevealed(slotEntry(), { serverSeedHex: 'xyz1' }));
    expect(verdict.mismatches).toContain('commit');
    expect(verdict.status).toBe('mismatch');
  });

  it.each(Object.entries(GOOD))('%s: another revealed outcome → 결과', async (_, make) => {
    const entry = make();
    const verdict = await checkRecordEntry(withRevealed(entry, { outcome: { pocket: 7 } }));
    expect(verdict.text).toBe('불일치: 결과');
  });

  it('slot: a recorded client seed other than the one drawn from → 결과', async () => {
    const verdict = await checkRecordEntry(withShown(slotEntry(), { clientSeed: 'someone-else' }));
    expect(verdict.text).toBe('불일치: 결과');
  });

  it('slot: another nonce → 결과', async () => {
    const entry = slotEntry();
    const verdict = await checkRecordEntry(withShown(entry, { nonce: entry.shown.nonce + 1 }));
    expect(verdict.text).toBe('불일치: 결과');
  });

  it.each([
    ['table', tableEntry],
    ['minigame rule 2', minigameRule2Entry],
  ] as const)(
    '%s: my seed missing from the published seats → 내 클라이언트 시드',
    async (_, make) => {
      const entry = make();
      const verdict = await checkRecordEntry(withShown(entry, { clientSeed: 'my-own-seed' }));
      expect(verdict.text).toBe('불일치: 내 클라이언트 시드');
    },
  );

  it.each([
    ['table', tableEntry],
    ['minigame rule 2', minigameRule2Entry],
  ] as const)(
    '%s: a published combined seed that the seats do not give → 결합 시드',
    async (_, make) => {
      const entry = make();
      const combined = flipLast(entry.revealed!.combinedClientSeed!);
      const verdict = await checkRecordEntry(withRevealed(entry, { combinedClientSeed: combined }));
      // The outcome is still recomputed from the seats, so it still matches.
      expect(verdict.text).toBe('불일치: 결합 시드');
    },
  );

  it('table: a seat swapped for another seed changes the combined seed → the outcome fails', async () => {
    const entry = tableEntry();
    const seats = entry.revealed!.seats!.map((seat, index) =>
      index === 0 ? { ...seat, clientSeed: 'intruder' } : seat,
    );
    const verdict = await checkRecordEntry(withRevealed(entry, { seats }));
    expect(verdict.mismatches).toEqual(['combined', 'outcome']);
    expect(verdict.text).toBe('불일치: 결합 시드, 결과');
  });

  it('table: a seat added with the published combined seed removed → 결과 only', async () => {
    const entry = tableEntry();
    const seats = [...entry.revealed!.seats!, { player: 'zz**', clientSeed: 'late' }];
    const { combinedClientSeed: _unused, ...rest } = entry.revealed!;
    const verdict = await checkRecordEntry({ ...entry, revealed: { ...rest, seats } });
    expect(verdict.text).toBe('불일치: 결과');
  });

  it('table: another round number → 결과', async () => {
    const entry = tableEntry();
    const verdict = await checkRecordEntry(withShown(entry, { nonce: entry.shown.nonce + 1 }));
    expect(verdict.text).toBe('불일치: 결과');
  });

  it('minigame: another round id → 결과', async () => {
    const entry = minigameRule1Entry();
    const verdict = await checkRecordEntry(withShown(entry, { roundId: '20261129-0001' }));
    expect(verdict.text).toBe('불일치: 결과');
  });

  it('minigame: drawn under the other rule → 결과', async () => {
    const verdict = await checkRecordEntry(
      withRevealed(minigameRule1Entry(), { fairRule: 2, seats: [] }),
    );
    expect(verdict.mismatches).toContain('outcome');
  });

  it('a mismatch is reported even when something else is missing', async () => {
    const entry = tableEntry();
    const { seats: _unused, ...rest } = entry.revealed!;
    const verdict = await checkRecordEntry(
      withShown({ ...entry, revealed: rest }, { commitHex: flipLast(entry.shown.commitHex) }),
    );
    expect(verdict.text).toBe('불일치: 서버 시드 커밋');
    expect(verdict.missing).toEqual(['seats']);
  });
});

describe('checkRecordEntry: what is missing is named, never 일치', () => {
  it('no reveal yet → 확인 불가: 공개된 결과 정보', async () => {
    const { revealed: _unused, ...entry } = slotEntry();
    const verdict = await checkRecordEntry(entry);
    expect(verdict.status).toBe('unverifiable');
    expect(verdict.text).toBe('확인 불가: 공개된 결과 정보');
  });

  it.each([null, ''])('server seed %j → 확인 불가: 서버 시드', async (seed) => {
    const verdict = await checkRecordEntry(withRevealed(tableEntry(), { serverSeedHex: seed }));
    expect(verdict.text).toBe('확인 불가: 서버 시드');
  });

  it.each([
    ['table', tableEntry],
    ['minigame rule 2', minigameRule2Entry],
  ] as const)('%s: no seat list → 확인 불가: 좌석 시드 목록', async (_, make) => {
    const entry = make();
    const { seats: _unused, ...rest } = entry.revealed!;
    const verdict = await checkRecordEntry({ ...entry, revealed: rest });
    expect(verdict.text).toBe('확인 불가: 좌석 시드 목록');
    expect(verdict.passed).toEqual(['commit']);
  });

  it('no revealed outcome → 확인 불가: 공개된 결과, with the recomputed one shown', async () => {
    const entry = slotEntry();
    const verdict = await checkRecordEntry(withRevealed(entry, { outcome: undefined }));
    expect(verdict.text).toBe('확인 불가: 공개된 결과');
    expect(verdict.recomputed).toEqual(entry.revealed!.outcome);
  });

  it('minigame without its rule → 확인 불가: 추첨 규칙', async () => {
    const verdict = await checkRecordEntry(
      withRevealed(minigameRule1Entry(), { fairRule: undefined }),
    );
    expect(verdict.text).toBe('확인 불가: 추첨 규칙');
  });

  it('minigame without its round id → 확인 불가: 회차 번호', async () => {
    const verdict = await checkRecordEntry(withShown(minigameRule1Entry(), { roundId: undefined }));
    expect(verdict.text).toBe('확인 불가: 회차 번호');
  });

  it('a casino game the page does not know → 확인 불가', async () => {
    const verdict = await checkRecordEntry({ ...slotEntry(), drawCode: 'mystery-slot' });
    expect(verdict.text).toBe('확인 불가: 알 수 없는 게임');
  });
});
