import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betOutcome,
  bonusLegSettlement,
  type BetTerms,
} from '../../../../common/domain/betting/bet-outcome';
import { LEG_SETTLEMENT as S } from '../../../../common/domain/betting/settlement';
import { systemSettledPayoutWon } from '../../../../common/domain/betting/system-bets';

const parlay = (stakeWon: number, maxPayoutWon = 1_000_000_000): BetTerms => ({
  kind: 'multiple',
  stakeWon,
  systemSize: null,
  lineStakeWon: stakeWon,
  maxPayoutWon,
});

describe('betOutcome of singles and parlays', () => {
  it('is in progress while a leg is open and nothing lost', () => {
    expect(
      betOutcome(parlay(10_000), [
        { oddsHundredths: 185, result: S.winner },
        { oddsHundredths: 200, result: null },
      ]),
    ).toEqual({ status: 0 });
  });

  it('loses at once when a leg loses, even with legs still open', () => {
    expect(
      betOutcome(parlay(10_000), [
        { oddsHundredths: 185, result: S.loser },
        { oddsHundredths: 200, result: null },
      ]),
    ).toEqual({ status: 1, payoutWon: 0 });
  });

  it('pays floor(stake × Π odds) when every leg wins', () => {
    // 10,001 × 1.85 × 2.07 = 38,298.82… → 38,298
    expect(
      betOutcome(parlay(10_001), [
        { oddsHundredths: 185, result: S.winner },
        { oddsHundredths: 207, result: S.winner },
      ]),
    ).toEqual({ status: 2, payoutWon: 38_298 });
  });

  it('counts void legs as 1.00 and an all-void bet as special (stake back)', () => {
    expect(
      betOutcome(parlay(10_000), [
        { oddsHundredths: 185, result: S.winner },
        { oddsHundredths: 300, result: S.refund },
      ]),
    ).toEqual({ status: 2, payoutWon: 18_500 });
    expect(
      betOutcome(parlay(10_000), [
        { oddsHundredths: 185, result: S.cancelled },
        { oddsHundredths: 300, result: S.refund },
      ]),
    ).toEqual({ status: 3, payoutWon: 10_000 });
  });

  it('prices half results: half won (1 + odds) / 2, half lost 1/2', () => {
    expect(betOutcome(parlay(10_000), [{ oddsHundredths: 190, result: S.halfWon }])).toEqual({
      status: 2,
      payoutWon: 14_500,
    });
    expect(betOutcome(parlay(10_001), [{ oddsHundredths: 190, result: S.halfLost }])).toEqual({
      status: 2,
      payoutWon: 5_000,
    });
  });

  it('caps the payout at the max payout the bet was struck under', () => {
    expect(
      betOutcome(parlay(100_000, 150_000), [{ oddsHundredths: 300, result: S.winner }]),
    ).toEqual({ status: 2, payoutWon: 150_000 });
  });
});

describe('betOutcome of system bets', () => {
  const system = (lineStakeWon: number, n: number, k: number): BetTerms => ({
    kind: 'system',
    stakeWon: lineStakeWon * (n === 3 && k === 2 ? 3 : 4),
    systemSize: k,
    lineStakeWon,
    maxPayoutWon: 1_000_000_000,
  });

  it('waits for every leg even when one lost (other lines may still pay)', () => {
    expect(
      betOutcome(system(10_000, 3, 2), [
        { oddsHundredths: 200, result: S.loser },
        { oddsHundredths: 200, result: S.winner },
        { oddsHundredths: 200, result: null },
      ]),
    ).toEqual({ status: 0 });
  });

  it('wins with the lines that pay and loses when none does', () => {
    const legs = [
      { oddsHundredths: 200, result: S.loser },
      { oddsHundredths: 200, result: S.winner },
      { oddsHundredths: 300, result: S.winner },
    ] as const;
    // 2/3: lines (0,1) lost, (0,2) lost, (1,2) = 10,000 × 2 × 3 = 60,000
    expect(betOutcome(system(10_000, 3, 2), [...legs])).toEqual({ status: 2, payoutWon: 60_000 });
    expect(
      betOutcome(system(10_000, 3, 2), [{ ...legs[0] }, { ...legs[0] }, { ...legs[2] }]),
    ).toEqual({ status: 1, payoutWon: 0 });
  });

  it('is special when every leg is void, paying the stake back', () => {
    const legs = [0, 1, 2].map(() => ({ oddsHundredths: 250, result: S.refund }));
    expect(betOutcome(system(10_000, 3, 2), legs)).toEqual({ status: 3, payoutWon: 30_000 });
  });

  it('matches systemSettledPayoutWon for any settled legs', () => {
    const code = fc.constantFrom(S.cancelled, S.loser, S.winner, S.refund, S.halfLost, S.halfWon);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 100, max: 900 }), code), {
          minLength: 3,
          maxLength: 3,
        }),
        (raw) => {
          const legs = raw.map(([oddsHundredths, result]) => ({ oddsHundredths, result }));
          const outcome = betOutcome(system(1_000, 3, 2), legs);
          const expected = systemSettledPayoutWon(
            1_000,
            legs.map((l) => ({ oddsHundredths: l.oddsHundredths, settlement: l.result })),
            2,
          );
          expect(outcome.status).not.toBe(0);
          expect('payoutWon' in outcome && outcome.payoutWon).toBe(expected);
        },
      ),
    );
  });
});

describe('bonusLegSettlement', () => {
  it('is open while a regular leg is open', () => {
    expect(bonusLegSettlement([S.winner, null], 2)).toBeNull();
  });
  it('pays once enough regular legs have real results', () => {
    expect(bonusLegSettlement([S.winner, S.winner, S.halfWon], 3)).toBe(S.winner);
  });
  it('is refunded when voids leave fewer real results than its folders', () => {
    expect(bonusLegSettlement([S.winner, S.refund, S.winner], 3)).toBe(S.refund);
  });
  it('loses with a lost regular leg', () => {
    expect(bonusLegSettlement([S.loser, null], 2)).toBe(S.loser);
  });
});
