import { describe, expect, it } from 'vitest';
import { BET_STATUS, betStatusFromLegs } from '../../../../common/domain/betting/bet-status';
import { LEG_SETTLEMENT } from '../../../../common/domain/betting/settlement';

const { cancelled, loser, winner, refund, halfLost, halfWon } = LEG_SETTLEMENT;

describe('bet status from legs (spec §4)', () => {
  it('uses the spec codes', () => {
    expect(BET_STATUS).toEqual({ cancelled: -1, inProgress: 0, lost: 1, won: 2, special: 3 });
  });

  it('is in progress while any leg is unsettled and none lost', () => {
    expect(betStatusFromLegs([winner, null])).toBe(0);
    expect(betStatusFromLegs([null])).toBe(0);
  });

  it('is lost as soon as one leg loses, even with legs still running', () => {
    expect(betStatusFromLegs([null, loser, winner])).toBe(1);
  });

  it('is won when every leg is settled, none lost, not all void', () => {
    expect(betStatusFromLegs([winner, winner])).toBe(2);
    expect(betStatusFromLegs([winner, refund])).toBe(2);
    expect(betStatusFromLegs([halfWon, halfLost])).toBe(2);
    expect(betStatusFromLegs([halfLost])).toBe(2);
  });

  it('is special when every leg is void (cancelled or refunded)', () => {
    expect(betStatusFromLegs([cancelled, refund])).toBe(3);
    expect(betStatusFromLegs([cancelled])).toBe(3);
  });

  it('never derives cancelled (-1): that is a whole-bet action', () => {
    expect(betStatusFromLegs([cancelled, cancelled])).not.toBe(-1);
  });

  it('refuses a bet without legs', () => {
    expect(() => betStatusFromLegs([])).toThrow(RangeError);
  });
});
