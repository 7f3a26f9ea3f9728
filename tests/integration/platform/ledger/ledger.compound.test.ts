/**
 * Compound journal entries (migration 009): one transfer row, one entry per account, entries
 * summing to zero; idempotent; member accounts never below zero; the member statement shows a
 * member their own entry; verifyLedger checks the new shape. PGlite and PostgreSQL (+ races).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/platform/db/db';
import { accountId, type AccountRef } from '../../../../server/platform/ledger/accounts';
import { getMemberBalances, memberStatement } from '../../../../server/platform/ledger/balances';
import {
  transferCompound,
  type CompoundLeg,
} from '../../../../server/platform/ledger/compound-transfer';
import { transfer } from '../../../../server/platform/ledger/transfer';
import type { TransferKind } from '../../../../server/platform/ledger/transfer-kinds';
import { verifyLedger } from '../../../../server/platform/ledger/verify';
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

const betsPending: AccountRef = { system: 'bets_pending', currency: 'KRW' };

describe.each(dbTargets)('compound ledger transfers on %s', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(target);
  });
  afterAll(() => closeTestDb(db));

  const post = (
    legs: CompoundLeg[],
    idempotencyKey = newKey(),
    kind: TransferKind = 'minigame_payout',
  ) =>
    db.transaction((tx) =>
      transferCompound(tx, { idempotencyKey, kind, reference: 'round:1', legs }),
    );
  const entriesOf = (transferId: number) =>
    db.query<{ account_id: number; amount: number; balance_after: number }>(
      'SELECT account_id, amount, balance_after FROM ledger_entries WHERE transfer_id = $1 ORDER BY account_id',
      [transferId],
    );
  const expectBooksBalance = async () => expect((await verifyLedger(db)).problems).toEqual([]);

  it('writes one transfer and one entry per account, a member’s legs added up', async () => {
    const [a, b] = [await createMember(db), await createMember(db)];
    await fund(db, b, 1_000);
    // The stakes, as placement leaves them.
    await db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: newKey(),
        kind: 'minigame_stake',
        from: house(),
        to: betsPending,
        amount: 9_000,
      }),
    );
    const transfers = await countRows(db, 'ledger_transfers');
    const entries = await countRows(db, 'ledger_entries');

    // a wins twice (two legs, one entry), b once; the house pays the profit over the stakes.
    const result = await post([
      { account: betsPending, amount: -9_000 },
      { account: cash(a), amount: 3_900 },
      { account: cash(b), amount: 5_850 },
      { account: cash(a), amount: 1_950 },
      { account: house(), amount: -2_700 },
    ]);

    expect(result.replayed).toBe(false);
    expect(result.moved).toBe(11_700);
    expect(await countRows(db, 'ledger_transfers')).toBe(transfers + 1);
    expect(await countRows(db, 'ledger_entries')).toBe(entries + 4);
    const [row] = await db.query<{ from_account_id: number | null; amount: number }>(
      'SELECT from_account_id, to_account_id, amount FROM ledger_transfers WHERE id = $1',
      [result.transferId],
    );
    expect(row).toMatchObject({ from_account_id: null, to_account_id: null, amount: 11_700 });
    const written = await entriesOf(result.transferId);
    expect(written.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    const ids = {
      pending: await accountId(db, betsPending),
      house: await accountId(db, house()),
      a: await accountId(db, cash(a)),
      b: await accountId(db, cash(b)),
    };
    expect(Object.fromEntries(written.map((e) => [e.account_id, e.amount]))).toEqual({
      [ids.pending]: -9_000,
      [ids.house]: -2_700,
      [ids.a]: 5_850,
      [ids.b]: 5_850,
    });
    expect(written.find((e) => e.account_id === ids.b)!.balance_after).toBe(6_850);
    expect(await getMemberBalances(db, a)).toEqual({ emoney: 5_850, point: 0 });
    expect(await getMemberBalances(db, b)).toEqual({ emoney: 6_850, point: 0 });
    await expectBooksBalance();
  });

  it('a member’s statement shows their own credit of a compound transfer', async () => {
    const [a, b] = [await createMember(db), await createMember(db)];
    await fund(db, a, 500);
    const { transferId } = await post(
      [
        { account: house(), amount: -3_000 },
        { account: cash(a), amount: 1_000 },
        { account: cash(b), amount: 2_000 },
      ],
      newKey(),
      'minigame_payout',
    );
    const statement = await memberStatement(db, a, 'KRW', 1);
    expect(statement.totalCount).toBe(2);
    expect(statement.items[0]).toMatchObject({
      transferId,
      kind: 'minigame_payout',
      reference: 'round:1',
      amount: 1_000,
      balanceAfter: 1_500,
    });
    const other = await memberStatement(db, b, 'KRW', 1);
    expect(other.items.map((line) => [line.transferId, line.amount])).toEqual([
      [transferId, 2_000],
    ]);
  });

  it('a replay moves nothing; the key reused for other legs is a 409 conflict', async () => {
    const a = await createMember(db);
    const key = newKey();
    const legs = [
      { account: house(), amount: -700 },
      { account: cash(a), amount: 700 },
    ];
    const first = await post(legs, key);
    const transfers = await countRows(db, 'ledger_transfers');
    const again = await post(legs, key);
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true, moved: 700 });
    expect(await countRows(db, 'ledger_transfers')).toBe(transfers);
    await expect(
      post(
        [
          { account: house(), amount: -800 },
          { account: cash(a), amount: 800 },
        ],
        key,
      ),
    ).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    // The key of a two-account transfer cannot be replayed as a compound one either.
    const plainKey = newKey();
    await db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: plainKey,
        kind: 'minigame_payout',
        from: house(),
        to: cash(a),
        amount: 700,
      }),
    );
    await expect(post(legs, plainKey)).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await getMemberBalances(db, a)).toEqual({ emoney: 1_400, point: 0 });
    await expectBooksBalance();
  });

  it('refuses a member debit beyond the balance with 409 and leaves nothing behind', async () => {
    const [a, b] = [await createMember(db), await createMember(db)];
    await fund(db, a, 1_000);
    const transfers = await countRows(db, 'ledger_transfers');
    const key = newKey();
    // Swallowing the refusal inside the transaction still leaves no transfer row.
    const swallowed = await db.transaction((tx) =>
      transferCompound(tx, {
        idempotencyKey: key,
        kind: 'minigame_payout',
        legs: [
          { account: cash(a), amount: -1_001 },
          { account: cash(b), amount: 1_001 },
        ],
      }).catch((error: unknown) => error),
    );
    expect(swallowed).toMatchObject({ status: 409, code: 'INSUFFICIENT_BALANCE' });
    expect(await countRows(db, 'ledger_transfers')).toBe(transfers);
    // A member's debit within the balance is allowed, down to exactly zero.
    await post([
      { account: cash(a), amount: -1_000 },
      { account: cash(b), amount: 400 },
      { account: house(), amount: 600 },
    ]);
    expect(await getMemberBalances(db, a)).toEqual({ emoney: 0, point: 0 });
    await expect(
      post([
        { account: points(a), amount: -1 },
        { account: house('POINT'), amount: 1 },
      ]),
    ).rejects.toMatchObject({ status: 409, code: 'INSUFFICIENT_POINT' });
    await expectBooksBalance();
  });

  it('refuses legs that do not balance, cross currencies, name a stranger or move nothing', async () => {
    const a = await createMember(db);
    const transfers = await countRows(db, 'ledger_transfers');
    await expect(
      post([
        { account: house(), amount: -100 },
        { account: cash(a), amount: 99 },
      ]),
    ).rejects.toThrow(/sum to -1/);
    await expect(
      post([
        { account: house(), amount: -100 },
        { account: points(a), amount: 100 },
      ]),
    ).rejects.toThrow(/crosses currencies/);
    await expect(
      post([
        { account: house(), amount: -100 },
        { account: cash(99_999_999), amount: 100 },
      ]),
    ).rejects.toThrow(/does not exist/);
    await expect(
      post([
        { account: cash(a), amount: 100 },
        { account: cash(a), amount: -100 },
      ]),
    ).rejects.toThrow(/moves nothing/);
    await expect(
      post([
        { account: house(), amount: 0 },
        { account: cash(a), amount: 0 },
      ]),
    ).rejects.toThrow(RangeError);
    expect(await countRows(db, 'ledger_transfers')).toBe(transfers);
    await expectBooksBalance();
  });

  it('verifyLedger: a compound transfer whose entries do not sum to zero is reported', async () => {
    const a = await createMember(db);
    const { transferId } = await post([
      { account: house(), amount: -300 },
      { account: cash(a), amount: 300 },
    ]);
    const aId = await accountId(db, cash(a));
    await expectBooksBalance();
    // Tamper inside a transaction that is rolled back, so later tests see clean books.
    const problems = await db
      .transaction(async (tx) => {
        await tx.query(
          'UPDATE ledger_entries SET amount = 301 WHERE transfer_id = $1 AND account_id = $2',
          [transferId, aId],
        );
        await tx.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [aId]);
        await tx.query(
          'UPDATE ledger_entries SET balance_after = balance_after + 1 WHERE account_id = $1',
          [aId],
        );
        const report = await verifyLedger(tx);
        throw Object.assign(new Error('rollback'), { report });
      })
      .catch((error: { report: { problems: string[] } }) => error.report.problems);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`transfer ${transferId}: 2 entries summing to 1`),
        expect.stringContaining(`compound transfer ${transferId}: amount 300, credits 301`),
        expect.stringMatching(/currency KRW: accounts sum to 1/),
      ]),
    );
    await expectBooksBalance();
  });

  it('entries must name an existing transfer and account (checked once per statement)', async () => {
    const a = await createMember(db);
    const { transferId } = await post([
      { account: house(), amount: -50 },
      { account: cash(a), amount: 50 },
    ]);
    const aId = await accountId(db, cash(a));
    const insert = (transfer: number, account: number) =>
      db.query(
        `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
         VALUES ($1, $2, 1, 1), ($3, $4, -1, 0)`,
        [transferId, aId, transfer, account],
      );
    const entries = await countRows(db, 'ledger_entries');
    // One bad row of two: the whole statement is refused.
    await expect(insert(987_654_321, aId)).rejects.toMatchObject({ code: '23503' });
    await expect(insert(transferId, 987_654_321)).rejects.toMatchObject({ code: '23503' });
    expect(await countRows(db, 'ledger_entries')).toBe(entries);
    await expect(
      db.query('DELETE FROM ledger_transfers WHERE id = $1', [transferId]),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      db.query('DELETE FROM ledger_accounts WHERE id = $1', [aId]),
    ).rejects.toMatchObject({ code: '23503' });
    // Were the triggers bypassed (a superuser's replica mode), verifyLedger still finds orphans.
    const problems = await db
      .transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query(
          `INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
           VALUES (987654321, $1, 1, 1), (987654321, $1, -1, 0)`,
          [aId],
        );
        const report = await verifyLedger(tx);
        throw Object.assign(new Error('rollback'), { report });
      })
      .catch((error: { report: { problems: string[] } }) => error.report.problems);
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^entry \d+: transfer 987654321 or account/)]),
    );
    await expectBooksBalance();
  });

  it('racing twins with one key move once; a racing two-account transfer queues', async () => {
    const members = [await createMember(db), await createMember(db), await createMember(db)];
    await fund(db, members[0]!, 10_000);
    const key = newKey();
    const legs = [
      { account: house(), amount: -3_000 },
      ...members.map((m) => ({ account: cash(m), amount: 1_000 })),
    ];
    const results = await Promise.all([
      post(legs, key),
      post(legs, key),
      db.transaction((tx) =>
        transfer(tx, {
          idempotencyKey: newKey(),
          kind: 'sports_stake',
          from: cash(members[0]!),
          to: betsPending,
          amount: 10_000,
        }),
      ),
      post(legs, key),
    ]);
    const twins = [results[0], results[1], results[3]] as Awaited<ReturnType<typeof post>>[];
    expect(new Set(twins.map((r) => r.transferId)).size).toBe(1);
    expect(twins.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await getMemberBalances(db, members[0]!)).toEqual({ emoney: 1_000, point: 0 });
    expect(await getMemberBalances(db, members[2]!)).toEqual({ emoney: 1_000, point: 0 });
    await expectBooksBalance();
  });
});
