import { isHTTPError } from '../../../api/http';
import {
  acceptCashout,
  cancelSportsBet,
  fetchCashoutOffer,
  sportsRefusalOf,
} from '../../../api/sports.api';
import type { SportsBetView } from '../../../../common/contract/sports-bets.contract';
import { recordBetAnswer } from '../../../streams/member/bet-answers';
import { errorMessage } from '../../../api/errors';

/**
 * The member's actions on a bet: cancel where the server says it may, and
 * cash out at exactly the offer shown. Each call carries an idempotency key the dialog keeps for
 * its retries; the answer goes into the bets store at once (the bets stream confirms it).
 */
export type ActionOutcome =
  | { ok: true; bet: SportsBetView }
  | { ok: false; message: string; offerWon?: number | null; retrySameKey: boolean };

function record(answer: { bet: SportsBetView; emoney?: unknown }): SportsBetView {
  recordBetAnswer(answer);
  return answer.bet;
}

function failure(error: unknown): Extract<ActionOutcome, { ok: false }> {
  const refusal = sportsRefusalOf(error);
  return {
    ok: false,
    message: refusal?.message ?? errorMessage(error),
    ...(refusal && refusal.offerWon !== undefined ? { offerWon: refusal.offerWon } : {}),
    retrySameKey: !isHTTPError(error),
  };
}

export async function cancelBet(betId: number, idempotencyKey: string): Promise<ActionOutcome> {
  try {
    return { ok: true, bet: record(await cancelSportsBet(betId, idempotencyKey)) };
  } catch (error) {
    return failure(error);
  }
}

export async function loadCashoutOffer(
  betId: number,
): Promise<{ offerWon: number | null; reason: string | null } | { error: string }> {
  try {
    const offer = await fetchCashoutOffer(betId);
    return { offerWon: offer.offerWon, reason: offer.reason };
  } catch (error) {
    return { error: errorMessage(error) };
  }
}

export async function cashOut(
  betId: number,
  offerWon: number,
  idempotencyKey: string,
): Promise<ActionOutcome> {
  try {
    return { ok: true, bet: record(await acceptCashout(betId, offerWon, idempotencyKey)) };
  } catch (error) {
    return failure(error);
  }
}
