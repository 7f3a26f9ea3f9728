import { describe, expect, it } from 'vitest';
import type { InplayEvent } from '../../../../common/contract/sse.contract';
import {
  ingestFixtures,
  initialSportsBookState,
} from '../../../../src/stores/sports-book.reducers';
import { foldInplayEvents } from '../../../../src/streams/sports/sports-inplay.stream';
import { fixtureView, priceChange } from '../../stores/sports-book-fixtures';

/**
 * A frame's in-play events fold into one store write: however many
 * messages the frame collected, the book ends as if each had been applied in turn.
 */
const book = ingestFixtures(initialSportsBookState, [fixtureView('100', { status: 2 })], {
  book: 'inplay',
  nowMs: 1_000,
});
const prices = (...changes: ReturnType<typeof priceChange>[]): InplayEvent => ({
  type: 'prices',
  changes,
});

describe('folding a frame of in-play events', () => {
  it('keeps the last price of a selection and the direction of its last move', () => {
    const next = foldInplayEvents(
      book,
      [
        prices(priceChange('1001', '100', 250)),
        prices(priceChange('1002', '100', 300)),
        prices(priceChange('1001', '100', 210)),
      ],
      5_000,
    );
    expect(next.selections['1001']).toMatchObject({
      priceHundredths: 210,
      move: 'down',
      movedAtMs: 5_000,
    });
    expect(next.selections['1002']).toMatchObject({ priceHundredths: 300, move: 'down' });
    expect(next.selections['1003']).toBe(book.selections['1003']);
    expect(next.seq).toBe(book.seq + 1);
  });

  it('a price back where it started still flashes the way it last moved', () => {
    const next = foldInplayEvents(
      book,
      [prices(priceChange('1001', '100', 150)), prices(priceChange('1001', '100', 185))],
      5_000,
    );
    expect(next.selections['1001']).toMatchObject({ priceHundredths: 185, move: 'up' });
  });

  it('a suspended selection stays locked through later prices of the same frame', () => {
    const next = foldInplayEvents(
      book,
      [prices(priceChange('1001', '100', 185, 2)), prices(priceChange('1001', '100', 199, 2))],
      5_000,
    );
    expect(next.selections['1001']).toMatchObject({ priceHundredths: 199, status: 2 });
    const reopened = foldInplayEvents(next, [prices(priceChange('1001', '100', 199, 1))], 6_000);
    expect(reopened.selections['1001']?.status).toBe(1);
  });

  it('a frame that changes nothing keeps the same state (no store write, no render)', () => {
    expect(foldInplayEvents(book, [prices(priceChange('1001', '100', 185))], 5_000)).toBe(book);
    expect(foldInplayEvents(book, [prices(priceChange('9999', '999', 185))], 5_000)).toBe(book);
  });
});
