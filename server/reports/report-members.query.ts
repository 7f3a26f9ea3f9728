/**
 * A member's P&L over time, read from the bet tables through their
 * per-member indexes (a member has hundreds of bets a year, not millions), counted on the same day
 * and with the same statuses as migration 029's aggregates: graded sports and minigame bets by
 * settled_at, closed casino rounds by closed_at. An agent subtree's figures come from the per-agent
 * aggregate (report_agent_daily), whatever the subtree's size.
 */
import type { Queryable } from '../platform/db/db';
import type { ReportRange } from './report-range';

export interface SettledRow {
  /** The Seoul day or the agent id, as text. */
  key: string;
  product: string;
  bets: number;
  stake: number;
  returns: number;
}

const SETTLED_BETS = `
  SELECT member_id, report_day(settled_at) AS day,
         CASE WHEN family = 'inplay' THEN 'sports_inplay' ELSE 'sports_prematch' END AS product,
         stake_won AS stake, payout_won AS returns
    FROM sports_bets
   WHERE member_id = ANY($1::bigint[]) AND status IN (1, 2, 3)
     AND settled_at >= $2 AND settled_at < $3
  UNION ALL
  SELECT member_id, report_day(settled_at), report_minigame_product(game_id), stake_won, payout_won
    FROM minigame_bets
   WHERE member_id = ANY($1::bigint[]) AND status IN (1, 2, 3)
     AND settled_at >= $2 AND settled_at < $3
  UNION ALL
  SELECT member_id, report_day(closed_at), kind, stake, win
    FROM casino_rounds
   WHERE member_id = ANY($1::bigint[]) AND status = 'closed'
     AND closed_at >= $2 AND closed_at < $3`;

/** Settled bets of the members in the range, summed per day and product. */
export async function settledBets(
  q: Queryable,
  memberIds: readonly number[],
  range: ReportRange,
): Promise<SettledRow[]> {
  if (memberIds.length === 0) return [];
  return q.query<SettledRow>(
    `SELECT day::text AS key, product, count(*)::bigint AS bets, sum(stake)::bigint AS stake,
            sum(returns)::bigint AS returns
       FROM (${SETTLED_BETS}) AS settled
      GROUP BY 1, 2`,
    [memberIds, range.startsAt, range.endsAt],
  );
}

export interface MemberRef {
  id: number;
  userId: string;
  nickname: string;
  type: number;
}

export async function memberRef(q: Queryable, id: number): Promise<MemberRef | undefined> {
  const [row] = await q.query<{ id: number; user_id: string; nickname: string; type: number }>(
    'SELECT id, user_id, nickname, type FROM members WHERE id = $1',
    [id],
  );
  return row && { id: row.id, userId: row.user_id, nickname: row.nickname, type: row.type };
}

/** The subtree under an agent (members.agent_id, any depth; depth 1 = direct members). */
export async function subtreeOf(
  q: Queryable,
  agentId: number,
): Promise<{ id: number; userId: string; depth: number; type: number }[]> {
  // The depth bound stops a cycle (an agent made its own downline's member) from looping.
  return q.query<{ id: number; userId: string; depth: number; type: number }>(
    `WITH RECURSIVE tree AS (
       SELECT id, 1 AS depth FROM members WHERE agent_id = $1
       UNION ALL
       SELECT m.id, t.depth + 1 FROM members m JOIN tree t ON m.agent_id = t.id
        WHERE t.depth < 32
     )
     SELECT DISTINCT ON (t.id) t.id, m.user_id AS "userId", t.depth, m.type
       FROM tree t JOIN members m ON m.id = t.id
      ORDER BY t.id, t.depth`,
    [agentId],
  );
}

/** Settled bets of the agents' direct members in the range, per agent and product. */
export async function agentBets(
  q: Queryable,
  agentIds: readonly number[],
  range: ReportRange,
): Promise<SettledRow[]> {
  if (agentIds.length === 0) return [];
  return q.query<SettledRow>(
    `SELECT agent_id::text AS key, product, sum(bets)::bigint AS bets,
            sum(stake)::bigint AS stake, sum(returns)::bigint AS returns
       FROM report_agent_daily
      WHERE agent_id = ANY($1::bigint[]) AND day BETWEEN $2::date AND $3::date
      GROUP BY agent_id, product`,
    [agentIds, range.from, range.to],
  );
}
