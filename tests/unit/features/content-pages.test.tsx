// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type {
  EventDetail,
  EventPage,
  RuleSection,
} from '../../../common/contract/content.contract';
import { EventDetailPage } from '../../../src/features/event/EventDetailPage';
import { EventListPage } from '../../../src/features/event/EventListPage';
import { sandboxFor } from '../../../src/features/livetv/BroadcastFrame';
import { LiveScoresPanel } from '../../../src/features/livetv/LiveScoresPanel';
import { LiveTvPage } from '../../../src/features/livetv/LiveTvPage';
import { RulePage } from '../../../src/features/rule/RulePage';
import { GlobalMenu } from '../../../src/features/shell/GlobalMenu';
import {
  flattenMenu,
  GLOBAL_MENU,
  RIGHT_TAB_LINKS,
  uniqueLinks,
} from '../../../src/features/shell/menu-items';
import { json, stubServer } from '../machines/fake-server';

function renderInRouter(node: ReactNode, path = '/') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(<RouterProvider router={router} />);
}

const event = (over: Partial<EventDetail>): EventDetail => ({
  id: 1,
  title: '신규 회원 첫충전 10% 보너스',
  startDate: '2025-03-01',
  endDate: '2025-03-31',
  phase: 'ongoing',
  summary: '첫 충전 시 10%',
  bodyHtml: '<h3>첫충전 보너스</h3><p><strong>10%</strong> 지급</p>',
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/event', () => {
  it('lists events in the server’s order, the ended one labelled 종료', async () => {
    const page: EventPage = {
      items: [
        event({ id: 3, title: '진행 이벤트' }),
        event({ id: 4, title: '예정 이벤트', phase: 'upcoming' }),
        event({ id: 2, title: '지난 이벤트', phase: 'ended', endDate: '2025-02-01' }),
      ],
      page: 1,
      pageCount: 1,
      totalCount: 3,
    };
    stubServer({ 'GET /api/event': () => json(200, page) });
    renderInRouter(<EventListPage />, '/event');
    const rows = await screen.findAllByTestId('event-row');
    expect(rows.map((r) => r.getAttribute('data-phase'))).toEqual(['ongoing', 'upcoming', 'ended']);
    expect(within(rows[0]!).getByText('진행중')).toBeTruthy();
    expect(within(rows[1]!).getByText('예정')).toBeTruthy();
    expect(within(rows[2]!).getByText('종료')).toBeTruthy();
    expect(within(rows[2]!).getByText('기간 2025-03-01 ~ 2025-02-01')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/event/3');
  });

  it('renders the body the server sanitised as HTML, with its period and status', async () => {
    stubServer({ 'GET /api/event/7': () => json(200, event({ id: 7, phase: 'ended' })) });
    renderInRouter(<EventDetailPage id={7} />, '/event/7');
    const body = await screen.findByTestId('event-body');
    expect(body.querySelector('h3')?.textContent).toBe('첫충전 보너스');
    expect(body.querySelector('strong')?.textContent).toBe('10%');
    expect(screen.getByText('종료')).toBeTruthy();
  });

  it('shows the Korean not-found message for a hidden or missing event', async () => {
    stubServer({
      'GET /api/event/9': () =>
        json(404, { code: 'EVENT_NOT_FOUND', message: '이벤트를 찾을 수 없습니다.' }),
    });
    renderInRouter(<EventDetailPage id={9} />, '/event/9');
    expect(await screen.findByText('이벤트를 찾을 수 없습니다.')).toBeTruthy();
  });
});

describe('/rule', () => {
  const sections: RuleSection[] = [
    { id: 1, title: '일반 규정', bodyHtml: '<p>만 19세 이상</p>' },
    { id: 2, title: '스포츠 규정', bodyHtml: '<p>정규 시간 기준</p>' },
    { id: 3, title: '미니게임 규정', bodyHtml: '<p>회차 마감</p>' },
  ];

  it('shows the sections as tabs in order; a click or the arrow keys switch the panel', async () => {
    stubServer({ 'GET /api/rule': () => json(200, sections) });
    render(<RulePage />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['일반 규정', '스포츠 규정', '미니게임 규정']);
    expect(screen.getByRole('tabpanel').textContent).toBe('만 19세 이상');

    fireEvent.click(tabs[2]!);
    expect(screen.getByRole('tabpanel').textContent).toBe('회차 마감');
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('만 19세 이상');
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('회차 마감');
  });
});

describe('/livetv', () => {
  it('shows our own live scores when no broadcast is configured', async () => {
    stubServer({ 'GET /api/livetv': () => json(200, { broadcastUrl: null }) });
    render(<LiveTvPage />);
    expect(await screen.findByText('진행 중인 경기가 없습니다.')).toBeTruthy();
    expect(screen.getByTestId('live-scores-panel')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('frames a configured broadcast in a sandbox', async () => {
    const url = 'https://player.example.com/embed/live';
    stubServer({ 'GET /api/livetv': () => json(200, { broadcastUrl: url }) });
    render(<LiveTvPage />);
    const frame = await screen.findByTestId('livetv-frame');
    expect(frame.getAttribute('src')).toBe(url);
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-presentation allow-same-origin',
    );
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.queryByTestId('live-scores-panel')).toBeNull();
  });

  it('never gives a frame of our own origin our storage, and ignores a non-https address', async () => {
    expect(sandboxFor('https://bet.example/live', 'https://bet.example')).toBe(
      'allow-scripts allow-presentation',
    );
    stubServer({ 'GET /api/livetv': () => json(200, { broadcastUrl: 'javascript:alert(1)' }) });
    render(<LiveTvPage />);
    expect(await screen.findByText('진행 중인 경기가 없습니다.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('leaves a slot the sports book fills with live games', () => {
    render(
      <LiveScoresPanel
        games={[
          {
            fixtureId: 'f1',
            sportName: '축구',
            league: 'K리그1',
            home: '울산',
            away: '전북',
            homeScore: 2,
            awayScore: 1,
            periodLabel: '후반전',
          },
        ]}
      />,
    );
    const row = screen.getByTestId('live-score');
    expect(row.textContent).toContain('울산');
    expect(row.textContent).toContain('2:1');
    expect(screen.queryByText('진행 중인 경기가 없습니다.')).toBeNull();
  });
});

describe('menus', () => {
  /** Member pages of spec §2 that exist (or are being built next to this work). */
  const MEMBER_PAGES = [
    '/charge',
    '/exchange',
    '/mywallet/point',
    '/coupon',
    '/attendance',
    '/friend',
    '/calculate',
    '/calculateCasino',
    '/calculateEvent',
    '/calculateSlot',
    '/member',
    '/message',
    '/customer',
    '/free',
    '/event',
    '/rule',
    '/livetv',
    '/bet_result',
    '/game_result/minigame',
  ];

  it('reach every member page from the global menu and the right tab bar', () => {
    const hrefs = [...flattenMenu(GLOBAL_MENU), ...RIGHT_TAB_LINKS].map(
      (l) => (typeof l.href === 'function' ? l.href() : l.href).split('?')[0],
    );
    for (const page of MEMBER_PAGES) expect(hrefs, page).toContain(page);
    expect(hrefs.some((h) => h?.startsWith('/game_result'))).toBe(true);
    const drawer = uniqueLinks([...flattenMenu(GLOBAL_MENU), ...RIGHT_TAB_LINKS]);
    const drawerHrefs = drawer.map((l) => (typeof l.href === 'function' ? l.href() : l.href));
    expect(new Set(drawerHrefs).size).toBe(drawerHrefs.length);
    for (const page of MEMBER_PAGES) expect(drawerHrefs.join(' ')).toContain(page);
  });

  it('open /livetv in a new tab with rel=noopener; other entries stay in the tab', async () => {
    renderInRouter(<GlobalMenu />);
    const live = await screen.findByRole('link', { name: '라이브TV' });
    expect(live.getAttribute('href')).toBe('/livetv');
    expect(live.getAttribute('target')).toBe('_blank');
    expect(live.getAttribute('rel')).toBe('noopener');
    const event = screen.getByRole('link', { name: '이벤트', hidden: true });
    expect(event.getAttribute('target')).toBeNull();
    // A click on the new-tab link is left to the browser (no in-app navigation).
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      live.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
  });
});

describe('while waiting', () => {
  it('says it is loading, then shows the empty list text', async () => {
    let answer: (r: Response) => void = () => {};
    stubServer({ 'GET /api/event': () => new Promise<Response>((r) => (answer = r)) });
    renderInRouter(<EventListPage />, '/event');
    expect(await screen.findByText('불러오는 중…')).toBeTruthy();
    answer(json(200, { items: [], page: 1, pageCount: 1, totalCount: 0 }));
    await waitFor(() => expect(screen.getByText('등록된 이벤트가 없습니다.')).toBeTruthy());
  });
});
