/**
 * The slip's placement call (issue 3 slip): `POST /api/sports/bets`, the placed bet recorded at
 * once, and every failure sorted into "network" (the same idempotency key may retry it) or
 * "refused" (final; a 409 may carry the server's current prices).
 */
import { isHTTPError } from 'ky';
import { placeSportsBet, sportsRefusalOf } from '../api/sports.api';
import type { PlaceSportsBetBody } from '../contract/sports.contract';
import { sessionStore } from '../stores/session.store';
import { writeSportsBets } from '../streams/sports/sports-bets.stream';
import { writeBalance } from '../streams/member/session-writes';
import { errorMessage } from '../api/errors';
import type { PlacementFailure, PlacementResult } from './sports-slip.types';

export function placementFailureOf(error: unknown): PlacementFailure {
  if (!isHTTPError(error)) return { kind: 'network', message: errorMessage(error) };
  const refusal = sportsRefusalOf(error);
  return {
    kind: 'refused',
    message: refusal?.message ?? errorMessage(error),
    ...(refusal?.prices ? { prices: refusal.prices } : {}),
  };
}

export const asFailure = (error: unknown): PlacementFailure =>
  error && typeof error === 'object' && 'kind' in error && 'message' in error
    ? (error as PlacementFailure)
    : placementFailureOf(error);

/** A placed bet shows at once in /bet_result and the balance (the bets stream confirms it). */
export async function placeAndRecord(body: PlaceSportsBetBody): Promise<PlacementResult> {
  try {
    const result = await placeSportsBet(body);
    writeSportsBets([result.bet]);
    const point = sessionStore.getState().user?.point;
    if (point !== undefined) writeBalance(result.emoney, point);
    return result;
  } catch (error) {
    throw placementFailureOf(error);
  }
}
