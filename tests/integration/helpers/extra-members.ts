/** Members who can log in, made directly in the database (no sign-up round trip), for tests. */
import type { Db } from '../../../server/platform/db/db';
import { openMemberAccounts } from '../../../server/platform/ledger/accounts';
import { hashPassword } from '../../../server/platform/lib/password-hasher';

export const EXTRA_PASSWORD = 'extra1234!';

let passwordHash: Promise<string> | null = null;
let serial = 0;

export interface ExtraMember {
  id: number;
  userId: string;
  nickname: string;
  credentials: { userId: string; password: string };
}

/** A type-1 member with `EXTRA_PASSWORD`, its ledger accounts open; one Argon2 hash per run. */
export async function createExtraMember(
  db: Db,
  opts: { prefix?: string; level?: number; recommenderId?: number | null; blocked?: boolean } = {},
): Promise<ExtraMember> {
  passwordHash ??= hashPassword(EXTRA_PASSWORD);
  const hash = await passwordHash;
  serial += 1;
  const suffix = `${serial}${Math.random().toString(36).slice(2, 6)}`;
  const userId = `${opts.prefix ?? 'extra'}${suffix}`.toLowerCase().slice(0, 16);
  const nickname = `회원${suffix}`.slice(0, 12);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (user_id, password_hash, nickname, recommend_code, level,
                          recommender_id, blocked)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      userId,
      hash,
      nickname,
      `R${suffix}`.toUpperCase(),
      opts.level ?? 1,
      opts.recommenderId ?? null,
      opts.blocked ?? false,
    ],
  );
  await openMemberAccounts(db, row!.id);
  return { id: row!.id, userId, nickname, credentials: { userId, password: EXTRA_PASSWORD } };
}
