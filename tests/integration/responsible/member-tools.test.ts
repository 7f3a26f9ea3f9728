/**
 * The member's responsible-gambling tools and the operator's view of them: the cool-off on raising a limit (dev clock), the
 * history, time-outs and self-exclusion (logged out everywhere, login refused until when, never
 * shortened or lifted — by the member or an operator), coming back after 24 hours, the casino
 * wallet refusing an excluded member's bet while paying their win, the session time limit and the
 * reality check's figures. PGlite and PostgreSQL; the ledger balances after each test.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeBet } from '../../../server/casino/wallet/wallet-bet';
import type { CasinoBetCall } from '../../../common/contract/casino-wallet.contract';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { ADMIN, FakeClock, login, type LoggedIn, type TestApp } from '../helpers/app-harness';
import { createLaunchToken, walletCall, type ProviderKeys } from '../helpers/casino-signing';
import { fundedMember, startCasinoTestApp } from '../helpers/casino-app';
import { dbTargets } from '../helpers/test-db';
import { auth, charge, refusal, setLimit, sportsBet } from './rg-helpers';

const SLOT = 'classic-3x3';
const DAY_MIN = 24 * 60;

describe.each(dbTargets)('responsible gambling tools on %s', (target) => {
  let h: TestApp;
  let keys: ProviderKeys;
  const clock = new FakeClock(Date.now());

  beforeAll(async () => {
    ({ h, keys } = await startCasinoTestApp(target, clock));
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => expect((await verifyLedger(h.db)).problems).toEqual([]));

  const member = () => fundedMember(h, 'rgt', 500_000);
  const get = (who: LoggedIn, url: string) => h.app.inject({ method: 'GET', url, ...auth(who) });
  const post = (who: LoggedIn, url: string, payload: object) =>
    h.app.inject({ method: 'POST', url, ...auth(who), payload });
  const limitOf = (view: { limits: { kind: string }[] }, kind: string) =>
    view.limits.find((l) => l.kind === kind) as Record<string, unknown>;

  // First: the reality check sums ledger entries (database time) from the session's start (the
  // app's clock), so it runs before any test moves the clock.
  it('the session time limit ends the session; the reality check gives its figures', async () => {
    const who = await member();
    await h.app.inject({
      method: 'PUT',
      url: '/api/responsible/reality-check',
      ...auth(who),
      payload: { intervalMin: 15 },
    });
    const set = await h.app.inject({
      method: 'PUT',
      url: '/api/responsible/session-limit',
      ...auth(who),
      payload: { minutes: 30 },
    });
    expect(set.json()).toMatchObject({ realityCheckMin: 15, sessionLimitMin: 30 });
    expect((await sportsBet(h.app, h.db, who, 10_000, clock.now())).statusCode).toBe(200);
    clock.advanceMinutes(10);
    const summary = (await get(who, '/api/responsible/session')).json();
    expect(summary).toMatchObject({
      stakesWon: 10_000,
      returnsWon: 0,
      netWon: -10_000,
      intervalMin: 15,
    });
    expect(summary.elapsedSec).toBeGreaterThanOrEqual(600);
    expect(summary.sessionEndsAt).not.toBeNull();
    clock.advanceMinutes(21);
    const ended = await get(who, '/api/member/user');
    expect(refusal(ended)).toEqual({ status: 401, code: 'RG_SESSION_LIMIT' });
    // A new login gets a new 30 minutes.
    const again = await login(h.app, who.credentials);
    expect((await get(again, '/api/member/user')).statusCode).toBe(200);
  });

  it('lowering is at once; raising waits 24 hours and a second yes; history shows each step', async () => {
    const who = await member();
    let view = await setLimit(h.app, who, 'stakePerBet', 50_000);
    expect(limitOf(view, 'stakePerBet')).toMatchObject({ amountWon: 50_000, pending: null });
    view = await setLimit(h.app, who, 'stakePerBet', 20_000);
    expect(limitOf(view, 'stakePerBet')).toMatchObject({ amountWon: 20_000 });
    view = await setLimit(h.app, who, 'stakePerBet', 80_000);
    expect(limitOf(view, 'stakePerBet')).toMatchObject({
      amountWon: 20_000,
      pending: { amountWon: 80_000, awaitingConfirmation: false },
    });
    const early = await post(who, '/api/responsible/limits/confirm', { kind: 'stakePerBet' });
    expect(refusal(early)).toEqual({ status: 409, code: 'RG_NOTHING_TO_CONFIRM' });
    expect(refusal(await sportsBet(h.app, h.db, who, 30_000, clock.now())).code).toBe(
      'RG_STAKE_LIMIT',
    );

    clock.advanceMinutes(DAY_MIN + 1);
    const again = await login(h.app, who.credentials);
    view = (await get(again, '/api/responsible')).json();
    // The cool-off is over but the raise waits for the member's confirmation.
    expect(limitOf(view, 'stakePerBet')).toMatchObject({
      amountWon: 20_000,
      pending: { awaitingConfirmation: true },
    });
    const confirmed = await post(again, '/api/responsible/limits/confirm', { kind: 'stakePerBet' });
    expect(confirmed.statusCode).toBe(200);
    expect(limitOf(confirmed.json(), 'stakePerBet')).toMatchObject({
      amountWon: 80_000,
      pending: null,
    });
    expect((await sportsBet(h.app, h.db, again, 30_000, clock.now())).statusCode).toBe(200);

    // Removal is a raise too.
    view = await setLimit(h.app, again, 'stakePerBet', null);
    expect(limitOf(view, 'stakePerBet')).toMatchObject({
      amountWon: 80_000,
      pending: { amountWon: null },
    });
    const cancelled = await post(again, '/api/responsible/limits/cancel', { kind: 'stakePerBet' });
    expect(limitOf(cancelled.json(), 'stakePerBet')).toMatchObject({
      amountWon: 80_000,
      pending: null,
    });

    const history = (await get(again, '/api/responsible/history')).json();
    expect(history.items.map((r: { action: string }) => r.action)).toEqual([
      'limitRaiseCancelled',
      'limitRaiseRequested',
      'limitRaiseConfirmed',
      'limitRaiseRequested',
      'limitLowered',
      'limitLowered',
    ]);
    expect(history.items[0]).toMatchObject({ source: 'member', limitKind: 'stakePerBet' });
  });

  it('refuses bad bodies with 400', async () => {
    const who = await member();
    const put = (payload: object) =>
      h.app.inject({ method: 'PUT', url: '/api/responsible/limits', ...auth(who), payload });
    expect((await put({ kind: 'stakePerBet', amountWon: 0 })).statusCode).toBe(400);
    expect((await put({ kind: 'stakePerBet', amountWon: 1.5 })).statusCode).toBe(400);
    expect((await put({ kind: 'nope', amountWon: 1000 })).statusCode).toBe(400);
    const rc = await h.app.inject({
      method: 'PUT',
      url: '/api/responsible/reality-check',
      ...auth(who),
      payload: { intervalMin: 20 },
    });
    expect(rc.statusCode).toBe(400);
    expect((await post(who, '/api/responsible/time-out', { period: '2h' })).statusCode).toBe(400);
    const comeBack = await h.app.inject({
      method: 'POST',
      url: '/api/responsible/come-back',
      payload: { userId: 'a\u0000b', password: 'x' },
    });
    expect(comeBack.statusCode).toBe(400);
  });

  it('a time-out logs out everywhere, refuses login until when, refuses money, cannot be shortened or lifted', async () => {
    const who = await member();
    const other = await login(h.app, who.credentials); // the first session is replaced: use this one
    const out = await post(other, '/api/responsible/time-out', { period: '7d' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      kind: 'timeOut',
      period: '7d',
      active: true,
      source: 'member',
    });
    expect((await get(other, '/api/member/user')).statusCode).toBe(556);
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: who.credentials,
    });
    expect(refusal(refused)).toEqual({ status: 403, code: 'RG_LOGIN_TIMED_OUT' });
    expect(refused.json().message).toMatch(/까지 이용할 수 없습니다/);

    // The operator can neither lift nor shorten it; a longer one is allowed (audited).
    const admin = await login(h.app, ADMIN);
    const shorter = await post(admin, `/api/admin/members/${who.memberId}/responsible/time-out`, {
      period: '24h',
      reason: '상담 요청',
    });
    expect(refusal(shorter)).toEqual({ status: 409, code: 'RG_CANNOT_SHORTEN' });
    const longer = await post(admin, `/api/admin/members/${who.memberId}/responsible/time-out`, {
      period: '30d',
      reason: '상담 요청',
    });
    expect(longer.statusCode).toBe(200);
    expect(longer.json()).toMatchObject({ source: 'operator', period: '30d' });
    const audit = await h.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target = $1 ORDER BY id DESC LIMIT 1`,
      [`member:${who.memberId}`],
    );
    expect(audit[0]?.action).toBe('responsible.time-out');
    const lift = await h.app.inject({
      method: 'DELETE',
      url: `/api/admin/members/${who.memberId}/responsible/time-out`,
      ...auth(admin),
    });
    expect(lift.statusCode).toBe(404);
    const adminView = (await get(admin, `/api/admin/members/${who.memberId}/responsible`)).json();
    expect(adminView.blocks).toHaveLength(2);
    expect(
      adminView.history.map((r: { action: string; source: string }) => `${r.action}:${r.source}`),
    ).toEqual(['timeOut:operator', 'timeOut:member']);
    // Coupons stop for them: an issue to the member alone has nobody to reach.
    const coupon = await post(admin, '/api/admin/coupons', {
      name: '이벤트 쿠폰',
      currency: 'cash',
      amount: 10_000,
      expiresAt: new Date(clock.now().getTime() + 7 * DAY_MIN * 60_000).toISOString(),
      target: { kind: 'member', userId: who.credentials.userId },
      idempotencyKey: `rg-coupon-${randomUUID()}`,
    });
    expect(refusal(coupon)).toEqual({ status: 409, code: 'COUPON_NO_TARGETS' });
    // Money paths refuse while it runs (checked directly: the member cannot log in).
    const { stakeGate } = await import('../../../server/responsible/stake-gate');
    const [blocked] = await stakeGate(
      h.db,
      [{ memberId: who.memberId, amount: 1_000, kind: 'sports_stake' }],
      clock.now(),
    );
    expect(blocked?.code).toBe('RG_BLOCKED');
  });

  it('an excluded member: casino bet refused with RS_ERROR_USER_DISABLED while the win is still paid', async () => {
    const who = await member();
    const token = await createLaunchToken(h.db, {
      memberId: who.memberId,
      gameCode: SLOT,
      now: clock.now(),
    });
    type Call = CasinoBetCall & Record<string, unknown>;
    const call = (fields: Record<string, unknown>, launch = token): Call => ({
      request_uuid: randomUUID(),
      token: launch,
      transaction_uuid: randomUUID(),
      round: 'r-1',
      game_code: SLOT,
      currency: 'KRW',
      round_closed: false,
      amount: 0,
      ...fields,
    });
    const bet = (body: Call) =>
      h.db.transaction((tx) =>
        placeBet(
          tx,
          1,
          body,
          createHash('sha256').update(JSON.stringify(body)).digest('hex'),
          clock.now(),
        ),
      );
    const first = call({ amount: 10_000, round: `r-${randomUUID()}` });
    expect((await bet(first)).status).toBe('RS_OK');
    expect((await post(who, '/api/responsible/self-exclusion', { period: '6m' })).statusCode).toBe(
      200,
    );
    // Logged out everywhere: the launch's session ended with the others.
    expect((await bet(call({ amount: 1_000 }))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    // A provider call on a launch whose session is live (opened before the exclusion reached
    // it, another node) is refused by the exclusion itself.
    const live = await createLaunchToken(h.db, {
      memberId: who.memberId,
      gameCode: SLOT,
      now: clock.now(),
    });
    const refused = await bet(call({ amount: 1_000 }, live));
    expect(refused).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 490_000 });
    const win = await walletCall(h.app, keys.privateKey, 'transaction/win', {
      ...call({ amount: 25_000, round_closed: true }),
      round: first.round,
      reference_transaction_uuid: first.transaction_uuid,
    });
    expect(win.answer).toMatchObject({ status: 'RS_OK', balance: 515_000 });
    const login1 = await h.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: who.credentials,
    });
    expect(refusal(login1)).toEqual({ status: 403, code: 'RG_LOGIN_SELF_EXCLUDED' });
    const charged = await h.db.query('SELECT 1 FROM wallet_requests WHERE member_id = $1', [
      who.memberId,
    ]);
    expect(charged).toHaveLength(0);
  });

  it('at the end of a self-exclusion the member asks to come back and waits 24 hours', async () => {
    const who = await member();
    expect((await post(who, '/api/responsible/self-exclusion', { period: '6m' })).statusCode).toBe(
      200,
    );
    const early = await h.app.inject({
      method: 'POST',
      url: '/api/responsible/come-back',
      payload: who.credentials,
    });
    expect(refusal(early)).toEqual({ status: 403, code: 'RG_LOGIN_SELF_EXCLUDED' });
    clock.advanceMinutes(190 * DAY_MIN);
    const ended = await h.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: who.credentials,
    });
    expect(refusal(ended)).toEqual({ status: 403, code: 'RG_COME_BACK_REQUIRED' });
    const asked = await h.app.inject({
      method: 'POST',
      url: '/api/responsible/come-back',
      payload: who.credentials,
    });
    expect(asked.statusCode).toBe(200);
    const waiting = await h.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: who.credentials,
    });
    expect(refusal(waiting)).toEqual({ status: 403, code: 'RG_COME_BACK_WAITING' });
    clock.advanceMinutes(DAY_MIN + 1);
    const back = await login(h.app, who.credentials);
    const history = (await get(back, '/api/responsible/history')).json();
    expect(history.items.map((r: { action: string }) => r.action)).toEqual([
      'comeBackRequested',
      'selfExclusion',
    ]);
  });

  it('asking to come back during a time-out answers the time-out and until when, writing nothing', async () => {
    const who = await member();
    expect((await post(who, '/api/responsible/time-out', { period: '24h' })).statusCode).toBe(200);
    const historyBefore = await h.db.query('SELECT id FROM rg_history WHERE member_id = $1', [
      who.memberId,
    ]);
    const asked = await h.app.inject({
      method: 'POST',
      url: '/api/responsible/come-back',
      payload: who.credentials,
    });
    expect(refusal(asked)).toEqual({ status: 403, code: 'RG_LOGIN_TIMED_OUT' });
    expect(asked.json().message).toMatch(
      /이용 중지\(타임아웃\) 중입니다\. .+까지 이용할 수 없습니다/,
    );
    const historyAfter = await h.db.query('SELECT id FROM rg_history WHERE member_id = $1', [
      who.memberId,
    ]);
    expect(historyAfter).toHaveLength(historyBefore.length);
  });

  it('a charge during a time-out is refused (the check itself, the member being logged out)', async () => {
    const who = await member();
    await setLimit(h.app, who, 'deposit24h', 10_000);
    expect(refusal(await charge(h.app, who, 20_000)).code).toBe('RG_DEPOSIT_LIMIT');
    const { assertDepositAllowed } = await import('../../../server/responsible/responsible-checks');
    await post(who, '/api/responsible/time-out', { period: '24h' });
    await expect(
      assertDepositAllowed(h.db, who.memberId, 10_000, clock.now()),
    ).rejects.toMatchObject({ code: 'RG_BLOCKED' });
  });
});
