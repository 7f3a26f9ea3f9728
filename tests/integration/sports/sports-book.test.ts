/**
 * The read side of the sports book over HTTP (spec §7 sports-prematch calls and
 * kosca/opengame, §9 page size 15), on tables the simulated feed filled: counts without 'etc',
 * paging, search, boards, one fixture, bonus folders, results, the in-play snapshot, and a
 * fixture moving from the prematch lists to in play when its start passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportsFixtureView, SportsMarketView } from '../../../common/contract/sports.contract';
import { SPORT_ID_VALUES } from '../../../common/contract/sports.contract';
import { marketTypeOf } from '../../../common/domain/sports/market-catalog';
import {
  DEMO,
  FakeClock,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const START = Date.parse('2025-06-01T01:00:00Z');

interface Page {
  items: SportsFixtureView[];
  page: number;
  pageCount: number;
  totalCount: number;
}

describe.each(dbTargets)('sports book reads on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  const clock = new FakeClock(START);

  beforeAll(async () => {
    h = await startTestApp(target, {
      clock: clock.now,
      config: {
        sportsFeed: { enabled: true, tickMs: 0, seed: 'book-test', horizonHours: 8 },
      },
    });
    demo = await login(h.app, DEMO);
    await advance(0); // waits for the feed's first tick
  }, 120_000);
  afterAll(() => h?.close());

  const get = (url: string, who: LoggedIn | null = demo) =>
    h.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const json = async <T>(url: string): Promise<T> => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  };
  const advance = async (seconds: number) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { seconds },
    });
    expect(response.statusCode).toBe(200);
    // A long step outlasts the idle session (spec §4 autoLogoutMin): log in again.
    if (seconds > 600) demo = await login(h.app, DEMO);
  };
  const now = async () =>
    Date.parse((await h.app.inject({ method: 'GET', url: '/api/dev/clock' })).json().now);

  it('is for members only, and bad input is a 400, never a 5xx', async () => {
    for (const url of [
      '/api/sports-prematch/sports',
      '/api/sports/fixtures?book=europe',
      '/api/sports/inplay',
      '/api/kosca/opengame?type=EU',
    ]) {
      expect(outcome(await get(url, null)).status).toBe(401);
    }
    for (const url of [
      '/api/sports/fixtures',
      '/api/sports/fixtures?book=asia',
      '/api/sports/fixtures?book=europe&sport_id=1',
      '/api/sports/fixtures?book=europe&page=0',
      `/api/sports/fixtures?book=europe&search=${'가'.repeat(51)}`,
      '/api/sports/fixtures/abc?book=europe',
      '/api/sports/fixtures/1?book=nope',
      '/api/sports-prematch/location',
      '/api/sports-prematch/league?sportId=6046&locationId=-1',
      '/api/sports/results?date=2025-13',
      '/api/kosca/opengame?type=XX',
    ]) {
      expect(outcome(await get(url)).status, url).toBe(400);
    }
    expect(outcome(await get('/api/sports/fixtures/123456789?book=europe'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it("counts every sport (never 'etc') and the counts agree with the pages", async () => {
    // A fixture of a sport the site does not offer: it must not surface anywhere.
    await h.db.query(
      `INSERT INTO sports_fixtures (id, sport_id, location_id, location_name, league_id,
                                    league_name, home_name, away_name, starts_at, status)
       VALUES (99000001, 99999, 1, '기타', 1, '기타 리그', '기타 홈', '기타 원정', $1, 1)`,
      [new Date((await now()) + 3_600_000).toISOString()],
    );
    await h.db.query(
      `INSERT INTO sports_selections (id, fixture_id, book, market_type_id, market_name, name, price)
       VALUES (990000010001, 99000001, 'prematch', 1, '1X2', '1', 190)`,
    );
    const counts = await json<{ sport_id: number; cnt: number; name_korean: string }[]>(
      '/api/sports-prematch/sports',
    );
    expect(counts.map((c) => c.sport_id)).toEqual([...SPORT_ID_VALUES]);
    expect(counts.map((c) => c.name_korean)).toEqual([
      '축구',
      '농구',
      '야구',
      '배구',
      '아이스하키',
    ]);
    const all = await json<Page>('/api/sports/fixtures?book=europe');
    expect(all.totalCount).toBe(counts.reduce((sum, c) => sum + c.cnt, 0));
    for (const { sport_id, cnt } of counts) {
      expect(cnt).toBeGreaterThan(0);
      const page = await json<Page>(`/api/sports/fixtures?book=europe&sport_id=${sport_id}`);
      expect(page.totalCount).toBe(cnt);
    }
    const search = await json<Page>('/api/sports/fixtures?book=europe&search=기타');
    expect(search.items.map((f) => f.id)).not.toContain('99000001');
  });

  it('narrows by location and league with their own counts', async () => {
    const locations = await json<{ location_id: number; cnt: number; name_korean: string }[]>(
      '/api/sports-prematch/location?sportId=6046',
    );
    expect(locations.length).toBeGreaterThan(1);
    const korea = locations.find((l) => l.name_korean === '대한민국')!;
    expect(korea).toBeDefined();
    const leagues = await json<{ league_id: number; cnt: number; name_korean: string }[]>(
      `/api/sports-prematch/league?sportId=6046&locationId=${korea.location_id}`,
    );
    expect(leagues.map((l) => l.name_korean).sort()).toEqual(
      expect.arrayContaining(leagues.map((l) => l.name_korean)),
    );
    expect(leagues.reduce((sum, l) => sum + l.cnt, 0)).toBe(korea.cnt);
    const league = leagues[0]!;
    const page = await json<Page>(
      `/api/sports/fixtures?book=europe&sport_id=6046&location_id=${korea.location_id}&league=${league.league_id}`,
    );
    expect(page.totalCount).toBe(league.cnt);
    expect(new Set(page.items.map((f) => f.leagueNameKorean))).toEqual(
      new Set([league.name_korean]),
    );
  });

  it('pages by 15 without overlap, soonest first', async () => {
    const first = await json<Page>('/api/sports/fixtures?book=europe');
    expect(first.totalCount).toBeGreaterThan(15);
    expect(first.items).toHaveLength(15);
    expect(first.pageCount).toBe(Math.ceil(first.totalCount / 15));
    const second = await json<Page>('/api/sports/fixtures?book=europe&page=2');
    expect(second.page).toBe(2);
    const ids = new Set(first.items.map((f) => f.id));
    expect(second.items.some((f) => ids.has(f.id))).toBe(false);
    const starts = [...first.items, ...second.items].map((f) => Date.parse(f.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const beyond = await json<Page>(`/api/sports/fixtures?book=europe&page=${first.pageCount + 1}`);
    expect(beyond.items).toEqual([]);
  });

  it('lists prematch fixtures with their main markets, open selections only', async () => {
    const { items } = await json<Page>('/api/sports/fixtures?book=europe&sport_id=6046');
    const fixture = items[0]!;
    expect([1, 9]).toContain(fixture.status);
    expect(Date.parse(fixture.startsAt)).toBeGreaterThan(await now());
    expect(fixture.sportNameKorean).toBe('축구');
    expect(fixture.livescore).toBeNull();
    const names = fixture.markets.map((m) => m.name);
    expect(names).toEqual(['1X2', 'Asian Handicap', 'Under/Over']);
    const oneX2 = fixture.markets[0]!;
    expect(oneX2.selections.map((s) => [s.name, s.label])).toEqual([
      ['1', '홈승'],
      ['X', '무'],
      ['2', '원정승'],
    ]);
    expect(oneX2.family).toBe('winDrawLose');
    const book = oneX2.selections.reduce((sum, s) => sum + 100 / s.priceHundredths, 0);
    expect(book).toBeGreaterThan(1.04);
    expect(book).toBeLessThan(1.09);
    const handicap = fixture.markets[1]!;
    expect(handicap.selections[1]!.line).toBe(String(-Number(handicap.line) || 0));
    expect(fixture.marketCount).toBeGreaterThan(fixture.markets.length);
    for (const market of fixture.markets) {
      expect(market.key).toBe(`${fixture.id}:${market.marketTypeId}:${market.line ?? ''}`);
      for (const s of market.selections) {
        expect(s.status).not.toBe(3);
        expect(s.settlement).toBeNull();
      }
    }
    // The detail holds every open market, the list's among them.
    const detail = await json<SportsFixtureView>(`/api/sports/fixtures/${fixture.id}?book=europe`);
    expect(detail.markets.length).toBe(fixture.marketCount);
    const keys = new Set(detail.markets.map((m) => m.key));
    for (const m of fixture.markets) expect(keys.has(m.key)).toBe(true);
    expect(detail.markets.some((m) => m.name === '1X2 And Under/Over')).toBe(true);
    const combined = detail.markets.find((m) => m.name === '1X2 And Under/Over')!;
    expect(combined.selections.map((s) => s.label)).toContain('홈승 + 오버');
  });

  it('narrows markets by family tab', async () => {
    const { items } = await json<Page>('/api/sports/fixtures?book=europe&market=overUnder');
    expect(items.length).toBeGreaterThan(0);
    for (const f of items) {
      expect(f.markets.length).toBeGreaterThan(0);
      expect(new Set(f.markets.map((m) => m.family))).toEqual(new Set(['overUnder']));
    }
    const winDrawLose = await json<Page>(
      '/api/sports/fixtures?book=europe&market=winDrawLose&sport_id=154830',
    );
    expect(winDrawLose.totalCount).toBe(0); // volleyball has no draw
  });

  it('builds the domestic boards from the prematch book', async () => {
    const board = async (name: string) =>
      json<Page>(`/api/sports/fixtures?book=korea&board=${name}`);
    const kindOf = (f: SportsFixtureView, m: SportsMarketView) =>
      marketTypeOf(f.sportId, m.marketTypeId)!;
    const cross = await board('cross');
    expect(cross.items.length).toBe(15);
    for (const f of cross.items) expect(f.markets.length).toBe(3);
    const winTieLose = await board('wintielose');
    for (const f of winTieLose.items) {
      expect(f.markets).toHaveLength(1);
      expect(['threeWay', 'twoWay']).toContain(kindOf(f, f.markets[0]!).kind);
    }
    const handicap = await board('handicap');
    for (const f of handicap.items) {
      expect(f.markets.length).toBeGreaterThan(0);
      for (const m of f.markets) expect(kindOf(f, m).kind).toBe('handicap');
    }
    const special = await board('special');
    for (const f of special.items) {
      expect(f.markets.length).toBeGreaterThan(0);
      for (const m of f.markets) expect(kindOf(f, m).special).toBe(true);
    }
    const proto = await json<Page>('/api/sports/fixtures?book=korea&board=proto&page=2');
    expect(proto.items.map((f) => f.protoNo)).toEqual(proto.items.map((_, i) => 16 + i));
    const korea = await json<Page>('/api/sports/fixtures?book=korea');
    expect(korea.items.map((f) => f.id)).toEqual(cross.items.map((f) => f.id));
  });

  it('searches team and league names (wildcards are plain text)', async () => {
    const { items } = await json<Page>('/api/sports/fixtures?book=europe');
    const team = items[0]!.homeName;
    const found = await json<Page>(
      `/api/sports/fixtures?book=europe&search=${encodeURIComponent(team)}`,
    );
    expect(found.totalCount).toBeGreaterThan(0);
    for (const f of found.items) {
      expect([f.homeName, f.awayName, f.leagueNameKorean].some((n) => n.includes(team))).toBe(true);
    }
    const league = await json<Page>(
      `/api/sports/fixtures?book=europe&search=${encodeURIComponent(items[0]!.leagueNameKorean)}`,
    );
    expect(league.totalCount).toBeGreaterThan(0);
    for (const q of ['%', '_', '\\', 'zzzz없는팀']) {
      const none = await json<Page>(
        `/api/sports/fixtures?book=europe&search=${encodeURIComponent(q)}`,
      );
      expect(none.totalCount, q).toBe(0);
    }
  });

  it('shows an operator suspension as status 2 and drops settled selections', async () => {
    const { items } = await json<Page>('/api/sports/fixtures?book=europe&sport_id=6046');
    const fixture = items[0]!;
    const [home, draw] = fixture.markets[0]!.selections;
    await h.db.query(
      'UPDATE sports_selections SET operator_suspended = true WHERE id = $1::bigint',
      [home!.id],
    );
    await h.db.query(
      'UPDATE sports_selections SET status = 3, settlement = -1 WHERE id = $1::bigint',
      [draw!.id],
    );
    const detail = await json<SportsFixtureView>(`/api/sports/fixtures/${fixture.id}?book=europe`);
    const selections = detail.markets.flatMap((m) => m.selections);
    expect(selections.find((s) => s.id === home!.id)?.status).toBe(2);
    expect(selections.find((s) => s.id === draw!.id)).toBeUndefined();
  });

  it('offers the bonus folders and opens our own books', async () => {
    const { items } = await json<{
      items: { id: string; minFolders: number; priceHundredths: number; label: string }[];
    }>('/api/sports/bonus-folders');
    expect(items.map((b) => [b.minFolders, b.priceHundredths, b.label])).toEqual([
      [3, 103, '3폴더 보너스'],
      [5, 105, '5폴더 보너스'],
      [7, 107, '7폴더 보너스'],
    ]);
    expect(await json('/api/kosca/opengame?type=EU')).toEqual({ url: '/europe' });
    expect(await json('/api/kosca/opengame?type=IN')).toEqual({ url: '/inplay#Live' });
  });

  it('has live fixtures with scoreboards, and a start moves a fixture from prematch to in play', async () => {
    const live = await json<{ items: SportsFixtureView[]; serverTime: string }>(
      '/api/sports/inplay',
    );
    expect(live.items.length).toBeGreaterThan(3);
    for (const f of live.items) {
      expect(f.status).toBe(2);
      expect(f.livescore).not.toBeNull();
      expect(f.livescore!.periodLabel).not.toBe('-');
      expect(f.markets.length).toBeGreaterThan(0);
    }
    const inplayPage = await json<Page>('/api/sports/fixtures?book=inplay');
    expect(inplayPage.totalCount).toBe(live.items.length);
    const koreaLive = await json<Page>('/api/sports/fixtures?book=korea&board=live');
    expect(koreaLive.totalCount).toBe(live.items.length);

    const [next] = await h.db.query<{ id: string; starts_at: string }>(
      `SELECT id::text AS id, starts_at FROM sports_fixtures
        WHERE status IN (1, 9) AND has_inplay AND starts_at > $1 ORDER BY starts_at LIMIT 1`,
      [new Date(await now()).toISOString()],
    );
    const europe = await json<Page>(`/api/sports/fixtures?book=europe&page=1`);
    expect(europe.items.map((f) => f.id)).toContain(next!.id);
    await advance(Math.ceil((Date.parse(next!.starts_at) - (await now())) / 1000) + 5);
    const after = await json<Page>('/api/sports/fixtures?book=europe');
    expect(after.items.map((f) => f.id)).not.toContain(next!.id);
    const nowLive = await json<{ items: SportsFixtureView[] }>('/api/sports/inplay');
    const started = nowLive.items.find((f) => f.id === next!.id);
    expect(started?.status).toBe(2);
    expect(started?.livescore?.homeScore).toBe(0);
  });

  it('lists finished fixtures with their scores and settled markets in results', async () => {
    await advance(3 * 3600);
    const results = await json<Page>('/api/sports/results');
    expect(results.totalCount).toBeGreaterThan(0);
    const finished = results.items.find((f) => f.status === 3)!;
    expect(finished.livescore).not.toBeNull();
    expect([100, 101, 102]).toContain(finished.livescore!.periodCode);
    expect(finished.markets.length).toBeGreaterThan(0);
    for (const s of finished.markets.flatMap((m) => m.selections)) {
      expect(s.status).toBe(3);
      expect([-1, 1, 2, 3, 4, 5]).toContain(s.settlement);
    }
    const starts = results.items.map((f) => Date.parse(f.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const day = new Date(Date.parse(finished.startsAt) + 9 * 3_600_000).toISOString().slice(0, 10);
    const ofDay = await json<Page>(`/api/sports/results?date=${day}&sport_id=${finished.sportId}`);
    expect(ofDay.items.map((f) => f.id)).toContain(finished.id);
    for (const f of ofDay.items) expect(f.sportId).toBe(finished.sportId);
    const none = await json<Page>('/api/sports/results?date=2001-01-01');
    expect(none.totalCount).toBe(0);
  });
});
