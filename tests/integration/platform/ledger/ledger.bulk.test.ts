import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/platform/db/db';
import { accountId, type AccountRef } from '../../../../server/platform/ledger/accounts';
import { getMemberBalances } from '../../../../server/platform/ledger/balances';
import { transferMany, type BulkCredit } from '../../../../server/platform/ledger/bulk-transfer';
import { transfer } from '../../../../server/platform/ledger/transfer';
import { verifyLedger } from '../../../../server/platform/ledger/verify';
import { AppError } from '../../../../server/platform/lib/app-error';
import { cash, countRows, createMember, fund, house, newKey } from '../../helpers/ledger-fixtures';
import { closeTestDb, dbTargets, openTestDb } from '../../helpers/test-db';

const betsPending = { system: 'bets_pending', currency: 'KRW' } as const;
const memberCash = (memberId: number) => ({ memberId, kind: 'member_cash' as const });

describe.each(dbTargets)('bulk ledger transfers on %s', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(target);
  });
  afterAll(() => closeTestDb(db));

  const pay = (credits: BulkCredit[], from: AccountRef = betsPending) =>
    db.transaction((tx) =>
      transferMany(tx, { kind: 'sports_payout', reference: 'r', from, credits }),
    );

  it('writes one transfer and two entries per credit, with running balances', async () => {
    const [a, b, c] = [await createMember(db), await createMember(db), await createMember(db)];
    await fund(db, a, 500);
    const transfers = await countRows(db, 'ledger_transfers');
    const entries = await countRows(db, 'ledger_entries');
    // a appears three times (twice in a row), b twice: each entry continues the one before.
    const credits = [
      { to: memberCash(a), amount: 100, idempotencyKey: newKey() },
      { to: memberCash(a), amount: 200, idempotencyKey: newKey() },
      { to: memberCash(b), amount: 300, idempotencyKey: newKey() },
      { to: memberCash(a), amount: 400, idempotencyKey: newKey() },
      { to: memberCash(c), amount: 500, idempotencyKey: newKey(), reference: 'bet:9' },
      { to: memberCash(b), amount: 600, idempotencyKey: newKey() },
    ];

    const result = await pay(credits);

    expect(result).toMatchObject({ replayed: [], moved: 2_100 });
    expect(new Set(result.transferIds).size).toBe(6);
    expect(await countRows(db, 'ledger_transfers')).toBe(transfers + 6);
    expect(await countRows(db, 'ledger_entries')).toBe(entries + 12);
    expect(await getMemberBalances(db, a)).toEqual({ emoney: 1_200, point: 0 });
    expect(await getMemberBalances(db, b)).toEqual({ emoney: 900, point: 0 });
    expect(await getMemberBalances(db, c)).toEqual({ emoney: 500, point: 0 });
    const aId = await accountId(db, cash(a));
    const aEntries = await db.query<{ amount: number; balance_after: number }>(
      'SELECT amount, balance_after FROM ledger_entries WHERE account_id = $1 ORDER BY id',
      [aId],
    );
    expect(aEntries.map((e) => e.balance_after)).toEqual([500, 600, 800, 1_200]);
    const [ref] = await db.query<{ reference: string; kind: string }>(
      'SELECT reference, kind FROM ledger_transfers WHERE id = $1',
      [result.transferIds[4]],
    );
    expect(ref).toEqual({ reference: 'bet:9', kind: 'sports_payout' });
    expect((await verifyLedger(db)).problems).toEqual([]);
  });

  it('replays a whole batch and moves only the new keys of a partial one', async () => {
    const [a, b] = [await createMember(db), await createMember(db)];
    const first = [
      { to: memberCash(a), amount: 1_000, idempotencyKey: newKey() },
      { to: memberCash(b), amount: 2_000, idempotencyKey: newKey() },
    ];
    const original = await pay(first);
    const transfers = await countRows(db, 'ledger_transfers');

    const again = await pay(first);
    expect(again.transferIds).toEqual(original.transferIds);
    expect(again.replayed).toEqual(first.map((c) => c.idempotencyKey));
    expect(again.moved).toBe(0);
    expect(await countRows(db, 'ledger_transfers')).toBe(transfers);

    const fresh = { to: memberCash(a), amount: 50, idempotencyKey: newKey() };
    const partial = await pay([first[1]!, fresh, first[0]!]);
    expect(partial.replayed).toEqual([first[1]!.idempotencyKey, first[0]!.idempotencyKey]);
    expect(partial.moved).toBe(50);
    expect(partial.transferIds[0]).toBe(original.transferIds[1]);
    expect(await countRows(db, 'ledger_transfers')).toBe(transfers + 1);
    expect(await getMemberBalances(db, a)).toEqual({ emoney: 1_050, point: 0 });
    expect(await getMemberBalances(db, b)).toEqual({ emoney: 2_000, point: 0 });
    expect((await verifyLedger(db)).problems).toEqual([]);
  });

  it('refuses a key reused for another movement and leaves nothing behind', async () => {
    const a = await createMember(db);
    const key = newKey();
    await pay([{ to: memberCash(a), amount: 10, idempotencyKey: key }]);
    const transfers = await countRows(db, 'ledger_transfers');
    const error = await pay([
      { to: memberCash(a), amount: 5, idempotencyKey: newKey() },
      { to: memberCash(a), amount: 11, idempotencyKey: key },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await countRows(db, 'ledger_transfers')).toBe(transfers);
  });

  it('refuses with 409 when a member source cannot cover the batch, writing nothing', async () => {
    const [payer, a, b] = [await createMember(db), await createMember(db), await createMember(db)];
    await fund(db, payer, 1_000);
    const transfers = await countRows(db, 'ledger_transfers');
    const entries = await countRows(db, 'ledger_entries');
    const credits = [
      { to: memberCash(a), amount: 600, idempotencyKey: newKey() },
      { to: memberCash(b), amount: 401, idempotencyKey: newKey() },
    ];
    // Swallowing the refusal inside the transaction must still leave nothing written.
    const error = await db.transaction((tx) =>
      transferMany(tx, { kind: 'sports_payout', from: cash(payer), credits }).catch((e) => e),
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).code).toBe('INSUFFICIENT_BALANCE');
    expect(await countRows(db, 'ledger_transfers')).toBe(transfers);
    expect(await countRows(db, 'ledger_entries')).toBe(entries);
    expect(await getMemberBalances(db, payer)).toEqual({ emoney: 1_000, point: 0 });

    // Exactly the balance is fine: the source ends at 0.
    credits[1]!.amount = 400;
    await db.transaction((tx) =>
      transferMany(tx, { kind: 'sports_payout', from: cash(payer), credits }),
    );
    expect(await getMemberBalances(db, payer)).toEqual({ emoney: 0, point: 0 });
    expect((await verifyLedger(db)).problems).toEqual([]);
  });

  it('pays account ids and refuses bad input before writing', async () => {
    const a = await createMember(db);
    const houseId = await accountId(db, house());
    await pay([{ to: houseId, amount: 7, idempotencyKey: newKey() }]);
    const transfers = await countRows(db, 'ledger_transfers');
    const bad: BulkCredit[][] = [
      [{ to: memberCash(a), amount: 0, idempotencyKey: newKey() }],
      [{ to: memberCash(a), amount: 1.5, idempotencyKey: newKey() }],
      [{ to: { memberId: a, kind: 'member_point' }, amount: 1, idempotencyKey: newKey() }],
      [{ to: memberCash(-1), amount: 1, idempotencyKey: newKey() }],
      [
        { to: memberCash(a), amount: 1, idempotencyKey: 'dup' },
        { to: memberCash(a), amount: 1, idempotencyKey: 'dup' },
      ],
    ];
    for (const credits of bad) await expect(pay(credits)).rejects.toThrow();
    await expect(
      pay([{ to: houseId, amount: 1, idempotencyKey: newKey() }], house()),
    ).rejects.toThrow(/itself/);
    expect(await countRows(db, 'ledger_transfers')).toBe(transfers);
  });

  it('pays a batch larger than one chunk and mixes with single transfers', async () => {
    const members = await Promise.all(Array.from({ length: 30 }, () => createMember(db)));
    const credits = Array.from({ length: 45_000 }, (_, i) => ({
      to: memberCash(members[i % members.length]!),
      amount: 1 + (i % 7),
      idempotencyKey: `bulk-large:${target}:${i}`,
    }));
    const result = await pay(credits);
    expect(result.moved).toBe(credits.reduce((s, c) => s + c.amount, 0));
    await db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: newKey(),
        kind: 'admin_adjustment',
        from: cash(members[0]!),
        to: house(),
        amount: 3,
      }),
    );
    const again = await pay(credits.slice(10_000, 30_000));
    expect(again.moved).toBe(0);
    const report = await verifyLedger(db);
    expect(report.problems).toEqual([]);
  }, 120_000);
});
