import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type { SportsBetView } from '../../../common/contract/sports-bets.contract';
import { BETTING_MESSAGES } from '../../../common/i18n/sports.ko';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
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
  HOUR_MS,
  insertBonusFolder,
  insertFixture,
  insertOverUnder,
  liveFixture,
  prematchFixture,
  setFixture,
  setPrice,
  setSelectionStatus,
  settle,
  slip,
} from '../helpers/sports-book-fixtures';
import { dbTargets } from '../helpers/test-db';

type Placed = { bet: SportsBetView; emoney: number };
type Refused = {
  code: string;
  message: string;
  prices?: { selectionId: string; priceHundredths: number; status: number }[];
};

describe.each(dbTargets)('sports bet placement on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  const clock = new FakeClock(Date.parse('2030-03-01T03:00:00Z'));

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
  const place = (who: LoggedIn, body: object) =>
    h.app.inject({ method: 'POST', url: '/api/sports/bets', headers: who.headers, payload: body });
  const cash = async (memberId: number) => (await getMemberBalances(h.db, memberId)).emoney;
  const betCount = async (memberId: number) => {
    const [row] = await h.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM sports_bets WHERE member_id = $1',
      [memberId],
    );
    return row!.n;
  };
  const pending = async () => {
    // Every shard of bets_pending (migration 017) together.
    const [row] = await h.db.query<{ balance: number }>(
      `SELECT COALESCE(sum(balance), 0)::bigint AS balance
         FROM ledger_accounts WHERE kind = 'bets_pending' AND currency = 'KRW'`,
    );
    return row?.balance ?? 0;
  };

  it('places a single: the server price, one ledger move, the history, the stream', async () => {
    const m = await fundedBettor(h, 100_000);
    const f = await prematchFixture(h.db, now(), [185, 330, 420]);
    const pendingBefore = await pending();
    h.bets.length = 0;

    const res = await place(
      m,
      slip('prematch', [{ selectionId: f.home, priceHundredths: 185 }], 10_001),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { bet, emoney } = res.json<Placed>();
    expect(bet).toMatchObject({
      family: 'prematch',
      kind: 'single',
      systemSize: null,
      stakeWon: 10_001,
      totalOddsHundredths: 185,
      potentialPayoutWon: 18_501, // floor(10,001 × 1.85)
      status: 0,
      payoutWon: 0,
      cashedOutWon: null,
      cancellable: true,
      settledAt: null,
    });
    expect(bet.legs).toEqual([
      expect.objectContaining({
        selectionId: f.home,
        fixtureId: f.fixtureId,
        marketName: '1X2',
        marketNameKorean: '승무패',
        selectionName: '1',
        selectionLabel: '홈승',
        priceHundredths: 185,
        result: null,
        isBonus: false,
      }),
    ]);
    expect(emoney).toBe(89_999);
    expect(await cash(m.memberId)).toBe(89_999);
    expect(await pending()).toBe(pendingBefore + 10_001);

    const events = h.bets.filter((e) => e.memberId === m.memberId).map((e) => e.event);
    expect(events).toEqual([
      { type: 'sportsBet', bet },
      { type: 'balance', emoney: 89_999, point: 0 },
    ]);
    const list = await h.app.inject({ method: 'GET', url: '/api/sports/bets', headers: m.headers });
    expect(list.json()).toMatchObject({ totalCount: 1, items: [{ id: bet.id, legs: bet.legs }] });
  });

  it('a retry with the same key answers the first bet and moves nothing twice', async () => {
    const m = await fundedBettor(h, 50_000);
    const f = await prematchFixture(h.db, now());
    const body = slip('prematch', [{ selectionId: f.away, priceHundredths: 420 }], 10_000);
    const first = await place(m, body);
    const again = await place(m, body);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json<Placed>().bet).toEqual(first.json<Placed>().bet);
    expect(await cash(m.memberId)).toBe(40_000);
    expect(await betCount(m.memberId)).toBe(1);
    // The same key for another slip is a conflict, not a second bet.
    expect(outcome(await place(m, { ...body, stakeWon: 20_000 }))).toEqual({
      status: 409,
      code: 'IDEMPOTENCY_CONFLICT',
    });
    // Keys are per member: another member's identical key is their own bet.
    const other = await fundedBettor(h, 50_000);
    expect((await place(other, body)).statusCode).toBe(200);
    expect(await betCount(m.memberId)).toBe(1);
  });

  it('applies the odds-change policy; a refusal says why in Korean and gives the current prices', async () => {
    const m = await fundedBettor(h, 200_000);
    const f = await prematchFixture(h.db, now(), [200, 330, 420]);
    await setPrice(h.db, f.home, 190);

    const none = await place(
      m,
      slip('prematch', [{ selectionId: f.home, priceHundredths: 200 }], 10_000),
    );
    expect(none.statusCode).toBe(409);
    expect(none.json<Refused>()).toEqual({
      code: 'ODDS_CHANGED',
      message: BETTING_MESSAGES.ODDS_CHANGED,
      prices: [{ selectionId: f.home, priceHundredths: 190, status: 1 }],
    });
    const higherDown = slip('prematch', [{ selectionId: f.home, priceHundredths: 200 }], 10_000, {
      oddsPolicy: 'higher',
    });
    expect(outcome(await place(m, higherDown))).toEqual({ status: 409, code: 'ODDS_CHANGED' });

    await setPrice(h.db, f.home, 215);
    const higherUp = await place(
      m,
      slip('prematch', [{ selectionId: f.home, priceHundredths: 200 }], 10_000, {
        oddsPolicy: 'higher',
      }),
    );
    expect(higherUp.statusCode).toBe(200);
    expect(higherUp.json<Placed>().bet.legs[0]!.priceHundredths).toBe(215);

    // The member's stored policy applies when the slip names none.
    const put = await h.app.inject({
      method: 'PUT',
      url: '/api/sports/odds-policy',
      headers: m.headers,
      payload: { oddsPolicy: 'any' },
    });
    expect(put.json()).toMatchObject({ oddsPolicy: 'any', level: 1 });
    await setPrice(h.db, f.home, 150);
    const any = await place(
      m,
      slip('prematch', [{ selectionId: f.home, priceHundredths: 200 }], 10_000),
    );
    expect(any.statusCode).toBe(200);
    expect(any.json<Placed>().bet).toMatchObject({
      totalOddsHundredths: 150,
      potentialPayoutWon: 15_000,
    });
    expect(await cash(m.memberId)).toBe(180_000);
  });

  it('never strikes a bet at a tampered price', async () => {
    const m = await fundedBettor(h, 100_000);
    const f = await prematchFixture(h.db, now(), [185, 330, 420]);
    const tampered = [{ selectionId: f.home, priceHundredths: 5_000 }];
    for (const oddsPolicy of ['none', 'higher'] as const) {
      const res = await place(m, slip('prematch', tampered, 10_000, { oddsPolicy }));
      expect(outcome(res)).toEqual({ status: 409, code: 'ODDS_CHANGED' });
      expect(res.json<Refused>().prices).toEqual([
        { selectionId: f.home, priceHundredths: 185, status: 1 },
      ]);
    }
    const any = await place(m, slip('prematch', tampered, 10_000, { oddsPolicy: 'any' }));
    expect(any.json<Placed>().bet).toMatchObject({
      totalOddsHundredths: 185,
      potentialPayoutWon: 18_500,
      legs: [expect.objectContaining({ priceHundredths: 185 })],
    });
    const [stored] = await h.db.query<{ price_hundredths: number }>(
      'SELECT price_hundredths FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id WHERE b.member_id = $1',
      [m.memberId],
    );
    expect(stored!.price_hundredths).toBe(185);
  });

  it('refuses suspended, operator-suspended, started, settled, not-live and unknown picks', async () => {
    const m = await fundedBettor(h, 100_000);
    const pick = (selectionId: string, price: number, family: 'prematch' | 'inplay' = 'prematch') =>
      place(m, slip(family, [{ selectionId, priceHundredths: price }], 10_000));

    const suspended = await prematchFixture(h.db, now(), [185, 330, 420]);
    await setSelectionStatus(h.db, suspended.home, 2);
    const res = await pick(suspended.home, 185);
    expect(outcome(res)).toEqual({ status: 409, code: 'SPORTS_SELECTION_SUSPENDED' });
    expect(res.json<Refused>().prices).toEqual([
      { selectionId: suspended.home, priceHundredths: 185, status: 2 },
    ]);

    // Operator suspension of the whole market (both books), then lifted.
    const op = await prematchFixture(h.db, now(), [185, 330, 420]);
    const suspend = (suspended: boolean) =>
      h.app.inject({
        method: 'POST',
        url: '/api/admin/sports/markets/suspend',
        headers: admin.headers,
        payload: { fixtureId: op.fixtureId, marketKey: `${op.fixtureId}:1:`, suspended },
      });
    expect((await suspend(true)).json()).toMatchObject({ suspended: true, selections: 3 });
    expect(outcome(await pick(op.draw, 330))).toEqual({
      status: 409,
      code: 'SPORTS_SELECTION_SUSPENDED',
    });
    expect(h.general.at(-1)?.event).toMatchObject({ type: 'prematchPrices' });
    await suspend(false);
    expect((await pick(op.draw, 330)).statusCode).toBe(200);

    const started = await prematchFixture(h.db, now(), [185, 330, 420]);
    await setFixture(h.db, started.fixtureId, { startsAt: new Date(now().getTime() - 1_000) });
    expect(outcome(await pick(started.home, 185))).toEqual({
      status: 409,
      code: 'SPORTS_SELECTION_CLOSED',
    });
    const kickedOff = await prematchFixture(h.db, now(), [185, 330, 420]);
    await setFixture(h.db, kickedOff.fixtureId, { status: 2 });
    expect(outcome(await pick(kickedOff.home, 185))).toEqual({
      status: 409,
      code: 'SPORTS_SELECTION_CLOSED',
    });

    const settled = await prematchFixture(h.db, now(), [185, 330, 420]);
    await settle(h.db, settled.home, 2);
    expect(outcome(await pick(settled.home, 185))).toEqual({
      status: 409,
      code: 'SPORTS_SELECTION_CLOSED',
    });

    const live = await liveFixture(h.db, now());
    expect((await pick(live.home, 210, 'inplay')).statusCode).toBe(200);
    await setFixture(h.db, live.fixtureId, { status: 3 });
    expect(outcome(await pick(live.draw, 300, 'inplay'))).toEqual({
      status: 409,
      code: 'SPORTS_SELECTION_CLOSED',
    });
    // Books belong to families: a prematch selection is not an in-play pick and vice versa.
    const other = await prematchFixture(h.db, now());
    expect(outcome(await pick(other.home, 185, 'inplay'))).toEqual({
      status: 400,
      code: 'SPORTS_BOOK_MISMATCH',
    });
    expect(outcome(await pick('9007199254749999999', 185))).toEqual({
      status: 404,
      code: 'SPORTS_SELECTION_NOT_FOUND',
    });
    expect(await cash(m.memberId)).toBe(80_000);
  });

  it('enforces the level limits the admin sets, and shows them to the member', async () => {
    const m = await fundedBettor(h, 1_000_000, { level: 7 });
    const put = await h.app.inject({
      method: 'PUT',
      url: '/api/admin/sports/limits',
      headers: admin.headers,
      payload: {
        level: 7,
        minStakeWon: 5_000,
        maxStakeWon: 100_000,
        maxPayoutWon: 300_000,
        maxSelections: 2,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().items.find((l: { level: number }) => l.level === 7)).toMatchObject({
      maxSelections: 2,
    });
    const limits = await h.app.inject({
      method: 'GET',
      url: '/api/sports/limits',
      headers: m.headers,
    });
    expect(limits.json()).toEqual({
      level: 7,
      minStakeWon: 5_000,
      maxStakeWon: 100_000,
      maxPayoutWon: 300_000,
      maxSelections: 2,
      oddsPolicy: 'none',
    });
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => prematchFixture(h.db, now(), [200, 300, 400])),
    );
    const one = [{ selectionId: a!.home, priceHundredths: 200 }];
    const cases: [object, string][] = [
      [slip('prematch', one, 4_999), 'STAKE_BELOW_MIN'],
      [slip('prematch', one, 100_001), 'STAKE_ABOVE_MAX'],
      [
        slip(
          'prematch',
          [
            ...one,
            { selectionId: b!.home, priceHundredths: 200 },
            { selectionId: c!.home, priceHundredths: 200 },
          ],
          10_000,
        ),
        'TOO_MANY_SELECTIONS',
      ],
      [
        slip('prematch', [{ selectionId: a!.away, priceHundredths: 400 }], 75_001),
        'PAYOUT_ABOVE_MAX',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await place(m, body);
      expect(outcome(res), code).toEqual({ status: 400, code });
      expect(res.json<Refused>().message).toContain(BETTING_MESSAGES[code as 'STAKE_BELOW_MIN']);
    }
    expect(
      (await place(m, slip('prematch', [{ selectionId: a!.away, priceHundredths: 400 }], 75_000)))
        .statusCode,
    ).toBe(200);
    const bad = await h.app.inject({
      method: 'PUT',
      url: '/api/admin/sports/limits',
      headers: admin.headers,
      payload: { level: 7, minStakeWon: 9, maxStakeWon: 8, maxPayoutWon: 1, maxSelections: 1 },
    });
    expect(outcome(bad)).toEqual({ status: 400, code: 'SPORTS_LIMITS_INVALID' });
    const [audit] = await h.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM audit_log WHERE action = 'sports.limits' AND target = 'sports-level:7'`,
    );
    expect(audit!.n).toBe(1);
  });

  it('refuses a stake beyond the balance and writes nothing', async () => {
    const m = await fundedBettor(h, 9_999);
    const f = await prematchFixture(h.db, now());
    const res = await place(
      m,
      slip('prematch', [{ selectionId: f.home, priceHundredths: 185 }], 10_000),
    );
    expect(outcome(res)).toEqual({ status: 409, code: 'INSUFFICIENT_BALANCE' });
    expect(res.json<Refused>().message).toBe(ERROR_MESSAGES.INSUFFICIENT_BALANCE);
    expect(await betCount(m.memberId)).toBe(0);
    expect(await cash(m.memberId)).toBe(9_999);
  });

  it('korean slips: one pick per fixture, and the bonus rule refuses picks under 1.30', async () => {
    const m = await fundedBettor(h, 200_000);
    const bonus = await insertBonusFolder(h.db, 2, 105);
    const a = await prematchFixture(h.db, now(), [125, 400, 700]);
    const b = await prematchFixture(h.db, now(), [150, 300, 500]);
    const low = await place(
      m,
      slip(
        'korean',
        [
          { selectionId: a.home, priceHundredths: 125 },
          { selectionId: b.home, priceHundredths: 150 },
          { selectionId: bonus, priceHundredths: 105 },
        ],
        10_000,
      ),
    );
    expect(outcome(low)).toEqual({ status: 400, code: 'BONUS_MIN_ODDS' });
    expect(low.json<Refused>().message).toBe(
      '보너스 배당이 추가되어 1.3 이하 배당은 베팅할 수 없습니다.',
    );
    // The server's price decides: a 1.30 pick whose price dropped to 1.25 is refused too.
    await setPrice(h.db, b.home, 130);
    const ok = await place(
      m,
      slip(
        'korean',
        [
          { selectionId: b.home, priceHundredths: 130 },
          { selectionId: a.away, priceHundredths: 700 },
          { selectionId: bonus, priceHundredths: 105 },
        ],
        10_000,
      ),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Placed>().bet).toMatchObject({
      kind: 'multiple',
      totalOddsHundredths: 955, // 1.30 × 7.00 × 1.05 = 9.555
      potentialPayoutWon: 95_550,
    });
    expect(ok.json<Placed>().bet.legs.at(-1)).toMatchObject({ isBonus: true, fixtureId: null });
    await setPrice(h.db, b.home, 125);
    expect(
      outcome(
        await place(
          m,
          slip(
            'korean',
            [
              { selectionId: b.home, priceHundredths: 130 },
              { selectionId: a.away, priceHundredths: 700 },
              { selectionId: bonus, priceHundredths: 105 },
            ],
            10_000,
            { oddsPolicy: 'any' },
          ),
        ),
      ),
    ).toEqual({ status: 400, code: 'BONUS_MIN_ODDS' });
    expect(
      outcome(
        await place(
          m,
          slip(
            'korean',
            [
              { selectionId: a.home, priceHundredths: 125 },
              { selectionId: a.away, priceHundredths: 700 },
            ],
            10_000,
          ),
        ),
      ),
    ).toEqual({ status: 400, code: 'FIXTURE_CONFLICT' });
    expect(
      outcome(
        await place(
          m,
          slip(
            'korean',
            [
              { selectionId: a.away, priceHundredths: 700 },
              { selectionId: bonus, priceHundredths: 105 },
            ],
            10_000,
          ),
        ),
      ),
    ).toEqual({ status: 400, code: 'SPORTS_BONUS_FOLDERS_SHORT' });
    expect(
      outcome(
        await place(m, slip('prematch', [{ selectionId: bonus, priceHundredths: 105 }], 10_000)),
      ),
    ).toEqual({ status: 400, code: 'SPORTS_BOOK_MISMATCH' });
  });

  it('in-play slips: two picks of one fixture only from different market families', async () => {
    const m = await fundedBettor(h, 100_000);
    const live = await liveFixture(h.db, now());
    const pair = await place(
      m,
      slip(
        'inplay',
        [
          { selectionId: live.home, priceHundredths: 210 },
          { selectionId: live.over, priceHundredths: 190 },
        ],
        10_000,
      ),
    );
    expect(pair.statusCode, pair.body).toBe(200);
    const lines = await insertOverUnder(h.db, live.fixtureId, 'inplay', '3.5', [250, 150]);
    expect(
      outcome(
        await place(
          m,
          slip(
            'inplay',
            [
              { selectionId: live.over, priceHundredths: 190 },
              { selectionId: lines.under, priceHundredths: 150 },
            ],
            10_000,
          ),
        ),
      ),
    ).toEqual({ status: 400, code: 'FIXTURE_CONFLICT' });
    // In-play bets cannot be cancelled (decision in sports-bet-rules.ts).
    expect(pair.json<Placed>().bet.cancellable).toBe(false);
  });

  it('system bets k/n split the stake into equal lines', async () => {
    const m = await fundedBettor(h, 100_000);
    const fx = await Promise.all(
      [1, 2, 3].map(() => prematchFixture(h.db, now(), [200, 300, 400])),
    );
    const picks = fx.map((f) => ({ selectionId: f.home, priceHundredths: 200 }));
    const res = await place(m, slip('prematch', picks, 30_000, { systemSize: 2 }));
    expect(res.statusCode, res.body).toBe(200);
    // 2/3 = three doubles of 10,000 at 4.00 each = 120,000 if all win.
    expect(res.json<Placed>().bet).toMatchObject({
      kind: 'system',
      systemSize: 2,
      stakeWon: 30_000,
      potentialPayoutWon: 120_000,
      totalOddsHundredths: 400,
    });
    expect(outcome(await place(m, slip('prematch', picks, 10_000, { systemSize: 2 })))).toEqual({
      status: 400,
      code: 'SYSTEM_STAKE_NOT_DIVISIBLE',
    });
    expect(outcome(await place(m, slip('prematch', picks, 30_000, { systemSize: 3 })))).toEqual({
      status: 400,
      code: 'SYSTEM_SIZE_INVALID',
    });
    expect(await cash(m.memberId)).toBe(70_000);
  });

  it('a member can cancel a prematch bet within 5 minutes and before the start, never another’s', async () => {
    const m = await fundedBettor(h, 50_000);
    const stranger = await fundedBettor(h, 0);
    const f = await prematchFixture(h.db, now());
    const placed = await place(
      m,
      slip('prematch', [{ selectionId: f.home, priceHundredths: 185 }], 10_000),
    );
    const id = placed.json<Placed>().bet.id;
    const cancel = (who: LoggedIn, betId = id) =>
      h.app.inject({
        method: 'POST',
        url: `/api/sports/bets/${betId}/cancel`,
        headers: who.headers,
        payload: { idempotencyKey: betKey() },
      });
    expect(outcome(await cancel(stranger))).toEqual({ status: 404, code: 'SPORTS_BET_NOT_FOUND' });
    expect(
      outcome(
        await h.app.inject({
          method: 'GET',
          url: `/api/sports/bets/${id}/cashout`,
          headers: stranger.headers,
        }),
      ),
    ).toEqual({ status: 404, code: 'SPORTS_BET_NOT_FOUND' });
    const mine = await h.app.inject({
      method: 'GET',
      url: '/api/sports/bets',
      headers: stranger.headers,
    });
    expect(mine.json()).toMatchObject({ totalCount: 0, items: [] });

    const ok = await cancel(m);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Placed>()).toMatchObject({
      bet: { status: -1, payoutWon: 10_000, cancellable: false },
      emoney: 50_000,
    });
    expect(outcome(await cancel(m))).toEqual({ status: 409, code: 'SPORTS_BET_NOT_CANCELLABLE' });

    const late = await place(
      m,
      slip('prematch', [{ selectionId: f.draw, priceHundredths: 330 }], 10_000),
    );
    clock.advanceMinutes(5);
    expect(outcome(await cancel(m, late.json<Placed>().bet.id))).toEqual({
      status: 409,
      code: 'SPORTS_BET_NOT_CANCELLABLE',
    });
    const soon = await prematchFixture(h.db, now(), [185, 330, 420], 1);
    const beforeStart = await place(
      m,
      slip('prematch', [{ selectionId: soon.home, priceHundredths: 185 }], 10_000),
    );
    await setFixture(h.db, soon.fixtureId, { status: 2 });
    expect(outcome(await cancel(m, beforeStart.json<Placed>().bet.id))).toEqual({
      status: 409,
      code: 'SPORTS_BET_NOT_CANCELLABLE',
    });
    expect(await cash(m.memberId)).toBe(30_000);
  });

  it('bad input is a 400 with a Korean message, never a 5xx', async () => {
    const m = await fundedBettor(h, 10_000);
    const f = await prematchFixture(h.db, now());
    const pick = { selectionId: f.home, priceHundredths: 185 };
    const bodies: object[] = [
      {},
      slip('prematch', [], 10_000),
      slip('prematch', [pick], -5),
      slip('prematch', [pick], 0),
      slip('prematch', [pick], 1.5),
      slip('prematch', [pick], 1e20),
      slip('prematch', [{ ...pick, selectionId: '0123' }], 10_000),
      slip('prematch', [{ ...pick, selectionId: '99999999999999999999' }], 10_000),
      slip('prematch', [{ ...pick, priceHundredths: 1.85 }], 10_000),
      slip(
        'prematch',
        Array.from({ length: 21 }, () => pick),
        10_000,
      ),
      { ...slip('prematch', [pick], 10_000), family: 'casino' },
      { ...slip('prematch', [pick], 10_000), idempotencyKey: 'x' },
      { ...slip('prematch', [pick], 10_000), idempotencyKey: 'k'.repeat(500) },
    ];
    for (const body of bodies) {
      const res = await place(m, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json<Refused>().message).toMatch(/[가-힣]/);
    }
    expect(outcome(await place(m, slip('prematch', [pick, pick], 5_000)))).toEqual({
      status: 400,
      code: 'DUPLICATE_SELECTION',
    });
    for (const url of [
      '/api/sports/bets/abc/cancel',
      '/api/sports/bets/-1/cancel',
      '/api/sports/bets/99999999999999999999/cancel',
    ]) {
      const res = await h.app.inject({ method: 'POST', url, headers: m.headers });
      expect(res.statusCode, url).toBe(400);
    }
    const noAuth = await h.app.inject({
      method: 'POST',
      url: '/api/sports/bets',
      payload: slip('prematch', [pick], 5_000),
    });
    expect(noAuth.statusCode).toBe(401);
    expect(await betCount(m.memberId)).toBe(0);
  });

  it('admin sports routes answer 403 to a member token', async () => {
    const m = await fundedBettor(h, 0);
    const fixtureId = await insertFixture(h.db, { startsAt: new Date(now().getTime() + HOUR_MS) });
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/sports/bets'],
      ['POST', '/api/admin/sports/bets/1/void', { reason: '테스트' }],
      [
        'POST',
        `/api/admin/sports/selections/${fixtureId}/resettle`,
        { settlement: 2, reason: '정정' },
      ],
      [
        'POST',
        '/api/admin/sports/markets/suspend',
        { fixtureId, marketKey: `${fixtureId}:1:`, suspended: true },
      ],
      ['GET', `/api/admin/sports/fixtures/${fixtureId}/markets`],
      ['GET', '/api/admin/sports/limits'],
      [
        'PUT',
        '/api/admin/sports/limits',
        { level: 1, minStakeWon: 1, maxStakeWon: 2, maxPayoutWon: 3, maxSelections: 1 },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const res = await h.app.inject({
        method: method as 'GET',
        url,
        headers: m.headers,
        ...(payload ? { payload } : {}),
      });
      expect(outcome(res), `${method} ${url}`).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
  });

  it.runIf(target === 'postgres')(
    '50 racing placements draining one balance never take it below zero',
    async () => {
      const stake = 10_000;
      const m = await fundedBettor(h, 20 * stake + 5_000);
      const fx = await Promise.all(
        [1, 2, 3].map(() => prematchFixture(h.db, now(), [185, 330, 420])),
      );
      const picks = fx.flatMap((f) => [f.home, f.draw, f.away]);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          place(
            m,
            slip(
              'prematch',
              [{ selectionId: picks[i % picks.length]!, priceHundredths: [185, 330, 420][i % 3]! }],
              stake,
              {
                idempotencyKey: betKey(),
              },
            ),
          ),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.filter((s) => s === 409)).toHaveLength(30);
      expect(
        results
          .filter((r) => r.statusCode === 409)
          .every((r) => r.json<Refused>().code === 'INSUFFICIENT_BALANCE'),
      ).toBe(true);
      expect(await cash(m.memberId)).toBe(5_000);
      expect(await betCount(m.memberId)).toBe(20);
    },
    60_000,
  );

  it('unused keys stay usable: a refused slip does not burn its key', async () => {
    const m = await fundedBettor(h, 20_000);
    const f = await prematchFixture(h.db, now(), [200, 300, 400]);
    const key = betKey();
    await setPrice(h.db, f.home, 210);
    const body = slip('prematch', [{ selectionId: f.home, priceHundredths: 200 }], 10_000, {
      idempotencyKey: key,
    });
    expect((await place(m, body)).statusCode).toBe(409);
    await setPrice(h.db, f.home, 200);
    expect((await place(m, body)).statusCode).toBe(200);
  });
});
