import { describe, expect, it } from 'vitest';
import {
  isCombinedOutcomeName,
  marketFamilyOf,
  normalizeMarketName,
  parseCombinedOutcome,
} from '../../../../common/domain/sports/market-names';
import { combinedOutcomeLabel } from '../../../../common/i18n/sports-labels.ko';

describe('marketFamilyOf (spec §4 families)', () => {
  it.each([
    ['Under/Over', 'overUnder'],
    ['Over/Under', 'overUnder'],
    ['Asian Under/Over', 'overUnder'],
    ['Under/Over Including Overtime', 'overUnder'],
    ['1st Half Under/Over', 'overUnder'],
    ['under / over', 'overUnder'],
    ['Asian Handicap', 'handicap'],
    ['Handicap', 'handicap'],
    ['1st Period Handicap', 'handicap'],
    ['1X2', 'winDrawLose'],
    ['1st Half 1X2', 'winDrawLose'],
    ['1x2', 'winDrawLose'],
    ['12', 'winLose'],
    ['12 Including Overtime', 'winLose'],
    ['Home/Away', 'winLose'],
    ['1 And Over', 'other'],
    ['X And Under', 'other'],
    ['1X2 And Under/Over', 'other'],
    ['Double Chance', 'other'],
    ['Both Teams To Score', 'other'],
    ['Correct Score', 'other'],
    ['Total 12.5', 'other'],
    ['', 'other'],
  ] as const)('%s → %s', (name, family) => {
    expect(marketFamilyOf(name)).toBe(family);
  });
});

describe('normalizeMarketName', () => {
  it('folds both over/under spellings of spec §9 into Under/Over', () => {
    expect(normalizeMarketName('Over/Under')).toBe('Under/Over');
    expect(normalizeMarketName('Under/Over')).toBe('Under/Over');
    expect(normalizeMarketName('  1st Half   over / under ')).toBe('1st Half Under/Over');
  });

  it('spells handicap one way but keeps Asian and plain handicap apart', () => {
    expect(normalizeMarketName('HANDICAP')).toBe('Handicap');
    expect(normalizeMarketName('Asian handicap')).toBe('Asian Handicap');
    expect(normalizeMarketName('Asian Handicap')).not.toBe(normalizeMarketName('Handicap'));
  });

  it('leaves other names as they are, whitespace aside', () => {
    expect(normalizeMarketName(' 1X2 ')).toBe('1X2');
  });
});

describe('combined outcomes (spec §9)', () => {
  it.each([
    ['1 And Over', 'home', 'over', '홈승 + 오버'],
    ['2 And Over', 'away', 'over', '원정승 + 오버'],
    ['1 And Under', 'home', 'under', '홈승 + 언더'],
    ['2 And Under', 'away', 'under', '원정승 + 언더'],
    ['X And Over', 'draw', 'over', '무승부 + 오버'],
    ['X And Under', 'draw', 'under', '무승부 + 언더'],
  ] as const)('%s = %s + %s', (name, result, total, label) => {
    expect(parseCombinedOutcome(name)).toEqual({ result, total });
    expect(combinedOutcomeLabel(name)).toBe(label);
    expect(isCombinedOutcomeName(name)).toBe(true);
  });

  it('reads lower case and extra spaces', () => {
    expect(parseCombinedOutcome(' x  and  over ')).toEqual({ result: 'draw', total: 'over' });
  });

  it('passes other names through', () => {
    expect(parseCombinedOutcome('Over')).toBeUndefined();
    expect(combinedOutcomeLabel('Over 2.5')).toBe('Over 2.5');
    expect(isCombinedOutcomeName('1X2')).toBe(false);
  });
});
