/**
 * Korean-style slip (spec §4, §5): one entry per fixture, and the bonus-odds rule.
 *
 * Threshold: spec §4/§5 say a pick "under 1.3" is refused, so exactly 1.30 is allowed; the alert
 * keeps the spec's wording ('1.3 이하') verbatim because that is the text members know.
 */
import { accept, toggledOff, type SlipEntry, type SlipResult } from './slip-entry';
import { BONUS_MIN_ODDS_HUNDREDTHS } from './odds';
import { refuse } from './refusal';

export function isBelowBonusMinimum(entry: SlipEntry): boolean {
  return !entry.isBonus && entry.betPriceHundredths < BONUS_MIN_ODDS_HUNDREDTHS;
}

/**
 * Adds a pick. A pick on a fixture already in the slip replaces that fixture's entry. A bonus
 * entry replaces any other bonus entry (a slip earns one bonus folder). With a bonus entry in the
 * slip, or being added, any regular pick below 1.30 makes the whole change refused, the slip
 * unchanged.
 */
export function addKoreanPick(entries: readonly SlipEntry[], entry: SlipEntry): SlipResult {
  const toggled = toggledOff(entries, entry);
  if (toggled) return accept(toggled);
  const kept = entries.filter(
    (e) => e.fixtureId !== entry.fixtureId && !(entry.isBonus && e.isBonus),
  );
  const next = [...kept, entry];
  const hasBonus = next.some((e) => e.isBonus);
  if (hasBonus && next.some(isBelowBonusMinimum)) return refuse('BONUS_MIN_ODDS');
  return accept(next);
}
