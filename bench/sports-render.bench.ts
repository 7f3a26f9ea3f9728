/**
 * `npm run bench:render [updatesPerSec=1000] [seconds=10] [--runs=3] [--profile] [--no-neighbour]`
 * In headless Debian Chromium, 500 visible in-play odds buttons receive `updatesPerSec` price
 * changes a second for `seconds`, through the app's real client path
 * (bench/sports-render.harness.tsx). Prints React commits per frame (budget ≤ 1),
 * long tasks over 50 ms (budget 0) and the update-to-paint latency (send time in the update → the
 * first animation frame after the commit that showed it; budget p95 ≤ 100 ms), per run and as a
 * min–max range over the runs, each beside the machine's load average. Figures only; nothing
 * fails on time.
 *
 * Members' phones are slower than our machines, so a CPU-bound neighbour process (a
 * busy loop) runs beside the browser for the whole bench (`--no-neighbour` leaves it out).
 * `--profile` runs once under the DevTools trace and the V8 sampling profiler and prints where
 * the main thread went (sports-render.profile.ts); the trace and the profile stay in .tmp/.
 *
 * The harness is built here with Vite into .tmp/bench-render (production React, no source maps)
 * and served by a small static server; the site's own build never includes it. Commits are
 * counted through React's DevTools hook, which production builds also call.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import playwrightConfig from '../playwright.config';
import {
  printProfile,
  summariseCpuProfile,
  summariseTrace,
  TRACE_CATEGORIES,
} from './sports-render.profile';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT_DIR = join(ROOT, '.tmp', 'bench-render');
const HARNESS = 'bench/sports-render.harness.html';

const BUDGET_COMMITS_PER_FRAME = 1;
const BUDGET_LONG_TASKS = 0;
const BUDGET_P95_MS = 100;

interface Figures {
  updates: number;
  frames: number;
  commits: number;
  framesWithCommits: number;
  maxCommitsInFrame: number;
  framesWithMoreThanOneCommit: number;
  longTasks: number;
  longestTaskMs: number;
  latenciesMs: number[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * `profile`: a build for the CPU profile only: unminified, and every library and app layer in a
 * chunk of its own, so a sampled function's script URL says whose code it is.
 */
async function buildHarness(profile: boolean): Promise<void> {
  await build({
    configFile: false,
    root: ROOT,
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: OUT_DIR,
      emptyOutDir: true,
      sourcemap: false,
      minify: !profile,
      rolldownOptions: {
        input: join(ROOT, HARNESS),
        output: profile
          ? {
              // Each module in its owner's chunk, not pulled along with whatever imported it.
              strictExecutionOrder: true,
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: OWNERS.map(([test, name], i) => ({
                  name,
                  test,
                  priority: OWNERS.length - i,
                })),
              },
            }
          : {},
      },
    },
  });
}

const OWNERS: [RegExp, string][] = [
  [/node_modules\/(react-dom|scheduler)\//, 'react-dom'],
  [/node_modules\/react\//, 'react'],
  [/node_modules\/(zustand|use-sync-external-store)\//, 'zustand'],
  [/node_modules\/rxjs\//, 'rxjs'],
  [/node_modules\/zod\//, 'zod'],
  [/node_modules\/(xstate|@xstate)\//, 'xstate'],
  [/node_modules\//, 'vendor'],
  [/\/src\/streams\//, 'app-streams'],
  [/\/src\/stores\//, 'app-stores'],
  [/\/src\/features\//, 'app-features'],
  [/\/src\//, 'app-other'],
  [/\/bench\//, 'bench-driver'],
];

function serve(dir: string): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({ server, port: typeof address === 'object' && address ? address.port : 0 });
    }),
  );
}

/** Installed before React loads: React reports every commit to this DevTools-shaped hook. */
const COMMIT_HOOK = `
  window.__benchCommits = { onCommit: null };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() { window.__benchCommits.onCommit && window.__benchCommits.onCommit(); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
`;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

interface RunSummary {
  fps: number;
  commitsPerFrameMax: number;
  longTasks: number;
  longestTaskMs: number;
  p50: number;
  p95: number;
  p99: number;
  load: string;
}

function summarise(figures: Figures, seconds: number): RunSummary {
  const sorted = [...figures.latenciesMs].sort((a, b) => a - b);
  return {
    fps: figures.frames / seconds,
    commitsPerFrameMax: figures.maxCommitsInFrame,
    longTasks: figures.longTasks,
    longestTaskMs: figures.longestTaskMs,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    load: loadAverage(),
  };
}

function printRun(run: number, figures: Figures, seconds: number): RunSummary {
  const summary = summarise(figures, seconds);
  const perFrame = figures.frames === 0 ? 0 : figures.commits / figures.frames;
  console.log(
    `\n  run ${run}: load average ${summary.load}; ${figures.updates} updates, ${figures.frames} frames (${summary.fps.toFixed(1)}/s), ${figures.commits} commits`,
  );
  console.log(
    `    commits per frame          mean ${perFrame.toFixed(2)}, max ${figures.maxCommitsInFrame}, frames with >1: ${figures.framesWithMoreThanOneCommit}   (budget ≤ ${BUDGET_COMMITS_PER_FRAME})`,
  );
  console.log(
    `    long tasks > 50 ms         ${figures.longTasks}${figures.longTasks ? ` (longest ${ms(figures.longestTaskMs)})` : ''}   (budget ${BUDGET_LONG_TASKS})`,
  );
  console.log(
    `    update-to-paint latency    p50 ${ms(summary.p50)}   p95 ${ms(summary.p95)}   p99 ${ms(summary.p99)}   max ${ms(figures.latenciesMs.reduce((a, b) => Math.max(a, b), 0))}   (${figures.latenciesMs.length} updates measured)`,
  );
  return summary;
}

function printRange(runs: RunSummary[]): void {
  const range = (pick: (r: RunSummary) => number, digits = 1, unit = '') => {
    const values = runs.map(pick);
    const low = Math.min(...values).toFixed(digits);
    const high = Math.max(...values).toFixed(digits);
    return `${low === high ? low : `${low}–${high}`}${unit}`;
  };
  console.log(`\n  over ${runs.length} runs (min–max):`);
  console.log(
    `    long tasks > 50 ms         ${range((r) => r.longTasks, 0)} (longest ${range((r) => r.longestTaskMs, 0, ' ms')})   (budget ${BUDGET_LONG_TASKS})`,
  );
  console.log(`    frames/s                   ${range((r) => r.fps)}`);
  console.log(
    `    commits per frame, max     ${range((r) => r.commitsPerFrameMax, 0)}   (budget ≤ ${BUDGET_COMMITS_PER_FRAME})`,
  );
  console.log(
    `    update-to-paint            p50 ${range((r) => r.p50, 0, ' ms')}   p95 ${range((r) => r.p95, 0, ' ms')}   p99 ${range((r) => r.p99, 0, ' ms')}   (budget p95 ≤ ${BUDGET_P95_MS} ms)`,
  );
  console.log(
    `    load average per run       ${runs.map((r) => r.load.split(' / ')[0]).join(', ')} (1 min)`,
  );
}

/**
 * Members' phones are slower than this machine: the bench shares the CPU with a busy
 * loop in its own process, pinned to nothing, stopped when the bench ends.
 */
function startCpuNeighbour(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const stop = () => child.kill('SIGKILL');
  process.once('exit', stop);
  return child;
}

interface Options {
  ratePerSec: number;
  seconds: number;
  runs: number;
  profile: boolean;
  neighbour: boolean;
}

function parseOptions(argv: readonly string[]): Options {
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const flag = (name: string) => argv.find((arg) => arg.startsWith(`--${name}`));
  const runsFlag = flag('runs=');
  const profile = flag('profile') !== undefined;
  return {
    ratePerSec: Number(positional[0] ?? 1_000),
    seconds: Number(positional[1] ?? 10),
    runs: runsFlag ? Number(runsFlag.split('=')[1]) : profile ? 1 : 3,
    profile,
    neighbour: flag('no-neighbour') === undefined,
  };
}

type BenchWindow = {
  __sportsBench: { run(rate: number, secs: number): Promise<Figures>; buttons(): number };
};

async function openHarness(browser: Browser, port: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.addInitScript(COMMIT_HOOK);
  page.on('pageerror', (error) => console.error('[harness]', error.message));
  await page.goto(`http://127.0.0.1:${port}/${HARNESS}`);
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="odds-button"]:not([disabled])').length >= 500,
  );
  return page;
}

const runHarness = (page: Page, options: Options) =>
  page.evaluate(
    ([rate, secs]) => (window as unknown as BenchWindow).__sportsBench.run(rate, secs),
    [options.ratePerSec, options.seconds] as const,
  );

/** One run under the DevTools trace and the V8 sampling profiler; prints where the time went. */
async function profiledRun(browser: Browser, page: Page, options: Options): Promise<Figures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await cdp.send('Profiler.start');
  const figures = await runHarness(page, options);
  const { profile } = await cdp.send('Profiler.stop');
  const trace = await browser.stopTracing();
  // Kept for a closer look in DevTools (Performance panel → load profile).
  writeFileSync(join(ROOT, '.tmp', 'bench-render-trace.json'), trace);
  writeFileSync(join(ROOT, '.tmp', 'bench-render.cpuprofile'), JSON.stringify(profile));
  printProfile(summariseTrace(trace.toString('utf8')), summariseCpuProfile(profile));
  return figures;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  await buildHarness(options.profile);
  const { server, port } = await serve(OUT_DIR);
  const launch = playwrightConfig.use?.launchOptions ?? {};
  const browser = await chromium.launch({ ...launch, headless: true });
  const neighbour = options.neighbour ? startCpuNeighbour() : null;
  try {
    console.log(
      `\n[sports render] 500 visible selections, ${options.ratePerSec} odds updates/s for ${options.seconds} s, headless Chromium, ${options.runs} run(s)${options.profile ? ', profiled (unminified build)' : ''}`,
    );
    // Software rendering shares the CPU with everything else: the load says how noisy a run was.
    console.log(
      `  machine                      ${cpus().length} cores, load average ${loadAverage()}; ${neighbour ? `a CPU-bound neighbour process runs beside it (pid ${neighbour.pid})` : 'no neighbour process (--no-neighbour)'}`,
    );
    const runs: RunSummary[] = [];
    for (let run = 1; run <= options.runs; run += 1) {
      const page = await openHarness(browser, port);
      const buttons = await page.evaluate(() =>
        (window as unknown as BenchWindow).__sportsBench.buttons(),
      );
      if (buttons < 500) throw new Error(`only ${buttons} odds buttons rendered`);
      const figures = options.profile
        ? await profiledRun(browser, page, options)
        : await runHarness(page, options);
      runs.push(printRun(run, figures, options.seconds));
      await page.close();
    }
    if (runs.length > 1) printRange(runs);
  } finally {
    neighbour?.kill('SIGKILL');
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
