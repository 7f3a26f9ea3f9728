import { describe, expect, it } from 'vitest';
import { addKoreanPick } from '../../../../common/domain/betting/korean-slip';
import { BONUS_MIN_ODDS_HUNDREDTHS } from '../../../../common/domain/betting/odds';
import { BETTING_MESSAGES } from '../../../../common/i18n/sports.ko';
import { asShown } from './refusal-text';
import { ids, pick } from './slip-fixtures';

const bonus = pick({ id: 'bonus3', fixtureId: 'bonus', betPriceHundredths: 103, isBonus: true });
const SPEC_ALERT = '보너스 배당이 추가되어 1.3 이하 배당은 베팅할 수 없습니다.';

describe('korean slip: one entry per fixture (spec §4)', () => {
  it('a new pick on the same fixture replaces its entry, whatever the market', () => {
    const slip = [pick({ id: 'home' }), pick({ id: 'f2', fixtureId: 'f2' })];
    const result = addKoreanPick(slip, pick({ id: 'hcp', marketName: 'Handicap' }));
    expect(ids(result)).toEqual(['f2', 'hcp']);
  });

  it('picks on different fixtures accumulate', () => {
    const result = addKoreanPick([pick({ id: 'a' })], pick({ id: 'b', fixtureId: 'f2' }));
    expect(ids(result)).toEqual(['a', 'b']);
  });

  it('a second click on the same selection removes it', () => {
    expect(ids(addKoreanPick([pick({ id: 'a' })], pick({ id: 'a' })))).toEqual([]);
  });
});

describe('korean slip: bonus odds minimum (spec §5, §9)', () => {
  it('uses 1.30 as the minimum', () => {
    expect(BONUS_MIN_ODDS_HUNDREDTHS).toBe(130);
  });

  it('refuses a pick under 1.30 while a bonus entry is in the slip, with the spec alert', () => {
    const slip = [bonus];
    const result = addKoreanPick(slip, pick({ id: 'low', betPriceHundredths: 120 }));
    expect(asShown(result)).toEqual({ ok: false, reason: 'BONUS_MIN_ODDS', message: SPEC_ALERT });
    expect(BETTING_MESSAGES.BONUS_MIN_ODDS).toBe(SPEC_ALERT);
  });

  it('refuses 1.29 and allows exactly 1.30 (spec says "below 1.3")', () => {
    expect(addKoreanPick([bonus], pick({ id: 'x', betPriceHundredths: 129 })).ok).toBe(false);
    expect(ids(addKoreanPick([bonus], pick({ id: 'x', betPriceHundredths: 130 })))).toEqual([
      'bonus3',
      'x',
    ]);
  });

  it('refuses adding a bonus entry while a pick under 1.30 is in the slip', () => {
    const slip = [pick({ id: 'low', betPriceHundredths: 125 })];
    const result = addKoreanPick(slip, bonus);
    expect(result.ok).toBe(false);
  });

  it('allows picks under 1.30 when there is no bonus entry', () => {
    expect(ids(addKoreanPick([], pick({ id: 'low', betPriceHundredths: 105 })))).toEqual(['low']);
  });

  it("does not hold the bonus entry's own low price against it", () => {
    const slip = [pick({ id: 'a', betPriceHundredths: 150 })];
    expect(ids(addKoreanPick(slip, bonus))).toEqual(['a', 'bonus3']);
  });

  it('allows the low pick again once its replacement removed the low entry', () => {
    const slip = [pick({ id: 'low', betPriceHundredths: 120 })];
    const replaced = addKoreanPick(slip, pick({ id: 'ok', betPriceHundredths: 200 }));
    expect(ids(replaced)).toEqual(['ok']);
    const withBonus = addKoreanPick(replaced.ok ? replaced.entries : [], bonus);
    expect(ids(withBonus)).toEqual(['ok', 'bonus3']);
  });

  it('a new bonus entry replaces the previous bonus entry', () => {
    const bonus5 = pick({
      id: 'bonus5',
      fixtureId: 'bonus-5',
      betPriceHundredths: 105,
      isBonus: true,
    });
    const slip = [pick({ id: 'a', betPriceHundredths: 150 }), bonus];
    expect(ids(addKoreanPick(slip, bonus5))).toEqual(['a', 'bonus5']);
  });

  it('removing the bonus entry (toggle) lifts the minimum', () => {
    const removed = addKoreanPick([bonus], bonus);
    expect(ids(removed)).toEqual([]);
    const entries = removed.ok ? removed.entries : [];
    expect(addKoreanPick(entries, pick({ id: 'low', betPriceHundredths: 110 })).ok).toBe(true);
  });

  it('leaves the slip unchanged when refusing', () => {
    const slip = [bonus, pick({ id: 'a', betPriceHundredths: 150 })];
    const result = addKoreanPick(slip, pick({ id: 'b', fixtureId: 'f1', betPriceHundredths: 110 }));
    expect(result.ok).toBe(false);
    expect(slip.map((e) => e.id)).toEqual(['bonus3', 'a']);
  });
});
