/**
 * Stuck rounds on the casino operator desk: a round still open long
 * after it opened is listed; the operator refunds its standing stakes (rollback) or closes it
 * with a win (settle) — through the ledger, in one transaction with its audit row, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/platform/db/db';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { transfer } from '../../../server/platform/ledger/transfer';
import { casinoHouse, houseShardOf } from '../../../server/casino/casino-house';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { createExtraMember, type ExtraMember } from '../helpers/extra-members';
import {
  ADMIN,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { fund } from '../helpers/ledger-fixtures';
import { dbTargets } from '../helpers/test-db';

const MINUTE_MS = 60_000;

let serial = 0;

/**
 * An open round of `memberId` with its bets, as the wallet leaves one: each bet a casino_bet
 * transfer (member cash → the provider's casino_house) and a casino_transactions row.
 */
async function openRound(db: Db, memberId: number, stakes: number[], openedMinutesAgo: number) {
  serial += 1;
  const ref = `stuck-${serial}-${Math.random().toString(36).slice(2, 8)}`;
  const openedAt = new Date(Date.now() - openedMinutesAgo * MINUTE_MS);
  return db.transaction(async (tx) => {
    const [round] = await tx.query<{ id: number }>(
      `INSERT INTO casino_rounds (provider_id, round_ref, member_id, game_id, kind, stake, status, opened_at)
       SELECT 1, $1, $2, id, kind, $3, 'open', $4 FROM casino_games WHERE game_code = 'baccarat-1'
       RETURNING id`,
      [ref, memberId, stakes.reduce((a, b) => a + b, 0), openedAt],
    );
    for (const [i, stake] of stakes.entries()) {
      const uuid = `${ref}-bet-${i}`;
      const moved = await transfer(tx, {
        idempotencyKey: `casino:1:${uuid}`,
        kind: 'casino_bet',
        from: { memberId, kind: 'member_cash' },
        to: casinoHouse(1, memberId),
        amount: stake,
      });
      await tx.query(
        `INSERT INTO casino_transactions (provider_id, transaction_uuid, kind, member_id, round_id,
           amount, body_sha256, status, balance_after, ledger_transfer_id, created_at)
         VALUES (1, $1, 'bet', $2, $3, $4, 'h', 'RS_OK', 0, $5, $6)`,
        [uuid, memberId, round!.id, stake, moved.transferId, openedAt],
      );
    }
    return round!.id;
  });
}

describe.each(dbTargets)('casino stuck rounds on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let member: ExtraMember;

  const post = (url: string, payload: object) =>
    h.app.inject({ method: 'POST', url, headers: admin.headers, payload });
  const cash = async () => (await getMemberBalances(h.db, member.id)).emoney;
  const transfersWithKey = (key: string) =>
    h.db.query<{ kind: string; amount: number }>(
      'SELECT kind, amount FROM ledger_transfers WHERE idempotency_key = $1',
      [key],
    );
  /** The house row a transfer moved money from or to (the member's own row, as the wallet uses). */
  const houseShardsOfTransfer = (key: string) =>
    h.db.query<{ shard: number }>(
      `SELECT a.shard FROM ledger_transfers t
         JOIN ledger_accounts a ON a.id IN (t.from_account_id, t.to_account_id)
        WHERE t.idempotency_key = $1 AND a.kind = 'casino_house'`,
      [key],
    );
  const audits = (action: string, roundId: number) =>
    h.db.query<{ after: Record<string, unknown> }>(
      'SELECT after FROM audit_log WHERE action = $1 AND target = $2',
      [action, `casino-round:${roundId}`],
    );

  beforeAll(async () => {
    h = await startTestApp(target);
    admin = await login(h.app, ADMIN);
    // A member whose house row is not the provider's first, so a refund from another row shows.
    do member = await createExtraMember(h.db, { prefix: 'stuck' });
    while (houseShardOf(1, member.id) === 1);
    await fund(h.db, member.id, 100_000);
  }, 60_000);
  afterAll(() => h?.close());

  it('lists rounds still open past the threshold, oldest first', async () => {
    const old = await openRound(h.db, member.id, [1_000], 120);
    const older = await openRound(h.db, member.id, [1_000], 240);
    const fresh = await openRound(h.db, member.id, [1_000], 5);
    const page = (
      await h.app.inject({
        method: 'GET',
        url: '/api/admin/casino/stuck-rounds?olderThanMinutes=60',
        headers: admin.headers,
      })
    ).json();
    const ids = page.items.map((r: { id: number }) => r.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(old));
    expect(ids).toContain(old);
    expect(ids).not.toContain(fresh);
  });

  it('rolls a stuck round back: stakes refunded once, bets marked, audited, ledger sound', async () => {
    const roundId = await openRound(h.db, member.id, [3_000, 2_000], 90);
    const before = await cash();

    const response = await post(`/api/admin/casino/stuck-rounds/${roundId}/rollback`, {
      reason: '게임사 서버 장애',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      movedWon: 5_000,
      round: { id: roundId, status: 'rolled_back' },
    });
    expect(await cash()).toBe(before + 5_000);
    expect(await houseShardsOfTransfer(`casino:admin-rollback:${roundId}`)).toEqual([
      { shard: houseShardOf(1, member.id) },
    ]);
    expect(await transfersWithKey(`casino:admin-rollback:${roundId}`)).toEqual([
      { kind: 'casino_rollback', amount: 5_000 },
    ]);
    const bets = await h.db.query<{ rolled_back: boolean }>(
      'SELECT rolled_back FROM casino_transactions WHERE round_id = $1',
      [roundId],
    );
    expect(bets.map((b) => b.rolled_back)).toEqual([true, true]);
    expect(await audits('casinoRound.rollback', roundId)).toEqual([
      { after: expect.objectContaining({ refundedWon: 5_000, reason: '게임사 서버 장애' }) },
    ]);
    expect(h.bets).toContainEqual(
      expect.objectContaining({
        memberId: member.id,
        event: expect.objectContaining({ type: 'balance' }),
      }),
    );

    const again = await post(`/api/admin/casino/stuck-rounds/${roundId}/rollback`, {
      reason: '두 번째',
    });
    expect(outcome(again)).toEqual({ status: 409, code: 'CASINO_ROUND_NOT_OPEN' });
    expect(again.json().message).toMatch(/[가-힣]/);
    const settleAfter = await post(`/api/admin/casino/stuck-rounds/${roundId}/settle`, {
      winWon: 1_000,
      reason: '두 번째',
    });
    expect(outcome(settleAfter)).toEqual({ status: 409, code: 'CASINO_ROUND_NOT_OPEN' });
    expect(await cash()).toBe(before + 5_000);
    expect(await audits('casinoRound.rollback', roundId)).toHaveLength(1);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it('settles a stuck round with the win the operator enters, once', async () => {
    const roundId = await openRound(h.db, member.id, [4_000], 90);
    const before = await cash();
    const response = await post(`/api/admin/casino/stuck-rounds/${roundId}/settle`, {
      winWon: 7_600,
      reason: '영상 확인 후 뱅커 승',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      movedWon: 7_600,
      round: { status: 'closed', stake: 4_000, win: 7_600 },
    });
    expect(response.json().round.closedAt).not.toBeNull();
    expect(await cash()).toBe(before + 7_600);
    expect(await transfersWithKey(`casino:admin-settle:${roundId}`)).toEqual([
      { kind: 'casino_win', amount: 7_600 },
    ]);
    expect(await audits('casinoRound.settle', roundId)).toEqual([
      { after: expect.objectContaining({ paidWon: 7_600, status: 'closed' }) },
    ]);
    const again = await post(`/api/admin/casino/stuck-rounds/${roundId}/settle`, {
      winWon: 7_600,
      reason: '다시',
    });
    expect(outcome(again)).toEqual({ status: 409, code: 'CASINO_ROUND_NOT_OPEN' });
    expect(await cash()).toBe(before + 7_600);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it('refuses to roll back a round that already paid a win (settle closes it instead)', async () => {
    const roundId = await openRound(h.db, member.id, [2_000], 90);
    await h.db.query('UPDATE casino_rounds SET win = 1000 WHERE id = $1', [roundId]);
    const before = await cash();
    const refused = await post(`/api/admin/casino/stuck-rounds/${roundId}/rollback`, {
      reason: '롤백 시도',
    });
    expect(outcome(refused)).toEqual({ status: 409, code: 'CASINO_ROUND_HAS_WIN' });
    expect(await cash()).toBe(before);
    expect(await transfersWithKey(`casino:admin-rollback:${roundId}`)).toEqual([]);
    const settled = await post(`/api/admin/casino/stuck-rounds/${roundId}/settle`, {
      winWon: 0,
      reason: '이미 지급된 당첨으로 종료',
    });
    expect(settled.json()).toMatchObject({ round: { status: 'closed', win: 1_000 } });
  });

  it('closes a round as lost with a zero win, moving nothing', async () => {
    const roundId = await openRound(h.db, member.id, [1_000], 90);
    const before = await cash();
    const response = await post(`/api/admin/casino/stuck-rounds/${roundId}/settle`, {
      winWon: 0,
      reason: '패배 처리',
    });
    expect(response.json()).toMatchObject({ movedWon: 0, round: { status: 'closed', win: 0 } });
    expect(await cash()).toBe(before);
    expect(await transfersWithKey(`casino:admin-settle:${roundId}`)).toEqual([]);
  });

  it('refuses bad input and unknown rounds with a Korean 4xx, writing nothing', async () => {
    const roundId = await openRound(h.db, member.id, [1_000], 90);
    for (const body of [
      { reason: '' },
      { winWon: -1, reason: 'x' },
      { winWon: 1.5, reason: 'x' },
    ]) {
      const url = `/api/admin/casino/stuck-rounds/${roundId}/${'winWon' in body ? 'settle' : 'rollback'}`;
      const response = await post(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/[가-힣]/);
    }
    expect(
      outcome(await post('/api/admin/casino/stuck-rounds/987654/rollback', { reason: 'x' })),
    ).toEqual({
      status: 404,
      code: 'CASINO_ROUND_NOT_FOUND',
    });
    const [round] = await h.db.query<{ status: string }>(
      'SELECT status FROM casino_rounds WHERE id = $1',
      [roundId],
    );
    expect(round!.status).toBe('open');
    expect(await audits('casinoRound.rollback', roundId)).toEqual([]);
  });
});
