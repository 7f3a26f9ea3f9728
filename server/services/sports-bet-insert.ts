/**
 * Writes an accepted slip: the bet row and its legs, with everything the history shows copied
 * from the book (issue 3: names kept for history), in one statement.
 */
import type { PlaceSportsBetBody } from '../../src/contract/sports.contract';
import type { Queryable } from '../db/db';
import type { BetPlan } from './sports-bet-assess';
import { marketNameKorean, selectionLabel } from './sports-bet-labels';
import type { LegRow } from './sports-bet-view';

/**
 * The bet and its legs in one statement (a placement is latency-bound: every round trip counts
 * at 64 clients). Returns the new bet's id and legs, or null when this member already used the
 * key (a twin request committed first).
 */
export async function insertBetWithLegs(
  tx: Queryable,
  memberId: number,
  body: PlaceSportsBetBody,
  fingerprint: string,
  plan: BetPlan,
  now: Date,
): Promise<{ id: number; legs: LegRow[] } | null> {
  const legs = plan.legs.map(({ selection: s, priceHundredths }, legNo) => ({
    leg: {
      bet_id: 0,
      leg_no: legNo,
      selection_id: s.id,
      fixture_id: s.fixtureId,
      book: s.book,
      sport_id: s.fixture?.sportId ?? null,
      league_name: s.fixture?.leagueName ?? '',
      home_name: s.fixture?.homeName ?? '',
      away_name: s.fixture?.awayName ?? '',
      starts_at: s.fixture?.startsAt ?? null,
      market_type_id: s.marketTypeId,
      market_name: s.marketName,
      market_name_korean: marketNameKorean(s.marketTypeId, s.marketName),
      selection_name: s.name,
      selection_label: selectionLabel(
        s.fixture?.sportId ?? null,
        s.marketTypeId,
        s.name,
        s.minFolders,
      ),
      line: s.line,
      price_hundredths: priceHundredths,
      result: null,
      home_score: null,
      away_score: null,
    } satisfies LegRow,
    marketTypeId: s.marketTypeId,
    minFolders: s.minFolders,
  }));
  const column = <K extends keyof LegRow>(key: K) => legs.map((l) => l.leg[key]);
  const rows = await tx.query<{ id: number }>(
    `WITH bet AS (
       INSERT INTO sports_bets (member_id, family, kind, system_size, line_stake_won, stake_won,
         total_odds_hundredths, potential_payout_won, max_payout_won, odds_policy,
         idempotency_key, request_fingerprint, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (member_id, idempotency_key) DO NOTHING
       RETURNING id
     )
     INSERT INTO sports_bet_legs (bet_id, leg_no, selection_id, fixture_id, book, sport_id,
       league_name, home_name, away_name, starts_at, market_type_id, market_name,
       market_name_korean, line, selection_name, selection_label, min_folders, price_hundredths)
     SELECT bet.id, u.leg_no, u.selection_id, u.fixture_id, u.book, u.sport_id, u.league_name,
            u.home_name, u.away_name, u.starts_at, u.market_type_id, u.market_name,
            u.market_name_korean, u.line, u.selection_name, u.selection_label, u.min_folders,
            u.price
       FROM bet, unnest($14::int[], $15::bigint[], $16::bigint[], $17::text[], $18::int[],
                        $19::text[], $20::text[], $21::text[], $22::timestamptz[], $23::int[],
                        $24::text[], $25::text[], $26::text[], $27::text[], $28::text[],
                        $29::int[], $30::int[])
            AS u(leg_no, selection_id, fixture_id, book, sport_id, league_name, home_name,
                 away_name, starts_at, market_type_id, market_name, market_name_korean, line,
                 selection_name, selection_label, min_folders, price)
     RETURNING bet_id AS id`,
    [
      memberId,
      body.family,
      plan.kind,
      plan.systemSize,
      plan.lineStakeWon,
      plan.stakeWon,
      plan.totalOddsHundredths,
      plan.potentialPayoutWon,
      plan.maxPayoutWon,
      plan.oddsPolicy,
      body.idempotencyKey,
      fingerprint,
      now.toISOString(),
      column('leg_no'),
      column('selection_id'),
      column('fixture_id'),
      column('book'),
      column('sport_id'),
      column('league_name'),
      column('home_name'),
      column('away_name'),
      column('starts_at'),
      legs.map((l) => l.marketTypeId),
      column('market_name'),
      column('market_name_korean'),
      column('line'),
      column('selection_name'),
      column('selection_label'),
      legs.map((l) => l.minFolders),
      column('price_hundredths'),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  return { id, legs: legs.map(({ leg }) => ({ ...leg, bet_id: id })) };
}
