/**
 * `npm run backup` and `npm run restore` as an operator runs them (docs/operations.md): a real
 * server makes a database with settled and open bets, drawn rounds, a limit and an open charge
 * request; it stops; the backup command writes a file; the restore command brings it into an
 * empty database, migrates and verifies the ledger; every table then holds exactly the rows of
 * the original. A second restore over the now populated database is refused without --force.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/platform/db/db';
import { callServer, clockNow, currentMinigameRound, loginDemo } from '../../helpers/server-calls';
import {
  startServer,
  stopServer,
  waitForReady,
  type ServerProcess,
} from '../../helpers/server-process';
import { prepareProcessDb, type ProcessDbTarget } from '../../helpers/process-db-target';
import { dbTargets } from '../../helpers/test-db';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const GAME_ID = 211; // eos powerball1: 60 s rounds, betting closes 10 s before the draw
const PICK = 'powerballOddEven.odd';
const MIN_BETTING_LEFT_MS = 3_000;

const SERVER_ENV = {
  NODE_ENV: 'development',
  SEED_DEMO: '1',
  SIMULATED_TIME: '1',
  MINIGAME_TICK_MS: '0',
  SPORTS_FEED: '0',
  LOG_LEVEL: 'warn',
};

/** Runs one of the npm commands' scripts with only the target's database in its environment. */
function runCommand(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const inherited = { ...process.env };
  delete inherited.DATA_DIR;
  delete inherited.DATABASE_URL;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', `server/platform/db/${script}.cli.ts`, ...args],
    { cwd: REPO_ROOT, env: { ...inherited, ...env }, encoding: 'utf8', timeout: 120_000 },
  );
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** Every table of the site, each as its rows in a stable order. */
async function tables(db: Db): Promise<Record<string, string[]>> {
  const names = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of names) {
    const rows = await db.query<Record<string, unknown>>(`SELECT * FROM "${name}"`);
    out[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

async function readTables(target: ProcessDbTarget) {
  const db = await target.open();
  try {
    return await tables(db);
  } finally {
    await db.close();
  }
}

/** What the operator's site holds after a little play: the rows the backup must carry. */
async function play(server: ServerProcess): Promise<void> {
  const token = await loginDemo(server);
  const limit = await callServer(
    server,
    'PUT',
    '/api/responsible/limits',
    { kind: 'loss24h', amountWon: 500_000 },
    token,
  );
  expect(limit.status).toBe(200);
  const setting = await callServer<{ odds: Record<string, number> }>(
    server,
    'GET',
    `/api/settingMinigame/${GAME_ID}`,
    undefined,
    token,
  );
  const odds = setting.json.odds[PICK]!;
  const advance = (seconds: number) =>
    callServer(server, 'POST', '/api/dev/clock/advance', { seconds });
  const bet = async (key: string) => {
    let round = await currentMinigameRound(server, token, GAME_ID);
    if (Date.parse(round.closesAt) - (await clockNow(server)) < MIN_BETTING_LEFT_MS) {
      await advance(Math.ceil((Date.parse(round.drawAt) - (await clockNow(server))) / 1000));
      round = await currentMinigameRound(server, token, GAME_ID);
    }
    const placed = await callServer(
      server,
      'POST',
      '/api/minigame/bets',
      {
        gameId: GAME_ID,
        roundId: round.roundId,
        selectionKey: PICK,
        stakeWon: 10_000,
        oddsHundredths: odds,
        idempotencyKey: key,
      },
      token,
    );
    expect(placed.status).toBe(200);
    return round;
  };
  // A bet whose round is drawn and settled, then one still open.
  const settled = await bet('backup-settled');
  await advance(Math.ceil((Date.parse(settled.drawAt) - (await clockNow(server))) / 1000) + 1);
  await expect
    .poll(async () => (await currentMinigameRound(server, token, GAME_ID)).roundId, {
      timeout: 30_000,
    })
    .not.toBe(settled.roundId);
  await bet('backup-open');
  const charge = await callServer(
    server,
    'POST',
    '/api/wallet/charge',
    { amountWon: 50_000, depositorName: '홍길동', idempotencyKey: 'backup-charge' },
    token,
  );
  expect(charge.status).toBe(200);
}

describe.each(dbTargets)('backup and restore on %s', (target) => {
  const disposals: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const dispose of disposals.reverse()) await dispose();
  }, 60_000);

  it('round-trips every table; a restore over members needs --force', async () => {
    const source = await prepareProcessDb(target, 'backup_src');
    disposals.push(() => source.dispose());
    const server = await startServer({ ...SERVER_ENV, ...source.env });
    disposals.push(() => stopServer(server));
    await waitForReady(server);
    await play(server);
    await stopServer(server);

    const work = await mkdtemp(path.join(tmpdir(), 'backup-file-'));
    disposals.push(() => rm(work, { recursive: true, force: true }));
    const file = path.join(work, 'site.backup');
    const backup = runCommand('backup', [file], source.env);
    expect(backup.out).toContain('backup written');
    expect(backup.code).toBe(0);

    const restored = await prepareProcessDb(target, 'backup_dst');
    disposals.push(() => restored.dispose());
    const restore = runCommand('restore', [file], restored.env);
    expect(restore.out).toContain('ledger OK');
    expect(restore.code).toBe(0);

    const before = await readTables(source);
    const after = await readTables(restored);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const name of Object.keys(before)) expect(after[name], name).toEqual(before[name]);
    // What the play made is there, not only the seed.
    expect(before.minigame_bets!.length).toBe(2);
    expect(before.wallet_requests!.some((row) => row.includes('"pending"'))).toBe(true);
    expect(before.rg_limits!.length).toBe(1);

    const again = runCommand('restore', [file], restored.env);
    expect(again.code).toBe(3);
    expect(again.out).toContain('--force');
    const forced = runCommand('restore', [file, '--force'], restored.env);
    expect(forced.code).toBe(0);
    expect(await readTables(restored)).toEqual(before);
  }, 300_000);
});
