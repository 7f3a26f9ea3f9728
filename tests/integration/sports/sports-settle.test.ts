import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { Realtime } from '../../../server/platform/sse/realtime';
import { SportsSettleService } from '../../../server/sports/settle/sports-settle.service';
import type { SportsBetView } from '../../../common/contract/sports-bets.contract';
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
  liveFixture,
  prematchFixture,
  setPrice,
  setSelectionStatus,
  settle,
  slip,
} from '../helpers/sports-book-fixtures';
import { dbTargets } from '../helpers/test-db';

type Placed = { bet: SportsBetView; emoney: number };
type Offer = { betId: number; offerWon: number | null; reason: string | null };

describe.each(dbTargets)('sports bet settlement on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  const clock = new FakeClock(Date.parse('2030-04-01T03:00:00Z'));

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    admin = await login(h.app, ADMIN);
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
  });

  const now = () => clock.now();
  // The sweeper as a node runs it (the app's own timer is off in tests: MINIGAME_TICK_MS 0).
  const sweeperNode = () => new SportsSettleService(h.db, clock.now, new Realtime(h.bus));
  let sweeper: SportsSettleService;
  const sweep = () => (sweeper ??= sweeperNode()).sweep();
  const cash = async (memberId: number) => (await getMemberBalances(h.db, memberId)).emoney;
  const place = async (who: LoggedIn, body: object) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/sports/bets',
      headers: who.headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Placed>().bet;
  };
  const betOf = async (who: LoggedIn, id: number) => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/sports/bets',
      headers: who.headers,
    });
    return res.json<{ items: SportsBetView[] }>().items.find((b) => b.id === id)!;
  };
  const houseBalance = async () => {
    const [row] = await h.db.query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE kind = 'house' AND currency = 'KRW'`,
    );
    return row?.balance ?? 0;
  };
  const resettle = (selectionId: string, settlement: number) =>
    h.app.inject({
      method: 'POST',
      url: `/api/admin/sports/selections/${selectionId}/resettle`,
      headers: admin.headers,
      payload: { settlement, reason: '결과 정정' },
    });
  const voidBet = (id: number) =>
    h.app.inject({
      method: 'POST',
      url: `/api/admin/sports/bets/${id}/void`,
      headers: admin.headers,
      payload: { reason: '운영자 취소' },
    });

  it('settles a won single once, however often the sweeper runs', async () => {
    const m = await fundedBettor(h, 100_000);
    const f = await prematchFixture(h.db, now(), [185, 330, 420]);
    const bet = await place(
      m,
      slip('prematch', [{ selectionId: f.home, priceHundredths: 185 }], 10_001),
    );
    expect(await sweep()).toEqual({ settled: 0 });
    h.bets.length = 0;
    await settle(h.db, f.home, 2);
    expect((await sweep()).settled).toBeGreaterThanOrEqual(1);
    expect(await sweep()).toEqual({ settled: 0 });
    const settled = await betOf(m, bet.id);
    expect(settled).toMatchObject({ status: 2, payoutWon: 18_501, cancellable: false });
    expect(settled.legs[0]!.result).toBe(2);
    expect(settled.settledAt).not.toBeNull();
    expect(await cash(m.memberId)).toBe(100_000 - 10_001 + 18_501);
    const events = h.bets.filter((e) => e.memberId === m.memberId).map((e) => e.event.type);
    expect(events).toEqual(['sportsBet', 'balance']);
    const [history] = await h.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM sports_bet_settlements WHERE bet_id = $1`,
      [bet.id],
    );
    expect(history!.n).toBe(1);
  });

  it('loses a parlay as soon as one leg loses; pays nothing and the house keeps the stake', async () => {
    const m = await fundedBettor(h, 50_000);
    const a = await prematchFixture(h.db, now(), [200, 300, 400]);
    const b = await prematchFixture(h.db, now(), [200, 300, 400]);
    const bet = await place(
      m,
      slip(
        'prematch',
        [
          { selectionId: a.home, priceHundredths: 200 },
          { selectionId: b.home, priceHundredths: 200 },
        ],
        10_000,
      ),
    );
    const house = await houseBalance();
    await settle(h.db, a.home, 1);
    await sweep();
    const lost = await betOf(m, bet.id);
    expect(lost).toMatchObject({ status: 1, payoutWon: 0 });
    expect(lost.legs.map((l) => l.result)).toEqual([1, null]);
    expect(await houseBalance()).toBe(house + 10_000);
    expect(await cash(m.memberId)).toBe(40_000);
    // The other leg settling later changes nothing.
    await settle(h.db, b.home, 2);
    expect(await sweep()).toEqual({ settled: 0 });
  });

  it('void legs count 1.00, an all-void bet is special (stake back), half results round down once', async () => {
    const m = await fundedBettor(h, 100_000);
    const [a, b, c, d] = await Promise.all(
      [1, 2, 3, 4].map(() => prematchFixture(h.db, now(), [190, 300, 400])),
    );
    const voidLeg = await place(
      m,
      slip(
        'prematch',
        [
          { selectionId: a!.home, priceHundredths: 190 },
          { selectionId: b!.draw, priceHundredths: 300 },
        ],
        10_000,
      ),
    );
    const allVoid = await place(
      m,
      slip('prematch', [{ selectionId: c!.home, priceHundredths: 190 }], 10_000),
    );
    const halfLost = await place(
      m,
      slip('prematch', [{ selectionId: d!.home, priceHundredths: 190 }], 10_001),
    );
    const halfWon = await place(
      m,
      slip('prematch', [{ selectionId: d!.away, priceHundredths: 400 }], 10_001),
    );
    await settle(h.db, a!.home, 2);
    await settle(h.db, b!.draw, -1);
    await settle(h.db, c!.home, 3);
    await settle(h.db, d!.home, 4);
    await settle(h.db, d!.away, 5);
    await sweep();
    expect(await betOf(m, voidLeg.id)).toMatchObject({ status: 2, payoutWon: 19_000 });
    expect(await betOf(m, allVoid.id)).toMatchObject({ status: 3, payoutWon: 10_000 });
    // half lost: 10,001 / 2 = 5,000.5 → 5,000; half won: 10,001 × (1 + 4) / 2 = 25,002.5 → 25,002
    expect(await betOf(m, halfLost.id)).toMatchObject({ status: 2, payoutWon: 5_000 });
    expect(await betOf(m, halfWon.id)).toMatchObject({ status: 2, payoutWon: 25_002 });
    expect(await cash(m.memberId)).toBe(100_000 - 40_002 + 19_000 + 10_000 + 5_000 + 25_002);
  });

  it('rounds a parlay payout down to the won exactly once', async () => {
    const m = await fundedBettor(h, 100_000);
    const a = await prematchFixture(h.db, now(), [187, 300, 400]);
    const b = await prematchFixture(h.db, now(), [213, 300, 400]);
    const bet = await place(
      m,
      slip(
        'prematch',
        [
          { selectionId: a.home, priceHundredths: 187 },
          { selectionId: b.home, priceHundredths: 213 },
        ],
        9_999,
      ),
    );
    await settle(h.db, a.home, 2);
    await settle(h.db, b.home, 2);
    await sweep();
    // 9,999 × 1.87 × 2.13 = 39,827.0169… → 39,827 (never 9,999 × 3.98 = 39,796.02 from truncated odds)
    expect(await betOf(m, bet.id)).toMatchObject({
      status: 2,
      payoutWon: 39_827,
      totalOddsHundredths: 398,
    });
  });

  it('caps a payout at the max payout the bet was struck under', async () => {
    const m = await fundedBettor(h, 100_000);
    const f = await prematchFixture(h.db, now(), [300, 300, 400]);
    const bet = await place(
      m,
      slip('prematch', [{ selectionId: f.home, priceHundredths: 300 }], 50_000),
    );
    // A bet struck under a lower cap (a guard: placement already refuses potentials above it).
    await h.db.query('UPDATE sports_bets SET max_payout_won = $2 WHERE id = $1', [bet.id, 120_000]);
    await settle(h.db, f.home, 2);
    await sweep();
    expect(await betOf(m, bet.id)).toMatchObject({ status: 2, payoutWon: 120_000 });
    expect(await cash(m.memberId)).toBe(170_000);
  });

  it('settles a 2/3 system bet line by line once every leg is settled', async () => {
    const m = await fundedBettor(h, 100_000);
    const fx = await Promise.all(
      [1, 2, 3].map(() => prematchFixture(h.db, now(), [200, 300, 400])),
    );
    const bet = await place(
      m,
      slip(
        'prematch',
        [
          { selectionId: fx[0]!.home, priceHundredths: 200 },
          { selectionId: fx[1]!.home, priceHundredths: 200 },
          { selectionId: fx[2]!.away, priceHundredths: 400 },
        ],
        30_000,
        { systemSize: 2 },
      ),
    );
    await settle(h.db, fx[0]!.home, 1);
    await sweep();
    expect((await betOf(m, bet.id)).status).toBe(0);
    await settle(h.db, fx[1]!.home, 2);
    await settle(h.db, fx[2]!.away, 2);
    await sweep();
    // Only the line (1, 2) wins: 10,000 × 2.00 × 4.00 = 80,000.
    expect(await betOf(m, bet.id)).toMatchObject({ status: 2, payoutWon: 80_000 });
  });

  it('an admin void refunds the stake of an open bet, and reverses a settled one first', async () => {
    const m = await fundedBettor(h, 100_000);
    const a = await prematchFixture(h.db, now(), [250, 300, 400]);
    const open = await place(
      m,
      slip('prematch', [{ selectionId: a.home, priceHundredths: 250 }], 10_000),
    );
    const won = await place(
      m,
      slip('prematch', [{ selectionId: a.draw, priceHundredths: 300 }], 10_000),
    );
    await settle(h.db, a.draw, 2);
    await sweep();
    expect(await cash(m.memberId)).toBe(110_000);

    const voided = await voidBet(open.id);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      id: open.id,
      status: -1,
      payoutWon: 10_000,
      memberId: m.memberId,
    });
    expect(await cash(m.memberId)).toBe(120_000);
    const again = await voidBet(won.id);
    expect(again.json()).toMatchObject({ status: -1, payoutWon: 10_000 });
    // The 30,000 payout is taken back and the 10,000 stake refunded: 120,000 − 30,000 + 10,000.
    expect(await cash(m.memberId)).toBe(100_000);
    expect(outcome(await voidBet(won.id))).toEqual({ status: 409, code: 'SPORTS_BET_CLOSED' });
    expect(outcome(await voidBet(987_654_321))).toEqual({
      status: 404,
      code: 'SPORTS_BET_NOT_FOUND',
    });
    // The feed settling the voided selection later changes nothing.
    await settle(h.db, a.home, 2);
    expect(await sweep()).toEqual({ settled: 0 });
    const audits = await h.db.query<{ target: string }>(
      `SELECT target FROM audit_log WHERE action = 'sports.betVoid' ORDER BY id`,
    );
    expect(audits.map((a) => a.target)).toEqual([`sports-bet:${open.id}`, `sports-bet:${won.id}`]);
  });

  it('resettles back and forth through new ledger transfers, balances exact each time', async () => {
    const m = await fundedBettor(h, 100_000);
    const other = await fundedBettor(h, 100_000);
    const a = await prematchFixture(h.db, now(), [200, 300, 400]);
    const b = await prematchFixture(h.db, now(), [150, 300, 400]);
    const single = await place(
      m,
      slip('prematch', [{ selectionId: a.home, priceHundredths: 200 }], 10_000),
    );
    const parlay = await place(
      other,
      slip(
        'prematch',
        [
          { selectionId: a.home, priceHundredths: 200 },
          { selectionId: b.home, priceHundredths: 150 },
        ],
        10_000,
      ),
    );
    await settle(h.db, a.home, 2);
    await settle(h.db, b.home, 2);
    await sweep();
    expect(await cash(m.memberId)).toBe(110_000);
    expect(await cash(other.memberId)).toBe(120_000);
    const transfersBefore = await h.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM ledger_transfers',
    );

    const toLost = await resettle(a.home, 1);
    expect(toLost.statusCode, toLost.body).toBe(200);
    expect(toLost.json()).toEqual({
      selectionId: a.home,
      settlement: 1,
      affectedBets: 2,
      changedBets: 2,
    });
    expect(await cash(m.memberId)).toBe(90_000);
    expect(await cash(other.memberId)).toBe(90_000);
    expect(await betOf(m, single.id)).toMatchObject({ status: 1, payoutWon: 0 });
    expect((await betOf(other, parlay.id)).legs.map((l) => l.result)).toEqual([1, 2]);

    expect((await resettle(a.home, 2)).json()).toMatchObject({ changedBets: 2 });
    expect(await cash(m.memberId)).toBe(110_000);
    expect(await cash(other.memberId)).toBe(120_000);
    expect((await resettle(a.home, 5)).json()).toMatchObject({ changedBets: 2 });
    // half won: single 10,000 × (1 + 2) / 2 = 15,000; parlay 10,000 × 1.5 × 1.5 = 22,500
    expect(await cash(m.memberId)).toBe(105_000);
    expect(await cash(other.memberId)).toBe(112_500);
    expect((await resettle(a.home, 5)).json()).toMatchObject({ changedBets: 0 });
    expect((await resettle(a.home, 2)).json()).toMatchObject({ changedBets: 2 });
    expect(await cash(m.memberId)).toBe(110_000);
    expect(await cash(other.memberId)).toBe(120_000);

    // Nothing was edited: every correction added transfers, and the history tells each step.
    const transfersAfter = await h.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM ledger_transfers',
    );
    expect(transfersAfter[0]!.n).toBeGreaterThan(transfersBefore[0]!.n + 8);
    const steps = await h.db.query<{ action: string; payout_won: number }>(
      'SELECT action, payout_won FROM sports_bet_settlements WHERE bet_id = $1 ORDER BY version',
      [single.id],
    );
    expect(steps.map((s) => `${s.action}:${s.payout_won}`)).toEqual([
      'settle:20000',
      'reverse:20000',
      'settle:0',
      'reverse:0',
      'settle:20000',
      'reverse:20000',
      'settle:15000',
      'reverse:15000',
      'settle:20000',
    ]);
    const [audit] = await h.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM audit_log WHERE action = 'sports.resettle' AND target = $1`,
      [`sports-selection:${a.home}`],
    );
    expect(audit!.n).toBe(5);
    // The feed re-sending its own result does not undo the operator's correction.
    await settle(h.db, a.home, 1);
    expect(await sweep()).toEqual({ settled: 0 });
    expect(await cash(m.memberId)).toBe(110_000);
    expect(outcome(await resettle('9007199254749999999', 2))).toEqual({
      status: 404,
      code: 'SPORTS_SELECTION_NOT_FOUND',
    });
  });

  it('a correction can decide an open bet, or re-open a settled one', async () => {
    const m = await fundedBettor(h, 100_000);
    const a = await prematchFixture(h.db, now(), [200, 300, 400]);
    const b = await prematchFixture(h.db, now(), [200, 300, 400]);
    const parlay = await place(
      m,
      slip(
        'prematch',
        [
          { selectionId: a.home, priceHundredths: 200 },
          { selectionId: b.home, priceHundredths: 200 },
        ],
        10_000,
      ),
    );
    await settle(h.db, a.home, 1);
    await sweep();
    expect(await betOf(m, parlay.id)).toMatchObject({ status: 1 });
    // a.home was really a winner: the parlay goes back to open (b is still running).
    expect((await resettle(a.home, 2)).json()).toMatchObject({ changedBets: 1 });
    expect(await betOf(m, parlay.id)).toMatchObject({ status: 0, payoutWon: 0, settledAt: null });
    expect(await cash(m.memberId)).toBe(90_000);
    // The operator settles b by hand before the feed does: the bet is decided at once.
    expect((await resettle(b.home, 2)).json()).toMatchObject({ changedBets: 1 });
    expect(await betOf(m, parlay.id)).toMatchObject({ status: 2, payoutWon: 40_000 });
    expect(await cash(m.memberId)).toBe(130_000);
  });

  it('cash-out pays exactly the current offer and refuses a stale one with the new offer', async () => {
    const m = await fundedBettor(h, 100_000);
    const live = await liveFixture(h.db, now());
    const bet = await place(
      m,
      slip('inplay', [{ selectionId: live.home, priceHundredths: 210 }], 10_000),
    );
    const offerOf = async () =>
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/sports/bets/${bet.id}/cashout`,
          headers: m.headers,
        })
      ).json<Offer>();
    const accept = (offerWon: number, idempotencyKey = betKey()) =>
      h.app.inject({
        method: 'POST',
        url: `/api/sports/bets/${bet.id}/cashout`,
        headers: m.headers,
        payload: { idempotencyKey, offerWon },
      });

    // 10,000 × 2.10 / 2.10 × 0.95
    expect(await offerOf()).toEqual({ betId: bet.id, offerWon: 9_500, reason: null });
    await setPrice(h.db, live.home, 150); // the home side is now more likely: the offer rises
    const stale = await accept(9_500);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'SPORTS_CASHOUT_OFFER_CHANGED', offerWon: 13_300 });
    await setSelectionStatus(h.db, live.home, 2);
    expect(await offerOf()).toMatchObject({
      offerWon: null,
      reason: '경기 진행 중 배당이 중지되었습니다.',
    });
    expect(outcome(await accept(13_300))).toEqual({
      status: 409,
      code: 'SPORTS_CASHOUT_UNAVAILABLE',
    });
    await setSelectionStatus(h.db, live.home, 1);

    const key = betKey();
    const paid = await accept(13_300, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<Placed>()).toMatchObject({
      bet: { status: 3, payoutWon: 13_300, cashedOutWon: 13_300 },
      emoney: 103_300,
    });
    const replay = await accept(13_300, key);
    expect(replay.json<Placed>().emoney).toBe(103_300);
    expect(outcome(await accept(13_300))).toEqual({
      status: 409,
      code: 'SPORTS_CASHOUT_UNAVAILABLE',
    });
    // Settled later by the feed: a cashed-out bet is closed for good, and resettling skips it.
    await settle(h.db, live.home, 1);
    expect(await sweep()).toEqual({ settled: 0 });
    expect((await resettle(live.home, 2)).json()).toMatchObject({ affectedBets: 0 });
    expect(outcome(await voidBet(bet.id))).toEqual({ status: 409, code: 'SPORTS_BET_CLOSED' });
    expect(await cash(m.memberId)).toBe(103_300);
  });

  it("admin lists bets with member and legs, and a fixture's markets with corrections", async () => {
    const m = await fundedBettor(h, 50_000);
    const f = await prematchFixture(h.db, now(), [200, 300, 400]);
    const bet = await place(
      m,
      slip('prematch', [{ selectionId: f.home, priceHundredths: 200 }], 10_000),
    );
    const list = await h.app.inject({
      method: 'GET',
      url: `/api/admin/sports/bets?memberId=${m.memberId}&status=0`,
      headers: admin.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      totalCount: 1,
      items: [
        {
          id: bet.id,
          memberId: m.memberId,
          memberUserId: expect.stringMatching(/^bet/),
          legs: [expect.objectContaining({ selectionId: f.home, homeName: expect.any(String) })],
        },
      ],
    });
    await resettle(f.draw, 1);
    const markets = await h.app.inject({
      method: 'GET',
      url: `/api/admin/sports/fixtures/${f.fixtureId}/markets`,
      headers: admin.headers,
    });
    expect(markets.json()).toMatchObject({
      fixture: { id: f.fixtureId, status: 1 },
      markets: [
        {
          key: `${f.fixtureId}:1:`,
          book: 'prematch',
          operatorSuspended: false,
          selections: [
            { id: f.home, overrideSettlement: null },
            { id: f.draw, overrideSettlement: 1 },
            { id: f.away, overrideSettlement: null },
          ],
        },
      ],
    });
    // A corrected selection is closed for betting.
    const closed = await h.app.inject({
      method: 'POST',
      url: '/api/sports/bets',
      headers: m.headers,
      payload: slip('prematch', [{ selectionId: f.draw, priceHundredths: 300 }], 10_000),
    });
    expect(outcome(closed)).toEqual({ status: 409, code: 'SPORTS_SELECTION_CLOSED' });
    const missing = await h.app.inject({
      method: 'GET',
      url: '/api/admin/sports/fixtures/9007199254749999999/markets',
      headers: admin.headers,
    });
    expect(outcome(missing)).toEqual({ status: 404, code: 'SPORTS_FIXTURE_NOT_FOUND' });
  });

  it.runIf(target === 'postgres')('two nodes sweeping at once settle each bet once', async () => {
    const second = sweeperNode();
    const members = await Promise.all([1, 2, 3, 4].map(() => fundedBettor(h, 50_000)));
    const f = await prematchFixture(h.db, now(), [200, 300, 400]);
    for (const m of members) {
      await place(m, slip('prematch', [{ selectionId: f.home, priceHundredths: 200 }], 10_000));
    }
    await settle(h.db, f.home, 2);
    const results = await Promise.all([sweep(), second.sweep(), sweep(), second.sweep()]);
    expect(results.reduce((sum, r) => sum + r.settled, 0)).toBe(4);
    for (const m of members) expect(await cash(m.memberId)).toBe(60_000);
  });
});
