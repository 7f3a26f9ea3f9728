// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminSportsBet } from '../../../../../src/api/admin-sports.api';
import {
  parseLimits,
  SportsLimitsCard,
} from '../../../../../src/features/admin/sports/SportsLimitsCard';
import { SportsBetsCard } from '../../../../../src/features/admin/sports/SportsBetsCard';
import { SportsMarketsCard } from '../../../../../src/features/admin/sports/SportsMarketsCard';
import { json, stubServer } from '../../../machines/fake-server';

const FIXTURE = '9007199254740995';
const SELECTION = '9007199254740996';

const bet: AdminSportsBet = {
  id: 41,
  family: 'prematch',
  kind: 'single',
  systemSize: null,
  stakeWon: 10_000,
  totalOddsHundredths: 185,
  potentialPayoutWon: 18_500,
  status: 2,
  payoutWon: 18_500,
  cashedOutWon: null,
  cancellable: false,
  createdAt: '2030-03-01T03:00:00.000Z',
  settledAt: '2030-03-01T06:00:00.000Z',
  memberId: 7,
  memberUserId: 'bettor7',
  memberNickname: '베터',
  legs: [
    {
      selectionId: SELECTION,
      fixtureId: FIXTURE,
      sportId: 6046,
      leagueNameKorean: 'K리그1',
      homeName: '서울',
      awayName: '부산',
      startsAt: '2030-03-01T05:00:00.000Z',
      marketName: '1X2',
      marketNameKorean: '승무패',
      selectionName: '1',
      selectionLabel: '홈승',
      line: null,
      priceHundredths: 185,
      result: 2,
      score: '2:1',
      isBonus: false,
    },
  ],
};

type Posted = { path: string; body: Record<string, unknown> };

function server() {
  const posts: Posted[] = [];
  const record = async (request: Request) => {
    posts.push({
      path: new URL(request.url).pathname,
      body: (await request.json()) as Record<string, unknown>,
    });
  };
  const stub = stubServer({
    'GET /api/admin/sports/bets': () =>
      json(200, { items: [bet], page: 1, pageCount: 1, totalCount: 1 }),
    [`POST /api/admin/sports/bets/${bet.id}/void`]: async (request) => {
      await record(request);
      return json(200, { ...bet, status: -1, payoutWon: 10_000 });
    },
    [`POST /api/admin/sports/selections/${SELECTION}/resettle`]: async (request) => {
      await record(request);
      return json(200, { selectionId: SELECTION, settlement: 1, affectedBets: 3, changedBets: 2 });
    },
    [`GET /api/admin/sports/fixtures/${FIXTURE}/markets`]: () =>
      json(200, {
        fixture: {
          id: FIXTURE,
          sportId: 6046,
          leagueNameKorean: 'K리그1',
          homeName: '서울',
          awayName: '부산',
          startsAt: '2030-03-01T05:00:00.000Z',
          status: 1,
        },
        markets: [
          {
            key: `${FIXTURE}:1:`,
            book: 'prematch',
            marketTypeId: 1,
            name: '1X2',
            line: null,
            operatorSuspended: false,
            selections: [
              {
                id: SELECTION,
                name: '1',
                priceHundredths: 185,
                status: 1,
                operatorSuspended: false,
                settlement: null,
                overrideSettlement: null,
              },
            ],
          },
        ],
      }),
    'POST /api/admin/sports/markets/suspend': async (request) => {
      await record(request);
      return json(200, {
        fixtureId: FIXTURE,
        marketKey: `${FIXTURE}:1:`,
        suspended: true,
        selections: 3,
      });
    },
    'GET /api/admin/sports/limits': () =>
      json(200, {
        items: [
          {
            level: 1,
            minStakeWon: 5_000,
            maxStakeWon: 3_000_000,
            maxPayoutWon: 30_000_000,
            maxSelections: 10,
          },
        ],
      }),
    'PUT /api/admin/sports/limits': async (request) => {
      await record(request);
      return json(200, { items: [] });
    },
  });
  return { ...stub, posts };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin sports tab', () => {
  it('lists bets with member, legs, result and status', async () => {
    server();
    render(<SportsBetsCard />);
    const row = await screen.findByTestId('admin-sports-bet-row');
    expect(row.textContent).toContain('베터 (bettor7 · 7)');
    expect(row.textContent).toContain('서울 vs 부산');
    expect(row.textContent).toContain('승무패 · 홈승 @1.85');
    expect(row.textContent).toContain('적중');
    expect(row.textContent).toContain('18,500원');
  });

  it('voids a bet only with a reason', async () => {
    const { posts } = server();
    render(<SportsBetsCard />);
    const row = await screen.findByTestId('admin-sports-bet-row');
    fireEvent.click(within(row).getByRole('button', { name: '베팅 취소' }));
    const dialog = screen.getByTestId('admin-sports-void-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '취소 처리' }));
    expect(within(dialog).getByText('사유를 입력해주세요.')).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('사유'), { target: { value: '중복 베팅' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '취소 처리' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      path: `/api/admin/sports/bets/${bet.id}/void`,
      body: { reason: '중복 베팅' },
    });
    expect(await screen.findByText(/베팅 #41을\(를\) 취소하고/)).toBeTruthy();
  });

  it('resettles a leg’s selection with the chosen corrected result', async () => {
    const { posts } = server();
    render(<SportsBetsCard />);
    const leg = await screen.findByTestId('admin-sports-leg');
    fireEvent.click(within(leg).getByRole('button', { name: '결과 정정' }));
    const dialog = screen.getByTestId('admin-sports-resettle-dialog');
    fireEvent.change(within(dialog).getByLabelText('정정 결과'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('사유'), {
      target: { value: '공식 결과 정정' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '재정산' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      path: `/api/admin/sports/selections/${SELECTION}/resettle`,
      body: { settlement: 1, reason: '공식 결과 정정' },
    });
    expect(await screen.findByText('관련 베팅 3건 중 2건을 재정산했습니다.')).toBeTruthy();
  });

  it('loads a fixture’s markets by id (as a string) and suspends one', async () => {
    const { posts } = server();
    render(<SportsMarketsCard />);
    fireEvent.change(screen.getByLabelText('경기 번호'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: '마켓 조회' }));
    expect(await screen.findByText('경기 번호는 숫자로 입력해주세요.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('경기 번호'), { target: { value: FIXTURE } });
    fireEvent.click(screen.getByRole('button', { name: '마켓 조회' }));
    const row = await screen.findByTestId('admin-sports-market-row');
    fireEvent.click(within(row).getByRole('button', { name: '중지' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      fixtureId: FIXTURE,
      marketKey: `${FIXTURE}:1:`,
      suspended: true,
    });
  });

  it('saves level limits as integers and refuses malformed ones', async () => {
    const { posts } = server();
    render(<SportsLimitsCard />);
    const input = await screen.findByLabelText('1레벨 최대 베팅금');
    fireEvent.change(input, { target: { value: '2,000,000' } });
    const row = screen.getByTestId('admin-sports-limits-row');
    fireEvent.click(within(row).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      level: 1,
      minStakeWon: 5_000,
      maxStakeWon: 2_000_000,
      maxPayoutWon: 30_000_000,
      maxSelections: 10,
    });
    expect(
      parseLimits(1, {
        minStakeWon: '1.5',
        maxStakeWon: '1',
        maxPayoutWon: '1',
        maxSelections: '1',
      }),
    ).toBeNull();
    expect(
      parseLimits(1, {
        minStakeWon: '1',
        maxStakeWon: '1',
        maxPayoutWon: '1',
        maxSelections: '21',
      }),
    ).toBeNull();
  });
});
