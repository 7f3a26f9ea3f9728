/**
 * `POST /api/sports/bets/:id/cancel` (from /bet_result) takes the member's idempotency key (a
 * key on every money request) on PGlite and PostgreSQL: a retry with the same key
 * answers the first cancellation (200) and refunds nothing twice, also when the twin requests
 * race; the same key on another bet is a conflict; a missing or malformed key is a 400 that
 * moves nothing; another member's bet stays not found. Ledger verified after every test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type { SportsBetView } from '../../../common/contract/sports-bets.contract';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import {
  FakeClock,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { betKey, fundedBettor, prematchFixture, slip } from '../helpers/sports-book-fixtures';
import { dbTargets } from '../helpers/test-db';

type Placed = { bet: SportsBetView; emoney: number };

describe.each(dbTargets)('sports bet cancel on %s', (target) => {
  let h: TestApp;
  const clock = new FakeClock(Date.parse('2030-05-01T03:00:00Z'));
  const now = () => clock.now();

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  const cash = async (memberId: number) => (await getMemberBalances(h.db, memberId)).emoney;
  const placeSingle = async (who: LoggedIn, stakeWon: number) => {
    const f = await prematchFixture(h.db, now());
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/sports/bets',
      headers: who.headers,
      payload: slip('prematch', [{ selectionId: f.home, priceHundredths: 185 }], stakeWon),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Placed>().bet;
  };
  const cancel = (who: LoggedIn, betId: number, payload?: unknown) =>
    h.app.inject({
      method: 'POST',
      url: `/api/sports/bets/${betId}/cancel`,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** Refund transfers and cancellation history rows of a bet. */
  const movesOf = async (betId: number) => {
    const [refunds] = await h.db.query<{ n: number; total: number }>(
      `SELECT count(*) AS n, COALESCE(sum(amount), 0)::bigint AS total FROM ledger_transfers
        WHERE kind = 'sports_refund' AND reference = $1`,
      [`sports-bet:${betId}`],
    );
    const [history] = await h.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM sports_bet_settlements WHERE bet_id = $1 AND action = 'cancel'`,
      [betId],
    );
    return { refunds: refunds!.n, refundedWon: refunds!.total, cancelSteps: history!.n };
  };

  it('a repeated cancel with the same key answers the first result and refunds once', async () => {
    const m = await fundedBettor(h, 50_000);
    const bet = await placeSingle(m, 10_000);
    expect(await cash(m.memberId)).toBe(40_000);
    const key = betKey();

    const first = await cancel(m, bet.id, { idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Placed>()).toMatchObject({
      bet: { id: bet.id, status: -1, payoutWon: 10_000, cancellable: false },
      emoney: 50_000,
    });
    h.bets.length = 0;

    for (let i = 0; i < 3; i += 1) {
      const again = await cancel(m, bet.id, { idempotencyKey: key });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<Placed>()).toEqual(first.json<Placed>());
    }
    expect(await cash(m.memberId)).toBe(50_000);
    expect(await movesOf(bet.id)).toEqual({ refunds: 1, refundedWon: 10_000, cancelSteps: 1 });
    // A replay moved nothing, so it announces nothing either.
    expect(h.bets.filter((e) => e.memberId === m.memberId)).toEqual([]);

    // A new key is a new request: the bet is no longer cancellable.
    const fresh = await cancel(m, bet.id, { idempotencyKey: betKey() });
    expect(outcome(fresh)).toEqual({ status: 409, code: 'SPORTS_BET_NOT_CANCELLABLE' });
    expect(fresh.json().message).toBe(ERROR_MESSAGES.SPORTS_BET_NOT_CANCELLABLE);
    expect(await movesOf(bet.id)).toEqual({ refunds: 1, refundedWon: 10_000, cancelSteps: 1 });
  });

  it('twin requests with the same key racing: both answer 200, one refund', async () => {
    const m = await fundedBettor(h, 50_000);
    const bet = await placeSingle(m, 20_000);
    const key = betKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cancel(m, bet.id, { idempotencyKey: key })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const a of answers) expect(a.json<Placed>().bet.status).toBe(-1);
    expect(await cash(m.memberId)).toBe(50_000);
    expect(await movesOf(bet.id)).toEqual({ refunds: 1, refundedWon: 20_000, cancelSteps: 1 });
  });

  it('the same key on another bet is a conflict and leaves that bet open', async () => {
    const m = await fundedBettor(h, 50_000);
    const a = await placeSingle(m, 10_000);
    const b = await placeSingle(m, 10_000);
    const key = betKey();
    expect((await cancel(m, a.id, { idempotencyKey: key })).statusCode).toBe(200);
    const reused = await cancel(m, b.id, { idempotencyKey: key });
    expect(outcome(reused)).toEqual({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    expect(reused.json().message).toBe(ERROR_MESSAGES.IDEMPOTENCY_CONFLICT);
    expect(await movesOf(b.id)).toEqual({ refunds: 0, refundedWon: 0, cancelSteps: 0 });
    expect(await cash(m.memberId)).toBe(40_000);
    // The key belongs to the member: another member may use the same string.
    const other = await fundedBettor(h, 20_000);
    const theirs = await placeSingle(other, 10_000);
    expect((await cancel(other, theirs.id, { idempotencyKey: key })).statusCode).toBe(200);
    expect(await cash(other.memberId)).toBe(20_000);
  });

  it('a missing or malformed key is refused with 400 and moves nothing; another member’s bet is not found', async () => {
    const m = await fundedBettor(h, 50_000);
    const bet = await placeSingle(m, 10_000);
    for (const payload of [
      undefined,
      {},
      { idempotencyKey: '' },
      { idempotencyKey: 'x'.repeat(10_000) },
      { idempotencyKey: 12345 },
      { idempotencyKey: null },
      [],
    ]) {
      const res = await cancel(m, bet.id, payload);
      expect(res.statusCode, JSON.stringify(payload)?.slice(0, 40)).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    expect(await movesOf(bet.id)).toEqual({ refunds: 0, refundedWon: 0, cancelSteps: 0 });
    const stranger = await fundedBettor(h, 0);
    expect(outcome(await cancel(stranger, bet.id, { idempotencyKey: betKey() }))).toEqual({
      status: 404,
      code: 'SPORTS_BET_NOT_FOUND',
    });
    expect(await cash(m.memberId)).toBe(40_000);
    expect((await cancel(m, bet.id, { idempotencyKey: betKey() })).statusCode).toBe(200);
    expect(await cash(m.memberId)).toBe(50_000);
  });
});
