import type { AdminMember } from '../../common/contract/admin.contract';
import type { Queryable } from '../platform/db/db';
import { MEMBER_COLUMNS, toUser, type MemberRow } from './member-record';
import { countFrom, pageOfRows, pageWindow } from '../platform/lib/paging';

interface MemberListRow extends MemberRow {
  agent_user_id: string | null;
  emoney: number;
  point: number;
  online: boolean;
}

/** `%` and `_` typed into a search box are letters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A page of members with balances and whether a session is live. Balances are read from the
 * ledger's accounts in the same query (reading is fine; only the ledger writes them).
 * `filter` is a SQL condition on `m` with its own parameters ($1 …).
 */
export async function listMembers(
  q: Queryable,
  page: number,
  filter: { sql: string; params: unknown[] } = { sql: 'TRUE', params: [] },
) {
  const { limit, offset } = pageWindow(page);
  const [rows, total] = await Promise.all([
    q.query<MemberListRow>(
      `SELECT ${MEMBER_COLUMNS}, a.user_id AS agent_user_id,
              COALESCE(cash.balance, 0) AS emoney, COALESCE(pt.balance, 0) AS point,
              EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.ended_at IS NULL)
                AS online
         FROM members m
         LEFT JOIN members a ON a.id = m.agent_id
         LEFT JOIN ledger_accounts cash ON cash.member_id = m.id AND cash.kind = 'member_cash'
         LEFT JOIN ledger_accounts pt ON pt.member_id = m.id AND pt.kind = 'member_point'
        WHERE ${filter.sql}
        ORDER BY m.id DESC
        LIMIT $${filter.params.length + 1} OFFSET $${filter.params.length + 2}`,
      [...filter.params, limit, offset],
    ),
    q.query<{ count: number }>(
      `SELECT count(*) AS count FROM members m WHERE ${filter.sql}`,
      filter.params,
    ),
  ]);
  const items: AdminMember[] = rows.map((row) => ({
    ...toUser(row, { emoney: row.emoney, point: row.point }),
    blocked: row.blocked,
    agentUserId: row.agent_user_id,
    createdAt: row.created_at,
    online: row.online,
  }));
  return pageOfRows(items, page, countFrom(total));
}
