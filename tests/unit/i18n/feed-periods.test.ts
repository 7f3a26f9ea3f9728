/** Period labels of the simulator's other sports (spec §9 codes, extended for the sports the simulator adds). */
import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../../common/i18n/sports-labels.ko';
import { SPORT_IDS } from '../../../common/domain/sports/sport-ids';

const { football, basketball, baseball, volleyball, iceHockey } = SPORT_IDS;

describe('period labels of volleyball and ice hockey', () => {
  it('volleyball sets 1–5', () => {
    expect([1, 2, 3, 4, 5].map((code) => periodLabel(volleyball, code))).toEqual([
      '1세트',
      '2세트',
      '3세트',
      '4세트',
      '5세트',
    ]);
    expect(periodLabel(volleyball, 6)).toBe('-');
    expect(periodLabel(volleyball, 100)).toBe('경기 종료');
  });

  it('hockey periods 1–3, overtime 40, shootout 50 and the finishes after them', () => {
    expect([1, 2, 3].map((code) => periodLabel(iceHockey, code))).toEqual([
      '1피리어드',
      '2피리어드',
      '3피리어드',
    ]);
    expect(periodLabel(iceHockey, 4)).toBe('-');
    expect(periodLabel(iceHockey, 40)).toBe('연장');
    expect(periodLabel(iceHockey, 50)).toBe('승부치기');
    expect(periodLabel(iceHockey, 100)).toBe('경기 종료');
    expect(periodLabel(iceHockey, 101)).toBe('연장 종료');
    expect(periodLabel(iceHockey, 102)).toBe('승부치기 종료');
  });

  it('the break between periods: half time in football, a rest elsewhere', () => {
    expect(periodLabel(football, 80)).toBe('하프타임');
    for (const sport of [basketball, baseball, volleyball, iceHockey]) {
      expect(periodLabel(sport, 80)).toBe('휴식');
    }
  });

  it('finished after overtime reads the same in basketball', () => {
    expect(periodLabel(basketball, 101)).toBe('연장 종료');
    // Football keeps its own spec §9 table.
    expect(periodLabel(football, 101)).toBe('연장 종료');
    expect(periodLabel(football, 102)).toBe('승부차기 종료');
  });
});
