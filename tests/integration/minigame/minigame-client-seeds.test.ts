/**
 * The bettors' entropy in a minigame round (docs/fairness-minigames.md §2): each bet carries its
 * member's client seed, fixed by the member's first bet of the round (a replacing pick keeps it);
 * a rule-2 round's stream includes the combination of exactly those seeds; every bettor's seed is
 * published once betting closes, so each member finds their own; a round created under rule 1
 * still verifies under rule 1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinigameRoundView } from '../../../common/contract/minigame.contract';
import { combineRoundSeeds, verifyRound } from '../../../common/domain/minigame/fairness';
import {
  DEMO,
  FakeClock,
  login,
  memberIdOf,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { createExtraMember } from '../helpers/extra-members';
import { fund } from '../helpers/ledger-fixtures';
import { dbTargets } from '../helpers/test-db';

const GAME_ID = 211; // eos powerball1: 60 s rounds, betting closes 10 s before the draw
const START_MS = Date.UTC(2025, 0, 1, 3, 0, 5);

describe.each(dbTargets)('minigame client seeds on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let other: LoggedIn;
  let keySeq = 0;

  beforeAll(async () => {
    h = await startTestApp(target, { clock: new FakeClock(START_MS).now });
    demo = await login(h.app, DEMO);
    const member = await createExtraMember(h.db, { prefix: 'seed' });
    await fund(h.db, member.id, 100_000);
    other = await login(h.app, member.credentials);
  }, 30_000);
  afterAll(() => h?.close());

  const advance = (seconds: number) =>
    h.app.inject({ method: 'POST', url: '/api/dev/clock/advance', payload: { seconds } });
  const nowMs = async () =>
    Date.parse((await h.app.inject({ method: 'GET', url: '/api/dev/clock' })).json().now);
  const current = async (): Promise<MinigameRoundView> =>
    (
      await h.app.inject({
        method: 'GET',
        url: `/api/minigame/events?gameId=${GAME_ID}&currentGame=1`,
        headers: demo.headers,
      })
    ).json().current;
  const place = (who: LoggedIn, roundId: string, pick: string, clientSeed?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/minigame/bets',
      headers: who.headers,
      payload: {
        gameId: GAME_ID,
        roundId,
        selectionKey: pick,
        stakeWon: 5_000,
        oddsHundredths: 195,
        idempotencyKey: `seed-key-${++keySeq}`,
        ...(clientSeed === undefined ? {} : { clientSeed }),
      },
    });
  const seedsOf = (who: LoggedIn, roundId: string) =>
    h.app.inject({
      method: 'GET',
      url: `/api/minigame/rounds/${GAME_ID}/${roundId}/seeds`,
      headers: who.headers,
    });
  const settledRound = async (roundId: string): Promise<MinigameRoundView> => {
    const results = await h.app.inject({
      method: 'GET',
      url: `/api/minigame/results?gameId=${GAME_ID}&date=2025-01-01`,
      headers: demo.headers,
    });
    return (results.json().items as MinigameRoundView[]).find((r) => r.roundId === roundId)!;
  };
  const toDrawOf = async (round: MinigameRoundView) =>
    advance(Math.ceil((Date.parse(round.drawAt) - (await nowMs())) / 1000) + 1);

  it("draws a rule-2 round from exactly its bettors' first seeds and publishes them", async () => {
    const round = await current();
    expect(round.fairRule).toBe(2);
    const first = await place(demo, round.roundId, 'powerballOddEven.odd', 'demo-first');
    expect(first.json().bet.clientSeed).toBe('demo-first');
    // A new pick replaces the bet but keeps the member's seed for the round.
    const replaced = await place(demo, round.roundId, 'powerballOddEven.even', 'demo-second');
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().bet.clientSeed).toBe('demo-first');
    const theirs = await place(other, round.roundId, 'powerballOddEven.odd');
    const otherSeed = theirs.json().bet.clientSeed as string;
    expect(otherSeed).toMatch(/^[0-9a-f]{16}$/);

    // While betting is open a member sees only their own seed.
    const open = await seedsOf(demo, round.roundId);
    expect(open.json()).toMatchObject({ seeds: [], mine: 'demo-first', clientSeed: null });

    await toDrawOf(round);
    const settled = await settledRound(round.roundId);
    expect(settled.status).toBe('settled');
    const published = (await seedsOf(other, round.roundId)).json();
    expect(published.mine).toBe(otherSeed);
    const seeds = published.seeds.map((s: { clientSeed: string }) => s.clientSeed);
    expect(seeds).toEqual(['demo-first', otherSeed].sort());
    expect(seeds).not.toContain('demo-second');
    for (const seat of published.seeds) expect(seat.player).toMatch(/\*\*$/);
    expect(settled.clientSeed).toBe(await combineRoundSeeds(seeds));
    expect(published.clientSeed).toBe(settled.clientSeed);

    const verified = await verifyRound({ ...settled, seedHex: settled.seedHex! });
    expect(verified).toEqual({ ok: true, outcome: settled.outcome });
    // The members' seeds matter: without one of them the same server seed draws another round.
    const withoutOther = await verifyRound({
      ...settled,
      seedHex: settled.seedHex!,
      clientSeed: await combineRoundSeeds(['demo-first']),
    });
    expect(withoutOther.outcome).not.toEqual(settled.outcome);
    // A rule-2 round cannot be checked without its client seed.
    expect(await verifyRound({ ...settled, seedHex: settled.seedHex!, clientSeed: null })).toEqual({
      ok: false,
      reason: 'missingClientSeed',
      outcome: null,
    });
  });

  it('keeps a round created under rule 1 on rule 1', async () => {
    const round = await current();
    await h.db.query(
      'UPDATE minigame_rounds SET fair_rule = 1 WHERE game_id = $1 AND round_id = $2',
      [GAME_ID, round.roundId],
    );
    expect((await place(demo, round.roundId, 'powerballOddEven.odd', 'old-rule')).statusCode).toBe(
      200,
    );
    await toDrawOf(round);
    const settled = await settledRound(round.roundId);
    expect(settled).toMatchObject({ fairRule: 1, clientSeed: null, status: 'settled' });
    const verified = await verifyRound({ ...settled, seedHex: settled.seedHex! });
    expect(verified).toEqual({ ok: true, outcome: settled.outcome });
  });

  it('refuses a client seed with a space or a control character and writes nothing', async () => {
    const round = await current();
    for (const bad of ['two words', 'nul\u0000', '']) {
      const refused = await place(demo, round.roundId, 'powerballOddEven.odd', bad);
      expect(refused.statusCode).toBe(400);
    }
    const [count] = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM minigame_bets WHERE round_id = $1 AND member_id = $2',
      [round.roundId, await memberIdOf(h.db, DEMO.userId)],
    );
    expect(count!.n).toBe(0);
  });
});
