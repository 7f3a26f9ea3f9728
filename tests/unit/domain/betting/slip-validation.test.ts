import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addPick,
  SLIP_FAMILIES,
  validateSlip,
  type SlipFamily,
} from '../../../../common/domain/betting/slip-validation';
import type { SlipEntry } from '../../../../common/domain/betting/slip-entry';
import { pick } from './slip-fixtures';

const reasonOf = (r: ReturnType<typeof validateSlip>) => (r.ok ? 'ok' : r.reason);
const bonus = pick({ id: 'bonus', fixtureId: 'bonus', betPriceHundredths: 103, isBonus: true });

describe('validateSlip: the server-side check of a submitted slip (docs/architecture.md §6)', () => {
  it('refuses an empty slip and a selection sent twice, in every family', () => {
    for (const family of SLIP_FAMILIES) {
      expect(reasonOf(validateSlip(family, []))).toBe('NO_SELECTIONS');
      expect(reasonOf(validateSlip(family, [pick({ id: 'a' }), pick({ id: 'a' })]))).toBe(
        'DUPLICATE_SELECTION',
      );
    }
  });

  it('prematch: refuses two picks of the same fixture and market, allows other markets', () => {
    const sameMarket = [
      pick({ id: 'a', marketName: 'Over/Under' }),
      pick({ id: 'b', marketName: 'Under/Over' }),
    ];
    expect(reasonOf(validateSlip('prematch', sameMarket))).toBe('FIXTURE_CONFLICT');
    const otherMarket = [pick({ id: 'a' }), pick({ id: 'b', marketName: 'Under/Over' })];
    expect(validateSlip('prematch', otherMarket).ok).toBe(true);
  });

  it('korean: refuses two picks of one fixture, two bonus entries, a low pick beside a bonus', () => {
    expect(
      reasonOf(
        validateSlip('korean', [pick({ id: 'a' }), pick({ id: 'b', marketName: 'Handicap' })]),
      ),
    ).toBe('FIXTURE_CONFLICT');
    const secondBonus = pick({
      id: 'bonus5',
      fixtureId: 'bonus5',
      isBonus: true,
      betPriceHundredths: 105,
    });
    expect(reasonOf(validateSlip('korean', [bonus, secondBonus]))).toBe('FIXTURE_CONFLICT');
    const low = pick({ id: 'low', betPriceHundredths: 129 });
    expect(reasonOf(validateSlip('korean', [bonus, low]))).toBe('BONUS_MIN_ODDS');
    expect(validateSlip('korean', [bonus, { ...low, betPriceHundredths: 130 }]).ok).toBe(true);
  });

  it('inplay: refuses three picks of one fixture or two of one family', () => {
    const home = pick({ id: 'home' });
    const over = pick({ id: 'over', marketName: 'Under/Over' });
    const hcp = pick({ id: 'hcp', marketName: 'Handicap' });
    expect(validateSlip('inplay', [home, over]).ok).toBe(true);
    expect(reasonOf(validateSlip('inplay', [home, over, hcp]))).toBe('FIXTURE_CONFLICT');
    expect(reasonOf(validateSlip('inplay', [home, pick({ id: 'draw' })]))).toBe('FIXTURE_CONFLICT');
  });

  it('every slip the add rules build passes validation (client and server agree)', () => {
    const markets = ['1X2', 'Under/Over', 'Over/Under', 'Asian Handicap', '12', 'Double Chance'];
    const clickArb = fc.record({
      selection: fc.integer({ min: 0, max: 30 }),
      fixture: fc.integer({ min: 0, max: 3 }),
      market: fc.integer({ min: 0, max: markets.length - 1 }),
      price: fc.integer({ min: 101, max: 400 }),
      bonus: fc.boolean(),
    });
    const familyArb = fc.constantFrom<SlipFamily>(...SLIP_FAMILIES);
    fc.assert(
      fc.property(familyArb, fc.array(clickArb, { maxLength: 25 }), (family, clicks) => {
        let slip: readonly SlipEntry[] = [];
        for (const click of clicks) {
          const isBonus = family === 'korean' && click.bonus && click.selection % 5 === 0;
          const entry: SlipEntry = {
            id: `s${click.selection}-${click.fixture}-${click.market}`,
            fixtureId: isBonus ? `bonus${click.selection}` : `f${click.fixture}`,
            marketName: markets[click.market] as string,
            betPriceHundredths: click.price,
            isBonus,
          };
          const result = addPick(family, slip, entry);
          if (result.ok) slip = result.entries;
        }
        if (slip.length > 0) expect(validateSlip(family, slip)).toEqual({ ok: true });
      }),
    );
  });
});
