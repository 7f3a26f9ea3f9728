/**
 * The daily reconciliation of the casino operator desk (the provider's
 * transactions beside our ledger movements, which must match to the won). First the comparison on
 * given inputs; then the real thing: the whole app listening, the demo provider playing slot
 * spins through our wallet over HTTP, and the desk fetching the provider's own report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareTransactions,
  type OurTransaction,
  type TheirTransaction,
} from '../../../server/casino/admin/reconcile-compare';
import { transfer } from '../../../server/platform/ledger/transfer';
import { seoulDay } from '../../../server/platform/lib/seoul-day';
import { ADMIN, login, outcome, type LoggedIn } from '../helpers/app-harness';
import { startProviderHarness, type ProviderHarness } from '../helpers/demo-provider-harness';
import { dbTargets } from '../helpers/test-db';

const their = (
  uuid: string,
  kind: TheirTransaction['kind'],
  amount: number,
  status: TheirTransaction['status'] = 'ok',
  reference: string | null = null,
): TheirTransaction => ({
  transactionUuid: uuid,
  kind,
  referenceTransactionUuid: reference,
  roundRef: 'r1',
  user: '7',
  amount,
  status,
  createdAt: '2026-11-24T01:00:00.000Z',
});
const our = (
  uuid: string,
  kind: OurTransaction['kind'],
  amount: number,
  opts: { reference?: string; tombstone?: boolean } = {},
): OurTransaction => ({
  transactionUuid: uuid,
  kind,
  referenceTransactionUuid: opts.reference ?? null,
  roundRef: 'r1',
  amount,
  tombstone: opts.tombstone ?? false,
});

describe('reconciliation comparison', () => {
  it('matches id by id and totals both sides', () => {
    const result = compareTransactions(
      [their('b1', 'bet', 1000), their('w1', 'win', 1950, 'ok', 'b1')],
      [our('b1', 'bet', 1000), our('w1', 'win', 1950, { reference: 'b1' })],
    );
    expect(result.lines.map((l) => l.status)).toEqual(['matched', 'matched']);
    expect(result.theirs).toEqual({ bets: 1000, wins: 1950, rollbacks: 0, net: -950 });
    expect(result.ours).toEqual(result.theirs);
  });

  it('names what is missing on either side and what differs, differences first', () => {
    const result = compareTransactions(
      [their('b1', 'bet', 1000), their('b2', 'bet', 500), their('w1', 'win', 2000)],
      [our('b1', 'bet', 1000), our('w1', 'win', 1900), our('b3', 'bet', 700)],
    );
    const byId = Object.fromEntries(result.lines.map((l) => [l.transactionUuid, l]));
    expect(byId.b2).toMatchObject({ status: 'missing_ours', theirAmount: 500, ourAmount: null });
    expect(byId.b3).toMatchObject({ status: 'missing_theirs', theirAmount: null, ourAmount: 700 });
    expect(byId.w1).toMatchObject({ status: 'amount_differs', theirAmount: 2000, ourAmount: 1900 });
    expect(result.lines.at(-1)!.status).toBe('matched');
    expect(result.theirs.net).toBe(1500 - 2000);
    expect(result.ours.net).toBe(1700 - 1900);
  });

  it('leaves refused calls out, counts a rolled-back bet and its rollback on both sides', () => {
    const result = compareTransactions(
      [
        their('b0', 'bet', 9000, 'failed'),
        their('b1', 'bet', 1000, 'rolled_back'),
        their('r1', 'rollback', 1000, 'ok', 'b1'),
      ],
      [our('b1', 'bet', 1000), our('r1', 'rollback', 1000, { reference: 'b1' })],
    );
    expect(result.lines.map((l) => [l.transactionUuid, l.status])).toEqual([
      ['b1', 'matched'],
      ['r1', 'matched'],
    ]);
    expect(result.theirs).toEqual({ bets: 1000, wins: 0, rollbacks: 1000, net: 0 });
    expect(result.ours).toEqual(result.theirs);
  });

  it('explains a bet that never reached us and its rollback by our tombstone', () => {
    const result = compareTransactions(
      [their('b1', 'bet', 1000, 'rolled_back'), their('r1', 'rollback', 1000, 'ok', 'b1')],
      [our('r1', 'rollback', 0, { reference: 'b1', tombstone: true })],
    );
    expect(result.lines.map((l) => l.status)).toEqual(['tombstone', 'tombstone']);
    expect(result.theirs.net).toBe(0);
    expect(result.ours.net).toBe(0);
  });

  it('shows a win the provider is still retrying as pending, outside its totals', () => {
    const result = compareTransactions(
      [their('b1', 'bet', 1000), their('w1', 'win', 3000, 'pending', 'b1')],
      [our('b1', 'bet', 1000), our('w1', 'win', 3000, { reference: 'b1' })],
    );
    expect(result.lines.map((l) => [l.transactionUuid, l.status, l.theirAmount])).toEqual([
      ['w1', 'pending', null],
      ['b1', 'matched', 1000],
    ]);
    expect(result.theirs.wins).toBe(0);
    expect(result.ours.wins).toBe(3000);
  });

  it('flags a bet of ours the provider reports as refused', () => {
    const result = compareTransactions(
      [their('b1', 'bet', 1000, 'failed')],
      [our('b1', 'bet', 1000)],
    );
    expect(result.lines).toEqual([
      expect.objectContaining({ status: 'missing_theirs', theirAmount: null, ourAmount: 1000 }),
    ]);
  });
});

describe.each(dbTargets)('reconciliation against the demo provider on %s', (target) => {
  let p: ProviderHarness;
  let admin: LoggedIn;
  let today: string;

  const report = () =>
    p.h.app.inject({
      method: 'GET',
      url: `/api/admin/casino/reconciliation?providerId=1&date=${today}`,
      headers: admin.headers,
    });

  beforeAll(async () => {
    p = await startProviderHarness(target);
    admin = await login(p.h.app, ADMIN);
    today = seoulDay(p.clock.now().getTime()).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
  }, 60_000);
  afterAll(() => p?.close());

  it("matches the provider's report to the won after real spins", async () => {
    const member = await p.member(50_000, 'classic-3x3');
    const session = await p.openSession(member, 'classic-3x3');
    let stakes = 0;
    let wins = 0;
    for (let i = 0; i < 6; i += 1) {
      const spin = await p.call('POST', '/slot/spin', { stake: 1_000 }, session.sessionToken);
      expect(spin.status).toBe(200);
      stakes += spin.json.stake;
      wins += spin.json.win;
    }

    const response = await report();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ providerId: 1, date: today, netMatches: true });
    expect(body.theirs).toEqual({
      bets: stakes,
      wins,
      rollbacks: 0,
      net: stakes - wins,
    });
    expect(body.ours).toEqual(body.theirs);
    expect(body.ledger).toEqual(body.theirs);
    expect(body.lines.length).toBeGreaterThanOrEqual(6);
    expect(body.lines.every((l: { status: string }) => l.status === 'matched')).toBe(true);
  });

  it('shows a movement the provider does not know, and the net no longer matches', async () => {
    const member = await p.member(10_000, 'classic-3x3');
    // A bet recorded on our side only (as if a provider's record had been lost).
    await p.h.db.transaction(async (tx) => {
      const moved = await transfer(tx, {
        idempotencyKey: 'casino:1:ghost-bet',
        kind: 'casino_bet',
        from: { memberId: member.id, kind: 'member_cash' },
        to: { system: 'casino_house', currency: 'KRW', shard: 1 },
        amount: 2_500,
      });
      await tx.query(
        `INSERT INTO casino_transactions (provider_id, transaction_uuid, kind, member_id, amount,
           body_sha256, status, balance_after, ledger_transfer_id, created_at)
         VALUES (1, 'ghost-bet', 'bet', $1, 2500, 'h', 'RS_OK', 7500, $2, $3)`,
        [member.id, moved.transferId, p.clock.now()],
      );
    });
    const body = (await report()).json();
    expect(body.netMatches).toBe(false);
    expect(body.lines[0]).toMatchObject({
      transactionUuid: 'ghost-bet',
      status: 'missing_theirs',
      ourAmount: 2_500,
      theirAmount: null,
    });
    expect(body.ledger.net - body.theirs.net).toBe(2_500);
  });

  it("reports an operator's stuck-round rollback apart from the wallet's movements", async () => {
    const member = await p.member(10_000, 'baccarat-1');
    const before = (await report()).json();
    const roundId = await p.h.db.transaction(async (tx) => {
      const [round] = await tx.query<{ id: number }>(
        `INSERT INTO casino_rounds (provider_id, round_ref, member_id, game_id, kind, stake,
           status, opened_at)
         SELECT 1, 'stuck-round', $1, id, kind, 4000, 'open', $2 FROM casino_games
          WHERE game_code = 'baccarat-1' RETURNING id`,
        [member.id, p.clock.now()],
      );
      const moved = await transfer(tx, {
        idempotencyKey: 'casino:1:stuck-bet',
        kind: 'casino_bet',
        from: { memberId: member.id, kind: 'member_cash' },
        to: { system: 'casino_house', currency: 'KRW', shard: 1 },
        amount: 4_000,
      });
      await tx.query(
        `INSERT INTO casino_transactions (provider_id, transaction_uuid, kind, member_id, round_id,
           amount, body_sha256, status, balance_after, ledger_transfer_id, created_at)
         VALUES (1, 'stuck-bet', 'bet', $1, $2, 4000, 'h', 'RS_OK', 6000, $3, $4)`,
        [member.id, round!.id, moved.transferId, p.clock.now()],
      );
      return round!.id;
    });
    const rolledBack = await p.h.app.inject({
      method: 'POST',
      url: `/api/admin/casino/stuck-rounds/${roundId}/rollback`,
      headers: admin.headers,
      payload: { reason: '게임사 응답 없음' },
    });
    expect(rolledBack.statusCode).toBe(200);

    const body = (await report()).json();
    expect(body.operator).toEqual({
      rollbacks: before.operator.rollbacks + 4_000,
      wins: before.operator.wins,
    });
    expect(body.ledger.rollbacks).toBe(before.ledger.rollbacks);
    expect(body.ledger.bets).toBe(before.ledger.bets + 4_000);
    expect(body.lines).toContainEqual(
      expect.objectContaining({ transactionUuid: 'stuck-bet', status: 'missing_theirs' }),
    );
  });

  it('refuses with a Korean 502 when the provider does not give its report, and 400/404 on bad input', async () => {
    const [provider] = await p.h.db.query<{ report_key: string }>(
      'SELECT report_key FROM casino_providers WHERE id = 1',
    );
    const key = provider!.report_key;
    await p.h.db.query(`UPDATE casino_providers SET report_key = 'wrong' WHERE id = 1`);
    const refused = await report();
    expect(outcome(refused)).toEqual({ status: 502, code: 'CASINO_REPORT_UNAVAILABLE' });
    expect(refused.json().message).toMatch(/[가-힣]/);
    await p.h.db.query('UPDATE casino_providers SET report_key = $1 WHERE id = 1', [key]);

    const badDate = await p.h.app.inject({
      method: 'GET',
      url: '/api/admin/casino/reconciliation?providerId=1&date=2026-13-01',
      headers: admin.headers,
    });
    expect(badDate.statusCode).toBe(400);
    const unknown = await p.h.app.inject({
      method: 'GET',
      url: `/api/admin/casino/reconciliation?providerId=77&date=${today}`,
      headers: admin.headers,
    });
    expect(outcome(unknown)).toEqual({ status: 404, code: 'CASINO_PROVIDER_NOT_FOUND' });
  });
});
