/**
 * After a settlement step commits: each changed bet to its member (`sportsBet`) and the new
 * balance of every member whose money moved (`balance`), on the bets stream (docs/architecture.md §7).
 */
import type { Db } from '../../platform/db/db';
import type { Realtime } from '../../platform/sse/realtime';
import { betViewsByIds } from '../bets/sports-bet-view';

export async function publishBetChanges(
  db: Db,
  realtime: Realtime,
  betIds: readonly number[],
  memberIds: readonly number[],
  nowMs: number,
): Promise<void> {
  if (betIds.length === 0) return;
  for (const { memberId, ...bet } of await betViewsByIds(db, betIds, nowMs)) {
    realtime.betsToMember(memberId, { type: 'sportsBet', bet });
  }
  if (memberIds.length === 0) return;
  const rows = await db.query<{ member_id: number; kind: string; balance: number }>(
    `SELECT member_id, kind, balance FROM ledger_accounts
      WHERE member_id = ANY($1::bigint[]) AND kind IN ('member_cash', 'member_point')`,
    [memberIds],
  );
  for (const memberId of memberIds) {
    const of = (kind: string) =>
      rows.find((r) => r.member_id === memberId && r.kind === kind)?.balance ?? 0;
    realtime.betsToMember(memberId, {
      type: 'balance',
      emoney: of('member_cash'),
      point: of('member_point'),
    });
  }
}
