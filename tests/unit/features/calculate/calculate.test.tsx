// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type {
  RollingCategorySummary,
  RollingSummary,
  SettlementRequestView,
} from '../../../../common/contract/rolling.contract';
import { RollingPage } from '../../../../src/features/calculate/RollingPage';
import { EventSettlementPage } from '../../../../src/features/calculate/EventSettlementPage';
import {
  parseRatePercent,
  rateInputText,
} from '../../../../src/features/admin/rolling/RollingRatesCard';
import { parseRewardWon } from '../../../../src/features/admin/rolling/RollingEventsCard';
import { rangeError } from '../../../../src/features/manager/ManagerReport';
import { defaultReportRange } from '../../../../src/features/manager/seoul-dates';
import { formatRateBp } from '../../../../common/i18n/rolling.ko';
import { sessionStore } from '../../../../src/stores/session.store';
import { json, stubServer } from '../../machines/fake-server';
import { memberUser } from '../member-user.fixture';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const user = memberUser({ nickname: '데모회원', emoney: 100_000 });

const zero = { turnoverWon: 0, rollingWon: 0 };
const category = (over: Partial<RollingCategorySummary>): RollingCategorySummary => ({
  category: 'mini',
  rateBp: 150,
  recorded: true,
  before: zero,
  pending: zero,
  after: zero,
  pendingRequestId: null,
  ...over,
});
const summary = (categories: RollingCategorySummary[]): RollingSummary => ({
  role: 'member',
  // 2025-03-10 02:59 UTC = 11:59 in Seoul.
  cutoffAt: '2025-03-10T02:59:00.000Z',
  categories,
  beforeTotal: 0,
  pendingTotal: 0,
  afterTotal: 0,
  total: 0,
});
const emptyPage = json(200, { items: [], page: 1, pageCount: 1, totalCount: 0 });

/** The page inside a one-route router, so its links have a router to talk to. */
function renderInRouter(node: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/calculate'] }),
  });
  render(<RouterProvider router={router} />);
}

describe('rolling formats and inputs', () => {
  it('shows hundredths of a percent as a percentage and reads typed percentages exactly', () => {
    expect(formatRateBp(150)).toBe('1.5%');
    expect(formatRateBp(5)).toBe('0.05%');
    expect(formatRateBp(1000)).toBe('10%');
    expect(formatRateBp(0)).toBe('0%');
    expect(parseRatePercent('1.5')).toBe(150);
    expect(parseRatePercent('0.05')).toBe(5);
    expect(parseRatePercent(' 10 ')).toBe(1000);
    expect(parseRatePercent('0.29')).toBe(29); // no float drift (0.29 × 100 = 28.999…)
    for (const bad of ['10.01', '11', '-1', '1.555', 'abc', '', '1e1']) {
      expect(parseRatePercent(bad), bad).toBeNull();
    }
    expect(rateInputText(150)).toBe('1.5');
    expect(rateInputText(5)).toBe('0.05');
    expect(rateInputText(300)).toBe('3');
  });

  it('reward amounts mirror the server limits; report ranges are at most 93 Seoul days', () => {
    expect(parseRewardWon('30,000원')).toBe(30_000);
    for (const bad of ['500', '1,500', '10,001,000', '-1000', '1.5', '']) {
      expect(parseRewardWon(bad), bad).toBeNull();
    }
    expect(rangeError('2025-03-01', '2025-03-10')).toBeNull();
    expect(rangeError('2025-03-10', '2025-03-01')).not.toBeNull();
    expect(rangeError('2025-01-01', '2025-04-03')).toBeNull();
    expect(rangeError('2025-01-01', '2025-04-04')).not.toBeNull();
    // 2025-02-28 16:00 UTC is already March 1st in Seoul.
    expect(defaultReportRange(new Date('2025-02-28T16:00:00Z'))).toEqual({
      from: '2025-03-01',
      to: '2025-03-01',
    });
  });
});

describe('/calculate pages', () => {
  beforeEach(() => sessionStore.setState({ user, token: 'tok' }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows before / pending / after per category and requests the accrued mini rolling', async () => {
    let requested = false;
    const bodies: Record<string, unknown>[] = [];
    const mini = category({
      before: { turnoverWon: 100_000, rollingWon: 1_500 },
      after: { turnoverWon: 123_457, rollingWon: 1_851 },
    });
    const request: SettlementRequestView = {
      id: 9,
      role: 'member',
      kind: 'mini',
      windowFrom: '1970-01-01T00:00:00.000Z',
      windowTo: '2025-03-10T02:59:00.000Z',
      turnoverWon: 123_457,
      rateBp: 150,
      amountWon: 1_851,
      status: 'pending',
      rejectReason: null,
      createdAt: '2025-03-10T03:00:00.000Z',
      decidedAt: null,
    };
    stubServer({
      'GET /api/rolling': () =>
        json(
          200,
          summary([
            requested
              ? {
                  ...mini,
                  pending: { turnoverWon: 123_457, rollingWon: 1_851 },
                  after: zero,
                  pendingRequestId: 9,
                }
              : mini,
            category({ category: 'sports', rateBp: 100, recorded: false }),
            category({ category: 'casino', rateBp: 50, recorded: false }),
            category({ category: 'slot', rateBp: 50, recorded: false }),
          ]),
        ),
      'GET /api/rolling/requests': () =>
        json(200, { items: requested ? [request] : [], page: 1, pageCount: 1, totalCount: 1 }),
      'POST /api/rolling/requests': async (r) => {
        bodies.push((await r.json()) as Record<string, unknown>);
        requested = true;
        return json(200, { request });
      },
    });
    renderInRouter(<RollingPage page="calculate" />);
    const card = await screen.findByTestId('rolling-card-mini');
    expect(within(card).getByTestId('rolling-rate').textContent).toBe('롤링 비율 1.5%');
    expect(within(card).getByTestId('rolling-row-before').textContent).toContain('100,000원');
    expect(within(card).getByTestId('rolling-row-after').textContent).toContain('123,457원');
    expect(within(card).getByTestId('rolling-row-after').textContent).toContain('1,851원');
    expect(screen.getByText(/2025-03-10 11:59:00까지 확정된 이용 내역/)).toBeTruthy();
    // Sports has no turnover yet: said in words, and nothing to request.
    const sports = screen.getByTestId('rolling-card-sports');
    expect(within(sports).getByText('스포츠 이용 내역이 없습니다.')).toBeTruthy();
    expect(
      (within(sports).getByRole('button', { name: '스포츠 롤링 정산 신청' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(screen.queryByTestId('rolling-card-casino')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: '미니게임 롤링 정산 신청' }));
    await screen.findByText(/1,851원 정산 신청이 접수되었습니다/);
    expect(bodies).toEqual([{ kind: 'mini', idempotencyKey: expect.stringMatching(UUID) }]);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('rolling-card-mini')).getByText(
          '승인 대기 중인 정산 신청(1,851원)이 있습니다.',
        ),
      ).toBeTruthy(),
    );
    const again = within(screen.getByTestId('rolling-card-mini')).getByRole('button', {
      name: '미니게임 롤링 정산 신청',
    }) as HTMLButtonElement;
    expect(again.disabled).toBe(true);
    const row = await screen.findByTestId('settlement-row');
    expect(row.textContent).toContain('미니게임 롤링');
    expect(row.textContent).toContain('대기');
  });

  it('casino page: no recorded turnover is said in words', async () => {
    stubServer({
      'GET /api/rolling': () =>
        json(200, summary([category({ category: 'casino', rateBp: 50, recorded: false })])),
      'GET /api/rolling/requests': () => emptyPage,
    });
    renderInRouter(<RollingPage page="calculateCasino" />);
    const card = await screen.findByTestId('rolling-card-casino');
    expect(within(card).getByText('카지노 이용 내역이 없습니다.')).toBeTruthy();
    expect(await screen.findByText('정산 신청 내역이 없습니다.')).toBeTruthy();
  });

  it('event page: totals by state, request, and the server refusal in Korean', async () => {
    stubServer({
      'GET /api/rolling/event-rewards': () =>
        json(200, {
          items: [
            {
              id: 1,
              amountWon: 30_000,
              reason: '첫충 이벤트',
              status: 'unclaimed',
              createdAt: '2025-03-10T03:00:00.000Z',
            },
          ],
          page: 1,
          pageCount: 1,
          totalCount: 1,
          unclaimedWon: 30_000,
          pendingWon: 0,
          paidWon: 12_000,
        }),
      'GET /api/rolling/requests': () => emptyPage,
      'POST /api/rolling/requests': () =>
        json(409, {
          code: 'SETTLEMENT_PENDING_EXISTS',
          message: '처리 대기중인 정산 신청이 있습니다.',
        }),
    });
    renderInRouter(<EventSettlementPage />);
    await waitFor(() => expect(screen.getByTestId('event-unclaimed').textContent).toBe('30,000원'));
    expect(screen.getByTestId('event-paid').textContent).toBe('12,000원');
    expect((await screen.findByTestId('event-reward-row')).textContent).toContain('미신청');
    fireEvent.click(screen.getByRole('button', { name: '이벤트 정산 신청' }));
    expect(await screen.findByText('처리 대기중인 정산 신청이 있습니다.')).toBeTruthy();
  });
});
