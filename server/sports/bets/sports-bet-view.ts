/**
 * Reading sports bets back as the contract's SportsBetView (member history, admin list, stream
 * events). Legs show the names copied at placement; their result is the one the bet was settled
 * with, or, while it is open, the selection's live result (so a member sees each leg settle).
 */
import type { SportsBetView } from '../../../common/contract/sports-bets.contract';
import type { Queryable } from '../../platform/db/db';
import { selectionLine } from './sports-bet-labels';
import { isCancellableAt } from './sports-bet-rules';

export interface BetRow {
  id: number;
  member_id: number;
  family: SportsBetView['family'];
  kind: SportsBetView['kind'];
  system_size: number | null;
  stake_won: number;
  total_odds_hundredths: number;
  potential_payout_won: number;
  status: SportsBetView['status'];
  payout_won: number;
  cashed_out_won: number | null;
  created_at: string;
  settled_at: string | null;
}

export interface LegRow {
  bet_id: number;
  leg_no: number;
  selection_id: string;
  fixture_id: string | null;
  book: 'prematch' | 'inplay' | 'bonus';
  sport_id: number | null;
  league_name: string;
  home_name: string;
  away_name: string;
  starts_at: string | null;
  market_name: string;
  market_name_korean: string;
  selection_name: string;
  selection_label: string;
  /** The market's line (the home side's for a handicap); the view shows the outcome's own. */
  line: string | null;
  market_type_id: number;
  price_hundredths: number;
  result: SportsBetView['legs'][number]['result'];
  home_score: number | null;
  away_score: number | null;
}

export const BET_COLUMNS = `b.id, b.member_id, b.family, b.kind, b.system_size, b.stake_won,
  b.total_odds_hundredths, b.potential_payout_won, b.status, b.payout_won, b.cashed_out_won,
  b.created_at, b.settled_at`;

const LEG_COLUMNS = `l.bet_id, l.leg_no, l.selection_id::text AS selection_id,
  l.fixture_id::text AS fixture_id, l.book, l.sport_id, l.league_name, l.home_name, l.away_name,
  l.starts_at, l.market_type_id, l.market_name, l.market_name_korean, l.selection_name, l.selection_label, l.line,
  l.price_hundredths, COALESCE(l.result, o.settlement, s.settlement) AS result,
  (f.livescore->>'homeScore')::int AS home_score, (f.livescore->>'awayScore')::int AS away_score`;

export function legView(leg: LegRow): SportsBetView['legs'][number] {
  return {
    selectionId: leg.selection_id,
    fixtureId: leg.fixture_id,
    sportId: leg.sport_id,
    leagueNameKorean: leg.league_name,
    homeName: leg.home_name,
    awayName: leg.away_name,
    startsAt: leg.starts_at,
    marketName: leg.market_name,
    marketNameKorean: leg.market_name_korean,
    selectionName: leg.selection_name,
    selectionLabel: leg.selection_label,
    line: selectionLine(leg.sport_id, leg.market_type_id, leg.selection_name, leg.line),
    priceHundredths: leg.price_hundredths,
    result: leg.result,
    score:
      leg.home_score === null || leg.away_score === null
        ? null
        : `${leg.home_score}:${leg.away_score}`,
    isBonus: leg.book === 'bonus',
  };
}

export function betView(bet: BetRow, legs: readonly LegRow[], nowMs: number): SportsBetView {
  return {
    id: bet.id,
    family: bet.family,
    kind: bet.kind,
    systemSize: bet.system_size,
    stakeWon: bet.stake_won,
    totalOddsHundredths: bet.total_odds_hundredths,
    potentialPayoutWon: bet.potential_payout_won,
    status: bet.status,
    payoutWon: bet.payout_won,
    cashedOutWon: bet.cashed_out_won,
    cancellable: isCancellableAt(
      {
        family: bet.family,
        status: bet.status,
        createdAt: bet.created_at,
        legStarts: legs.filter((l) => l.book !== 'bonus').map((l) => l.starts_at),
      },
      nowMs,
    ),
    createdAt: bet.created_at,
    settledAt: bet.settled_at,
    legs: legs.map(legView),
  };
}

/** The legs of these bets, in leg order, grouped by bet id. */
export async function legsOf(q: Queryable, betIds: readonly number[]) {
  const rows = await q.query<LegRow>(
    `SELECT ${LEG_COLUMNS}
       FROM sports_bet_legs l
       LEFT JOIN sports_selections s ON s.id = l.selection_id
       LEFT JOIN sports_selection_overrides o ON o.selection_id = l.selection_id
       LEFT JOIN sports_fixtures f ON f.id = l.fixture_id
      WHERE l.bet_id = ANY($1::bigint[])
      ORDER BY l.bet_id, l.leg_no`,
    [betIds],
  );
  const byBet = new Map<number, LegRow[]>();
  for (const row of rows) {
    const list = byBet.get(row.bet_id) ?? [];
    list.push(row);
    byBet.set(row.bet_id, list);
  }
  return byBet;
}

/** Views of bet rows already read, in their order. */
export async function viewsOf<R extends BetRow>(
  q: Queryable,
  bets: readonly R[],
  nowMs: number,
): Promise<(SportsBetView & { row: R })[]> {
  if (bets.length === 0) return [];
  const legs = await legsOf(
    q,
    bets.map((b) => b.id),
  );
  return bets.map((b) => ({ ...betView(b, legs.get(b.id) ?? [], nowMs), row: b }));
}

/** The views of bets by id (any member: callers check ownership), in id order. */
export async function betViewsByIds(
  q: Queryable,
  ids: readonly number[],
  nowMs: number,
): Promise<(SportsBetView & { memberId: number })[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.id = ANY($1::bigint[]) ORDER BY b.id`,
    [ids],
  );
  const views = await viewsOf(q, rows, nowMs);
  return views.map(({ row, ...view }) => ({ ...view, memberId: row.member_id }));
}
