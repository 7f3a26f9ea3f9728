/**
 * Minigame engine figures (issue 4): `npx tsx bench/minigame-engine.bench.ts [seconds] [bets]`.
 *  1. Every catalog game ticking at once over `seconds` of accelerated time (one tick per
 *     simulated second, as the 1 s timer would): CPU share of one core = process.cpuUsage() over
 *     the simulated wall time (targets < 5 %).
 *  2. Settling `bets` bets of one round (one member each, spec §4 single bet): elapsed time.
 * Prints figures only; no assertions. Runs on an in-memory PGlite.
 */
import { MinigameEngine } from '../server/feeds/minigame/engine';
import { settleRound } from '../server/feeds/minigame/round-steps';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite.driver';
import { seedMinigameSettings } from '../server/seed/minigame-settings.seed';

const SIM_SECONDS = Number(process.argv[2] ?? 600);
const BETS = Number(process.argv[3] ?? 100_000);

async function main(): Promise<void> {
  const db = await openPglite(undefined);
  await migrate(db);
  await seedMinigameSettings(db);
  let now = Date.UTC(2025, 0, 1, 3, 0, 0);
  const noop = { round: () => {}, betsSettled: () => {} };
  const engine = new MinigameEngine(db, () => new Date(now), noop);
  await engine.tick();

  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  for (let s = 0; s < SIM_SECONDS; s++) {
    now += 1000;
    await engine.tick();
  }
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - wall0;
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::bigint AS count FROM minigame_rounds WHERE status = 'settled'`,
  );
  console.log(
    `ticking: ${SIM_SECONDS} simulated s, ${count} rounds settled, CPU ${cpuMs.toFixed(0)} ms ` +
      `(real ${wall.toFixed(0)} ms) → ${((cpuMs / (SIM_SECONDS * 1000)) * 100).toFixed(2)} % of one core`,
  );

  // 2. One round with BETS open bets, one member each (members and accounts inserted in bulk).
  const gameId = 211;
  const [round] = await db.query<{ round_id: string }>(
    `SELECT round_id FROM minigame_rounds WHERE game_id = $1 AND status = 'open' ORDER BY draw_at LIMIT 1`,
    [gameId],
  );
  const roundId = round!.round_id;
  await db.query(
    `INSERT INTO members (user_id, password_hash, nickname, phone, type, role, level, recommend_code)
     SELECT 'b' || g, 'x', 'n' || g, '010', 1, 0, 1, 'rc' || g FROM generate_series(1, $1) g`,
    [BETS],
  );
  await db.query(
    `INSERT INTO ledger_accounts (kind, currency, member_id)
     SELECT 'member_cash', 'KRW', id FROM members WHERE user_id LIKE 'b%'`,
  );
  await db.query(
    `INSERT INTO minigame_bets (member_id, game_id, round_id, selection_key, stake_won,
                                odds_hundredths, idempotency_key)
     SELECT id, $1, $2, CASE WHEN id % 2 = 0 THEN 'powerballOddEven.odd' ELSE 'powerballOddEven.even' END,
            1000, 195, 'bench:' || id FROM members WHERE user_id LIKE 'b%'`,
    [gameId, roundId],
  );
  await db.query(
    `UPDATE minigame_rounds SET status = 'drawn', outcome = '{"balls":[1,2,3,4,5],"powerball":3,"sum":15}'
      WHERE game_id = $1 AND round_id = $2`,
    [gameId, roundId],
  );
  // The stakes were not debited through the ledger here, so bets_pending runs negative: this
  // measures the settlement's own work, not the books' balance.
  const t0 = performance.now();
  const settled = await db.transaction((tx) => settleRound(tx, gameId, roundId, new Date(now)));
  const ms = performance.now() - t0;
  console.log(
    `settlement: ${settled?.credited.length ?? 0} paid of ${BETS} bets in ${ms.toFixed(0)} ms`,
  );
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
