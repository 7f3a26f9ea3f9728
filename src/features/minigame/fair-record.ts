/**
 * Minigame bets in the member's own fairness record (docs/fairness.md "The member's record"):
 * at a bet's acceptance the round's commit as the page showed it, the bet's client seed as the
 * server took it, the round id and its number; after the draw the revealed seed, the rule, the
 * combined client seed and every bettor's seed. A broken store reads as empty.
 */
import {
  FAIRNESS_RECORD_KEY,
  FAIRNESS_RECORD_LIMIT,
  fairnessRecordEntrySchema,
  type FairnessRecordEntry,
} from '../../../common/contract/fairness-record.contract';
import type { MinigameBet, MinigameRoundSeeds, RoundView } from '../../api/minigame.api';

export function readRecord(): FairnessRecordEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(FAIRNESS_RECORD_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const entry = fairnessRecordEntrySchema.safeParse(item);
    return entry.success ? [entry.data] : [];
  });
}

function writeRecord(entries: readonly FairnessRecordEntry[]): void {
  try {
    localStorage.setItem(
      FAIRNESS_RECORD_KEY,
      JSON.stringify(entries.slice(-FAIRNESS_RECORD_LIMIT)),
    );
  } catch {
    // A full or blocked store only costs the record, never the bet.
  }
}

export const minigameEntryId = (gameId: number, roundId: string) => `minigame:${gameId}:${roundId}`;

/** Written once per round at the first accepted bet: later bets share the round's seed. */
export function recordMinigameBet(round: RoundView, bet: MinigameBet, family: string): void {
  const id = minigameEntryId(bet.gameId, bet.roundId);
  const entries = readRecord();
  if (entries.some((e) => e.id === id)) return;
  const entry = fairnessRecordEntrySchema.parse({
    id,
    kind: 'minigame',
    gameCode: String(bet.gameId),
    drawCode: family,
    recordedAt: new Date().toISOString(),
    shown: {
      commitHex: round.commitHex,
      clientSeed: bet.clientSeed ?? '',
      nonce: round.roundNo,
      roundId: round.roundId,
    },
  });
  writeRecord([...entries, entry]);
}

/** Entries of this game still waiting for their round's draw. */
export function openMinigameEntries(gameId: number): FairnessRecordEntry[] {
  return readRecord().filter(
    (e) => e.kind === 'minigame' && e.gameCode === String(gameId) && !e.revealed,
  );
}

/** Adds the drawn round (and its published seeds, when they could be read) to its entry. */
export function completeMinigameRound(round: RoundView, seeds: MinigameRoundSeeds | null): boolean {
  const entries = readRecord();
  const index = entries.findIndex((e) => e.id === minigameEntryId(round.gameId, round.roundId));
  const entry = entries[index];
  if (!entry || entry.revealed || !round.seedHex) return false;
  const fairRule = seeds?.fairRule ?? round.fairRule ?? 1;
  const combined = seeds?.clientSeed ?? round.clientSeed ?? null;
  entries[index] = fairnessRecordEntrySchema.parse({
    ...entry,
    revealed: {
      serverSeedHex: round.seedHex,
      fairRule,
      ...(combined ? { combinedClientSeed: combined } : {}),
      ...(seeds
        ? { seats: seeds.seeds.map(({ player, clientSeed }) => ({ player, clientSeed })) }
        : {}),
      outcome: round.outcome,
    },
  });
  writeRecord(entries);
  return true;
}
