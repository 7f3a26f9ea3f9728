/**
 * The shape every betting rule answers with when it says no: a stable reason code (the server's
 * error code too), optionally with a detail such as the limit that was crossed. The Korean text
 * of a reason is common/i18n's (sports-labels.ko.ts refusalMessage): domain holds codes only
 * (docs/architecture.md §2).
 */
export const BETTING_REASONS = [
  'BONUS_MIN_ODDS',
  'STAKE_NOT_INTEGER',
  'STAKE_BELOW_MIN',
  'STAKE_ABOVE_MAX',
  'PAYOUT_ABOVE_MAX',
  'TOO_MANY_SELECTIONS',
  'NO_SELECTIONS',
  'DUPLICATE_SELECTION',
  'FIXTURE_CONFLICT',
  'ODDS_CHANGED',
  'ODDS_INVALID',
  'SYSTEM_STAKE_NOT_DIVISIBLE',
  'SYSTEM_SIZE_INVALID',
] as const;
export type BettingReason = (typeof BETTING_REASONS)[number];

export interface Refusal {
  ok: false;
  reason: BettingReason;
  /** Shown after the reason's text, in brackets ('5,000원', '3경기'). */
  detail?: string;
}

export function refuse(reason: BettingReason, detail?: string): Refusal {
  return detail ? { ok: false, reason, detail } : { ok: false, reason };
}
