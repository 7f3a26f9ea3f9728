/**
 * What a placement decides and answers, shared by the one-slip path (sports-bet.service.ts) and
 * the batch path (sports-bet-batch.ts): the bettor's row, the request's fingerprint (a retry
 * under the same key must repeat it), and the new bet's view.
 */
import { createHash } from 'node:crypto';
import type {
  PlaceSportsBetBody,
  SportsBetView,
} from '../../../common/contract/sports-bets.contract';
import type { OddsChangePolicy } from '../../../common/domain/betting/odds-policy';
import { AppError } from '../../platform/lib/app-error';
import type { BetPlan } from './sports-bet-assess';
import { betView, type LegRow } from './sports-bet-view';

/** The bettor as a placement reads it: level limits, policy, wallets and a bet under the key. */
export interface BettorRow {
  level: number;
  policy: OddsChangePolicy | null;
  min_stake_won: number | null;
  max_stake_won: number | null;
  max_payout_won: number | null;
  max_selections: number | null;
  point: number | null;
  cash_account_id: number | null;
  existing_id: number | null;
  existing_fingerprint: string | null;
}

/** A placement's result: a replay of the bet made under the key, or the new bet. */
export type Placed =
  { replayedBetId: number } | { bet: SportsBetView; emoney: number; point: number };

/** The request as a retry must repeat it; any difference under the same key is a conflict. */
export function fingerprintOf(body: PlaceSportsBetBody): string {
  const canonical = JSON.stringify([
    body.family,
    body.picks.map((p) => [p.selectionId, p.priceHundredths]),
    body.stakeWon,
    body.systemSize ?? null,
    body.oddsPolicy ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The key was used before: the same request answers that bet, another one is a conflict. */
export function replayedOf(
  stored: Pick<BettorRow, 'existing_id' | 'existing_fingerprint'>,
  fingerprint: string,
): Placed {
  if (stored.existing_fingerprint !== fingerprint) {
    throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
  }
  return { replayedBetId: stored.existing_id as number };
}

/** The view of a bet just written (open, nothing paid), without reading it back. */
export function newBetView(
  memberId: number,
  body: PlaceSportsBetBody,
  plan: BetPlan,
  inserted: { id: number; legs: LegRow[] },
  now: Date,
): SportsBetView {
  return betView(
    {
      id: inserted.id,
      member_id: memberId,
      family: body.family,
      kind: plan.kind,
      system_size: plan.systemSize,
      stake_won: plan.stakeWon,
      total_odds_hundredths: plan.totalOddsHundredths,
      potential_payout_won: plan.potentialPayoutWon,
      status: 0,
      payout_won: 0,
      cashed_out_won: null,
      created_at: now.toISOString(),
      settled_at: null,
    },
    inserted.legs,
    now.getTime(),
  );
}
