/**
 * The slip's placement call: `POST /api/sports/bets`, the placed bet recorded at
 * once, and every failure sorted into "network" (the same idempotency key may retry it) or
 * "refused" (final; a 409 may carry the server's current prices).
 */
import { isHTTPError } from '../api/http';
import { errorMessage } from '../api/errors';
import { placeSportsBet, sportsRefusalOf } from '../api/sports.api';
import type { PlaceSportsBetBody } from '../../common/contract/sports-bets.contract';
import type { PlacementFailure, PlacementResult } from '../machines/sports-slip.types';
import { recordBetAnswer } from '../streams/member/bet-answers';

export function placementFailureOf(error: unknown): PlacementFailure {
  if (!isHTTPError(error)) return { kind: 'network', message: errorMessage(error) };
  const refusal = sportsRefusalOf(error);
  return {
    kind: 'refused',
    message: refusal?.message ?? errorMessage(error),
    ...(refusal?.prices ? { prices: refusal.prices } : {}),
  };
}

/** A placed bet shows at once in /bet_result and the balance (the bets stream confirms it). */
export async function placeAndRecord(body: PlaceSportsBetBody): Promise<PlacementResult> {
  let result: PlacementResult;
  try {
    result = await placeSportsBet(body);
  } catch (error) {
    throw placementFailureOf(error);
  }
  recordBetAnswer(result);
  return result;
}
