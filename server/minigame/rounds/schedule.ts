/**
 * Round timing: rounds are aligned to the game's interval within the Asia/Seoul day.
 * Round n of a day covers [midnight + (n-1)·I, midnight + n·I): it opens at the start, betting
 * closes `bettingCloseOffsetSec` before the end, and it is drawn at the end. Every catalog
 * interval divides 86,400 s, so a day holds a whole number of rounds. Seoul has no DST: +09:00.
 */
import type { MinigameGame } from '../../../common/domain/minigame/catalog';
import { DAY_MS, SEOUL_OFFSET_MS, seoulDay } from '../../platform/lib/seoul-day';
const ROUND_NO_DIGITS = 4;

export interface RoundSlot {
  gameId: number;
  roundId: string;
  roundNo: number;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
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
