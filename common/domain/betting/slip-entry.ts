/**
 * One pick in a bet slip (spec §3: id, fixtureId, marketName, betPrice) and the result every slip
 * family answers with. Ids are strings because LSports bet ids exceed 2^53.
 */
import type { MarketFamily } from '../sports/market-names';
import type { Refusal } from './refusal';

export interface SlipEntry {
  /** Selection (LSports bet) id. */
  id: string;
  fixtureId: string;
  marketName: string;
  /** The feed's family when it knows it; otherwise derived from `marketName`. */
  marketFamily?: MarketFamily;
  betPriceHundredths: number;
  /** An entry of a Korean book's bonus-odds folder (spec §5). */
  isBonus?: boolean;
  /** Fixture start, epoch milliseconds. */
  startsAt?: number;
}

export type SlipResult = { ok: true; entries: readonly SlipEntry[] } | Refusal;

export function accept(entries: readonly SlipEntry[]): SlipResult {
  return { ok: true, entries };
}

/**
 * Clicking a selection already in the slip takes it out again, as on the boards of these sites
 * (one click adds, the second click removes); every family applies this before its own rule.
 * Returns undefined when the selection is not in the slip.
 */
export function toggledOff(
  entries: readonly SlipEntry[],
  entry: SlipEntry,
): readonly SlipEntry[] | undefined {
  if (!entries.some((e) => e.id === entry.id)) return undefined;
  return entries.filter((e) => e.id !== entry.id);
}

export function removeEntry(entries: readonly SlipEntry[], selectionId: string): SlipEntry[] {
  return entries.filter((e) => e.id !== selectionId);
}
