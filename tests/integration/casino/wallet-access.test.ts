/**
 * casinoRefusal (server/casino/casino-access.ts): the one rule of who may play what, asked by the
 * launch and by every wallet bet (spec §3 and §5).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { casinoRefusal } from '../../../server/casino/casino-access';
import type { Db } from '../../../server/platform/db/db';
import { createExtraMember } from '../helpers/extra-members';
import { closeTestDb, dbTargets, openTestDb } from '../helpers/test-db';

describe.each(dbTargets)('casino access on %s', (target) => {
  let db: Db;
  let memberId: number;
  let casinoGame: number;
  let slotGame: number;

  const gameId = async (code: string) =>
    (await db.query<{ id: number }>('SELECT id FROM casino_games WHERE game_code = $1', [code]))[0]!
      .id;
  const setMember = (sql: string) =>
    db.query(`UPDATE members SET ${sql} WHERE id = $1`, [memberId]);

  beforeAll(async () => {
    db = await openTestDb(target);
    casinoGame = await gameId('baccarat-1');
    slotGame = await gameId('classic-3x3');
  }, 60_000);
  afterAll(() => closeTestDb(db));

  beforeEach(async () => {
    memberId = (await createExtraMember(db, { prefix: 'acc' })).id;
    await db.query(`UPDATE casino_games SET status = 'on'`);
    await db.query(`UPDATE casino_providers SET status = 'on'`);
    await db.query(`DELETE FROM settings WHERE key = 'siteNoticeFlg'`);
  });

  it('lets a normal member play both kinds', async () => {
    expect(await casinoRefusal(db, memberId, casinoGame)).toBeNull();
    expect(await casinoRefusal(db, memberId, slotGame)).toBeNull();
  });

  it('bars blocked, withdrawn, manager and admin accounts and unknown members', async () => {
    await setMember('blocked = TRUE');
    expect(await casinoRefusal(db, memberId, casinoGame)).toBe('member_disabled');
    await setMember('blocked = FALSE, withdrawal_type = 1');
    expect(await casinoRefusal(db, memberId, slotGame)).toBe('member_disabled');
    await setMember('withdrawal_type = 0, type = 2');
    expect(await casinoRefusal(db, memberId, slotGame)).toBe('member_disabled');
    await setMember('type = 1, role = 10');
    expect(await casinoRefusal(db, memberId, slotGame)).toBe('member_disabled');
    expect(await casinoRefusal(db, 987654321, slotGame)).toBe('member_disabled');
  });

  it("bars tendency '22' from both kinds and each flag from its own kind only", async () => {
    await setMember(`tendency = '{11,22}'`);
    expect(await casinoRefusal(db, memberId, casinoGame)).toBe('member_disabled');
    expect(await casinoRefusal(db, memberId, slotGame)).toBe('member_disabled');
    await setMember(`tendency = '{}', disable_casino_flag = 1`);
    expect(await casinoRefusal(db, memberId, casinoGame)).toBe('member_disabled');
    expect(await casinoRefusal(db, memberId, slotGame)).toBeNull();
    await setMember('disable_casino_flag = 0, disable_slot_flag = 1');
    expect(await casinoRefusal(db, memberId, casinoGame)).toBeNull();
    expect(await casinoRefusal(db, memberId, slotGame)).toBe('member_disabled');
  });

  it('answers maintenance for the game, its provider or the site', async () => {
    await db.query(`UPDATE casino_games SET status = 'maintenance' WHERE id = $1`, [casinoGame]);
    expect(await casinoRefusal(db, memberId, casinoGame)).toBe('game_maintenance');
    expect(await casinoRefusal(db, memberId, slotGame)).toBeNull();
    await db.query(`UPDATE casino_providers SET status = 'maintenance'`);
    expect(await casinoRefusal(db, memberId, slotGame)).toBe('game_maintenance');
    await db.query(`UPDATE casino_providers SET status = 'on'`);
    await db.query(
      `INSERT INTO settings (key, value) VALUES ('siteNoticeFlg', 'true'::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    expect(await casinoRefusal(db, memberId, slotGame)).toBe('game_maintenance');
  });

  it('answers unavailable for an unknown or switched-off game or provider', async () => {
    expect(await casinoRefusal(db, memberId, 999_999)).toBe('game_unavailable');
    await db.query(`UPDATE casino_games SET status = 'off' WHERE id = $1`, [slotGame]);
    expect(await casinoRefusal(db, memberId, slotGame)).toBe('game_unavailable');
    await db.query(`UPDATE casino_providers SET status = 'off'`);
    expect(await casinoRefusal(db, memberId, casinoGame)).toBe('game_unavailable');
  });

  it('puts a barred member before maintenance', async () => {
    await setMember('blocked = TRUE');
    await db.query(`UPDATE casino_providers SET status = 'maintenance'`);
    expect(await casinoRefusal(db, memberId, casinoGame)).toBe('member_disabled');
  });
});
