/**
 * The operator's edit of a member: level, agent and memo in one audited
 * use-case whose audit row holds only what changed. The casino and slot flags and the tendency
 * codes are edited by the casino desk's use-case (server/casino/admin/casino-member-flags.service.ts),
 * which the member detail screen calls as well: one use-case per column, never two.
 */
import type {
  AdminAgentOption,
  AdminMemberDetail,
  AdminMemberProfileBody,
} from '../../../common/contract/member-admin.contract';
import type { Db, Queryable } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import { writeAudit, type Actor } from '../../platform/lib/audit.service';
import { lockMember, memberTarget } from '../../member/member-lock';

/** Spec §6: type 2 is the manager (agent) side. */
const AGENT_TYPE = 2;
/** The agent picker lists at most this many; an operator with more types to search instead. */
const AGENT_OPTIONS_MAX = 500;

interface DetailRow {
  id: number;
  user_id: string;
  nickname: string;
  type: number;
  level: number;
  agent_id: number | null;
  agent_user_id: string | null;
  memo: string;
  blocked: boolean;
  tendency: string[] | null;
  disable_casino_flag: number;
  disable_slot_flag: number;
  created_at: string;
}

type Profile = AdminMemberProfileBody;

async function readDetail(q: Queryable, memberId: number): Promise<AdminMemberDetail> {
  const [row] = await q.query<DetailRow>(
    `SELECT m.id, m.user_id, m.nickname, m.type, m.level, m.agent_id, a.user_id AS agent_user_id,
            m.memo, m.blocked, m.tendency, m.disable_casino_flag, m.disable_slot_flag, m.created_at
       FROM members m LEFT JOIN members a ON a.id = m.agent_id
      WHERE m.id = $1`,
    [memberId],
  );
  if (!row) throw new AppError(404, 'MEMBER_NOT_FOUND');
  return {
    id: row.id,
    userId: row.user_id,
    nickname: row.nickname,
    type: row.type,
    level: row.level,
    agentId: row.agent_id,
    agentUserId: row.agent_user_id,
    memo: row.memo,
    blocked: row.blocked,
    tendency: row.tendency ?? [],
    disableCasinoFlag: row.disable_casino_flag,
    disableSlotFlag: row.disable_slot_flag,
    createdAt: row.created_at,
  };
}

/** The new agent is a manager, and the member is not above it (agents form a tree). */
async function assertAgentAllowed(tx: Queryable, memberId: number, agentId: number) {
  if (agentId === memberId) throw new AppError(400, 'AGENT_CYCLE');
  const [agent] = await tx.query<{ type: number }>('SELECT type FROM members WHERE id = $1', [
    agentId,
  ]);
  if (agent?.type !== AGENT_TYPE) throw new AppError(400, 'AGENT_NOT_FOUND');
  // Walking up from the new agent must not reach the member: that would close a loop.
  const [loop] = await tx.query<{ found: boolean }>(
    `WITH RECURSIVE up(id, depth) AS (
       SELECT agent_id, 1 FROM members WHERE id = $1
       UNION ALL
       SELECT m.agent_id, up.depth + 1 FROM members m JOIN up ON m.id = up.id
        WHERE up.id IS NOT NULL AND up.depth < 100)
     SELECT EXISTS (SELECT 1 FROM up WHERE id = $2) AS found`,
    [agentId, memberId],
  );
  if (loop?.found) throw new AppError(400, 'AGENT_CYCLE');
}

/** Only the fields that change, before and after: the audit row reads as the edit. */
function diffOf(before: Profile, after: Profile) {
  const keys = (Object.keys(after) as (keyof Profile)[]).filter((k) => before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

export class MemberProfileService {
  constructor(private readonly db: Db) {}

  detail(memberId: number): Promise<AdminMemberDetail> {
    return readDetail(this.db, memberId);
  }

  agentOptions(): Promise<AdminAgentOption[]> {
    return this.db.query<AdminAgentOption>(
      `SELECT id, user_id AS "userId", nickname FROM members
        WHERE type = $1 ORDER BY user_id LIMIT $2`,
      [AGENT_TYPE, AGENT_OPTIONS_MAX],
    );
  }

  /** One transaction: checked, written and audited together, or nothing (a refusal writes no row). */
  async update(actor: Actor, memberId: number, body: Profile): Promise<AdminMemberDetail> {
    return this.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const current = await readDetail(tx, memberId);
      const before: Profile = {
        level: current.level,
        agentId: current.agentId,
        memo: current.memo,
      };
      const { before: changedBefore, after: changedAfter } = diffOf(before, body);
      if (Object.keys(changedAfter).length === 0) return current;
      if (body.agentId !== null && body.agentId !== current.agentId) {
        await assertAgentAllowed(tx, memberId, body.agentId);
      }
      await tx.query('UPDATE members SET level = $2, agent_id = $3, memo = $4 WHERE id = $1', [
        memberId,
        body.level,
        body.agentId,
        body.memo,
      ]);
      await writeAudit(tx, actor, {
        action: 'member.profile',
        target: memberTarget(memberId),
        before: changedBefore,
        after: changedAfter,
      });
      return readDetail(tx, memberId);
    });
  }
}
