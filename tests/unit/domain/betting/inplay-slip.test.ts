import { describe, expect, it } from 'vitest';
import { addInplayPick, familyOf } from '../../../../common/domain/betting/inplay-slip';
import { ids, pick } from './slip-fixtures';

const home = pick({ id: 'home', marketName: '1X2' });
const over = pick({ id: 'over', marketName: 'Under/Over' });
const hcp = pick({ id: 'hcp', marketName: 'Asian Handicap' });

describe('inplay slip (spec §4)', () => {
  it('allows two entries on a fixture from different market families', () => {
    expect(ids(addInplayPick([home], over))).toEqual(['home', 'over']);
  });

  it('replaces the entry of the same family on the fixture', () => {
    const draw = pick({ id: 'draw', marketName: '1X2' });
    expect(ids(addInplayPick([home], draw))).toEqual(['draw']);
  });

  it('replaces only the same-family entry when the fixture holds two', () => {
    const under = pick({ id: 'under', marketName: 'Over/Under' });
    expect(ids(addInplayPick([home, over], under))).toEqual(['home', 'under']);
  });

  it('never holds a third entry on a fixture: a third family replaces the fixture', () => {
    const result = addInplayPick([home, over, pick({ id: 'f2', fixtureId: 'f2' })], hcp);
    expect(ids(result)).toEqual(['f2', 'hcp']);
  });

  it('treats two "other" markets as the same family', () => {
    const a = pick({ id: 'btts', marketName: 'Both Teams To Score' });
    const b = pick({ id: 'dc', marketName: 'Double Chance' });
    expect(ids(addInplayPick([a], b))).toEqual(['dc']);
  });

  it("prefers the feed's family over the name", () => {
    const tagged = pick({ id: 'x', marketName: 'Some Special', marketFamily: 'overUnder' });
    expect(familyOf(tagged)).toBe('overUnder');
    expect(ids(addInplayPick([over], tagged))).toEqual(['x']);
  });

  it('leaves other fixtures alone', () => {
    const other = pick({ id: 'f2-home', fixtureId: 'f2' });
    expect(ids(addInplayPick([other], home))).toEqual(['f2-home', 'home']);
  });

  it('a second click on the same selection removes it', () => {
    expect(ids(addInplayPick([home, over], over))).toEqual(['home']);
  });
});
