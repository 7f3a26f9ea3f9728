/**
 * Per-level betting limits (min/max stake, max payout, max selections per level;
 * docs/architecture.md §6). The operator sets them per member level in the admin area; the same check
 * runs in the slip (to explain) and in the placement use-case (to decide).
 */
import { formatWon } from '../format';
import { refuse, type Refusal } from './refusal';

export interface BettingLimits {
  minStakeWon: number;
  maxStakeWon: number;
  maxPayoutWon: number;
  maxSelections: number;
}

/** Seed values for a level without its own row; not from the spec, operators change them. */
export const DEFAULT_BETTING_LIMITS: BettingLimits = {
  minStakeWon: 5_000,
  maxStakeWon: 3_000_000,
  maxPayoutWon: 30_000_000,
  maxSelections: 10,
};

export function limitsForLevel(
  table: Readonly<Record<number, BettingLimits>>,
  level: number,
): BettingLimits {
  return table[level] ?? DEFAULT_BETTING_LIMITS;
}

export interface BetToValidate {
  stakeWon: number;
  selectionCount: number;
  /** Payout if everything wins, from payout.ts or system-bets.ts, before any cap. */
  potentialPayoutWon: number;
}

/**
 * First broken limit, in the order a member fixes them: picks, then stake, then payout.
 * Decision: a potential payout above the max is refused at placement (the member lowers the
 * stake) rather than silently capped; settlement still caps as a last guard.
 */
export function validateBetLimits(
  limits: BettingLimits,
  bet: BetToValidate,
): { ok: true } | Refusal {
  if (bet.selectionCount <= 0) return refuse('NO_SELECTIONS');
  if (bet.selectionCount > limits.maxSelections) {
    return refuse('TOO_MANY_SELECTIONS', `${limits.maxSelections}경기`);
  }
  if (!Number.isSafeInteger(bet.stakeWon) || bet.stakeWon <= 0) return refuse('STAKE_NOT_INTEGER');
  if (bet.stakeWon < limits.minStakeWon) {
    return refuse('STAKE_BELOW_MIN', formatWon(limits.minStakeWon));
  }
  if (bet.stakeWon > limits.maxStakeWon) {
    return refuse('STAKE_ABOVE_MAX', formatWon(limits.maxStakeWon));
  }
  if (bet.potentialPayoutWon > limits.maxPayoutWon) {
    return refuse('PAYOUT_ABOVE_MAX', formatWon(limits.maxPayoutWon));
  }
  return { ok: true };
}
