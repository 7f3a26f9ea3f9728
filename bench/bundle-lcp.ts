/**
 * Lab Largest Contentful Paint for `npm run bench:bundle`: the real server (`node
 * scripts/start.mjs`, embedded database in a temporary folder) on loopback, headless Debian
 * Chromium, every load in a fresh browser context (cold cache, no session: a first visit).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import playwrightConfig from '../playwright.config';

export interface LcpFigures {
  runsMs: number[];
  medianMs: number;
  element: string;
  /** The scripts the page had fetched when its LCP settled (last run), and their gzip bytes. */
  scripts: number;
  scriptGzipBytes: number;
}

interface LoadResult {
  startTime: number;
  element: string;
  scriptPaths: string[];
}

/**
 * Installed before any page script: keeps the latest `largest-contentful-paint` entry and
 * resolves `__lcpSettled` once, after `load` and a first entry, no larger paint has come for a
 * quiet window (or after a cap, with whatever it has). LCP has no "final" event (the browser
 * stops at the first input), so a lab reading waits, as Lighthouse does, until the page has
 * stopped painting larger content. The site paints after its scripts fetch the session and the
 * route's chunks, often well after `load`: the window starts at the first entry, not at `load`.
 */
const LCP_OBSERVER = `
  (() => {
    const QUIET_MS = 1000;
    const CAP_MS = 30000;
    let latest = null;
    let timer = null;
    let resolveSettled;
    window.__lcpSettled = new Promise((resolve) => { resolveSettled = resolve; });
    setTimeout(() => resolveSettled(latest), CAP_MS);
    const describe = (entry) => {
      const node = entry.element;
      if (!node) return entry.url || '(removed element)';
      const text = (node.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 30);
      return node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).split(' ')[0] : '') + (text ? ' "' + text + '"' : '');
    };
    const settleLater = () => {
      if (!latest || document.readyState !== 'complete') return;
      clearTimeout(timer);
      timer = setTimeout(() => resolveSettled(latest), QUIET_MS);
    };
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1);
      latest = { startTime: entry.startTime, element: describe(entry) };
      settleLater();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    window.addEventListener('load', settleLater);
  })();
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

export async function launchChromium(): Promise<Browser> {
  const launch = playwrightConfig.use?.launchOptions ?? {};
  return chromium.launch({ ...launch, headless: true });
}

async function loadOnce(browser: Browser, url: string): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const scriptPaths: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scriptPaths.push(new URL(response.url()).pathname);
    });
    // An alert left open would hold the page; a first visit has none, but a notice may come.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.addInitScript(LCP_OBSERVER);
    await page.goto(url, { waitUntil: 'load' });
    const lcp = await page.evaluate(
      () =>
        (
          window as unknown as {
            __lcpSettled: Promise<{ startTime: number; element: string } | null>;
          }
        ).__lcpSettled,
    );
    if (!lcp) throw new Error(`no largest-contentful-paint entry for ${url}`);
    return { ...lcp, scriptPaths: [...scriptPaths] };
  } finally {
    await context.close();
  }
}

/**
 * One warm-up load (server and browser caches of the process, not of the page), then `runs`.
 * `gzipBytesOf` sizes a fetched script by its URL path (the built file it was served from).
 */
export async function measureLcp(
  browser: Browser,
  url: string,
  runs: number,
  gzipBytesOf: (path: string) => number,
): Promise<LcpFigures> {
  await loadOnce(browser, url);
  const results: LoadResult[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await loadOnce(browser, url));
  const runsMs = results.map((r) => r.startTime);
  const scriptPaths = [...new Set(results.at(-1)?.scriptPaths ?? [])];
  return {
    runsMs,
    medianMs: median(runsMs),
    element: results.at(-1)?.element ?? '',
    scripts: scriptPaths.length,
    scriptGzipBytes: scriptPaths.reduce((sum, path) => sum + gzipBytesOf(path), 0),
  };
}

export interface RunningSite {
  origin: string;
  stop(): Promise<void>;
}

/**
 * `node scripts/start.mjs` as `npm start` runs it (it serves dist/ as built), on its own port
 * and a temporary data folder, ready once the maintenance endpoint answers.
 */
export async function startSite(root: string, port: number): Promise<RunningSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Polling is the only readiness signal the server gives (no stdout line is promised).
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${origin}/api/setting/maintanace`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the site did not start on ${origin}`);
}
