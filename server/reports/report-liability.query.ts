/**
 * Open sports liability: the largest possible payout of the open bets, per
 * fixture — what the house pays if every open bet on the fixture wins. A bet's largest payout is
 * its potential payout capped at the level's maximum it was struck under (settlement caps there).
 * A multiple counts under each of its fixtures (each could decide it) but once in the total.
 */
import type { Liability } from '../../common/contract/reports.contract';
import type { Queryable } from '../platform/db/db';

const MAX_FIXTURES = 100;

export async function openLiability(q: Queryable): Promise<Liability> {
  const [fixtures, [total]] = await Promise.all([
    q.query<{
      fixture_id: string;
      league: string;
      home: string;
      away: string;
      starts_at: Date | null;
      open_bets: number;
      stake: number;
      liability: number;
    }>(
      `WITH per_bet AS (
         SELECT l.fixture_id, b.id, min(b.stake_won) AS stake,
                min(LEAST(b.potential_payout_won, b.max_payout_won)) AS payout,
                max(l.league_name) AS league, max(l.home_name) AS home,
                max(l.away_name) AS away, min(l.starts_at) AS starts_at
           FROM sports_bets b JOIN sports_bet_legs l ON l.bet_id = b.id
          WHERE b.status = 0 AND l.fixture_id IS NOT NULL
          GROUP BY l.fixture_id, b.id
       )
       SELECT fixture_id::text AS fixture_id, max(league) AS league, max(home) AS home,
              max(away) AS away, min(starts_at) AS starts_at, count(*)::bigint AS open_bets,
              sum(stake)::bigint AS stake, sum(payout)::bigint AS liability
         FROM per_bet
        GROUP BY fixture_id
        ORDER BY liability DESC, fixture_id
        LIMIT ${MAX_FIXTURES}`,
    ),
    q.query<{ n: number; total: number }>(
      `SELECT count(*)::bigint AS n,
              COALESCE(sum(LEAST(potential_payout_won, max_payout_won)), 0)::bigint AS total
         FROM sports_bets WHERE status = 0`,
    ),
  ]);
  return {
    total: total?.total ?? 0,
    openBets: total?.n ?? 0,
    fixtures: fixtures.map((row) => ({
      fixtureId: row.fixture_id,
      league: row.league,
      home: row.home,
      away: row.away,
      startsAt: row.starts_at ? new Date(row.starts_at).toISOString() : null,
      openBets: row.open_bets,
      stake: row.stake,
      liability: row.liability,
    })),
  };
}
