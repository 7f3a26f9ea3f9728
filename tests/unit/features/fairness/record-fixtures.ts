/**
 * Record entries built from the published vectors (real seed, commit and outcome triples), as the
 * game pages would have written them before play and completed after the reveal.
 */
import type { FairnessRecordEntry } from '../../../../common/contract/fairness-record.contract';
import casino from '../../../../src/features/fairness/vectors/casino.json';
import minigame from '../../../../src/features/fairness/vectors/minigame.json';

const RECORDED_AT = '2026-11-29T00:00:00.000Z';

function pick<T>(list: readonly T[], find: (item: T) => boolean): T {
  const found = list.find(find);
  if (found === undefined) throw new Error('fixture: vector not found');
  return found;
}

export function slotEntry(): FairnessRecordEntry {
  const vector = casino.games['classic-3x3'][0]!;
  return {
    id: `slot:classic-3x3:${vector.nonce}`,
    kind: 'slot',
    gameCode: 'classic-3x3',
    drawCode: 'classic-3x3',
    recordedAt: RECORDED_AT,
    shown: { commitHex: vector.commit, clientSeed: vector.clientSeed, nonce: vector.nonce },
    revealed: { roundRef: 'spin-1', serverSeedHex: vector.serverSeedHex, outcome: vector.outcome },
  };
}

/** A baccarat round several members bet on: the vector's client seed combines these seats. */
export function tableEntry(): FairnessRecordEntry {
  const seats = pick(casino.tableSeeds, (set) => set.memberClientSeeds.length > 2);
  const vector = pick(casino.games.baccarat, (item) => item.clientSeed === seats.clientSeed);
  return {
    id: `table:baccarat-1:${vector.nonce}`,
    kind: 'table',
    gameCode: 'baccarat-1',
    drawCode: 'baccarat',
    recordedAt: RECORDED_AT,
    shown: { commitHex: vector.commit, clientSeed: '행운의 시드', nonce: vector.nonce },
    revealed: {
      roundRef: `baccarat-1#${vector.nonce}`,
      serverSeedHex: vector.serverSeedHex,
      combinedClientSeed: seats.clientSeed,
      seats: seats.memberClientSeeds.map((clientSeed, index) => ({
        player: `회원${index + 1}**`,
        clientSeed,
        seat: index + 1,
      })),
      outcome: vector.outcome,
    },
  };
}

function minigameEntry(rule: 1 | 2): FairnessRecordEntry {
  const vector = pick(
    minigame.vectors,
    (item) =>
      item.family === 'baccarat' &&
      item.rule === rule &&
      (rule === 1 || (item.clientSeeds ?? []).includes('lucky7')),
  );
  const seeds = vector.clientSeeds ?? [];
  const number = Number(vector.roundId.slice(-4));
  return {
    id: `minigame:${vector.gameId}:${vector.roundId}`,
    kind: 'minigame',
    gameCode: String(vector.gameId),
    drawCode: vector.family,
    recordedAt: RECORDED_AT,
    shown: {
      commitHex: vector.commit,
      clientSeed: rule === 2 ? 'lucky7' : 'unused-under-rule-1',
      nonce: number,
      roundId: vector.roundId,
    },
    revealed: {
      serverSeedHex: vector.seedHex,
      fairRule: rule,
      ...(rule === 2
        ? {
            combinedClientSeed: vector.roundClientSeed,
            seats: seeds.map((clientSeed) => ({ player: 'ab**', clientSeed })),
          }
        : {}),
      outcome: vector.outcome,
    },
  };
}

export const minigameRule1Entry = (): FairnessRecordEntry => minigameEntry(1);
export const minigameRule2Entry = (): FairnessRecordEntry => minigameEntry(2);
