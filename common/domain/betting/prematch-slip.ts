/**
 * Prematch (European book) slip, spec §4: a pick replaces any entry with the same fixture and the
 * same market, then is added at the end.
 */
import { normalizeMarketName } from '../sports/market-names';
import { accept, toggledOff, type SlipEntry, type SlipResult } from './slip-entry';

function sameMarket(a: SlipEntry, b: SlipEntry): boolean {
  return (
    a.fixtureId === b.fixtureId &&
    normalizeMarketName(a.marketName) === normalizeMarketName(b.marketName)
  );
}

export function changeBet(entries: readonly SlipEntry[], entry: SlipEntry): SlipResult {
  const toggled = toggledOff(entries, entry);
  if (toggled) return accept(toggled);
  return accept([...entries.filter((e) => !sameMarket(e, entry)), entry]);
}

/**
 * Prematch selections close when their fixture starts; the server refuses them at placement,
 * so the slip drops them first. A fixture starting exactly now counts as started.
 */
export function dropStartedEntries(entries: readonly SlipEntry[], nowMs: number): SlipEntry[] {
  return entries.filter((e) => e.startsAt === undefined || e.startsAt > nowMs);
}
