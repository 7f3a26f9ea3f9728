import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../../common/i18n/sports-labels.ko';
import { SPORT_IDS } from '../../../common/domain/sports/sport-ids';

const { football, basketball, baseball, volleyball } = SPORT_IDS;

describe('period labels (spec §9)', () => {
  it.each([
    [10, '전반전'],
    [20, '후반전'],
    [30, '연장 전반'],
    [35, '연장 후반'],
    [50, '승부차기'],
    [100, '경기 종료'],
    [101, '연장 종료'],
    [102, '승부차기 종료'],
  ])('football %i → %s', (code, label) => {
    expect(periodLabel(football, code)).toBe(label);
  });

  it('basketball quarters 1-4 and overtime 40', () => {
    expect([1, 2, 3, 4].map((q) => periodLabel(basketball, q))).toEqual([
      '1쿼터',
      '2쿼터',
      '3쿼터',
      '4쿼터',
    ]);
    expect(periodLabel(basketball, 40)).toBe('연장');
    expect(periodLabel(basketball, 5)).toBe('-');
  });

  it('baseball innings 1-9, extra innings and the errors code 62', () => {
    expect(periodLabel(baseball, 1)).toBe('1회');
    expect(periodLabel(baseball, 9)).toBe('9회');
    expect(periodLabel(baseball, 40)).toBe('연장');
    expect(periodLabel(baseball, 62)).toBe('실책');
  });

  it('finished and not started for every sport; unknown codes stay neutral', () => {
    expect(periodLabel(basketball, 100)).toBe('경기 종료');
    expect(periodLabel(volleyball, 100)).toBe('경기 종료');
    expect(periodLabel(football, 0)).toBe('경기 전');
    expect(periodLabel(football, 1)).toBe('-');
    expect(periodLabel(football, 62)).toBe('-');
  });
});
