/**
 * Leader election for the jobs that must run once across nodes (docs/architecture.md §12): a
 * transaction-level advisory lock per job, keyed by the job's lock class and the schema (as for
 * migrations, so test schemas do not contend). The node whose transaction holds it acts; the
 * others skip, and the lock moves with the next transaction when a node dies.
 */
import type { Db, Queryable } from '../db/db';

/** The SQL expression that takes the job's lock for this transaction (true when taken). */
export function leaderLockSql(lockClass: number): string {
  return `pg_try_advisory_xact_lock(${lockClass}, hashtext(current_schema()))`;
}

/** True when this transaction now holds the job's leader lock. */
export async function holdsLeaderLock(tx: Queryable, lockClass: number): Promise<boolean> {
  const [lock] = await tx.query<{ ok: boolean }>(`SELECT ${leaderLockSql(lockClass)} AS ok`);
  return lock?.ok === true;
}

/** Runs `fn` in a transaction as leader; null (and nothing done) when another node leads. */
export function leaderTransaction<T>(
  db: Db,
  lockClass: number,
  fn: (tx: Queryable) => Promise<T | null>,
): Promise<T | null> {
  return db.transaction(async (tx) => ((await holdsLeaderLock(tx, lockClass)) ? fn(tx) : null));
}
