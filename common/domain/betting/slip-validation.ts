/**
 * The server receives a finished slip, not the clicks that built it, so it checks the slip as a
 * whole against the same family rules (docs/architecture.md §6: one implementation for the client
 * machine and the server use-case). A slip the add functions can produce always passes.
 */
import { normalizeMarketName } from '../sports/market-names';
import { addInplayPick, familyOf, INPLAY_MAX_ENTRIES_PER_FIXTURE } from './inplay-slip';
import { addKoreanPick, isBelowBonusMinimum } from './korean-slip';
import { changeBet } from './prematch-slip';
import { refuse, type Refusal } from './refusal';
import type { SlipEntry, SlipResult } from './slip-entry';

export const SLIP_FAMILIES = ['prematch', 'korean', 'inplay'] as const;
export type SlipFamily = (typeof SLIP_FAMILIES)[number];

/** The add rule of a family (spec §4), for callers that hold the family as data. */
export function addPick(
  family: SlipFamily,
  entries: readonly SlipEntry[],
  entry: SlipEntry,
): SlipResult {
  if (family === 'prematch') return changeBet(entries, entry);
  if (family === 'korean') return addKoreanPick(entries, entry);
  return addInplayPick(entries, entry);
}

function hasDuplicates(keys: readonly string[]): boolean {
  return new Set(keys).size !== keys.length;
}

function groupByFixture(entries: readonly SlipEntry[]): SlipEntry[][] {
  const groups = new Map<string, SlipEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.fixtureId) ?? [];
    group.push(entry);
    groups.set(entry.fixtureId, group);
  }
  return [...groups.values()];
}

function checkKorean(entries: readonly SlipEntry[]): Refusal | undefined {
  if (hasDuplicates(entries.map((e) => e.fixtureId))) return refuse('FIXTURE_CONFLICT');
  const bonusCount = entries.filter((e) => e.isBonus).length;
  if (bonusCount > 1) return refuse('FIXTURE_CONFLICT');
  if (bonusCount === 1 && entries.some(isBelowBonusMinimum)) return refuse('BONUS_MIN_ODDS');
  return undefined;
}

function checkInplay(entries: readonly SlipEntry[]): Refusal | undefined {
  for (const group of groupByFixture(entries)) {
    if (group.length > INPLAY_MAX_ENTRIES_PER_FIXTURE) return refuse('FIXTURE_CONFLICT');
    if (hasDuplicates(group.map(familyOf))) return refuse('FIXTURE_CONFLICT');
  }
  return undefined;
}

function checkPrematch(entries: readonly SlipEntry[]): Refusal | undefined {
  const markets = entries.map((e) => `${e.fixtureId}\u0000${normalizeMarketName(e.marketName)}`);
  return hasDuplicates(markets) ? refuse('FIXTURE_CONFLICT') : undefined;
}

/** Whether a submitted slip obeys its family's rules; limits and prices are checked elsewhere. */
export function validateSlip(
  family: SlipFamily,
  entries: readonly SlipEntry[],
): { ok: true } | Refusal {
  if (entries.length === 0) return refuse('NO_SELECTIONS');
  if (hasDuplicates(entries.map((e) => e.id))) return refuse('DUPLICATE_SELECTION');
  const check = { prematch: checkPrematch, korean: checkKorean, inplay: checkInplay }[family];
  return check(entries) ?? { ok: true };
}
