/**
 * A launch is bound to the member's login session (docs/casino-wallet.md "Launch"): launch_url
 * carries a one-time code, not a wallet token. The provider exchanges the code once, server to
 * server and signed like every wallet call, for the session token its wallet calls carry; a
 * second exchange, a late one, one after the session ended or one without the provider's
 * signature gets nothing. The token then dies with the session: after logout or an operator's
 * forced logout every wallet call with it answers RS_ERROR_TOKEN_EXPIRED and no money moves.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { FakeClock, type LoggedIn } from '../helpers/app-harness';
import { fundedMember, startCasinoTestApp, type CasinoTestApp } from '../helpers/casino-app';
import { walletCall } from '../helpers/casino-signing';
import { dbTargets } from '../helpers/test-db';

const SLOT = 'classic-3x3';
const CODE = /^[A-Za-z0-9_-]{43}$/;
const EXCHANGE = 'launch/exchange';

describe.each(dbTargets)('casino launch code exchange on %s', (target) => {
  let t: CasinoTestApp;
  const clock = new FakeClock(Date.parse('2026-03-02T03:00:00Z'));
  let slotId: number;

  beforeAll(async () => {
    t = await startCasinoTestApp(target, clock);
    const [game] = await t.h.db.query<{ id: number }>(
      'SELECT id FROM casino_games WHERE game_code = $1',
      [SLOT],
    );
    slotId = game!.id;
  }, 60_000);
  afterAll(() => t?.h.close());
  afterEach(async () => {
    expect((await verifyLedger(t.h.db)).problems).toEqual([]);
  });

  const call = async (endpoint: string, body: object, opts = {}) => {
    const { httpStatus, answer } = await walletCall(
      t.h.app,
      t.keys.privateKey,
      endpoint,
      body,
      opts,
    );
    expect(httpStatus).toBe(200);
    return answer;
  };
  const cash = async (memberId: number) => (await getMemberBalances(t.h.db, memberId)).emoney;
  /** The code of a launch as the member's browser receives it. */
  const launchCode = async (who: LoggedIn) => {
    const res = await t.h.app.inject({
      method: 'POST',
      url: '/api/playfun/auth',
      headers: who.headers,
      payload: { gameId: slotId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json<{ launch_url: string }>().launch_url, 'http://site.test');
    expect([...url.searchParams.keys()]).toEqual(['code']);
    const code = url.searchParams.get('code')!;
    expect(code).toMatch(CODE);
    return code;
  };
  const exchange = (code: string, opts = {}) =>
    call(EXCHANGE, { request_uuid: randomUUID(), code }, opts);
  const bet = (token: string, amount: number) =>
    call('transaction/bet', {
      request_uuid: randomUUID(),
      token,
      transaction_uuid: randomUUID(),
      round: `r-${randomUUID()}`,
      game_code: SLOT,
      currency: 'KRW',
      round_closed: false,
      amount,
    });
  const balance = (token: string) =>
    call('user/balance', { request_uuid: randomUUID(), token, game_code: SLOT });

  it('exchanges a launch code once for a session token the wallet accepts', async () => {
    const member = await fundedMember(t.h, 'lx', 10_000);
    const code = await launchCode(member);
    // The code alone is no wallet token.
    expect((await balance(code)).status).toBe('RS_ERROR_INVALID_TOKEN');

    const first = await exchange(code);
    expect(first).toMatchObject({ status: 'RS_OK', user: String(member.memberId) });
    const token = first.token as string;
    expect(token).toMatch(CODE);
    expect(token).not.toBe(code);
    // Stored hashed, like the code: neither appears in the launches table.
    const [row] = await t.h.db.query<Record<string, unknown>>(
      'SELECT * FROM casino_launches WHERE member_id = $1',
      [member.memberId],
    );
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    expect(await balance(token)).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect((await bet(token, 1_000)).status).toBe('RS_OK');
    expect(await cash(member.memberId)).toBe(9_000);

    // Used twice: refused, and no second token.
    const second = await exchange(code);
    expect(second.status).toBe('RS_ERROR_INVALID_TOKEN');
    expect(second.token).toBeUndefined();
  });

  it('hands out one token when exchanges of one code arrive together', async () => {
    const member = await fundedMember(t.h, 'lx', 5_000);
    const code = await launchCode(member);
    const answers = await Promise.all(Array.from({ length: 4 }, () => exchange(code)));
    const granted = answers.filter((a) => a.status === 'RS_OK');
    expect(granted).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'RS_ERROR_INVALID_TOKEN')).toHaveLength(3);
    expect(answers.filter((a) => a.token !== undefined)).toHaveLength(1);
    expect((await balance(granted[0]!.token as string)).status).toBe('RS_OK');
  });

  it('refuses a code after its short life and leaves the member’s money alone', async () => {
    const member = await fundedMember(t.h, 'lx', 5_000);
    const code = await launchCode(member);
    clock.advanceMinutes(61 / 60);
    const late = await exchange(code);
    expect(late.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(late.token).toBeUndefined();
    // A fresh launch works again.
    expect((await exchange(await launchCode(member))).status).toBe('RS_OK');
    expect(await cash(member.memberId)).toBe(5_000);
  });

  it('refuses an exchange that is not signed by the provider, without using up the code', async () => {
    const member = await fundedMember(t.h, 'lx', 5_000);
    const code = await launchCode(member);
    for (const signature of ['missing', 'wrong-key', 'tampered'] as const) {
      const forged = await exchange(code, { signature });
      expect(forged.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect(forged.token).toBeUndefined();
    }
    expect((await exchange(code)).status).toBe('RS_OK');
  });

  it('refuses the code of a session that ended before the exchange', async () => {
    const member = await fundedMember(t.h, 'lx', 5_000);
    const code = await launchCode(member);
    await t.h.app.inject({ method: 'POST', url: '/api/member/logout', headers: member.headers });
    const answer = await exchange(code);
    expect(answer.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(answer.token).toBeUndefined();
  });

  it('ends the session token with a logout: wallet calls refused, money unchanged', async () => {
    const member = await fundedMember(t.h, 'lx', 20_000);
    const token = (await exchange(await launchCode(member))).token as string;
    expect((await bet(token, 2_000)).status).toBe('RS_OK');
    expect(await cash(member.memberId)).toBe(18_000);

    const out = await t.h.app.inject({
      method: 'POST',
      url: '/api/member/logout',
      headers: member.headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await balance(token)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await call('user/info', { request_uuid: randomUUID(), token })).status).toBe(
      'RS_ERROR_TOKEN_EXPIRED',
    );
    expect((await bet(token, 2_000)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await cash(member.memberId)).toBe(18_000);
  });

  it('ends the session token when an operator logs the member out', async () => {
    const member = await fundedMember(t.h, 'lx', 20_000);
    const token = (await exchange(await launchCode(member))).token as string;
    const forced = await t.h.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.memberId}/force-logout`,
      headers: t.admin.headers,
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect((await bet(token, 2_000)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await cash(member.memberId)).toBe(20_000);
  });
});
