import { describe, expect, it } from 'vitest';
import {
  applyFixtureChange,
  applySelectionChanges,
  ingestFixtures,
  initialSportsBookState,
  marketIdOf,
  REMOVED_FIXTURES_KEPT,
  removeFixture,
  replaceLiveFixtures,
} from '../../../src/stores/sports-book.reducers';
import { fixtureView, marketView, priceChange, selectionView } from './sports-book-fixtures';

const empty = initialSportsBookState;

describe('sports book reducers', () => {
  it('ingest normalises fixtures, markets and selections by id', () => {
    const state = ingestFixtures(empty, [fixtureView('100')], { book: 'europe' });
    const marketId = marketIdOf('prematch', '100:1:');
    expect(Object.keys(state.fixtures)).toEqual(['100']);
    expect(state.fixtures['100']).not.toHaveProperty('markets');
    expect(state.fixtureMarkets['100']).toEqual({ prematch: [marketId] });
    expect(state.markets[marketId]?.selectionIds).toEqual(['1001', '1002', '1003']);
    expect(state.selections['1002']).toMatchObject({
      fixtureId: '100',
      marketId,
      book: 'prematch',
      priceHundredths: 320,
      move: null,
    });
    expect(state.liveFixtureIds).toEqual([]);
  });

  it('keeps the two books of a fixture apart; live fixtures are listed soonest first', () => {
    const later = fixtureView('200', { status: 2, startsAt: '2030-01-01T12:00:00Z' });
    const sooner = fixtureView('300', { status: 2, startsAt: '2030-01-01T11:00:00Z' });
    let state = ingestFixtures(empty, [fixtureView('200')], { book: 'korea' });
    state = ingestFixtures(state, [later, sooner]);
    expect(Object.keys(state.fixtureMarkets['200'] ?? {}).sort()).toEqual(['inplay', 'prematch']);
    expect(state.liveFixtureIds).toEqual(['300', '200']);
  });

  it('a list with fewer markets keeps the markets a detail view brought', () => {
    const detail = fixtureView('100', {
      markets: [
        marketView('100', [selectionView('1001', 185)]),
        marketView('100', [selectionView('1009', 190, { name: 'Over' })], {
          marketTypeId: 2,
          name: 'Under/Over',
          family: 'overUnder',
          line: '2.5',
        }),
      ],
    });
    let state = ingestFixtures(empty, [detail], { book: 'europe' });
    state = ingestFixtures(state, [fixtureView('100')], { book: 'europe' });
    expect(state.fixtureMarkets['100']?.prematch).toHaveLength(2);
    expect(state.selections['1009']?.priceHundredths).toBe(190);
  });

  it('merges a price change and records its direction and time', () => {
    let state = ingestFixtures(empty, [fixtureView('100')], { nowMs: 0 });
    state = applySelectionChanges(
      state,
      [priceChange('1001', '100', 190), priceChange('1003', '100', 400)],
      5_000,
    );
    expect(state.selections['1001']).toMatchObject({
      priceHundredths: 190,
      move: 'up',
      movedAtMs: 5_000,
    });
    expect(state.selections['1003']).toMatchObject({ priceHundredths: 400, move: 'down' });
    expect(state.selections['1002']?.move).toBeNull();
  });

  it('a suspension changes the status but does not flash', () => {
    let state = ingestFixtures(empty, [fixtureView('100')]);
    state = applySelectionChanges(state, [priceChange('1001', '100', 185, 2)], 9_000);
    expect(state.selections['1001']).toMatchObject({ status: 2, move: null, movedAtMs: 0 });
  });

  it('changes of unknown selections or without effect leave the state as it was', () => {
    const state = ingestFixtures(empty, [fixtureView('100')]);
    expect(applySelectionChanges(state, [priceChange('999', '9', 200)])).toBe(state);
    expect(applySelectionChanges(state, [priceChange('1001', '100', 185)])).toBe(state);
    const { markets: _m, ...unknownFixture } = fixtureView('555');
    expect(applyFixtureChange(state, unknownFixture)).toBe(state);
  });

  it('an unchanged selection keeps its object, so only the changed button re-renders', () => {
    const state = ingestFixtures(empty, [fixtureView('100')]);
    const next = applySelectionChanges(state, [priceChange('1001', '100', 199)]);
    expect(next.selections['1002']).toBe(state.selections['1002']);
    expect(next.selections['1001']).not.toBe(state.selections['1001']);
  });

  it('a fixture change updates score and status of a held fixture', () => {
    let state = ingestFixtures(empty, [fixtureView('100', { status: 2 })]);
    const { markets: _m, ...change } = fixtureView('100', {
      status: 2,
      livescore: {
        periodCode: 10,
        periodLabel: '전반전',
        clock: '12',
        homeScore: 1,
        awayScore: 0,
        periods: [],
      },
    });
    state = applyFixtureChange(state, change);
    expect(state.fixtures['100']?.livescore?.homeScore).toBe(1);
  });

  it('older snapshot data never overwrites a newer delta', () => {
    let state = ingestFixtures(empty, [fixtureView('100')]);
    const asOf = state.seq; // the snapshot request leaves now
    state = applySelectionChanges(state, [priceChange('1001', '100', 250)]);
    // The answer was computed before the delta: 1001 still at 185, 1002 moved to 330.
    const stale = fixtureView('100', {
      markets: [
        marketView('100', [
          selectionView('1001', 185),
          selectionView('1002', 330),
          selectionView('1003', 410),
        ]),
      ],
    });
    state = ingestFixtures(state, [stale], { asOf });
    expect(state.selections['1001']?.priceHundredths).toBe(250);
    expect(state.selections['1002']?.priceHundredths).toBe(330);
  });

  it('an older fixture snapshot does not overwrite a newer score', () => {
    let state = ingestFixtures(empty, [fixtureView('100', { status: 2 })]);
    const asOf = state.seq;
    const { markets: _m, ...finished } = fixtureView('100', { status: 3 });
    state = applyFixtureChange(state, finished);
    state = ingestFixtures(state, [fixtureView('100', { status: 2 })], { asOf });
    expect(state.fixtures['100']?.status).toBe(3);
  });

  it('removal drops the fixture with its markets and selections of every book', () => {
    let state = ingestFixtures(empty, [fixtureView('100')], { book: 'europe' });
    state = ingestFixtures(state, [fixtureView('100', { status: 2 }), fixtureView('101')], {
      book: 'inplay',
    });
    state = removeFixture(state, '100');
    expect(state.fixtures['100']).toBeUndefined();
    expect(state.fixtureMarkets['100']).toBeUndefined();
    expect(Object.keys(state.markets).some((id) => id.includes('|100:'))).toBe(false);
    expect(state.selections['1001']).toBeUndefined();
    expect(state.liveFixtureIds).toEqual(['101']);
    expect(state.selections['1011']).toBeDefined();
  });

  it('a snapshot sent before a removal does not revive the fixture; a later one does', () => {
    let state = ingestFixtures(empty, [fixtureView('100', { status: 2 })]);
    const before = state.seq;
    state = removeFixture(state, '100');
    state = ingestFixtures(state, [fixtureView('100', { status: 2 })], { asOf: before });
    expect(state.fixtures['100']).toBeUndefined();
    state = ingestFixtures(state, [fixtureView('100', { status: 2 })]);
    expect(state.fixtures['100']).toBeDefined();
    expect(state.removedAt['100']).toBeUndefined();
  });

  it('keeps a bounded number of removal marks', () => {
    let state = empty;
    for (let i = 1; i <= REMOVED_FIXTURES_KEPT + 5; i += 1) state = removeFixture(state, `${i}`);
    expect(Object.keys(state.removedAt)).toHaveLength(REMOVED_FIXTURES_KEPT);
    expect(state.removedAt['1']).toBeUndefined();
  });

  it('the in-play snapshot replaces the live list, keeping fixtures touched after it was sent', () => {
    let state = ingestFixtures(empty, [
      fixtureView('100', { status: 2 }),
      fixtureView('101', { status: 2 }),
      fixtureView('102', { status: 2 }),
    ]);
    const asOf = state.seq;
    state = ingestFixtures(state, [fixtureView('103', { status: 2 })]); // liveFixture in flight
    state = replaceLiveFixtures(state, [fixtureView('101', { status: 2 })], { asOf });
    expect(state.liveFixtureIds).toEqual(['101', '103']);
    expect(state.fixtures['100']).toBeUndefined();
  });
});
