/**
 * Model-based test of the sports bet's money lifecycle (docs/money-lifecycles.md): fast-check
 * draws sequences of up to five events on one bet from every actor — the member placing (again
 * under the same key), cashing out and cancelling under a first or a second key, the feed settling
 * the leg (won, lost, void), the settlement sweeper, the operator's void and result correction —
 * some of them delivered two at once (Promise.all), and drives the real server with each. After
 * every step the bet, the member's cash and the ledger must be what the model
 * (sports-bet-model.ts) says, and the books must balance:
 *   - the stake taken at most once, a refund and a cash-out at most once each;
 *   - the payouts not taken back, plus the refunds, are what the bet holds now; never both paid
 *     and refunded;
 *   - the member's cash = 100,000 − stake + payouts − reversals + cash-out + refunds, per the
 *     ledger, and equal to the model's;
 *   - verifyLedger finds no problem.
 *
 *   MODEL_RUNS=500 npx vitest run --project integration tests/integration/sports/sports-bet.model.test.ts
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { Realtime } from '../../../server/platform/sse/realtime';
import { SportsSettleService } from '../../../server/sports/settle/sports-settle.service';
import { ADMIN, FakeClock, login, type LoggedIn, type TestApp } from '../helpers/app-harness';
import { startTestApp } from '../helpers/app-harness';
import { modelRunParameters } from '../helpers/model-runs';
import { fundedBettor, prematchFixture, settle, slip } from '../helpers/sports-book-fixtures';
import { dbTargets } from '../helpers/test-db';
import {
  describeEvent,
  initialModel,
  INITIAL_WON,
  needsBet,
  OFFER_WON,
  PRICE_HUNDREDTHS,
  STAKE_WON,
  step,
  type Expected,
  type LegCode,
  type SportsEvent,
  type SportsModel,
} from './sports-bet-model';

/** The real side of one run: a fresh member, fixture and keys. */
interface Real {
  member: LoggedIn & { memberId: number };
  selectionId: string;
  placeBody: ReturnType<typeof slip>;
  run: number;
  betId: number | null;
}

const STATUS_OF_STATE = {
  open: 0,
  won: 2,
  lost: 1,
  void: 3,
  cashedOut: 3,
  cancelled: -1,
} as const;

const legCode = fc.constantFrom<LegCode>(2, 1, -1);
const eventArb: fc.Arbitrary<SportsEvent> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<SportsEvent>({ kind: 'place' }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(0 as const, 1 as const)
      .map((key): SportsEvent => ({ kind: 'cashOut', key })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(0 as const, 1 as const)
      .map((key): SportsEvent => ({ kind: 'cancel', key })),
  },
  { weight: 2, arbitrary: legCode.map((code) => ({ kind: 'feedSettles' as const, code })) },
  { weight: 2, arbitrary: fc.constant<SportsEvent>({ kind: 'sweep' }) },
  { weight: 2, arbitrary: fc.constant<SportsEvent>({ kind: 'operatorVoid' }) },
  { weight: 1, arbitrary: legCode.map((code) => ({ kind: 'operatorResettle' as const, code })) },
);

/**
 * The orders in which the server may have taken events delivered together: either order, and,
 * for a job step, none at all: a job that meets another transaction's lock skips and acts on its
 * next run (docs/architecture.md §4: one node acts, the others skip).
 */
function ordersOf(events: readonly SportsEvent[]): number[][] {
  if (events.length === 1) return [[0]];
  const isJob = (i: number) => {
    const e = events[i]!;
    return e.kind === 'sweep';
  };
  return [[0, 1], [1, 0], ...(isJob(0) ? [[1]] : []), ...(isJob(1) ? [[0]] : [])];
}

describe.each(dbTargets)('sports bet lifecycle, model-based, on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let sweeper: SportsSettleService;
  const clock = new FakeClock(Date.parse('2030-05-01T03:00:00Z'));
  let runs = 0;

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    admin = await login(h.app, ADMIN);
    // The sweeper as a node runs it (the app's own timer is off in tests).
    sweeper = new SportsSettleService(h.db, clock.now, new Realtime(h.bus));
  }, 60_000);
  afterAll(() => h?.close());

  /** Delivers one event to the server; the status it answered. */
  async function deliver(real: Real, e: SportsEvent): Promise<Expected> {
    const member = real.member.headers;
    const answered = (res: { statusCode: number; body: string }): Expected => {
      const body = res.body ? (JSON.parse(res.body) as { code?: string }) : {};
      return res.statusCode === 200 ? { status: 200 } : { status: res.statusCode, code: body.code };
    };
    switch (e.kind) {
      case 'place': {
        const res = await h.app.inject({
          method: 'POST',
          url: '/api/sports/bets',
          headers: member,
          payload: real.placeBody,
        });
        if (res.statusCode === 200) real.betId = res.json<{ bet: { id: number } }>().bet.id;
        return answered(res);
      }
      case 'cashOut':
        return answered(
          await h.app.inject({
            method: 'POST',
            url: `/api/sports/bets/${real.betId}/cashout`,
            headers: member,
            payload: { idempotencyKey: `cashout-${real.run}-${e.key}`, offerWon: OFFER_WON },
          }),
        );
      case 'cancel':
        return answered(
          await h.app.inject({
            method: 'POST',
            url: `/api/sports/bets/${real.betId}/cancel`,
            headers: member,
            payload: { idempotencyKey: `cancel-${real.run}-${e.key}` },
          }),
        );
      case 'feedSettles':
        await settle(h.db, real.selectionId, e.code);
        return { status: 200 };
      case 'sweep':
        await sweeper.sweep();
        return { status: 200 };
      case 'operatorVoid':
        return answered(
          await h.app.inject({
            method: 'POST',
            url: `/api/admin/sports/bets/${real.betId}/void`,
            headers: admin.headers,
            payload: { reason: '운영자 취소' },
          }),
        );
      case 'operatorResettle':
        return answered(
          await h.app.inject({
            method: 'POST',
            url: `/api/admin/sports/selections/${real.selectionId}/resettle`,
            headers: admin.headers,
            payload: { settlement: e.code, reason: '결과 정정' },
          }),
        );
    }
  }

  const matches = (actual: Expected, expected: Expected) =>
    expected.status === 200
      ? actual.status === 200
      : actual.status !== 200 &&
        (expected.code === undefined || actual.code === expected.code) &&
        actual.status === expected.status;

  /** The bet, the member's cash and the ledger against the model, and the books balanced. */
  async function checkInvariants(m: SportsModel, real: Real, after: string) {
    const [cash] = await h.db.query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'member_cash'`,
      [real.member.memberId],
    );
    expect(cash!.balance, `cash after ${after}`).toBe(m.cashWon);
    if (real.betId === null) {
      expect(m.state, after).toBe('absent');
      return;
    }
    const [bet] = await h.db.query<{
      status: number;
      payout_won: number;
      cashed_out_won: number | null;
    }>('SELECT status, payout_won, cashed_out_won FROM sports_bets WHERE id = $1', [real.betId]);
    expect(m.state, after).not.toBe('absent');
    if (m.state === 'absent') return;
    expect(
      { status: bet!.status, cashedOut: bet!.cashed_out_won !== null },
      `bet after ${after}`,
    ).toEqual({ status: STATUS_OF_STATE[m.state], cashedOut: m.state === 'cashedOut' });
    if (m.state !== 'open') expect(bet!.payout_won, `payout after ${after}`).toBe(m.heldWon);

    // The member's side of every transfer of this bet, by kind.
    const moves = await h.db.query<{ kind: string; n: number; total: number }>(
      `SELECT t.kind, count(*)::int AS n, sum(e.amount)::bigint AS total
         FROM ledger_transfers t
         JOIN ledger_entries e ON e.transfer_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member_cash'
        WHERE t.reference = $1 AND a.member_id = $2
        GROUP BY t.kind`,
      [`sports-bet:${real.betId}`, real.member.memberId],
    );
    const of = (kind: string) => {
      const row = moves.find((r) => r.kind === kind);
      return { n: row?.n ?? 0, total: row?.total ?? 0 };
    };
    const known = ['sports_stake', 'sports_payout', 'sports_cashout', 'sports_refund'];
    expect(
      moves.map((r) => r.kind).filter((k) => ![...known, 'sports_reversal'].includes(k)),
      after,
    ).toEqual([]);
    expect(of('sports_stake'), `stake after ${after}`).toEqual({ n: 1, total: -STAKE_WON });
    expect(of('sports_refund').n, `refunds after ${after}`).toBeLessThanOrEqual(1);
    expect(of('sports_cashout').n, `cash-outs after ${after}`).toBeLessThanOrEqual(1);
    const paid =
      of('sports_payout').total + of('sports_cashout').total + of('sports_reversal').total;
    const refunded = of('sports_refund').total;
    expect(paid > 0 && refunded > 0, `paid and refunded after ${after}`).toBe(false);
    expect(paid + refunded, `held after ${after}`).toBe(m.state === 'open' ? 0 : m.heldWon);
    expect(cash!.balance, `cash per the ledger after ${after}`).toBe(
      INITIAL_WON - STAKE_WON + paid + refunded,
    );
    expect((await verifyLedger(h.db)).problems, after).toEqual([]);
  }

  class Deliver implements fc.AsyncCommand<SportsModel, Real> {
    constructor(readonly events: readonly SportsEvent[]) {}
    check(m: Readonly<SportsModel>) {
      return this.events.every((e) => m.state !== 'absent' || !needsBet(e));
    }
    async run(m: SportsModel, real: Real) {
      const label = this.toString();
      const answers = await Promise.all(this.events.map((e) => deliver(real, e)));
      // Delivered together, the server may take them in either order: one order must explain
      // both answers and what the books say after.
      const explained = ordersOf(this.events)
        .map((order) => {
          let model = m as SportsModel;
          // A job step that met the other event's lock skipped (the leader lock, SKIP LOCKED).
          const expected: Expected[] = this.events.map(() => ({ status: 200 }));
          for (const i of order) {
            const s = step(model, this.events[i]!);
            model = s.next;
            expected[i] = s.expected;
          }
          return { model, expected };
        })
        .filter((o) => o.expected.every((exp, i) => matches(answers[i]!, exp)));
      expect(explained.length, `${label}: answers ${JSON.stringify(answers)}`).toBeGreaterThan(0);
      // The order the server took is the one whose model agrees with what it stored.
      const [stored] = await h.db.query<{ status: number | null; cash: number }>(
        `SELECT (SELECT status FROM sports_bets WHERE id = $2) AS status,
                (SELECT balance FROM ledger_accounts
                  WHERE member_id = $1 AND kind = 'member_cash') AS cash`,
        [real.member.memberId, real.betId],
      );
      const chosen =
        explained.find(
          (o) =>
            o.model.cashWon === stored!.cash &&
            (o.model.state === 'absent'
              ? stored!.status === null
              : STATUS_OF_STATE[o.model.state] === stored!.status),
        ) ?? explained[0]!;
      Object.assign(m, chosen.model);
      await checkInvariants(m, real, label);
    }
    toString() {
      return this.events.map(describeEvent).join(' ‖ ');
    }
  }

  const commandArbs = [
    eventArb.map((e) => new Deliver([e])),
    fc.tuple(eventArb, eventArb).map(([a, b]) => new Deliver([a, b])),
    // The same request twice at once: a double click, a retry racing the first attempt.
    eventArb.map((e) => new Deliver([e, e])),
  ];

  it('every interleaving of the actors keeps the books: staked once, paid or refunded once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commandArbs, { maxCommands: 5 }), async (cmds) => {
        await fc.asyncModelRun(async () => {
          runs += 1;
          const member = await fundedBettor(h, INITIAL_WON);
          const fixture = await prematchFixture(h.db, clock.now(), [PRICE_HUNDREDTHS, 330, 420]);
          const real: Real = {
            member,
            selectionId: fixture.home,
            placeBody: slip(
              'prematch',
              [{ selectionId: fixture.home, priceHundredths: PRICE_HUNDREDTHS }],
              STAKE_WON,
            ),
            run: runs,
            betId: null,
          };
          return { model: initialModel(), real };
        }, cmds);
      }),
      modelRunParameters(`sports bet lifecycle on ${target}`, 20),
    );
  }, 120_000);
});
