import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SportsSlipPanel } from '../../../../src/features/sports/slip/SportsSlipPanel';
import { stopSlipActorsForTests } from '../../../../src/features/sports/slip/slip-actors';
import {
  pickSelectionById,
  useSportsSlip,
} from '../../../../src/features/sports/slip/use-sports-slip';
import { sessionStore } from '../../../../src/stores/session.store';
import { sportsBook } from '../../../../src/stores/sports-book.store';
import { member } from '../../stores/fixtures';
import { betView, fixtureView, priceChange } from '../../stores/sports-book-fixtures';
import { json, stubServer } from '../../machines/fake-server';

const LIMITS = {
  level: 1,
  minStakeWon: 5_000,
  maxStakeWon: 1_000_000,
  maxPayoutWon: 10_000_000,
  maxSelections: 10,
  oddsPolicy: 'none',
};

function SlipProbe() {
  const slip = useSportsSlip();
  return (
    <p data-testid="probe">
      {slip.family}:{slip.entries.map((e) => e.id).join(',')}:{String(slip.isPicked('1001'))}
    </p>
  );
}

describe('SportsSlipPanel', () => {
  beforeEach(() => {
    sportsBook.reset();
    sportsBook.ingestFixtures([fixtureView('100'), fixtureView('200')], { book: 'korea' });
    sessionStore.setState({ user: member({ emoney: 800_000 }), token: 'tok' });
  });
  afterEach(() => {
    cleanup();
    stopSlipActorsForTests();
    vi.unstubAllGlobals();
    sessionStore.setState({ user: null, token: null });
  });

  it('builds a slip, adds quick stakes, shows odds and payout, places and re-bets', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubServer({
      'GET /api/sports/limits': () => json(200, LIMITS),
      'POST /api/sports/bets': async (request) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return json(200, {
          bet: betView(77, { stakeWon: 60_000, potentialPayoutWon: 205_350 }),
          emoney: 740_000,
        });
      },
    });
    render(
      <>
        <SportsSlipPanel family="korean" />
        <SlipProbe />
      </>,
    );
    await screen.findByTestId('slip-limits');
    act(() => {
      pickSelectionById('korean', '1001');
      pickSelectionById('korean', '2001');
    });
    const slip = screen.getByTestId('sports-slip');
    expect(within(slip).getAllByTestId('slip-entry')).toHaveLength(2);
    expect(screen.getByTestId('probe').textContent).toBe('korean:1001,2001:true');
    fireEvent.click(within(slip).getByRole('button', { name: '+1만' }));
    fireEvent.click(within(slip).getByRole('button', { name: '+5만' }));
    expect((screen.getByTestId('slip-stake') as HTMLInputElement).value).toBe('60,000');
    expect(screen.getByTestId('slip-odds').textContent).toBe('3.42');
    // floor(60,000 × 185 × 185 / 10^4)
    expect(screen.getByTestId('slip-payout').textContent).toBe('205,350원');

    fireEvent.click(screen.getByTestId('slip-place'));
    const receipt = await screen.findByTestId('slip-receipt');
    expect(receipt.getAttribute('data-bet-id')).toBe('77');
    expect(bodies[0]).toMatchObject({ family: 'korean', stakeWon: 60_000 });
    expect(sessionStore.getState().user?.emoney).toBe(740_000);
    expect(screen.queryAllByTestId('slip-entry')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('slip-rebet'));
    expect(screen.getAllByTestId('slip-entry')).toHaveLength(2);
    expect((screen.getByTestId('slip-stake') as HTMLInputElement).value).toBe('60,000');
  });

  it('marks a moved price, locks a suspended pick and disables placing', async () => {
    stubServer({ 'GET /api/sports/limits': () => json(200, LIMITS) });
    render(<SportsSlipPanel family="korean" />);
    await screen.findByTestId('slip-limits');
    act(() => pickSelectionById('korean', '1001'));
    fireEvent.click(screen.getByRole('button', { name: '+1만' }));
    const place = screen.getByTestId('slip-place') as HTMLButtonElement;
    expect(place.disabled).toBe(false);

    act(() => sportsBook.applySelectionChanges([priceChange('1001', '100', 200)]));
    expect(screen.getByTestId('slip-entry-price').textContent).toBe('2.00');
    expect(screen.getByText('배당 상승')).toBeTruthy();
    expect(place.disabled).toBe(true); // policy 'none': the change must be accepted
    fireEvent.click(screen.getByTestId('slip-accept-changes'));
    expect(place.disabled).toBe(false);

    act(() => sportsBook.applySelectionChanges([priceChange('1001', '100', 200, 2)]));
    expect(screen.getByTestId('slip-entry').getAttribute('data-locked')).toBe('true');
    expect(screen.getByText('베팅 중지')).toBeTruthy();
    expect(place.disabled).toBe(true);
  });

  it('asks a logged-out visitor to log in and never loads limits', () => {
    sessionStore.setState({ user: null, token: null });
    const { calls } = stubServer({});
    render(<SportsSlipPanel family="prematch" />);
    expect(screen.getByText('로그인 후 베팅할 수 있습니다.')).toBeTruthy();
    expect((screen.getByTestId('slip-place') as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('below the mobile breakpoint the slip is a bottom sheet opened from a bar', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('1263.98'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubServer({ 'GET /api/sports/limits': () => json(200, LIMITS) });
    render(<SportsSlipPanel family="korean" />);
    expect(screen.queryByTestId('sports-slip')).toBeNull();
    act(() => pickSelectionById('korean', '1001'));
    fireEvent.click(screen.getByTestId('slip-sheet-bar'));
    const sheet = screen.getByRole('dialog', { name: '베팅 슬립' });
    expect(within(sheet).getAllByTestId('slip-entry')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('slip-limits')).toBeTruthy());
  });
});
