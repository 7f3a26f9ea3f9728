import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import {
  PRICE_FLASH_MS,
  sportsBook,
  useLiveFixtureIds,
  useMarketsOf,
  useSelection,
} from '../../../src/stores/sports-book.store';
import { usePriceFlash } from '../../../src/streams/sports/price-flash';
import { fixtureView, priceChange } from './sports-book-fixtures';

const renders: Record<string, number> = {};

function Odds({ id }: { id: string }) {
  const selection = useSelection(id);
  renders[id] = (renders[id] ?? 0) + 1;
  return <span data-testid={id}>{selection?.priceHundredths}</span>;
}

describe('sports book hooks', () => {
  beforeEach(() => {
    sportsBook.reset();
    for (const key of Object.keys(renders)) delete renders[key];
    sportsBook.ingestFixtures([fixtureView('100')], { book: 'europe' });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('a price change re-renders only the button of that selection', () => {
    render(
      <>
        <Odds id="1001" />
        <Odds id="1002" />
        <Odds id="1003" />
      </>,
    );
    act(() => sportsBook.applySelectionChanges([priceChange('1002', '100', 333)]));
    expect(screen.getByTestId('1002').textContent).toBe('333');
    expect(renders).toEqual({ '1001': 1, '1002': 2, '1003': 1 });
  });

  it('usePriceFlash shows the direction for ~1.5 s, then clears', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePriceFlash('1001'));
    expect(result.current).toBeNull();
    act(() => sportsBook.applySelectionChanges([priceChange('1001', '100', 150)]));
    expect(result.current).toBe('down');
    act(() => vi.advanceTimersByTime(PRICE_FLASH_MS - 100));
    expect(result.current).toBe('down');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBeNull();
  });

  it('markets of a book and live fixtures per sport keep a stable value between writes', () => {
    sportsBook.ingestFixtures([
      fixtureView('200', { status: 2 }),
      fixtureView('300', { status: 2, sportId: 48242 }),
    ]);
    const { result } = renderHook(() => ({
      markets: useMarketsOf('100', 'europe'),
      inplayMarkets: useMarketsOf('100', 'inplay'),
      live: useLiveFixtureIds(),
      basketball: useLiveFixtureIds(48242),
    }));
    const first = result.current;
    expect(first.markets.map((m) => m.name)).toEqual(['1X2']);
    expect(first.inplayMarkets).toEqual([]);
    expect(first.live).toEqual(['200', '300']);
    expect(first.basketball).toEqual(['300']);
    act(() => sportsBook.applySelectionChanges([priceChange('1001', '100', 199)]));
    expect(result.current.markets).toBe(first.markets);
    expect(result.current.live).toBe(first.live);
  });
});
