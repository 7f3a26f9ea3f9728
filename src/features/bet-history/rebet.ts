import { isHTTPError } from '../../api/http';
import { errorMessage } from '../../api/errors';
import {
  fetchMinigameEvents,
  fetchMinigameSetting,
  placeMinigameBet,
} from '../../api/minigame.api';
import type { MinigameHistoryItem } from '../../../common/contract/bet-history.contract';
import { recordPlacedBet } from '../../streams/minigame/minigame.stream';
import { reBetPlan, type ReBetPlan } from './rebet-plan';

/** The plan for re-betting `bet` now; a failed read is a message to show. */
export async function loadReBetPlan(
  bet: MinigameHistoryItem,
): Promise<ReBetPlan | { ok: false; message: string }> {
  try {
    const [setting, events] = await Promise.all([
      fetchMinigameSetting(bet.gameId),
      fetchMinigameEvents(bet.gameId),
    ]);
    return reBetPlan(setting, events, bet.selectionKey);
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}

export type ReBetOutcome =
  { ok: true; roundNo: number } | { ok: false; message: string; retrySameKey: boolean };

/**
 * Places the re-bet at the odds the dialog showed (the server refuses if they moved). The key is
 * the dialog's: a retry after a lost answer sends it again, so a bet is never placed twice.
 */
export async function placeReBet(
  bet: MinigameHistoryItem,
  plan: Extract<ReBetPlan, { ok: true }>,
  idempotencyKey: string,
): Promise<ReBetOutcome> {
  try {
    const answer = await placeMinigameBet({
      gameId: bet.gameId,
      roundId: plan.roundId,
      selectionKey: bet.selectionKey,
      stakeWon: bet.stakeWon,
      oddsHundredths: plan.oddsHundredths,
      idempotencyKey,
    });
    recordPlacedBet(answer.bet, answer.emoney);
    return { ok: true, roundNo: plan.roundNo };
  } catch (error) {
    return { ok: false, message: errorMessage(error), retrySameKey: !isHTTPError(error) };
  }
}
