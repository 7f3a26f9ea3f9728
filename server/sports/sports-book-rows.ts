/**
 * Rows of the feed's tables (013) as the book reads and the feed writes them. Ids travel as
 * decimal text: LSports ids exceed 2^53 (sports.contract.ts), so every SELECT casts them.
 */

export type BookName = 'prematch' | 'inplay' | 'bonus';

/** sports_fixtures.livescore (013): what the scoreboard needs, labels added by the views. */
export interface StoredLivescore {
  periodCode: number;
  clock: string | null;
  homeScore: number;
  awayScore: number;
  periods: { code: number; home: number; away: number }[];
}

export interface FixtureRow {
  id: string;
  sport_id: number;
  location_id: number;
  location_name: string;
  league_id: number;
  league_name: string;
  home_name: string;
  away_name: string;
  /** ISO-8601. */
  starts_at: string;
  status: number;
  has_inplay: boolean;
  is_top: boolean;
  livescore: StoredLivescore | null;
}

export interface SelectionRow {
  id: string;
  fixture_id: string | null;
  book: BookName;
  market_type_id: number;
  market_name: string;
  /** The market's line (LSports BaseLine), shared by its selections. */
  line: string | null;
  is_main_line: boolean;
  name: string;
  price: number;
  status: 1 | 2 | 3;
  operator_suspended: boolean;
  settlement: -1 | 1 | 2 | 3 | 4 | 5 | null;
  min_folders: number | null;
}

export const FIXTURE_COLUMNS = `f.id::text AS id, f.sport_id, f.location_id, f.location_name,
  f.league_id, f.league_name, f.home_name, f.away_name, f.starts_at, f.status, f.has_inplay,
  f.is_top, f.livescore`;

export const SELECTION_COLUMNS = `s.id::text AS id, s.fixture_id::text AS fixture_id, s.book,
  s.market_type_id, s.market_name, s.line, s.is_main_line, s.name, s.price, s.status,
  s.operator_suspended, s.settlement, s.min_folders`;

/** Fixture statuses the feed never changes again (finished, cancelled, abandoned). */
export const FINAL_FIXTURE_STATUSES: readonly number[] = [3, 4, 7];
