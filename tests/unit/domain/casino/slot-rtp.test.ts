import { describe, expect, it } from 'vitest';
import { cascadeTables } from '../../../../common/domain/casino/slots/cascade-5x3';
import { MAX_STEPS } from '../../../../common/domain/casino/slots/cascade-core';
import { cascadeCycleTotals } from '../../../../common/domain/casino/slots/cascade-rtp';
import {
  findSlotGame,
  SLOT_CATALOG,
  SLOT_GAMES,
  SLOT_RTP_BP,
  slotRtpText,
} from '../../../../common/domain/casino/slots/catalog';
import { exactRtp, rtpBasisPoints, rtpPercent } from '../../../../common/domain/casino/slots/rtp';
import { SLOT_EXACT_RTP } from '../../../../common/domain/casino/market-probabilities';
import { fraction } from '../../../../common/domain/exact-fraction';

describe('slot catalogue and published RTP', () => {
  it('lists the three games by code with Korean names', () => {
    expect(Object.keys(SLOT_CATALOG)).toEqual(['classic-3x3', 'video-5x3', 'cascade-5x3']);
    expect(findSlotGame('video-5x3')?.name).toBe('드래곤 보물');
    expect(findSlotGame('nope')).toBeUndefined();
    for (const game of SLOT_GAMES) {
      for (const symbol of game.symbols) expect(symbol.name).toMatch(/[가-힣]/);
      for (const strip of [...game.strips, ...(game.freeSpinStrips ?? [])]) {
        for (const id of strip) expect(game.symbols.map((s) => s.id)).toContain(id);
      }
    }
  });

  it.each(['classic-3x3', 'video-5x3'])(
    '%s: exact RTP from the strips is the published figure, within 94-97 %%',
    (code) => {
      const rtp = exactRtp(SLOT_CATALOG[code]!);
      expect(rtpBasisPoints(rtp)).toBe(SLOT_RTP_BP[code]);
      expect(rtpPercent(rtp)).toBeGreaterThanOrEqual(94);
      expect(rtpPercent(rtp)).toBeLessThanOrEqual(97);
    },
  );

  // Every stop combination of the cascade is played (about 3 s on one core).
  it('cascade-5x3: exact RTP from the strips is the published figure, within 94-97 %', () => {
    const game = SLOT_CATALOG['cascade-5x3']!;
    const totals = cascadeCycleTotals(cascadeTables(game.strips));
    const rtp = { numerator: BigInt(totals.pays), denominator: BigInt(totals.combinations * 20) };
    expect(SLOT_EXACT_RTP['cascade-5x3']).toEqual(fraction(rtp.numerator, rtp.denominator));
    expect(rtpBasisPoints(rtp)).toBe(SLOT_RTP_BP['cascade-5x3']);
    expect(rtpPercent(rtp)).toBeGreaterThanOrEqual(94);
    expect(rtpPercent(rtp)).toBeLessThanOrEqual(97);
    // The chain bound never binds: the figure is the unbounded game's.
    expect(totals.longestChain).toBeLessThan(MAX_STEPS);
  }, 60_000);

  it('shows the RTP with two decimals', () => {
    expect(slotRtpText('classic-3x3')).toBe('95.83 %');
    expect(slotRtpText('nope')).toBe('-');
  });
});
