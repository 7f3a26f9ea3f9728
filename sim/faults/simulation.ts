/**
 * One seeded run of the fault simulation: its own database, fault proxy, NATS and N
 * real nodes; members funded through charges the admin approves; then `ops` operations drawn
 * from the seed while the fault schedule strikes; then every node back, the jobs given time to
 * finish, and the checks over what was heard and what the database holds.
 */
import { createPrivateKey } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../server/platform/db/db';
import { checkAll, type StreamLog, type Violation } from './checks';
import { deliver } from './delivery';
import { FAULT_WEIGHTS, FaultInjector, planFault, type FaultKind, type FaultPlan } from './faults';
import { History, type OpKind, type Outcome } from './history';
import { NatsServer } from './nats-server';
import { startCluster, type SimNode } from './node-cluster';
import { planOperation, pointGrantRequest, runOperation, type RunContext } from './operations';
import { Rng } from './rng';
import {
  casinoGames,
  closeFixture,
  createDatabase,
  createMembers,
  createSportsBook,
  databaseUrlFor,
  demoProviderPrivateKey,
  dropDatabase,
  openSimDb,
  SIM_MEMBER_PASSWORD,
  simDatabaseName,
} from './sim-database';
import { readSnapshot } from './snapshot';
import { readDeskSnapshot } from './snapshot-desk';
import { entryFeeOf, tournamentBody } from './desk-operations';
import { StreamWatcher } from './stream-watchers';
import { FaultProxy } from './tcp-proxy';
import type { MemberState, World } from './world';

export interface SimOptions {
  seed: string;
  ops: number;
  nodes: number;
  /** postgres://… of a server where the run may create and drop its database. */
  adminUrl: string;
  keep: boolean;
  /** Operations in flight at once (1: the run replays exactly, bar timing). */
  concurrency: number;
  /** About one fault every this many operations (0: none). */
  faultEvery: number;
  /** Share of operations whose first attempt the client abandons at once, then retries. */
  impatientShare: number;
  /** Only these fault kinds (default all): isolates a failure to one kind of fault. */
  faultKinds: FaultPlan['kind'][] | null;
  members: number;
  /** Members holding a bets stream through the run. */
  streamMembers: number;
  /** A request unanswered after this is an unknown outcome (then retried with its key). */
  timeoutMs: number;
  log: (line: string) => void;
}

export const DEFAULT_OPTIONS: Omit<SimOptions, 'seed' | 'adminUrl' | 'log'> = {
  ops: 2_000,
  nodes: 3,
  keep: false,
  concurrency: 6,
  faultEvery: 120,
  impatientShare: 0.03,
  faultKinds: null,
  members: 24,
  streamMembers: 6,
  timeoutMs: 5_000,
};

export interface SimResult {
  seed: string;
  ops: number;
  opsByKind: Record<string, Record<Outcome, number>>;
  refusals: Record<string, number>;
  faults: Record<FaultKind, number>;
  violations: Violation[];
  durationMs: number;
  loadAverage: number[];
  streams: { members: number; events: number; reconnects: number };
  /** Node starts that failed and were retried (a node cannot start while NATS is down). */
  failedNodeStarts: number;
  /** Nodes that died without a fault killing them. */
  nodeCrashes: number;
  replay: string;
}

/** The minigame the members bet on: 30-second rounds, so rounds settle within a short run. */
const MINIGAME_ID = 408;
const FIXTURES = 16;
const START_CASH_WON = 500_000;
/** Enough for a few conversions each (at least 10,000 points a conversion). */
const START_POINTS = 50_000;
/** Rounds drawn before the checks get this long to be settled by whichever node leads. */
const DRAIN_TIMEOUT_MS = 40_000;
/** Members logged in and funded at once while the run is prepared. */
const PREPARE_AT_ONCE = 8;

export function replayCommand(
  o: Pick<SimOptions, 'seed' | 'ops' | 'nodes' | 'concurrency'>,
): string {
  return `npm run sim:faults -- --seed ${o.seed} --ops ${o.ops} --nodes ${o.nodes} --concurrency ${o.concurrency}`;
}

export async function runSimulation(options: SimOptions): Promise<SimResult> {
  const started = Date.now();
  const { log } = options;
  const rng = new Rng(options.seed);
  const opRng = rng.fork('operations');
  const faultRng = rng.fork('faults');
  const dbName = simDatabaseName(options.seed, process.pid);
  const directUrl = databaseUrlFor(options.adminUrl, dbName);
  const target = new URL(options.adminUrl);
  const teardown: (() => Promise<unknown>)[] = [];
  let nodes: SimNode[] = [];
  try {
    await createDatabase(options.adminUrl, dbName);
    if (!options.keep) teardown.push(() => dropDatabase(options.adminUrl, dbName));
    const proxy = await FaultProxy.start({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    teardown.push(() => proxy.close());
    const nats = await NatsServer.start();
    teardown.push(() => nats.stop());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sim-data-'));
    teardown.push(() => rm(dataDir, { recursive: true, force: true }));
    const proxiedUrl = new URL(directUrl);
    proxiedUrl.hostname = '127.0.0.1';
    proxiedUrl.port = String(proxy.port);
    log(`seed ${options.seed}: database ${dbName}, NATS ${nats.url}, proxy :${proxy.port}`);
    nodes = await startCluster(options.nodes, {
      databaseUrl: proxiedUrl.toString(),
      busUrl: nats.url,
      dataDir,
    });
    teardown.push(() => Promise.all(nodes.map((n) => n.stop())));
    const db = await openSimDb(directUrl);
    teardown.push(() => db.close());

    const world = await prepareWorld(options, db, nodes, dataDir);
    const history = new History();
    const ctx: RunContext = {
      world,
      history,
      timeoutMs: options.timeoutMs,
      closeFixture: (fixtureId) => closeFixture(db, fixtureId),
      casinoRoundOf: (betUuid) => casinoRoundOf(db, betUuid),
    };
    await fundMembers(ctx);
    await limitMembers(world);
    await createTournaments(world);
    log(`  ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const watchers = world.members
      .slice(0, options.streamMembers)
      .map((m, i) => new StreamWatcher(m.id, m.token, world.baseUrls, i % options.nodes, world.up));
    for (const w of watchers) w.start();

    const faultWeights = options.faultKinds
      ? Object.fromEntries(options.faultKinds.map((k) => [k, FAULT_WEIGHTS[k]]))
      : FAULT_WEIGHTS;
    const faults = new FaultInjector({ nodes, up: world.up, proxy, nats, db, log });
    const inFlight = new Set<Promise<unknown>>();
    for (let step = 0; step < options.ops; step += 1) {
      faults.restartDue(step);
      const fault = planFault(step, faultRng, options.faultEvery, faultWeights);
      if (fault) await faults.inject(fault);
      const impatient = opRng.chance(options.impatientShare);
      if (impatient) faults.counts.clientTimeout += 1;
      const op = planOperation(step, opRng, options.nodes, impatient);
      while (inFlight.size >= options.concurrency) await Promise.race(inFlight);
      const running: Promise<unknown> = runOperation(ctx, op)
        .catch((error: unknown) => log(`step ${step} (${op.kind}) crashed: ${String(error)}`))
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
      if (step > 0 && step % 1000 === 0) log(`  step ${step}/${options.ops}`);
    }
    await Promise.all(inFlight);
    await faults.restoreAll();
    log(`  ops done after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await drainMinigameRounds(db);
    log(`  drained after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const w of watchers) w.stop();
    const endings: Record<string, number> = {};
    for (const w of watchers) {
      for (const [why, n] of Object.entries(w.endings)) endings[why] = (endings[why] ?? 0) + n;
    }
    log(`  stream connections ended: ${JSON.stringify(endings)}`);

    const snapshot = await readSnapshot(db);
    const desk = await readDeskSnapshot(db);
    const streams: StreamLog[] = watchers.map((w) => w.log);
    const violations = checkAll(history.records, snapshot, desk, streams);
    return {
      seed: options.seed,
      ops: options.ops,
      opsByKind: history.countsByKind(),
      refusals: history.refusals(),
      faults: faults.counts,
      violations,
      durationMs: Date.now() - started,
      loadAverage: loadavg(),
      streams: {
        members: streams.length,
        events: streams.reduce((sum, s) => sum + s.ids.length, 0),
        reconnects: streams.reduce((sum, s) => sum + s.reconnects, 0),
      },
      failedNodeStarts: faults.failedStarts,
      nodeCrashes: faults.crashes,
      replay: replayCommand(options),
    };
  } catch (error) {
    for (const node of nodes) {
      if (node.lastOutput()) log(`node ${node.index} output:\n${node.lastOutput().slice(-3000)}`);
    }
    throw error;
  } finally {
    for (const step of teardown.reverse()) {
      await step().catch((error: unknown) => log(`teardown: ${String(error)}`));
    }
  }
}

/**
 * Logins are throttled per address (config.login.requestsPerMinute), as they must be; the
 * simulation stands in for many members on one machine, so every LOGINS_PER_ADDRESS members share
 * a loopback address of their own (127.0.0.2, 127.0.0.3, … then 127.0.1.2, …; every 127.x address
 * is this machine) instead of the server's limit being raised for it.
 */
const LOGINS_PER_ADDRESS = 40;

function loginAddress(memberIndex: number): string {
  const group = Math.floor(memberIndex / LOGINS_PER_ADDRESS);
  return `127.0.${Math.floor(group / 250)}.${2 + (group % 250)}`;
}

function login(
  baseUrl: string,
  userId: string,
  password: string,
  localAddress = '127.0.0.1',
): Promise<string> {
  const body = JSON.stringify({ userId, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/member/login`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const header = response.headers['x-auth-token'];
          if (response.statusCode !== 200 || typeof header !== 'string') {
            reject(new Error(`login ${userId}: ${response.statusCode} ${text}`));
          } else resolve(header.replace(/^Bearer /, ''));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Runs `work` over `items`, at most `limit` at a time (preparing many members in turn took long). */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function prepareWorld(
  options: SimOptions,
  db: Db,
  nodes: SimNode[],
  dataDir: string,
): Promise<World> {
  const baseUrls = nodes.map((n) => n.baseUrl);
  const simMembers = await createMembers(db, options.members);
  const fixtures = await createSportsBook(db, FIXTURES);
  const members: MemberState[] = simMembers.map((m) => ({ ...m, token: '', launchToken: null }));
  await eachLimited(members, PREPARE_AT_ONCE, async (member, i) => {
    const baseUrl = baseUrls[i % baseUrls.length]!;
    member.token = await login(baseUrl, member.userId, SIM_MEMBER_PASSWORD, loginAddress(i));
  });
  const adminToken = await login(baseUrls[0]!, 'admin', 'admin1234!');
  const setting = await fetch(`${baseUrls[0]}/api/settingMinigame/${MINIGAME_ID}`, {
    headers: { 'x-auth-token': `Bearer ${members[0]!.token}` },
  }).then((r) => r.json() as Promise<{ odds: Record<string, number> }>);
  return {
    baseUrls,
    up: nodes.map(() => true),
    members,
    adminToken,
    fixtures: fixtures.map((f) => ({ ...f, phase: 'open', winner: null })),
    pending: [],
    openSportsBets: [],
    casinoGames: await casinoGames(db),
    casinoOpenBets: [],
    casinoDeskBets: [],
    tournaments: [],
    providerKey: createPrivateKey(await demoProviderPrivateKey(dataDir)),
    minigame: { gameId: MINIGAME_ID, odds: setting.odds },
    keyPrefix: `s${options.seed.replace(/[^A-Za-z0-9]/g, '')}`,
  };
}

/**
 * Every member starts with a charge the admin approved (no cash enters any other way) and
 * points the operator credited (what point conversions spend).
 */
async function fundMembers(ctx: RunContext): Promise<void> {
  const { world, history } = ctx;
  const plan = { nodes: [0, 1, 2].map((i) => i % world.baseUrls.length), impatientFirst: false };
  const isUp = () => true;
  await eachLimited(world.members, PREPARE_AT_ONCE, async (member, i) => {
    const key = `${world.keyPrefix}-fund-${member.id}`;
    const charged = await deliver(
      world.baseUrls,
      isUp,
      plan,
      () => ({
        method: 'POST',
        path: '/api/wallet/charge',
        token: member.token,
        body: { amountWon: START_CASH_WON, depositorName: '시뮬', idempotencyKey: key },
      }),
      ctx.timeoutMs,
    );
    const request = charged.reply?.body.request as { id: number } | undefined;
    if (charged.outcome !== 'ok' || !request)
      throw new Error(`funding charge of ${member.userId} failed`);
    history.add({
      step: -2 * i - 2,
      kind: 'charge',
      memberId: member.id,
      key,
      outcome: 'ok',
      hadUnknownAttempt: false,
      attempts: charged.attempts,
      nodes: charged.nodes,
      ack: { requestId: request.id, amountWon: START_CASH_WON },
    });
    const approved = await deliver(
      world.baseUrls,
      isUp,
      plan,
      () => ({
        method: 'POST',
        path: `/api/admin/wallet/requests/${request.id}/approve`,
        token: world.adminToken,
      }),
      ctx.timeoutMs,
    );
    if (approved.outcome !== 'ok') {
      throw new Error(`funding approval failed: ${JSON.stringify(approved.reply?.body)}`);
    }
    history.add({
      step: -2 * i - 1,
      kind: 'approve' satisfies OpKind,
      memberId: member.id,
      key: null,
      outcome: 'ok',
      hadUnknownAttempt: false,
      attempts: approved.attempts,
      nodes: approved.nodes,
      ack: { requestId: request.id, requestKind: 'charge' },
    });
    const grantKey = `${world.keyPrefix}-points-${member.id}`;
    const granted = await deliver(
      world.baseUrls,
      isUp,
      plan,
      () => pointGrantRequest(world, member.id, START_POINTS, grantKey),
      ctx.timeoutMs,
    );
    if (granted.outcome !== 'ok') {
      throw new Error(`funding points failed: ${JSON.stringify(granted.reply?.body)}`);
    }
    history.add({
      step: -3 * world.members.length - i - 1,
      kind: 'pointGrant' satisfies OpKind,
      memberId: member.id,
      key: grantKey,
      outcome: 'ok',
      hadUnknownAttempt: false,
      attempts: granted.attempts,
      nodes: granted.nodes,
      ack: { points: START_POINTS },
    });
  });
}

/**
 * Every LIMITED_EVERY-th member sets responsible-gambling limits before play (lowering is in
 * force at once): a per-bet stake below the largest bets and tournament fees, and a 24-hour loss
 * limit a long run reaches, so the stake gate refuses and the checks replay its decisions.
 */
const LIMITED_EVERY = 3;
export const SIM_LIMITS = { stakePerBet: 15_000, loss24h: 200_000 } as const;

async function limitMembers(world: World): Promise<void> {
  const limited = world.members.filter((_, i) => i % LIMITED_EVERY === 0);
  await eachLimited(limited, PREPARE_AT_ONCE, async (member, i) => {
    for (const [kind, amountWon] of Object.entries(SIM_LIMITS)) {
      const response = await fetch(
        `${world.baseUrls[i % world.baseUrls.length]}/api/responsible/limits`,
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-auth-token': `Bearer ${member.token}` },
          body: JSON.stringify({ kind, amountWon }),
        },
      );
      if (!response.ok)
        throw new Error(
          `limit ${kind} of ${member.userId}: ${response.status} ${await response.text()}`,
        );
    }
  });
}

/** Tournaments with a cash fee at the start of play (the operator cancels and adds more). */
const TOURNAMENTS_AT_START = 4;

async function createTournaments(world: World): Promise<void> {
  for (let index = 0; index < TOURNAMENTS_AT_START; index += 1) {
    const response = await fetch(`${world.baseUrls[0]}/api/admin/tournaments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': `Bearer ${world.adminToken}` },
      body: JSON.stringify(tournamentBody(world, index)),
    });
    const body = (await response.json()) as { tournament?: { id: number } };
    if (!response.ok || !body.tournament)
      throw new Error(`tournament: ${response.status} ${JSON.stringify(body)}`);
    world.tournaments.push({ id: body.tournament.id, entryFee: entryFeeOf(index), phase: 'open' });
  }
}

async function casinoRoundOf(db: Db, betUuid: string): Promise<number | null> {
  const [row] = await db.query<{ round_id: number | null }>(
    `SELECT round_id FROM casino_transactions WHERE transaction_uuid = $1 AND kind = 'bet'`,
    [betUuid],
  );
  return row?.round_id === null || row?.round_id === undefined ? null : Number(row.round_id);
}

/** Waits until every round already drawn that holds open bets is settled (or gives up). */
async function drainMinigameRounds(db: Db): Promise<void> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM minigame_bets b
         JOIN minigame_rounds r ON r.game_id = b.game_id AND r.round_id = b.round_id
        WHERE b.status = 0 AND r.draw_at < now()`,
    );
    if ((row?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
