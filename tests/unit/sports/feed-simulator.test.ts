/**
 * The simulated feed: a deterministic function of (seed, time) — the same seed
 * gives the same book, a clock jump gives what stepping would have — with live matches at every
 * moment, books of realistic margin, and every selection settled with the right code.
 */
import { describe, expect, it } from 'vitest';
import { feedRows } from '../../../server/sports/feed/feed-rows';
import { SIM_SPORTS } from '../../../server/sports/feed/sim/catalog';
import { hashString } from '../../../server/sports/feed/sim/random';
import { planFixture, slotsBetween } from '../../../server/sports/feed/sim/schedule';
import { SimFixture } from '../../../server/sports/feed/sim/sim-fixture';
import { SportsSimulator } from '../../../server/sports/feed/sim/simulator';
import type { FeedFixture } from '../../../server/sports/feed/adapter';
import { MARKET_TYPE, marketTypeOf } from '../../../common/domain/sports/market-catalog';
import { settleSelection } from '../../../common/domain/sports/market-settlement';
import { SPORT_IDS } from '../../../common/domain/sports/sport-ids';

const T0 = Date.parse('2025-06-01T03:00:00Z');
const HOUR = 3_600_000;
const SEED = 'unit-seed';

const rowsOf = (snapshot: readonly FeedFixture[]) => snapshot.map((f) => feedRows(f));

/** Fixtures of a sport over a span, planned with the test seed. */
function fixturesOf(sportId: number, fromMs: number, toMs: number, seed = SEED): SimFixture[] {
  const sport = SIM_SPORTS.find((s) => s.id === sportId)!;
  return slotsBetween(sport, fromMs, toMs).map(
    (slot) => new SimFixture(planFixture(hashString(seed), sport, slot)),
  );
}

describe('determinism', () => {
  it('the same seed and time give the same book; another seed another', () => {
    const options = { horizonMs: 6 * HOUR };
    const a = rowsOf(new SportsSimulator({ seed: SEED, ...options }).snapshot(new Date(T0)));
    const b = rowsOf(new SportsSimulator({ seed: SEED, ...options }).snapshot(new Date(T0)));
    expect(a.length).toBeGreaterThan(50);
    expect(b).toEqual(a);
    const other = rowsOf(new SportsSimulator({ seed: 'other', ...options }).snapshot(new Date(T0)));
    expect(other.map((r) => r.fixture.id)).toEqual(a.map((r) => r.fixture.id));
    expect(other).not.toEqual(a);
  });

  it('jumping the clock two hours gives the state stepping ten seconds at a time reaches', () => {
    const options = { seed: SEED, horizonMs: 4 * HOUR };
    const stepped = new SportsSimulator(options);
    const end = T0 + 2 * HOUR;
    for (let t = T0; t < end; t += 10_000) stepped.snapshot(new Date(t));
    const fromSteps = rowsOf(stepped.snapshot(new Date(end)));
    const fromJump = rowsOf(new SportsSimulator(options).snapshot(new Date(end)));
    expect(fromJump).toEqual(fromSteps);
    // …and a lookup of one fixture by id agrees with the snapshot.
    const live = fromJump.find((r) => r.fixture.status === 2)!;
    const looked = new SportsSimulator(options).lookup([Number(live.fixture.id)], new Date(end));
    expect(rowsOf(looked)).toEqual([live]);
  }, 60_000);

  it('answers an unchanged fixture with the same object (the job skips it)', () => {
    const sim = new SportsSimulator({ seed: SEED, horizonMs: 6 * HOUR });
    const first = sim.snapshot(new Date(T0));
    const second = new Map(
      sim.snapshot(new Date(T0 + 1_000)).map((f) => [f.prematch.FixtureId, f]),
    );
    const unchanged = first.filter((f) => second.get(f.prematch.FixtureId) === f);
    // Far-off prematch fixtures and finished ones stand still from one second to the next.
    expect(unchanged.length).toBeGreaterThan(first.length * 0.8);
    const far = first.find((f) => Date.parse(f.prematch.Fixture!.StartDate) > T0 + 3 * HOUR)!;
    expect(second.get(far.prematch.FixtureId)).toBe(far);
  });
});

describe('live action', () => {
  it('every sport has matches in play at every moment, and fixtures start every few minutes', () => {
    const from = T0;
    const to = T0 + 36 * HOUR;
    const bySport = SIM_SPORTS.map((sport) => fixturesOf(sport.id, from - 6 * HOUR, to));
    for (let t = from; t < to; t += 11 * 60_000) {
      bySport.forEach((fixtures, i) => {
        const live = fixtures.filter((f) => f.statusAt(t) === 2).length;
        expect(live, `${SIM_SPORTS[i]!.name} at ${new Date(t).toISOString()}`).toBeGreaterThan(1);
      });
    }
    const startsPerHour =
      bySport.flat().filter((f) => {
        const start = f.plan.startsAtMs;
        return start >= from && start < to;
      }).length / 36;
    expect(startsPerHour).toBeGreaterThan(10);
  }, 60_000);
});

describe('prices', () => {
  it('prematch books carry a realistic margin (1X2 about 105–108 %)', () => {
    const sim = new SportsSimulator({ seed: SEED, horizonMs: 24 * HOUR });
    const rows = rowsOf(sim.snapshot(new Date(T0))).filter((r) => r.fixture.status === 1);
    let checked = 0;
    for (const { fixture, selections } of rows) {
      const byMarket = new Map<string, number[]>();
      for (const s of selections.filter((x) => x.book === 'prematch')) {
        const key = `${s.market_type_id}:${s.line}`;
        byMarket.set(key, [...(byMarket.get(key) ?? []), s.price]);
      }
      const oneX2 = byMarket.get('1:null');
      if (oneX2 && selections.every((s) => s.market_type_id !== 1 || s.status === 1)) {
        const book = oneX2.reduce((sum, p) => sum + 100 / p, 0);
        expect(book, fixture.id).toBeGreaterThanOrEqual(1.05);
        expect(book, fixture.id).toBeLessThan(1.09);
        checked += 1;
      }
      for (const s of selections) expect(s.price).toBeGreaterThanOrEqual(101);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('prematch prices drift over the hours before the start', () => {
    const sim = new SportsSimulator({ seed: SEED, horizonMs: 24 * HOUR });
    const before = new Map(
      rowsOf(sim.snapshot(new Date(T0)))
        .flatMap((r) => r.selections)
        .map((s) => [s.id, s.price]),
    );
    const later = rowsOf(sim.snapshot(new Date(T0 + HOUR))).flatMap((r) => r.selections);
    const moved = later.filter((s) => before.has(s.id) && before.get(s.id) !== s.price);
    expect(moved.length).toBeGreaterThan(later.length / 10);
  });
});

describe('match flow and settlement', () => {
  const finishedBy = (fixtures: SimFixture[], t: number) =>
    fixtures.filter((f) => f.statusAt(t) === 3);

  it('settles every selection of a finished fixture, consistently with its score', () => {
    let halves = 0;
    let refunds = 0;
    for (const sport of SIM_SPORTS) {
      const fixtures = fixturesOf(sport.id, T0 - 30 * HOUR, T0 - 8 * HOUR);
      const finished = finishedBy(fixtures, T0);
      expect(finished.length).toBeGreaterThan(5);
      for (const f of finished) {
        const { selections, fixture } = feedRows(f.at(T0));
        expect(fixture.livescore?.periodCode).toBeGreaterThanOrEqual(100);
        for (const s of selections) {
          expect(s.status, s.id).toBe(3);
          expect([1, 2, 3, 4, 5]).toContain(s.settlement);
          if (s.settlement === 4 || s.settlement === 5) halves += 1;
          if (s.settlement === 3) refunds += 1;
        }
        // Exactly one winner in every 1X2 and combined market of each book.
        for (const book of ['prematch', 'inplay'] as const) {
          for (const typeId of [MARKET_TYPE.threeWay.id, MARKET_TYPE.combined.id]) {
            const group = selections.filter((s) => s.book === book && s.market_type_id === typeId);
            if (group.length > 0) expect(group.filter((s) => s.settlement === 2)).toHaveLength(1);
          }
        }
        // The two books agree on every selection's result.
        const prematch = selections.filter((s) => s.book === 'prematch');
        const inplay = selections.filter((s) => s.book === 'inplay');
        if (inplay.length > 0) {
          expect(inplay.map((s) => s.settlement)).toEqual(prematch.map((s) => s.settlement));
        }
      }
    }
    expect(halves).toBeGreaterThan(0);
    expect(refunds).toBeGreaterThan(0);
  }, 60_000);

  it('a football match: about to start, two halves around half time, goals suspend the book', () => {
    const fixtures = fixturesOf(SPORT_IDS.football, T0, T0 + 12 * HOUR).filter(
      (f) => f.plan.fate.kind === 'normal' && f.plan.hasInplay,
    );
    const f = fixtures[0]!;
    const start = f.plan.startsAtMs;
    expect(f.statusAt(start - 11 * 60_000)).toBe(1);
    expect(f.statusAt(start - 5 * 60_000)).toBe(9);
    expect(f.statusAt(start)).toBe(2);
    const periods: number[] = [];
    let lastTotal = 0;
    let suspendedAtGoal = 0;
    let goals = 0;
    for (let t = start; f.statusAt(t) === 2; t += 15_000) {
      const { fixture, selections } = feedRows(f.at(t));
      const score = fixture.livescore!;
      if (periods.at(-1) !== score.periodCode) periods.push(score.periodCode);
      const total = score.homeScore + score.awayScore;
      expect(total).toBeGreaterThanOrEqual(lastTotal);
      if (total > lastTotal) {
        goals += 1;
        const open = selections.filter((s) => s.book === 'inplay' && s.status !== 3);
        if (open.every((s) => s.status === 2)) suspendedAtGoal += 1;
      }
      lastTotal = total;
      if (score.periodCode === 10 || score.periodCode === 20) {
        expect(score.clock).toMatch(/^\d{1,2}(\+\d)?$/);
      }
    }
    expect(periods.slice(0, 3)).toEqual([10, 80, 20]);
    const end = feedRows(f.at(start + 4 * HOUR)).fixture;
    expect(end.status).toBe(3);
    expect([100, 101, 102]).toContain(end.livescore!.periodCode);
    expect(suspendedAtGoal).toBe(goals);
  });

  it('volleyball counts sets on the scoreboard and points per set; baseball shows 초/말', () => {
    const volley = fixturesOf(SPORT_IDS.volleyball, T0 - 20 * HOUR, T0 - 10 * HOUR).find(
      (f) => f.statusAt(T0) === 3,
    )!;
    const board = feedRows(volley.at(T0)).fixture.livescore!;
    expect(Math.max(board.homeScore, board.awayScore)).toBe(3);
    expect(board.periods.length).toBe(board.homeScore + board.awayScore);
    for (const set of board.periods)
      expect(Math.max(set.home, set.away)).toBeGreaterThanOrEqual(15);

    const baseball = fixturesOf(SPORT_IDS.baseball, T0, T0 + 6 * HOUR).find(
      (f) => f.plan.fate.kind === 'normal',
    )!;
    const early = feedRows(baseball.at(baseball.plan.startsAtMs + 60_000)).fixture.livescore!;
    expect(early.periodCode).toBe(1);
    expect(early.clock).toBe('초');
  });

  it('cancelled fixtures void every prematch selection (−1)', () => {
    const all = SIM_SPORTS.flatMap((s) => fixturesOf(s.id, T0 - 24 * HOUR, T0 + 24 * HOUR));
    const cancelled = all.find((f) => f.plan.fate.kind === 'cancelled')!;
    expect(cancelled).toBeDefined();
    const rows = feedRows(cancelled.at(cancelled.plan.startsAtMs));
    expect(rows.fixture.status).toBe(4);
    expect(new Set(rows.selections.map((s) => s.settlement))).toEqual(new Set([-1]));
  });

  it('the in-play book settles decided lines while the match runs', () => {
    const fixtures = fixturesOf(SPORT_IDS.football, T0 - 24 * HOUR, T0).filter(
      (f) => f.plan.hasInplay && f.plan.fate.kind === 'normal',
    );
    const withGoals = fixtures.find((f) => {
      const end = feedRows(f.at(T0)).fixture.livescore!;
      return end.homeScore + end.awayScore >= 3;
    })!;
    // At the end of the first half some in-play selections are settled already, and their
    // codes are those the final result gives.
    let t = withGoals.plan.startsAtMs;
    while (
      withGoals.statusAt(t) === 2 &&
      feedRows(withGoals.at(t)).fixture.livescore!.periodCode !== 20
    ) {
      t += 60_000;
    }
    const final = feedRows(withGoals.at(T0)).selections;
    const early = feedRows(withGoals.at(t + 40 * 60_000)).selections.filter(
      (s) => s.book === 'inplay' && s.status === 3,
    );
    expect(early.length).toBeGreaterThan(0);
    for (const s of early) {
      expect(final.find((x) => x.id === s.id)?.settlement).toBe(s.settlement);
      const type = marketTypeOf(SPORT_IDS.football, s.market_type_id)!;
      expect(['overUnder', 'firstToScore', 'bothScore']).toContain(type.kind);
    }
  });

  it('settles with the same rule the bet side uses', () => {
    const f = fixturesOf(SPORT_IDS.iceHockey, T0 - 24 * HOUR, T0 - 10 * HOUR).find(
      (x) => x.statusAt(T0) === 3,
    )!;
    const { selections } = feedRows(f.at(T0));
    for (const s of selections.filter((x) => x.market_type_id === MARKET_TYPE.threeWay.id)) {
      expect(s.settlement).toBe(
        settleSelection(MARKET_TYPE.threeWay, s.name, null, {
          regular: regularOf(f),
          full: regularOf(f),
          firstPeriod: regularOf(f),
          sets: regularOf(f),
          firstToScore: null,
        }),
      );
    }
  });
});

/** The 60-minute score of a hockey game from its periods 1–3. */
function regularOf(f: SimFixture) {
  const periods = feedRows(f.at(T0)).fixture.livescore!.periods.filter((p) => p.code <= 3);
  return {
    home: periods.reduce((sum, p) => sum + p.home, 0),
    away: periods.reduce((sum, p) => sum + p.away, 0),
  };
}
