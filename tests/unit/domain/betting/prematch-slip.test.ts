import { describe, expect, it } from 'vitest';
import { changeBet, dropStartedEntries } from '../../../../common/domain/betting/prematch-slip';
import { ids, pick } from './slip-fixtures';

describe('prematch changeBet (spec §4)', () => {
  it('adds a pick to an empty slip', () => {
    expect(ids(changeBet([], pick({ id: 'a' })))).toEqual(['a']);
  });

  it('replaces the entry with the same fixture and market, then adds at the end', () => {
    const slip = [pick({ id: 'home' }), pick({ id: 'ou', marketName: 'Under/Over' })];
    const result = changeBet(slip, pick({ id: 'away' }));
    expect(ids(result)).toEqual(['ou', 'away']);
  });

  it('keeps other markets of the same fixture and the same market of other fixtures', () => {
    const slip = [
      pick({ id: 'f1-ou', marketName: 'Under/Over' }),
      pick({ id: 'f2-home', fixtureId: 'f2' }),
    ];
    expect(ids(changeBet(slip, pick({ id: 'f1-home' })))).toEqual(['f1-ou', 'f2-home', 'f1-home']);
  });

  it('treats the two over/under spellings of spec §9 as one market', () => {
    const slip = [pick({ id: 'over', marketName: 'Over/Under' })];
    expect(ids(changeBet(slip, pick({ id: 'under', marketName: 'Under/Over' })))).toEqual([
      'under',
    ]);
  });

  it('removes a selection picked a second time (toggle)', () => {
    const slip = [pick({ id: 'a' }), pick({ id: 'b', fixtureId: 'f2' })];
    expect(ids(changeBet(slip, pick({ id: 'a' })))).toEqual(['b']);
  });

  it('does not mutate the slip it was given', () => {
    const slip = [pick({ id: 'a' })];
    changeBet(slip, pick({ id: 'b' }));
    expect(slip.map((e) => e.id)).toEqual(['a']);
  });
});

describe('dropStartedEntries', () => {
  it('drops entries whose fixture has started, a start of exactly now included', () => {
    const slip = [
      pick({ id: 'past', startsAt: 999 }),
      pick({ id: 'now', startsAt: 1_000 }),
      pick({ id: 'later', startsAt: 1_001 }),
      pick({ id: 'unknown' }),
    ];
    expect(dropStartedEntries(slip, 1_000).map((e) => e.id)).toEqual(['later', 'unknown']);
  });
});
