import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cancelSportsBetBodySchema } from '../../../../common/contract/sports-bets.contract';
import { BetResultPage } from '../../../../src/features/sports/bet-result/BetResultPage';
import type { BetResultSearch } from '../../../../src/features/sports/bet-result/bet-result-search';
import { sessionStore } from '../../../../src/stores/session.store';
import {
  clearSportsBets,
  writeSportsBets,
} from '../../../../src/streams/sports/sports-bets.stream';
import { member } from '../../stores/fixtures';
import { betView } from '../../stores/sports-book-fixtures';
import { json, stubServer } from '../../machines/fake-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const page = (items: unknown[], pageCount = 1) =>
  json(200, { items, page: 1, pageCount, totalCount: items.length });

const wonLeg = {
  ...betView(1).legs[0]!,
  result: 2 as const,
  score: '2:1',
};

function renderPage(search: BetResultSearch = {}, onSearch = vi.fn()) {
  const node: ReactNode = <BetResultPage search={search} onSearch={onSearch} />;
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/bet_result'] }),
  });
  render(<RouterProvider router={router} />);
  return onSearch;
}

const row = (id: number) =>
  screen.getAllByTestId('bet-result-row').find((r) => r.getAttribute('data-bet-id') === `${id}`)!;

describe('/bet_result', () => {
  beforeEach(() => {
    clearSportsBets();
    sessionStore.setState({ user: member({ emoney: 100_000, point: 3 }), token: 'tok' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.setState({ user: null, token: null });
  });

  it('lists bets with Korean status labels, legs, scores and amounts', async () => {
    const { calls } = stubServer({
      'GET /api/sports/bets': () =>
        page([
          betView(2, { createdAt: '2030-01-02T00:00:00Z' }),
          betView(1, { status: 2, payoutWon: 18_500, cancellable: false, legs: [wonLeg] }),
        ]),
    });
    renderPage();
    await screen.findAllByTestId('bet-result-row');
    expect(within(row(2)).getByTestId('bet-result-status').textContent).toBe('진행중');
    expect(within(row(1)).getByTestId('bet-result-status').textContent).toBe('적중');
    expect(within(row(1)).getByText('2:1')).toBeTruthy();
    expect(within(row(1)).getByTestId('bet-result-payout').textContent).toBe('18,500원');
    expect(within(row(1)).queryByTestId('bet-cancel')).toBeNull();
    expect(within(row(2)).getByTestId('bet-cancel')).toBeTruthy();
    expect(calls).toContain('GET /api/sports/bets');
  });

  it('sends the filters and the page to the server and the URL', async () => {
    const urls: string[] = [];
    stubServer({
      'GET /api/sports/bets': (request) => {
        urls.push(new URL(request.url).search);
        return page([betView(1)], 3);
      },
    });
    const onSearch = renderPage({ status: 2, family: 'inplay', page: 2 });
    await screen.findAllByTestId('bet-result-row');
    expect(urls[0]).toBe('?page=2&status=2&family=inplay');
    fireEvent.click(screen.getByTestId('bet-filter-status-1'));
    expect(onSearch).toHaveBeenLastCalledWith({ status: 1, family: 'inplay', page: undefined });
    fireEvent.click(screen.getByTestId('bet-filter-family-korean'));
    expect(onSearch).toHaveBeenLastCalledWith({ status: 2, family: 'korean', page: undefined });
  });

  it('follows the bets stream: a settlement changes the row, a new bet appears on top', async () => {
    stubServer({ 'GET /api/sports/bets': () => page([betView(1)]) });
    renderPage();
    await screen.findAllByTestId('bet-result-row');
    act(() => writeSportsBets([betView(1, { status: 1, legs: [{ ...wonLeg, result: 1 }] })]));
    expect(within(row(1)).getByTestId('bet-result-status').textContent).toBe('낙첨');
    act(() => writeSportsBets([betView(9, { createdAt: '2030-01-05T00:00:00Z' })]));
    const ids = screen.getAllByTestId('bet-result-row').map((r) => r.getAttribute('data-bet-id'));
    expect(ids).toEqual(['9', '1']);
  });

  it('cancels after confirmation with an idempotency key', async () => {
    const keys: unknown[] = [];
    stubServer({
      'GET /api/sports/bets': () => page([betView(5)]),
      'POST /api/sports/bets/5/cancel': async (request) => {
        // Exactly the body the server's contract accepts.
        keys.push(cancelSportsBetBodySchema.parse(await request.json()).idempotencyKey);
        return json(200, { bet: betView(5, { status: -1, cancellable: false }), emoney: 110_000 });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('bet-cancel'));
    fireEvent.click(screen.getByTestId('bet-action-confirm'));
    await waitFor(() =>
      expect(within(row(5)).getByTestId('bet-result-status').textContent).toBe('취소'),
    );
    expect(keys).toEqual([expect.stringMatching(UUID)]);
    expect(sessionStore.getState().user?.emoney).toBe(110_000);
    // The row's status and the notice render in separate commits: wait for the notice too.
    expect((await screen.findByTestId('bet-action-message')).textContent).toBe(
      '베팅이 취소되었습니다.',
    );
  });

  it('cashes out at the offer shown; a moved offer is shown again for confirmation', async () => {
    const offers: number[] = [];
    stubServer({
      'GET /api/sports/bets': () => page([betView(6, { cancellable: false })]),
      'GET /api/sports/bets/6/cashout': () =>
        json(200, { betId: 6, offerWon: 12_000, reason: null }),
      'POST /api/sports/bets/6/cashout': async (request) => {
        const body = (await request.json()) as { offerWon: number };
        offers.push(body.offerWon);
        if (body.offerWon === 12_000) {
          return json(409, {
            code: 'CASHOUT_CHANGED',
            message: '금액이 변경되었습니다.',
            offerWon: 11_500,
          });
        }
        return json(200, {
          bet: betView(6, { status: 2, cashedOutWon: 11_500, payoutWon: 11_500 }),
          emoney: 111_500,
        });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('bet-cashout'));
    expect(await screen.findByText('12,000원에 캐시아웃하시겠습니까?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bet-action-confirm'));
    expect(await screen.findByText('11,500원에 캐시아웃하시겠습니까?')).toBeTruthy();
    expect(screen.getByText('금액이 변경되었습니다.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bet-action-confirm'));
    await waitFor(() =>
      expect(within(row(6)).getByTestId('bet-result-payout').textContent).toBe('11,500원'),
    );
    expect(offers).toEqual([12_000, 11_500]);
  });

  it('explains why there is no cash-out offer', async () => {
    stubServer({
      'GET /api/sports/bets': () => page([betView(6, { cancellable: false })]),
      'GET /api/sports/bets/6/cashout': () =>
        json(200, { betId: 6, offerWon: null, reason: '경기 진행 중 배당이 중지되었습니다.' }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('bet-cashout'));
    expect((await screen.findByTestId('bet-action-message')).textContent).toBe(
      '경기 진행 중 배당이 중지되었습니다.',
    );
    expect(screen.queryByTestId('bet-action-dialog')).toBeNull();
  });
});
