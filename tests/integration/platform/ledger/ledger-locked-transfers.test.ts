/**
 * writeLockedTransfers (server/platform/ledger/locked-transfers.ts): many two-entry transfers for
 * accounts the caller has already locked, in one statement. The running balances it computes
 * must be the ones verifyLedger recomputes from the entries, and a refusal must write nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../../server/platform/db/db';
import { accountId } from '../../../../server/platform/ledger/accounts';
import { getMemberBalances } from '../../../../server/platform/ledger/balances';
import {
  LockedTransferConflict,
  writeLockedTransfers,
  type LockedTransfer,
} from '../../../../server/platform/ledger/locked-transfers';
import { transfer } from '../../../../server/platform/ledger/transfer';
import { verifyLedger } from '../../../../server/platform/ledger/verify';
import { cash, countRows, createMember, fund, house, newKey } from '../../helpers/ledger-fixtures';
import { closeTestDb, dbTargets, openTestDb } from '../../helpers/test-db';

type Balances = Map<number, { balance: number; memberId: number | null }>;

interface EntryRow {
  id: number;
  transfer_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
}

/** Locks the accounts as every ledger writer does (ascending id) and maps their balances. */
async function lockAccounts(tx: Queryable, ids: number[]): Promise<Balances> {
  const rows = await tx.query<{ id: number; balance: number; member_id: number | null }>(
    `SELECT id, balance, member_id FROM ledger_accounts WHERE id = ANY($1::bigint[])
      ORDER BY id FOR NO KEY UPDATE`,
    [ids],
  );
  expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  return new Map(rows.map((r) => [r.id, { balance: r.balance, memberId: r.member_id }]));
}

describe.each(dbTargets)('writeLockedTransfers on %s', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(target);
  });
  afterAll(() => closeTestDb(db));
  afterEach(async () => {
    const report = await verifyLedger(db);
    expect(report.problems).toEqual([]);
  });

  /** Two funded members and the house: their account ids. */
  async function twoMembersAndHouse(fundsA: number, fundsB: number) {
    const a = await createMember(db);
    const b = await createMember(db);
    if (fundsA > 0) await fund(db, a, fundsA);
    if (fundsB > 0) await fund(db, b, fundsB);
    const ids = await db.transaction(async (tx) => ({
      a: await accountId(tx, cash(a)),
      b: await accountId(tx, cash(b)),
      house: await accountId(tx, house()),
    }));
    return { memberA: a, memberB: b, ...ids };
  }

  const balanceOf = async (id: number) => {
    const [row] = await db.query<{ balance: number }>(
      'SELECT balance FROM ledger_accounts WHERE id = $1',
      [id],
    );
    return row!.balance;
  };

  const counts = async () => ({
    transfers: await countRows(db, 'ledger_transfers'),
    entries: await countRows(db, 'ledger_entries'),
  });

  it('writes several transfers, two from one member, with running balances on every entry', async () => {
    const acc = await twoMembersAndHouse(10_000, 5_000);
    const houseBefore = await balanceOf(acc.house);
    const before = await counts();
    const t = (fromId: number, toId: number, amount: number): LockedTransfer => ({
      idempotencyKey: newKey('locked-'),
      kind: 'casino_bet',
      reference: `test:${amount}`,
      fromId,
      toId,
      amount,
    });
    const transfers = [
      t(acc.a, acc.house, 3_000), // a 7,000
      t(acc.b, acc.a, 1_000), // b 4,000, a 8,000
      t(acc.a, acc.b, 2_500), // a 5,500, b 6,500
      t(acc.house, acc.b, 500), // b 7,000 (the house may go below zero: it is not a member's)
      t(acc.a, acc.house, 5_500), // a exactly 0
    ];

    const { result, map } = await db.transaction(async (tx) => {
      const map = await lockAccounts(tx, [acc.a, acc.b, acc.house]);
      expect(map.get(acc.a)).toEqual({ balance: 10_000, memberId: acc.memberA });
      const result = await writeLockedTransfers(tx, transfers, map);
      return { result, map };
    });

    const H = houseBefore;
    expect(result.fromBalancesAfter).toEqual([7_000, 4_000, 5_500, H + 2_500, 0]);
    // The map is advanced in place: the next call in the same transaction would chain on.
    expect(map.get(acc.a)!.balance).toBe(0);
    expect(map.get(acc.b)!.balance).toBe(7_000);
    expect(map.get(acc.house)!.balance).toBe(H + 8_000);
    expect(await getMemberBalances(db, acc.memberA)).toEqual({ emoney: 0, point: 0 });
    expect(await getMemberBalances(db, acc.memberB)).toEqual({ emoney: 7_000, point: 0 });
    expect(await balanceOf(acc.house)).toBe(H + 8_000);

    // One transfer row per movement, ids in the order given, with its key and parties.
    expect(result.transferIds).toHaveLength(5);
    expect([...result.transferIds].sort((x, y) => x - y)).toEqual(result.transferIds);
    const rows = await db.query<{
      id: number;
      idempotency_key: string;
      kind: string;
      reference: string;
      from_account_id: number;
      to_account_id: number;
      amount: number;
    }>(
      `SELECT id, idempotency_key, kind, reference, from_account_id, to_account_id, amount
         FROM ledger_transfers WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [result.transferIds],
    );
    expect(rows).toEqual(
      transfers.map((tr, i) => ({
        id: result.transferIds[i],
        idempotency_key: tr.idempotencyKey,
        kind: 'casino_bet',
        reference: tr.reference,
        from_account_id: tr.fromId,
        to_account_id: tr.toId,
        amount: tr.amount,
      })),
    );

    // Two entries each, in entry-id order exactly the order the running balances were computed.
    const entries = await db.query<EntryRow>(
      `SELECT id, transfer_id, account_id, amount, balance_after FROM ledger_entries
        WHERE transfer_id = ANY($1::bigint[]) ORDER BY id`,
      [result.transferIds],
    );
    const [t1, t2, t3, t4, t5] = result.transferIds;
    expect(entries.map(({ id: _id, ...e }) => e)).toEqual([
      { transfer_id: t1, account_id: acc.a, amount: -3_000, balance_after: 7_000 },
      { transfer_id: t1, account_id: acc.house, amount: 3_000, balance_after: H + 3_000 },
      { transfer_id: t2, account_id: acc.b, amount: -1_000, balance_after: 4_000 },
      { transfer_id: t2, account_id: acc.a, amount: 1_000, balance_after: 8_000 },
      { transfer_id: t3, account_id: acc.a, amount: -2_500, balance_after: 5_500 },
      { transfer_id: t3, account_id: acc.b, amount: 2_500, balance_after: 6_500 },
      { transfer_id: t4, account_id: acc.house, amount: -500, balance_after: H + 2_500 },
      { transfer_id: t4, account_id: acc.b, amount: 500, balance_after: 7_000 },
      { transfer_id: t5, account_id: acc.a, amount: -5_500, balance_after: 0 },
      { transfer_id: t5, account_id: acc.house, amount: 5_500, balance_after: H + 8_000 },
    ]);
    // Each account's last entry is its balance (the entries came after the funding entries).
    const [lastOfA] = await db.query<{ balance_after: number }>(
      'SELECT balance_after FROM ledger_entries WHERE account_id = $1 ORDER BY id DESC LIMIT 1',
      [acc.a],
    );
    expect(lastOfA!.balance_after).toBe(0);
    expect(await counts()).toEqual({
      transfers: before.transfers + 5,
      entries: before.entries + 10,
    });
  });

  it('two calls in one transaction chain on the same balances', async () => {
    const acc = await twoMembersAndHouse(4_000, 0);
    const key = () => newKey('chain-');
    const moved = await db.transaction(async (tx) => {
      const map = await lockAccounts(tx, [acc.a, acc.b]);
      const first = await writeLockedTransfers(
        tx,
        [
          {
            idempotencyKey: key(),
            kind: 'casino_bet',
            reference: 'r',
            fromId: acc.a,
            toId: acc.b,
            amount: 1_500,
          },
        ],
        map,
      );
      const second = await writeLockedTransfers(
        tx,
        [
          {
            idempotencyKey: key(),
            kind: 'casino_bet',
            reference: 'r',
            fromId: acc.b,
            toId: acc.a,
            amount: 500,
          },
          {
            idempotencyKey: key(),
            kind: 'casino_bet',
            reference: 'r',
            fromId: acc.a,
            toId: acc.b,
            amount: 3_000,
          },
        ],
        map,
      );
      return [...first.fromBalancesAfter, ...second.fromBalancesAfter];
    });
    expect(moved).toEqual([2_500, 1_000, 0]);
    expect((await getMemberBalances(db, acc.memberA)).emoney).toBe(0);
    expect((await getMemberBalances(db, acc.memberB)).emoney).toBe(4_000);
  });

  it('a key already taken fails the whole call with LockedTransferConflict and writes nothing', async () => {
    const acc = await twoMembersAndHouse(10_000, 10_000);
    const taken = newKey('taken-');
    // Taken earlier by the ordinary one-transfer writer.
    await db.transaction((tx) =>
      transfer(tx, {
        idempotencyKey: taken,
        kind: 'seed_credit',
        from: cash(acc.memberA),
        to: house(),
        amount: 100,
      }),
    );
    const before = await counts();
    const fresh = newKey('fresh-');
    let mapAfter: Balances | undefined;

    const attempt = db.transaction(async (tx) => {
      const map = await lockAccounts(tx, [acc.a, acc.b, acc.house]);
      mapAfter = map;
      return writeLockedTransfers(
        tx,
        [
          {
            idempotencyKey: fresh,
            kind: 'casino_bet',
            reference: 'r',
            fromId: acc.a,
            toId: acc.b,
            amount: 1_000,
          },
          {
            idempotencyKey: taken,
            kind: 'casino_bet',
            reference: 'r',
            fromId: acc.b,
            toId: acc.house,
            amount: 2_000,
          },
        ],
        map,
      );
    });
    await expect(attempt).rejects.toBeInstanceOf(LockedTransferConflict);
    await expect(attempt).rejects.toMatchObject({ keys: [fresh, taken] });

    // The statement failed as a whole and the transaction rolled back.
    expect(await counts()).toEqual(before);
    expect((await getMemberBalances(db, acc.memberA)).emoney).toBe(9_900);
    expect((await getMemberBalances(db, acc.memberB)).emoney).toBe(10_000);
    const [freshRow] = await db.query<{ n: number }>(
      'SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key = $1',
      [fresh],
    );
    expect(freshRow!.n).toBe(0);
    // The caller's balances were not advanced for movements that did not happen.
    expect(mapAfter!.get(acc.a)!.balance).toBe(9_900);
    expect(mapAfter!.get(acc.b)!.balance).toBe(10_000);
  });

  it('a movement that would overdraw a member throws before anything is written', async () => {
    const acc = await twoMembersAndHouse(1_000, 0);
    const before = await counts();
    const houseBefore = await balanceOf(acc.house);
    let map: Balances | undefined;
    const attempt = db.transaction(async (tx) => {
      map = await lockAccounts(tx, [acc.a, acc.b, acc.house]);
      return writeLockedTransfers(
        tx,
        [
          // Each alone is covered; together they are 200 won too many.
          {
            idempotencyKey: newKey(),
            kind: 'casino_bet',
            reference: 'r',
            fromId: acc.a,
            toId: acc.b,
            amount: 600,
          },
          {
            idempotencyKey: newKey(),
            kind: 'casino_bet',
            reference: 'r',
            fromId: acc.a,
            toId: acc.house,
            amount: 600,
          },
        ],
        map,
      );
    });
    await expect(attempt).rejects.toThrow(/overdraw member account/);
    expect(await counts()).toEqual(before);
    expect((await getMemberBalances(db, acc.memberA)).emoney).toBe(1_000);
    expect((await getMemberBalances(db, acc.memberB)).emoney).toBe(0);
    expect(await balanceOf(acc.house)).toBe(houseBefore);
    expect(map!.get(acc.a)!.balance).toBe(1_000);
  });

  it('refuses a call that names one key twice, or an account it was not given, writing nothing', async () => {
    const acc = await twoMembersAndHouse(5_000, 5_000);
    const before = await counts();
    /** One movement a → b of 100 unless told otherwise. */
    const move = (over: Partial<LockedTransfer> = {}): LockedTransfer => ({
      idempotencyKey: newKey(),
      kind: 'casino_bet',
      reference: 'r',
      fromId: acc.a,
      toId: acc.b,
      amount: 100,
      ...over,
    });
    /** The call in its own transaction, with only a's and b's accounts locked. */
    const attempt = (transfers: LockedTransfer[]) =>
      db.transaction(async (tx) =>
        writeLockedTransfers(tx, transfers, await lockAccounts(tx, [acc.a, acc.b])),
      );
    const twice = newKey('twice-');
    await expect(
      attempt([
        move({ idempotencyKey: twice }),
        move({ idempotencyKey: twice, fromId: acc.b, toId: acc.a }),
      ]),
    ).rejects.toThrow(/duplicate key/);
    await expect(attempt([move({ toId: acc.house })])).rejects.toThrow(/was not locked/);
    for (const amount of [0, -5, 1.5]) {
      await expect(attempt([move({ amount })])).rejects.toThrow(RangeError);
    }
    expect(await counts()).toEqual(before);
    expect((await getMemberBalances(db, acc.memberA)).emoney).toBe(5_000);
    expect((await getMemberBalances(db, acc.memberB)).emoney).toBe(5_000);
  });

  it('an empty call writes nothing and answers nothing', async () => {
    const before = await counts();
    const result = await db.transaction((tx) => writeLockedTransfers(tx, [], new Map()));
    expect(result).toEqual({ transferIds: [], fromBalancesAfter: [] });
    expect(await counts()).toEqual(before);
  });
});
