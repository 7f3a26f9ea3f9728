/**
 * The kinds of ledger transfer that took money from a member's cash or points in this database,
 * for tests that check them against the stake gate's table (server/responsible/stake-gate-kinds.ts):
 * every one must pass the gate or be declared exempt.
 */
import type { Queryable } from '../../../server/platform/db/db';

export async function memberDebitKinds(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ kind: string }>(
    `SELECT DISTINCT t.kind FROM ledger_transfers t
       JOIN ledger_accounts a ON a.id = t.from_account_id
      WHERE a.member_id IS NOT NULL ORDER BY t.kind`,
  );
  return rows.map((r) => r.kind);
}
