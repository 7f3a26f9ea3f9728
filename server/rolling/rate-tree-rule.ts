/**
 * The agent tree's rule for rolling rates: per category, a node's rate is at
 * most its direct agent's and at least every rate it gives down to its own members and
 * sub-agents, so no level ever gives down more than it has. Whoever sets rates — an agent inside
 * its subtree (manager-nodes.ts) or the operator for anyone (rolling-rates.service.ts) — locks
 * the parent before the node, the order every rate change takes, so two changes cannot cross,
 * and then checks here.
 */
import { ROLLING_CATEGORIES, type RatesBp } from '../../common/contract/rolling.contract';
import type { Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { lockMember } from '../member/member-lock';
import { ratesOf, ratesOfMembers } from './member-rates';

/** Whether `rates` exceed `ceiling` in any category. */
export function anyRateAbove(rates: RatesBp, ceiling: RatesBp): boolean {
  return ROLLING_CATEGORIES.some((c) => rates[c] > ceiling[c]);
}

/**
 * Locks the node's direct agent, then the node, and answers the agent (null at the top of the
 * tree). A node moved to another agent between the read and the locks is read again.
 */
export async function lockParentThenNode(
  tx: Queryable,
  nodeId: number,
): Promise<{ parentId: number | null }> {
  for (;;) {
    const parentId = await agentOf(tx, nodeId);
    if (parentId !== null) await lockMember(tx, parentId);
    await lockMember(tx, nodeId);
    if ((await agentOf(tx, nodeId)) === parentId) return { parentId };
  }
}

async function agentOf(tx: Queryable, nodeId: number): Promise<number | null> {
  const [row] = await tx.query<{ agent_id: number | null }>(
    'SELECT agent_id FROM members WHERE id = $1',
    [nodeId],
  );
  if (!row) throw new AppError(404, 'MEMBER_NOT_FOUND');
  return row.agent_id;
}

/**
 * Refuses `ratesBp` for the node when they exceed its agent's (AGENT_RATE_ABOVE_PARENT) or fall
 * below a rate the node already gives down (AGENT_RATE_BELOW_CHILD). The caller holds the locks
 * of lockParentThenNode.
 */
export async function assertRatesFitTree(
  tx: Queryable,
  node: { id: number; parentId: number | null },
  ratesBp: RatesBp,
): Promise<void> {
  if (node.parentId !== null && anyRateAbove(ratesBp, await ratesOf(tx, node.parentId))) {
    throw new AppError(400, 'AGENT_RATE_ABOVE_PARENT');
  }
  const children = await tx.query<{ id: number }>('SELECT id FROM members WHERE agent_id = $1', [
    node.id,
  ]);
  const childRates = await ratesOfMembers(
    tx,
    children.map((c) => c.id),
  );
  for (const rates of childRates.values()) {
    if (anyRateAbove(rates, ratesBp)) throw new AppError(400, 'AGENT_RATE_BELOW_CHILD');
  }
}
