/**
 * Model-based test of the minigame bet's money lifecycle (docs/money-lifecycles.md): fast-check
 * draws sequences of up to five events on one round from every actor — the member placing under
 * a first or a second key (a retry under the same key, or a new pick that replaces the open bet),
 * the round engine's close, draw and settle steps, the operator's cancel — some delivered two at
 * once (Promise.all), the same one twice included, and drives the real server with each. After
 * every step the member's bets, cash and ledger must be what the model (minigame-bet-model.ts)
 * says, and the books must balance:
 *   - each bet's stake taken once, its replacement refund at most once;
 *   - the round paid at most once and refunded at most once, never both; a bet graded or
 *     refunded is never the replaced one;
 *   - the member's cash = 100,000 − stakes + replacement refunds + the round's credits, per the
 *     ledger, and equal to the model's;
 *   - verifyLedger finds no problem.
 *
 *   MODEL_RUNS=500 npx vitest run --project integration tests/integration/minigame/minigame-bet.model.test.ts
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGameById } from '../../../common/domain/minigame/catalog';
import { FAMILY_ENGINES } from '../../../common/domain/minigame/family-registry';
import { createNodeRoundStream } from '../../../common/domain/minigame/stream-node';
import { MINIGAME_SCHEDULER_LOCK, MinigameEngine } from '../../../server/minigame/rounds/engine';
import { closeRound, drawRound, settleRound } from '../../../server/minigame/rounds/round-steps';
import { leaderTransaction } from '../../../server/platform/jobs/leader-lock';
import type { Queryable } from '../../../server/platform/db/db';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { ADMIN, login, startTestApp, type LoggedIn, type TestApp } from '../helpers/app-harness';
import { createExtraMember } from '../helpers/extra-members';
import { fund } from '../helpers/ledger-fixtures';
import { modelRunParameters } from '../helpers/model-runs';
import { dbTargets } from '../helpers/test-db';
import {
  describeEvent,
  initialModel,
  INITIAL_WON,
  phaseOf,
  STAKE_WON,
  step,
  type Expected,
  type Grade,
  type MinigameEvent,
  type MinigameModel,
  type Picks,
} from './minigame-bet-model';

const GAME_ID = 211; // eos powerball1: 60 s rounds, betting closes 10 s before the draw
const game = findGameById(GAME_ID)!;
const PICKS = ['powerballOddEven.odd', 'powerballOddEven.even'] as const;
// 12:00:05 Seoul: five seconds into a round; each run starts two rounds after the one before (a
// run moves the clock at most to its round's draw).
const START_MS = Date.UTC(2025, 0, 1, 3, 0, 5);
const RUN_SPACING_MS = 2 * 60_000;

interface Real {
  member: LoggedIn & { memberId: number };
  run: number;
  roundId: string;
  closesAtMs: number;
  drawAtMs: number;
  picks: Picks;
}

const STATUS_OF = { open: 0, lost: 1, won: 2, push: 3, replaced: -1, refunded: -1 } as const;

const eventArb: fc.Arbitrary<MinigameEvent> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .constantFrom(0 as const, 1 as const)
      .map((key): MinigameEvent => ({ kind: 'place', key })),
  },
  { weight: 2, arbitrary: fc.constant<MinigameEvent>({ kind: 'close' }) },
  { weight: 2, arbitrary: fc.constant<MinigameEvent>({ kind: 'draw' }) },
  { weight: 2, arbitrary: fc.constant<MinigameEvent>({ kind: 'settle' }) },
  { weight: 2, arbitrary: fc.constant<MinigameEvent>({ kind: 'operatorCancel' }) },
);

/**
 * The orders in which the server may have taken events delivered together: either order, and,
 * for a job step, none at all: a job that meets another transaction's lock skips and acts on its
 * next run (docs/architecture.md §4: one node acts, the others skip).
 */
function ordersOf(events: readonly MinigameEvent[]): number[][] {
  if (events.length === 1) return [[0]];
  const isJob = (i: number) => {
    const e = events[i]!;
    return e.kind === 'close' || e.kind === 'draw' || e.kind === 'settle';
  };
  return [[0, 1], [1, 0], ...(isJob(0) ? [[1]] : []), ...(isJob(1) ? [[0]] : [])];
}

describe.each(dbTargets)('minigame bet lifecycle, model-based, on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let engine: MinigameEngine;
  let odds: [number, number];
  let nowMs = START_MS;
  let runs = 0;
  const clock = () => new Date(nowMs);

  beforeAll(async () => {
    h = await startTestApp(target, { clock });
    admin = await login(h.app, ADMIN);
    // The round engine as a node runs it; only its preparation of rounds is used here, each step
    // of the round under test runs as the engine runs it (its leader transaction).
    engine = new MinigameEngine(h.db, clock, { round: () => undefined, betsSettled: () => {} });
    const settings = await h.app.inject({
      method: 'GET',
      url: `/api/settingMinigame/${GAME_ID}`,
      headers: admin.headers,
    });
    const table = settings.json<{ odds: Record<string, number> }>().odds;
    odds = [table[PICKS[0]]!, table[PICKS[1]]!];
  }, 60_000);
  afterAll(() => h?.close());

  const roundStep = (
    real: Real,
    fn: (tx: Queryable, gameId: number, roundId: string, now: Date) => Promise<unknown>,
  ) =>
    leaderTransaction(h.db, MINIGAME_SCHEDULER_LOCK, (tx) =>
      fn(tx, GAME_ID, real.roundId, clock()),
    );

  async function deliver(real: Real, e: MinigameEvent): Promise<Expected> {
    const answered = (res: { statusCode: number; body: string }): Expected => {
      const body = res.body ? (JSON.parse(res.body) as { code?: string }) : {};
      return res.statusCode === 200 ? { status: 200 } : { status: res.statusCode, code: body.code };
    };
    switch (e.kind) {
      case 'place':
        return answered(
          await h.app.inject({
            method: 'POST',
            url: '/api/minigame/bets',
            headers: real.member.headers,
            payload: {
              gameId: GAME_ID,
              roundId: real.roundId,
              selectionKey: PICKS[e.key],
              stakeWon: STAKE_WON,
              oddsHundredths: odds[e.key],
              idempotencyKey: `minigame-model-${real.run}-${e.key}`,
            },
          }),
        );
      case 'close':
        await roundStep(real, closeRound);
        return { status: null };
      case 'draw':
        await roundStep(real, drawRound);
        return { status: null };
      case 'settle':
        await roundStep(real, settleRound);
        return { status: null };
      case 'operatorCancel':
        return answered(
          await h.app.inject({
            method: 'POST',
            url: `/api/admin/minigame/rounds/${GAME_ID}/${real.roundId}/cancel`,
            headers: admin.headers,
          }),
        );
    }
  }

  const matches = (actual: Expected, expected: Expected) =>
    expected.status === null ||
    (actual.status === expected.status &&
      (expected.code === undefined || actual.code === expected.code));

  /** The member's bet under each key of the run (undefined: none placed). */
  async function storedBets(real: Real) {
    const rows = await h.db.query<{ idempotency_key: string; status: number; replaced: boolean }>(
      'SELECT idempotency_key, status, replaced FROM minigame_bets WHERE member_id = $1',
      [real.member.memberId],
    );
    return ([0, 1] as const).map((key) =>
      rows.find((b) => b.idempotency_key.endsWith(`:minigame-model-${real.run}-${key}`)),
    );
  }

  async function checkInvariants(m: MinigameModel, real: Real, after: string) {
    const memberId = real.member.memberId;
    const [cash] = await h.db.query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'member_cash'`,
      [memberId],
    );
    expect(cash!.balance, `cash after ${after}`).toBe(m.cashWon);
    const [round] = await h.db.query<{ status: string }>(
      'SELECT status FROM minigame_rounds WHERE game_id = $1 AND round_id = $2',
      [GAME_ID, real.roundId],
    );
    expect(round!.status, `round after ${after}`).toBe(m.round);
    const bets = await h.db.query<{
      id: number;
      idempotency_key: string;
      status: number;
      replaced: boolean;
      stake_won: number;
      payout_won: number;
    }>(
      `SELECT id, idempotency_key, status, replaced, stake_won, payout_won FROM minigame_bets
        WHERE member_id = $1 ORDER BY id`,
      [memberId],
    );
    for (const key of [0, 1] as const) {
      const bet = bets.find((b) =>
        b.idempotency_key.endsWith(`:minigame-model-${real.run}-${key}`),
      );
      const state = m.bets[key];
      if (state === 'absent') {
        expect(bet, `bet #${key} after ${after}`).toBeUndefined();
        continue;
      }
      expect(
        bet && { status: bet.status, replaced: bet.replaced },
        `bet #${key} after ${after}`,
      ).toEqual({ status: STATUS_OF[state], replaced: state === 'replaced' });
    }

    // The member's side of every transfer of the round and of its bets, by kind and reference.
    const moves = await h.db.query<{ kind: string; reference: string; n: number; total: number }>(
      `SELECT t.kind, t.reference, count(*)::int AS n, sum(e.amount)::bigint AS total
         FROM ledger_transfers t
         JOIN ledger_entries e ON e.transfer_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member_cash'
        WHERE a.member_id = $1 AND t.kind LIKE 'minigame%'
        GROUP BY t.kind, t.reference`,
      [memberId],
    );
    const roundRef = `minigame:${GAME_ID}:${real.roundId}`;
    for (const bet of bets) {
      const ofBet = moves.filter((r) => r.reference === `minigame-bet:${bet.id}`);
      const stake = ofBet.find((r) => r.kind === 'minigame_stake');
      expect(stake && { n: stake.n, total: stake.total }, `stake of ${bet.id}`).toEqual({
        n: 1,
        total: -bet.stake_won,
      });
      const refund = ofBet.filter((r) => r.kind === 'minigame_refund');
      expect(
        refund.reduce((s, r) => s + r.n, 0),
        `refunds of ${bet.id}`,
      ).toBe(bet.replaced ? 1 : 0);
      // A replaced bet is never graded or refunded with its round.
      if (bet.replaced) expect(bet.payout_won, `payout of replaced ${bet.id}`).toBe(0);
    }
    const ofRound = moves.filter((r) => r.reference === roundRef);
    const paid = ofRound.filter((r) => r.kind === 'minigame_payout');
    const refunded = ofRound.filter((r) => r.kind === 'minigame_refund');
    expect(
      paid.reduce((s, r) => s + r.n, 0),
      `round payouts ${after}`,
    ).toBeLessThanOrEqual(1);
    expect(
      refunded.reduce((s, r) => s + r.n, 0),
      `round refunds ${after}`,
    ).toBeLessThanOrEqual(1);
    expect(paid.length > 0 && refunded.length > 0, `paid and refunded ${after}`).toBe(false);
    const graded = bets.filter((b) => b.status > 0);
    expect(paid[0]?.total ?? 0, `round payout ${after}`).toBe(
      graded.reduce((s, b) => s + b.payout_won, 0),
    );
    const cancelled = bets.filter((b) => b.status === -1 && !b.replaced);
    expect(refunded[0]?.total ?? 0, `round refund ${after}`).toBe(
      cancelled.reduce((s, b) => s + b.stake_won, 0),
    );
    const ledgerSum = moves.reduce((s, r) => s + r.total, 0);
    expect(cash!.balance, `cash per the ledger after ${after}`).toBe(INITIAL_WON + ledgerSum);
    expect((await verifyLedger(h.db)).problems, after).toEqual([]);
  }

  class Deliver implements fc.AsyncCommand<MinigameModel, Real> {
    constructor(readonly events: readonly MinigameEvent[]) {}
    check() {
      return true;
    }
    async run(m: MinigameModel, real: Real) {
      const label = this.toString();
      // The clock moves first (it only moves forward); then the events run, together or alone.
      const phase = Math.max(m.phase, ...this.events.map(phaseOf)) as 0 | 1 | 2;
      if (phase >= 1) nowMs = Math.max(nowMs, real.closesAtMs);
      if (phase === 2) nowMs = Math.max(nowMs, real.drawAtMs);
      const before: MinigameModel = { ...m, phase };
      const answers = await Promise.all(this.events.map((e) => deliver(real, e)));
      const explained = ordersOf(this.events)
        .map((order) => {
          let model = before;
          // A job step that met the other event's lock skipped (the leader lock, SKIP LOCKED).
          const expected: Expected[] = this.events.map(() => ({ status: null }));
          for (const i of order) {
            const s = step(model, this.events[i]!, real.picks);
            model = s.next;
            expected[i] = s.expected;
          }
          return { model, expected };
        })
        .filter((o) => o.expected.every((exp, i) => matches(answers[i]!, exp)));
      expect(explained.length, `${label}: answers ${JSON.stringify(answers)}`).toBeGreaterThan(0);
      // The order the server took is the one whose model agrees with what it stored.
      const stored = await storedBets(real);
      const [round] = await h.db.query<{ status: string }>(
        'SELECT status FROM minigame_rounds WHERE game_id = $1 AND round_id = $2',
        [GAME_ID, real.roundId],
      );
      const chosen =
        explained.find(
          (o) =>
            o.model.round === round!.status &&
            o.model.bets.every((state, key) => {
              const bet = stored[key];
              return state === 'absent'
                ? bet === undefined
                : bet?.status === STATUS_OF[state] && bet.replaced === (state === 'replaced');
            }),
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

  async function freshRound(run: number): Promise<Real> {
    nowMs = START_MS + run * RUN_SPACING_MS;
    await engine.tick([]); // prepares the rounds due now, runs no step
    const [round] = await h.db.query<{
      round_id: string;
      closes_at: string;
      draw_at: string;
      seed_hex: string;
    }>(
      `SELECT round_id, closes_at, draw_at, seed_hex FROM minigame_rounds
        WHERE game_id = $1 AND status = 'open' AND opens_at <= $2 AND closes_at > $2`,
      [GAME_ID, clock().toISOString()],
    );
    if (!round) throw new Error(`no open round at ${clock().toISOString()}`);
    // The grade each pick will get: the draw is a function of the committed seed (fairness.ts).
    const engineOf = FAMILY_ENGINES[game.family];
    const outcome = engineOf.draw(createNodeRoundStream(round.seed_hex, GAME_ID, round.round_id));
    const grades = PICKS.map((pick) => engineOf.grade(outcome, pick)) as [Grade, Grade];
    // The operator's session lives on activity: one request a run keeps it from idling out.
    await h.app.inject({ method: 'GET', url: '/api/member/user', headers: admin.headers });
    const extra = await createExtraMember(h.db, { prefix: 'mgm' });
    await fund(h.db, extra.id, INITIAL_WON);
    const member = { ...(await login(h.app, extra.credentials)), memberId: extra.id };
    return {
      member,
      run,
      roundId: round.round_id,
      closesAtMs: Date.parse(round.closes_at),
      drawAtMs: Date.parse(round.draw_at),
      picks: { odds, grades },
    };
  }

  it('every interleaving of the actors keeps the books: staked once, paid or refunded once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commandArbs, { maxCommands: 5 }), async (cmds) => {
        runs += 1;
        const real = await freshRound(runs);
        await fc.asyncModelRun(() => Promise.resolve({ model: initialModel(), real }), cmds);
      }),
      modelRunParameters(`minigame bet lifecycle on ${target}`, 15),
    );
  }, 120_000);
});
