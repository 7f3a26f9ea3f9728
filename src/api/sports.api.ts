import { isHTTPError } from './http';
import { z } from 'zod';
import { type SportsFixtureView } from '../../common/contract/sports.contract';
import { inplaySnapshotResponseSchema } from '../../common/contract/sports-book.contract';
import {
  cashoutOfferSchema,
  oddsPolicyBodySchema,
  placeSportsBetResponseSchema,
  sportsBetRefusalSchema,
  sportsBetViewSchema,
  sportsBetsPageSchema,
  sportsLimitsResponseSchema,
  type CancelSportsBetBody,
  type PlaceSportsBetBody,
  type SportsBetRefusal,
} from '../../common/contract/sports-bets.contract';
import { api } from './client';

/**
 * The member's sports betting calls (slip, /bet_result, cash-out) and the in-play
 * snapshot the streams need. Shapes from common/contract/sports.contract.ts.
 */
export type OddsPolicy = z.infer<typeof oddsPolicyBodySchema>['oddsPolicy'];
export type SportsLimits = z.infer<typeof sportsLimitsResponseSchema>;
export type SportsBetsQuery = { status?: number; family?: string; page?: number };

/** `GET /api/sports/limits`: the member's level limits and odds-change policy. */
export function fetchSportsLimits() {
  return api.get('sports/limits').json(sportsLimitsResponseSchema);
}

/** `PUT /api/sports/odds-policy` */
export function saveOddsPolicy(oddsPolicy: OddsPolicy) {
  return api.put('sports/odds-policy', { json: { oddsPolicy } }).json(z.unknown());
}

/** `POST /api/sports/bets`: the idempotency key travels in the body (the contract). */
export function placeSportsBet(body: PlaceSportsBetBody) {
  return api.post('sports/bets', { json: body }).json(placeSportsBetResponseSchema);
}

/** `GET /api/sports/bets?status=&family=&page=`: 15 a page (spec §9), newest first. */
export function fetchSportsBets(query: SportsBetsQuery) {
  const searchParams: Record<string, string | number> = { page: query.page ?? 1 };
  if (query.status !== undefined) searchParams.status = query.status;
  if (query.family) searchParams.family = query.family;
  return api.get('sports/bets', { searchParams }).json(sportsBetsPageSchema);
}

/**
 * `POST /api/sports/bets/:id/cancel`: the stake comes back; answers the cancelled bet. A retry
 * with the same key answers the first cancellation (nothing is refunded twice).
 */
export function cancelSportsBet(betId: number, idempotencyKey: string) {
  const body: CancelSportsBetBody = { idempotencyKey };
  return api
    .post(`sports/bets/${betId}/cancel`, { json: body })
    .json(z.object({ bet: sportsBetViewSchema }).loose());
}

/** `GET /api/sports/bets/:id/cashout`: the server's current offer. */
export function fetchCashoutOffer(betId: number) {
  return api.get(`sports/bets/${betId}/cashout`).json(cashoutOfferSchema);
}

/** `POST /api/sports/bets/:id/cashout`: accepted only at exactly the offer shown. */
export function acceptCashout(betId: number, offerWon: number, idempotencyKey: string) {
  return api
    .post(`sports/bets/${betId}/cashout`, { json: { idempotencyKey, offerWon } })
    .json(z.object({ bet: sportsBetViewSchema }).loose());
}

/** The `{ code, message, prices?, offerWon? }` body of a sports refusal, when it is one. */
export function sportsRefusalOf(error: unknown): SportsBetRefusal | null {
  if (!isHTTPError(error)) return null;
  const parsed = sportsBetRefusalSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/**
 * `GET /api/sports/inplay`: the whole in-play book, read when the in-play stream connects and
 * after a `reset`.
 */
export async function fetchInplaySnapshot(): Promise<SportsFixtureView[]> {
  const body = await api.get('sports/inplay').json(inplaySnapshotResponseSchema);
  return body.items;
}
