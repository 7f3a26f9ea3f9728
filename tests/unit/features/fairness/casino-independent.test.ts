// @vitest-environment node
/**
 * The provider's outcome code (common/domain/casino) and the implementation written from
 * docs/fairness.md (src/features/fairness/independent) must agree on every casino outcome: first
 * on the published vectors, then on random seeds, client seeds and nonces.
 *
 * FAIRNESS_CASES sets the random cases per game (the default keeps each game to a few seconds);
 * FAIRNESS_SEED replays a run. The long run is in docs/fairness.md.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commitServerSeed,
  drawFair,
  tableClientSeed,
} from '../../../../common/domain/casino/fairness';
import { outcomeDraw } from '../../../../common/domain/casino/outcomes';
import { SLOT_GAMES } from '../../../../common/domain/casino/slots/catalog';
import {
  combineTableSeeds,
  commitOf,
  INDEPENDENT_OUTCOMES,
} from '../../../../src/features/fairness/independent';
import vectors from '../../../../src/features/fairness/vectors/casino.json';

const GAMES = ['baccarat', 'roulette', ...SLOT_GAMES.map((game) => game.code)];
const CASES = Number(process.env.FAIRNESS_CASES ?? 1000);
const SEED = Number(process.env.FAIRNESS_SEED ?? Date.now() % 2 ** 31);

interface Vector {
  readonly note: string;
  readonly serverSeedHex: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly commit: string;
  readonly outcome: unknown;
}

const published = vectors.games as Record<string, Vector[]>;

function serverOutcome(game: string, serverSeedHex: string, clientSeed: string, nonce: number) {
  return drawFair({ serverSeedHex, clientSeed, nonce }, outcomeDraw(game)!);
}

function independentOutcome(
  game: string,
  serverSeedHex: string,
  clientSeed: string,
  nonce: number,
) {
  return INDEPENDENT_OUTCOMES[game]!(serverSeedHex, clientSeed, nonce);
}

describe('every casino game has a second implementation and published vectors', () => {
  it('covers the server catalogue', () => {
    expect(Object.keys(INDEPENDENT_OUTCOMES).sort()).toEqual([...GAMES].sort());
    expect(Object.keys(published).sort()).toEqual([...GAMES].sort());
    for (const game of GAMES) expect(published[game]!.length).toBeGreaterThanOrEqual(3);
  });
});

describe('published vectors', () => {
  for (const game of GAMES) {
    for (const vector of published[game] ?? []) {
      it(`${game}: ${vector.note} (nonce ${vector.nonce})`, async () => {
        const { serverSeedHex, clientSeed, nonce } = vector;
        expect(await commitOf(serverSeedHex)).toBe(vector.commit);
        expect(await commitServerSeed(serverSeedHex)).toBe(vector.commit);
        const independent = await independentOutcome(game, serverSeedHex, clientSeed, nonce);
        const server = await serverOutcome(game, serverSeedHex, clientSeed, nonce);
        // Same JSON, key order included: the history shows the published JSON as it is.
        expect(JSON.stringify(independent)).toBe(JSON.stringify(vector.outcome));
        expect(JSON.stringify(server)).toBe(JSON.stringify(vector.outcome));
      });
    }
  }

  it('the combined table client seeds', async () => {
    for (const { memberClientSeeds, clientSeed } of vectors.tableSeeds) {
      expect(await combineTableSeeds(memberClientSeeds)).toBe(clientSeed);
      expect(await tableClientSeed(memberClientSeeds)).toBe(clientSeed);
    }
  });
});

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const serverSeedArb = fc.uint8Array({ minLength: 16, maxLength: 48 }).map(hex);
const clientSeedArb = fc.oneof(
  fc.string({ maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 16 }),
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map(hex),
  fc.constant('table'),
);
const nonceArb = fc.oneof(fc.nat({ max: 1000 }), fc.nat());

describe(`random inputs agree (${CASES} per game, fast-check seed ${SEED})`, () => {
  console.log(`casino fairness: ${CASES} cases per game, FAIRNESS_SEED=${SEED}`);

  for (const game of GAMES) {
    it(game, async () => {
      await fc.assert(
        fc.asyncProperty(serverSeedArb, clientSeedArb, nonceArb, async (seed, client, nonce) => {
          const independent = await independentOutcome(game, seed, client, nonce);
          const server = await serverOutcome(game, seed, client, nonce);
          expect(independent).toEqual(server);
          expect(JSON.stringify(independent)).toBe(JSON.stringify(server));
        }),
        { numRuns: CASES, seed: SEED },
      );
    });
  }

  it('commits and combined table seeds', async () => {
    await fc.assert(
      fc.asyncProperty(
        serverSeedArb,
        fc.array(clientSeedArb, { maxLength: 6 }),
        async (seed, seeds) => {
          expect(await commitOf(seed)).toBe(await commitServerSeed(seed));
          expect(await combineTableSeeds(seeds)).toBe(await tableClientSeed(seeds));
        },
      ),
      { numRuns: CASES, seed: SEED },
    );
  });
});
