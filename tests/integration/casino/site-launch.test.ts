/**
 * The site's casino lobby and launch (spec §2 lobbies, §5 blocks, §7
 * POST /playfun/auth, §8 '점검중 입니다.'): the catalog as data with its filters, the one-time launch code
 * stored hashed and the launch_url shape, each refusal with its Korean text, bad input refused
 * with nothing written.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CasinoCatalog } from '../../../common/contract/casino.contract';
import { SLOT_RTP_BP } from '../../../common/domain/casino/slots/catalog';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import {
  FakeClock,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { createExtraMember } from '../helpers/extra-members';
import { dbTargets } from '../helpers/test-db';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const MINUTE_MS = 60_000;

describe.each(dbTargets)('casino lobby and launch on %s', (target) => {
  let h: TestApp;
  const clock = new FakeClock(Date.parse('2026-03-02T03:00:00Z'));
  let member: LoggedIn;
  let memberId: number;

  const gameId = async (code: string) =>
    (
      await h.db.query<{ id: number }>('SELECT id FROM casino_games WHERE game_code = $1', [code])
    )[0]!.id;
  const catalog = async (query: string, who: LoggedIn = member) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/casino/games?${query}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CasinoCatalog>();
  };
  const codes = (c: CasinoCatalog) => c.games.map((g) => g.gameCode);
  const launch = (payload: unknown, who: LoggedIn = member) =>
    h.app.inject({
      method: 'POST',
      url: '/api/playfun/auth',
      headers: who.headers,
      payload: payload as object,
    });
  const launches = async () =>
    (await h.db.query<{ count: number }>('SELECT count(*)::int AS count FROM casino_launches'))[0]!
      .count;
  const setMember = (sql: string) =>
    h.db.query(`UPDATE members SET ${sql} WHERE id = $1`, [memberId]);

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    const created = await createExtraMember(h.db, { prefix: 'lobby' });
    memberId = created.id;
    member = await login(h.app, created.credentials);
  }, 60_000);
  afterAll(() => h?.close());

  beforeEach(async () => {
    await h.db.query(`UPDATE casino_games SET status = 'on'`);
    await h.db.query(`UPDATE casino_providers SET status = 'on'`);
    await setMember(`tendency = '{}', disable_casino_flag = 0, disable_slot_flag = 0`);
  });

  it('lists each lobby’s games by kind, with providers, and the slots’ computed RTP', async () => {
    const live = await catalog('kind=casino&lobby=live');
    expect(codes(live)).toEqual(['baccarat-1', 'baccarat-2', 'roulette-1']);
    expect(live.providers).toEqual([{ id: 1, code: 'demo', name: '데모 게이밍' }]);
    expect(live.games[0]).toMatchObject({
      providerId: 1,
      providerName: '데모 게이밍',
      kind: 'casino',
      studio: '에볼루션',
      name: '스피드 바카라 A',
      rtpBp: null,
      status: 'on',
    });
    expect(codes(await catalog('kind=casino&lobby=cx'))).toEqual(['baccarat-1', 'baccarat-2']);
    expect(codes(await catalog('kind=casino&lobby=vinus'))).toEqual(['baccarat-1', 'roulette-1']);
    const slots = await catalog('kind=slot&lobby=vinus');
    expect(codes(slots)).toEqual(['classic-3x3', 'video-5x3', 'cascade-5x3']);
    // Published at start from the exact enumeration, not typed into the catalog (NULL in 022).
    for (const game of slots.games) expect(game.rtpBp).toBe(SLOT_RTP_BP[game.gameCode]);
  });

  it('filters by provider and search text; the provider options stay', async () => {
    expect(codes(await catalog('kind=casino&provider=1'))).toHaveLength(3);
    const none = await catalog('kind=casino&provider=999');
    expect(none.games).toEqual([]);
    expect(none.providers.map((p) => p.id)).toEqual([1]);
    expect(codes(await catalog(`kind=casino&q=${encodeURIComponent('바카라')}`))).toEqual([
      'baccarat-1',
      'baccarat-2',
    ]);
    expect(codes(await catalog('kind=slot&q=CASCADE'))).toEqual(['cascade-5x3']);
    expect(codes(await catalog(`kind=slot&q=${encodeURIComponent('데모 슬롯')}`))).toHaveLength(3);
    // LIKE wildcards are plain characters here.
    expect((await catalog('kind=slot&q=%25')).games).toEqual([]);
    expect((await catalog('kind=slot&q=_')).games).toEqual([]);
    expect(codes(await catalog('kind=slot&q='))).toHaveLength(3);
  });

  it('hides switched-off games and providers; shows maintenance on the card', async () => {
    await h.db.query(`UPDATE casino_games SET status = 'off' WHERE game_code = 'baccarat-2'`);
    await h.db.query(
      `UPDATE casino_games SET status = 'maintenance' WHERE game_code = 'roulette-1'`,
    );
    const live = await catalog('kind=casino');
    expect(live.games.map((g) => [g.gameCode, g.status])).toEqual([
      ['baccarat-1', 'on'],
      ['roulette-1', 'maintenance'],
    ]);
    await h.db.query(`UPDATE casino_providers SET status = 'maintenance'`);
    expect((await catalog('kind=slot')).games.every((g) => g.status === 'maintenance')).toBe(true);
    await h.db.query(`UPDATE casino_providers SET status = 'off'`);
    expect(await catalog('kind=slot')).toEqual({ providers: [], games: [] });
  });

  it('refuses the catalog without a session and bad queries with a Korean 400', async () => {
    const anonymous = await h.app.inject({ method: 'GET', url: '/api/casino/games?kind=slot' });
    expect(outcome(anonymous)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    for (const query of [
      '',
      'kind=poker',
      'kind=slot&lobby=other',
      'kind=slot&provider=0',
      'kind=slot&provider=abc',
      `kind=slot&q=${'가'.repeat(51)}`,
      'kind=slot&q=%00',
    ]) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/casino/games?${query}`,
        headers: member.headers,
      });
      expect(outcome(res), query).toEqual({ status: 400, code: 'VALIDATION' });
      expect(res.json().message).toContain(ERROR_MESSAGES.VALIDATION);
    }
  });

  it('launches: a hashed one-time code, launch_url to the provider’s page, a 60-second code', async () => {
    const id = await gameId('baccarat-1');
    const res = await launch({ gameId: id });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json<{ launch_url: string }>().launch_url, 'http://site.test');
    expect(url.pathname).toBe('/provider/demo/play/baccarat-1');
    const code = url.searchParams.get('code')!;
    expect(code).toMatch(TOKEN);
    expect([...url.searchParams.keys()]).toEqual(['code']);

    const rows = await h.db.query<{
      code_hash: string;
      code_expires_at: string;
      exchanged_at: string | null;
      token_hash: string | null;
      member_id: number;
      session_id: number;
      game_id: number;
      created_at: string;
      expires_at: string;
    }>('SELECT * FROM casino_launches WHERE member_id = $1', [memberId]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.code_hash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(row.code_hash).not.toContain(code);
    // No wallet token exists until the provider exchanges the code.
    expect(row.token_hash).toBeNull();
    expect(row.exchanged_at).toBeNull();
    expect(row.game_id).toBe(id);
    const [session] = await h.db.query<{ id: number }>(
      'SELECT id FROM sessions WHERE member_id = $1 AND ended_at IS NULL',
      [memberId],
    );
    expect(row.session_id).toBe(session!.id);
    expect(Date.parse(row.created_at)).toBe(clock.now().getTime());
    expect(Date.parse(row.code_expires_at)).toBe(clock.now().getTime() + 60_000);
    expect(Date.parse(row.expires_at)).toBe(clock.now().getTime() + 120 * MINUTE_MS);

    // Every launch is a new code; a slot opens the same way.
    const slot = await launch({ gameId: await gameId('video-5x3') });
    const slotUrl = slot.json<{ launch_url: string }>().launch_url;
    expect(slotUrl).toMatch(/^\/provider\/demo\/play\/video-5x3\?code=[A-Za-z0-9_-]{43}$/);
    expect(slotUrl).not.toContain(code);
  });

  it("refuses tendency '22' for both kinds, each flag for its own kind only", async () => {
    const casinoGame = await gameId('baccarat-1');
    const slotGame = await gameId('classic-3x3');
    const denied = async (game: number) => {
      const res = await launch({ gameId: game });
      expect(outcome(res)).toEqual({ status: 403, code: 'CASINO_ACCESS_DENIED' });
      expect(res.json().message).toBe('관리자에게 문의해주세요.');
    };
    const before = await launches();
    await setMember(`tendency = '{11,22}'`);
    await denied(casinoGame);
    await denied(slotGame);
    await setMember(`tendency = '{}', disable_casino_flag = 1`);
    await denied(casinoGame);
    expect((await launch({ gameId: slotGame })).statusCode).toBe(200);
    await setMember(`disable_casino_flag = 0, disable_slot_flag = 1`);
    await denied(slotGame);
    expect((await launch({ gameId: casinoGame })).statusCode).toBe(200);
    expect(await launches()).toBe(before + 2);
  });

  it("refuses games and providers in maintenance with '점검중 입니다.', unknown ones with 404", async () => {
    const game = await gameId('roulette-1');
    const before = await launches();
    const maintenance = async () => {
      const res = await launch({ gameId: game });
      expect(outcome(res)).toEqual({ status: 503, code: 'CASINO_GAME_MAINTENANCE' });
      expect(res.json().message).toBe('점검중 입니다.');
    };
    await h.db.query(`UPDATE casino_games SET status = 'maintenance' WHERE id = $1`, [game]);
    await maintenance();
    await h.db.query(`UPDATE casino_games SET status = 'on'`);
    await h.db.query(`UPDATE casino_providers SET status = 'maintenance'`);
    await maintenance();
    await h.db.query(`UPDATE casino_providers SET status = 'on'`);
    await h.db.query(`UPDATE casino_games SET status = 'off' WHERE id = $1`, [game]);
    for (const unknown of [game, 987_654]) {
      const res = await launch({ gameId: unknown });
      expect(outcome(res)).toEqual({ status: 404, code: 'CASINO_GAME_NOT_FOUND' });
      expect(res.json().message).toBe(ERROR_MESSAGES.CASINO_GAME_NOT_FOUND);
    }
    expect(await launches()).toBe(before);
  });

  it('refuses bad bodies and callers without a session, writing nothing', async () => {
    const before = await launches();
    for (const body of [
      {},
      { gameId: '1' },
      { gameId: 0 },
      { gameId: -1 },
      { gameId: 1.5 },
      { gameId: 2_147_483_648 },
      { gameId: null },
    ]) {
      const res = await launch(body);
      expect(outcome(res), JSON.stringify(body)).toEqual({ status: 400, code: 'VALIDATION' });
      expect(res.json().message).toContain(ERROR_MESSAGES.VALIDATION);
    }
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/api/playfun/auth',
      payload: { gameId: await gameId('baccarat-1') },
    });
    expect(outcome(anonymous)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await launches()).toBe(before);
  });
});
