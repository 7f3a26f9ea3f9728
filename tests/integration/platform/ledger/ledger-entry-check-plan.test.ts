/**
 * Migration 034: the ledger entries' reference check probes ledger_transfers by primary key
 * whatever the table's size when its connection planned it. PL/pgSQL keeps the plan it made on
 * the connection's first transfers; made while the table was young it was a sequential scan,
 * which every later entry then ran over the whole, grown table. PostgreSQL only: the scan count
 * is read from pg_stat_user_tables on a one-connection pool, so every statement plans, runs and
 * reports on the same connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/platform/db/db';
import { createMember, fund } from '../../helpers/ledger-fixtures';
import { closeTestDb, openTestDb, TEST_DATABASE_URL } from '../../helpers/test-db';

describe.runIf(TEST_DATABASE_URL)('the ledger entries reference check on postgres', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb('postgres', { poolSize: 1 });
  });
  afterAll(() => closeTestDb(db));

  /** Scans of ledger_transfers so far, with this connection's own counts flushed first. */
  async function scans(): Promise<{ seq: number; idx: number }> {
    await db.query('SELECT pg_stat_force_next_flush()');
    await db.query('SELECT pg_stat_clear_snapshot()');
    const [row] = await db.query<{ seq: number; idx: number }>(
      `SELECT seq_scan::int AS seq, idx_scan::int AS idx FROM pg_stat_user_tables
        WHERE relid = 'ledger_transfers'::regclass`,
    );
    return row!;
  }

  /** `rows` transfers from the house to the member with no entries (the check never sees them). */
  async function grow(member: number, rows: number): Promise<void> {
    await db.query(
      `INSERT INTO ledger_transfers (idempotency_key, kind, from_account_id, to_account_id, amount)
       SELECT 'grown:' || gen_random_uuid(), 'test_growth', a.id, b.id, 1
         FROM generate_series(1, $2) n
         CROSS JOIN (SELECT id FROM ledger_accounts WHERE kind = 'house' AND currency = 'KRW') a
         CROSS JOIN (SELECT id FROM ledger_accounts
                      WHERE member_id = $1 AND kind = 'member_cash') b`,
      [member, rows],
    );
  }

  it('keeps probing by primary key after the table outgrows the plan made when it was young', async () => {
    const member = await createMember(db);
    // A young ledger with statistics, as a new site has after its first autovacuum: the check's
    // first run on this connection plans (and keeps) the scan that suits a table this small.
    await grow(member, 50);
    await db.query('ANALYZE ledger_transfers');
    for (let i = 0; i < 3; i += 1) await fund(db, member, 1_000);
    // The table grows by 20,000 rows (transfers the check never sees: they have no entries).
    await grow(member, 20_000);
    const before = await scans();
    for (let i = 0; i < 3; i += 1) await fund(db, member, 1_000);
    const after = await scans();
    expect(after.seq - before.seq).toBe(0);
    expect(after.idx).toBeGreaterThan(before.idx);
  });
});
