import type { SlipEntry } from '../../../../common/domain/betting/slip-entry';

/** A slip entry with defaults; tests override what the rule under test looks at. */
export function pick(overrides: Partial<SlipEntry> & { id: string }): SlipEntry {
  return {
    fixtureId: 'f1',
    marketName: '1X2',
    betPriceHundredths: 185,
    ...overrides,
  };
}

export function ids(result: { ok: boolean; entries?: readonly SlipEntry[] }): string[] {
  if (!result.ok || !result.entries) throw new Error('expected an accepted slip');
  return result.entries.map((e) => e.id);
}
