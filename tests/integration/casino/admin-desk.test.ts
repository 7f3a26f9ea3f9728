/**
 * The casino operator desk: who may use it, provider and game switches
 * and members' bars (audited, honoured at the next launch and bet). The searches are in
 * admin-search.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoRefusal } from '../../../server/casino/casino-access';
import type { Db } from '../../../server/platform/db/db';
import { createExtraMember, type ExtraMember } from '../helpers/extra-members';
import {
  ADMIN,
  DEMO,
  MANAGER,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

async function gameIdOf(db: Db, code: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM casino_games WHERE game_code = $1', [
    code,
  ]);
  return row!.id;
}

async function auditRows(db: Db, action: string, target: string) {
  return db.query<{ before: unknown; after: unknown }>(
    'SELECT before, after FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id',
    [action, target],
  );
}

describe.each(dbTargets)('casino operator desk on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let alice: ExtraMember;
  let bob: ExtraMember;
  let baccarat: number;
  let classic: number;

  const get = (url: string, who: LoggedIn = admin) =>
    h.app.inject({ method: 'GET', url, headers: who.headers });
  const put = (url: string, payload: object, who: LoggedIn = admin) =>
    h.app.inject({ method: 'PUT', url, headers: who.headers, payload });
  /** The member's launch (spec §7 POST /api/playfun/auth), which reads the desk's switches. */
  const launch = (who: LoggedIn, gameId: number) =>
    h.app.inject({
      method: 'POST',
      url: '/api/playfun/auth',
      headers: who.headers,
      payload: { gameId },
    });

  beforeAll(async () => {
    h = await startTestApp(target);
    admin = await login(h.app, ADMIN);
    alice = await createExtraMember(h.db, { prefix: 'alice' });
    bob = await createExtraMember(h.db, { prefix: 'bob' });
    baccarat = await gameIdOf(h.db, 'baccarat-1');
    classic = await gameIdOf(h.db, 'classic-3x3');
  }, 60_000);
  afterAll(() => h?.close());

  it('refuses callers who are not admins, and reads nothing for them', async () => {
    const member = await login(h.app, DEMO);
    const manager = await login(h.app, MANAGER);
    for (const url of [
      '/api/admin/casino/catalog',
      '/api/admin/casino/rounds',
      '/api/admin/casino/transactions',
      '/api/admin/casino/calls',
      '/api/admin/casino/stuck-rounds',
      `/api/admin/casino/members/${alice.id}/flags`,
    ]) {
      expect(outcome(await get(url, member))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(outcome(await get(url, manager))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(outcome(await h.app.inject({ method: 'GET', url }))).toEqual({
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
    const refused = await put(
      `/api/admin/casino/games/${baccarat}`,
      { status: 'off', sortOrder: 1 },
      manager,
    );
    expect(outcome(refused)).toEqual({ status: 403, code: 'FORBIDDEN' });
    const [game] = await h.db.query<{ status: string }>(
      'SELECT status FROM casino_games WHERE id = $1',
      [baccarat],
    );
    expect(game!.status).toBe('on');
  });

  it('lists providers and games with status, order and RTP', async () => {
    const response = await get('/api/admin/casino/catalog');
    expect(response.statusCode).toBe(200);
    const { providers, games } = response.json();
    expect(providers).toContainEqual(
      expect.objectContaining({ id: 1, code: 'demo', status: 'on', gameCount: 6 }),
    );
    expect(games).toHaveLength(6);
    expect(games.find((g: { id: number }) => g.id === classic)).toMatchObject({
      kind: 'slot',
      status: 'on',
      providerName: '데모 게이밍',
    });
  });

  it('puts a game and then its provider in maintenance: audited, and refused at launch', async () => {
    const toMaintenance = await put(`/api/admin/casino/games/${classic}`, {
      status: 'maintenance',
      sortOrder: 7,
    });
    expect(toMaintenance.statusCode).toBe(200);
    expect(toMaintenance.json().games.find((g: { id: number }) => g.id === classic)).toMatchObject({
      status: 'maintenance',
      sortOrder: 7,
    });
    expect(await casinoRefusal(h.db, alice.id, classic)).toBe('game_maintenance');
    expect(await casinoRefusal(h.db, alice.id, baccarat)).toBeNull();
    const aliceSession = await login(h.app, alice.credentials);
    const refusedLaunch = await launch(aliceSession, classic);
    expect(refusedLaunch.statusCode).toBe(503);
    expect(refusedLaunch.json().message).toBe('점검중 입니다.');
    expect((await launch(aliceSession, baccarat)).statusCode).toBe(200);
    expect(await auditRows(h.db, 'casinoGame.update', `casino-game:${classic}`)).toEqual([
      {
        before: { status: 'on', sortOrder: 1 },
        after: { status: 'maintenance', sortOrder: 7 },
      },
    ]);

    expect(
      (await put('/api/admin/casino/providers/1', { status: 'maintenance', sortOrder: 1 }))
        .statusCode,
    ).toBe(200);
    expect(await casinoRefusal(h.db, alice.id, baccarat)).toBe('game_maintenance');
    expect(await auditRows(h.db, 'casinoProvider.update', 'casino-provider:1')).toHaveLength(1);

    await put('/api/admin/casino/providers/1', { status: 'on', sortOrder: 1 });
    await put(`/api/admin/casino/games/${classic}`, { status: 'on', sortOrder: 1 });
    expect(await casinoRefusal(h.db, alice.id, classic)).toBeNull();
  });

  it('answers a clear 4xx for an unknown game or a bad status, changing nothing', async () => {
    expect(
      outcome(await put('/api/admin/casino/games/99999', { status: 'off', sortOrder: 1 })),
    ).toEqual({ status: 404, code: 'CASINO_GAME_NOT_FOUND' });
    const bad = await put(`/api/admin/casino/games/${classic}`, { status: 'closed', sortOrder: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[가-힣]/);
    expect(await auditRows(h.db, 'casinoGame.update', 'casino-game:99999')).toEqual([]);
  });

  it("sets a member's casino and slot bars: audited, and honoured at the next launch and bet", async () => {
    const url = `/api/admin/casino/members/${bob.id}/flags`;
    expect((await get(url)).json()).toMatchObject({
      memberId: bob.id,
      userId: bob.userId,
      tendency: [],
      disableCasinoFlag: 0,
      disableSlotFlag: 0,
    });
    const slotOff = await put(url, { tendency: ['11'], disableCasinoFlag: 0, disableSlotFlag: 1 });
    expect(slotOff.json()).toMatchObject({ tendency: ['11'], disableSlotFlag: 1 });
    expect(await casinoRefusal(h.db, bob.id, classic)).toBe('member_disabled');
    expect(await casinoRefusal(h.db, bob.id, baccarat)).toBeNull();
    const bobSession = await login(h.app, bob.credentials);
    const barred = await launch(bobSession, classic);
    expect(barred.statusCode).toBe(403);
    expect(barred.json().message).toBe('관리자에게 문의해주세요.');
    expect((await launch(bobSession, baccarat)).statusCode).toBe(200);

    await put(url, { tendency: ['11', '22', '22'], disableCasinoFlag: 0, disableSlotFlag: 0 });
    expect(await casinoRefusal(h.db, bob.id, classic)).toBe('member_disabled');
    expect(await casinoRefusal(h.db, bob.id, baccarat)).toBe('member_disabled');
    expect((await get(url)).json().tendency).toEqual(['11', '22']);

    await put(url, { tendency: [], disableCasinoFlag: 0, disableSlotFlag: 0 });
    expect(await casinoRefusal(h.db, bob.id, baccarat)).toBeNull();
    const audit = await auditRows(h.db, 'member.casinoFlags', `member:${bob.id}`);
    expect(audit).toHaveLength(3);
    expect(audit[0]).toEqual({
      before: { tendency: [], disableCasinoFlag: 0, disableSlotFlag: 0 },
      after: { tendency: ['11'], disableCasinoFlag: 0, disableSlotFlag: 1 },
    });
    expect(
      outcome(await put(url, { tendency: ['x y'], disableCasinoFlag: 2, disableSlotFlag: 0 }))
        .status,
    ).toBe(400);
    expect(outcome(await get('/api/admin/casino/members/999999/flags'))).toEqual({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
  });
});
