/**
 * Set-up shared by the benches that drive the casino wallet (bench:casino-wallet, bench:tournament):
 * a provider of the bench's own with its public key and one slot, and members with their ledger
 * accounts open and funded from the house. Bench data only; members get no password anyone holds.
 */
import type { Db } from '../../server/platform/db/db';
import { transferMany } from '../../server/platform/ledger/bulk-transfer';

export interface BenchProvider {
  id: number;
  code: string;
  /** The provider's display name (Korean, as the lobby would show it). */
  name: string;
  /** The game code of its one slot. */
  game: string;
}

/** The provider, verified by `publicPem`, and its one slot game. */
export async function seedBenchProvider(
  db: Db,
  provider: BenchProvider,
  publicPem: string,
): Promise<void> {
  await db.query(
    `INSERT INTO casino_providers (id, code, name, public_key_pem, status) VALUES ($1, $2, $3, $4, 'on')`,
    [provider.id, provider.code, provider.name, publicPem],
  );
  await db.query(
    `INSERT INTO casino_games (provider_id, game_code, kind, studio, name) VALUES ($1, $2, 'slot', '벤치', '벤치 슬롯')`,
    [provider.id, provider.game],
  );
}

/**
 * `count` members named `${prefix}1…` with their cash and point accounts (the two accounts
 * openMemberAccounts opens, for all members in one statement) and `fundsWon` each in cash.
 */
export async function seedFundedMembers(
  db: Db,
  opts: { prefix: string; nickname: string; count: number; fundsWon: number },
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO members (user_id, password_hash, nickname, recommend_code)
     SELECT $1 || n, 'x', $2 || n, upper($1) || n FROM generate_series(1, $3) n RETURNING id`,
    [opts.prefix, opts.nickname, opts.count],
  );
  const memberIds = rows.map((row) => row.id);
  await db.query(
    `INSERT INTO ledger_accounts (kind, currency, member_id)
     SELECT k.kind, k.currency, m.id FROM unnest($1::bigint[]) m(id)
     CROSS JOIN (VALUES ('member_cash', 'KRW'), ('member_point', 'POINT')) k(kind, currency)`,
    [memberIds],
  );
  await db.transaction((tx) =>
    transferMany(tx, {
      kind: 'seed_credit',
      from: { system: 'house', currency: 'KRW' },
      credits: memberIds.map((id) => ({
        idempotencyKey: `${opts.prefix}-bench-fund:${id}`,
        to: { memberId: id, kind: 'member_cash' as const },
        amount: opts.fundsWon,
      })),
    }),
  );
  return memberIds;
}

/**
 * A provider's past as a live wallet has one: `rounds` closed rounds of the members, each with
 * its bet and win transactions, their two logged calls and two ledger transfers, dated the day
 * before, then every table analysed — as `pgbench -i` fills and vacuum-analyses its tables before it measures. On
 * empty tables the planner's first plans of the wallet's prepared statements (kept for the
 * connection's life) are scans that are cheapest only while a table is empty; a bench from empty
 * measures those, not the wallet a site runs.
 */
export async function seedCasinoHistory(
  db: Db,
  opts: { providerId: number; gameCode: string; memberIds: number[]; rounds: number },
): Promise<void> {
  await db.query(
    `WITH g AS (
       SELECT id FROM casino_games WHERE provider_id = $1 AND game_code = $2
     ), r AS (
       INSERT INTO casino_rounds (provider_id, round_ref, member_id, game_id, kind, stake, win,
                                  status, opened_at, closed_at)
       SELECT $1, 'past-' || n, ($3::bigint[])[1 + n % cardinality($3::bigint[])], g.id, 'slot',
              1000, CASE WHEN n % 3 = 0 THEN 2000 ELSE 0 END, 'closed',
              now() - interval '1 day' + n * interval '1 ms',
              now() - interval '1 day' + n * interval '1 ms'
         FROM generate_series(1, $4) n CROSS JOIN g
       RETURNING id, round_ref, member_id, stake, win, closed_at
     )
     INSERT INTO casino_transactions (provider_id, transaction_uuid, kind,
                                      reference_transaction_uuid, member_id, round_id, amount,
                                      body_sha256, status, balance_after, created_at)
     SELECT $1, r.round_ref || k.kind, k.kind,
            CASE WHEN k.kind = 'win' THEN r.round_ref || 'bet' END, r.member_id, r.id,
            CASE WHEN k.kind = 'bet' THEN r.stake ELSE r.win END, md5(r.round_ref || k.kind),
            'RS_OK', 0, r.closed_at
       FROM r CROSS JOIN (VALUES ('bet'), ('win')) k(kind)`,
    [opts.providerId, opts.gameCode, opts.memberIds, opts.rounds],
  );
  await db.query(
    `INSERT INTO casino_calls (provider_id, endpoint, request_uuid, transaction_uuid,
                               request_body, signature_ok, status, response_body, created_at)
     SELECT provider_id, 'transaction/' || kind, md5(transaction_uuid), transaction_uuid,
            '{}', true, status, '{"status":"RS_OK"}', created_at
       FROM casino_transactions WHERE provider_id = $1`,
    [opts.providerId],
  );
  // The ledger's share of that past: each round's stake to the house and as much back, so no
  // balance changes (the ledger still verifies: every entry pairs with its transfer's other one).
  await db.query(
    `WITH house AS (
       SELECT id, balance FROM ledger_accounts
        WHERE member_id IS NULL AND kind = 'house' AND currency = 'KRW'
     ), cash AS (
       SELECT row_number() OVER (ORDER BY member_id) - 1 AS i, id, balance
         FROM ledger_accounts WHERE kind = 'member_cash' AND member_id = ANY($1::bigint[])
     ), moves AS (
       SELECT n, leg, c.id AS cash_id, c.balance AS cash_balance, h.id AS house_id,
              h.balance AS house_balance, now() - interval '1 day' + n * interval '1 ms' AS at
         FROM generate_series(1, $2) n
         JOIN cash c ON c.i = n % cardinality($1::bigint[])
         CROSS JOIN house h CROSS JOIN (VALUES ('stake'), ('back')) l(leg)
     ), t AS (
       INSERT INTO ledger_transfers (idempotency_key, kind, reference, from_account_id,
                                     to_account_id, amount, created_at)
       SELECT 'bench-history:' || n || ':' || leg, 'bench_history', 'past-' || n,
              CASE leg WHEN 'stake' THEN cash_id ELSE house_id END,
              CASE leg WHEN 'stake' THEN house_id ELSE cash_id END, 1000, at
         FROM moves
       RETURNING id, from_account_id, to_account_id, amount, created_at, kind, idempotency_key
     )
     INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
     SELECT t.id, e.account_id, e.amount, e.balance_after, t.created_at
       FROM t JOIN moves m ON t.idempotency_key = 'bench-history:' || m.n || ':' || m.leg
       CROSS JOIN LATERAL (VALUES
         (t.from_account_id, -t.amount,
          CASE m.leg WHEN 'stake' THEN m.cash_balance - 1000 ELSE m.house_balance END),
         (t.to_account_id, t.amount,
          CASE m.leg WHEN 'stake' THEN m.house_balance + 1000 ELSE m.cash_balance END)
       ) e(account_id, amount, balance_after)`,
    [opts.memberIds, opts.rounds],
  );
  await db.query('ANALYZE');
}
