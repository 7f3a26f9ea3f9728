/**
 * /bet_result's minigame tab as a member sees it: rows with Korean game, pick and
 * spec §4 status; filters go to the URL; the re-bet dialog places the same pick and stake on the
 * open round at its odds; a visitor gets the non-member dialog.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MinigameHistoryItem } from '../../../../common/contract/bet-history.contract';
import { closedDialogs, dialogsStore, type DialogName } from '../../../../src/stores/dialogs.store';
import { minigameBetsStore } from '../../../../src/stores/minigame-bets.store';
import { sessionStore } from '../../../../src/stores/session.store';
import { json, stubServer } from '../../machines/fake-server';
import { member } from '../../stores/fixtures';

// The dialog commands go through the machines in the app; here they set the flags directly.
const setFlag = (name: DialogName, open: boolean) =>
  dialogsStore.setState((s) => ({ open: { ...s.open, [name]: open } }));
vi.mock('../../../../src/app/commands', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/app/commands')>();
  return {
    ...actual,
    openDialog: (name: DialogName) => setFlag(name, true),
    closeDialog: (name: DialogName) => setFlag(name, false),
  };
});

const { MinigameHistoryPage, VisitorHistory } =
  await import('../../../../src/features/bet-history/MinigameHistoryPage');
const { NonMemberDialog } = await import('../../../../src/features/bet-history/NonMemberDialog');
const { HistoryTabs } = await import('../../../../src/features/bet-history/HistoryTabs');

const bet = (id: number, over: Partial<MinigameHistoryItem> = {}): MinigameHistoryItem => ({
  id,
  gameId: 211,
  roundId: '20250310-0041',
  selectionKey: 'powerballOddEven.odd',
  stakeWon: 5000,
  oddsHundredths: 195,
  status: 2,
  payoutWon: 9750,
  createdAt: '2025-03-10T03:00:00.000Z',
  settledAt: '2025-03-10T03:01:00.000Z',
  clientSeed: null,
  roundNo: 41,
  resultLabels: ['파워볼 홀'],
  ...over,
});

function inRouter(node: ReactNode, url = '/bet_result?tab=minigame') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(<RouterProvider router={router} />);
}

describe('/bet_result minigame tab', () => {
  beforeEach(() => {
    sessionStore.setState({ user: member({ emoney: 100_000 }), token: 'tok' });
    dialogsStore.setState({ open: closedDialogs() });
    minigameBetsStore.setState({ bets: {} });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.setState({ user: null, token: null });
  });

  it('marks exactly the current tab; the others link to their tab', async () => {
    inRouter(<HistoryTabs current="minigame" />, '/bet_result?tab=minigame&status=1');
    const tabs = await screen.findByTestId('bet-history-tabs');
    const current = tabs.querySelectorAll('[aria-current="page"]');
    expect([...current].map((tab) => tab.textContent)).toEqual(['미니게임']);
    expect(screen.getByTestId('bet-history-tab-sports').getAttribute('href')).toBe('/bet_result');
    expect(screen.getByTestId('bet-history-tab-virtual').getAttribute('href')).toBe(
      '/bet_result?tab=virtual',
    );
  });

  it('lists the bets and sends the filters up', async () => {
    const urls: URL[] = [];
    stubServer({
      'GET /api/minigame/bet-history': (request) => {
        urls.push(new URL(request.url));
        return json(200, { items: [bet(7)], page: 1, pageCount: 1, totalCount: 1 });
      },
    });
    const onFilters = vi.fn();
    inRouter(
      <MinigameHistoryPage
        kind="minigame"
        tabs={null}
        filters={{ status: 2, from: '2025-03-01' }}
        onFilters={onFilters}
      />,
    );
    const row = await screen.findByTestId('bet-history-row');
    expect(within(row).getByTestId('bet-history-status').textContent).toBe('적중');
    expect(within(row).getByTestId('bet-history-pick').textContent).toContain('홀');
    expect(row.textContent).toContain('9,750원');
    expect(row.textContent).toContain('41회차');
    // A settled bet can be placed again.
    expect(within(row).getByTestId('bet-history-rebet')).toBeTruthy();
    const sent = urls[0]!.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      kind: 'minigame',
      status: '2',
      from: '2025-03-01',
      page: '1',
    });

    fireEvent.click(screen.getByTestId('history-filter-status--1'));
    expect(onFilters).toHaveBeenLastCalledWith({ status: -1, from: '2025-03-01', page: undefined });
    fireEvent.change(screen.getByTestId('history-filter-to'), { target: { value: '2025-02-01' } });
    // A range that ends before it starts cannot be searched.
    expect((screen.getByTestId('history-filter-search') as HTMLButtonElement).disabled).toBe(true);
  });

  it('follows a settlement from the bets stream without reading the page again', async () => {
    const { calls } = stubServer({
      'GET /api/minigame/bet-history': () =>
        json(200, {
          items: [bet(9, { status: 0, payoutWon: 0, settledAt: null })],
          page: 1,
          pageCount: 1,
          totalCount: 1,
        }),
    });
    inRouter(<MinigameHistoryPage kind="minigame" tabs={null} filters={{}} onFilters={vi.fn()} />);
    const status = await screen.findByTestId('bet-history-status');
    expect(status.textContent).toBe('진행중');
    // One bet per round (spec §4): an open bet offers no re-bet, which would replace it.
    expect(screen.queryByTestId('bet-history-rebet')).toBeNull();
    const { roundNo: _roundNo, resultLabels: _labels, ...settled } = bet(9);
    act(() => minigameBetsStore.setState({ bets: { '9': settled } }));
    expect(screen.getByTestId('bet-history-status').textContent).toBe('적중');
    expect(screen.getByTestId('bet-history-row').textContent).toContain('9,750원');
    expect(calls.filter((c) => c === 'GET /api/minigame/bet-history')).toHaveLength(1);
  });

  it('re-bets the same pick and stake on the open round at its odds', async () => {
    let placed: Record<string, unknown> | null = null;
    stubServer({
      'GET /api/minigame/bet-history': () =>
        json(200, { items: [bet(7)], page: 1, pageCount: 1, totalCount: 1 }),
      'GET /api/settingMinigame/211': () =>
        json(200, {
          gameId: 211,
          systemMaintenanceFlg: false,
          minStakeWon: 1000,
          maxStakeWon: 1_000_000,
          maxPayoutWon: 10_000_000,
          odds: { 'powerballOddEven.odd': 190 },
        }),
      'GET /api/minigame/events': () =>
        json(200, {
          serverTime: '2025-03-10T03:00:10.000Z',
          current: {
            gameId: 211,
            roundId: '20250310-0042',
            roundNo: 42,
            status: 'open',
            opensAt: '2025-03-10T03:00:00.000Z',
            closesAt: '2025-03-10T03:00:50.000Z',
            drawAt: '2025-03-10T03:01:00.000Z',
            commitHex: 'ab',
            seedHex: null,
            outcome: null,
            resultLabels: [],
          },
          recent: [],
        }),
      'POST /api/minigame/bets': async (request) => {
        placed = (await request.json()) as Record<string, unknown>;
        return json(200, {
          bet: bet(8, { roundId: '20250310-0042', status: 0, payoutWon: 0, settledAt: null }),
          emoney: 95_000,
        });
      },
    });
    inRouter(<MinigameHistoryPage kind="minigame" tabs={null} filters={{}} onFilters={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('bet-history-rebet'));
    const dialog = await screen.findByTestId('rebet-dialog');
    await waitFor(() =>
      expect(within(dialog).getByTestId('rebet-round').textContent).toBe('42회차'),
    );
    expect(within(dialog).getByTestId('rebet-odds').textContent).toBe('1.90');
    expect(within(dialog).getByTestId('rebet-stake').textContent).toBe('5,000원');
    fireEvent.click(within(dialog).getByTestId('rebet-confirm'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('rebet-result').textContent).toBe(
        '42회차에 베팅이 완료되었습니다.',
      ),
    );
    expect(placed).toMatchObject({
      gameId: 211,
      roundId: '20250310-0042',
      selectionKey: 'powerballOddEven.odd',
      stakeWon: 5000,
      oddsHundredths: 190,
      idempotencyKey: expect.any(String),
    });
  });

  it('a visitor gets the non-member dialog, which leads to login', async () => {
    sessionStore.setState({ user: null, token: null });
    inRouter(
      <>
        <VisitorHistory tabs={null} />
        <NonMemberDialog />
      </>,
    );
    const dialog = await screen.findByTestId('non-member-dialog');
    expect(dialog.textContent).toContain('베팅내역은 회원만 이용할 수 있습니다.');
    fireEvent.click(within(dialog).getByTestId('non-member-login'));
    expect(dialogsStore.getState().open.nonMember).toBe(false);
    expect(dialogsStore.getState().open.login).toBe(true);
  });
});
