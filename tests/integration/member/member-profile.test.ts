import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type { MemberProfile } from '../../../common/contract/member-profile.contract';
import type { MinigameRoundView } from '../../../common/contract/minigame.contract';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import {
  DEMO,
  FakeClock,
  MANAGER,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const GAME_ID = 211; // eos powerball1
// 12:00:05 Seoul: five seconds into a round, so betting is open.
const START_MS = Date.UTC(2025, 0, 1, 3, 0, 5);
const PIN = '1234'; // the demo member's withdrawal PIN (seed)

describe.each(dbTargets)('the member page on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let other: LoggedIn;
  let demoId: number;
  let otherId: number;
  let keySeq = 0;
  const clock = new FakeClock(START_MS);
  const key = () => `profile-test-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    demoId = await memberIdOf(h.db, DEMO.userId);
    otherId = await memberIdOf(h.db, MANAGER.userId);
    demo = await login(h.app, DEMO);
    other = await login(h.app, MANAGER);
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  const profileOf = async (who: LoggedIn) => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/member/profile',
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MemberProfile>();
  };
  const patch = (payload: unknown, who: LoggedIn = demo) =>
    h.app.inject({
      method: 'PATCH',
      url: '/api/member/profile',
      headers: who.headers,
      payload: payload as object,
    });
  const post = (who: LoggedIn, url: string, payload: object) =>
    h.app.inject({ method: 'POST', url, headers: who.headers, payload });

  it('shows level, nickname, ledger balances, phone digits and the unread count', async () => {
    const profile = await profileOf(demo);
    const balances = await getMemberBalances(h.db, demoId);
    expect(profile).toMatchObject({
      userId: 'demo',
      nickname: '데모회원',
      level: 1,
      emoney: balances.emoney,
      point: balances.point,
      phone: '01012345678',
      unreadCount: 0,
      activity: [],
    });
    expect(profile.recommendCode).not.toBe('');
    expect(Date.parse(profile.joinedAt)).not.toBeNaN();
    const anonymous = await h.app.inject({ method: 'GET', url: '/api/member/profile' });
    expect(outcome(anonymous)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('lists the newest own bets, charges and exchanges, never another member’s', async () => {
    const events = await h.app.inject({
      method: 'GET',
      url: `/api/minigame/events?gameId=${GAME_ID}&currentGame=1`,
      headers: demo.headers,
    });
    const round = events.json<{ current: MinigameRoundView }>().current;
    const placed = await post(demo, '/api/minigame/bets', {
      gameId: GAME_ID,
      roundId: round.roundId,
      selectionKey: 'powerballOddEven.odd',
      stakeWon: 10_000,
      oddsHundredths: 195,
      idempotencyKey: key(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    clock.advanceMinutes(1);
    const charge = await post(demo, '/api/wallet/charge', {
      amountWon: 50_000,
      depositorName: '김데모',
      idempotencyKey: key(),
    });
    expect(charge.statusCode, charge.body).toBe(200);
    clock.advanceMinutes(1);
    const exchange = await post(demo, '/api/wallet/exchange', {
      amountWon: 20_000,
      withdrawPassword: PIN,
      idempotencyKey: key(),
    });
    expect(exchange.statusCode, exchange.body).toBe(200);
    await post(other, '/api/wallet/charge', {
      amountWon: 70_000,
      depositorName: '김매니저',
      idempotencyKey: key(),
    });

    const { activity } = await profileOf(demo);
    expect(activity.map((a) => [a.kind, a.amountWon, a.status])).toEqual([
      ['exchange', 20_000, 'pending'],
      ['charge', 50_000, 'pending'],
      ['bet', 10_000, 0],
    ]);
    expect(activity[2]).toMatchObject({ gameId: GAME_ID, payoutWon: 0 });
    const mine = (await profileOf(other)).activity;
    expect(mine.map((a) => [a.kind, a.amountWon])).toEqual([['charge', 70_000]]);
  });

  it('changes the nickname (trimmed, NFC) and the phone (stored as digits); audited', async () => {
    // '새닉' typed as separate jamo (NFD) with spaces around: stored as composed syllables.
    const res = await patch({
      nickname: '  새닉네임1'.normalize('NFD') + ' ',
      phone: '010-9876-5432',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberProfile>()).toMatchObject({
      nickname: '새닉네임1',
      phone: '01098765432',
    });
    const user = await h.app.inject({
      method: 'GET',
      url: '/api/member/user',
      headers: demo.headers,
    });
    expect(user.json()).toMatchObject({ nickname: '새닉네임1', phone: '01098765432' });
    const [audit] = await h.db.query<{ actor_id: number; before: unknown; after: unknown }>(
      `SELECT actor_id, before, after FROM audit_log WHERE action = 'member.profile'`,
    );
    expect(audit).toEqual({
      actor_id: demoId,
      before: { nickname: '데모회원', phone: '01012345678' },
      after: { nickname: '새닉네임1', phone: '01098765432' },
    });
    // The same values again change nothing and write no second audit row.
    expect((await patch({ nickname: '새닉네임1' })).statusCode).toBe(200);
    const rows = await h.db.query(`SELECT 1 FROM audit_log WHERE action = 'member.profile'`);
    expect(rows).toHaveLength(1);
    expect((await patch({ nickname: '데모회원', phone: '01012345678' })).statusCode).toBe(200);
  });

  it('refuses a nickname someone else holds, in any letter case, with 409', async () => {
    await h.db.query(`UPDATE members SET nickname = 'Tiger77' WHERE id = $1`, [otherId]);
    for (const nickname of ['Tiger77', 'tiger77', 'TIGER77']) {
      const res = await patch({ nickname });
      expect(outcome(res), nickname).toEqual({ status: 409, code: 'NICKNAME_TAKEN' });
      expect(res.json<{ message: string }>().message).toBe(ERROR_MESSAGES.NICKNAME_TAKEN);
    }
    expect((await profileOf(demo)).nickname).toBe('데모회원');
    await h.db.query(`UPDATE members SET nickname = '매니저' WHERE id = $1`, [otherId]);
  });

  it('gives one of two members racing for one nickname the name, the other 409', async () => {
    const [a, b] = await Promise.all([
      patch({ nickname: '선착순닉' }, demo),
      patch({ nickname: '선착순닉' }, other),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const holders = await h.db.query(`SELECT id FROM members WHERE nickname = '선착순닉'`);
    expect(holders).toHaveLength(1);
    await h.db.query(`UPDATE members SET nickname = '데모회원' WHERE id = $1`, [demoId]);
    await h.db.query(`UPDATE members SET nickname = '매니저' WHERE id = $1`, [otherId]);
  });

  it('answers each broken rule with its own Korean message and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ nickname: '가' }, 'NICKNAME_INVALID'],
      [{ nickname: '가'.repeat(13) }, 'NICKNAME_INVALID'],
      [{ nickname: '   ' }, 'NICKNAME_INVALID'],
      [{ nickname: '<b>닉</b>' }, 'NICKNAME_INVALID'],
      [{ nickname: '닉 네임' }, 'NICKNAME_INVALID'],
      [{ nickname: 'ㄱㄴㄷ' }, 'NICKNAME_INVALID'],
      [{ nickname: '😀웃음' }, 'NICKNAME_INVALID'],
      [{ nickname: '운영자김' }, 'NICKNAME_RESERVED'],
      [{ nickname: 'ADMIN01' }, 'NICKNAME_RESERVED'],
      [{ phone: '02-123-4567' }, 'PHONE_INVALID'],
      [{ phone: '010-1234-567a' }, 'PHONE_INVALID'],
      [{ phone: '0101234' }, 'PHONE_INVALID'],
      [{ phone: '' }, 'PHONE_INVALID'],
      [{ nickname: '좋은닉', phone: '123' }, 'PHONE_INVALID'],
      [{}, 'VALIDATION'],
      [{ nickname: 42 }, 'VALIDATION'],
      [{ nickname: 'a'.repeat(51) }, 'VALIDATION'],
      [{ phone: '0'.repeat(21) }, 'VALIDATION'],
      [[], 'VALIDATION'],
    ];
    for (const [body, code] of cases) {
      const res = await patch(body);
      expect(outcome(res), JSON.stringify(body)).toEqual({ status: 400, code });
      expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    expect(await profileOf(demo)).toMatchObject({ nickname: '데모회원', phone: '01012345678' });
  });
});
