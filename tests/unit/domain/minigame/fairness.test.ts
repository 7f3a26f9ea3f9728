// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  commitSeed,
  drawRoundAsync,
  roundBlocks,
  verifyRound,
} from '../../../../common/domain/minigame/fairness';
import { FAMILY_ENGINES } from '../../../../common/domain/minigame/family-registry';
import { blockToUint32s } from '../../../../common/domain/minigame/hmac-blocks';
import {
  ArrayStream,
  drawWithoutReplacement,
  shuffle,
  uniformInt,
  weightedOrder,
} from '../../../../common/domain/minigame/random-stream';
import {
  commitSeedSync,
  createNodeRoundStream,
} from '../../../../common/domain/minigame/stream-node';
import { FAMILIES } from '../../../../common/domain/minigame/types';

const SEED = 'ab'.repeat(32);
const COMMIT = '9a2db2e23f1504cd056606553ac049c5e718e8f9ce9233876df1a7a1821af885';
const GAME_ID = 211;
const ROUND_ID = '20250101-0001';

describe('uniformInt rejection sampling', () => {
  it('rejects values at or above floor(2^32/n)*n and consumes them (n = 3)', () => {
    const stream = new ArrayStream([0xffffffff, 5]);
    expect(uniformInt(stream, 3)).toBe(2);
    expect(stream.consumed).toBe(2);
    expect(uniformInt(new ArrayStream([0xfffffffe]), 3)).toBe(2);
  });

  it('has no modulo bias where plain modulo would have a large one (n = 3·2^30)', () => {
    const n = 3 * 2 ** 30;
    // 1024 evenly spaced 32-bit values: the top quarter (>= n) must be rejected, not wrapped.
    const values = Array.from({ length: 1024 }, (_, i) => i * 2 ** 22);
    const stream = new ArrayStream(values);
    const thirds = [0, 0, 0];
    const accepted = values.filter((v) => v < n).length;
    for (let i = 0; i < accepted; i += 1) {
      const third = Math.floor(uniformInt(stream, n) / 2 ** 30);
      thirds[third] = (thirds[third] ?? 0) + 1;
    }
    expect(thirds).toEqual([256, 256, 256]);
    const plainModulo = [0, 0, 0];
    for (const v of values) plainModulo[Math.floor((v % n) / 2 ** 30)]! += 1;
    expect(plainModulo).toEqual([512, 256, 256]);
  });

  it('accepts every value for n = 1 and n = 2^32, and refuses bad n', () => {
    expect(uniformInt(new ArrayStream([0xffffffff]), 1)).toBe(0);
    expect(uniformInt(new ArrayStream([0xffffffff]), 2 ** 32)).toBe(0xffffffff);
    expect(() => uniformInt(new ArrayStream([1]), 0)).toThrow(RangeError);
    expect(() => uniformInt(new ArrayStream([1]), 2.5)).toThrow(RangeError);
  });
});

describe('draws without replacement', () => {
  it('is a partial Fisher-Yates from the front', () => {
    expect(drawWithoutReplacement(new ArrayStream([0, 0, 0]), ['a', 'b', 'c', 'd'], 3)).toEqual([
      'a',
      'b',
      'c',
    ]);
    // i=0 swaps with 3 → [d,b,c,a]; i=1 takes 1 + 0 → b
    expect(drawWithoutReplacement(new ArrayStream([3, 0]), ['a', 'b', 'c', 'd'], 2)).toEqual([
      'd',
      'b',
    ]);
    expect(shuffle(new ArrayStream([2, 0, 0]), [1, 2, 3])).toEqual([3, 2, 1]);
  });

  it('weightedOrder picks by running weight totals', () => {
    // weights 1,2,3: r=0 → runner 0; then [2,3] total 5, r=2 → runner 2; then runner 1
    expect(weightedOrder(new ArrayStream([0, 2, 0]), [1, 2, 3])).toEqual([0, 2, 1]);
    expect(weightedOrder(new ArrayStream([5, 0, 0]), [1, 2, 3])).toEqual([2, 0, 1]);
  });
});

describe('seed commit and HMAC stream', () => {
  it('commits with SHA-256 of the seed bytes (FIPS 180-2 "abc" vector)', async () => {
    const abc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(await commitSeed('616263')).toBe(abc);
    expect(commitSeedSync('616263')).toBe(abc);
    expect(await commitSeed(SEED)).toBe(COMMIT);
  });

  it('WebCrypto blocks equal node:crypto HMAC of "gameId:roundId:counter"', async () => {
    const blocks = await roundBlocks(SEED, GAME_ID, ROUND_ID, 0, 3);
    blocks.forEach((block, counter) => {
      const expected = createHmac('sha256', Buffer.from(SEED, 'hex'))
        .update(`${GAME_ID}:${ROUND_ID}:${counter}`)
        .digest();
      expect(Buffer.from(block).equals(expected)).toBe(true);
    });
    const nodeStream = createNodeRoundStream(SEED, GAME_ID, ROUND_ID);
    const nodeValues = Array.from({ length: 24 }, () => nodeStream.nextUint32());
    expect(blocks.flatMap(blockToUint32s)).toEqual(nodeValues);
    expect(nodeValues.slice(0, 3)).toEqual([2398682475, 1527362170, 2407947761]);
  });

  it('drawRoundAsync fetches more blocks when a draw runs past the first ones', async () => {
    const take200 = (stream: { nextUint32(): number }) =>
      Array.from({ length: 200 }, () => stream.nextUint32());
    const viaWebCrypto = await drawRoundAsync(SEED, GAME_ID, ROUND_ID, take200);
    expect(viaWebCrypto).toEqual(take200(createNodeRoundStream(SEED, GAME_ID, ROUND_ID)));
  });
});

describe('verifyRound', () => {
  it('recomputes the round and agrees with the server-side stream', async () => {
    const result = await verifyRound({
      gameId: GAME_ID,
      roundId: ROUND_ID,
      seedHex: SEED,
      commitHex: COMMIT.toUpperCase(),
    });
    expect(result.ok).toBe(true);
    // Golden vector, checked by hand: first ball = 1 + (2398682475 mod 28) = 8.
    expect(result.outcome).toEqual({ balls: [8, 9, 14, 12, 26], powerball: 9, sum: 69 });
    expect(1 + (2398682475 % 28)).toBe(8);
  });

  it('refuses a wrong seed, a wrong commit, a bad seed and an unknown game', async () => {
    const base = { gameId: GAME_ID, roundId: ROUND_ID, seedHex: SEED, commitHex: COMMIT };
    expect(await verifyRound({ ...base, seedHex: 'cd'.repeat(32) })).toMatchObject({
      ok: false,
      reason: 'commitMismatch',
    });
    expect(await verifyRound({ ...base, commitHex: '00'.repeat(32) })).toMatchObject({
      ok: false,
      reason: 'commitMismatch',
    });
    expect(await verifyRound({ ...base, seedHex: 'xyz' })).toMatchObject({ reason: 'badSeed' });
    expect(await verifyRound({ ...base, gameId: 999 })).toMatchObject({ reason: 'unknownGame' });
  });

  it('gives the same outcome as the node stream for every family', async () => {
    for (const family of FAMILIES) {
      const engine = FAMILY_ENGINES[family];
      const viaWebCrypto = await drawRoundAsync(SEED, 7, 'r1', (stream) => engine.draw(stream));
      expect(viaWebCrypto, family).toEqual(engine.draw(createNodeRoundStream(SEED, 7, 'r1')));
    }
  });
});
