/**
 * Writes the published minigame test vectors (src/features/fairness/vectors/minigame.json) from the
 * server's own draw (common/domain/minigame), so the separate implementation written from
 * docs/fairness-minigames.md is checked against what the site really computes.
 *
 *   npx tsx scripts/fairness-vectors-minigame.ts
 *
 * Rule 1 rounds use the server's round stream as it is. Rule 2 (docs/fairness-minigames.md §2)
 * changes only the signed message, so its stream is made here with node:crypto from the rule-2
 * message and handed to the same family draws.
 */
import { createHash, createHmac } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { MINIGAME_CATALOG } from '../common/domain/minigame/catalog';
import { FAMILY_ENGINES } from '../common/domain/minigame/family-registry';
import { hexToBytes, LazyBlockStream } from '../common/domain/minigame/hmac-blocks';
import { commitSeedSync, createNodeRoundStream } from '../common/domain/minigame/stream-node';
import { FAMILIES } from '../common/domain/minigame/types';

const OUT = 'src/features/fairness/vectors/minigame.json';
const PER_RULE = 4;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** §2.2: `none` without bets, else SHA-256 of the seeds sorted by code unit and joined by ':'. */
function combine(seeds: readonly string[]): string {
  if (seeds.length === 0) return 'none';
  return sha256Hex([...seeds].sort().join(':'));
}

function ruleTwoStream(seedHex: string, gameId: number, roundId: string, clientSeed: string) {
  const key = hexToBytes(seedHex);
  return new LazyBlockStream((counter) =>
    createHmac('sha256', key)
      .update(`${gameId}:${roundId}:${clientSeed}:${counter}`, 'utf8')
      .digest(),
  );
}

/** Client seed lists that exercise the order (case, Hangul, astral characters) and duplicates. */
const CLIENT_SEED_LISTS: readonly (readonly string[])[] = [
  [],
  ['lucky7'],
  ['b', 'a', 'B', 'A'],
  ['가나다', 'abc', '😀', 'ｚ', 'Z'],
  ['same', 'same', 'other'],
  ['0f3a9c', 'member-seed:with:colons', ''],
];

const vectors: object[] = [];
for (const family of FAMILIES) {
  const games = MINIGAME_CATALOG.filter((game) => game.family === family).map((game) => game.id);
  for (const rule of [1, 2] as const) {
    for (let i = 0; i < PER_RULE; i += 1) {
      const seedHex = sha256Hex(`minigame vector ${family} rule ${rule} #${i}`);
      const gameId = games[i % games.length] as number;
      const roundId = `2026112${i}-${String(1 + ((i * 397 + rule * 31) % 1440)).padStart(4, '0')}`;
      const clientSeeds = rule === 2 ? CLIENT_SEED_LISTS[i % CLIENT_SEED_LISTS.length] : undefined;
      const roundClientSeed = clientSeeds === undefined ? undefined : combine(clientSeeds);
      const stream =
        roundClientSeed === undefined
          ? createNodeRoundStream(seedHex, gameId, roundId)
          : ruleTwoStream(seedHex, gameId, roundId, roundClientSeed);
      vectors.push({
        family,
        gameId,
        roundId,
        rule,
        seedHex,
        ...(clientSeeds === undefined ? {} : { clientSeeds, roundClientSeed }),
        commit: commitSeedSync(seedHex),
        outcome: FAMILY_ENGINES[family].draw(stream),
      });
    }
  }
}

const document = {
  about:
    'Minigame draws computed by the site (docs/fairness-minigames.md): each input gives this commit and outcome.',
  clientSeeds: CLIENT_SEED_LISTS.map((seeds) => ({ seeds, roundClientSeed: combine(seeds) })),
  vectors,
};
const options = (await resolveConfig(OUT)) ?? {};
await writeFile(OUT, await format(JSON.stringify(document), { ...options, filepath: OUT }));
console.log(`${vectors.length} vectors → ${OUT}`);
