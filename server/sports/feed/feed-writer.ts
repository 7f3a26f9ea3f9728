/**
 * Set-based writes of one tick: every changed fixture in one statement and every
 * changed selection in another, each an INSERT … SELECT FROM unnest(arrays) ON CONFLICT DO
 * UPDATE. Rows the feed has finished with are never touched again: a finished, cancelled or
 * abandoned fixture, and a settled selection (an operator's correction of it stands).
 */
import type { Queryable } from '../../platform/db/db';
import type { FixtureRow, SelectionRow } from '../sports-book-rows';

export async function upsertFixtures(q: Queryable, rows: FixtureRow[], at: Date): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO sports_fixtures (id, sport_id, location_id, location_name, league_id, league_name,
                                  home_name, away_name, starts_at, status, has_inplay, is_top,
                                  livescore, updated_at)
     SELECT u.id::bigint, u.sport_id, u.location_id, u.location_name, u.league_id, u.league_name,
            u.home_name, u.away_name, u.starts_at::timestamptz, u.status, u.has_inplay, u.is_top,
            u.livescore::jsonb, $14::timestamptz
       FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::int[], $6::text[],
                   $7::text[], $8::text[], $9::text[], $10::smallint[], $11::boolean[],
                   $12::boolean[], $13::text[])
         AS u(id, sport_id, location_id, location_name, league_id, league_name, home_name,
              away_name, starts_at, status, has_inplay, is_top, livescore)
     ON CONFLICT (id) DO UPDATE SET
       sport_id = EXCLUDED.sport_id, location_id = EXCLUDED.location_id,
       location_name = EXCLUDED.location_name, league_id = EXCLUDED.league_id,
       league_name = EXCLUDED.league_name, home_name = EXCLUDED.home_name,
       away_name = EXCLUDED.away_name, starts_at = EXCLUDED.starts_at, status = EXCLUDED.status,
       has_inplay = EXCLUDED.has_inplay, is_top = EXCLUDED.is_top,
       livescore = EXCLUDED.livescore, updated_at = EXCLUDED.updated_at
     WHERE sports_fixtures.status NOT IN (3, 4, 7)`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.sport_id),
      rows.map((r) => r.location_id),
      rows.map((r) => r.location_name),
      rows.map((r) => r.league_id),
      rows.map((r) => r.league_name),
      rows.map((r) => r.home_name),
      rows.map((r) => r.away_name),
      rows.map((r) => r.starts_at),
      rows.map((r) => r.status),
      rows.map((r) => r.has_inplay),
      rows.map((r) => r.is_top),
      rows.map((r) => (r.livescore ? JSON.stringify(r.livescore) : null)),
      at.toISOString(),
    ],
  );
}

/** Returns the operator suspension of every row written (the stream shows it as status 2). */
export async function upsertSelections(
  q: Queryable,
  rows: SelectionRow[],
  at: Date,
): Promise<Map<string, boolean>> {
  const written = new Map<string, boolean>();
  if (rows.length === 0) return written;
  const result = await q.query<{ id: string; operator_suspended: boolean }>(
    `INSERT INTO sports_selections (id, fixture_id, book, market_type_id, market_name, line,
                                    is_main_line, name, price, status, settlement, updated_at)
     SELECT u.id::bigint, u.fixture_id::bigint, u.book, u.market_type_id, u.market_name, u.line,
            u.is_main_line, u.name, u.price, u.status, u.settlement, $12::timestamptz
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[],
                   $7::boolean[], $8::text[], $9::int[], $10::smallint[], $11::smallint[])
         AS u(id, fixture_id, book, market_type_id, market_name, line, is_main_line, name, price,
              status, settlement)
     ON CONFLICT (id) DO UPDATE SET
       market_name = EXCLUDED.market_name, line = EXCLUDED.line,
       is_main_line = EXCLUDED.is_main_line, name = EXCLUDED.name, price = EXCLUDED.price,
       status = EXCLUDED.status, settlement = EXCLUDED.settlement,
       updated_at = EXCLUDED.updated_at
     WHERE sports_selections.status <> 3
     RETURNING id::text AS id, operator_suspended`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.fixture_id),
      rows.map((r) => r.book),
      rows.map((r) => r.market_type_id),
      rows.map((r) => r.market_name),
      rows.map((r) => r.line),
      rows.map((r) => r.is_main_line),
      rows.map((r) => r.name),
      rows.map((r) => r.price),
      rows.map((r) => r.status),
      rows.map((r) => r.settlement),
      at.toISOString(),
    ],
  );
  for (const row of result) written.set(row.id, row.operator_suspended);
  return written;
}
