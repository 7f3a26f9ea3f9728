/**
 * `npm run bench:render [updatesPerSec=1000] [seconds=10]` (issue 3 figures): in headless Debian
 * Chromium, 500 visible in-play odds buttons receive `updatesPerSec` price changes a second for
 * `seconds`, through the app's real client path (bench/sports-render.harness.tsx). Prints React
 * commits per frame (budget ≤ 1), long tasks over 50 ms (budget 0) and the update-to-paint
 * latency (send time in the update → the first animation frame after the commit that showed
 * it). Figures only; nothing fails on time.
 *
 * The harness is built here with Vite into .tmp/bench-render (production React, no source maps)
 * and served by a small static server; the site's own build never includes it. Commits are
 * counted through React's DevTools hook, which production builds also call.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import playwrightConfig from '../playwright.config';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT_DIR = join(ROOT, '.tmp', 'bench-render');
const HARNESS = 'bench/sports-render.harness.html';

const BUDGET_COMMITS_PER_FRAME = 1;
const BUDGET_LONG_TASKS = 0;

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

async function buildHarness(): Promise<void> {
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
      rollupOptions: { input: join(ROOT, HARNESS) },
    },
  });
}

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

function print(figures: Figures, ratePerSec: number, seconds: number, buttons: number): void {
  const sorted = [...figures.latenciesMs].sort((a, b) => a - b);
  const perFrame = figures.frames === 0 ? 0 : figures.commits / figures.frames;
  const perCommitFrame =
    figures.framesWithCommits === 0 ? 0 : figures.commits / figures.framesWithCommits;
  console.log(
    `\n[sports render] ${buttons} visible selections, ${ratePerSec} odds updates/s for ${seconds} s (headless Chromium)`,
  );
  // Software rendering shares the CPU with everything else: the load says how noisy the run was.
  console.log(
    `  machine                      ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  console.log(`  updates sent                 ${figures.updates}`);
  console.log(
    `  animation frames             ${figures.frames} (${(figures.frames / seconds).toFixed(1)}/s)`,
  );
  console.log(`  React commits                ${figures.commits}`);
  console.log(
    `  commits per frame            mean ${perFrame.toFixed(2)}, per frame with a commit ${perCommitFrame.toFixed(2)}, max ${figures.maxCommitsInFrame}, frames with >1: ${figures.framesWithMoreThanOneCommit}   (budget ≤ ${BUDGET_COMMITS_PER_FRAME})`,
  );
  console.log(
    `  long tasks > 50 ms           ${figures.longTasks}${figures.longTasks ? ` (longest ${ms(figures.longestTaskMs)})` : ''}   (budget ${BUDGET_LONG_TASKS})`,
  );
  console.log(
    `  update-to-paint latency      p50 ${ms(percentile(sorted, 0.5))}   p95 ${ms(percentile(sorted, 0.95))}   p99 ${ms(percentile(sorted, 0.99))}   max ${ms(sorted.at(-1) ?? 0)}   (${sorted.length} updates measured)`,
  );
}

async function main(): Promise<void> {
  const ratePerSec = Number(process.argv[2] ?? 1_000);
  const seconds = Number(process.argv[3] ?? 10);
  await buildHarness();
  const { server, port } = await serve(OUT_DIR);
  const launch = playwrightConfig.use?.launchOptions ?? {};
  const browser = await chromium.launch({ ...launch, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.addInitScript(COMMIT_HOOK);
    page.on('pageerror', (error) => console.error('[harness]', error.message));
    await page.goto(`http://127.0.0.1:${port}/${HARNESS}`);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="odds-button"]:not([disabled])').length >= 500,
    );
    const buttons = await page.evaluate(() =>
      (window as unknown as { __sportsBench: { buttons(): number } }).__sportsBench.buttons(),
    );
    const figures = await page.evaluate(
      ([rate, secs]) =>
        (
          window as unknown as {
            __sportsBench: { run(rate: number, secs: number): Promise<Figures> };
          }
        ).__sportsBench.run(rate, secs),
      [ratePerSec, seconds] as const,
    );
    print(figures, ratePerSec, seconds, buttons);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
