/**
 * Rolling rates as an agent types them (`1.5` %) ↔ hundredths of a percent, without a float
 * ever holding the value. The same rule as the admin 롤링 tab (features never import each
 * other, docs/architecture.md §2); null when it is not 0–10 with at most two decimals.
 */
import {
  ROLLING_CATEGORIES,
  ROLLING_RATE_MAX_BP,
  type RatesBp,
} from '../../../common/contract/rolling.contract';

export type RateDraft = Record<keyof RatesBp, string>;

export function parseRateText(text: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= ROLLING_RATE_MAX_BP ? bp : null;
}

export function rateText(rateBp: number): string {
  const rest = rateBp % 100;
  const whole = Math.trunc(rateBp / 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

export function rateDraftOf(ratesBp: RatesBp): RateDraft {
  return Object.fromEntries(ROLLING_CATEGORIES.map((c) => [c, rateText(ratesBp[c])])) as RateDraft;
}

/** All four rates, or null when one does not parse. */
export function parseRateDraft(draft: RateDraft): RatesBp | null {
  const parsed = ROLLING_CATEGORIES.map((c) => [c, parseRateText(draft[c])] as const);
  if (parsed.some(([, bp]) => bp === null)) return null;
  return Object.fromEntries(parsed) as RatesBp;
}
