/**
 * TRADE360 events → table rows (013), memoised per event object: the adapter hands back the
 * same object for an unchanged fixture, so an unchanged fixture costs nothing to map twice.
 */
import type { FixtureRow, SelectionRow, StoredLivescore } from '../sports-book-rows';
import type { FeedFixture } from './adapter';
import {
  extraValue,
  priceHundredths,
  type T360Livescore,
  type T360Market,
  type T360Result,
} from './trade360';

export interface FeedRows {
  fixture: FixtureRow;
  selections: SelectionRow[];
}

const memo = new WeakMap<FeedFixture, FeedRows>();

const scoreOf = (results: T360Result[], position: '1' | '2') =>
  Number(results.find((r) => r.Position === position)?.Value ?? 0);

function storedLivescore(livescore: T360Livescore | undefined): StoredLivescore | null {
  if (!livescore) return null;
  const board = livescore.Scoreboard;
  return {
    periodCode: board.CurrentPeriod,
    clock: extraValue(livescore.LivescoreExtraData, 'Clock') ?? null,
    homeScore: scoreOf(board.Results, '1'),
    awayScore: scoreOf(board.Results, '2'),
    periods: livescore.Periods.map((p) => ({
      code: p.Type,
      home: scoreOf(p.Results, '1'),
      away: scoreOf(p.Results, '2'),
    })),
  };
}

function selectionRows(
  fixtureId: string,
  book: 'prematch' | 'inplay',
  markets: T360Market[] | undefined,
): SelectionRow[] {
  const rows: SelectionRow[] = [];
  for (const market of markets ?? []) {
    for (const bet of market.Bets) {
      const line = bet.BaseLine ?? null;
      rows.push({
        id: bet.Id,
        fixture_id: fixtureId,
        book,
        market_type_id: market.Id,
        market_name: market.Name,
        line,
        is_main_line: market.MainLine === undefined || line === null || line === market.MainLine,
        name: bet.Name,
        price: Math.max(100, priceHundredths(bet.Price)),
        status: bet.Status,
        operator_suspended: false,
        settlement: bet.Status === 3 ? (bet.Settlement ?? -1) : null,
        min_folders: null,
      });
    }
  }
  return rows;
}

export function feedRows(feed: FeedFixture): FeedRows {
  let rows = memo.get(feed);
  if (rows) return rows;
  const event = feed.prematch;
  const fixture = event.Fixture;
  if (!fixture) throw new Error(`fixture ${event.FixtureId} without metadata`);
  const id = String(event.FixtureId);
  const home = fixture.Participants.find((p) => p.Position === '1');
  const away = fixture.Participants.find((p) => p.Position === '2');
  rows = {
    fixture: {
      id,
      sport_id: fixture.Sport.Id,
      location_id: fixture.Location.Id,
      location_name: fixture.Location.Name,
      league_id: fixture.League.Id,
      league_name: fixture.League.Name,
      home_name: home?.Name ?? '',
      away_name: away?.Name ?? '',
      starts_at: fixture.StartDate,
      status: fixture.Status,
      has_inplay: feed.hasInplay,
      is_top: extraValue(fixture.ExtraData, 'IsTop') === 'true',
      livescore: storedLivescore(event.Livescore),
    },
    selections: [
      ...selectionRows(id, 'prematch', event.Markets),
      ...selectionRows(id, 'inplay', feed.inplay?.Markets),
    ],
  };
  memo.set(feed, rows);
  return rows;
}

/** What the feed compares: everything it writes (operator suspension is not the feed's). */
export function fixtureSignature(row: FixtureRow): string {
  return JSON.stringify([
    row.sport_id,
    row.location_id,
    row.location_name,
    row.league_id,
    row.league_name,
    row.home_name,
    row.away_name,
    new Date(row.starts_at).getTime(),
    row.status,
    row.has_inplay,
    row.is_top,
    // Field by field: JSONB gives keys back in its own order.
    row.livescore && [
      row.livescore.periodCode,
      row.livescore.clock,
      row.livescore.homeScore,
      row.livescore.awayScore,
      row.livescore.periods.map((p) => [p.code, p.home, p.away]),
    ],
  ]);
}

export function selectionSignature(row: SelectionRow): string {
  return `${row.price}|${row.status}|${row.settlement}|${row.line}|${row.is_main_line}|${row.name}|${row.market_name}|${row.market_type_id}`;
}
