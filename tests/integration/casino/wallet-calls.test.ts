/**
 * The seamless wallet providers call (docs/casino-wallet.md): every call and status,
 * repeats, changed bodies, the tombstone of an early rollback, wins after rollbacks, expired
 * tokens and barred members. After each test the ledger balances.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../../server/casino/wallet/wallet-records';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { startTestApp, type TestApp } from '../helpers/app-harness';
import {
  createLaunchToken,
  generateProviderKeys,
  installProviderKey,
  walletCall,
  type ProviderKeys,
} from '../helpers/casino-signing';
import { createMember, fund } from '../helpers/ledger-fixtures';
import { dbTargets } from '../helpers/test-db';

const SLOT = 'classic-3x3';

describe.each(dbTargets)('casino wallet calls on %s', (target) => {
  let h: TestApp;
  let keys: ProviderKeys;

  beforeAll(async () => {
    h = await startTestApp(target);
    keys = generateProviderKeys();
    await installProviderKey(h.db, keys.publicPem);
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
  });

  const call = async (endpoint: string, body: object) => {
    const { httpStatus, answer } = await walletCall(h.app, keys.privateKey, endpoint, body);
    expect(httpStatus).toBe(200);
    return answer;
  };
  const cash = async (memberId: number) => (await getMemberBalances(h.db, memberId)).emoney;
  /** A funded member with a live launch token for `game`. */
  const player = async (funds = 100_000, game = SLOT) => {
    const memberId = await createMember(h.db);
    if (funds > 0) await fund(h.db, memberId, funds);
    const token = await createLaunchToken(h.db, { memberId, gameCode: game });
    return { memberId, token };
  };
  const tx = (token: string, fields: Record<string, unknown>) => ({
    request_uuid: randomUUID(),
    token,
    transaction_uuid: randomUUID(),
    round: `r-${randomUUID()}`,
    game_code: SLOT,
    currency: 'KRW',
    round_closed: false,
    ...fields,
  });
  const bet = (token: string, amount: number, fields: Record<string, unknown> = {}) =>
    tx(token, { amount, ...fields });
  const win = (
    token: string,
    betBody: { transaction_uuid: string; round: string },
    amount: number,
  ) =>
    tx(token, {
      amount,
      reference_transaction_uuid: betBody.transaction_uuid,
      round: betBody.round,
      round_closed: true,
    });
  const rollback = (token: string, betUuid: string) =>
    tx(token, { reference_transaction_uuid: betUuid });
  const roundOf = async (memberId: number) =>
    (
      await h.db.query<{ stake: number; win: number; status: string; closed_at: Date | null }>(
        'SELECT stake, win, status, closed_at FROM casino_rounds WHERE member_id = $1',
        [memberId],
      )
    )[0];

  it('user/info and user/balance answer the member, nickname and cash', async () => {
    const { memberId, token } = await player(12_345);
    const info = await call('user/info', { request_uuid: 'q1', token });
    expect(info).toMatchObject({
      status: 'RS_OK',
      request_uuid: 'q1',
      user: String(memberId),
      balance: 12_345,
      currency: 'KRW',
      country: 'KR',
    });
    expect(typeof info.nickname).toBe('string');
    expect(await call('user/balance', { request_uuid: 'q2', token })).toMatchObject({
      status: 'RS_OK',
      balance: 12_345,
    });
    expect(await call('user/balance', { request_uuid: 'q3', token: 'nope' })).toEqual({
      status: 'RS_ERROR_INVALID_TOKEN',
      request_uuid: 'q3',
      currency: 'KRW',
    });
  });

  it('a bet and its win move cash through the house and close the round', async () => {
    const { memberId, token } = await player();
    const b = bet(token, 3_000);
    expect(await call('transaction/bet', b)).toMatchObject({ status: 'RS_OK', balance: 97_000 });
    const w = win(token, b, 7_500);
    expect(await call('transaction/win', w)).toMatchObject({ status: 'RS_OK', balance: 104_500 });
    expect(await cash(memberId)).toBe(104_500);
    expect(await roundOf(memberId)).toMatchObject({ stake: 3_000, win: 7_500, status: 'closed' });
    const moves = await h.db.query<{ kind: string; idempotency_key: string }>(
      `SELECT t.kind, t.idempotency_key FROM ledger_transfers t
         JOIN casino_transactions c ON c.ledger_transfer_id = t.id
        WHERE c.member_id = $1 ORDER BY t.id`,
      [memberId],
    );
    expect(moves).toEqual([
      { kind: 'casino_bet', idempotency_key: `casino:1:${b.transaction_uuid}` },
      { kind: 'casino_win', idempotency_key: `casino:1:${w.transaction_uuid}` },
    ]);
    expect(h.bets.filter((e) => e.memberId === memberId).map((e) => e.event)).toContainEqual({
      type: 'balance',
      emoney: 104_500,
      point: 0,
    });
  });

  it('refuses a bet above the balance with the real balance, moving nothing', async () => {
    const { memberId, token } = await player(2_000);
    expect(await call('transaction/bet', bet(token, 2_001))).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 2_000,
      user: String(memberId),
    });
    expect(await cash(memberId)).toBe(2_000);
    expect(await roundOf(memberId)).toBeUndefined();
  });

  it('refuses wrong game, wrong currency and unknown tokens', async () => {
    const { memberId, token } = await player();
    const refusals = [
      [bet(token, 1_000, { game_code: 'video-5x3' }), 'RS_ERROR_INVALID_GAME'],
      [bet(token, 1_000, { currency: 'USD' }), 'RS_ERROR_WRONG_CURRENCY'],
      [bet('unknown-token', 1_000), 'RS_ERROR_INVALID_TOKEN'],
      [bet(token, -5), 'RS_ERROR_UNKNOWN'],
      [{ request_uuid: 'x' }, 'RS_ERROR_UNKNOWN'],
    ] as const;
    for (const [body, status] of refusals) {
      expect((await call('transaction/bet', body)).status).toBe(status);
    }
    expect(await cash(memberId)).toBe(100_000);
  });

  it('answers a repeat with the first result and the current balance; a changed body is a duplicate', async () => {
    const { memberId, token } = await player();
    const b = bet(token, 1_000);
    await call('transaction/bet', b);
    await call('transaction/bet', bet(token, 500));
    const again = await call('transaction/bet', { ...b, request_uuid: 'retry' });
    expect(again).toMatchObject({ status: 'RS_OK', request_uuid: 'retry', balance: 98_500 });
    expect(await call('transaction/bet', { ...b, amount: 2_000 })).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: 98_500,
    });
    const w = win(token, b, 4_000);
    await call('transaction/win', w);
    expect((await call('transaction/win', { ...w, request_uuid: 'w2' })).status).toBe('RS_OK');
    expect((await call('transaction/win', { ...w, amount: 9 })).status).toBe(
      'RS_ERROR_DUPLICATE_TRANSACTION',
    );
    expect(await cash(memberId)).toBe(102_500);
  });

  it('a rollback returns the stake once and marks the round rolled back', async () => {
    const { memberId, token } = await player();
    const b = bet(token, 4_000);
    await call('transaction/bet', b);
    const r = rollback(token, b.transaction_uuid);
    expect(await call('transaction/rollback', r)).toMatchObject({
      status: 'RS_OK',
      balance: 100_000,
    });
    expect((await call('transaction/rollback', { ...r, request_uuid: 'again' })).status).toBe(
      'RS_OK',
    );
    expect(await cash(memberId)).toBe(100_000);
    expect(await roundOf(memberId)).toMatchObject({ stake: 0, status: 'rolled_back' });
    // A win for the rolled-back bet is refused.
    expect((await call('transaction/win', win(token, b, 5_000))).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    expect(await cash(memberId)).toBe(100_000);
  });

  it('a rollback before its bet answers OK and leaves a tombstone; the late bet is refused', async () => {
    const { memberId, token } = await player();
    const b = bet(token, 1_000);
    expect(await call('transaction/rollback', rollback(token, b.transaction_uuid))).toMatchObject({
      status: 'RS_OK',
      balance: 100_000,
    });
    expect((await call('transaction/bet', b)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await cash(memberId)).toBe(100_000);
    const [tombstone] = await h.db.query<{ tombstone: boolean }>(
      'SELECT tombstone FROM casino_transactions WHERE reference_transaction_uuid = $1',
      [b.transaction_uuid],
    );
    expect(tombstone?.tombstone).toBe(true);
  });

  it('refuses wins for unknown bets, rollbacks of wins and rollbacks of won bets', async () => {
    const { memberId, token } = await player();
    expect((await call('transaction/win', win(token, bet(token, 1), 10))).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    const b = bet(token, 2_000);
    await call('transaction/bet', b);
    const w = win(token, b, 3_000);
    await call('transaction/win', w);
    expect((await call('transaction/rollback', rollback(token, w.transaction_uuid))).status).toBe(
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    );
    expect((await call('transaction/rollback', rollback(token, b.transaction_uuid))).status).toBe(
      'RS_ERROR_UNKNOWN',
    );
    expect(await cash(memberId)).toBe(101_000);
  });

  it("refuses a win or a rollback of one member's bet carried by another member's token", async () => {
    const a = await player();
    const b = await player();
    const stake = bet(a.token, 1_000);
    await call('transaction/bet', stake);
    const foreignWin = win(b.token, stake, 5_000);
    expect((await call('transaction/win', foreignWin)).status).toBe('RS_ERROR_INVALID_TOKEN');
    const foreignRollback = rollback(b.token, stake.transaction_uuid);
    expect((await call('transaction/rollback', foreignRollback)).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    expect(await cash(a.memberId)).toBe(99_000);
    expect(await cash(b.memberId)).toBe(100_000);
    const stored = await h.db.query(
      'SELECT 1 FROM casino_transactions WHERE transaction_uuid = ANY($1::text[])',
      [[foreignWin.transaction_uuid, foreignRollback.transaction_uuid]],
    );
    expect(stored).toEqual([]);
    // The bet's own member can still roll it back.
    expect(
      (await call('transaction/rollback', rollback(a.token, stake.transaction_uuid))).status,
    ).toBe('RS_OK');
    expect(await cash(a.memberId)).toBe(100_000);
  });

  it('an expired token refuses bets but wins and rollbacks are still paid, even with no token', async () => {
    const { memberId, token } = await player();
    const b1 = bet(token, 1_000);
    const b2 = bet(token, 2_000);
    await call('transaction/bet', b1);
    await call('transaction/bet', b2);
    await h.db.query(`UPDATE casino_launches SET expires_at = now() - interval '1 minute'`);
    expect((await call('transaction/bet', bet(token, 1_000))).status).toBe(
      'RS_ERROR_TOKEN_EXPIRED',
    );
    expect((await call('user/balance', { request_uuid: 'e', token })).status).toBe(
      'RS_ERROR_TOKEN_EXPIRED',
    );
    expect((await call('transaction/win', win('', b1, 5_000))).status).toBe('RS_OK');
    expect((await call('transaction/rollback', rollback('', b2.transaction_uuid))).status).toBe(
      'RS_OK',
    );
    expect(await cash(memberId)).toBe(104_000);
  });

  it('an ended login session refuses bets', async () => {
    const { memberId, token } = await player();
    await h.db.query(
      `UPDATE sessions SET ended_at = now(), ended_reason = 'logout' WHERE member_id = $1`,
      [memberId],
    );
    expect((await call('transaction/bet', bet(token, 1_000))).status).toBe(
      'RS_ERROR_TOKEN_EXPIRED',
    );
  });

  it('a barred member is refused bets (USER_DISABLED) but their win is paid', async () => {
    const { memberId, token } = await player();
    const b = bet(token, 1_000);
    await call('transaction/bet', b);
    await h.db.query('UPDATE members SET disable_slot_flag = 1 WHERE id = $1', [memberId]);
    expect(await call('transaction/bet', bet(token, 1_000))).toMatchObject({
      status: 'RS_ERROR_USER_DISABLED',
      balance: 99_000,
    });
    await h.db.query('UPDATE members SET disable_slot_flag = 0, blocked = TRUE WHERE id = $1', [
      memberId,
    ]);
    expect((await call('transaction/bet', bet(token, 1_000))).status).toBe(
      'RS_ERROR_USER_DISABLED',
    );
    expect((await call('transaction/win', win(token, b, 2_500))).status).toBe('RS_OK');
    expect(await cash(memberId)).toBe(101_500);
  });

  it('a game in maintenance refuses bets with INVALID_GAME', async () => {
    const { memberId, token } = await player(10_000, 'video-5x3');
    await h.db.query(
      `UPDATE casino_games SET status = 'maintenance' WHERE game_code = 'video-5x3'`,
    );
    const answer = await call('transaction/bet', bet(token, 1_000, { game_code: 'video-5x3' }));
    await h.db.query(`UPDATE casino_games SET status = 'on' WHERE game_code = 'video-5x3'`);
    expect(answer.status).toBe('RS_ERROR_INVALID_GAME');
    expect(await cash(memberId)).toBe(10_000);
  });

  it('logs every call with its answer, refused ones too, without the live token', async () => {
    const { token } = await player();
    const b = bet(token, 100_001);
    await call('transaction/bet', b);
    const [logged] = await h.db.query<Record<string, unknown>>(
      'SELECT * FROM casino_calls WHERE transaction_uuid = $1',
      [b.transaction_uuid],
    );
    expect(logged).toMatchObject({
      provider_id: 1,
      endpoint: 'transaction/bet',
      request_uuid: b.request_uuid,
      request_body: JSON.stringify({
        ...b,
        token: `[token sha256:${tokenHash(token).slice(0, 16)}]`,
      }),
      signature_ok: true,
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
    });
    expect(JSON.parse(String(logged!.response_body))).toMatchObject({ balance: 100_000 });
    expect(String(logged!.request_body)).not.toContain(token);
  });
});
