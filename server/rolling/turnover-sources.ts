/**
 * The turnover-source interface rolling reads (docs/architecture.md §2): each area that records bets
 * implements it (sports, minigame), and the composition (server/services.ts) wires them into a
 * `TurnoverSources` record, so rolling imports no area and no area imports back into a loop.
 *
 * Where each rolling category's turnover is recorded: rolling figures are computed from
 * recorded turnover, never typed in. One entry per category; a game family that records no bets yet
 * answers 0 and says so (`recorded: false`), so the pages can tell the member instead of
 * showing an unexplained 0원.
 */
import type { RollingCategory } from '../../common/contract/rolling.contract';
import type { Queryable } from '../platform/db/db';

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

/** One source per rolling category; built by the composition (server/services.ts). */
export type TurnoverSources = Readonly<Record<RollingCategory, TurnoverSource>>;

/** One category's turnover of several members in [from, to), summed. */
export async function turnoverOf(
  sources: TurnoverSources,
  q: Queryable,
  category: RollingCategory,
  memberIds: readonly number[],
  from: Date,
  to: Date,
): Promise<number> {
  const byMember = await sources[category].byMember(q, memberIds, from, to);
  let total = 0;
  for (const won of byMember.values()) total += won;
  return total;
}
