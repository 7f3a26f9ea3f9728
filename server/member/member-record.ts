import type { User } from '../../common/contract/member.contract';
import type { Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { getMemberBalances } from '../platform/ledger/balances';

/** A members row as the services read it. */
export interface MemberRow {
  id: number;
  user_id: string;
  nickname: string;
  type: number;
  role: number;
  withdrawal_type: number;
  level: number;
  tendency: string[] | null;
  disable_casino_flag: number;
  disable_slot_flag: number;
  recommend_code: string;
  phone: string;
  blocked: boolean;
  agent_id: number | null;
  created_at: string;
}

export const MEMBER_COLUMNS = `m.id, m.user_id, m.nickname, m.type, m.role, m.withdrawal_type,
  m.level, m.tendency, m.disable_casino_flag, m.disable_slot_flag, m.recommend_code, m.phone,
  m.blocked, m.agent_id, m.created_at`;

/** The spec §3 user record; money comes from the ledger, never from a members column. */
export function toUser(row: MemberRow, balances: { emoney: number; point: number }): User {
  return {
    id: row.id,
    userId: row.user_id,
    nickname: row.nickname,
    type: row.type === 2 ? 2 : 1,
    role: row.role,
    withdrawalType: row.withdrawal_type,
    level: row.level,
    emoney: balances.emoney,
    point: balances.point,
    tendency: row.tendency ?? [],
    disableCasinoFlag: row.disable_casino_flag === 1 ? 1 : 0,
    disableSlotFlag: row.disable_slot_flag === 1 ? 1 : 0,
    recommendCode: row.recommend_code,
    phone: row.phone,
  };
}

export async function findMemberRow(q: Queryable, memberId: number): Promise<MemberRow | null> {
  const rows = await q.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.id = $1`, [
    memberId,
  ]);
  return rows[0] ?? null;
}

export async function loadUser(q: Queryable, memberId: number): Promise<User> {
  const row = await findMemberRow(q, memberId);
  if (!row) throw new AppError(404, 'MEMBER_NOT_FOUND');
  return toUser(row, await getMemberBalances(q, memberId));
}
