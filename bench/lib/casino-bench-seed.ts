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
      kind: 'bench_fund',
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
