// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { KoreaPage } from '../../../../src/features/sports/korea/KoreaPage';
import { EuropePage } from '../../../../src/features/sports/europe/EuropePage';
import { InplayPage } from '../../../../src/features/sports/inplay/InplayPage';
import { SportsResultsPage } from '../../../../src/features/sports/results/SportsResultsPage';
import { sportsBook } from '../../../../src/stores/sports-book.store';
import { stopSlipActorsForTests } from '../../../../src/features/sports/slip/slip-actors';
import { json, stubServer } from '../../machines/fake-server';
import { fixture, market, pageOf, sel } from './sports-pages-fixtures';
import { renderWithRouter } from './sports-pages-render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stopSlipActorsForTests();
});
beforeEach(() => sportsBook.reset());

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('/korea boards', () => {
  it('cross: one row per fixture under its league, MM-DD HH:mm, 1X2 prices, bonus folders', async () => {
    const requests: Record<string, string>[] = [];
    stubServer({
      'GET /api/sports/fixtures': (request) => {
        requests.push(query(request));
        return json(
          200,
          pageOf([fixture('11'), fixture('12', { leagueId: 20, leagueNameKorean: 'EPL' })]),
        );
      },
      'GET /api/sports/bonus-folders': () =>
        json(200, {
          items: [{ id: '900003', minFolders: 3, priceHundredths: 103, label: '3폴더 보너스' }],
        }),
    });
    renderWithRouter(() => <KoreaPage board="cross" search={{ Football: 1 }} />);
    const rows = await screen.findAllByTestId('board-row');
    expect(rows).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      book: 'korea',
      board: 'cross',
      sport_id: '6046',
      page: '1',
    });
    expect(screen.getAllByTestId('league-header').map((h) => h.textContent)).toEqual([
      '대한민국K리그1',
      '대한민국EPL',
    ]);
    const first = within(rows[0]!);
    // 2030-01-01T10:00Z is 19:00 in Seoul (spec §9 MM-DD HH:mm, Asia/Seoul).
    expect(first.getByText('01-01 19:00')).toBeTruthy();
    expect(first.getAllByTestId('odds-button').map((b) => b.textContent)).toEqual([
      '홈111.85',
      '무3.20',
      '원정114.10',
    ]);
    expect(first.getByTestId('more-markets').textContent).toBe('+2');
    const bonus = await screen.findByTestId('bonus-folders');
    expect(within(bonus).getByTestId('odds-button').textContent).toBe('3폴더 보너스1.03');
  });

  it("'+N' opens the fixture's other markets from GET /api/sports/fixtures/:id", async () => {
    const detail = fixture('11', {
      markets: [
        ...fixture('11').markets,
        market(
          '11:3:-1.5',
          'handicap',
          [sel('1193', '1', '홈승', 190), sel('1194', '2', '원정승', 190)],
          {
            line: '-1.5',
          },
        ),
        market(
          '11:2:2.5',
          'overUnder',
          [sel('1195', 'Over', '오버', 195), sel('1196', 'Under', '언더', 185)],
          {
            line: '2.5',
          },
        ),
      ],
    });
    const { calls } = stubServer({
      'GET /api/sports/fixtures': () => json(200, pageOf([fixture('11')])),
      'GET /api/sports/fixtures/11': (request) => {
        expect(query(request)).toEqual({ book: 'korea' });
        return json(200, detail);
      },
    });
    renderWithRouter(() => <KoreaPage board="wintielose" search={{}} />);
    fireEvent.click(await screen.findByTestId('more-markets'));
    const extra = await screen.findByTestId('extra-markets');
    const lines = within(extra).getAllByTestId('market-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByTestId('market-middle').textContent).toBe('-1.5');
    expect(
      within(lines[1]!)
        .getAllByTestId('odds-button')
        .map((b) => b.textContent),
    ).toEqual(['오버1.95', '언더1.85']);
    expect(calls).toContain('GET /api/sports/fixtures/11');
    expect(screen.getByTestId('more-markets').getAttribute('aria-expanded')).toBe('true');
  });

  it('proto numbers its games across pages (page 2 starts at 16)', async () => {
    stubServer({
      'GET /api/sports/fixtures': (request) => {
        const page = Number(query(request).page);
        return json(200, pageOf([fixture(`${page}1`), fixture(`${page}2`)], page, 3));
      },
    });
    renderWithRouter(() => <KoreaPage board="proto" search={{}} />);
    await screen.findAllByTestId('proto-number');
    expect(screen.getAllByTestId('proto-number').map((n) => n.textContent)).toEqual(['1', '2']);
    fireEvent.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('proto-number').map((n) => n.textContent)).toEqual(['16', '17']),
    );
  });

  it('domestic links carry the current unix time (spec §2)', async () => {
    stubServer({ 'GET /api/sports/fixtures': () => json(200, pageOf([])) });
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_500);
    renderWithRouter(() => <KoreaPage board="cross" search={{}} />);
    const tabs = await screen.findByTestId('board-tabs');
    const handicap = within(tabs).getByText('핸디캡');
    expect(handicap.getAttribute('href')).toBe('/korea/handicap?time=1700000000');
    expect(
      within(screen.getByTestId('sport-tabs')).getByText('야구').closest('a')!.getAttribute('href'),
    ).toBe('/korea/cross?sport_id=154914&Baseball=1&time=1700000000');
    vi.restoreAllMocks();
    expect(await screen.findByTestId('fixtures-empty')).toBeTruthy();
  });
  it('a click puts the pick in the slip; with a bonus folder a pick under 1.30 is refused (spec §5)', async () => {
    const favourite = fixture('13', {
      markets: [
        market('13:1:', 'winDrawLose', [
          sel('131', '1', '홈승', 120),
          sel('135', 'X', '무', 550),
          sel('132', '2', '원정승', 900),
        ]),
      ],
    });
    stubServer({
      'GET /api/sports/fixtures': () => json(200, pageOf([fixture('11'), favourite])),
      'GET /api/sports/bonus-folders': () =>
        json(200, {
          items: [{ id: '900003', minFolders: 3, priceHundredths: 103, label: '3폴더 보너스' }],
        }),
    });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderWithRouter(() => <KoreaPage board="cross" search={{}} />);
    const [first, second] = await screen.findAllByTestId('board-row');
    const home = within(first!).getAllByTestId('odds-button')[0]!;
    fireEvent.click(home);
    await waitFor(() => expect(home.getAttribute('aria-pressed')).toBe('true'));
    const bonus = within(await screen.findByTestId('bonus-folders')).getByTestId('odds-button');
    fireEvent.click(bonus);
    await waitFor(() => expect(bonus.getAttribute('aria-pressed')).toBe('true'));
    const cheap = within(second!).getAllByTestId('odds-button')[0]!;
    expect(cheap.textContent).toBe('홈131.20');
    fireEvent.click(cheap);
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        '보너스 배당이 추가되어 1.3 이하 배당은 베팅할 수 없습니다.',
      ),
    );
    expect(cheap.getAttribute('aria-pressed')).toBe('false');
    // Clicked again, a pick leaves the slip.
    fireEvent.click(home);
    await waitFor(() => expect(home.getAttribute('aria-pressed')).toBe('false'));
  });
});

describe('/europe', () => {
  function europeServer() {
    const requests: Record<string, string>[] = [];
    const server = stubServer({
      'GET /api/sports/fixtures': (request) => {
        requests.push(query(request));
        return json(200, { ...pageOf([fixture('31')]), totalCount: 31, pageCount: 3 });
      },
      'GET /api/sports/fixtures/31': () => json(200, fixture('31')),
      'GET /api/sports-prematch/sports': () =>
        json(200, [
          { sport_id: 6046, cnt: 30, name_korean: '축구' },
          { sport_id: 48242, cnt: 1, name_korean: '농구' },
          { sport_id: 1, cnt: 7, name_korean: 'etc' },
        ]),
      'GET /api/sports-prematch/location': () =>
        json(200, [{ location_id: 4, cnt: 12, name_korean: '잉글랜드' }]),
      'GET /api/sports-prematch/league': () =>
        json(200, [{ league_id: 8, cnt: 10, name_korean: '프리미어리그' }]),
      'GET /api/sports-prematch/event/top': () =>
        json(200, { items: [fixture('41', { isTop: true })] }),
    });
    return { requests, ...server };
  }

  it('reads the filter from the URL, counts sports without etc, lists locations and leagues', async () => {
    const { requests } = europeServer();
    renderWithRouter(() => (
      <EuropePage search={{ sport_id: 6046, Football: 1, location_id: 4, league: '8' }} />
    ));
    await screen.findAllByTestId('board-row');
    expect(requests[0]).toMatchObject({
      book: 'europe',
      sport_id: '6046',
      location_id: '4',
      league: '8',
      market: 'all',
      page: '1',
    });
    const tabs = screen.getByTestId('sport-tabs');
    await waitFor(() => expect(within(tabs).getAllByText('31')).toHaveLength(1));
    const leagues = await screen.findByTestId('europe-leagues');
    expect(within(leagues).getByText('프리미어리그').closest('a')!.getAttribute('href')).toBe(
      '/europe?sport_id=6046&Football=1&location_id=4&league=8',
    );
    expect(screen.getByTestId('europe-total').textContent).toBe('전체 31경기');
  });

  it('submits the search only on Enter with text, and market tabs narrow the list', async () => {
    const { requests } = europeServer();
    const { router } = renderWithRouter(() => <EuropePage search={{}} />);
    await screen.findAllByTestId('board-row');
    const input = screen.getByTestId('europe-search');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    fireEvent.change(input, { target: { value: '토트넘' } });
    fireEvent.keyDown(input, { key: 'a', keyCode: 65 });
    expect(router.state.location.search).toEqual({});
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toEqual({ search: '토트넘' }));

    fireEvent.click(screen.getByRole('tab', { name: '언더오버' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ market: 'overUnder' }));
    expect(screen.getByRole('tab', { name: '언더오버' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows the top events and opens a fixture detail inline', async () => {
    europeServer();
    renderWithRouter(() => <EuropePage search={{}} />);
    const top = await screen.findByTestId('top-events');
    expect(within(top).getAllByTestId('odds-button')).toHaveLength(3);
    fireEvent.click(await screen.findByTestId('more-markets'));
    const detail = await screen.findByTestId('fixture-detail');
    expect(within(detail).getAllByTestId('market-line')).toHaveLength(1);
  });
});

describe('/inplay', () => {
  const live = (id: string, sportId = 6046, leagueId = 10) =>
    fixture(id, {
      status: 2,
      sportId,
      leagueId,
      livescore: {
        periodCode: 10,
        periodLabel: '전반전',
        clock: '12',
        homeScore: 1,
        awayScore: 0,
        periods: [],
      },
    });

  it('lists live fixtures as they appear and drops them when they finish', async () => {
    stubServer({ 'GET /api/sports/fixtures/51': () => json(200, live('51')) });
    renderWithRouter(() => <InplayPage search={{}} />);
    expect(await screen.findByTestId('fixtures-empty')).toBeTruthy();
    act(() => sportsBook.ingestFixtures([live('51')], { book: 'inplay' }));
    expect(screen.getAllByTestId('live-fixture')).toHaveLength(1);
    expect(within(screen.getByTestId('live-list')).getByTestId('live-score').textContent).toBe(
      '1:0',
    );
    const markets = await screen.findByTestId('live-markets');
    expect(within(markets).getByTestId('scoreboard-period').textContent).toBe("전반전 12'");
    act(() => sportsBook.ingestFixtures([live('52', 48242, 30)], { book: 'inplay' }));
    expect(screen.getAllByTestId('live-fixture')).toHaveLength(2);
    act(() => sportsBook.removeFixture('51'));
    expect(screen.getAllByTestId('live-fixture').map((f) => f.dataset.fixtureId)).toEqual(['52']);
    // The selected fixture finished: the next live one is shown.
    expect(screen.getByTestId('live-markets').dataset.fixtureId).toBe('52');
  });

  it('filters by the sport of the URL and counts live fixtures per sport', async () => {
    sportsBook.ingestFixtures([live('61'), live('62', 48242, 30)], { book: 'inplay' });
    stubServer({});
    renderWithRouter(() => <InplayPage search={{ sport_id: 48242 }} />);
    expect((await screen.findAllByTestId('live-fixture')).map((f) => f.dataset.fixtureId)).toEqual([
      '62',
    ]);
    const basketball = within(screen.getByTestId('sport-tabs')).getByText('농구').closest('a')!;
    expect(basketball.getAttribute('aria-current')).toBe('page');
    expect(basketball.textContent).toContain('1');
  });
});

describe('/game_result/sports', () => {
  it('asks for the sport and Seoul day and shows the final scores', async () => {
    const requests: Record<string, string>[] = [];
    stubServer({
      'GET /api/sports/results': (request) => {
        requests.push(query(request));
        return json(
          200,
          pageOf([
            fixture('71', {
              status: 3,
              livescore: {
                periodCode: 100,
                periodLabel: '경기 종료',
                clock: null,
                homeScore: 3,
                awayScore: 2,
                periods: [
                  { code: 10, home: 1, away: 1 },
                  { code: 20, home: 2, away: 1 },
                ],
              },
            }),
          ]),
        );
      },
    });
    const onSearch = vi.fn();
    renderWithRouter(() => (
      <SportsResultsPage search={{ sport_id: 6046, date: '2030-01-01' }} onSearch={onSearch} />
    ));
    const row = await screen.findByTestId('sports-result-row');
    expect(requests[0]).toEqual({ sport_id: '6046', date: '2030-01-01', page: '1' });
    expect(within(row).getByTestId('result-score').textContent).toBe('3:2');
    expect(row.textContent).toContain('전반전 1:1');
    expect(row.textContent).toContain('경기 종료');
    fireEvent.change(screen.getByLabelText('종목'), { target: { value: '48242' } });
    expect(onSearch).toHaveBeenCalledWith({ sport_id: 48242, date: '2030-01-01', page: 1 });
  });
});
