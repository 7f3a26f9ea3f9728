/**
 * The run's own PostgreSQL database (`sim_<seed>_<pid>`, dropped after the run unless --keep)
 * and what the simulation puts in it beside the nodes' own demo seeding: its members (made
 * directly, as an operator's import would, with a withdrawal PIN and a payout account so exchanges
 * are possible; they get their money only through charges an admin approves), and a
 * prematch book of its own that it settles through the operator's resettle route.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../../server/platform/db/db';
import { openPostgres } from '../../server/platform/db/pg.driver';
import { openMemberAccounts } from '../../server/platform/ledger/accounts';
import { hashPassword } from '../../server/platform/lib/password-hasher';

export const SIM_MEMBER_PASSWORD = 'simmember1!';
export const SIM_WITHDRAW_PIN = '4321';

export interface SimMember {
  id: number;
  userId: string;
}

export interface SimSelection {
  selectionId: string;
  priceHundredths: number;
}

export interface SimFixture {
  fixtureId: string;
  /** 1, X, 2 of its 1X2 market. */
  selections: SimSelection[];
}

/** postgres://…/<name> of the same server as `adminUrl`. */
export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function simDatabaseName(seed: string, pid: number): string {
  return `sim_${seed
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()
    .slice(0, 30)}_${pid}`;
}

async function withAdminClient<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
  });
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** The simulation's direct connection (not through the fault proxy): setup and the checks. */
export function openSimDb(url: string): Promise<Db> {
  return openPostgres(url);
}

export async function createMembers(db: Db, count: number): Promise<SimMember[]> {
  const [passwordHash, pinHash] = await Promise.all([
    hashPassword(SIM_MEMBER_PASSWORD),
    hashPassword(SIM_WITHDRAW_PIN),
  ]);
  const members: SimMember[] = [];
  for (let i = 1; i <= count; i += 1) {
    const userId = `sim${String(i).padStart(3, '0')}`;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO members (user_id, password_hash, withdraw_password_hash, nickname, phone,
                            recommend_code)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        userId,
        passwordHash,
        pinHash,
        `시뮬${i}`,
        `0109000${String(i).padStart(4, '0')}`,
        `SIM${i}`,
      ],
    );
    await openMemberAccounts(db, row!.id);
    await db.query(
      `INSERT INTO member_bank_accounts (member_id, bank_name, account_number, holder,
                                         registered_at, updated_at)
       VALUES ($1, '국민은행', $2, $3, now(), now())`,
      [row!.id, `9000${String(i).padStart(8, '0')}`, `시뮬${i}`],
    );
    members.push({ id: row!.id, userId });
  }
  return members;
}

/** Fixtures a week ahead, one 1X2 market each (ids above 2^53, as LSports' are). */
export async function createSportsBook(db: Db, fixtures: number): Promise<SimFixture[]> {
  const base = 9_007_199_254_750_000n;
  const book: SimFixture[] = [];
  const prices = [
    ['1', 185],
    ['X', 330],
    ['2', 420],
  ] as const;
  for (let f = 0; f < fixtures; f += 1) {
    const fixtureId = (base + BigInt(f * 10)).toString();
    await db.query(
      `INSERT INTO sports_fixtures (id, sport_id, location_id, location_name, league_id,
         league_name, home_name, away_name, starts_at, status)
       VALUES ($1::bigint, 6046, 1, '대한민국', 1, 'K리그1', $2, $3, now() + interval '7 days', 1)`,
      [fixtureId, `시뮬홈${f}`, `시뮬원정${f}`],
    );
    const selections: SimSelection[] = [];
    for (const [i, [name, price]] of prices.entries()) {
      const selectionId = (base + BigInt(f * 10 + i + 1)).toString();
      await db.query(
        `INSERT INTO sports_selections (id, fixture_id, book, market_type_id, market_name, name, price)
         VALUES ($1::bigint, $2::bigint, 'prematch', 1, '1X2', $3, $4)`,
        [selectionId, fixtureId, name, price],
      );
      selections.push({ selectionId, priceHundredths: price });
    }
    book.push({ fixtureId, selections });
  }
  return book;
}

/** The market closes before the operator settles it (as the feed suspends a started match). */
export async function closeFixture(db: Db, fixtureId: string): Promise<void> {
  await db.query('UPDATE sports_selections SET status = 2 WHERE fixture_id = $1::bigint', [
    fixtureId,
  ]);
}

/** The demo provider's private key, which the first node generated into DATA_DIR. */
export async function demoProviderPrivateKey(dataDir: string): Promise<string> {
  return readFile(path.join(dataDir, 'demo-provider', 'private.pem'), 'utf8');
}

/** A casino game of the demo provider (provider 1) to bet on. */
export async function casinoGames(db: Db): Promise<{ id: number; gameCode: string }[]> {
  return db.query<{ id: number; gameCode: string }>(
    `SELECT id, game_code AS "gameCode" FROM casino_games
      WHERE provider_id = 1 AND status = 'on' AND kind = 'casino' ORDER BY id LIMIT 4`,
  );
}
