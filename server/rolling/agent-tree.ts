/**
 * The agent tree (migration 031): head office → distributors → agents →
 * members, any depth. members.agent_id is each node's direct upline; agent_tree is the closure
 * of the agents, so "A's whole subtree" is one indexed lookup. Every query here takes the agent
 * from the caller's session and answers only inside that agent's subtree.
 */
import type { Queryable } from '../platform/db/db';

export interface TreeAgentRow {
  id: number;
  userId: string;
  nickname: string;
  /** The parent agent; null for a root (the head office). */
  parentId: number | null;
  /** Levels below the asking agent: 1 = its direct sub-agent. */
  depth: number;
}

/** The asking agent and every agent below it, with their parents (depth 0 = the agent). */
export async function subtreeAgents(q: Queryable, agentId: number): Promise<TreeAgentRow[]> {
  return q.query<TreeAgentRow>(
    `SELECT m.id, m.user_id AS "userId", m.nickname, m.agent_id AS "parentId", t.depth
       FROM agent_tree t JOIN members m ON m.id = t.descendant_id
      WHERE t.ancestor_id = $1 ORDER BY t.depth, m.id`,
    [agentId],
  );
}

/** SQL for "agent ids of $n's subtree, itself included", for `IN (…)` filters. */
export const subtreeAgentIdsSql = (param: string) =>
  `SELECT descendant_id FROM agent_tree WHERE ancestor_id = ${param}`;

/**
 * A node of the asking agent's subtree that it may manage: a member whose direct agent is in
 * the subtree, or a sub-agent below it (never the agent itself). Anything else, a sibling's
 * member included, is null, and the routes answer 404 without telling whether it exists.
 */
export async function nodeInSubtree(
  q: Queryable,
  agentId: number,
  nodeId: number,
): Promise<{ id: number; type: number; parentId: number; userId: string } | null> {
  const [row] = await q.query<{ id: number; type: number; parentId: number; userId: string }>(
    `SELECT m.id, m.type, m.agent_id AS "parentId", m.user_id AS "userId" FROM members m
      WHERE m.id = $2 AND m.id <> $1 AND m.role <> 10
        AND m.agent_id IN (${subtreeAgentIdsSql('$1')})`,
    [agentId, nodeId],
  );
  return row ?? null;
}

/** Whether `agentId` is the asking agent or one of its sub-agents. */
export async function isAgentInSubtree(
  q: Queryable,
  ancestorId: number,
  agentId: number,
): Promise<boolean> {
  const rows = await q.query(
    'SELECT 1 FROM agent_tree WHERE ancestor_id = $1 AND descendant_id = $2',
    [ancestorId, agentId],
  );
  return rows.length > 0;
}

export interface MemberPeriodPiece {
  memberId: number;
  /** The member's direct agent during the piece. */
  agentId: number;
  from: Date;
  to: Date;
}

/**
 * The pieces of [from, to) in which a member of the subtree had a direct agent inside it
 * (member_agent_periods clipped to the window): turnover graded in a piece is credited to that
 * agent's path. A member who moved agent has one piece per agent, so what was graded before the
 * move stays with the old path (the move-agent case).
 */
export async function subtreePieces(
  q: Queryable,
  agentId: number,
  from: Date,
  to: Date,
): Promise<MemberPeriodPiece[]> {
  const rows = await q.query<{
    member_id: number;
    agent_id: number;
    from_at: string | Date;
    to_at: string | Date;
  }>(
    `SELECT p.member_id, p.agent_id,
            GREATEST(p.valid_from, $2::timestamptz) AS from_at,
            LEAST(COALESCE(p.valid_to, $3::timestamptz), $3::timestamptz) AS to_at
       FROM member_agent_periods p
      WHERE p.agent_id IN (${subtreeAgentIdsSql('$1')})
        AND p.valid_from < $3 AND (p.valid_to IS NULL OR p.valid_to > $2)
      ORDER BY p.member_id, p.valid_from`,
    [agentId, from.toISOString(), to.toISOString()],
  );
  return rows
    .map((r) => ({
      memberId: r.member_id,
      agentId: r.agent_id,
      from: new Date(r.from_at),
      to: new Date(r.to_at),
    }))
    .filter((p) => p.from < p.to);
}

/**
 * Moves a member to another direct agent at `at` (the caller's clock), inside the caller's
 * transaction. The trigger of migration 031 closes the old period and opens the new one at `at`,
 * so turnover graded before the move stays with the old path (the move-agent case). Writers
 * that simply UPDATE members.agent_id get the same, stamped with the database's now().
 */
export async function moveMemberToAgent(
  tx: Queryable,
  memberId: number,
  agentId: number | null,
  at: Date,
): Promise<void> {
  await tx.query(`SELECT set_config('app.agent_moved_at', $1, true)`, [at.toISOString()]);
  await tx.query('UPDATE members SET agent_id = $2 WHERE id = $1', [memberId, agentId]);
  await tx.query(`SELECT set_config('app.agent_moved_at', '', true)`);
}
