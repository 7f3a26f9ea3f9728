import type {
  ManagerAgent,
  ManagerCreateBody,
  ManagerDownlineMember,
} from '../../common/contract/manager.contract';
import type { RatesBp } from '../../common/contract/rolling.contract';
import type { Db } from '../platform/db/db';
import type { Actor } from '../platform/lib/audit.service';
import { listMembers } from '../member/member-list.query';
import { subtreeAgentIdsSql, subtreeAgents } from './agent-tree';
import { createNode, setNodeRates } from './manager-nodes';
import { ratesOfMembers, ZERO_RATES } from './member-rates';

/**
 * The manager (agent) area (spec §6): the members of the agent's whole
 * subtree, its sub-agents, and what it may change there (manager-nodes.ts).
 */
export class ManagerService {
  constructor(private readonly db: Db) {}

  /** Members (type 1) whose direct agent is the caller or one of its sub-agents. */
  async downline(managerId: number, page: number) {
    const result = await listMembers(this.db, page, {
      sql: `m.type = 1 AND m.agent_id IN (${subtreeAgentIdsSql('$1')})`,
      params: [managerId],
    });
    const ids = result.items.map((m) => m.id);
    const [agents, rates] = await Promise.all([
      this.db.query<{ id: number; agent_user_id: string }>(
        `SELECT m.id, a.user_id AS agent_user_id FROM members m JOIN members a ON a.id = m.agent_id
          WHERE m.id = ANY($1::bigint[])`,
        [ids],
      ),
      ratesOfMembers(this.db, ids),
    ]);
    const agentOf = new Map(agents.map((a) => [a.id, a.agent_user_id]));
    const items: ManagerDownlineMember[] = result.items.map((member) => ({
      id: member.id,
      userId: member.userId,
      nickname: member.nickname,
      level: member.level,
      emoney: member.emoney,
      point: member.point,
      blocked: member.blocked,
      online: member.online,
      createdAt: member.createdAt,
      agentUserId: agentOf.get(member.id) ?? '',
      ratesBp: rates.get(member.id) ?? { ...ZERO_RATES },
    }));
    return { ...result, items };
  }

  /** The caller (depth 0) and every sub-agent, parents first, with rates and member counts. */
  async agents(managerId: number): Promise<{ items: ManagerAgent[] }> {
    const agents = await subtreeAgents(this.db, managerId);
    const ids = agents.map((a) => a.id);
    const [rates, counts] = await Promise.all([
      ratesOfMembers(this.db, ids),
      this.db.query<{ agent_id: number; count: number }>(
        `SELECT agent_id, count(*)::int AS count FROM members
          WHERE type = 1 AND agent_id = ANY($1::bigint[]) GROUP BY agent_id`,
        [ids],
      ),
    ]);
    const countOf = new Map(counts.map((c) => [c.agent_id, c.count]));
    const userIdOf = new Map(agents.map((a) => [a.id, a.userId]));
    return {
      items: agents.map((a) => ({
        id: a.id,
        userId: a.userId,
        nickname: a.nickname,
        parentUserId:
          a.depth === 0 || a.parentId === null ? null : (userIdOf.get(a.parentId) ?? null),
        depth: a.depth,
        ratesBp: rates.get(a.id) ?? { ...ZERO_RATES },
        memberCount: countOf.get(a.id) ?? 0,
      })),
    };
  }

  createMember(actor: Actor, input: ManagerCreateBody & { userId: string }) {
    return createNode(this.db, actor, 1, input);
  }

  createAgent(actor: Actor, input: ManagerCreateBody & { userId: string }) {
    return createNode(this.db, actor, 2, input);
  }

  setRates(actor: Actor, nodeId: number, ratesBp: RatesBp) {
    return setNodeRates(this.db, actor, nodeId, ratesBp);
  }
}
