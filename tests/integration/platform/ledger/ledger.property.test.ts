import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../../server/platform/db/db';
import {
  accountId,
  currencyOf,
  isMemberAccount,
  type AccountRef,
  type Currency,
} from '../../../../server/platform/ledger/accounts';
import { transfer, type TransferRequest } from '../../../../server/platform/ledger/transfer';
import { verifyLedger } from '../../../../server/platform/ledger/verify';
import { AppError } from '../../../../server/platform/lib/app-error';
import { cash, createMember, newKey, points } from '../../helpers/ledger-fixtures';
import { closeTestDb, dbTargets, openTestDb } from '../../helpers/test-db';

/** Modest, so the file stays at a few seconds per target (two cores). */
const RUNS = { pglite: 25, postgres: 15 } as const;
const MAX_OPS_PER_RUN = 25;
const MAX_AMOUNT = 20_000;
const MEMBERS_PER_RUN = 3;

const MIN_OPS_PER_RUN = 8;

/** Per currency: three system accounts, then the run's members' accounts of that currency. */
const SYSTEM_REFS: Record<Currency, AccountRef[]> = {
  KRW: [
    { system: 'house', currency: 'KRW' },
    { system: 'promotions', currency: 'KRW' },
    { system: 'bets_pending', currency: 'KRW' },
  ],
  POINT: [
    { system: 'house', currency: 'POINT' },
    { system: 'promotions', currency: 'POINT' },
    { system: 'rolling_payable', currency: 'POINT' },
  ],
};
const REFS_PER_CURRENCY = SYSTEM_REFS.KRW.length + MEMBERS_PER_RUN;

type Op =
  /** Between two accounts of one currency (possibly the same account, which must fail). */
  | { type: 'transfer'; currency: Currency; from: number; to: number; amount: number }
  /** From an account of one currency to one of the other: must always fail. */
  | { type: 'cross'; from: number; to: number; amount: number }
  /** Re-sends an earlier successful transfer, as is or with another amount. */
  | { type: 'retry'; pick: number; changeAmount: boolean };

const refIndex = fc.nat({ max: REFS_PER_CURRENCY - 1 });
const amount = fc.integer({ min: 1, max: MAX_AMOUNT });

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant('transfer' as const),
      currency: fc.constantFrom<Currency>('KRW', 'POINT'),
      from: refIndex,
      to: refIndex,
      amount,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('cross' as const),
      from: refIndex,
      to: refIndex,
      amount,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('retry' as const),
      pick: fc.nat(),
      changeAmount: fc.boolean(),
    }),
  },
);

async function balanceOf(q: Queryable, ref: AccountRef): Promise<number> {
  const id = await accountId(q, ref);
  const [row] = await q.query<{ balance: number }>(
    'SELECT balance FROM ledger_accounts WHERE id = $1',
    [id],
  );
  return row!.balance;
}

describe.each(dbTargets)('ledger properties on %s', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(target);
  });
  afterAll(() => closeTestDb(db));

  it('random transfers keep the books balanced and match a model', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: MIN_OPS_PER_RUN, maxLength: MAX_OPS_PER_RUN }),
        async (ops) => {
          const byCurrency = { KRW: [...SYSTEM_REFS.KRW], POINT: [...SYSTEM_REFS.POINT] };
          for (let i = 0; i < MEMBERS_PER_RUN; i += 1) {
            const member = await createMember(db);
            byCurrency.KRW.push(cash(member));
            byCurrency.POINT.push(points(member));
          }
          const refs = [...byCurrency.KRW, ...byCurrency.POINT];
          const offset = { KRW: 0, POINT: REFS_PER_CURRENCY };
          // System accounts carry over between runs: the model tracks changes from here.
          const start = await Promise.all(refs.map((ref) => balanceOf(db, ref)));
          const model = [...start];
          const done: { request: TransferRequest; transferId: number }[] = [];

          for (const op of ops) {
            if (op.type === 'retry') {
              const earlier = done[op.pick % Math.max(1, done.length)];
              if (!earlier) continue;
              const request = op.changeAmount
                ? { ...earlier.request, amount: earlier.request.amount + 1 }
                : earlier.request;
              const attempt = db.transaction((tx) => transfer(tx, request));
              if (op.changeAmount) {
                await expect(attempt).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
              } else {
                expect(await attempt).toMatchObject({
                  transferId: earlier.transferId,
                  replayed: true,
                });
              }
              continue;
            }

            // Indexes into `refs` (and `model`): a cross op goes from KRW to POINT.
            const fromAt = op.from + offset[op.type === 'cross' ? 'KRW' : op.currency];
            const toAt = op.to + offset[op.type === 'cross' ? 'POINT' : op.currency];
            const from = refs[fromAt]!;
            const to = refs[toAt]!;
            const request = {
              idempotencyKey: newKey('p-'),
              kind: 'admin_adjustment' as const,
              from,
              to,
              amount: op.amount,
            };
            const attempt = db.transaction((tx) => transfer(tx, request));
            if (fromAt === toAt || currencyOf(from) !== currencyOf(to)) {
              const error = await attempt.then(
                () => undefined,
                (e: unknown) => e,
              );
              expect(error).toBeInstanceOf(Error);
              expect(error).not.toBeInstanceOf(AppError);
            } else if (isMemberAccount(from) && model[fromAt]! < op.amount) {
              await expect(attempt).rejects.toMatchObject({
                status: 409,
                code: currencyOf(from) === 'KRW' ? 'INSUFFICIENT_BALANCE' : 'INSUFFICIENT_POINT',
              });
            } else {
              const result = await attempt;
              expect(result.replayed).toBe(false);
              model[fromAt]! -= op.amount;
              model[toAt]! += op.amount;
              done.push({ request, transferId: result.transferId });
            }
          }

          const actual = await Promise.all(refs.map((ref) => balanceOf(db, ref)));
          expect(actual).toEqual(model);
          refs.forEach((ref, i) => {
            if (isMemberAccount(ref)) expect(actual[i]).toBeGreaterThanOrEqual(0);
          });
          const report = await verifyLedger(db);
          expect(report.problems).toEqual([]);
        },
      ),
      { numRuns: RUNS[target] },
    );
  });
});
