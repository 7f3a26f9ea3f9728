/**
 * Writes the published casino test vectors, src/features/fairness/vectors/casino.json, from the
 * provider's own outcome code (common/domain/casino): for every game a few plain cases and the
 * edge cases a second implementation most easily gets wrong (docs/fairness.md). Deterministic:
 * the seeds are derived from fixed labels and the edge cases are the first nonce that shows them.
 *
 *   npx tsx scripts/fairness-vectors-casino.ts
 */
import { createHash, createHmac } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import {
  commitServerSeed,
  drawFair,
  fairStreamFrom,
  tableClientSeed,
} from '../common/domain/casino/fairness';
import { outcomeDraw, type CasinoOutcome } from '../common/domain/casino/outcomes';
import type { BaccaratOutcome } from '../common/domain/casino/tables/baccarat';
import type { RouletteOutcome } from '../common/domain/casino/tables/roulette';
import type { FairnessInputs, SlotSpinOutcome } from '../common/domain/casino/types';

const OUTPUT = new URL('../src/features/fairness/vectors/casino.json', import.meta.url);
const SEARCH_LIMIT = 5_000_000;

const seedOf = (label: string) =>
  createHash('sha256').update(`casino-vector:${label}`).digest('hex');
const nodeHmac = (key: Uint8Array, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message, 'utf8').digest());

interface Wanted {
  /** Shown with the vector (Korean, as every text a member may see). */
  readonly note: string;
  readonly clientSeed: string;
  readonly nonce?: number;
  /** The first nonce from 0 whose outcome passes this is taken. */
  readonly when?: (outcome: CasinoOutcome) => boolean;
}

const baccaratCase = (test: (o: BaccaratOutcome) => boolean) => (o: CasinoOutcome) =>
  test(o as BaccaratOutcome);
const slotCase = (test: (o: SlotSpinOutcome) => boolean) => (o: CasinoOutcome) =>
  test(o as SlotSpinOutcome);

const cardValue = (card: { rank: number }) => (card.rank < 10 ? card.rank : 0);
const anyWin = slotCase((o) => o.totalPay > 0);
const noWin = slotCase((o) => o.totalPay === 0);

async function tableSeeds() {
  const sets = [[], ['행운의 시드'], ['seed-b', 'Seed-A', '행운의 시드', 'seed-a'], ['x', 'x']];
  return Promise.all(
    sets.map(async (memberClientSeeds) => ({
      memberClientSeeds,
      clientSeed: await tableClientSeed(memberClientSeeds),
    })),
  );
}

async function wantedByGame(): Promise<Record<string, Wanted[]>> {
  const combined = await tableClientSeed(['seed-b', 'Seed-A', '행운의 시드', 'seed-a']);
  return {
    baccarat: [
      { note: '베팅 없는 라운드 (클라이언트 시드 table)', clientSeed: 'table', nonce: 1 },
      { note: '여러 명이 베팅한 라운드 (합친 시드)', clientSeed: combined, nonce: 2 },
      {
        note: '내추럴: 두 장씩으로 끝남',
        clientSeed: 'natural',
        when: baccaratCase((o) => o.player.length === 2 && o.banker.length === 2),
      },
      {
        note: '플레이어와 뱅커 모두 세 번째 카드',
        clientSeed: 'third-cards',
        when: baccaratCase((o) => o.player.length === 3 && o.banker.length === 3),
      },
      {
        note: '플레이어 스탠드, 뱅커 세 번째 카드',
        clientSeed: 'banker-draws',
        when: baccaratCase((o) => o.player.length === 2 && o.banker.length === 3),
      },
      {
        note: '플레이어 세 번째 카드, 뱅커 스탠드',
        clientSeed: 'banker-stands',
        when: baccaratCase((o) => o.player.length === 3 && o.banker.length === 2),
      },
      {
        note: '타이와 페어',
        clientSeed: 'tie-pair',
        when: baccaratCase((o) => o.winner === 'tie' && o.player[0]?.rank === o.player[1]?.rank),
      },
      {
        note: '뱅커 3, 플레이어 세 번째 카드 8: 뱅커 스탠드',
        clientSeed: 'banker-three',
        when: baccaratCase(
          (o) =>
            o.player.length === 3 &&
            cardValue(o.player[2]!) === 8 &&
            o.banker.length === 2 &&
            o.bankerPoints === 3,
        ),
      },
    ],
    roulette: [
      { note: '베팅 없는 라운드 (클라이언트 시드 table)', clientSeed: 'table', nonce: 1 },
      { note: '여러 명이 베팅한 라운드 (합친 시드)', clientSeed: combined, nonce: 7 },
      {
        note: '0',
        clientSeed: 'zero',
        when: (o) => (o as RouletteOutcome).pocket === 0,
      },
      { note: '큰 라운드 번호', clientSeed: '행운의 시드', nonce: 2_147_483_647 },
    ],
    'classic-3x3': [
      { note: '첫 스핀', clientSeed: 'my-seed', nonce: 0 },
      { note: '당첨 없음', clientSeed: 'classic', when: noWin },
      {
        note: '체리 두 개',
        clientSeed: 'classic',
        when: slotCase((o) => o.steps[0]!.wins.some((w) => w.symbol === 'C' && w.count === 2)),
      },
      {
        note: '와일드가 낀 라인',
        clientSeed: '와일드',
        when: slotCase((o) =>
          o.steps[0]!.wins.some(
            (w) =>
              w.symbol !== 'W' && w.cells.some(([r, row]) => o.steps[0]!.screen[r]![row] === 'W'),
          ),
        ),
      },
    ],
    'video-5x3': [
      { note: '첫 스핀', clientSeed: 'my-seed', nonce: 0 },
      { note: '당첨', clientSeed: 'dragon', when: anyWin },
      {
        note: '프리 스핀 10회',
        clientSeed: 'free-spins',
        when: slotCase((o) => o.freeSpinsPlayed === 10),
      },
      {
        note: '프리 스핀 재시작 (리트리거)',
        clientSeed: 'retrigger',
        when: slotCase((o) => o.freeSpinsPlayed > 10),
      },
    ],
    'cascade-5x3': [
      { note: '첫 스핀', clientSeed: 'my-seed', nonce: 0 },
      { note: '당첨 없음', clientSeed: 'gems', when: noWin },
      {
        note: '연속 낙하 (배수 2, 3)',
        clientSeed: 'gems',
        when: slotCase((o) => o.steps.length === 3),
      },
      {
        note: '연속 낙하 (배수 5까지)',
        clientSeed: 'gems-long',
        when: slotCase((o) => o.steps.length >= 5),
      },
    ],
  };
}

function firstNonce(game: string, inputs: Omit<FairnessInputs, 'nonce'>, wanted: Wanted): number {
  if (wanted.nonce !== undefined) return wanted.nonce;
  const draw = outcomeDraw(game)!;
  for (let nonce = 0; nonce < SEARCH_LIMIT; nonce += 1) {
    if (wanted.when!(draw(fairStreamFrom({ ...inputs, nonce }, nodeHmac)))) return nonce;
  }
  throw new Error(`${game}: no nonce below ${SEARCH_LIMIT} shows "${wanted.note}"`);
}

async function main() {
  const games: Record<string, unknown[]> = {};
  for (const [game, wantedList] of Object.entries(await wantedByGame())) {
    games[game] = [];
    for (const [index, wanted] of wantedList.entries()) {
      const serverSeedHex = seedOf(`${game}:${index}`);
      const nonce = firstNonce(game, { serverSeedHex, clientSeed: wanted.clientSeed }, wanted);
      const inputs = { serverSeedHex, clientSeed: wanted.clientSeed, nonce };
      games[game]!.push({
        note: wanted.note,
        ...inputs,
        commit: await commitServerSeed(serverSeedHex),
        // The production path: WebCrypto blocks and the game's draw, as the provider deals.
        outcome: await drawFair(inputs, outcomeDraw(game)!),
      });
    }
  }
  const vectors = { recipe: 'docs/fairness.md', tableSeeds: await tableSeeds(), games };
  const path = OUTPUT.pathname;
  const text = await format(JSON.stringify(vectors), {
    ...(await resolveConfig(path)),
    filepath: path,
  });
  await writeFile(OUTPUT, text);
  console.log(`wrote ${path}`);
}

await main();
