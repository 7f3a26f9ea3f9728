/**
 * The security probe's findings, each once by name: text with NUL, ids beyond their
 * column, impossible dates, and sign-up nicknames the profile edit refuses. Each answered 500 (or
 * was stored) before; now each is a 400 with a Korean message and nothing is written.
 * bad-input.property.test.ts covers every endpoint; these keep the reported cases readable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../../server/platform/ledger/verify';
import {
  ADMIN,
  DEMO,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../../helpers/app-harness';
import { dbTargets } from '../../helpers/test-db';

const NUL = 'a\u0000b';
const BEYOND_INT8 = '9999999999999999999';

describe.each(dbTargets)('bad input reported by the probe on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let admin: LoggedIn;
  beforeAll(async () => {
    h = await startTestApp(target);
    demo = await login(h.app, DEMO);
    admin = await login(h.app, ADMIN);
  });
  afterAll(() => h?.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who?: LoggedIn) =>
    h.app.inject({ method, url, ...(payload ? { payload } : {}), headers: who?.headers ?? {} });
  const expectRefused = async (response: Awaited<ReturnType<typeof send>>, label: string) => {
    expect(outcome(response), label).toEqual({ status: 400, code: 'VALIDATION' });
    expect(response.json().message, label).toMatch(/^입력값이 올바르지 않습니다\./);
  };

  it('refuses NUL in any text, logged in or not', async () => {
    const join = {
      userId: 'probe001',
      password: 'probe1234',
      phone: '01022223333',
      withdrawPassword: '1234',
    };
    const cases: [string, 'POST' | 'PUT', string, object, LoggedIn?][] = [
      ['login userId', 'POST', '/api/member/login', { userId: NUL, password: 'x' }],
      [
        'find-password userId',
        'POST',
        '/api/member/find-password',
        { userId: NUL, phone: '01012345678' },
      ],
      [
        'find-password phone',
        'POST',
        '/api/member/find-password',
        { userId: 'demo', phone: `010${NUL}` },
      ],
      ['join nickname', 'POST', '/api/member/join', { ...join, nickname: `닉${NUL}` }],
      [
        'join recommendCode',
        'POST',
        '/api/member/join',
        { ...join, nickname: '탐색회원', recommendCode: NUL },
      ],
      ['ticket', 'POST', '/api/customer/tickets', { category: 1, title: NUL, body: '본문' }, demo],
      ['board post', 'POST', '/api/board/posts', { title: '제목', body: NUL }, demo],
      ['board comment', 'POST', '/api/board/posts/1/comments', { body: NUL }, demo],
      [
        'depositor',
        'POST',
        '/api/wallet/charge',
        { amountWon: 10_000, depositorName: NUL, idempotencyKey: 'probe-key-1' },
        demo,
      ],
      [
        'admin message',
        'POST',
        '/api/admin/messages',
        { memberId: demo.user.id, title: NUL, body: '본문' },
        admin,
      ],
      [
        'admin block-ip reason',
        'POST',
        '/api/admin/blocked-ips',
        { ip: '192.0.2.9', reason: NUL },
        admin,
      ],
    ];
    for (const [label, method, url, payload, who] of cases) {
      await expectRefused(await send(method, url, payload, who), label);
    }
    for (const url of [
      `/api/admin/members?search=${encodeURIComponent(NUL)}`,
      `/api/board/posts?search=${encodeURIComponent(NUL)}`,
      `/api/sports/fixtures?book=europe&search=${encodeURIComponent(NUL)}`,
      `/api/admin/coupons?search=${encodeURIComponent(NUL)}`,
    ]) {
      await expectRefused(await send('GET', url, undefined, admin), url);
    }
    const probes = await h.db.query(`SELECT 1 FROM members WHERE user_id = 'probe001'`);
    expect(probes).toEqual([]);
  });

  it('refuses ids beyond their column', async () => {
    for (const [method, url, payload, who] of [
      ['GET', `/api/sports/fixtures/${BEYOND_INT8}?book=europe`, undefined, demo],
      ['GET', `/api/admin/sports/fixtures/${BEYOND_INT8}/markets`, undefined, admin],
      [
        'POST',
        `/api/admin/sports/selections/${BEYOND_INT8}/resettle`,
        { settlement: 2, reason: '정정' },
        admin,
      ],
      [
        'POST',
        '/api/sports/bets',
        {
          idempotencyKey: 'probe-bet-1',
          family: 'prematch',
          picks: [{ selectionId: BEYOND_INT8, priceHundredths: 150 }],
          stakeWon: 1000,
        },
        demo,
      ],
      ['GET', '/api/sports-prematch/league?sportId=6046&locationId=2147483648', undefined, demo],
      ['POST', `/api/message/${BEYOND_INT8}/read`, undefined, demo],
    ] as const) {
      await expectRefused(await send(method, url, payload, who), url);
    }
  });

  it('refuses impossible dates on results and every dated list', async () => {
    for (const date of ['9999-99-99', '0000-00-00', '2026-02-30']) {
      await expectRefused(
        await send('GET', `/api/sports/results?date=${date}`, undefined, demo),
        date,
      );
      await expectRefused(
        await send('GET', `/api/minigame/results?gameId=1&date=${date}`, undefined, demo),
        date,
      );
    }
    await expectRefused(
      await send('GET', '/api/attendance?month=0000-01', undefined, demo),
      'month',
    );
  });

  it('refuses at sign-up the nicknames the profile edit refuses, and keeps a good one', async () => {
    const join = (userId: string, nickname: string) =>
      send('POST', '/api/member/join', {
        userId,
        nickname,
        password: 'probe1234',
        phone: '01022223333',
        withdrawPassword: '1234',
      });
    for (const [i, nickname] of [
      '<img/src>',
      '<b>x</b>',
      'ad\u200bmin',
      '닉\u3164',
      '운영자',
      'ab\u202ecd',
    ].entries()) {
      const response = await join(`nick000${i}`, nickname);
      await expectRefused(response, JSON.stringify(nickname));
      expect(response.json().message).toContain('nickname');
    }
    const rows = await h.db.query(`SELECT 1 FROM members WHERE user_id LIKE 'nick000%'`);
    expect(rows).toEqual([]);
    const good = await join('nickgood1', '  좋은닉네임 ');
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ nickname: '좋은닉네임' });
    const report = await verifyLedger(h.db);
    expect(report.ok).toBe(true);
  });
});
