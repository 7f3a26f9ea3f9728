/**
 * The member's odds-change policy (docs/architecture.md §6): the client sends the price it
 * saw, the server re-prices from its own feed and the bet is struck at the server's price or not
 * at all.
 *   none   → any change refuses;
 *   higher → accepted only when the new price is at least the one seen;
 *   any    → any change is accepted.
 */
import { isValidOddsHundredths } from './odds';
import { refuse, type Refusal } from './refusal';

export const ODDS_CHANGE_POLICIES = ['none', 'higher', 'any'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

export type PricedLeg = { ok: true; priceHundredths: number } | Refusal;

export function applyOddsChangePolicy(
  policy: OddsChangePolicy,
  seenHundredths: number,
  currentHundredths: number,
): PricedLeg {
  if (!isValidOddsHundredths(seenHundredths) || !isValidOddsHundredths(currentHundredths)) {
    return refuse('ODDS_INVALID');
  }
  const accepted =
    seenHundredths === currentHundredths ||
    policy === 'any' ||
    (policy === 'higher' && currentHundredths > seenHundredths);
  return accepted ? { ok: true, priceHundredths: currentHundredths } : refuse('ODDS_CHANGED');
}

export interface LegPrices {
  selectionId: string;
  seenHundredths: number;
  currentHundredths: number;
}

/** A slip is accepted only if every leg is; a refusal names the changed selections. */
export function applyOddsChangePolicyToLegs(
  policy: OddsChangePolicy,
  legs: readonly LegPrices[],
): { ok: true; pricesHundredths: number[] } | (Refusal & { changedSelectionIds: string[] }) {
  const results = legs.map((leg) =>
    applyOddsChangePolicy(policy, leg.seenHundredths, leg.currentHundredths),
  );
  const refusedIndex = results.findIndex((r) => !r.ok);
  if (refusedIndex >= 0) {
    const refusal = results[refusedIndex] as Refusal;
    const changedSelectionIds = legs.filter((_, i) => !results[i]?.ok).map((l) => l.selectionId);
    return { ...refusal, changedSelectionIds };
  }
  return {
    ok: true,
    pricesHundredths: results.map((r) => (r.ok ? r.priceHundredths : 0)),
  };
}
