import { describe, expect, it, vi } from 'vitest';
import {
  boardLineOf,
  extraMarketCount,
  orderMarkets,
} from '../../../../src/features/sports/board/board-lines';
import { groupByLeague } from '../../../../src/features/sports/board/LeagueHeader';
import { isSelectionBettable } from '../../../../src/features/sports/common/bettable';
import { openGame, openGameTarget } from '../../../../src/features/sports/common/open-game';
import { leagueIdOf, selectedSportId } from '../../../../src/features/sports/common/sport-search';
import { sportQuery } from '../../../../src/features/sports/common/SportTabs';
import { europeHref } from '../../../../src/features/sports/europe/europe-href';
import { europeFilterOf } from '../../../../src/features/sports/europe/EuropePage';
import { searchToSubmit } from '../../../../src/features/sports/europe/SearchBox';
import {
  countBySport,
  groupLiveKeys,
  liveKeyOf,
} from '../../../../src/features/sports/inplay/live-groups';
import { menuSportCounts } from '../../../../common/domain/sports/sport-counts';
import { fixture, market, sel } from './sports-pages-fixtures';

describe('board lines', () => {
  it('1X2 puts the draw price in the middle', () => {
    const line = boardLineOf(fixture('7').markets[0]!);
    expect(line.home?.name).toBe('1');
    expect(line.away?.name).toBe('2');
    expect(line.middle).toEqual({
      kind: 'selection',
      selection: expect.objectContaining({ name: 'X' }),
    });
    expect(line.rest).toEqual([]);
  });

  it('a two-way market shows VS, a handicap its home line, an over/under its total', () => {
    const twoWay = market('k', 'winLose', [
      sel('a', '1', '홈승', 150),
      sel('b', '2', '원정승', 250),
    ]);
    expect(boardLineOf(twoWay).middle).toEqual({ kind: 'vs' });
    const handicap = market(
      'h',
      'handicap',
      [sel('c', '2', '원정승', 190, { line: '1.5' }), sel('d', '1', '홈승', 190, { line: '-1.5' })],
      { line: '-1.5' },
    );
    const h = boardLineOf(handicap);
    expect(h.home?.id).toBe('d');
    expect(h.away?.id).toBe('c');
    expect(h.middle).toEqual({ kind: 'line', text: '-1.5' });
    const total = market(
      'o',
      'overUnder',
      [sel('u', 'Under', '언더', 180), sel('v', 'Over', '오버', 200)],
      {
        line: '2.5',
      },
    );
    const t = boardLineOf(total);
    expect([t.home?.name, t.away?.name]).toEqual(['Over', 'Under']);
    expect(t.middle).toEqual({ kind: 'line', text: '2.5' });
  });

  it('specials fill the columns with two or three outcomes and wrap the rest', () => {
    const two = boardLineOf(
      market('e', 'other', [sel('1', 'Odd', '홀', 190), sel('2', 'Even', '짝', 190)]),
    );
    expect([two.home?.label, two.away?.label, two.middle.kind]).toEqual(['홀', '짝', 'vs']);
    const six = boardLineOf(
      market(
        'c',
        'other',
        ['1 And Over', '1 And Under', 'X And Over', 'X And Under', '2 And Over', '2 And Under'].map(
          (name, i) => sel(String(i + 1), name, name, 400),
        ),
      ),
    );
    expect(six.home).toBeNull();
    expect(six.rest).toHaveLength(6);
  });

  it('orders markets by the board: result first on cross, handicap first on handicap', () => {
    const markets = [
      market('ou', 'overUnder', []),
      market('hc', 'handicap', []),
      market('wdl', 'winDrawLose', []),
      market('sp', 'other', []),
    ];
    expect(orderMarkets(markets, 'cross').map((m) => m.key)).toEqual(['wdl', 'hc', 'ou', 'sp']);
    expect(orderMarkets(markets, 'handicap')[0]!.key).toBe('hc');
    expect(orderMarkets(markets, 'special')[0]!.key).toBe('sp');
    expect(orderMarkets(markets, 'europe').map((m) => m.key)).toEqual(['wdl', 'ou', 'hc', 'sp']);
  });

  it("'+N' counts the fixture's open markets beyond the ones the row shows", () => {
    expect(extraMarketCount(8, 1)).toBe(7);
    expect(extraMarketCount(1, 1)).toBe(0);
    expect(extraMarketCount(0, 1)).toBe(0);
  });

  it('groups consecutive fixtures of one league under one header', () => {
    const groups = groupByLeague([
      fixture('1', { leagueId: 1 }),
      fixture('2', { leagueId: 1 }),
      fixture('3', { leagueId: 2 }),
    ]);
    expect(groups.map((g) => [g.leagueId, g.items.length])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});

describe('bettable buttons', () => {
  it('prematch: open selection of a fixture not started or about to start', () => {
    expect(isSelectionBettable(1, 1, 'prematch')).toBe(true);
    expect(isSelectionBettable(1, 9, 'prematch')).toBe(true);
    expect(isSelectionBettable(1, 2, 'prematch')).toBe(false);
    expect(isSelectionBettable(2, 1, 'prematch')).toBe(false);
  });

  it('in-play: open selection of a fixture in progress only', () => {
    expect(isSelectionBettable(1, 2, 'inplay')).toBe(true);
    expect(isSelectionBettable(2, 2, 'inplay')).toBe(false);
    expect(isSelectionBettable(1, 3, 'inplay')).toBe(false);
    expect(isSelectionBettable(3, 2, 'inplay')).toBe(false);
  });
});

describe('sport parameters (spec §2)', () => {
  it('takes sport_id when it is ours, else the first flag set to 1', () => {
    expect(selectedSportId({ sport_id: 48242 })).toBe(48242);
    expect(selectedSportId({ Football: 1 })).toBe(6046);
    expect(selectedSportId({ sport_id: 999, Baseball: 1 })).toBe(154914);
    expect(selectedSportId({ Football: 0 })).toBeUndefined();
    expect(selectedSportId({})).toBeUndefined();
  });

  it('writes sport links with the id and the flag', () => {
    expect(sportQuery(6046)).toBe('?sport_id=6046&Football=1');
    expect(sportQuery(35232, { time: 1_700_000_000 })).toBe(
      '?sport_id=35232&IceHockey=1&time=1700000000',
    );
    expect(sportQuery(undefined, { time: 5, search: '' })).toBe('?time=5');
  });

  it('/europe links drop a location without its sport and a league without its location', () => {
    expect(europeHref({ sportId: 6046, locationId: 3, leagueId: 9 })).toBe(
      '/europe?sport_id=6046&Football=1&location_id=3&league=9',
    );
    expect(europeHref({ locationId: 3, leagueId: 9 })).toBe('/europe');
    expect(europeHref({ sportId: 6046, leagueId: 9 })).toBe('/europe?sport_id=6046&Football=1');
    expect(europeHref({ search: '서울' })).toBe(`/europe?search=${encodeURIComponent('서울')}`);
  });

  it('reads the /europe filter from the URL: league as a number, blank search as none', () => {
    expect(leagueIdOf({ league: '12' })).toBe(12);
    expect(leagueIdOf({ league: 'abc' })).toBeUndefined();
    expect(europeFilterOf({ Basketball: 1, location_id: 4, league: '7', search: '  ' })).toEqual({
      sportId: 48242,
      locationId: 4,
      leagueId: 7,
      search: undefined,
    });
    expect(europeFilterOf({ location_id: 4, league: '7' }).locationId).toBeUndefined();
  });
});

describe('search submits only on Enter with non-empty text (spec §2, §5, §9 key 13)', () => {
  it('Enter (or key code 13) with text submits the trimmed text', () => {
    expect(searchToSubmit({ key: 'Enter', keyCode: 13 }, '  서울 ')).toBe('서울');
    expect(searchToSubmit({ key: '', keyCode: 13 }, '부산')).toBe('부산');
  });

  it('other keys and blank text do not', () => {
    expect(searchToSubmit({ key: 'a', keyCode: 65 }, '서울')).toBeNull();
    expect(searchToSubmit({ key: 'Enter', keyCode: 13 }, '   ')).toBeNull();
    expect(searchToSubmit({ key: 'Enter', keyCode: 13 }, '')).toBeNull();
  });
});

describe('prematch menu counts (spec §7)', () => {
  it("leaves out 'etc' and sums the rest", () => {
    const { rows, total } = menuSportCounts([
      { sport_id: 6046, cnt: 40, name_korean: '축구' },
      { sport_id: 48242, cnt: 12, name_korean: '농구' },
      { sport_id: 1, cnt: 99, name_korean: 'etc' },
      { sport_id: 35232, cnt: 5, name_korean: '기타' },
    ]);
    expect(rows.map((r) => r.sport_id)).toEqual([6046, 48242]);
    expect(total).toBe(52);
  });
});

describe('kosca/opengame (spec §7)', () => {
  it("appends '#Live' for in-play only, once", () => {
    expect(openGameTarget('IN', '/inplay?time=1')).toBe('/inplay?time=1#Live');
    expect(openGameTarget('IN', '/inplay#Live')).toBe('/inplay#Live');
    expect(openGameTarget('EU', '/europe?time=1')).toBe('/europe?time=1');
  });

  it('opens the window on the click and points it at the answered URL', async () => {
    const win = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const openWindow = vi.fn(() => win as unknown as Window);
    const fetchUrl = vi.fn(async () => ({ url: '/inplay?time=5' }));
    expect(await openGame('IN', { fetchUrl, openWindow })).toBe(true);
    expect(openWindow).toHaveBeenCalledWith('about:blank');
    expect(fetchUrl).toHaveBeenCalledWith('IN');
    expect(win.location.href).toBe('/inplay?time=5#Live');
  });

  it('closes the blank window when the server cannot say where', async () => {
    const win = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const result = await openGame('EU', {
      fetchUrl: async () => Promise.reject(new Error('503')),
      openWindow: () => win as unknown as Window,
    });
    expect(result).toBe(false);
    expect(win.close).toHaveBeenCalled();
  });
});

describe('in-play list grouping', () => {
  it('groups by sport in the site order, then league in order of appearance', () => {
    const keys = [
      liveKeyOf(48242, 5, 'b1'),
      liveKeyOf(6046, 1, 'f1'),
      liveKeyOf(48242, 5, 'b2'),
      liveKeyOf(6046, 2, 'f2'),
      liveKeyOf(6046, 1, 'f3'),
    ];
    expect(groupLiveKeys(keys)).toEqual([
      { sportId: 6046, leagueId: 1, fixtureIds: ['f1', 'f3'] },
      { sportId: 6046, leagueId: 2, fixtureIds: ['f2'] },
      { sportId: 48242, leagueId: 5, fixtureIds: ['b1', 'b2'] },
    ]);
    expect(countBySport(keys)).toEqual({ 6046: 3, 48242: 2 });
  });
});
