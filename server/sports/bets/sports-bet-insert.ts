/**
 * Writes accepted slips: the bet rows and their legs, with everything the history shows copied
 * from the book (names kept for history), in one statement for a whole batch.
 */
import type { PlaceSportsBetBody } from '../../../common/contract/sports-bets.contract';
import type { Queryable } from '../../platform/db/db';
import type { BetPlan } from './sports-bet-assess';
import { marketNameKorean, selectionLabel } from './sports-bet-labels';
import type { LegRow } from './sports-bet-view';

/** One accepted slip to write. */
export interface BetToInsert {
  memberId: number;
  body: PlaceSportsBetBody;
  fingerprint: string;
  plan: BetPlan;
}

/** The history's copy of each accepted leg (bet_id filled in once the bet has an id). */
function legRowsOf(plan: BetPlan) {
  return plan.legs.map(({ selection: s, priceHundredths }, legNo) => ({
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
    minFolders: s.minFolders,
  }));
}

/**
 * Bets and their legs, however many, in one statement (a placement is latency-bound: every
 * round trip counts at 64 clients, and a batch of placements shares them). Returns, in the
 * order given, each new bet's id and legs, or null where the member had already used the key
 * (a twin request committed first).
 */
export async function insertBetsWithLegs(
  tx: Queryable,
  bets: readonly BetToInsert[],
  now: Date,
): Promise<({ id: number; legs: LegRow[] } | null)[]> {
  const legsOf = bets.map((b) => legRowsOf(b.plan));
  const allLegs = legsOf.flatMap((legs, betNo) => legs.map((l) => ({ ...l, betNo })));
  const bet = <T>(pick: (b: BetToInsert) => T) => bets.map(pick);
  const leg = <K extends keyof LegRow>(key: K) => allLegs.map((l) => l.leg[key]);
  const rows = await tx.query<{ id: number; member_id: number; idempotency_key: string }>(
    `WITH bet AS (
       INSERT INTO sports_bets (member_id, family, kind, system_size, line_stake_won, stake_won,
         total_odds_hundredths, potential_payout_won, max_payout_won, odds_policy,
         idempotency_key, request_fingerprint, created_at)
       SELECT u.member_id, u.family, u.kind, u.system_size, u.line_stake_won, u.stake_won,
              u.total_odds, u.potential_payout, u.max_payout, u.odds_policy, u.key,
              u.fingerprint, $13
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::smallint[], $5::bigint[],
                     $6::bigint[], $7::bigint[], $8::bigint[], $9::bigint[], $10::text[],
                     $11::text[], $12::text[])
              WITH ORDINALITY AS u(member_id, family, kind, system_size, line_stake_won,
                                   stake_won, total_odds, potential_payout, max_payout,
                                   odds_policy, key, fingerprint, ord)
        ORDER BY u.ord
       ON CONFLICT (member_id, idempotency_key) DO NOTHING
       RETURNING id, member_id, idempotency_key
     ), legs AS (
       INSERT INTO sports_bet_legs (bet_id, leg_no, selection_id, fixture_id, book, sport_id,
         league_name, home_name, away_name, starts_at, market_type_id, market_name,
         market_name_korean, line, selection_name, selection_label, min_folders, price_hundredths)
       SELECT bet.id, u.leg_no, u.selection_id, u.fixture_id, u.book, u.sport_id, u.league_name,
              u.home_name, u.away_name, u.starts_at, u.market_type_id, u.market_name,
              u.market_name_korean, u.line, u.selection_name, u.selection_label, u.min_folders,
              u.price
         FROM unnest($14::bigint[], $15::text[], $16::int[], $17::bigint[], $18::bigint[],
                     $19::text[], $20::int[], $21::text[], $22::text[], $23::text[],
                     $24::timestamptz[], $25::int[], $26::text[], $27::text[], $28::text[],
                     $29::text[], $30::text[], $31::int[], $32::int[])
              AS u(member_id, key, leg_no, selection_id, fixture_id, book, sport_id,
                   league_name, home_name, away_name, starts_at, market_type_id, market_name,
                   market_name_korean, line, selection_name, selection_label, min_folders, price)
         JOIN bet ON bet.member_id = u.member_id AND bet.idempotency_key = u.key
     )
     SELECT id, member_id, idempotency_key FROM bet`,
    [
      bet((b) => b.memberId),
      bet((b) => b.body.family),
      bet((b) => b.plan.kind),
      bet((b) => b.plan.systemSize),
      bet((b) => b.plan.lineStakeWon),
      bet((b) => b.plan.stakeWon),
      bet((b) => b.plan.totalOddsHundredths),
      bet((b) => b.plan.potentialPayoutWon),
      bet((b) => b.plan.maxPayoutWon),
      bet((b) => b.plan.oddsPolicy),
      bet((b) => b.body.idempotencyKey),
      bet((b) => b.fingerprint),
      now.toISOString(),
      allLegs.map((l) => bets[l.betNo]!.memberId),
      allLegs.map((l) => bets[l.betNo]!.body.idempotencyKey),
      leg('leg_no'),
      leg('selection_id'),
      leg('fixture_id'),
      leg('book'),
      leg('sport_id'),
      leg('league_name'),
      leg('home_name'),
      leg('away_name'),
      leg('starts_at'),
      leg('market_type_id'),
      leg('market_name'),
      leg('market_name_korean'),
      leg('line'),
      leg('selection_name'),
      leg('selection_label'),
      allLegs.map((l) => l.minFolders),
      leg('price_hundredths'),
    ],
    { prepareAs: 'sports_bet_insert' },
  );
  const idOf = new Map(rows.map((r) => [`${r.member_id}:${r.idempotency_key}`, r.id]));
  return bets.map((b, i) => {
    const id = idOf.get(`${b.memberId}:${b.body.idempotencyKey}`);
    if (id === undefined) return null;
    return { id, legs: legsOf[i]!.map(({ leg: row }) => ({ ...row, bet_id: id })) };
  });
}

/** One slip: `insertBetsWithLegs` for a batch of one. */
export async function insertBetWithLegs(
  tx: Queryable,
  memberId: number,
  body: PlaceSportsBetBody,
  fingerprint: string,
  plan: BetPlan,
  now: Date,
): Promise<{ id: number; legs: LegRow[] } | null> {
  const [inserted] = await insertBetsWithLegs(tx, [{ memberId, body, fingerprint, plan }], now);
  return inserted ?? null;
}
