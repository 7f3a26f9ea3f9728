/**
 * In-play slip (spec §4): at most two entries per fixture, and only from different market
 * families (over-under, win/draw/lose, win/lose, handicap, other); otherwise the fixture's entry
 * is replaced.
 */
import { marketFamilyOf, type MarketFamily } from '../sports/market-names';
import { accept, toggledOff, type SlipEntry, type SlipResult } from './slip-entry';

export const INPLAY_MAX_ENTRIES_PER_FIXTURE = 2;

export function familyOf(entry: SlipEntry): MarketFamily {
  return entry.marketFamily ?? marketFamilyOf(entry.marketName);
}

/**
 * Which entries of the same fixture the new pick replaces:
 * - one of the same family: only that one (the other-family partner stays, the pair stays valid);
 * - fixture already full with two other families: both (spec: "the fixture's entry is replaced");
 * - otherwise none, the pick joins.
 */
export function addInplayPick(entries: readonly SlipEntry[], entry: SlipEntry): SlipResult {
  const toggled = toggledOff(entries, entry);
  if (toggled) return accept(toggled);
  const family = familyOf(entry);
  const sameFixture = entries.filter((e) => e.fixtureId === entry.fixtureId);
  const sameFamily = sameFixture.filter((e) => familyOf(e) === family);
  let replaced: readonly SlipEntry[] = [];
  if (sameFamily.length > 0) replaced = sameFamily;
  else if (sameFixture.length >= INPLAY_MAX_ENTRIES_PER_FIXTURE) replaced = sameFixture;
  return accept([...entries.filter((e) => !replaced.includes(e)), entry]);
}
