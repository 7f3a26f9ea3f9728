/** Shared steps of the responsible-gambling tests: limits, charges, bets of each path. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ResponsibleLimitKind } from '../../../common/contract/responsible.contract';
import type { LoggedIn } from '../helpers/app-harness';
import { betKey, prematchFixture, slip } from '../helpers/sports-book-fixtures';
import type { Db } from '../../../server/platform/db/db';

export const auth = (who: LoggedIn) => ({ headers: who.headers });

export async function setLimit(
  app: FastifyInstance,
  who: LoggedIn,
  kind: ResponsibleLimitKind,
  amountWon: number | null,
) {
  const r = await app.inject({
    method: 'PUT',
    url: '/api/responsible/limits',
    ...auth(who),
    payload: { kind, amountWon },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

let chargeSerial = 0;
export const charge = (app: FastifyInstance, who: LoggedIn, amountWon: number) =>
  app.inject({
    method: 'POST',
    url: '/api/wallet/charge',
    ...auth(who),
    payload: {
      amountWon,
      depositorName: '홍길동',
      idempotencyKey: `rg-charge-${++chargeSerial}-${randomUUID()}`,
    },
  });

/** The operator approves the member's pending charge (so the next one may be asked). */
export async function approvePending(
  app: FastifyInstance,
  db: Db,
  admin: LoggedIn,
  memberId: number,
) {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM wallet_requests WHERE member_id = $1 AND status = 'pending'`,
    [memberId],
  );
  const r = await app.inject({
    method: 'POST',
    url: `/api/admin/wallet/requests/${row!.id}/approve`,
    ...auth(admin),
  });
  expect(r.statusCode, r.body).toBe(200);
}

/** One prematch single through POST /api/sports/bets. */
export async function sportsBet(
  app: FastifyInstance,
  db: Db,
  who: LoggedIn,
  stakeWon: number,
  now: Date,
) {
  const book = await prematchFixture(db, now);
  return app.inject({
    method: 'POST',
    url: '/api/sports/bets',
    ...auth(who),
    payload: slip('prematch', [{ selectionId: book.home, priceHundredths: 185 }], stakeWon, {
      idempotencyKey: betKey(),
    }),
  });
}

export const refusal = (r: {
  statusCode: number;
  json: () => { code: string; message: string };
}) => ({
  status: r.statusCode,
  code: r.json().code,
});

/**
 * Resolves once some statement of this database waits for a row lock (pg_stat_activity): the
 * moment a test's concurrent request has reached the lock another transaction holds.
 */
export async function waitForALockWait(db: Db): Promise<void> {
  for (;;) {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
