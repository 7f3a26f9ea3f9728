/**
 * The published vectors (src/features/fairness/vectors/) as one list of runnable cases: each
 * recomputes the commit, the combined seed or the outcome with the page's independent
 * implementations and says whether every published value came out again.
 */
import casino from './vectors/casino.json';
import minigame from './vectors/minigame.json';
import { CASINO_GAME_NAMES, MINIGAME_FAMILY_NAMES } from './fairness.ko';
import { combinedSeed, commitOf, recomputeCasino, recomputeMinigame } from './recompute';
import { sameOutcome } from './same-outcome';

export interface VectorCase {
  readonly id: string;
  readonly label: string;
  /** The published values, shown beside the button. */
  readonly inputs: Readonly<Record<string, string>>;
  readonly run: () => Promise<boolean>;
}

export interface VectorGroup {
  readonly id: string;
  readonly title: string;
  readonly cases: readonly VectorCase[];
}

async function commitAgrees(seedHex: string, commit: string): Promise<boolean> {
  return (await commitOf(seedHex)) === commit.toLowerCase();
}

const seedList = (seeds: readonly string[]) => JSON.stringify(seeds);

function casinoGroups(): VectorGroup[] {
  const seeds: VectorGroup = {
    id: 'table-seeds',
    title: '카지노 테이블: 결합 클라이언트 시드',
    cases: casino.tableSeeds.map((set, index) => ({
      id: `table-seeds-${index}`,
      label: `좌석 ${set.memberClientSeeds.length}명`,
      inputs: { '좌석 시드': seedList(set.memberClientSeeds), '결합 시드': set.clientSeed },
      run: async () => (await combinedSeed('table', set.memberClientSeeds)) === set.clientSeed,
    })),
  };
  const games = Object.entries(casino.games).map(([code, vectors]) => ({
    id: `casino-${code}`,
    title: `카지노: ${CASINO_GAME_NAMES[code] ?? code}`,
    cases: (vectors as readonly CasinoVector[]).map((vector, index) => ({
      id: `casino-${code}-${index}`,
      label: vector.note,
      inputs: {
        '서버 시드': vector.serverSeedHex,
        커밋: vector.commit,
        '클라이언트 시드': vector.clientSeed,
        논스: String(vector.nonce),
      },
      run: async () =>
        (await commitAgrees(vector.serverSeedHex, vector.commit)) &&
        sameOutcome(
          await recomputeCasino({
            drawCode: code,
            serverSeedHex: vector.serverSeedHex,
            clientSeed: vector.clientSeed,
            nonce: vector.nonce,
          }),
          vector.outcome,
        ),
    })),
  }));
  return [seeds, ...games];
}

interface CasinoVector {
  note: string;
  serverSeedHex: string;
  clientSeed: string;
  nonce: number;
  commit: string;
  outcome: unknown;
}

type MinigameVector = (typeof minigame.vectors)[number];

function minigameCase(vector: MinigameVector, index: number): VectorCase {
  const rule = vector.rule === 2 ? 2 : 1;
  const inputs: Record<string, string> = {
    '서버 시드': vector.seedHex,
    커밋: vector.commit,
    게임: String(vector.gameId),
    회차: vector.roundId,
    규칙: String(rule),
  };
  if (vector.clientSeeds !== undefined) inputs['좌석 시드'] = seedList(vector.clientSeeds);
  if (vector.roundClientSeed !== undefined) inputs['결합 시드'] = vector.roundClientSeed;
  return {
    id: `minigame-${index}`,
    label: `게임 ${vector.gameId} · ${vector.roundId} · 규칙 ${rule}`,
    inputs,
    run: async () => {
      if (!(await commitAgrees(vector.seedHex, vector.commit))) return false;
      if (vector.clientSeeds !== undefined) {
        const combined = await combinedSeed('minigame', vector.clientSeeds);
        if (combined !== vector.roundClientSeed) return false;
      }
      const outcome = await recomputeMinigame({
        gameId: vector.gameId,
        family: vector.family,
        seedHex: vector.seedHex,
        roundId: vector.roundId,
        rule,
        roundClientSeed: vector.roundClientSeed,
      });
      return sameOutcome(outcome, vector.outcome);
    },
  };
}

function minigameGroups(): VectorGroup[] {
  const seeds: VectorGroup = {
    id: 'minigame-seeds',
    title: '미니게임 규칙 2: 회차 클라이언트 시드',
    cases: minigame.clientSeeds.map((set, index) => ({
      id: `minigame-seeds-${index}`,
      label: `시드 ${set.seeds.length}개`,
      inputs: { '좌석 시드': seedList(set.seeds), '결합 시드': set.roundClientSeed },
      run: async () => (await combinedSeed('minigame', set.seeds)) === set.roundClientSeed,
    })),
  };
  const byFamily = new Map<string, VectorCase[]>();
  minigame.vectors.forEach((vector, index) => {
    const list = byFamily.get(vector.family) ?? [];
    list.push(minigameCase(vector, index));
    byFamily.set(vector.family, list);
  });
  const families = [...byFamily].map(([family, cases]) => ({
    id: `minigame-${family}`,
    title: `미니게임: ${MINIGAME_FAMILY_NAMES[family] ?? family}`,
    cases,
  }));
  return [seeds, ...families];
}

export const VECTOR_GROUPS: readonly VectorGroup[] = [...casinoGroups(), ...minigameGroups()];
