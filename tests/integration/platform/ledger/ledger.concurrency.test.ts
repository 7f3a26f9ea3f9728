/**
 * Lock contention needs real PostgreSQL: PGlite runs one transaction at a time (docs/toolchain.md), so
 * these races cannot happen there. Skipped, visibly, when TEST_DATABASE_URL is unset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/platform/db/db';
import { getMemberBalances } from '../../../../server/platform/ledger/balances';
import { transfer, type TransferResult } from '../../../../server/platform/ledger/transfer';
import { verifyLedger } from '../../../../server/platform/ledger/verify';
import { cash, createMember, fund, newKey } from '../../helpers/ledger-fixtures';
import { closeTestDb, openTestDb, TEST_DATABASE_URL } from '../../helpers/test-db';

const CONCURRENT_REQUESTS = 50;
/** Fewer connections than requests, so requests also queue for the pool. */
const POOL_SIZE = 20;
const STARTING_BALANCE_WON = 10_000;

if (!TEST_DATABASE_URL) {
  console.warn('ledger.concurrency.test.ts: TEST_DATABASE_URL unset, concurrency tests skipped');
}

describe.skipIf(!TEST_DATABASE_URL)('ledger under concurrency on postgres', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb('postgres', { poolSize: POOL_SIZE });
  });
  afterAll(() => closeTestDb(db));

  it(`lets exactly one of ${CONCURRENT_REQUESTS} full-balance debits through`, async () => {
    const member = await createMember(db);
    await fund(db, member, STARTING_BALANCE_WON);

    // bets_pending is first used here, by all of them at once: its lazy creation races too.
    const outcomes = await Promise.allSettled(
      Array.from({ length: CONCURRENT_REQUESTS }, () =>
        db.transaction((tx) =>
          transfer(tx, {
            idempotencyKey: newKey('race-'),
            kind: 'sports_stake' as const,
            from: cash(member),
            to: { system: 'bets_pending', currency: 'KRW' },
            amount: STARTING_BALANCE_WON,
          }),
        ),
      ),
    );

    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(CONCURRENT_REQUESTS - 1);
    for (const reason of refused) {
      expect(reason).toMatchObject({ status: 409, code: 'INSUFFICIENT_BALANCE' });
    }
    expect(await getMemberBalances(db, member)).toEqual({ emoney: 0, point: 0 });
    expect(await verifyLedger(db)).toMatchObject({ ok: true, problems: [] });
  });

  it(`applies ${CONCURRENT_REQUESTS} simultaneous requests with one key once`, async () => {
    const member = await createMember(db);
    await fund(db, member, STARTING_BALANCE_WON);
    const request = {
      idempotencyKey: newKey('same-'),
      kind: 'sports_stake' as const,
      from: cash(member),
      to: { system: 'bets_pending', currency: 'KRW' } as const,
      amount: 100,
    };

    const results: TransferResult[] = await Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, () =>
        db.transaction((tx) => transfer(tx, request)),
      ),
    );

    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => JSON.stringify(r.balances))).size).toBe(1);
    expect(await getMemberBalances(db, member)).toEqual({
      emoney: STARTING_BALANCE_WON - 100,
      point: 0,
    });
    expect(await verifyLedger(db)).toMatchObject({ ok: true, problems: [] });
  });
});
