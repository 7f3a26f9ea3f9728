// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addFractions,
  compareFractions,
  fraction,
  fractionFromText,
  fractionText,
  fractionToNumber,
  ZERO,
} from '../../../../common/domain/exact-fraction';
import { findGameById } from '../../../../common/domain/minigame/catalog';
import {
  marketRtpRows,
  rowsAboveFullReturn,
  rtpText,
  rtpTextAboveFullReturn,
  selectionRtp,
} from '../../../../common/domain/minigame/market-rtp';
import { oddsAboveFullReturnMessage } from '../../../../common/i18n/market-rtp.ko';

describe('exact fractions', () => {
  it('reduce, keep the sign on top, add and compare exactly', () => {
    expect(fraction(35_240, 98_280)).toEqual({ numerator: 881n, denominator: 2457n });
    expect(fraction(3, -6)).toEqual({ numerator: -1n, denominator: 2n });
    expect(fraction(0, 7)).toEqual(ZERO);
    expect(addFractions(fraction(1, 3), fraction(1, 6))).toEqual(fraction(1, 2));
    expect(compareFractions(fraction(99, 100), fraction(1))).toBe(-1);
    expect(compareFractions(fraction(2, 4), fraction(1, 2))).toBe(0);
    expect(() => fraction(1, 0)).toThrow(RangeError);
  });

  it('read and write as text', () => {
    expect(fractionText(fraction(881, 2457))).toBe('881/2457');
    expect(fractionText(fraction(4, 2))).toBe('2');
    expect(fractionFromText('35240/98280')).toEqual(fraction(881, 2457));
    expect(fractionFromText('0')).toEqual(ZERO);
    expect(() => fractionFromText('1/2/3')).toThrow(RangeError);
    expect(fractionToNumber(fraction(1, 3))).toBeCloseTo(1 / 3, 12);
  });
});

describe('a selection RTP', () => {
  const powerball = findGameById(211)!;
  const baccarat = findGameById(401)!;

  it('is P(win) × odds, plus the stake back on a push', () => {
    expect(selectionRtp({ won: fraction(1, 2), push: ZERO }, 195)).toEqual(fraction(39, 40));
    expect(selectionRtp({ won: fraction(2, 5), push: fraction(1, 10) }, 200)).toEqual(
      fraction(9, 10),
    );
  });

  it('lists every selection of a game at its odds, defaults where none is given', () => {
    const rows = marketRtpRows(powerball, { 'sumSize.medium': 350 });
    expect(rows.map((row) => row.key)).toContain('powerballOddEven.odd');
    const medium = rows.find((row) => row.key === 'sumSize.medium')!;
    expect(medium.rtp).toEqual(fraction(881 * 350, 2457 * 100));
    expect(rtpText(medium.rtp)).toBe('125.5%');
    const odd = rows.find((row) => row.key === 'powerballOddEven.odd')!;
    expect(odd.oddsHundredths).toBe(195);
    expect(rtpText(odd.rtp)).toBe('97.5%');
  });

  it('finds the selections above 100 %, not those at exactly 100 %', () => {
    expect(rowsAboveFullReturn(powerball, {})).toEqual([]);
    expect(rowsAboveFullReturn(powerball, { 'powerballOddEven.odd': 200 })).toEqual([]);
    const above = rowsAboveFullReturn(powerball, {
      'powerballOddEven.odd': 201,
      'sumSize.medium': 350,
    });
    expect(above.map((row) => row.key)).toEqual(['powerballOddEven.odd', 'sumSize.medium']);
    // The push counts: baccarat player at 2.03 is 100.1 %, at 2.02 under 100 %.
    expect(rowsAboveFullReturn(baccarat, { 'main.player': 202 })).toEqual([]);
    expect(rowsAboveFullReturn(baccarat, { 'main.player': 203 })).toHaveLength(1);
  });

  it('shows a refused figure above 100 % even when it rounds to 100', () => {
    expect(rtpTextAboveFullReturn(fraction(100_004, 100_000))).toBe('100.01%');
    expect(rtpTextAboveFullReturn(fraction(881 * 279, 2457 * 100))).toBe('100.04%');
    expect(rtpTextAboveFullReturn(fraction(881 * 350, 2457 * 100))).toBe('125.5%');
    expect(rtpText(fraction(100_004, 100_000))).toBe('100%');
  });

  it('names the game, market, pick, odds and RTP in the refusal', () => {
    const [medium] = rowsAboveFullReturn(powerball, { 'sumSize.medium': 350 });
    expect(oddsAboveFullReturnMessage(powerball, medium!)).toBe(
      '파워볼 1분 일반볼 대중소 중 (65-80) 배당 3.50: 환수율 125.5%는 100%를 넘을 수 없습니다.',
    );
  });
});
