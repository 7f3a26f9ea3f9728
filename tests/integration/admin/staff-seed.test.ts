/** The demo operators, one per staff role, beside the demo only, seeded once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../server/seed/seed';
import { SEED_STAFF, seedDemoStaff } from '../../../server/seed/staff.seed';
import { verifyPassword } from '../../../server/platform/lib/password-hasher';
import type { Db } from '../../../server/platform/db/db';
import { closeTestDb, dbTargets, openTestDb } from '../helpers/test-db';

describe.each(dbTargets)('demo operators seed on %s', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(target);
  }, 60_000);
  afterAll(() => closeTestDb(db));

  it('seeds nothing on a site without the demo', async () => {
    expect(await seedDemoStaff(db)).toBe(false);
    expect(await db.query("SELECT 1 FROM members WHERE user_id = 'finance1'")).toEqual([]);
  });

  it('seeds one operator per role beside the demo, once', async () => {
    await seedDemoData(db);
    expect(await seedDemoStaff(db)).toBe(true);
    expect(await seedDemoStaff(db)).toBe(false);
    const rows = await db.query<{ user_id: string; role: string; password_hash: string }>(
      `SELECT m.user_id, s.role, m.password_hash FROM members m
         JOIN staff_members s ON s.member_id = m.id
        WHERE m.type = 1 AND m.role = 10 ORDER BY m.id`,
    );
    expect(rows.map((r) => [r.user_id, r.role])).toEqual(SEED_STAFF.map((s) => [s.userId, s.role]));
    for (const [index, staff] of SEED_STAFF.entries()) {
      expect(await verifyPassword(rows[index]!.password_hash, staff.password)).toBe(true);
    }
  });
});
