import type { Queryable } from '../db/db';

export interface LedgerReport {
  ok: boolean;
  accounts: number;
  transfers: number;
  problems: string[];
}

/** Enough examples of one kind of problem to investigate; the count tells the rest. */
const EXAMPLES_PER_CHECK = 20;

interface Check {
  /** Describes one offending row. */
  describe: (row: Record<string, unknown>) => string;
  sql: string;
}

/**
 * The books' invariants (docs/architecture.md §5), each a query returning the rows that break it.
 * Sums are cast back to bigint so both drivers hand them over as numbers.
 */
const CHECKS: Check[] = [
  {
    describe: (r) => `account ${r.id}: balance ${r.balance} ≠ sum of entries ${r.entries}`,
    sql: `SELECT a.id, a.balance, COALESCE(sum(e.amount), 0)::bigint AS entries
            FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
           GROUP BY a.id HAVING a.balance <> COALESCE(sum(e.amount), 0) ORDER BY a.id`,
  },
  {
    describe: (r) =>
      `account ${r.account_id}: entry ${r.id} balance_after ${r.balance_after} ≠ running sum ${r.running}`,
    sql: `SELECT * FROM (
            SELECT id, account_id, balance_after,
                   sum(amount) OVER (PARTITION BY account_id ORDER BY id)::bigint AS running
              FROM ledger_entries) e
           WHERE balance_after <> running ORDER BY id`,
  },
  {
    // Checked per statement by triggers since migration 009 (no row-level foreign keys).
    describe: (r) => `entry ${r.id}: transfer ${r.transfer_id} or account ${r.account_id} missing`,
    sql: `SELECT e.id, e.transfer_id, e.account_id FROM ledger_entries e
           WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = e.transfer_id)
              OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = e.account_id)
           ORDER BY e.id`,
  },
  {
    // Double entry, whatever the shape of the transfer: its entries balance.
    describe: (r) =>
      `transfer ${r.id}: ${r.entries} entries summing to ${r.total}, not two or more summing to 0`,
    sql: `SELECT t.id, count(e.id) AS entries, COALESCE(sum(e.amount), 0)::bigint AS total
            FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
           GROUP BY t.id
          HAVING count(e.id) < 2 OR COALESCE(sum(e.amount), 0) <> 0
           ORDER BY t.id`,
  },
  {
    describe: (r) =>
      `transfer ${r.id}: ${r.entries} entries, not −amount on its source and +amount on its target`,
    sql: `SELECT t.id, count(e.id) AS entries
            FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
           WHERE t.from_account_id IS NOT NULL
           GROUP BY t.id
          HAVING count(e.id) <> 2
              OR count(*) FILTER (WHERE e.account_id = t.from_account_id AND e.amount = -t.amount) <> 1
              OR count(*) FILTER (WHERE e.account_id = t.to_account_id AND e.amount = t.amount) <> 1
           ORDER BY t.id`,
  },
  {
    // A compound journal entry (migration 009): one entry per account, and its amount is the
    // total credited.
    describe: (r) =>
      `compound transfer ${r.id}: amount ${r.amount}, credits ${r.credited}, ${r.entries} entries on ${r.accounts} accounts`,
    sql: `SELECT t.id, t.amount, COALESCE(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::bigint AS credited,
                 count(e.id) AS entries, count(DISTINCT e.account_id) AS accounts
            FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
           WHERE t.from_account_id IS NULL
           GROUP BY t.id
          HAVING t.amount <> COALESCE(sum(e.amount) FILTER (WHERE e.amount > 0), 0)
              OR count(DISTINCT e.account_id) <> count(e.id)
           ORDER BY t.id`,
  },
  {
    describe: (r) => `transfer ${r.id}: crosses currencies ${r.currencies}`,
    sql: `SELECT e.transfer_id AS id, string_agg(DISTINCT a.currency, ' → ') AS currencies
            FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
           GROUP BY e.transfer_id HAVING count(DISTINCT a.currency) > 1 ORDER BY e.transfer_id`,
  },
  {
    describe: (r) => `currency ${r.currency}: accounts sum to ${r.total}, not 0`,
    sql: `SELECT currency, sum(balance)::bigint AS total FROM ledger_accounts
           GROUP BY currency HAVING sum(balance) <> 0 ORDER BY currency`,
  },
  {
    describe: (r) => `account ${r.id} (member ${r.member_id}): negative balance ${r.balance}`,
    sql: `SELECT id, member_id, balance FROM ledger_accounts
           WHERE member_id IS NOT NULL AND balance < 0 ORDER BY id`,
  },
];

/** Proves the books balance; `problems` lists every broken invariant, empty when `ok`. */
export async function verifyLedger(q: Queryable): Promise<LedgerReport> {
  const problems: string[] = [];
  for (const check of CHECKS) {
    const rows = await q.query(check.sql, []);
    problems.push(...rows.slice(0, EXAMPLES_PER_CHECK).map(check.describe));
    if (rows.length > EXAMPLES_PER_CHECK) {
      problems.push(`… and ${rows.length - EXAMPLES_PER_CHECK} more like the above`);
    }
  }
  const [counts] = await q.query<{ accounts: number; transfers: number }>(
    `SELECT (SELECT count(*) FROM ledger_accounts) AS accounts,
            (SELECT count(*) FROM ledger_transfers) AS transfers`,
    [],
  );
  return {
    ok: problems.length === 0,
    accounts: counts?.accounts ?? 0,
    transfers: counts?.transfers ?? 0,
    problems,
  };
}
