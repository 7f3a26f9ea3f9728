import type { StaffRole } from '../../common/contract/staff.contract';
import type { Db, Queryable } from '../platform/db/db';
import { openMemberAccounts } from '../platform/ledger/accounts';
import { hashPassword } from '../platform/lib/password-hasher';
import { newRecommendCode } from '../member/recommend-code';
import { writeSetting } from '../content/settings.service';

/** One demo operator per staff role but the super admin (`admin`), as README's table lists. */
export const SEED_STAFF: readonly {
  userId: string;
  password: string;
  nickname: string;
  role: StaffRole;
}[] = [
  { userId: 'finance1', password: 'finance1234!', nickname: '재무담당', role: 'finance' },
  { userId: 'cs1', password: 'cs1234!!', nickname: '상담원', role: 'cs' },
  { userId: 'content1', password: 'content1234!', nickname: '콘텐츠담당', role: 'content' },
  { userId: 'trading1', password: 'trading1234!', nickname: '트레이딩담당', role: 'trading' },
];

const SEED_MARKER_KEY = 'seed.staff';
/** The staff demo is only seeded beside the demo (dev only). */
const DEMO_MARKER_KEY = 'seed.foundation';
const SEED_LOCK = 4_201_028;

async function hasSetting(q: Queryable, key: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM settings WHERE key = $1', [key])).length > 0;
}

/**
 * Seeds the demo operators of the staff roles (docs/staff-permissions.md) once beside the demo
 * (their own marker, so a site seeded before roles gets them on its next start); false when not (no demo, done before, or an id is
 * taken). Operators are type 1, role 10 with a staff_members row naming their role.
 */
export async function seedDemoStaff(db: Db): Promise<boolean> {
  if (!(await hasSetting(db, DEMO_MARKER_KEY)) || (await hasSetting(db, SEED_MARKER_KEY))) {
    return false;
  }
  // Hashing is the slow part: done before the transaction, as the foundation seed does.
  const hashes = await Promise.all(SEED_STAFF.map((s) => hashPassword(s.password)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasSetting(tx, SEED_MARKER_KEY)) return false;
    const taken = await tx.query('SELECT 1 FROM members WHERE user_id = ANY($1::text[])', [
      SEED_STAFF.map((s) => s.userId),
    ]);
    if (taken.length > 0) return false;
    for (const [index, staff] of SEED_STAFF.entries()) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO members (user_id, password_hash, nickname, type, role, level, recommend_code)
         VALUES ($1, $2, $3, 1, 10, 1, $4) RETURNING id`,
        [staff.userId, hashes[index], staff.nickname, await newRecommendCode(tx)],
      );
      await openMemberAccounts(tx, row!.id);
      await tx.query('INSERT INTO staff_members (member_id, role) VALUES ($1, $2)', [
        row!.id,
        staff.role,
      ]);
    }
    await writeSetting(tx, SEED_MARKER_KEY, { seededAt: new Date().toISOString() });
    return true;
  });
}
