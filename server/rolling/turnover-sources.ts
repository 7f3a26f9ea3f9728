/**
 * Where each rolling category's turnover is recorded (issue 5: "figures computed from recorded
 * turnover, never typed in"). One entry per category; a game family that records no bets yet
 * answers 0 and says so (`recorded: false`), so the pages can tell the member instead of
 * showing an unexplained 0원.
 */
import type { RollingCategory } from '../../src/contract/rolling.contract';
import type { Queryable } from '../platform/db/db';
import { minigameTurnoverSource } from '../minigame/turnover-minigame.source';
import { sportsTurnoverSource } from '../sports/turnover-sports.source';

export interface TurnoverSource {
  /** False while the category has no bet table to read. */
  recorded: boolean;
  /** Stakes graded in [from, to), per member, for the given members (a missing member = 0). */
  byMember(
    q: Queryable,
    memberIds: readonly number[],
    from: Date,
    to: Date,
  ): Promise<Map<number, number>>;
}

/** A category without recorded turnover: always 0. */
export const noTurnoverRecorded: TurnoverSource = {
  recorded: false,
  byMember: () => Promise.resolve(new Map()),
};

export const TURNOVER_SOURCES: Record<RollingCategory, TurnoverSource> = {
  mini: minigameTurnoverSource,
  // Graded sports bets, by the instant each stake first counted (turnover-sports.source.ts).
  sports: sportsTurnoverSource,
  // No casino or slot provider records rounds yet (ARCHITECTURE §10 comes later).
  casino: noTurnoverRecorded,
  slot: noTurnoverRecorded,
};

/** One category's turnover of several members in [from, to), summed. */
export async function turnoverOf(
  q: Queryable,
  category: RollingCategory,
  memberIds: readonly number[],
  from: Date,
  to: Date,
): Promise<number> {
  const byMember = await TURNOVER_SOURCES[category].byMember(q, memberIds, from, to);
  let total = 0;
  for (const won of byMember.values()) total += won;
  return total;
}
