/**
 * `npm run bench:inplay [seconds=60] [stepSeconds=10]`: how long after the feed produces a price
 * change or a suspension /inplay shows it. Starts the real server (`npm start`: production build,
 * embedded database in .tmp, simulated time), logs a fresh member in in headless Debian Chromium,
 * opens /inplay and, for `seconds`, steps simulated time by `stepSeconds` about once a second.
 * Witnesses in the page (tests/e2e/support/inplay-probe.ts) time each feed change's arrival on
 * /api/sse/inplay and the flash or lock it causes on the odds buttons; the bench prints p50/p99
 * of that feed-change → DOM delay beside the machine's load. Figures only; nothing fails on time
 * (the browser test asserts that flashes and locks happen, not how fast).
 *
 * BENCH_INPLAY_PORT (default 3231) keeps it off the e2e and dev ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Page } from 'playwright-core';
import playwrightConfig from '../playwright.config';
import {
  installInplayProbe,
  pairings,
  readProbe,
  type Pairing,
} from '../tests/e2e/support/inplay-probe';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PORT = Number(process.env.BENCH_INPLAY_PORT ?? 3231);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.argv[2] ?? 60);
const STEP_SECONDS = Number(process.argv[3] ?? 10);
/** Real time between steps: a live feed's pace, so the page is measured between bursts too. */
const STEP_EVERY_MS = 1_000;
const SERVER_START_LIMIT_MS = 240_000;
/** The line the browser test used to draw; printed for reference only. */
const REFERENCE_MS = 1_000;

function startServer(): ChildProcess {
  const dataDir = join(ROOT, '.tmp', `bench-inplay-data-${PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  return spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIMULATED_TIME: '1',
    },
  });
}

async function waitForServer(server: ChildProcess): Promise<void> {
  const until = Date.now() + SERVER_START_LIMIT_MS;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const up = await fetch(`${BASE}/api/setting/maintanace`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await sleep(500);
  }
  throw new Error(`server not up on ${BASE} after ${SERVER_START_LIMIT_MS} ms`);
}

async function post(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

const stepClock = (seconds: number) => post('/api/dev/clock/advance', { seconds });

/** A new member (no money needed to watch prices), logged in through the login page. */
async function logInNewMember(page: Page): Promise<void> {
  const suffix = Date.now().toString(36).slice(-8);
  const member = { userId: `bench${suffix}`, password: 'bench1234!', withdrawPassword: '1234' };
  await post('/api/member/join', {
    ...member,
    nickname: `벤치${suffix}`,
    phone: '010-5555-0000',
  });
  await page.goto(`${BASE}/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('아이디').fill(member.userId);
  await form.getByLabel('비밀번호').fill(member.password);
  await form.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Steps simulated time until a fixture is live on /inplay (a fresh feed may start between games). */
async function awaitLiveFixture(page: Page): Promise<void> {
  const live = page.getByTestId('live-fixture').first();
  for (let step = 0; step < 48; step += 1) {
    if (await live.isVisible()) return;
    await stepClock(900);
    await live.waitFor({ timeout: 3_000 }).catch(() => undefined);
  }
  throw new Error('no live fixture after 12 simulated hours');
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
const load = (values: number[]) => values.map((l) => l.toFixed(2)).join(' / ');

function line(name: string, measured: Pairing[]): string {
  const sorted = measured.map((p) => p.ms).sort((a, b) => a - b);
  const over = sorted.filter((v) => v >= REFERENCE_MS).length;
  const ahead = measured.filter((p) => p.ahead).length;
  return `  ${name.padEnd(26)} p50 ${ms(percentile(sorted, 0.5))}   p99 ${ms(percentile(sorted, 0.99))}   max ${ms(sorted.at(-1) ?? 0)}   (${sorted.length} measured, ${ahead} shown before the probe's stream had the change, ${over} ≥ ${REFERENCE_MS} ms)`;
}

async function main(): Promise<void> {
  const server = startServer();
  const stop = () => server.kill('SIGTERM');
  process.on('SIGINT', stop);
  const launch = playwrightConfig.use?.launchOptions ?? {};
  try {
    await waitForServer(server);
    const browser = await chromium.launch({ ...launch, headless: true });
    try {
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
      });
      const page = await context.newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      await logInNewMember(page);
      await page.goto(`${BASE}/inplay`);
      await awaitLiveFixture(page);
      await installInplayProbe(page);

      const loadBefore = loadavg();
      const started = Date.now();
      let steps = 0;
      while (Date.now() - started < SECONDS * 1_000) {
        const next = Date.now() + STEP_EVERY_MS;
        await stepClock(STEP_SECONDS);
        steps += 1;
        await sleep(Math.max(0, next - Date.now()));
      }
      const loadAfter = loadavg();
      const probe = await readProbe(page);
      const fixtures = await page.getByTestId('live-fixture').count();
      const buttons = await page.getByTestId('odds-button').count();

      console.log(
        `\n[in-play latency] ${SECONDS} s, ${steps} steps of ${STEP_SECONDS} simulated s, ${fixtures} live fixtures, ${buttons} odds buttons (headless Chromium, real server)`,
      );
      // The browser shares two cores with the server and everything else: the load says how noisy.
      console.log(`  machine                    ${cpus().length} cores`);
      console.log(
        `  load average 1/5/15 min    before ${load(loadBefore)}, after ${load(loadAfter)}`,
      );
      console.log(`  feed changes received      ${probe.events.length}`);
      console.log(line('feed change → flash', pairings(probe, 'flash')));
      console.log(line('feed suspension → lock', pairings(probe, 'locked')));
      await context.close();
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
