// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { OddsButton } from '../../../../src/features/sports/common/OddsButton';
import { SelectionButton } from '../../../../src/features/sports/common/SelectionButton';
import { LiveStatus } from '../../../../src/features/sports/common/LiveStatus';
import { stopSlipActorsForTests } from '../../../../src/features/sports/slip/slip-actors';
import { pickSelectionById } from '../../../../src/features/sports/slip/use-sports-slip';
import { PRICE_FLASH_MS, sportsBook } from '../../../../src/stores/sports-book.store';
import { fixture } from './sports-pages-fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  stopSlipActorsForTests();
});
beforeEach(() => sportsBook.reset());

const button = () => screen.getByTestId('odds-button');

describe('odds button', () => {
  it('shows the label and the price with two decimals; picked is pressed', () => {
    render(
      <OddsButton
        selectionId="1"
        label="서울"
        priceHundredths={185}
        locked={false}
        flash={null}
        picked
        onPick={() => undefined}
      />,
    );
    expect(button().textContent).toBe('서울1.85');
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(button().getAttribute('aria-label')).toBe('서울 1.85');
  });

  it('a suspended selection shows the lock instead of the price and cannot be clicked', () => {
    const onPick = vi.fn();
    render(
      <OddsButton
        selectionId="1"
        label="무"
        priceHundredths={320}
        locked
        flash={null}
        picked={false}
        onPick={onPick}
      />,
    );
    expect(within(button()).getByTestId('odds-lock')).toBeTruthy();
    expect(button().textContent).not.toContain('3.20');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    button().click();
    expect(onPick).not.toHaveBeenCalled();
    expect(button().getAttribute('aria-label')).toBe('무 배당 중지');
  });
});

describe('selection button bound to the store', () => {
  const live = fixture('77', { status: 2 });

  function renderLiveButton() {
    sportsBook.ingestFixtures([live], { book: 'inplay' });
    render(
      <SelectionButton
        selectionId="771"
        fixtureId="77"
        fallbackPriceHundredths={185}
        fallbackStatus={1}
        fallbackFixtureStatus={2}
        label="홈"
        family="inplay"
        book="inplay"
      />,
    );
  }

  it('flashes up (red/↑) on a rise, down (blue/↓) on a fall, and stops after ~1.5 s', () => {
    vi.useFakeTimers({ now: Date.now() + 1_000 });
    renderLiveButton();
    expect(button().dataset.flash).toBeUndefined();
    act(() =>
      sportsBook.applySelectionChanges([
        { id: '771', fixtureId: '77', marketKey: '77:1:', priceHundredths: 200, status: 1 },
      ]),
    );
    expect(button().dataset.flash).toBe('up');
    expect(button().textContent).toContain('↑');
    expect(button().textContent).toContain('2.00');
    act(() => vi.advanceTimersByTime(PRICE_FLASH_MS / 2));
    act(() =>
      sportsBook.applySelectionChanges([
        { id: '771', fixtureId: '77', marketKey: '77:1:', priceHundredths: 150, status: 1 },
      ]),
    );
    expect(button().dataset.flash).toBe('down');
    expect(button().textContent).toContain('↓');
    // Flashes expire on the shared flash clock's next tick (every ~100 ms plus a frame).
    act(() => vi.advanceTimersByTime(PRICE_FLASH_MS + 600));
    expect(button().dataset.flash).toBeUndefined();
    expect(button().textContent).toBe('홈1.50');
  });

  it('locks on a suspension and unlocks when the selection reopens', () => {
    renderLiveButton();
    act(() =>
      sportsBook.applySelectionChanges([
        { id: '771', fixtureId: '77', marketKey: '77:1:', priceHundredths: 185, status: 2 },
      ]),
    );
    expect(button().dataset.locked).toBe('true');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    act(() =>
      sportsBook.applySelectionChanges([
        { id: '771', fixtureId: '77', marketKey: '77:1:', priceHundredths: 185, status: 1 },
      ]),
    );
    expect(button().dataset.locked).toBeUndefined();
  });

  it('a flash changes the arrow’s text, never inserts or removes its node', () => {
    // Later than any clock an earlier test left the shared flash clock at.
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    renderLiveButton();
    const arrow = button().querySelector('[aria-hidden="true"]');
    expect(arrow?.textContent).toBe('');
    act(() =>
      sportsBook.applySelectionChanges([
        { id: '771', fixtureId: '77', marketKey: '77:1:', priceHundredths: 200, status: 1 },
      ]),
    );
    expect(button().querySelector('[aria-hidden="true"]')).toBe(arrow);
    expect(arrow?.textContent).toBe('↑');
    act(() => vi.advanceTimersByTime(PRICE_FLASH_MS + 600));
    expect(button().querySelector('[aria-hidden="true"]')).toBe(arrow);
    expect(arrow?.textContent).toBe('');
  });

  it('is pressed while its selection is in its own family’s slip, not another family’s', () => {
    renderLiveButton();
    expect(button().getAttribute('aria-pressed')).toBe('false');
    act(() => pickSelectionById('prematch', '771'));
    expect(button().getAttribute('aria-pressed')).toBe('false');
    act(() => pickSelectionById('inplay', '771'));
    expect(button().getAttribute('aria-pressed')).toBe('true');
    act(() => button().click());
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('locks when the fixture is no longer in play', () => {
    renderLiveButton();
    const { markets: _markets, ...change } = live;
    act(() => sportsBook.applyFixtureChange({ ...change, status: 3 }));
    expect(button().dataset.locked).toBe('true');
  });
});

describe('live status (spec §9 period labels)', () => {
  it('shows the Korean period, the clock and the score; 0:0 before the feed has one', () => {
    const { rerender } = render(
      <LiveStatus
        sportId={6046}
        livescore={{
          periodCode: 20,
          periodLabel: '후반전',
          clock: '67',
          homeScore: 2,
          awayScore: 1,
          periods: [],
        }}
      />,
    );
    expect(screen.getByTestId('live-period').textContent).toBe('후반전');
    expect(screen.getByTestId('live-clock').textContent).toBe("67'");
    expect(screen.getByTestId('live-score').textContent).toBe('2:1');
    rerender(
      <LiveStatus
        sportId={154914}
        livescore={{
          periodCode: 8,
          periodLabel: '8회',
          clock: '말',
          homeScore: 4,
          awayScore: 2,
          periods: [],
        }}
      />,
    );
    expect(screen.getByTestId('live-period').textContent).toBe('8회');
    expect(screen.getByTestId('live-clock').textContent).toBe('말');
    rerender(<LiveStatus sportId={48242} livescore={null} />);
    expect(screen.getByTestId('live-score').textContent).toBe('0:0');
    expect(screen.getByTestId('live-period').textContent).toBe('경기 전');
  });
});
