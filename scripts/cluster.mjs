// `npm run cluster -- --nodes 3`: N API nodes on one PostgreSQL (DATABASE_URL) and one NATS
// JetStream (BUS_URL) behind HAProxy on PORT (docs/many-nodes.md).
//
//   node i  → 127.0.0.1:(PORT + i)   (--base-port to move them)
//   HAProxy → HOST:PORT, round robin over the nodes whose /api/health/ready answers 200
//
// A node that exits is reported and left down, not restarted: the balancer already sends its
// traffic to the others, and a silent restart would hide a node that crashes in a loop; restarting
// is the supervisor's call (systemd, the orchestrator). When no node is left, the cluster stops.
// Ctrl-C / SIGTERM: the nodes drain (readiness 503 first, SHUTDOWN_DRAIN_MS), then HAProxy stops.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DRAIN_MS, haproxyConfig, READINESS_PATH } from './cluster/haproxy-config.mjs';
import { ensureHaproxy, startHaproxy } from './cluster/haproxy.mjs';
import { startNode, waitUntilReady } from './cluster/node-process.mjs';
import { buildSpaIfStale, root } from './spa-build.mjs';

const MAX_NODES = 16;
const BOOT_ATTEMPTS = 3;

function fail(message) {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: '3' },
    'base-port': { type: 'string' },
    // Where the pids and ports are written as JSON once everything is ready (tests read it).
    'state-file': { type: 'string' },
  },
});
const nodeCount = Number(values.nodes);
if (!Number.isInteger(nodeCount) || nodeCount < 1 || nodeCount > MAX_NODES) {
  fail(`--nodes는 1에서 ${MAX_NODES} 사이의 정수여야 합니다 (받은 값: ${values.nodes}).`);
}
const databaseUrl = process.env.DATABASE_URL ?? '';
const busUrl = process.env.BUS_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  fail(
    'DATABASE_URL에 PostgreSQL 주소가 필요합니다 (예: postgres://postgres@127.0.0.1:5432/site). ' +
      '내장 데이터베이스(PGlite)는 한 프로세스만 열 수 있어 여러 노드가 함께 쓸 수 없습니다.',
  );
}
if (!/^nats:\/\//.test(busUrl)) {
  fail(
    'BUS_URL에 NATS 주소가 필요합니다 (예: nats://127.0.0.1:4222). ' +
      '노드들이 서로의 이벤트와 세션 종료를 알려면 같은 NATS JetStream을 써야 합니다.',
  );
}
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const basePort = Number(values['base-port'] ?? port + 1);
if (!Number.isInteger(port) || !Number.isInteger(basePort)) fail('PORT가 올바르지 않습니다.');

buildSpaIfStale('cluster');
const haproxyBinary = ensureHaproxy();

const nodeEnv = {
  NODE_ENV: 'production',
  // A demo cluster (SEED_DEMO=1) plays the built-in demo casino provider, as `npm start`'s demo
  // does; a real one runs it only when DEMO_PROVIDER=1 is set (server/config.ts demoProvider).
  ...(process.env.SEED_DEMO === '1' && process.env.DEMO_PROVIDER === undefined
    ? { DEMO_PROVIDER: '1' }
    : {}),
  // One proxy (HAProxy) in front: the client address is the last X-Forwarded-For hop.
  TRUST_PROXY: '1',
  SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
};
const nodes = [];
let haproxy = null;
/** The node being booted (not yet in `nodes`): stopped too if we are. */
let booting = null;
let stopping = false;
const workDir = mkdtempSync(join(tmpdir(), 'cluster-'));

function watch(node) {
  node.child.on('exit', (code, signal) => {
    node.exited = true;
    if (stopping) return;
    const alive = nodes.filter((n) => !n.exited).length;
    console.error(
      `[cluster] ${node.name} (pid ${node.child.pid})이(가) 종료되었습니다 ` +
        `(code ${code ?? '-'}, signal ${signal ?? '-'}). 재시작하지 않습니다; ` +
        `남은 노드 ${alive}/${nodes.length}개가 요청을 받습니다.`,
    );
    if (alive === 0) void stop(1);
  });
}

/** Stops everything and exits; a second call waits for the first (it never resolves). */
async function stop(exitCode) {
  if (stopping) return new Promise(() => {});
  stopping = true;
  console.log('[cluster] 종료 중: 노드가 먼저 빠지고(readiness 503) 연결을 닫습니다…');
  const exits = [...nodes, ...(booting ? [booting] : [])]
    .filter((node) => !node.exited)
    .map(
      (node) =>
        new Promise((resolve) => {
          node.child.once('exit', resolve);
          node.child.kill('SIGTERM');
        }),
    );
  await Promise.all(exits);
  if (haproxy && haproxy.exitCode === null) {
    await new Promise((resolve) => {
      haproxy.once('exit', resolve);
      haproxy.kill('SIGTERM');
    });
  }
  rmSync(workDir, { recursive: true, force: true });
  process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

/**
 * Boots node `i` until it is ready. A boot that fails is tried again (BOOT_ATTEMPTS in all): on a
 * busy machine a first boot can overrun Fastify's 10 s plugin timeout; a node that fails every
 * time stops the cluster. Once ready, an exit is only reported (see the top of this file).
 */
async function boot(i) {
  for (let attempt = 1; ; attempt += 1) {
    const node = startNode({ root, name: `node${i}`, port: basePort + i - 1, env: nodeEnv });
    booting = node;
    node.child.on('exit', () => (node.exited = true));
    try {
      await waitUntilReady(node, READINESS_PATH);
      booting = null;
      nodes.push(node);
      watch(node);
      return;
    } catch (error) {
      if (node.child.exitCode === null) node.child.kill('SIGKILL');
      if (attempt >= BOOT_ATTEMPTS) throw error;
      console.error(`[cluster] node${i} 시작 실패, 다시 시도합니다 (${attempt}/${BOOT_ATTEMPTS}).`);
    }
  }
}

try {
  // One at a time: the first alone migrates and seeds (SEED_DEMO=1), and boots that share two
  // cores do not push each other past Fastify's plugin timeout.
  for (let i = 1; i <= nodeCount; i += 1) await boot(i);
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}

haproxy = startHaproxy(
  haproxyBinary,
  workDir,
  haproxyConfig({ host, port, nodes: nodes.map((n) => ({ name: n.name, port: n.port })) }),
);
haproxy.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(
    `[cluster] haproxy가 종료되었습니다 (code ${code ?? '-'}, signal ${signal ?? '-'}).`,
  );
  void stop(1);
});
try {
  await waitUntilReady({ name: 'haproxy', port, child: haproxy, exited: false }, READINESS_PATH);
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
// waitUntilReady polls 127.0.0.1; a HOST of 0.0.0.0 listens there too.
const state = {
  url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
  haproxyPid: haproxy.pid,
  nodes: nodes.map((n) => ({ name: n.name, pid: n.child.pid, port: n.port })),
};
if (values['state-file']) writeFileSync(values['state-file'], JSON.stringify(state, null, 2));
console.log(
  `[cluster] 준비 완료: ${state.url} → ` +
    nodes.map((n) => `${n.name} 127.0.0.1:${n.port} (pid ${n.child.pid})`).join(', '),
);
