/**
 * Round timing (issue 4): rounds are aligned to the game's interval within the Asia/Seoul day.
 * Round n of a day covers [midnight + (n-1)·I, midnight + n·I): it opens at the start, betting
 * closes `bettingCloseOffsetSec` before the end, and it is drawn at the end. Every catalog
 * interval divides 86,400 s, so a day holds a whole number of rounds. Seoul has no DST: +09:00.
 */
import type { MinigameGame } from '../../../src/domain/minigame/catalog';

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
const ROUND_NO_DIGITS = 4;

export interface RoundSlot {
  gameId: number;
  roundId: string;
  roundNo: number;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
}

/** 'YYYYMMDD' of the Seoul day that contains `ms`. */
export function seoulDay(ms: number): string {
  return new Date(ms + SEOUL_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/** The UTC instants at which a Seoul date 'YYYY-MM-DD' starts and ends. */
export function seoulDayRange(date: string): { from: Date; to: Date } {
  const start = Date.parse(`${date}T00:00:00Z`) - SEOUL_OFFSET_MS;
  return { from: new Date(start), to: new Date(start + DAY_MS) };
}

/** The round whose window contains `ms`. */
export function slotAt(game: MinigameGame, ms: number): RoundSlot {
  const intervalMs = game.roundIntervalSec * 1000;
  const local = ms + SEOUL_OFFSET_MS;
  const dayStartLocal = Math.floor(local / DAY_MS) * DAY_MS;
  const index = Math.floor((local - dayStartLocal) / intervalMs);
  const opens = dayStartLocal - SEOUL_OFFSET_MS + index * intervalMs;
  const draw = opens + intervalMs;
  const roundNo = index + 1;
  return {
    gameId: game.id,
    roundId: `${seoulDay(opens)}-${String(roundNo).padStart(ROUND_NO_DIGITS, '0')}`,
    roundNo,
    opensAt: new Date(opens),
    closesAt: new Date(draw - game.bettingCloseOffsetSec * 1000),
    drawAt: new Date(draw),
  };
}

/** The current round and the next one: the next commit is published a whole interval ahead. */
export function slotsToPrepare(game: MinigameGame, ms: number): RoundSlot[] {
  const current = slotAt(game, ms);
  return [current, slotAt(game, current.drawAt.getTime())];
}
