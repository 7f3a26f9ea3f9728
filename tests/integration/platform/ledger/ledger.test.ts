import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/platform/db/db';
import { getMemberBalances, memberStatement } from '../../../../server/platform/ledger/balances';
import { transfer } from '../../../../server/platform/ledger/transfer';
import { verifyLedger } from '../../../../server/platform/ledger/verify';
import { AppError } from '../../../../server/platform/lib/app-error';
import {
  cash,
  countRows,
  createMember,
  fund,
  house,
  newKey,
  points,
} from '../../helpers/ledger-fixtures';
import { closeTestDb, dbTargets, openTestDb } from '../../helpers/test-db';

const betsPending = { system: 'bets_pending', currency: 'KRW' } as const;

describe.each(dbTargets)('ledger on %s', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(target);
  });
  afterAll(() => closeTestDb(db));

  it('moves money and writes one transfer with two entries', async () => {
    const member = await createMember(db);
    await fund(db, member, 10_000);
    const before = await countRows(db, 'ledger_entries');

    const result = await db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: newKey(),
        kind: 'sports_stake' as const,
        reference: 'bet:1',
        from: cash(member),
        to: betsPending,
        amount: 3_000,
      }),
    );

    expect(result.replayed).toBe(false);
    expect(Object.values(result.balances)).toContain(7_000);
    expect(await getMemberBalances(db, member)).toEqual({ emoney: 7_000, point: 0 });
    expect(await countRows(db, 'ledger_entries')).toBe(before + 2);
    const entries = await db.query<{ amount: number; balance_after: number }>(
      'SELECT amount, balance_after FROM ledger_entries WHERE transfer_id = $1 ORDER BY amount',
      [result.transferId],
    );
    expect(entries.map((e) => e.amount)).toEqual([-3_000, 3_000]);
    expect(entries[0]!.balance_after).toBe(7_000);
  });

  it('refuses a debit beyond the balance with 409 and leaves nothing behind', async () => {
    const member = await createMember(db);
    await fund(db, member, 1_000);
    const transfers = await countRows(db, 'ledger_transfers');
    const entries = await countRows(db, 'ledger_entries');

    const attempt = db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: newKey(),
        kind: 'sports_stake' as const,
        from: cash(member),
        to: betsPending,
        amount: 1_001,
      }),
    );

    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'INSUFFICIENT_BALANCE' });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    expect(await getMemberBalances(db, member)).toEqual({ emoney: 1_000, point: 0 });
    expect(await countRows(db, 'ledger_transfers')).toBe(transfers);
    expect(await countRows(db, 'ledger_entries')).toBe(entries);
  });

  it('refuses points beyond the point balance with INSUFFICIENT_POINT', async () => {
    const member = await createMember(db);
    await fund(db, member, 500, 'POINT');
    await expect(
      db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: newKey(),
          kind: 'point_convert',
          from: points(member),
          to: house('POINT'),
          amount: 501,
        }),
      ),
    ).rejects.toMatchObject({ status: 409, code: 'INSUFFICIENT_POINT' });
    expect(await getMemberBalances(db, member)).toEqual({ emoney: 0, point: 500 });
  });

  it('leaves no transfer row even when the caller swallows the refusal and commits', async () => {
    const member = await createMember(db);
    const key = newKey();
    await db.transaction(async (tx) => {
      await expect(
        transfer(tx, {
          idempotencyKey: key,
          kind: 'admin_adjustment',
          from: cash(member),
          to: house(),
          amount: 1,
        }),
      ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    });
    expect(
      await db.query('SELECT id FROM ledger_transfers WHERE idempotency_key = $1', [key]),
    ).toEqual([]);
  });

  it('answers a retried key with the first result and moves nothing twice', async () => {
    const member = await createMember(db);
    await fund(db, member, 5_000);
    const request = {
      idempotencyKey: newKey(),
      kind: 'sports_stake' as const,
      from: cash(member),
      to: betsPending,
      amount: 2_000,
    };

    const first = await db.transaction((tx) => transfer(tx, request));
    const second = await db.transaction((tx) => transfer(tx, request));

    expect(second).toEqual({ ...first, replayed: true });
    expect(first.replayed).toBe(false);
    expect(await getMemberBalances(db, member)).toEqual({ emoney: 3_000, point: 0 });
  });

  it('refuses a reused key with a different request: 409 IDEMPOTENCY_CONFLICT', async () => {
    const member = await createMember(db);
    await fund(db, member, 5_000);
    const request = {
      idempotencyKey: newKey(),
      kind: 'sports_stake' as const,
      from: cash(member),
      to: betsPending,
      amount: 2_000,
    };
    await db.transaction((tx) => transfer(tx, request));

    await expect(
      db.transaction((tx) => transfer(tx, { ...request, amount: 2_001 })),
    ).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    await expect(
      db.transaction((tx) => transfer(tx, { ...request, kind: 'sports_payout' })),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await getMemberBalances(db, member)).toEqual({ emoney: 3_000, point: 0 });
  });

  it('refuses to move money between currencies, amounts that are not positive integers, and self-transfers', async () => {
    const member = await createMember(db);
    await fund(db, member, 5_000);
    const base = {
      kind: 'admin_adjustment' as const,
      from: cash(member),
      to: house(),
      amount: 100,
    };
    const refused = [
      { ...base, to: points(member) },
      { ...base, to: house('POINT') },
      { ...base, amount: 0 },
      { ...base, amount: -5 },
      { ...base, amount: 1.5 },
      { ...base, to: cash(member) },
    ];
    for (const request of refused) {
      await expect(
        db.transaction((tx) => transfer(tx, { ...request, idempotencyKey: newKey() })),
      ).rejects.toThrow();
    }
    expect(await getMemberBalances(db, member)).toEqual({ emoney: 5_000, point: 0 });
  });

  it('creates each system account once, on first use', async () => {
    const member = await createMember(db);
    await fund(db, member, 100);
    await fund(db, member, 100);
    const rows = await db.query(
      `SELECT id FROM ledger_accounts WHERE member_id IS NULL AND kind = 'house' AND currency = 'KRW'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('pages a member statement newest first, 15 lines a page', async () => {
    const member = await createMember(db);
    for (let i = 1; i <= 17; i += 1) await fund(db, member, i);
    const first = await memberStatement(db, member, 'KRW', 1);
    const second = await memberStatement(db, member, 'KRW', 2);

    expect(first).toMatchObject({ page: 1, pageCount: 2, totalCount: 17 });
    expect(first.items).toHaveLength(15);
    expect(first.items[0]).toMatchObject({ amount: 17, balanceAfter: 153, kind: 'seed_credit' });
    expect(first.items[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(second.items.map((line) => line.amount)).toEqual([2, 1]);
    expect((await memberStatement(db, member, 'POINT', 1)).totalCount).toBe(0);
  });

  it('verifies the books, and catches a balance changed behind its back', async () => {
    const report = await verifyLedger(db);
    expect(report).toMatchObject({ ok: true, problems: [] });
    expect(report.transfers).toBeGreaterThan(0);

    const member = await createMember(db);
    await fund(db, member, 1_000);
    const tampered = new Error('roll the tampering back');
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `UPDATE ledger_accounts SET balance = balance + 1 WHERE member_id = $1 AND kind = 'member_cash'`,
          [member],
        );
        const broken = await verifyLedger(tx);
        expect(broken.ok).toBe(false);
        expect(broken.problems.join('\n')).toMatch(/sum of entries[\s\S]*KRW: accounts sum to 1/);
        throw tampered;
      }),
    ).rejects.toBe(tampered);
    expect((await verifyLedger(db)).ok).toBe(true);
  });
});
