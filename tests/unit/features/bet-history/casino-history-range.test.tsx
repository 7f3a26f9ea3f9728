/**
 * /bet_result's casino and slot tabs take a range of Seoul days like the minigame tab (one
 * history with tabs, filters and paging): the rounds are asked for that range, a reversed
 * range is refused on screen without asking, and reset asks again with both ends open.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { DayRangeForm } from '../../../../src/features/bet-history/DayRangeForm';
import { CasinoHistoryPage } from '../../../../src/features/casino/CasinoHistoryPage';
import { sessionStore } from '../../../../src/stores/session.store';
import { json, stubServer } from '../../machines/fake-server';
import { member } from '../../stores/fixtures';

/** The route's part: the range lives in the URL; here in state. */
function SlotTab() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  return (
    <CasinoHistoryPage
      tab="slot"
      filters={
        <DayRangeForm
          from={range.from}
          to={range.to}
          onChange={(from, to) => setRange({ from, to })}
        />
      }
      from={range.from}
      to={range.to}
      page={1}
      onPage={() => {}}
    />
  );
}

describe('/bet_result casino and slot tabs: day range', () => {
  let asked: URL[];
  beforeEach(() => {
    asked = [];
    sessionStore.setState({ user: member(), token: 'tok' });
    stubServer({
      'GET /api/casino/rounds': (request) => {
        asked.push(new URL(request.url));
        return json(200, { items: [], page: 1, pageCount: 1, totalCount: 0 });
      },
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.setState({ user: null, token: null });
  });

  it('asks for the searched days and, after reset, for every day again', async () => {
    render(<SlotTab />);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.searchParams.get('from')).toBeNull();

    fireEvent.change(screen.getByTestId('history-filter-from'), {
      target: { value: '2026-03-01' },
    });
    fireEvent.change(screen.getByTestId('history-filter-to'), { target: { value: '2026-03-02' } });
    fireEvent.click(screen.getByTestId('history-filter-search'));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.searchParams.get('kind')).toBe('slot');
    expect(asked[1]!.searchParams.get('from')).toBe('2026-03-01');
    expect(asked[1]!.searchParams.get('to')).toBe('2026-03-02');

    fireEvent.click(screen.getByText('초기화'));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]!.searchParams.has('from')).toBe(false);
    expect(asked[2]!.searchParams.has('to')).toBe(false);
  });

  it('refuses a range that ends before it starts, without asking', async () => {
    render(<SlotTab />);
    await waitFor(() => expect(asked).toHaveLength(1));
    fireEvent.change(screen.getByTestId('history-filter-from'), {
      target: { value: '2026-03-05' },
    });
    fireEvent.change(screen.getByTestId('history-filter-to'), { target: { value: '2026-03-01' } });
    expect(screen.getByTestId('history-filter-search')).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('시작일이 종료일보다 늦습니다.');
    expect(asked).toHaveLength(1);
  });
});
