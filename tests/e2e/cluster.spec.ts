/**
 * The site used through the balancer keeps working with a node killed under it: the member sees
 * at most a reconnect. `npm run cluster -- --nodes 3` (three production nodes
 * behind HAProxy) on a PostgreSQL database of its own and the machine's NATS with a random bus
 * prefix; the demo member logs in through the balancer, one node is killed with SIGKILL, and the
 * member goes on: pages load, the balance shows, a minigame bet goes through.
 *
 * Needs PostgreSQL and NATS (TEST_DATABASE_URL, TEST_NATS_URL): skipped, saying so, without them,
 * except under CI where their absence fails the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { betOnPowerballOdd, currentRound } from './support/minigame';
import { cashWon, DEMO, logIn, openTab, tokenOf } from './support/site';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
const TEST_NATS_URL = process.env.TEST_NATS_URL || undefined;
const NODES = 3;
/** The balancer's port: beside the e2e server's own, so parallel runs on other ports differ. */
const CLUSTER_PORT = Number(process.env.E2E_PORT ?? 3199) + 400;
/** Three first boots one after another (migrations, demo seed) on a busy machine. */
const CLUSTER_START_TIMEOUT_MS = 420_000;
/** Betting on a real-time round closes 10 s before its draw: bet with more than this left. */
const MIN_BETTING_LEFT_MS = 20_000;
const STAKE_WON = 5_000;

interface ClusterState {
  url: string;
  nodes: { name: string; pid: number; port: number }[];
}

const skipReason = !TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL가 없어 클러스터 브라우저 테스트를 건너뜁니다 (PostgreSQL 필요).'
  : !TEST_NATS_URL
    ? 'TEST_NATS_URL이 없어 클러스터 브라우저 테스트를 건너뜁니다 (NATS JetStream 필요).'
    : '';
// .ci/run always provides both servers: there a missing one is a failure. Elsewhere, without
// them, the cluster tests are not registered at all, as the integration tests' dbTargets leave
// out PostgreSQL, and the reason is printed.
if (process.env.CI && skipReason) throw new Error(skipReason);
if (skipReason) console.warn(skipReason);

if (skipReason === '') {
  test.describe('three nodes behind HAProxy', () => {
    test.describe.configure({ timeout: CLUSTER_START_TIMEOUT_MS + 180_000 });
    test.use({ baseURL: `http://127.0.0.1:${CLUSTER_PORT}` });

    const suffix = randomBytes(5).toString('hex');
    const dbName = `e2e_cluster_${suffix}`;
    const stateFile = path.join(tmpdir(), `e2e-cluster-${suffix}.json`);
    const busPrefix = `e2e_${suffix}`;
    let cluster: ChildProcess | undefined;
    let output = '';

    async function adminQuery(sql: string): Promise<void> {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    test.beforeAll(async () => {
      test.setTimeout(CLUSTER_START_TIMEOUT_MS + 30_000);
      await adminQuery(`CREATE DATABASE ${dbName}`);
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = `/${dbName}`;
      cluster = spawn(
        process.execPath,
        ['scripts/cluster.mjs', '--nodes', String(NODES), '--state-file', stateFile],
        {
          env: {
            ...process.env,
            PORT: String(CLUSTER_PORT),
            HOST: '127.0.0.1',
            DATABASE_URL: url.toString(),
            BUS_URL: TEST_NATS_URL,
            BUS_PREFIX: busPrefix,
            SEED_DEMO: '1',
            LOG_LEVEL: 'warn',
            // The simulated sports feed computes its whole book on every node at every tick (only
            // the leader writes it): on two busy cores that can stall a node's boot past Fastify's
            // plugin timeout, and this test is about the balancer, not the feed.
            SPORTS_FEED: '0',
            // Every browser request comes from 127.0.0.1 (see playwright.config.ts).
            ANONYMOUS_WRITES_PER_MINUTE: '1000',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
      };
      cluster.stdout?.on('data', keep);
      cluster.stderr?.on('data', keep);
      await expect
        .poll(
          () => {
            if (cluster?.exitCode !== null) throw new Error(`cluster exited:\n${output}`);
            return existsSync(stateFile);
          },
          { timeout: CLUSTER_START_TIMEOUT_MS, intervals: [1_000] },
        )
        .toBe(true);
    });

    test.afterAll(async () => {
      if (cluster && cluster.exitCode === null) {
        const exited = new Promise((resolve) => cluster!.once('exit', resolve));
        cluster.kill('SIGTERM');
        await exited;
      }
      rmSync(stateFile, { force: true });
      await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      // The run's JetStream streams (named after its BUS_PREFIX, whatever the bus calls them).
      const nats = await connect({ servers: TEST_NATS_URL });
      try {
        const jsm = await jetstreamManager(nats);
        for await (const name of jsm.streams.names()) {
          if (name.toLowerCase().includes(busPrefix)) await jsm.streams.delete(name);
        }
      } finally {
        await nats.close();
      }
    });

    test('a node killed under the member: pages, balance and a minigame bet keep working', async ({
      browser,
      request,
    }) => {
      const state = JSON.parse(readFileSync(stateFile, 'utf8')) as ClusterState;
      expect(state.nodes).toHaveLength(NODES);

      const member = await openTab(browser);
      const { page } = member;
      await logIn(member, DEMO);
      await expect.poll(() => cashWon(page)).toBeGreaterThan(0);
      const cashBefore = await cashWon(page);

      // kill -9 a node while the member's page holds its streams through the balancer.
      const victim = state.nodes[1]!;
      process.kill(victim.pid, 'SIGKILL');

      // Pages load, and the balance is the same one (every node reads one database).
      await page.goto('/');
      await expect.poll(() => cashWon(page)).toBe(cashBefore);
      await page.goto('/bet_result');
      await expect(page).toHaveURL(/\/bet_result/);
      await expect.poll(() => cashWon(page)).toBe(cashBefore);

      // A minigame bet on a real-time round (production nodes: no simulated clock), placed with
      // enough betting time left.
      const token = await tokenOf(page);
      await expect
        .poll(
          async () => {
            const { serverTime, current } = await currentRound(request, token);
            return current ? Date.parse(current.closesAt) - Date.parse(serverTime) : 0;
          },
          { timeout: 70_000, intervals: [1_000] },
        )
        .toBeGreaterThan(MIN_BETTING_LEFT_MS);
      await page.goto('/minigame/eos/powerball1');
      await expect(page.getByTestId('minigame-round-no')).toBeVisible();
      await betOnPowerballOdd(page, STAKE_WON);
      await expect.poll(() => cashWon(page)).toBe(cashBefore - STAKE_WON);

      // The cluster reported the node it lost, and did not bring it back behind our back.
      expect(output).toContain(`${victim.name} (pid ${victim.pid})`);
      expect(member.alerts).toEqual([]);
      await member.context.close();
    });
  });
}
