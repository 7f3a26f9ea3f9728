import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashoutOffer,
  CASHOUT_MARGIN_BASIS_POINTS,
} from '../../../../common/domain/betting/cashout';
import { LEG_SETTLEMENT as S } from '../../../../common/domain/betting/settlement';

const MAX = 1_000_000_000;

describe('cashoutOffer', () => {
  it('is the stake times placed / current, less the margin, floored', () => {
    // 10,000 × 2.00 / 1.60 × 0.95 = 11,875
    expect(
      cashoutOffer(10_000, [{ placedHundredths: 200, result: null, currentHundredths: 160 }], MAX),
    ).toEqual({ ok: true, offerWon: 11_875 });
    // 10,001 × 2.00 / 3.00 × 0.95 = 6,333.96… → 6,333
    expect(
      cashoutOffer(10_001, [{ placedHundredths: 200, result: null, currentHundredths: 300 }], MAX),
    ).toEqual({ ok: true, offerWon: 6_333 });
  });

  it('multiplies settled legs in at their settlement factor', () => {
    // won leg 1.50, open leg 2.00 now 2.00: 10,000 × 1.5 × 1 × 0.95 = 14,250
    expect(
      cashoutOffer(
        10_000,
        [
          { placedHundredths: 150, result: S.winner, currentHundredths: null },
          { placedHundredths: 200, result: null, currentHundredths: 200 },
        ],
        MAX,
      ),
    ).toEqual({ ok: true, offerWon: 14_250 });
  });

  it('makes no offer for a lost, suspended, fully settled or system bet', () => {
    const open = { placedHundredths: 200, result: null, currentHundredths: 200 };
    expect(cashoutOffer(10_000, [{ ...open, result: S.loser }, open], MAX)).toEqual({
      ok: false,
      reason: 'LOST',
    });
    expect(cashoutOffer(10_000, [{ ...open, currentHundredths: null }], MAX)).toEqual({
      ok: false,
      reason: 'SUSPENDED',
    });
    expect(cashoutOffer(10_000, [{ ...open, result: S.winner }], MAX)).toEqual({
      ok: false,
      reason: 'SETTLING',
    });
    expect(cashoutOffer(10_000, [open, open], MAX, { isSystem: true })).toEqual({
      ok: false,
      reason: 'NOT_OFFERED',
    });
  });

  it('caps at the max payout', () => {
    expect(
      cashoutOffer(
        100_000,
        [{ placedHundredths: 1_000, result: null, currentHundredths: 101 }],
        500_000,
      ),
    ).toEqual({ ok: true, offerWon: 500_000 });
  });

  it('never offers more than the fair value, nor less than it minus the margin and a won', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 101, max: 5_000 }),
        fc.integer({ min: 101, max: 5_000 }),
        (stake, placed, current) => {
          const offer = cashoutOffer(
            stake,
            [{ placedHundredths: placed, result: null, currentHundredths: current }],
            Number.MAX_SAFE_INTEGER,
          );
          const fair = (stake * placed) / current;
          const floor = (fair * (10_000 - CASHOUT_MARGIN_BASIS_POINTS)) / 10_000;
          if (!offer.ok) {
            expect(offer.reason).toBe('NO_VALUE');
            expect(floor).toBeLessThan(1.0001);
            return;
          }
          expect(Number.isSafeInteger(offer.offerWon)).toBe(true);
          expect(offer.offerWon).toBeLessThanOrEqual(fair);
          expect(offer.offerWon).toBeGreaterThan(floor - 1.0001);
        },
      ),
    );
  });
});
