/**
 * Sports placements decided together in one transaction (server/sports/bets/sports-bet-batch.ts):
 * every placement of a batch gets its own answer or refusal, exactly as it would alone, and the
 * books stay balanced.
 *
 * Placements reach the batcher only after the auth hook's own queries, so requests fired at once
 * would not reliably meet in the same batch. The test holds them at `Batcher.submit` until all
 * have arrived and then submits them in one turn of the event loop: they are one batch per lane,
 * which the batcher's `stats` confirm. Calls of the one-slip fallback are counted too, so each
 * test knows the batch itself decided its placements. Nothing else about the path changes.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type { PlacementJob } from '../../../server/sports/bets/sports-bet-batch';
import { Batcher } from '../../../server/platform/lib/batcher';
import { SportsBetService } from '../../../server/sports/bets/sports-bet.service';
import type { SportsBetView } from '../../../common/contract/sports-bets.contract';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import { BETTING_MESSAGES } from '../../../common/i18n/sports.ko';
import {
  ADMIN,
  FakeClock,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import {
  betKey,
  fundedBettor,
  prematchFixture,
  setSelectionStatus,
  slip,
} from '../helpers/sports-book-fixtures';
import { dbTargets } from '../helpers/test-db';

type Placed = { bet: SportsBetView; emoney: number };
type Refused = { code: string; message: string; prices?: unknown[] };
type AnyBatcher = Batcher<unknown, unknown>;

// --- holding placements at the batcher until all have arrived ------------------------------

const realSubmit = Batcher.prototype.submit;
/** While set, submissions wait here (with their lane) instead of entering the queue. */
let held: { lane: AnyBatcher; go: () => void }[] | null = null;
/** Every lane that ever took a placement (the placement service's batchers). */
const lanes = new Set<AnyBatcher>();

/** A sports placement (other services batch too: session lookups go through a Batcher). */
const isPlacement = (job: unknown): job is PlacementJob =>
  typeof job === 'object' && job !== null && 'fingerprint' in job && 'body' in job;

function holdingSubmit(this: AnyBatcher, job: unknown): Promise<unknown> {
  if (!isPlacement(job)) return realSubmit.call(this, job);
  lanes.add(this);
  const waiting = held;
  if (waiting === null) return realSubmit.call(this, job);
  return new Promise((resolve, reject) => {
    waiting.push({ lane: this, go: () => void realSubmit.call(this, job).then(resolve, reject) });
  });
}

/**
 * The one-slip fallback (`placeAlone`, private): a batch sends a job there only for a key twice
 * in the batch, or when the whole batch transaction failed. Counting its calls shows the batch
 * itself decided everything else (a broken batch path would hide behind the fallback).
 */
type WithPlaceAlone = { placeAlone: (job: PlacementJob) => Promise<unknown> };
const serviceProto = SportsBetService.prototype as unknown as WithPlaceAlone;
const realPlaceAlone = serviceProto.placeAlone;
let placedAlone: PlacementJob[] = [];

function countingPlaceAlone(this: unknown, job: PlacementJob): Promise<unknown> {
  placedAlone.push(job);
  return realPlaceAlone.call(this, job);
}

function statsOf(): Map<AnyBatcher, { batches: number; jobs: number }> {
  return new Map([...lanes].map((lane) => [lane, { ...lane.stats }]));
}

/**
 * Fires every request at once and lets them into the batcher together; returns the responses
 * in the order fired, and how many batches and jobs the batcher ran for them.
 */
async function together(fire: (() => Promise<LightMyRequestResponse>)[]) {
  const before = statsOf();
  placedAlone = [];
  const waiting: NonNullable<typeof held> = [];
  held = waiting;
  const responses = Promise.all(fire.map((f) => f()));
  try {
    await vi.waitFor(() => expect(waiting.length).toBe(fire.length), {
      timeout: 20_000,
      interval: 5,
    });
  } finally {
    held = null;
    for (const w of waiting) w.go(); // one turn: each lane's queue fills before it drains
  }
  const answers = await responses;
  let batches = 0;
  let jobs = 0;
  for (const lane of lanes) {
    const was = before.get(lane) ?? { batches: 0, jobs: 0 };
    batches += lane.stats.batches - was.batches;
    jobs += lane.stats.jobs - was.jobs;
  }
  const lanesUsed = new Set(waiting.map((w) => w.lane)).size;
  const alone = placedAlone.length;
  return { answers, batches, jobs, lanesUsed, alone };
}

describe.each(dbTargets)('sports placements in one batch on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  const clock = new FakeClock(Date.parse('2030-03-01T03:00:00Z'));

  beforeAll(async () => {
    expect(typeof realPlaceAlone).toBe('function');
    Batcher.prototype.submit = holdingSubmit as typeof realSubmit;
    serviceProto.placeAlone = countingPlaceAlone;
    h = await startTestApp(target, { clock: clock.now });
    admin = await login(h.app, ADMIN);
  }, 60_000);
  afterAll(async () => {
    Batcher.prototype.submit = realSubmit;
    serviceProto.placeAlone = realPlaceAlone;
    await h?.close();
  });
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
  });

  const now = () => clock.now();
  const place = (who: LoggedIn, body: object) => () =>
    h.app.inject({ method: 'POST', url: '/api/sports/bets', headers: who.headers, payload: body });
  const cash = async (memberId: number) => (await getMemberBalances(h.db, memberId)).emoney;
  const bets = (memberId: number) =>
    h.db.query<{ id: number; stake_won: number; idempotency_key: string }>(
      'SELECT id, stake_won, idempotency_key FROM sports_bets WHERE member_id = $1 ORDER BY id',
      [memberId],
    );
  const pending = async () => {
    // Every shard of bets_pending together.
    const [row] = await h.db.query<{ balance: number }>(
      `SELECT COALESCE(sum(balance), 0)::bigint AS balance
         FROM ledger_accounts WHERE kind = 'bets_pending' AND currency = 'KRW'`,
    );
    return row?.balance ?? 0;
  };

  it('20 members placing at once: each gets their own bet and pays exactly their stake', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => fundedBettor(h, 50_000)));
    const f = await prematchFixture(h.db, now(), [185, 330, 420]);
    const picks = [f.home, f.draw, f.away] as const;
    const prices = [185, 330, 420] as const;
    const stakeOf = (i: number) => 5_000 + i * 100;
    const bodies = members.map((_, i) =>
      slip(
        'prematch',
        [{ selectionId: picks[i % 3]!, priceHundredths: prices[i % 3]! }],
        stakeOf(i),
      ),
    );
    const pendingBefore = await pending();
    h.bets.length = 0;

    const run = await together(members.map((m, i) => place(m, bodies[i]!)));

    expect(run.jobs).toBe(20);
    expect(run.alone).toBe(0); // the batch decided every one itself
    expect(run.batches).toBe(run.lanesUsed); // one batch per lane
    expect(run.jobs).toBeGreaterThan(run.batches); // a batch held several placements
    const total = members.reduce((sum, _, i) => sum + stakeOf(i), 0);
    const ids = new Set<number>();
    for (const [i, m] of members.entries()) {
      const res = run.answers[i]!;
      expect(res.statusCode, res.body).toBe(200);
      const { bet, emoney } = res.json<Placed>();
      expect(bet).toMatchObject({ stakeWon: stakeOf(i), status: 0, kind: 'single' });
      expect(bet.legs).toEqual([
        expect.objectContaining({ selectionId: picks[i % 3], priceHundredths: prices[i % 3] }),
      ]);
      expect(emoney).toBe(50_000 - stakeOf(i));
      expect(await cash(m.memberId)).toBe(50_000 - stakeOf(i));
      const rows = await bets(m.memberId);
      expect(rows).toEqual([
        { id: bet.id, stake_won: stakeOf(i), idempotency_key: bodies[i]!.idempotencyKey },
      ]);
      ids.add(bet.id);
      // The member's stream hears their own bet and balance, nobody else's.
      const events = h.bets.filter((e) => e.memberId === m.memberId).map((e) => e.event);
      expect(events).toEqual([
        { type: 'sportsBet', bet },
        { type: 'balance', emoney: 50_000 - stakeOf(i), point: 0 },
      ]);
    }
    expect(ids.size).toBe(20);
    expect(await pending()).toBe(pendingBefore + total);
    // One stake transfer per bet, each from its member's cash.
    const [stakes] = await h.db.query<{ n: number; sum: number }>(
      `SELECT count(*) AS n, COALESCE(sum(amount), 0)::bigint AS sum FROM ledger_transfers
        WHERE kind = 'sports_stake' AND reference = ANY($1::text[])`,
      [[...ids].map((id) => `sports-bet:${id}`)],
    );
    expect(stakes).toEqual({ n: 20, sum: total });
    // Written by one transaction per lane (the batch), not one per placement.
    const [writers] = await h.db.query<{ n: number }>(
      'SELECT count(DISTINCT xmin::text) AS n FROM sports_bets WHERE id = ANY($1::bigint[])',
      [[...ids]],
    );
    expect(writers!.n).toBe(run.lanesUsed);
  });

  it('two slips of one member whose cash covers one: one placed, one INSUFFICIENT_BALANCE', async () => {
    const m = await fundedBettor(h, 10_000);
    const f = await prematchFixture(h.db, now(), [185, 330, 420]);
    const bodies = [
      slip('prematch', [{ selectionId: f.home, priceHundredths: 185 }], 10_000),
      slip('prematch', [{ selectionId: f.away, priceHundredths: 420 }], 10_000),
    ];
    const pendingBefore = await pending();

    const run = await together(bodies.map((b) => place(m, b)));

    expect({ batches: run.batches, jobs: run.jobs, alone: run.alone }).toEqual({
      batches: 1,
      jobs: 2,
      alone: 0,
    });
    const statuses = run.answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const won = run.answers.find((r) => r.statusCode === 200)!;
    const lost = run.answers.find((r) => r.statusCode === 409)!;
    expect(lost.json<Refused>()).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      message: ERROR_MESSAGES.INSUFFICIENT_BALANCE,
    });
    expect(won.json<Placed>().emoney).toBe(0);
    expect(await cash(m.memberId)).toBe(0);
    const rows = await bets(m.memberId);
    expect(rows).toEqual([
      {
        id: won.json<Placed>().bet.id,
        stake_won: 10_000,
        idempotency_key: bodies[run.answers.indexOf(won)]!.idempotencyKey,
      },
    ]);
    expect(await pending()).toBe(pendingBefore + 10_000);
  });

  it('several slips of one member in one batch each answer the cash left after it', async () => {
    const m = await fundedBettor(h, 30_000);
    const f = await prematchFixture(h.db, now(), [185, 330, 420]);
    const stakes = [6_000, 7_000, 8_000];
    const run = await together(
      stakes.map((stake) =>
        place(m, slip('prematch', [{ selectionId: f.draw, priceHundredths: 330 }], stake)),
      ),
    );
    expect({ batches: run.batches, jobs: run.jobs, alone: run.alone }).toEqual({
      batches: 1,
      jobs: 3,
      alone: 0,
    });
    for (const res of run.answers) expect(res.statusCode, res.body).toBe(200);
    // Whatever order they were decided in, each answer is the cash after the slips before it.
    const answered = run.answers
      .map((r) => r.json<Placed>())
      .sort((a, b) => b.emoney - a.emoney)
      .map(({ bet, emoney }) => ({ stake: bet.stakeWon, emoney }));
    let left = 30_000;
    for (const a of answered) {
      left -= a.stake;
      expect(a.emoney).toBe(left);
    }
    expect(left).toBe(9_000);
    expect(await cash(m.memberId)).toBe(9_000);
    expect(await bets(m.memberId)).toHaveLength(3);
  });

  it('a slip on a suspended selection is refused as it would be by itself; the rest of the batch is placed', async () => {
    const f = await prematchFixture(h.db, now(), [185, 330, 420]);
    const other = await prematchFixture(h.db, now(), [200, 300, 400]);
    await setSelectionStatus(h.db, f.home, 2);
    const bad = await fundedBettor(h, 50_000);
    const good = await Promise.all([1, 2, 3].map(() => fundedBettor(h, 50_000)));
    const badBody = () => slip('prematch', [{ selectionId: f.home, priceHundredths: 185 }], 10_000);

    // The refusal it gets by itself.
    const byItself = await place(bad, badBody())();
    expect(outcome(byItself)).toEqual({ status: 409, code: 'SPORTS_SELECTION_SUSPENDED' });

    const goodBodies = [
      slip('prematch', [{ selectionId: f.away, priceHundredths: 420 }], 10_000),
      slip('prematch', [{ selectionId: other.home, priceHundredths: 200 }], 12_000),
      // A two-leg slip that shares the suspended selection's fixture but not the selection.
      slip(
        'prematch',
        [
          { selectionId: f.draw, priceHundredths: 330 },
          { selectionId: other.away, priceHundredths: 400 },
        ],
        15_000,
      ),
    ];
    // The same member's fine slip goes in the same batch (and lane) as its refused one.
    const badsGood = slip('prematch', [{ selectionId: other.draw, priceHundredths: 300 }], 5_000);
    const run = await together([
      place(good[0]!, goodBodies[0]!),
      place(bad, badBody()),
      place(good[1]!, goodBodies[1]!),
      place(bad, badsGood),
      place(good[2]!, goodBodies[2]!),
    ]);

    expect(run.jobs).toBe(5);
    expect(run.alone).toBe(0); // the batch decided every one itself
    expect(run.batches).toBe(run.lanesUsed);
    const [g0, refused, g1, badOk, g2] = run.answers;
    expect(refused!.statusCode).toBe(byItself.statusCode);
    expect(refused!.json<Refused>()).toEqual(byItself.json<Refused>());
    expect(refused!.json<Refused>()).toEqual({
      code: 'SPORTS_SELECTION_SUSPENDED',
      message: expect.any(String),
      prices: [{ selectionId: f.home, priceHundredths: 185, status: 2 }],
    });
    for (const [i, res] of [g0, g1, g2].entries()) {
      expect(res!.statusCode, res!.body).toBe(200);
      expect(res!.json<Placed>().bet.stakeWon).toBe(goodBodies[i]!.stakeWon);
      expect(await cash(good[i]!.memberId)).toBe(50_000 - goodBodies[i]!.stakeWon);
      expect(await bets(good[i]!.memberId)).toHaveLength(1);
    }
    expect(g2!.json<Placed>().bet.legs).toHaveLength(2);
    expect(badOk!.statusCode, badOk!.body).toBe(200);
    expect(await bets(bad.memberId)).toEqual([
      {
        id: badOk!.json<Placed>().bet.id,
        stake_won: 5_000,
        idempotency_key: badsGood.idempotencyKey,
      },
    ]);
    expect(await cash(bad.memberId)).toBe(45_000);
  });

  it('the same slip twice under one key at once: both answer the one bet, cash moves once', async () => {
    const m = await fundedBettor(h, 40_000);
    const f = await prematchFixture(h.db, now(), [185, 330, 420]);
    const body = slip('prematch', [{ selectionId: f.home, priceHundredths: 185 }], 10_000);

    const run = await together([place(m, body), place(m, body)]);

    expect({ batches: run.batches, jobs: run.jobs, alone: run.alone }).toEqual({
      batches: 1,
      jobs: 2,
      alone: 1,
    });
    // The second under the key is sent back by the batch and replayed by the one-slip path.
    const [a, b] = run.answers;
    expect(a!.statusCode, a!.body).toBe(200);
    expect(b!.statusCode, b!.body).toBe(200);
    expect(b!.json<Placed>().bet.id).toBe(a!.json<Placed>().bet.id);
    expect(b!.json<Placed>().bet).toEqual(a!.json<Placed>().bet);
    expect(a!.json<Placed>().emoney).toBe(30_000);
    expect(b!.json<Placed>().emoney).toBe(30_000);
    expect(await bets(m.memberId)).toEqual([
      { id: a!.json<Placed>().bet.id, stake_won: 10_000, idempotency_key: body.idempotencyKey },
    ]);
    expect(await cash(m.memberId)).toBe(30_000);
  });

  it('one key with two different slips at once: one placed, the other IDEMPOTENCY_CONFLICT', async () => {
    const m = await fundedBettor(h, 40_000);
    const f = await prematchFixture(h.db, now(), [185, 330, 420]);
    const idempotencyKey = betKey();
    const bodies = [
      slip('prematch', [{ selectionId: f.home, priceHundredths: 185 }], 10_000, { idempotencyKey }),
      slip('prematch', [{ selectionId: f.away, priceHundredths: 420 }], 7_000, { idempotencyKey }),
    ];

    const run = await together(bodies.map((b) => place(m, b)));

    expect({ batches: run.batches, jobs: run.jobs, alone: run.alone }).toEqual({
      batches: 1,
      jobs: 2,
      alone: 1,
    });
    // The second under the key is sent back by the batch and replayed by the one-slip path.
    expect(run.answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = run.answers.find((r) => r.statusCode === 200)!;
    const lost = run.answers.find((r) => r.statusCode === 409)!;
    expect(lost.json<Refused>()).toEqual({
      code: 'IDEMPOTENCY_CONFLICT',
      message: ERROR_MESSAGES.IDEMPOTENCY_CONFLICT,
    });
    const wonBody = bodies[run.answers.indexOf(won)]!;
    const { bet, emoney } = won.json<Placed>();
    expect(bet.stakeWon).toBe(wonBody.stakeWon);
    expect(bet.legs[0]!.selectionId).toBe(wonBody.picks[0]!.selectionId);
    expect(emoney).toBe(40_000 - wonBody.stakeWon);
    expect(await bets(m.memberId)).toEqual([
      { id: bet.id, stake_won: wonBody.stakeWon, idempotency_key: idempotencyKey },
    ]);
    expect(await cash(m.memberId)).toBe(40_000 - wonBody.stakeWon);
  });

  it('a slip the member’s level limits refuse is the only one refused; the batch’s others are placed', async () => {
    const put = await h.app.inject({
      method: 'PUT',
      url: '/api/admin/sports/limits',
      headers: admin.headers,
      payload: {
        level: 6,
        minStakeWon: 20_000,
        maxStakeWon: 100_000,
        maxPayoutWon: 1_000_000,
        maxSelections: 3,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const high = await fundedBettor(h, 100_000, { level: 6 });
    const low = await fundedBettor(h, 100_000); // level 1: the default limits, 5,000 minimum
    const others = await Promise.all([1, 2].map(() => fundedBettor(h, 100_000)));
    const f = await prematchFixture(h.db, now(), [185, 330, 420]);
    const pick = [{ selectionId: f.home, priceHundredths: 185 }];

    // What each refusal is by itself.
    const highAlone = await place(high, slip('prematch', pick, 10_000))();
    expect(outcome(highAlone)).toEqual({ status: 400, code: 'STAKE_BELOW_MIN' });
    const lowAlone = await place(low, slip('prematch', pick, 4_999))();
    expect(outcome(lowAlone)).toEqual({ status: 400, code: 'STAKE_BELOW_MIN' });

    const run = await together([
      place(others[0]!, slip('prematch', pick, 10_000)),
      place(high, slip('prematch', pick, 10_000)), // under level 6's 20,000
      place(low, slip('prematch', pick, 4_999)), // under level 1's 5,000
      place(high, slip('prematch', pick, 20_000)), // level 6's minimum exactly
      place(others[1]!, slip('prematch', pick, 5_000)), // level 1's minimum exactly
    ]);

    expect(run.jobs).toBe(5);
    expect(run.alone).toBe(0); // the batch decided every one itself
    expect(run.batches).toBe(run.lanesUsed);
    const [o0, highRefused, lowRefused, highOk, o1] = run.answers;
    expect(highRefused!.statusCode).toBe(400);
    expect(highRefused!.json<Refused>()).toEqual(highAlone.json<Refused>());
    expect(highRefused!.json<Refused>().message).toContain(BETTING_MESSAGES.STAKE_BELOW_MIN);
    expect(lowRefused!.statusCode).toBe(400);
    expect(lowRefused!.json<Refused>()).toEqual(lowAlone.json<Refused>());
    for (const res of [o0, highOk, o1]) expect(res!.statusCode, res!.body).toBe(200);
    expect(highOk!.json<Placed>().bet.stakeWon).toBe(20_000);
    expect(await cash(high.memberId)).toBe(80_000);
    expect(await cash(low.memberId)).toBe(100_000);
    expect(await bets(low.memberId)).toEqual([]);
    expect(await bets(high.memberId)).toHaveLength(1);
    expect(await cash(others[0]!.memberId)).toBe(90_000);
    expect(await cash(others[1]!.memberId)).toBe(95_000);
  });
});
