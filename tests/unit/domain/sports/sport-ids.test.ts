import { describe, expect, it } from 'vitest';
import { isKnownSportId, SPORT_IDS } from '../../../../common/domain/sports/sport-ids';
import { SPORTS, sportName } from '../../../../common/i18n/sports.ko';

describe('sport ids (docs/architecture.md §8)', () => {
  it('are the LSports ids with their Korean names', () => {
    expect(sportName(SPORT_IDS.football)).toBe('축구');
    expect(sportName(SPORT_IDS.basketball)).toBe('농구');
    expect(sportName(SPORT_IDS.baseball)).toBe('야구');
    expect(sportName(SPORT_IDS.volleyball)).toBe('배구');
    expect(sportName(SPORT_IDS.iceHockey)).toBe('아이스하키');
    expect(Object.values(SPORT_IDS)).toEqual([6046, 48242, 154914, 154830, 35232]);
  });

  it('every domain id has a Korean entry and the other way round', () => {
    expect(SPORTS.map((s) => s.id).sort()).toEqual(Object.values(SPORT_IDS).sort());
  });

  it('tells known ids from others', () => {
    expect(isKnownSportId(6046)).toBe(true);
    expect(isKnownSportId(1)).toBe(false);
    expect(sportName(1)).toBe('기타');
  });
});
