import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyOddsChangePolicy,
  applyOddsChangePolicyToLegs,
} from '../../../../common/domain/betting/odds-policy';
import { asShown } from './refusal-text';

const CHANGED = '배당이 변경되었습니다. 변경된 배당을 확인해주세요.';

describe('odds-change policy (docs/architecture.md §6)', () => {
  it('accepts an unchanged price under every policy', () => {
    for (const policy of ['none', 'higher', 'any'] as const) {
      expect(applyOddsChangePolicy(policy, 185, 185)).toEqual({ ok: true, priceHundredths: 185 });
    }
  });

  it('none: any change refuses', () => {
    expect(asShown(applyOddsChangePolicy('none', 185, 190))).toEqual({
      ok: false,
      reason: 'ODDS_CHANGED',
      message: CHANGED,
    });
    expect(applyOddsChangePolicy('none', 185, 180).ok).toBe(false);
  });

  it('higher: accepts a rise at the new price, refuses a drop', () => {
    expect(applyOddsChangePolicy('higher', 185, 190)).toEqual({ ok: true, priceHundredths: 190 });
    expect(applyOddsChangePolicy('higher', 185, 184).ok).toBe(false);
  });

  it('any: accepts any change at the server price', () => {
    expect(applyOddsChangePolicy('any', 185, 150)).toEqual({ ok: true, priceHundredths: 150 });
  });

  it('refuses invalid prices', () => {
    expect(applyOddsChangePolicy('any', 185, 99).ok).toBe(false);
    expect(applyOddsChangePolicy('any', 1.85, 185).ok).toBe(false);
  });

  it('an accepted bet is always struck at the server price', () => {
    const odds = fc.integer({ min: 100, max: 10_000 });
    const policy = fc.constantFrom('none' as const, 'higher' as const, 'any' as const);
    fc.assert(
      fc.property(policy, odds, odds, (p, seen, current) => {
        const result = applyOddsChangePolicy(p, seen, current);
        if (result.ok) expect(result.priceHundredths).toBe(current);
        if (p === 'higher') expect(result.ok).toBe(current >= seen);
        if (p === 'none') expect(result.ok).toBe(current === seen);
        if (p === 'any') expect(result.ok).toBe(true);
      }),
    );
  });

  it('a slip is refused if any leg is, naming the changed selections', () => {
    const legs = [
      { selectionId: 'a', seenHundredths: 185, currentHundredths: 185 },
      { selectionId: 'b', seenHundredths: 200, currentHundredths: 190 },
    ];
    const refused = applyOddsChangePolicyToLegs('higher', legs);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.changedSelectionIds).toEqual(['b']);
    expect(applyOddsChangePolicyToLegs('any', legs)).toEqual({
      ok: true,
      pricesHundredths: [185, 190],
    });
  });
});
