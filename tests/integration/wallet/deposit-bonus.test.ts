import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { transfer } from '../../../server/platform/ledger/transfer';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { depositBonusPoints } from '../../../server/wallet/deposit-bonus.service';
import type { DepositBonusRule } from '../../../common/contract/deposit-bonus.contract';
import type { WalletRequestView } from '../../../common/contract/wallet.contract';
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
import { createExtraMember, type ExtraMember } from '../helpers/extra-members';
import { dbTargets } from '../helpers/test-db';

let keySeq = 0;
const key = () => `bonus-test-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

describe('depositBonusPoints', () => {
  it('rounds down to the point and stops at the cap', () => {
    const rule = (percentHundredths: number, capPoints: number | null = null) => ({
      percentHundredths,
      capPoints,
    });
    expect(depositBonusPoints(12_345, rule(333))).toBe(411); // 411.0885
    expect(depositBonusPoints(99_999, rule(1))).toBe(9); // 9.9999
    expect(depositBonusPoints(10_000, rule(5))).toBe(5);
    expect(depositBonusPoints(10_000_000, rule(10_000))).toBe(10_000_000);
    expect(depositBonusPoints(130_000, rule(1_000, 5_000))).toBe(5_000);
    expect(depositBonusPoints(50_000, rule(1_000, 5_000))).toBe(5_000);
    expect(depositBonusPoints(40_000, rule(1_000, 5_000))).toBe(4_000);
    expect(depositBonusPoints(100_000, rule(0))).toBe(0);
    expect(depositBonusPoints(100_000, null)).toBe(0);
  });
});

describe.each(dbTargets)('deposit bonus on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let admin: LoggedIn;
  let demoId: number;
  let silver: ExtraMember;
  let silverSession: LoggedIn;
  let bronze: ExtraMember;
  let bronzeSession: LoggedIn;

  beforeAll(async () => {
    h = await startTestApp(target);
    demoId = await memberIdOf(h.db, DEMO.userId); // level 1
    silver = await createExtraMember(h.db, { prefix: 'silver', level: 2 });
    bronze = await createExtraMember(h.db, { prefix: 'bronze', level: 3 });
    [demo, admin, silverSession, bronzeSession] = await Promise.all([
      login(h.app, DEMO),
      login(h.app, ADMIN),
      login(h.app, silver.credentials),
      login(h.app, bronze.credentials),
    ]);
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  const post = (who: LoggedIn, url: string, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const putRules = (who: LoggedIn, rules: object[]) =>
    h.app.inject({
      method: 'PUT',
      url: '/api/admin/deposit-bonus',
      headers: who.headers,
      payload: { rules },
    });
  const charge = async (who: LoggedIn, amountWon: number): Promise<number> => {
    const res = await post(who, '/api/wallet/charge', {
      amountWon,
      depositorName: '홍길동',
      idempotencyKey: key(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ request: WalletRequestView }>().request.id;
  };
  const approve = (id: number) => post(admin, `/api/admin/wallet/requests/${id}/approve`);
  const balances = (memberId: number) => getMemberBalances(h.db, memberId);
  const bonusTransfers = (requestId: number) =>
    h.db.query<{ amount: number; from_kind: string; to_member: number }>(
      `SELECT t.amount, f.kind AS from_kind, a.member_id AS to_member
         FROM ledger_transfers t
         JOIN ledger_accounts f ON f.id = t.from_account_id
         JOIN ledger_accounts a ON a.id = t.to_account_id
        WHERE t.kind = 'deposit_bonus' AND t.reference = $1`,
      [`wallet-request:${requestId}`],
    );

  it('operators read and replace the rules per level; bad tables are 400s, members 403', async () => {
    const initial = await h.app.inject({
      method: 'GET',
      url: '/api/admin/deposit-bonus',
      headers: admin.headers,
    });
    const rules = initial.json<{ rules: DepositBonusRule[] }>().rules;
    expect(rules).toHaveLength(10);
    expect(rules.every((r) => r.percentHundredths === 0 && r.capPoints === null)).toBe(true);

    const bad: object[][] = [
      [{ level: 0, percentHundredths: 100, capPoints: null }],
      [{ level: 11, percentHundredths: 100, capPoints: null }],
      [{ level: 1, percentHundredths: 10_001, capPoints: null }],
      [{ level: 1, percentHundredths: -1, capPoints: null }],
      [{ level: 1, percentHundredths: 2.5, capPoints: null }],
      [{ level: 1, percentHundredths: 100, capPoints: 0 }],
      [{ level: 1, percentHundredths: 100 }],
      [
        { level: 1, percentHundredths: 100, capPoints: null },
        { level: 1, percentHundredths: 200, capPoints: null },
      ],
    ];
    for (const body of bad) {
      expect(outcome(await putRules(admin, body)), JSON.stringify(body)).toMatchObject({
        status: 400,
        code: 'VALIDATION',
      });
    }
    expect((await putRules(demo, [])).statusCode).toBe(403);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/admin/deposit-bonus',
          headers: demo.headers,
        })
      ).statusCode,
    ).toBe(403);

    const saved = await putRules(admin, [
      { level: 1, percentHundredths: 333, capPoints: null },
      { level: 2, percentHundredths: 1_000, capPoints: 5_000 },
    ]);
    expect(saved.statusCode).toBe(200);
    const after = saved.json<{ rules: DepositBonusRule[] }>().rules;
    expect(after.slice(0, 3)).toEqual([
      { level: 1, percentHundredths: 333, capPoints: null },
      { level: 2, percentHundredths: 1_000, capPoints: 5_000 },
      { level: 3, percentHundredths: 0, capPoints: null },
    ]);
    const audits = await h.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target = 'deposit-bonus'`,
    );
    expect(audits).toEqual([{ action: 'depositBonus.rules' }]);
  });

  it('an approved charge pays the level bonus with the cash, in the same transaction', async () => {
    const before = await balances(demoId);
    const id = await charge(demo, 100_000);
    h.bets.length = 0;
    expect((await approve(id)).statusCode).toBe(200);
    const bonus = Math.floor((100_000 * 333) / 10_000); // 3,330
    expect(await balances(demoId)).toEqual({
      emoney: before.emoney + 100_000,
      point: before.point + bonus,
    });
    expect(await bonusTransfers(id)).toEqual([
      { amount: bonus, from_kind: 'promotions', to_member: demoId },
    ]);
    // One transaction: both transfers carry its start time (now() is fixed per transaction).
    const stamps = await h.db.query<{ kind: string; created_at: string }>(
      `SELECT kind, created_at FROM ledger_transfers WHERE reference = $1 ORDER BY id`,
      [`wallet-request:${id}`],
    );
    expect(stamps.map((s) => s.kind)).toEqual(['charge', 'deposit_bonus']);
    expect(stamps[0]!.created_at).toBe(stamps[1]!.created_at);
    // The member's live balance carries the bonus too.
    expect(h.bets.at(-1)).toEqual({
      memberId: demoId,
      event: { type: 'balance', emoney: before.emoney + 100_000, point: before.point + bonus },
    });
  });

  it('rounds down on an odd amount (12,345원 × 3.33 % → 411P)', async () => {
    // The form's 10,000원 unit never makes a fraction; a request of any amount must still.
    const [row] = await h.db.query<{ id: number }>(
      `INSERT INTO wallet_requests (member_id, kind, amount_won, charge_type, depositor_name,
                                    idempotency_key, created_at)
       VALUES ($1, 'charge', 12345, 7, '홍길동', $2, now()) RETURNING id`,
      [demoId, key()],
    );
    const before = await balances(demoId);
    expect((await approve(row!.id)).statusCode).toBe(200);
    expect(await balances(demoId)).toEqual({
      emoney: before.emoney + 12_345,
      point: before.point + 411,
    });
  });

  it('the cap stops the bonus; a level without a rule and a rejected charge pay none', async () => {
    const silverBefore = await balances(silver.id);
    const capped = await charge(silverSession, 130_000); // 10 % = 13,000 → cap 5,000
    await approve(capped);
    const atCap = await charge(silverSession, 50_000); // exactly 5,000
    await approve(atCap);
    const under = await charge(silverSession, 40_000); // 4,000
    await approve(under);
    expect(await balances(silver.id)).toEqual({
      emoney: silverBefore.emoney + 220_000,
      point: silverBefore.point + 5_000 + 5_000 + 4_000,
    });

    const noRule = await charge(bronzeSession, 100_000);
    await approve(noRule);
    expect(await bonusTransfers(noRule)).toEqual([]);
    expect((await balances(bronze.id)).point).toBe(0);

    const refused = await charge(silverSession, 100_000);
    const before = await balances(silver.id);
    const res = await post(admin, `/api/admin/wallet/requests/${refused}/reject`, {
      reason: '입금 확인 불가',
    });
    expect(res.statusCode).toBe(200);
    expect(await bonusTransfers(refused)).toEqual([]);
    expect(await balances(silver.id)).toEqual(before);
    // Approving it after the rejection is refused: still no bonus.
    expect(outcome(await approve(refused))).toEqual({
      status: 409,
      code: 'WALLET_REQUEST_DECIDED',
    });
    expect(await bonusTransfers(refused)).toEqual([]);
  });

  it('a failing bonus takes the cash credit back with it (nothing half-written)', async () => {
    const id = await charge(demo, 20_000);
    // Someone already used this request's bonus key for another amount: the bonus transfer is
    // refused as a conflict, so the whole approval must roll back.
    await h.db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: `deposit-bonus:${id}`,
        kind: 'deposit_bonus',
        from: { system: 'promotions', currency: 'POINT' },
        to: { memberId: demoId, kind: 'member_point' },
        amount: 1,
      }),
    );
    const before = await balances(demoId);
    expect(outcome(await approve(id))).toEqual({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    expect(await balances(demoId)).toEqual(before);
    const [request] = await h.db.query<{ status: string }>(
      'SELECT status FROM wallet_requests WHERE id = $1',
      [id],
    );
    expect(request).toEqual({ status: 'pending' });
    const charges = await h.db.query(
      `SELECT 1 FROM ledger_transfers WHERE kind = 'charge' AND reference = $1`,
      [`wallet-request:${id}`],
    );
    expect(charges).toEqual([]);
    await post(admin, `/api/admin/wallet/requests/${id}/reject`, { reason: '테스트 정리' });
  });
});
