/**
 * A crash (process killed) between draw and settlement resumes without double payment, for
 * real. The server runs as a child process with MINIGAME_FAULT=kill-after-draw:211,
 * which SIGKILLs it right after the draw of a round with open bets commits. The database is
 * then read directly (drawn, bet still open), and a restarted server (no fault) settles the bet
 * exactly once. Runs on PGlite files (a temp DATA_DIR) and, with TEST_DATABASE_URL, on a
 * PostgreSQL database of its own (the server takes a whole DATABASE_URL, no schema option).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import {
  startServer,
  stopServer,
  waitForExit,
  waitForReady,
  type ServerProcess,
} from '../helpers/server-process';
import { callServer, clockNow, currentMinigameRound, loginDemo } from '../helpers/server-calls';
import { prepareProcessDb, type ProcessDbTarget } from '../helpers/process-db-target';
import { dbTargets } from '../helpers/test-db';

const GAME_ID = 211; // eos powerball1: 60 s rounds, betting closes 10 s before the draw
const PICK = 'powerballOddEven.odd';
const STAKE = 10_000;
/** Less betting time than this left in the current round: move on to the next one first. */
const MIN_BETTING_LEFT_MS = 3_000;

const SERVER_ENV = {
  NODE_ENV: 'development',
  // The test bets as `demo`; a DATABASE_URL start seeds no demo unless asked.
  SEED_DEMO: '1',
  SIMULATED_TIME: '1',
  MINIGAME_TICK_MS: '0',
  // The sports feed's first tick writes a whole book (seconds on PGlite under load) and is not
  // what this test is about: without it the restarted server is ready in a fraction of the time.
  SPORTS_FEED: '0',
  LOG_LEVEL: 'warn',
};

describe.each(dbTargets)('minigame crash (real process) on %s', (target) => {
  let data: ProcessDbTarget | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    data = await prepareProcessDb(target, 'minigame_crash');
  }, 30_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s)));
    await data?.dispose();
  }, 60_000);

  async function launch(extra: Record<string, string> = {}) {
    const server = await startServer({ ...SERVER_ENV, ...data!.env, ...extra });
    servers.push(server);
    await waitForReady(server);
    return server;
  }

  const emoney = async (server: ServerProcess, token: string) =>
    (await callServer<{ emoney: number }>(server, 'GET', '/api/member/user', undefined, token)).json
      .emoney;
  const advance = (server: ServerProcess, seconds: number) =>
    callServer(server, 'POST', '/api/dev/clock/advance', { seconds });

  it('SIGKILL after the draw commits; the restarted server settles the bet exactly once', async () => {
    // 1. A server that dies right after drawing a round of game 211 that holds open bets.
    const doomed = await launch({ MINIGAME_FAULT: `kill-after-draw:${GAME_ID}` });
    const token = await loginDemo(doomed);
    const start = await emoney(doomed, token);
    const setting = await callServer<{ odds: Record<string, number> }>(
      doomed,
      'GET',
      `/api/settingMinigame/${GAME_ID}`,
      undefined,
      token,
    );
    expect(setting.status).toBe(200);
    const odds = setting.json.odds[PICK]!;
    expect(odds).toBeGreaterThan(100);

    let round = await currentMinigameRound(doomed, token, GAME_ID);
    if (Date.parse(round.closesAt) - (await clockNow(doomed)) < MIN_BETTING_LEFT_MS) {
      // Too late to bet: step into the next round (its draw is harmless: no bets on it).
      await advance(
        doomed,
        Math.ceil((Date.parse(round.drawAt) - (await clockNow(doomed))) / 1000),
      );
      round = await currentMinigameRound(doomed, token, GAME_ID);
    }
    expect(round.status).toBe('open');
    const idempotencyKey = `crash-${target}-${Date.now()}`;
    const placed = await callServer<{ emoney: number }>(
      doomed,
      'POST',
      '/api/minigame/bets',
      {
        gameId: GAME_ID,
        roundId: round.roundId,
        selectionKey: PICK,
        stakeWon: STAKE,
        oddsHundredths: odds,
        idempotencyKey,
      },
      token,
    );
    expect(placed.status).toBe(200);
    expect(placed.json.emoney).toBe(start - STAKE);

    // 2. Step the clock past the draw: the process SIGKILLs itself mid-request.
    const toDraw = Math.ceil((Date.parse(round.drawAt) - (await clockNow(doomed))) / 1000) + 1;
    await advance(doomed, toDraw).catch(() => undefined); // the connection dies with it
    const exit = await waitForExit(doomed, 20_000);
    expect(exit.signal).toBe('SIGKILL');

    // 3. The database as the crash left it: drawn (seed revealed), the bet still open.
    const db = await data!.open();
    let betId: number;
    let memberId: number;
    try {
      const [row] = await db.query<{ status: string; seed_hex: string | null; outcome: unknown }>(
        'SELECT status, seed_hex, outcome FROM minigame_rounds WHERE game_id = $1 AND round_id = $2',
        [GAME_ID, round.roundId],
      );
      expect(row).toMatchObject({ status: 'drawn' });
      expect(row!.seed_hex).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.outcome).not.toBeNull();
      const bets = await db.query<{ id: number; member_id: number; status: number }>(
        'SELECT id, member_id, status FROM minigame_bets WHERE game_id = $1 AND round_id = $2',
        [GAME_ID, round.roundId],
      );
      expect(bets).toHaveLength(1);
      expect(bets[0]!.status).toBe(0);
      betId = bets[0]!.id;
      memberId = bets[0]!.member_id;
      const settlements = await db.query(
        `SELECT 1 FROM ledger_transfers WHERE idempotency_key = $1`,
        [`minigame-settle:${GAME_ID}:${round.roundId}`],
      );
      expect(settlements).toHaveLength(0);
    } finally {
      await db.close();
    }

    // 4. Restart without the fault: it ticks on start and on a clock step, and settles once.
    const revived = await launch();
    await advance(revived, 1);
    await advance(revived, 1); // a second tick must change nothing
    const token2 = await loginDemo(revived);
    const balance = await emoney(revived, token2);
    await stopServer(revived); // PGlite has one owner: stop before opening the files

    const check = await data!.open();
    try {
      const [bet] = await check.query<{ status: number; payout_won: number; member_id: number }>(
        'SELECT status, payout_won, member_id FROM minigame_bets WHERE id = $1',
        [betId],
      );
      expect(bet!.member_id).toBe(memberId);
      expect([1, 2]).toContain(bet!.status);
      // Either outcome is fine; its arithmetic must be exact.
      const payout = bet!.status === 2 ? Math.floor((STAKE * odds) / 100) : 0;
      expect(bet!.payout_won).toBe(payout);
      expect(balance).toBe(start - STAKE + payout);
      const [round2] = await check.query<{ status: string }>(
        'SELECT status FROM minigame_rounds WHERE game_id = $1 AND round_id = $2',
        [GAME_ID, round.roundId],
      );
      expect(round2!.status).toBe('settled');
      // The stake went in once and the round was settled once (one compound entry, no
      // refund): the member's cash moved by −stake and, if won, +payout, nothing else.
      const moves = await check.query<{ amount: number; kind: string }>(
        `SELECT e.amount, t.kind FROM ledger_entries e
           JOIN ledger_transfers t ON t.id = e.transfer_id
           JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.member_id = $1 AND a.kind = 'member_cash'
            AND (t.reference = $2 OR t.reference = $3)
          ORDER BY e.id`,
        [memberId, `minigame-bet:${betId}`, `minigame:${GAME_ID}:${round.roundId}`],
      );
      expect(moves).toEqual([
        { amount: -STAKE, kind: 'minigame_stake' },
        ...(payout > 0 ? [{ amount: payout, kind: 'minigame_payout' }] : []),
      ]);
      const settlements = await check.query(`SELECT 1 FROM ledger_transfers WHERE reference = $1`, [
        `minigame:${GAME_ID}:${round.roundId}`,
      ]);
      expect(settlements).toHaveLength(1);
      const report = await verifyLedger(check);
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
    } finally {
      await check.close();
    }
  }, 300_000);
});
