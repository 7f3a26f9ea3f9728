/**
 * kill -9 of the leader moves the minigame rounds to another node with no round lost or settled
 * twice. Three real server processes on one PostgreSQL database of their own and the
 * machine's NATS (a random BUS_PREFIX, streams deleted after).
 *
 * Who leads: the round engine takes its advisory lock per step, in each step's transaction
 * (server/platform/jobs/leader-lock.ts), so the leader of a step is the node whose tick reaches
 * it first. The test makes node A the leader of round R by construction: A's dev clock runs
 * a round ahead (SIMULATED_TIME), so only A sees R due; A then dies by SIGKILL right after R's draw
 * commits (MINIGAME_FAULT=kill-after-draw: drawn, bets still open — the worst moment). Nodes B
 * and C tick on their 1 s timers at their own clocks, as in production: a drawn round is due
 * whatever the clock says, so they must settle R, then draw and settle new rounds (stepped on
 * their clocks), each round once. The database is then checked whole: every game's rounds follow
 * each other without a gap, nothing due is left unsettled, every bet is settled once, every
 * round's settlement is one ledger transfer, and the ledger verifies.
 *
 * PostgreSQL + NATS only (several processes on one database): skipped without TEST_DATABASE_URL
 * or TEST_NATS_URL.
 */
import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../server/platform/db/db';
import { openPostgres } from '../../../server/platform/db/pg.driver';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { MINIGAME_CATALOG } from '../../../common/domain/minigame/catalog';
import {
  startServer,
  stopServer,
  waitForExit,
  waitForReady,
  type ServerProcess,
} from '../helpers/server-process';
import { callServer, clockNow, currentMinigameRound, loginDemo } from '../helpers/server-calls';
import { TEST_DATABASE_URL } from '../helpers/test-db';

const TEST_NATS_URL = process.env.TEST_NATS_URL || undefined;
const GAME_ID = 211; // eos powerball1: 60 s rounds, betting closes 10 s before the draw
const PICK = 'powerballOddEven.odd';
const STAKE = 10_000;
/** Less betting time than this left in a round: step into the next one first. */
const MIN_BETTING_LEFT_MS = 5_000;
/**
 * Clock steps never jump more than the shortest round (30 s): a node prepares the current and
 * the next round of each game, so a longer jump could leave a round no node ever created.
 */
const MAX_STEP_SEC = 30;
/** Another node takes over within 10 s. */
const TAKEOVER_LIMIT_MS = 10_000;
/** The survivors' timers tick every second (production's MINIGAME_TICK_MS). */
const SURVIVOR_TICK_MS = 1_000;

const skipReason = !TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL unset'
  : !TEST_NATS_URL
    ? 'TEST_NATS_URL unset'
    : null;
if (skipReason) console.warn(`job failover (cluster) skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)('minigame rounds fail over when the leader is killed', () => {
  const dbName = `failover_${randomBytes(5).toString('hex')}`;
  const busPrefix = `failover_${randomBytes(5).toString('hex')}`;
  let databaseUrl = '';
  let db: Db;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const admin = await openPostgres(TEST_DATABASE_URL!, { max: 1 });
    try {
      await admin.query(`CREATE DATABASE ${dbName}`);
    } finally {
      await admin.close();
    }
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }, 30_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s)));
    await db?.close();
    const admin = await openPostgres(TEST_DATABASE_URL!, { max: 1 });
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    } finally {
      await admin.close();
    }
    await deleteStreamsOf(TEST_NATS_URL!, busPrefix);
  }, 60_000);

  async function launch(name: string, extra: Record<string, string>): Promise<ServerProcess> {
    const server = await startServer({
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      BUS_URL: TEST_NATS_URL!,
      BUS_PREFIX: busPrefix,
      SEED_DEMO: '1',
      SIMULATED_TIME: '1',
      // Not what this test is about, and its first tick writes a whole book.
      SPORTS_FEED: '0',
      LOG_LEVEL: 'warn',
      ...extra,
    });
    servers.push(server);
    await waitForReady(server, 120_000).catch((error: unknown) => {
      throw new Error(`${name}: ${String(error)}`);
    });
    return server;
  }

  /** Moves `server`'s clock to `targetMs` in steps no longer than a round; each step ticks. */
  async function stepClockTo(server: ServerProcess, targetMs: number) {
    for (;;) {
      const left = Math.ceil((targetMs - (await clockNow(server))) / 1000);
      if (left <= 0) return;
      const r = await callServer(server, 'POST', '/api/dev/clock/advance', {
        seconds: Math.min(left, MAX_STEP_SEC),
      });
      expect(r.status).toBe(200);
    }
  }

  /** The current round of game 211 on `server`'s clock, with betting open long enough. */
  async function roundOpenForBets(server: ServerProcess, token: string) {
    let round = await currentMinigameRound(server, token, GAME_ID);
    if (Date.parse(round.closesAt) - (await clockNow(server)) < MIN_BETTING_LEFT_MS) {
      await stepClockTo(server, Date.parse(round.drawAt) + 1_000);
      round = await currentMinigameRound(server, token, GAME_ID);
    }
    expect(round.status).toBe('open');
    return round;
  }

  async function bet(server: ServerProcess, token: string, roundId: string, key: string) {
    const setting = await callServer<{ odds: Record<string, number> }>(
      server,
      'GET',
      `/api/settingMinigame/${GAME_ID}`,
      undefined,
      token,
    );
    const placed = await callServer(
      server,
      'POST',
      '/api/minigame/bets',
      {
        gameId: GAME_ID,
        roundId,
        selectionKey: PICK,
        stakeWon: STAKE,
        oddsHundredths: setting.json.odds[PICK]!,
        idempotencyKey: key,
      },
      token,
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  }

  const roundStatus = async (roundId: string) =>
    (
      await db.query<{ status: string }>(
        'SELECT status FROM minigame_rounds WHERE game_id = $1 AND round_id = $2',
        [GAME_ID, roundId],
      )
    )[0]?.status;

  it('kill -9 of the leader after a draw: another node settles it and carries the rounds on', async () => {
    // A first (it migrates and seeds), then B and C on the ready database.
    const nodeA = await launch('A', {
      MINIGAME_TICK_MS: '0',
      MINIGAME_FAULT: `kill-after-draw:${GAME_ID}`,
    });
    const survivorEnv = { MINIGAME_TICK_MS: String(SURVIVOR_TICK_MS) };
    // One boot at a time: on two busy cores, parallel boots can overrun Fastify's plugin timeout.
    const nodeB = await launch('B', survivorEnv);
    const nodeC = await launch('C', survivorEnv);
    db = await openPostgres(databaseUrl, { max: 2 });

    // 1. Node A leads round R: A's clock runs a round ahead of the others, so R's close and
    // draw are due on A alone (the survivors' timers, at real time, reach them a minute later,
    // however slow this machine is). The bet on R goes through A, whose clock has R open.
    const tokenA = await loginDemo(nodeA);
    await stepClockTo(nodeA, (await clockNow(nodeA)) + 60_000);
    const roundR = await roundOpenForBets(nodeA, tokenA);
    await bet(nodeA, tokenA, roundR.roundId, `failover-r-${busPrefix}`);

    // 2. A steps to R's draw and dies right after the draw commits (the step's request dies too).
    await stepClockTo(nodeA, Date.parse(roundR.drawAt) + 1_000).catch(() => undefined);
    const exit = await waitForExit(nodeA, 60_000);
    expect(exit.signal).toBe('SIGKILL');
    const killedAt = Date.now();
    expect(['drawn', 'settled']).toContain(await roundStatus(roundR.roundId));

    // 3. Takeover: a survivor's timer settles R, though R's draw is still ahead on its clock.
    await vi.waitFor(
      async () => {
        expect(await roundStatus(roundR.roundId)).toBe('settled');
      },
      { timeout: TAKEOVER_LIMIT_MS, interval: 100 },
    );
    console.info(
      `[failover] round ${roundR.roundId} settled ${Date.now() - killedAt} ms after kill -9`,
    );

    // 4. The survivors carry on: a new round R+1, bet through B, drawn and settled by them.
    for (const node of [nodeB, nodeC]) await stepClockTo(node, Date.parse(roundR.drawAt) + 1_000);
    const tokenB = await loginDemo(nodeB);
    const roundNext = await roundOpenForBets(nodeB, tokenB);
    expect(roundNext.roundId > roundR.roundId).toBe(true);
    await bet(nodeB, tokenB, roundNext.roundId, `failover-next-${busPrefix}`);
    const end = Date.parse(roundNext.drawAt) + 1_000;
    // Alternate the survivors' steps, so both run the engine on the way.
    while (Math.min(await clockNow(nodeB), await clockNow(nodeC)) < end) {
      for (const node of [nodeB, nodeC]) {
        const next = Math.min(end, (await clockNow(node)) + MAX_STEP_SEC * 1000);
        await stepClockTo(node, next);
      }
    }
    await vi.waitFor(
      async () => {
        expect(await roundStatus(roundNext.roundId)).toBe('settled');
      },
      { timeout: TAKEOVER_LIMIT_MS, interval: 100 },
    );

    // 5. The whole database. Everything due on both survivors' clocks is settled (timers may
    // still be finishing the last steps: wait for them, not for a fixed time).
    const settledUpTo = new Date(
      Math.min(await clockNow(nodeB), await clockNow(nodeC)) - SURVIVOR_TICK_MS,
    ).toISOString();
    await vi.waitFor(
      async () => {
        const unsettled = await db.query<{ game_id: number; round_id: string; status: string }>(
          `SELECT game_id, round_id, status FROM minigame_rounds
            WHERE draw_at <= $1 AND status NOT IN ('settled', 'cancelled')`,
          [settledUpTo],
        );
        expect(unsettled).toEqual([]);
      },
      { timeout: TAKEOVER_LIMIT_MS, interval: 200 },
    );
    await expectRoundsContinuous(db);

    const openBets = await db.query(
      `SELECT b.id FROM minigame_bets b JOIN minigame_rounds r USING (game_id, round_id)
        WHERE b.status = 0 AND r.status IN ('settled', 'cancelled')`,
    );
    expect(openBets).toEqual([]);
    const ourBets = await db.query<{ round_id: string; status: number }>(
      'SELECT round_id, status FROM minigame_bets WHERE game_id = $1 ORDER BY round_id',
      [GAME_ID],
    );
    expect(ourBets.map((b) => b.round_id)).toEqual([roundR.roundId, roundNext.roundId]);
    expect(ourBets.every((b) => b.status !== 0)).toBe(true);
    // One settlement transfer per round at most, one stake per bet: nothing paid twice.
    const twice = await db.query(
      `SELECT reference, count(*)::int AS n FROM ledger_transfers
        WHERE reference LIKE 'minigame:%' OR reference LIKE 'minigame-bet:%'
        GROUP BY reference, kind HAVING count(*) > 1`,
    );
    expect(twice).toEqual([]);
    const settlements = await db.query(
      `SELECT reference FROM ledger_transfers WHERE reference = ANY($1::text[])`,
      [[`minigame:${GAME_ID}:${roundR.roundId}`, `minigame:${GAME_ID}:${roundNext.roundId}`]],
    );
    expect(settlements).toHaveLength(2);
    const report = await verifyLedger(db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  }, 400_000);
});

/** Each game's rounds follow each other without a gap: no round was skipped while nodes died. */
async function expectRoundsContinuous(db: Db): Promise<void> {
  const rows = await db.query<{ game_id: number; opens_at: Date | string }>(
    'SELECT game_id, opens_at FROM minigame_rounds ORDER BY game_id, opens_at',
  );
  const gaps: string[] = [];
  for (const game of MINIGAME_CATALOG) {
    const opens = rows
      .filter((r) => r.game_id === game.id)
      .map((r) =>
        Date.parse(String(r.opens_at instanceof Date ? r.opens_at.toISOString() : r.opens_at)),
      );
    for (let i = 1; i < opens.length; i += 1) {
      if (opens[i]! - opens[i - 1]! !== game.roundIntervalSec * 1000) {
        gaps.push(
          `${game.id}: ${new Date(opens[i - 1]!).toISOString()} → ${new Date(opens[i]!).toISOString()}`,
        );
      }
    }
  }
  expect(gaps).toEqual([]);
}

/** The JetStream streams this run's prefix created (whatever the bus names them). */
async function deleteStreamsOf(url: string, prefix: string): Promise<void> {
  const connection = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(connection);
    for await (const name of jsm.streams.names()) {
      if (name.toLowerCase().includes(prefix.toLowerCase())) await jsm.streams.delete(name);
    }
  } finally {
    await connection.close();
  }
}
