/**
 * Minigames end to end on the API: round lifecycle with a stepped clock, placement
 * refusals, exact settlement through the ledger, idempotency, single-bet replacement, a crash
 * between draw and settlement, admin cancel/refund and guards. The ledger is verified after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MinigameEngine } from '../../../server/minigame/rounds/engine';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type { MinigameRoundView } from '../../../common/contract/minigame.contract';
import { findGameById } from '../../../common/domain/minigame/catalog';
import { verifyRound } from '../../../common/domain/minigame/fairness';
import { FAMILY_ENGINES } from '../../../common/domain/minigame/family-registry';
import { payoutWon } from '../../../common/domain/minigame/payout';
import { commitSeedSync } from '../../../common/domain/minigame/stream-node';
import {
  ADMIN,
  DEMO,
  FakeClock,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const GAME_ID = 211; // eos powerball1: 60 s rounds, betting closes 10 s before the draw
const game = findGameById(GAME_ID)!;
const PICK = 'powerballOddEven.odd';
const ODDS = 195;
// 12:00:05 Seoul: five seconds into a round.
const START_MS = Date.UTC(2025, 0, 1, 3, 0, 5);

describe.each(dbTargets)('minigames on %s', (target) => {
  let h: TestApp;
  let clock: FakeClock;
  let demo: LoggedIn;
  let admin: LoggedIn;
  let keySeq = 0;

  beforeAll(async () => {
    clock = new FakeClock(START_MS);
    h = await startTestApp(target, { clock: clock.now });
    demo = await login(h.app, DEMO);
    admin = await login(h.app, ADMIN);
  }, 30_000);
  afterAll(() => h?.close());

  const key = () => `test-key-${++keySeq}`;
  const advance = (seconds: number) =>
    h.app.inject({ method: 'POST', url: '/api/dev/clock/advance', payload: { seconds } });
  const current = async (): Promise<MinigameRoundView> => {
    const r = await h.app.inject({
      method: 'GET',
      url: `/api/minigame/events?gameId=${GAME_ID}&currentGame=1`,
      headers: demo.headers,
    });
    expect(r.statusCode).toBe(200);
    return r.json().current;
  };
  const place = (body: Record<string, unknown>, who = demo) =>
    h.app.inject({
      method: 'POST',
      url: '/api/minigame/bets',
      headers: who.headers,
      payload: body,
    });
  const bet = (roundId: string, extra: Record<string, unknown> = {}) => ({
    gameId: GAME_ID,
    roundId,
    selectionKey: PICK,
    stakeWon: 10_000,
    oddsHundredths: ODDS,
    idempotencyKey: key(),
    ...extra,
  });
  const emoney = async () => {
    const r = await h.app.inject({ method: 'GET', url: '/api/member/user', headers: demo.headers });
    return r.json().emoney as number;
  };
  /** Steps to the draw of the current round (and a little past it). */
  const toDraw = async (round: MinigameRoundView, now: number) =>
    advance(Math.ceil((Date.parse(round.drawAt) - now) / 1000) + 1);
  const nowMs = async () =>
    Date.parse((await h.app.inject({ method: 'GET', url: '/api/dev/clock' })).json().now);
  const expectLedgerOk = async () => expect((await verifyLedger(h.db)).problems).toEqual([]);

  it('settings of a game, 404 for an unknown one', async () => {
    const r = await h.app.inject({
      method: 'GET',
      url: `/api/settingMinigame/${GAME_ID}`,
      headers: demo.headers,
    });
    expect(r.json()).toMatchObject({
      gameId: GAME_ID,
      systemMaintenanceFlg: false,
      minStakeWon: 1000,
    });
    expect(r.json().odds[PICK]).toBe(ODDS);
    const missing = await h.app.inject({
      method: 'GET',
      url: '/api/settingMinigame/9999',
      headers: demo.headers,
    });
    expect(outcome(missing)).toEqual({ status: 404, code: 'MINIGAME_NOT_FOUND' });
  });

  it('admin rounds list gives the server time: the pre-created next round is not open yet', async () => {
    const round = await current();
    const r = await h.app.inject({
      method: 'GET',
      url: `/api/admin/minigame/rounds?gameId=${GAME_ID}`,
      headers: admin.headers,
    });
    expect(r.statusCode).toBe(200);
    const page = r.json<{ items: MinigameRoundView[]; serverTime: string }>();
    expect(Date.parse(page.serverTime)).toBe(await nowMs());
    const next = page.items.find((i) => i.roundNo === round.roundNo + 1)!;
    // Created ahead with status 'open' (its commit is public), but it opens at this draw.
    expect(next).toMatchObject({ status: 'open', opensAt: round.drawAt });
    expect(Date.parse(next.opensAt)).toBeGreaterThan(Date.parse(page.serverTime));
    const inPlay = page.items.find((i) => i.roundId === round.roundId)!;
    expect(Date.parse(inPlay.opensAt)).toBeLessThanOrEqual(Date.parse(page.serverTime));
  });

  it('runs a round open → closed → drawn → settled and pays exactly', async () => {
    const round = await current();
    expect(round).toMatchObject({ status: 'open', seedHex: null, outcome: null });
    expect(round.roundId).toMatch(/^20250101-\d{4}$/);
    expect(round.roundNo).toBe(Math.floor(((START_MS + 9 * 3600e3) % 86400e3) / 60e3) + 1);
    const before = await emoney();
    const placed = await place(bet(round.roundId));
    expect(placed.statusCode).toBe(200);
    expect(placed.json().emoney).toBe(before - 10_000);
    expect(h.bets.some((e) => e.event.type === 'minigameBet')).toBe(true);

    await advance(Math.ceil((Date.parse(round.closesAt) - (await nowMs())) / 1000));
    const late = await place(bet(round.roundId));
    expect(outcome(late)).toEqual({ status: 409, code: 'BETTING_CLOSED' });

    await toDraw(round, await nowMs());
    const results = await h.app.inject({
      method: 'GET',
      url: `/api/minigame/results?gameId=${GAME_ID}&date=2025-01-01`,
      headers: demo.headers,
    });
    const settled = (results.json().items as MinigameRoundView[]).find(
      (r) => r.roundId === round.roundId,
    )!;
    expect(settled.status).toBe('settled');
    expect(commitSeedSync(settled.seedHex!)).toBe(round.commitHex);
    const verified = await verifyRound({ ...settled, seedHex: settled.seedHex! });
    expect(verified).toEqual({ ok: true, outcome: settled.outcome });
    expect(settled.resultLabels.length).toBeGreaterThan(0);
    const statuses = h.general.flatMap((e) =>
      e.event.type === 'minigameRound' &&
      e.event.round.roundId === round.roundId &&
      e.event.round.gameId === GAME_ID
        ? [e.event.round.status]
        : [],
    );
    expect(statuses).toEqual(expect.arrayContaining(['closed', 'drawn', 'settled']));

    const grade = FAMILY_ENGINES[game.family].grade(settled.outcome, PICK);
    const payout = payoutWon(10_000, ODDS, grade);
    expect(await emoney()).toBe(before - 10_000 + payout);
    const mine = await h.app.inject({
      method: 'GET',
      url: `/api/minigame/bets?gameId=${GAME_ID}`,
      headers: demo.headers,
    });
    expect(mine.json().items[0]).toMatchObject({
      status: grade === 'won' ? 2 : 1,
      payoutWon: payout,
    });
    await expectLedgerOk();
  });

  it('replays an idempotency key once; refuses tampered odds, bad stakes and bad input', async () => {
    const round = await current();
    const body = bet(round.roundId);
    const first = await place(body);
    const again = await place(body);
    expect(again.json().bet.id).toBe(first.json().bet.id);
    expect(again.json().emoney).toBe(first.json().emoney);
    expect(outcome(await place({ ...body, stakeWon: 20_000 }))).toEqual({
      status: 409,
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect(outcome(await place(bet(round.roundId, { oddsHundredths: 250 })))).toEqual({
      status: 409,
      code: 'ODDS_CHANGED',
    });
    expect(outcome(await place(bet(round.roundId, { stakeWon: 10 })))).toEqual({
      status: 400,
      code: 'STAKE_TOO_LOW',
    });
    expect(outcome(await place(bet(round.roundId, { selectionKey: 'nope.odd' })))).toEqual({
      status: 400,
      code: 'INVALID_SELECTION',
    });
    const bad = await place({ gameId: 'x', roundId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    await expectLedgerOk();
  });

  it('a new pick replaces the open bet of the round (spec §4 single bet)', async () => {
    const round = await current();
    const before = await emoney();
    const second = await place(
      bet(round.roundId, { selectionKey: 'powerballOddEven.even', stakeWon: 5_000 }),
    );
    expect(second.statusCode).toBe(200);
    const open = await h.db.query<{ status: number; stake_won: number }>(
      `SELECT status, stake_won FROM minigame_bets WHERE game_id = $1 AND round_id = $2 ORDER BY id`,
      [GAME_ID, round.roundId],
    );
    expect(open.map((b) => b.status)).toEqual([-1, 0]);
    expect(second.json().emoney).toBe(before + 10_000 - 5_000);
    await expectLedgerOk();
  });

  it('admin cancel refunds every open bet; a member on admin endpoints gets 403', async () => {
    const round = await current();
    const before = await emoney();
    const forbidden = await h.app.inject({
      method: 'POST',
      url: `/api/admin/minigame/rounds/${GAME_ID}/${round.roundId}/cancel`,
      headers: demo.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const cancel = await h.app.inject({
      method: 'POST',
      url: `/api/admin/minigame/rounds/${GAME_ID}/${round.roundId}/cancel`,
      headers: admin.headers,
    });
    expect(cancel.json()).toMatchObject({ refundedBets: 1, round: { status: 'cancelled' } });
    expect(await emoney()).toBe(before + 5_000);
    const twice = await h.app.inject({
      method: 'POST',
      url: `/api/admin/minigame/rounds/${GAME_ID}/${round.roundId}/cancel`,
      headers: admin.headers,
    });
    expect(outcome(twice)).toEqual({ status: 409, code: 'ROUND_NOT_CANCELLABLE' });
    await expectLedgerOk();
  });

  it('maintenance refuses bets (admin settings, audited)', async () => {
    await advance(game.roundIntervalSec); // the cancelled round is over: the next one is open
    const round = await current();
    const put = (flag: boolean) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/admin/minigame/settings/${GAME_ID}`,
        headers: admin.headers,
        payload: {
          systemMaintenanceFlg: flag,
          minStakeWon: 1000,
          maxStakeWon: 1_000_000,
          maxPayoutWon: 10_000_000,
          odds: {},
        },
      });
    expect((await put(true)).json().systemMaintenanceFlg).toBe(true);
    expect(outcome(await place(bet(round.roundId)))).toEqual({
      status: 503,
      code: 'MINIGAME_MAINTENANCE',
    });
    await put(false);
    const audits = await h.db.query(`SELECT 1 FROM audit_log WHERE action = 'minigame.settings'`);
    expect(audits.length).toBe(2);
  });

  it('a crash between draw and settlement settles exactly once after restart', async () => {
    const round = await current();
    const before = await emoney();
    expect((await place(bet(round.roundId))).statusCode).toBe(200);
    // The "crashed" node: closes and draws, then dies before settling.
    clock.advanceMinutes(2);
    const offset = (await h.app.inject({ method: 'GET', url: '/api/dev/clock' })).json()
      .offsetMs as number;
    const shifted = () => new Date(clock.now().getTime() + offset);
    const crashed = new MinigameEngine(h.db, shifted, { round: () => {}, betsSettled: () => {} });
    await crashed.tick(['close', 'draw']);
    const [drawn] = await h.db.query<{ status: string }>(
      'SELECT status FROM minigame_rounds WHERE game_id = $1 AND round_id = $2',
      [GAME_ID, round.roundId],
    );
    expect(drawn!.status).toBe('drawn');
    // A new node on the same database ticks on start; ticking again changes nothing.
    const restarted = await h.buildAnother();
    await restarted.inject({
      method: 'POST',
      url: '/api/dev/clock/advance',
      payload: { seconds: 0 },
    });
    await advance(0);
    await crashed.tick();
    const [bet1] = await h.db.query<{ status: number; payout_won: number }>(
      'SELECT status, payout_won FROM minigame_bets WHERE game_id = $1 AND round_id = $2 AND status <> -1',
      [GAME_ID, round.roundId],
    );
    expect([1, 2]).toContain(bet1!.status);
    // One settlement entry for the round (compound), crediting the member only if they won.
    const settlements = await h.db.query<{ id: number }>(
      `SELECT id FROM ledger_transfers WHERE idempotency_key = $1`,
      [`minigame-settle:${GAME_ID}:${round.roundId}`],
    );
    expect(settlements).toHaveLength(1);
    const credits = await h.db.query<{ amount: number }>(
      `SELECT e.amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE e.transfer_id = $1 AND a.member_id IS NOT NULL`,
      [settlements[0]!.id],
    );
    expect(credits.map((c) => c.amount)).toEqual(bet1!.status === 2 ? [bet1!.payout_won] : []);
    expect(await emoney()).toBe(before - 10_000 + bet1!.payout_won);
    await expectLedgerOk();
  });
});
