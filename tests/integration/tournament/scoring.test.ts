/**
 * Tournament scores from real signed wallet calls: each scoring rule,
 * the minimum stake and qualifying games, a rolled-back round taken back out, the same round heard
 * twice, ties (first to reach the score ranks higher), automatic joining of free tournaments, and
 * a barred member's score that stops counting. After each test the ledger balances.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { dbTargets } from '../helpers/test-db';
import {
  OTHER_SLOT,
  boardOrder,
  createTournament,
  enter,
  entryOf,
  reachedAt,
  gameId,
  playClosingBet,
  playRound,
  player,
  rollbackBet,
  startTournamentApp,
  type TournamentHarness,
} from './tournament-fixtures';

describe.each(dbTargets)('tournament scoring on %s', (target) => {
  let t: TournamentHarness;

  beforeAll(async () => {
    t = await startTournamentApp(target);
  }, 60_000);
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await verifyLedger(t.h.db)).problems).toEqual([]);
  });

  it('win_total adds the wins of qualifying rounds at or above the minimum stake', async () => {
    const tour = await createTournament(t, { scoring: 'win_total', minStake: 1_000 });
    const p = await player(t);
    await enter(t, tour.id, p.memberId);
    await playRound(t, p, 1_000, 2_500);
    await playRound(t, p, 2_000, 0);
    await playRound(t, p, 500, 9_000); // under the minimum stake: not counted
    expect(await entryOf(t, tour.id, p.memberId)).toMatchObject({ score: 2_500, rounds: 2 });
  });

  it('stake_total adds the stakes; a game that does not qualify is not counted', async () => {
    const tour = await createTournament(t, { scoring: 'stake_total' });
    const p = await player(t);
    const other = await player(t, OTHER_SLOT);
    await enter(t, tour.id, p.memberId);
    await enter(t, tour.id, other.memberId);
    await playRound(t, p, 1_000, 0);
    await playRound(t, p, 3_000, 10_000);
    await playRound(t, other, 5_000, 0, OTHER_SLOT);
    expect(await entryOf(t, tour.id, p.memberId)).toMatchObject({ score: 4_000, rounds: 2 });
    expect(await entryOf(t, tour.id, other.memberId)).toMatchObject({ score: 0, rounds: 0 });
  });

  it('multiplier keeps the best single round (win ÷ stake in hundredths)', async () => {
    const tour = await createTournament(t, {
      scoring: 'multiplier',
      gameIds: [],
      providerIds: [1],
    });
    const p = await player(t);
    await enter(t, tour.id, p.memberId);
    await playRound(t, p, 1_000, 2_500); // 2.50x
    await playRound(t, p, 300, 3_700); // 12.33x
    await playRound(t, p, 10_000, 20_000); // 2.00x
    expect(await entryOf(t, tour.id, p.memberId)).toMatchObject({ score: 1_233, rounds: 3 });
  });

  it('a rolled-back round is taken back out', async () => {
    const tour = await createTournament(t, { scoring: 'stake_total' });
    const p = await player(t);
    await enter(t, tour.id, p.memberId);
    await playRound(t, p, 1_000, 0);
    const firstAt = await reachedAt(t, tour.id, p.memberId);
    t.clock.advanceMinutes(1);
    const bet = await playClosingBet(t, p, 4_000);
    expect(await entryOf(t, tour.id, p.memberId)).toMatchObject({ score: 5_000, rounds: 2 });
    expect(await reachedAt(t, tour.id, p.memberId)).toBeGreaterThan(firstAt);
    await rollbackBet(t, p, bet);
    expect(await entryOf(t, tour.id, p.memberId)).toMatchObject({ score: 1_000, rounds: 1 });
    // The tie rule's instant goes back with it: the score now held was reached by the first round.
    expect(await reachedAt(t, tour.id, p.memberId)).toBe(firstAt);
  });

  it('hearing the same rounds again changes nothing (idempotent observer)', async () => {
    const tour = await createTournament(t, { scoring: 'win_total' });
    const p = await player(t);
    await enter(t, tour.id, p.memberId);
    await playRound(t, p, 1_000, 3_000);
    const rounds = await t.h.db.query<{ id: number }>(
      'SELECT id FROM casino_rounds WHERE member_id = $1',
      [p.memberId],
    );
    const { createRoundScoreObserver } =
      await import('../../../server/tournament/scoring/round-score.observer');
    const observe = createRoundScoreObserver();
    await t.h.db.transaction((tx) =>
      observe(
        tx,
        rounds.map((r) => r.id),
        t.clock.now(),
      ),
    );
    await t.h.db.transaction((tx) =>
      observe(
        tx,
        rounds.map((r) => r.id),
        t.clock.now(),
      ),
    );
    expect(await entryOf(t, tour.id, p.memberId)).toMatchObject({ score: 3_000, rounds: 1 });
  });

  it('ties: the member who reached the score first ranks higher', async () => {
    const tour = await createTournament(t, { scoring: 'win_total' });
    const first = await player(t);
    const second = await player(t);
    const third = await player(t);
    for (const p of [first, second, third]) await enter(t, tour.id, p.memberId);
    await playRound(t, second, 1_000, 1_000);
    t.clock.advanceMinutes(1);
    await playRound(t, first, 1_000, 5_000);
    t.clock.advanceMinutes(1);
    await playRound(t, second, 1_000, 4_000); // second reaches 5,000 later than first
    await playRound(t, third, 1_000, 6_000);
    expect(await boardOrder(t, tour.id)).toEqual([third.memberId, first.memberId, second.memberId]);
  });

  it('not joined: not counted; a free auto-join tournament joins at the first counted round', async () => {
    const plain = await createTournament(t, { scoring: 'stake_total' });
    const auto = await createTournament(t, { scoring: 'stake_total', autoJoin: true });
    const p = await player(t);
    await playRound(t, p, 2_000, 0);
    expect(await entryOf(t, plain.id, p.memberId)).toBeUndefined();
    expect(await entryOf(t, auto.id, p.memberId)).toMatchObject({ score: 2_000, rounds: 1 });
  });

  it('rounds outside the window do not count; a barred member leaves the board', async () => {
    const soon = await createTournament(t, {
      scoring: 'stake_total',
      startsAt: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
      endsAt: new Date(t.clock.now().getTime() + 90 * 60_000).toISOString(),
    });
    const running = await createTournament(t, { scoring: 'stake_total' });
    const a = await player(t);
    const b = await player(t);
    for (const p of [a, b]) {
      await enter(t, soon.id, p.memberId);
      await enter(t, running.id, p.memberId);
    }
    await playRound(t, a, 1_000, 0);
    await playRound(t, b, 2_000, 0);
    expect(await entryOf(t, soon.id, a.memberId)).toMatchObject({ score: 0, rounds: 0 });
    expect(await boardOrder(t, running.id)).toEqual([b.memberId, a.memberId]);
    await t.h.db.query('UPDATE members SET disable_slot_flag = 1 WHERE id = $1', [b.memberId]);
    expect(await boardOrder(t, running.id)).toEqual([a.memberId]);
    expect(await gameId(t, OTHER_SLOT)).toBeGreaterThan(0);
  });

  it("a member's own self-exclusion takes their score off the board", async () => {
    const running = await createTournament(t, { scoring: 'stake_total' });
    const a = await player(t);
    const b = await player(t);
    for (const p of [a, b]) await enter(t, running.id, p.memberId);
    await playRound(t, a, 1_000, 0);
    await playRound(t, b, 2_000, 0);
    expect(await boardOrder(t, running.id)).toEqual([b.memberId, a.memberId]);
    await t.h.db.query(
      `INSERT INTO rg_blocks (member_id, kind, period, started_at, ends_at, source)
       VALUES ($1, 'selfExclusion', '6m', now(), now() + interval '180 days', 'member')`,
      [b.memberId],
    );
    expect(await boardOrder(t, running.id)).toEqual([a.memberId]);
  });
});
