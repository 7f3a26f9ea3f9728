import type { Db } from '../platform/db/db';
import { listMembers } from '../member/member-list.query';

/** The manager (agent) area: only the members recruited under this agent (spec §6). */
export class ManagerService {
  constructor(private readonly db: Db) {}

  async downline(managerId: number, page: number) {
    const result = await listMembers(this.db, page, {
      sql: 'm.agent_id = $1',
      params: [managerId],
    });
    return {
      ...result,
      items: result.items.map((member) => ({
        id: member.id,
        userId: member.userId,
        nickname: member.nickname,
        level: member.level,
        emoney: member.emoney,
        point: member.point,
        blocked: member.blocked,
        online: member.online,
        createdAt: member.createdAt,
      })),
    };
  }
}
