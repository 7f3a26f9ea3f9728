import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIND_PASSWORD_ANSWER } from '../../../server/auth/password.service';
import {
  ADMIN,
  DEMO,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const NEWBIE = {
  userId: 'newbie01',
  password: 'newbie1234',
  nickname: '새회원',
  phone: '010-2222-3333',
  withdrawPassword: '4321',
};

describe.each(dbTargets)('member routes on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  beforeAll(async () => {
    h = await startTestApp(target);
    admin = await login(h.app, ADMIN);
  });
  afterAll(() => h?.close());

  const join = (payload: object) =>
    h.app.inject({ method: 'POST', url: '/api/member/join', payload });
  const recommendCodeOf = async (userId: string) =>
    (
      await h.db.query<{ recommend_code: string }>(
        'SELECT recommend_code FROM members WHERE user_id = $1',
        [userId],
      )
    )[0]!.recommend_code;

  it('returns the spec §3 user record with balances from the ledger', async () => {
    const demo = await login(h.app, DEMO);
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/member/user',
      headers: demo.headers,
    });
    expect(response.json()).toEqual({
      id: await memberIdOf(h.db, 'demo'),
      userId: 'demo',
      nickname: '데모회원',
      type: 1,
      role: 0,
      withdrawalType: 0,
      level: 1,
      emoney: 1_000_000,
      point: 5_000,
      tendency: [],
      disableCasinoFlag: 0,
      disableSlotFlag: 0,
      recommendCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      phone: '01012345678',
    });
  });

  it('joins with a recommend code: recommender linked, agent inherited, wallet opened', async () => {
    const demoCode = await recommendCodeOf('demo');
    const response = await join({ ...NEWBIE, recommendCode: demoCode.toLowerCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: 'newbie01', nickname: '새회원' });
    const [row] = await h.db.query<{
      recommender: string;
      agent: string;
      phone: string;
      withdraw_password_hash: string;
    }>(
      `SELECT r.user_id AS recommender, a.user_id AS agent, m.phone, m.withdraw_password_hash
         FROM members m JOIN members r ON r.id = m.recommender_id JOIN members a ON a.id = m.agent_id
        WHERE m.user_id = 'newbie01'`,
    );
    expect(row).toMatchObject({ recommender: 'demo', agent: 'manager', phone: '01022223333' });
    expect(row!.withdraw_password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const session = await login(h.app, NEWBIE);
    expect(session.user).toMatchObject({ emoney: 0, point: 0 });
    const accounts = await h.db.query(
      'SELECT kind FROM ledger_accounts WHERE member_id = $1 ORDER BY kind',
      [session.user.id],
    );
    expect(accounts).toEqual([{ kind: 'member_cash' }, { kind: 'member_point' }]);
  });

  it("makes a manager's recruit part of that manager's downline", async () => {
    const response = await join({
      ...NEWBIE,
      userId: 'recruit01',
      nickname: '모집회원',
      recommendCode: await recommendCodeOf('manager'),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await h.db.query<{ agent: string }>(
      `SELECT a.user_id AS agent FROM members m JOIN members a ON a.id = m.agent_id
        WHERE m.user_id = 'recruit01'`,
    );
    expect(row!.agent).toBe('manager');
  });

  it('refuses taken ids and nicknames with 409, unknown codes with 400', async () => {
    expect(outcome(await join({ ...NEWBIE, nickname: '다른이름' }))).toEqual({
      status: 409,
      code: 'USER_ID_TAKEN',
    });
    expect(outcome(await join({ ...NEWBIE, userId: 'other001' }))).toEqual({
      status: 409,
      code: 'NICKNAME_TAKEN',
    });
    expect(
      outcome(
        await join({ ...NEWBIE, userId: 'other002', nickname: '별명2', recommendCode: 'NOPE1234' }),
      ),
    ).toEqual({ status: 400, code: 'RECOMMENDER_NOT_FOUND' });
  });

  it('validates every join field with 400 VALIDATION', async () => {
    const bad = [
      { userId: 'ab' },
      { userId: 'has space' },
      { userId: 'x'.repeat(40) },
      { password: 'short1' },
      { password: 'lettersonly' },
      { nickname: 'a' },
      { nickname: '너무긴닉네임입니다정말로요' },
      { phone: '02-123-4567' },
      { withdrawPassword: 'abcd' },
      { recommendCode: 'x'.repeat(21) },
    ];
    for (const patch of bad) {
      const response = await join({ ...NEWBIE, userId: 'valid001', nickname: '정상', ...patch });
      expect(outcome(response), JSON.stringify(patch)).toEqual({ status: 400, code: 'VALIDATION' });
    }
  });

  it('refuses sign-up with 403 SIGNUP_CLOSED while joinStartEndFlg is set', async () => {
    const patch = (joinStartEndFlg: boolean) =>
      h.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        headers: admin.headers,
        payload: { joinStartEndFlg },
      });
    expect((await patch(true)).statusCode).toBe(200);
    const closed = await join({ ...NEWBIE, userId: 'late0001', nickname: '늦은회원' });
    expect(outcome(closed)).toEqual({ status: 403, code: 'SIGNUP_CLOSED' });
    expect(closed.json().message).toBe('현재 회원가입은 종료했습니다.');
    expect((await h.app.inject({ method: 'GET', url: '/api/settingSignUp' })).json()).toEqual({
      joinStartEndFlg: true,
    });
    expect((await patch(false)).statusCode).toBe(200);
  });

  it('checks whether a user id is free', async () => {
    const check = (userId: string) =>
      h.app.inject({
        method: 'GET',
        url: `/api/member/check-id?userId=${encodeURIComponent(userId)}`,
      });
    expect((await check('demo')).json()).toEqual({ available: false });
    expect((await check('DEMO')).json()).toEqual({ available: false });
    expect((await check('freeid99')).json()).toEqual({ available: true });
    expect(outcome(await check('x'))).toEqual({ status: 400, code: 'VALIDATION' });
    expect(
      outcome(await h.app.inject({ method: 'GET', url: '/api/member/check-id' })),
    ).toMatchObject({
      status: 400,
    });
  });

  it('answers find-password the same way whether or not the account matches', async () => {
    const find = (userId: string, phone: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/member/find-password',
        payload: { userId, phone },
      });
    const answers = await Promise.all([
      find('demo', '010-1234-5678'),
      find('demo', '010-9999-9999'),
      find('nobody42', '010-1234-5678'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: FIND_PASSWORD_ANSWER });
    }
    const requests = await h.db.query<{ user_id: string }>(
      `SELECT m.user_id FROM password_reset_requests r JOIN members m ON m.id = r.member_id`,
    );
    expect(requests).toEqual([{ user_id: 'demo' }]);
  });
});
