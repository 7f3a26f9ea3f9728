/**
 * The withdrawal bank account: registered once with the withdrawal PIN, a
 * change needs the PIN and waits for the operator, and the exchange request carries the account
 * in force when the member asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/platform/lib/password-hasher';
import type {
  AdminBankAccountChange,
  BankAccountState,
} from '../../../common/contract/member-admin.contract';
import type { AdminWalletRequestView } from '../../../common/contract/wallet.contract';
import {
  ADMIN,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { createExtraMember, type ExtraMember } from '../helpers/extra-members';
import { dbTargets } from '../helpers/test-db';

const PIN = '4321';
const FIRST = { bankName: '신한은행', accountNumber: '110-123-456789', holder: '홍길동' };
const SECOND = { bankName: '카카오뱅크', accountNumber: '3333-01-2345678', holder: '홍길동' };
const THIRD = { bankName: '토스뱅크', accountNumber: '1000-1234-5678', holder: '홍길동' };
let keySeq = 0;
const key = () => `bank-test-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

describe.each(dbTargets)('withdrawal bank account on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let member: ExtraMember;
  let me: LoggedIn;

  beforeAll(async () => {
    h = await startTestApp(target);
    admin = await login(h.app, ADMIN);
    member = await createExtraMember(h.db, { prefix: 'bank' });
    await h.db.query('UPDATE members SET withdraw_password_hash = $2 WHERE id = $1', [
      member.id,
      await hashPassword(PIN),
    ]);
    me = await login(h.app, member.credentials);
    const funded = await h.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/balance`,
      headers: admin.headers,
      payload: { currency: 'cash', amount: 500_000, reason: '테스트 지급', idempotencyKey: key() },
    });
    expect(funded.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => h?.close());

  const as = (who: LoggedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const submit = (body: object) => as(me, 'POST', '/api/wallet/bank-account', body);
  const myState = async () =>
    (await as(me, 'GET', '/api/wallet/bank-account')).json<BankAccountState>();
  const counts = async () => {
    const [row] = await h.db.query<{ accounts: number; changes: number; audits: number }>(
      `SELECT (SELECT count(*) FROM member_bank_accounts) AS accounts,
              (SELECT count(*) FROM bank_account_changes) AS changes,
              (SELECT count(*) FROM audit_log) AS audits`,
    );
    return row!;
  };
  const exchangeAndShow = async () => {
    const asked = await as(me, 'POST', '/api/wallet/exchange', {
      amountWon: 10_000,
      withdrawPassword: PIN,
      idempotencyKey: key(),
    });
    expect(asked.statusCode).toBe(200);
    const id = asked.json<{ request: { id: number } }>().request.id;
    const page = (await as(admin, 'GET', '/api/admin/wallet/requests?kind=exchange')).json<{
      items: AdminWalletRequestView[];
    }>();
    const shown = page.items.find((r) => r.id === id)!;
    // Rejected at once, so the member may ask again (one pending exchange at a time).
    const rejected = await as(admin, 'POST', `/api/admin/wallet/requests/${id}/reject`, {
      reason: '테스트',
    });
    expect(rejected.statusCode).toBe(200);
    return shown;
  };

  it('refuses bad input and a wrong PIN, writing nothing', async () => {
    expect(await myState()).toEqual({ account: null, pending: null, lastRejected: null });
    // Without an account the exchange request carries none (the operator sees it missing).
    expect((await exchangeAndShow()).payoutAccount).toBeUndefined();
    const before = await counts();
    const good = { ...FIRST, withdrawPassword: PIN };
    const cases: [object, number, string][] = [
      [{ ...good, bankName: '없는은행' }, 400, 'VALIDATION'],
      [{ ...good, accountNumber: '12ab5678' }, 400, 'VALIDATION'],
      [{ ...good, accountNumber: '1234567' }, 400, 'VALIDATION'],
      [{ ...good, accountNumber: '1'.repeat(21) }, 400, 'VALIDATION'],
      [{ ...good, holder: '   ' }, 400, 'VALIDATION'],
      [{ ...good, holder: '홍\u0007길동' }, 400, 'VALIDATION'],
      [{ ...good, withdrawPassword: '' }, 400, 'VALIDATION'],
      [{ ...good, withdrawPassword: '0000' }, 400, 'WRONG_WITHDRAW_PASSWORD'],
    ];
    for (const [body, status, code] of cases) {
      const response = await submit(body);
      expect(outcome(response), JSON.stringify(body)).toEqual({ status, code });
      expect(response.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    expect(await counts()).toEqual(before);
    expect(await myState()).toEqual({ account: null, pending: null, lastRejected: null });
  });

  it('registers the first account at once and shows it on the exchange request', async () => {
    const response = await submit({ ...FIRST, withdrawPassword: PIN });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'registered',
      state: {
        account: { bankName: '신한은행', accountNumber: '110123456789', holder: '홍길동' },
        pending: null,
      },
    });
    const shown = await exchangeAndShow();
    expect(shown.payoutAccount).toEqual({
      bankName: '신한은행',
      accountNumber: '110123456789',
      holder: '홍길동',
    });
    const [audit] = await h.db.query<{ actor_id: number; after: unknown }>(
      `SELECT actor_id, after FROM audit_log WHERE action = 'bankAccount.register'`,
    );
    // The member is the actor; the log keeps only the last four digits.
    expect(audit).toEqual({
      actor_id: member.id,
      after: { bankName: '신한은행', accountNumber: '****6789', holder: '홍길동' },
    });
  });

  it('keeps a change pending until the operator approves it, then pays to the new account', async () => {
    expect(outcome(await submit({ ...FIRST, withdrawPassword: PIN }))).toEqual({
      status: 409,
      code: 'BANK_ACCOUNT_SAME',
    });
    const before = await counts();
    expect(outcome(await submit({ ...SECOND, withdrawPassword: '9999' }))).toEqual({
      status: 400,
      code: 'WRONG_WITHDRAW_PASSWORD',
    });
    expect(await counts()).toEqual(before);

    const asked = await submit({ ...SECOND, withdrawPassword: PIN });
    expect(asked.json()).toMatchObject({
      outcome: 'pending',
      state: {
        account: { bankName: '신한은행' },
        pending: { bankName: '카카오뱅크', accountNumber: '3333012345678' },
      },
    });
    expect(outcome(await submit({ ...THIRD, withdrawPassword: PIN }))).toEqual({
      status: 409,
      code: 'BANK_ACCOUNT_CHANGE_PENDING',
    });
    // Still the old account while the change waits.
    expect((await exchangeAndShow()).payoutAccount).toMatchObject({ bankName: '신한은행' });

    const queue = (
      await as(admin, 'GET', '/api/admin/wallet/bank-account-changes?status=pending')
    ).json<{ items: AdminBankAccountChange[] }>();
    const change = queue.items.find((c) => c.memberId === member.id)!;
    expect(change).toMatchObject({
      bankName: '카카오뱅크',
      status: 'pending',
      current: { bankName: '신한은행', accountNumber: '110123456789', holder: '홍길동' },
    });
    // A member cannot decide their own change.
    expect(
      (await as(me, 'POST', `/api/admin/wallet/bank-account-changes/${change.id}/approve`))
        .statusCode,
    ).toBe(403);

    const approved = await as(
      admin,
      'POST',
      `/api/admin/wallet/bank-account-changes/${change.id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      change: { status: 'approved', current: { bankName: '카카오뱅크' } },
    });
    expect(
      outcome(
        await as(admin, 'POST', `/api/admin/wallet/bank-account-changes/${change.id}/approve`),
      ),
    ).toEqual({ status: 409, code: 'BANK_ACCOUNT_CHANGE_DECIDED' });
    expect(
      outcome(await as(admin, 'POST', '/api/admin/wallet/bank-account-changes/999999999/approve')),
    ).toEqual({ status: 404, code: 'BANK_ACCOUNT_CHANGE_NOT_FOUND' });
    expect(await myState()).toMatchObject({
      account: { bankName: '카카오뱅크', accountNumber: '3333012345678' },
      pending: null,
    });
    expect((await exchangeAndShow()).payoutAccount).toMatchObject({
      bankName: '카카오뱅크',
      accountNumber: '3333012345678',
    });
    const [audit] = await h.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = 'bankAccount.approve'`,
    );
    expect(audit).toEqual({
      before: {
        status: 'pending',
        account: { bankName: '신한은행', accountNumber: '****6789', holder: '홍길동' },
      },
      after: {
        status: 'approved',
        account: { bankName: '카카오뱅크', accountNumber: '****5678', holder: '홍길동' },
        reason: null,
      },
    });
  });

  it('a refused change leaves the account and tells the member why', async () => {
    await submit({ ...THIRD, withdrawPassword: PIN });
    const { pending } = await myState();
    const reject = (reason: unknown) =>
      as(admin, 'POST', `/api/admin/wallet/bank-account-changes/${pending!.id}/reject`, {
        reason,
      });
    expect(outcome(await reject(''))).toEqual({ status: 400, code: 'VALIDATION' });
    expect((await reject('예금주 확인 불가')).statusCode).toBe(200);
    expect(await myState()).toMatchObject({
      account: { bankName: '카카오뱅크' },
      pending: null,
      lastRejected: { reason: '예금주 확인 불가' },
    });
    const operatorView = (
      await as(admin, 'GET', `/api/admin/wallet/members/${member.id}/bank-account`)
    ).json<BankAccountState>();
    expect(operatorView.account).toMatchObject({ bankName: '카카오뱅크' });
    const audits = await h.db.query(`SELECT 1 FROM audit_log WHERE action = 'bankAccount.reject'`);
    expect(audits).toHaveLength(1);
  });
});
