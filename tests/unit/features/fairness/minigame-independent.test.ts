// @vitest-environment node
/**
 * The minigame draw computed twice: by the server's code (common/domain/minigame) and by the
 * separate implementation written from docs/fairness-minigames.md. They must agree on the
 * published vectors and on random rounds of every family under both rules.
 *
 * Random rounds per family: FAIRNESS_CASES (default a few seconds' worth); FAIRNESS_SEED replays
 * a run. The full check is documented in docs/fairness-minigames.md §10.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINIGAME_CATALOG } from '../../../../common/domain/minigame/catalog';
import { verifyRound } from '../../../../common/domain/minigame/fairness';
import { FAMILY_ENGINES } from '../../../../common/domain/minigame/family-registry';
import {
  commitSeedSync,
  createNodeRoundStream,
} from '../../../../common/domain/minigame/stream-node';
import { FAMILIES } from '../../../../common/domain/minigame/types';
import {
  combineRoundSeeds,
  commitOf,
  drawMinigame,
} from '../../../../src/features/fairness/independent-minigame';
import { familyOfGame } from '../../../../src/features/fairness/independent-minigame/games';
import published from '../../../../src/features/fairness/vectors/minigame.json';
import { serverDraw, type RoundInput } from './minigame-server-draw';

const CASES = Number(process.env.FAIRNESS_CASES ?? 500);
const SEED = Number(process.env.FAIRNESS_SEED ?? Date.now() % 2 ** 31);
console.log(`minigame fairness: ${CASES} random rounds per family, FAIRNESS_SEED=${SEED}`);

interface Vector extends RoundInput {
  readonly family: string;
  readonly clientSeeds?: readonly string[];
  readonly commit: string;
  readonly outcome: unknown;
}

const vectors = published.vectors as readonly Vector[];

/** JSON text compares key order too: the stored outcome is the server's JSON.stringify. */
const json = (value: unknown) => JSON.stringify(value);

describe('published minigame vectors', () => {
  it('cover every family under both rules with one of its real games', () => {
    for (const family of FAMILIES) {
      for (const rule of [1, 2]) {
        const some = vectors.filter((v) => v.family === family && v.rule === rule);
        expect(some.length, `${family} rule ${rule}`).toBeGreaterThanOrEqual(3);
        for (const v of some) {
          expect(MINIGAME_CATALOG.find((game) => game.id === v.gameId)?.family).toBe(family);
        }
      }
    }
  });

  it.each(vectors.map((v) => [`${v.family} ${v.gameId} ${v.roundId} rule ${v.rule}`, v] as const))(
    '%s: both implementations give the published commit and outcome',
    async (_name, v) => {
      expect(commitSeedSync(v.seedHex)).toBe(v.commit);
      expect(await commitOf(v.seedHex)).toBe(v.commit);
      if (v.rule === 2) {
        expect(await combineRoundSeeds(v.clientSeeds ?? [])).toBe(v.roundClientSeed);
      }
      expect(json(serverDraw(v))).toBe(json(v.outcome));
      expect(json(await drawMinigame(v))).toBe(json(v.outcome));
      expect(json(await drawMinigame({ ...v, gameId: v.gameId, family: v.family }))).toBe(
        json(v.outcome),
      );
      if (v.rule === 1) {
        // The server's browser path (WebCrypto) answers the same for the rounds drawn so far.
        const checked = await verifyRound({ ...v, commitHex: v.commit });
        expect(checked.ok && json(checked.outcome)).toBe(json(v.outcome));
      }
    },
  );

  it.each(published.clientSeeds.map((entry) => [entry.seeds.length, entry] as const))(
    'combined client seed of %i seeds',
    async (_count, entry) => {
      expect(await combineRoundSeeds(entry.seeds)).toBe(entry.roundClientSeed);
    },
  );
});

describe('the independent implementation on its own terms', () => {
  it('knows every catalog game by its family', () => {
    for (const game of MINIGAME_CATALOG)
      expect(familyOfGame(game.id), String(game.id)).toBe(game.family);
  });

  it('refuses what it cannot check', async () => {
    const base = { seedHex: '00ff', gameId: 211, roundId: '20261129-0001' } as const;
    await expect(drawMinigame({ ...base, gameId: 999, rule: 1 })).rejects.toThrow();
    await expect(drawMinigame({ ...base, family: 'ladder', rule: 1 })).rejects.toThrow();
    await expect(drawMinigame({ ...base, rule: 2 })).rejects.toThrow();
    await expect(drawMinigame({ ...base, rule: 2, roundClientSeed: 'ABC' })).rejects.toThrow();
    await expect(drawMinigame({ ...base, seedHex: 'abc', rule: 1 })).rejects.toThrow();
    // A game added after the table was written is checked by naming its family.
    const later = await drawMinigame({ ...base, gameId: 999, family: 'powerball', rule: 1 });
    const server = FAMILY_ENGINES.powerball.draw(
      createNodeRoundStream(base.seedHex, 999, base.roundId),
    );
    expect(json(later)).toBe(json(server));
  });

  it('commits and combines as node:crypto does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { maxLength: 6 }),
        async (seed, clientSeeds) => {
          const seedHex = Buffer.from(seed).toString('hex');
          expect(await commitOf(seedHex)).toBe(commitSeedSync(seedHex));
          expect(await commitOf(seedHex.toUpperCase())).toBe(commitSeedSync(seedHex));
          const expected =
            clientSeeds.length === 0
              ? 'none'
              : createHash('sha256')
                  .update([...clientSeeds].sort().join(':'), 'utf8')
                  .digest('hex');
          expect(await combineRoundSeeds(clientSeeds)).toBe(expected);
        },
      ),
      { numRuns: 300, seed: SEED },
    );
  });
});

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

const roundIdArb = fc.oneof(
  fc
    .tuple(fc.integer({ min: 20240101, max: 20351231 }), fc.integer({ min: 1, max: 2880 }))
    .map(([day, no]) => `${day}-${String(no).padStart(4, '0')}`),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
);

const clientSeedArb = fc.oneof(
  fc.constant('none'),
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map(hexOf),
);

describe.each(FAMILIES.map((family) => [family]))('%s: random rounds', (family) => {
  const gameIds = MINIGAME_CATALOG.filter((game) => game.family === family).map((g) => g.id);

  it(`the two implementations agree on ${CASES} rounds, each under rule 1 and rule 2`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.boolean(),
        fc.constantFrom(...gameIds),
        roundIdArb,
        clientSeedArb,
        async (seed, upper, gameId, roundId, roundClientSeed) => {
          const seedHex = upper ? hexOf(seed).toUpperCase() : hexOf(seed);
          const one: RoundInput = { seedHex, gameId, roundId, rule: 1 };
          const two: RoundInput = { seedHex, gameId, roundId, rule: 2, roundClientSeed };
          const serverOne = serverDraw(one);
          const serverTwo = serverDraw(two);
          const mineOne = await drawMinigame(one);
          const mineTwo = await drawMinigame(two);
          expect(mineOne).toStrictEqual(serverOne);
          expect(json(mineOne)).toBe(json(serverOne));
          expect(mineTwo).toStrictEqual(serverTwo);
          expect(json(mineTwo)).toBe(json(serverTwo));
        },
      ),
      { numRuns: CASES, seed: SEED },
    );
  });
});
