/**
 * `npm run bench:tournament`: one running slot tournament (stake_total) with
 * 10,000 participants, fed 500 counted rounds a second through the real casino wallet (signed
 * `bet` calls that close their round, decided in the wallet's batches) for 60 s on PostgreSQL,
 * while 20 members watch the live board. Prints:
 *   - counted rounds/s sustained (rows the scoring observer wrote ÷ the window),
 *   - the scoring observer's time per wallet transaction (p50/p99, the extra latency every call of
 *     that batch waits) and per call (batch time ÷ calls in it), target p99 ≤ 2 ms,
 *   - board messages per stream per second (target ≤ 1) and the shortest gap between two.
 * Figures only; nothing here fails on time.
 *
 * The load runs in this process against CasinoWalletService.handle (no HTTP: the wallet's HTTP
 * cost is bench:casino-wallet's subject). Bodies are signed before the window, as a provider
 * signs on its own machines; the wallet verifies each signature inside it.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:tournament
 *
 * Options (environment): BENCH_TOURNAMENT_SECONDS (60), BENCH_TOURNAMENT_RATE (rounds/s, 500),
 * BENCH_TOURNAMENT_PARTICIPANTS (10,000), BENCH_TOURNAMENT_WATCHERS (20).
 */
import { createHash, generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { loadavg } from 'node:os';
import { createCasinoServices } from '../server/casino/casino-services';
import { createInProcessBus } from '../server/platform/bus/in-process.bus';
import type { Db, Queryable } from '../server/platform/db/db';
import { migrate } from '../server/platform/db/migrate';
import { openPostgres } from '../server/platform/db/pg.driver';
import { systemClock } from '../server/platform/lib/clock';
import { Realtime } from '../server/platform/sse/realtime';
import { seedDemoData } from '../server/seed/seed';
import { TournamentBoardStreams } from '../server/tournament/board/board-streams';
import { createRoundScoreObserver } from '../server/tournament/scoring/round-score.observer';
import { TOURNAMENT_BOARD_INTERVAL_MS } from '../common/contract/tournament.contract';
import { seedBenchProvider, seedFundedMembers } from './lib/casino-bench-seed';

const SECONDS = Number(process.env.BENCH_TOURNAMENT_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_TOURNAMENT_RATE ?? 500);
const PARTICIPANTS = Number(process.env.BENCH_TOURNAMENT_PARTICIPANTS ?? 10_000);
const WATCHERS = Number(process.env.BENCH_TOURNAMENT_WATCHERS ?? 20);
const POOL = 16;
const STAKE = 1_000;
const TICK_MS = 10;
const TARGET_OBSERVER_P99_MS = 2;
/** A provider of its own, as bench:casino-wallet does. */
const PROVIDER = { id: 91, code: 'tbench', name: '토너벤치', game: 'tbench-slot' };

const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const ms = (n: number) => n.toFixed(3);

/** Participants: members with accounts, funds, a live launch token each, all joined. */
async function seed(
  db: Db,
  publicPem: string,
): Promise<{ tournamentId: number; tokens: string[]; memberIds: number[] }> {
  await seedBenchProvider(db, PROVIDER, publicPem);
  const memberIds = await seedFundedMembers(db, {
    prefix: 'tb',
    nickname: '토너',
    count: PARTICIPANTS,
    fundsWon: 100_000_000,
  });
  const tokens = memberIds.map(() => randomBytes(24).toString('base64url'));
  const now = new Date();
  const sessions = await db.query<{ id: number; member_id: number }>(
    `INSERT INTO sessions (member_id, token_hash, created_at, last_seen_at)
     SELECT id, md5(random()::text || id), $2, $2 FROM unnest($1::bigint[]) id
     RETURNING id, member_id`,
    [memberIds, now],
  );
  const sessionOf = new Map(sessions.map((s) => [s.member_id, s.id]));
  await db.query(
    `INSERT INTO casino_launches (token_hash, member_id, session_id, game_id, created_at, expires_at)
     SELECT h, m, s, (SELECT id FROM casino_games WHERE game_code = $4), $5, $6
       FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS x(h, m, s)`,
    [
      tokens.map((t) => createHash('sha256').update(t).digest('hex')),
      memberIds,
      memberIds.map((id) => sessionOf.get(id)),
      PROVIDER.game,
      now,
      new Date(now.getTime() + 6 * 3_600_000),
    ],
  );
  const [admin] = await db.query<{ id: number }>(`SELECT id FROM members WHERE user_id = 'admin'`);
  const [tournament] = await db.query<{ id: number }>(
    `INSERT INTO tournaments (kind, name, starts_at, ends_at, scoring, min_stake, entry_currency,
                              entry_fee, prizes, created_by, created_at)
     VALUES ('slot', '벤치 토너먼트', $1, $2, 'stake_total', 100, 'free', 0, $3::jsonb, $4, $1)
     RETURNING id`,
    [
      new Date(now.getTime() - 60_000),
      new Date(now.getTime() + 6 * 3_600_000),
      JSON.stringify([
        { rankFrom: 1, rankTo: 1, currency: 'cash', amount: 1_000_000 },
        { rankFrom: 2, rankTo: 10, currency: 'cash', amount: 100_000 },
        { rankFrom: 11, rankTo: 100, currency: 'points', amount: 10_000 },
      ]),
      admin!.id,
    ],
  );
  await db.query(`INSERT INTO tournament_providers (tournament_id, provider_id) VALUES ($1, $2)`, [
    tournament!.id,
    PROVIDER.id,
  ]);
  await db.query(
    `INSERT INTO tournament_entries (tournament_id, member_id, joined_at, joined_by)
     SELECT $1, id, $2, 'explicit' FROM unnest($3::bigint[]) id`,
    [tournament!.id, now, memberIds],
  );
  return { tournamentId: tournament!.id, tokens, memberIds };
}

interface Timed {
  ms: number;
  rounds: number;
}

async function bench(url: string) {
  const schema = `bench_tournament_${Date.now().toString(36)}`;
  const db = await openPostgres(url, { schema, max: POOL });
  const bus = createInProcessBus();
  const realtime = new Realtime(bus);
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  try {
    await migrate(db);
    await seedDemoData(db);
    console.log(`[tournament] seeding ${PARTICIPANTS} participants…`);
    const { tournamentId, tokens, memberIds } = await seed(
      db,
      publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    );

    // The observer as services.ts wires it, timed around each wallet transaction.
    const observer = createRoundScoreObserver();
    const timings: Timed[] = [];
    let measuring = false;
    const timedObserver = async (tx: Queryable, roundIds: readonly number[], at: Date) => {
      const started = process.hrtime.bigint();
      await observer(tx, roundIds, at);
      if (measuring) {
        timings.push({
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          rounds: roundIds.length,
        });
      }
    };
    const casino = createCasinoServices({
      db,
      bus,
      clock: systemClock,
      realtime,
      roundObservers: [timedObserver],
    });

    const total = Math.ceil(RATE * SECONDS);
    console.log(`[tournament] signing ${total} bet calls (before the window)…`);
    const calls = Array.from({ length: total }, (_, i) => {
      const raw = Buffer.from(
        JSON.stringify({
          request_uuid: randomUUID(),
          token: tokens[Math.floor(Math.random() * tokens.length)],
          transaction_uuid: randomUUID(),
          round: `tb-${i}-${randomUUID()}`,
          game_code: PROVIDER.game,
          currency: 'KRW',
          round_closed: true,
          amount: STAKE + (i % 7) * 100,
        }),
      );
      return { raw, signature: sign('sha256', raw, privateKey).toString('base64') };
    });

    // Watchers: board streams of random participants, on the real timer (half the interval).
    const streams = new TournamentBoardStreams(db, systemClock, (error) => console.error(error));
    const sentAt: number[][] = [];
    for (let w = 0; w < WATCHERS; w += 1) {
      const times: number[] = [];
      sentAt.push(times);
      await streams.attach(tournamentId, {
        memberId: memberIds[Math.floor(Math.random() * memberIds.length)]!,
        send: (event) => {
          if (event.type === 'board') times.push(performance.now());
        },
      });
    }

    console.log(`[tournament] ${RATE} rounds/s for ${SECONDS} s, ${WATCHERS} board streams…`);
    const callMs: number[] = [];
    let refused = 0;
    let issued = 0;
    const inFlight = new Set<Promise<void>>();
    measuring = true;
    streams.start();
    const startedAt = performance.now();
    const windowStart = performance.now();
    while (issued < total) {
      const due = Math.min(total, Math.floor(((performance.now() - startedAt) / 1000) * RATE));
      while (issued < due) {
        const call = calls[issued]!;
        issued += 1;
        const t0 = performance.now();
        const p = casino.casinoWallet
          .handle({ providerCode: PROVIDER.code, endpoint: 'transaction/bet', ...call })
          .then((answer) => {
            callMs.push(performance.now() - t0);
            if (answer.status !== 'RS_OK') refused += 1;
          })
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    await Promise.all(inFlight);
    const elapsedS = (performance.now() - windowStart) / 1000;
    measuring = false;
    await streams.stop();

    const [counted] = await db.query<{ n: number }>(
      'SELECT count(*) AS n FROM tournament_round_scores WHERE tournament_id = $1',
      [tournamentId],
    );
    const batchMs = timings.map((t) => t.ms).sort((a, b) => a - b);
    const perCallMs = timings.flatMap((t) => Array(t.rounds).fill(t.ms / t.rounds) as number[]);
    perCallMs.sort((a, b) => a - b);
    const latency = [...callMs].sort((a, b) => a - b);
    // The snapshot each stream gets at attach comes before the window: only later boards count.
    const perStream = sentAt.map(
      (times) => times.filter((t) => t >= windowStart).length / elapsedS,
    );
    const gaps = sentAt.flatMap((times) => times.slice(1).map((t, i) => t - times[i]!));
    const meanBatch = timings.reduce((sum, t) => sum + t.rounds, 0) / Math.max(1, timings.length);

    console.log(`[tournament] participants                 ${PARTICIPANTS}`);
    console.log(`[tournament] offered                      ${RATE} rounds/s for ${SECONDS} s`);
    console.log(
      `[tournament] counted rounds/s sustained   ${(counted!.n / elapsedS).toFixed(1)} (${counted!.n} rounds in ${elapsedS.toFixed(1)} s, ${refused} refused)`,
    );
    console.log(
      `[tournament] wallet call latency          p50 ${ms(percentile(latency, 0.5))} ms, p99 ${ms(percentile(latency, 0.99))} ms`,
    );
    console.log(
      `[tournament] scoring per transaction      p50 ${ms(percentile(batchMs, 0.5))} ms, p99 ${ms(percentile(batchMs, 0.99))} ms (${timings.length} transactions, mean ${meanBatch.toFixed(1)} rounds each; the extra wait of every call in it; target p99 ≤ ${TARGET_OBSERVER_P99_MS} ms)`,
    );
    console.log(
      `[tournament] scoring per call             p50 ${ms(percentile(perCallMs, 0.5))} ms, p99 ${ms(percentile(perCallMs, 0.99))} ms (transaction time ÷ its calls)`,
    );
    console.log(
      `[tournament] board messages/stream/s      max ${Math.max(...perStream).toFixed(2)}, mean ${(perStream.reduce((a, b) => a + b, 0) / perStream.length).toFixed(2)} (target ≤ 1; interval ${TOURNAMENT_BOARD_INTERVAL_MS} ms); shortest gap ${gaps.length ? Math.min(...gaps).toFixed(0) : '-'} ms`,
    );
    console.log(
      `[tournament] load average                 ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await bus.close();
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  }
}

async function main(): Promise<void> {
  if (!pgUrl) {
    console.log('[tournament] skipped: set BENCH_DATABASE_URL (PostgreSQL) to run it');
    return;
  }
  await bench(pgUrl);
}

await main();
