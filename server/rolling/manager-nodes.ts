/**
 * What an agent does to its subtree: creates members and sub-agents under
 * itself or a sub-agent (sign-up with the agent preset), and sets a node's rolling rates within
 * the tree's rule: a child's rate ≤ its parent's, per category, so no level ever gives down more
 * than it has. Each use-case is one transaction with its audit row; the agent is the actor.
 */
import { ROLLING_CATEGORIES, type RatesBp } from '../../common/contract/rolling.contract';
import type { ManagerCreateBody } from '../../common/contract/manager.contract';
import type { Db, Queryable } from '../platform/db/db';
import { openMemberAccounts } from '../platform/ledger/accounts';
import { AppError } from '../platform/lib/app-error';
import { writeAudit, type Actor } from '../platform/lib/audit.service';
import { isUniqueViolation } from '../platform/lib/db-errors';
import { hashPassword } from '../platform/lib/password-hasher';
import { lockMember } from '../member/member-lock';
import { newRecommendCode } from '../member/recommend-code';
import { isAgentInSubtree, nodeInSubtree } from './agent-tree';
import { ratesOf, ZERO_RATES } from './member-rates';
import { anyRateAbove, assertRatesFitTree } from './rate-tree-rule';

type NewNode = Omit<ManagerCreateBody, 'userId'> & { userId: string };

async function writeRates(tx: Queryable, actor: Actor, memberId: number, ratesBp: RatesBp) {
  for (const category of ROLLING_CATEGORIES) {
    await tx.query(
      `INSERT INTO rolling_rates (member_id, category, rate_bp, updated_at, updated_by)
       VALUES ($1, $2, $3, now(), $4)
       ON CONFLICT (member_id, category)
       DO UPDATE SET rate_bp = EXCLUDED.rate_bp, updated_at = EXCLUDED.updated_at,
                     updated_by = EXCLUDED.updated_by`,
      [memberId, category, ratesBp[category], actor.memberId],
    );
  }
}

/**
 * Creates a member (type 1) or a sub-agent (type 2) under `input.agentId` (default the caller),
 * which must be the caller or one of its sub-agents; its rates start within that agent's.
 */
export async function createNode(
  db: Db,
  actor: Actor,
  type: 1 | 2,
  input: NewNode,
): Promise<{ node: { id: number; userId: string; nickname: string; type: number } }> {
  const agentId = input.agentId ?? actor.memberId;
  const ratesBp = input.ratesBp ?? { ...ZERO_RATES };
  const [passwordHash, withdrawPasswordHash] = await Promise.all([
    hashPassword(input.password),
    hashPassword(input.withdrawPassword),
  ]);
  try {
    return await db.transaction(async (tx) => {
      if (!(await isAgentInSubtree(tx, actor.memberId, agentId))) {
        throw new AppError(404, 'AGENT_NODE_NOT_FOUND');
      }
      // The parent's rates cannot change under us while the child is placed below them.
      await lockMember(tx, agentId);
      if (anyRateAbove(ratesBp, await ratesOf(tx, agentId))) {
        throw new AppError(400, 'AGENT_RATE_ABOVE_PARENT');
      }
      const taken = await tx.query<{ user_id: string }>(
        'SELECT user_id FROM members WHERE user_id = $1 OR nickname = $2',
        [input.userId, input.nickname],
      );
      if (taken.some((r) => r.user_id === input.userId)) {
        throw new AppError(409, 'USER_ID_TAKEN');
      }
      if (taken.length > 0) throw new AppError(409, 'NICKNAME_TAKEN');
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO members (user_id, password_hash, withdraw_password_hash, nickname, phone,
                              recommend_code, recommender_id, agent_id, type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING id`,
        [
          input.userId,
          passwordHash,
          withdrawPasswordHash,
          input.nickname,
          input.phone,
          await newRecommendCode(tx),
          agentId,
          type,
        ],
      );
      const id = row!.id;
      await openMemberAccounts(tx, id);
      await writeRates(tx, actor, id, ratesBp);
      await writeAudit(tx, actor, {
        action: type === 2 ? 'manager.agent.create' : 'manager.member.create',
        target: `member:${id}`,
        before: null,
        after: { userId: input.userId, nickname: input.nickname, agentId, ratesBp },
      });
      return { node: { id, userId: input.userId, nickname: input.nickname, type } };
    });
  } catch (error) {
    // Two creations racing for one id: the loser hits the UNIQUE constraint.
    if (isUniqueViolation(error, 'user_id')) throw new AppError(409, 'USER_ID_TAKEN');
    if (isUniqueViolation(error, 'nickname')) throw new AppError(409, 'NICKNAME_TAKEN');
    throw error;
  }
}

/**
 * Sets a subtree node's rates: each ≤ its direct agent's, and for a sub-agent ≥ every rate it
 * already gives down to its own members and sub-agents, so the rule holds on every path. Locks
 * parent before child, the order every rate change takes, so two changes cannot cross.
 */
export async function setNodeRates(
  db: Db,
  actor: Actor,
  nodeId: number,
  ratesBp: RatesBp,
): Promise<{ memberId: number; ratesBp: RatesBp }> {
  return db.transaction(async (tx) => {
    const node = await nodeInSubtree(tx, actor.memberId, nodeId);
    if (!node) throw new AppError(404, 'AGENT_NODE_NOT_FOUND');
    await lockMember(tx, node.parentId);
    await lockMember(tx, node.id);
    await assertRatesFitTree(tx, { id: node.id, parentId: node.parentId }, ratesBp);
    const before = await ratesOf(tx, node.id);
    await writeRates(tx, actor, node.id, ratesBp);
    await writeAudit(tx, actor, {
      action: 'manager.rates',
      target: `member:${node.id}`,
      before: { ratesBp: before },
      after: { ratesBp },
    });
    return { memberId: node.id, ratesBp: { ...ratesBp } };
  });
}
