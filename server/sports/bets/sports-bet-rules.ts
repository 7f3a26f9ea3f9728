/**
 * When a member may cancel a sports bet from /bet_result (where the rules allow it). Decision, as
 * on domestic sites:
 *   - prematch and korean bets only (an in-play price moves by the second: cancelling would be a
 *     free option on the next goal);
 *   - still in progress and never cashed out;
 *   - within CANCEL_WINDOW_MS of placement;
 *   - before every leg's fixture starts (a started fixture's result is already being decided).
 * The stake comes back in full and the bet becomes status -1 (spec §4 cancelled).
 */
import { BET_STATUS } from '../../../common/domain/betting/bet-status';
import type { SlipFamily } from '../../../common/domain/betting/slip-validation';

export const CANCEL_WINDOW_MS = 5 * 60_000;

export interface CancelFacts {
  family: SlipFamily;
  status: number;
  createdAt: string;
  /** Start of each regular leg's fixture (bonus folders have none). */
  legStarts: readonly (string | null)[];
}

export function isCancellableAt(bet: CancelFacts, nowMs: number): boolean {
  if (bet.family === 'inplay' || bet.status !== BET_STATUS.inProgress) return false;
  if (nowMs - Date.parse(bet.createdAt) >= CANCEL_WINDOW_MS) return false;
  return bet.legStarts.every((start) => start !== null && Date.parse(start) > nowMs);
}
