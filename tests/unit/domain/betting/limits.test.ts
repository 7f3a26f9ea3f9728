import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BETTING_LIMITS,
  limitsForLevel,
  validateBetLimits,
  type BettingLimits,
} from '../../../../common/domain/betting/limits';
import { refusalMessage } from '../../../../common/i18n/sports-labels.ko';
import { asShown } from './refusal-text';

const limits: BettingLimits = {
  minStakeWon: 5_000,
  maxStakeWon: 1_000_000,
  maxPayoutWon: 10_000_000,
  maxSelections: 3,
};
const valid = { stakeWon: 10_000, selectionCount: 2, potentialPayoutWon: 40_000 };
const reasonOf = (r: ReturnType<typeof validateBetLimits>) => (r.ok ? 'ok' : r.reason);

describe('per-level limits', () => {
  it('accepts a bet inside every limit, bounds included', () => {
    expect(validateBetLimits(limits, valid)).toEqual({ ok: true });
    const atBounds = { stakeWon: 5_000, selectionCount: 3, potentialPayoutWon: 10_000_000 };
    expect(validateBetLimits(limits, atBounds).ok).toBe(true);
    expect(validateBetLimits(limits, { ...valid, stakeWon: 1_000_000 }).ok).toBe(true);
  });

  it('refuses an empty slip and too many selections', () => {
    expect(reasonOf(validateBetLimits(limits, { ...valid, selectionCount: 0 }))).toBe(
      'NO_SELECTIONS',
    );
    expect(reasonOf(validateBetLimits(limits, { ...valid, selectionCount: 4 }))).toBe(
      'TOO_MANY_SELECTIONS',
    );
  });

  it('refuses fractional, zero and negative stakes', () => {
    for (const stakeWon of [5_000.5, 0, -5_000, Number.NaN]) {
      expect(reasonOf(validateBetLimits(limits, { ...valid, stakeWon }))).toBe('STAKE_NOT_INTEGER');
    }
  });

  it('refuses stakes outside min and max with the limit in Korean won', () => {
    const low = validateBetLimits(limits, { ...valid, stakeWon: 4_999 });
    expect(asShown(low)).toEqual({
      ok: false,
      reason: 'STAKE_BELOW_MIN',
      message: '최소 베팅 금액보다 적습니다. (5,000원)',
    });
    expect(reasonOf(validateBetLimits(limits, { ...valid, stakeWon: 1_000_001 }))).toBe(
      'STAKE_ABOVE_MAX',
    );
  });

  it('refuses a potential payout above the max payout', () => {
    const result = validateBetLimits(limits, { ...valid, potentialPayoutWon: 10_000_001 });
    expect(reasonOf(result)).toBe('PAYOUT_ABOVE_MAX');
    expect(result.ok ? '' : refusalMessage(result)).toContain('10,000,000원');
  });

  it('looks limits up by level, falling back to the defaults', () => {
    expect(limitsForLevel({ 2: limits }, 2)).toBe(limits);
    expect(limitsForLevel({ 2: limits }, 7)).toBe(DEFAULT_BETTING_LIMITS);
  });
});
