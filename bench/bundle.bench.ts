/**
 * `npm run bench:bundle [-- --no-build] [-- --runs=5] [-- --port=4690]`: the first
 * page's JavaScript and what each route adds, in gzip kB beside the 170 kB budget, and the lab
 * Largest Contentful Paint of `/` and `/inplay` (target ≤ 1.0 s). Beside both, the same figures
 * for a baseline built in the same run: React, React DOM and TanStack Router with one route
 * (bench/bundle-baseline.app.ts), the floor of this stack. Figures only; nothing fails on them.
 *
 * It builds the site into dist/ as `npm start` does (with Vite's manifest, which tells which
 * chunks each route file's split parts need); `--no-build` measures the dist/ already there. The
 * manifest is moved out of dist/ into .tmp/bench-bundle, so the server never publishes it.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { baselineGzipBytes, buildBaseline, serveBaseline } from './bundle-baseline';
import { launchChromium, measureLcp, startSite, type LcpFigures } from './bundle-lcp';
import {
  gzipSize,
  initialScripts,
  routeChains,
  routeExtras,
  sizeFiles,
  totalBytes,
  type Manifest,
} from './bundle-sizes';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = join(ROOT, 'dist');
const SCRATCH = join(ROOT, '.tmp', 'bench-bundle');
const KEPT_MANIFEST = join(SCRATCH, 'manifest.json');

const BUDGET_KB = 170;
const TARGET_LCP_MS = 1000;
const LCP_PAGES = ['/', '/inplay'];

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function buildSite(): Promise<void> {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    root: ROOT,
    logLevel: 'warn',
    build: { manifest: true },
  });
  mkdirSync(SCRATCH, { recursive: true });
  renameSync(join(DIST, '.vite', 'manifest.json'), KEPT_MANIFEST);
  rmSync(join(DIST, '.vite'), { recursive: true, force: true });
}

/** The kept manifest, if it describes the dist/ being measured (its entry is index.html's). */
function readManifest(initial: string[]): Manifest | null {
  if (!existsSync(KEPT_MANIFEST)) return null;
  const manifest = JSON.parse(readFileSync(KEPT_MANIFEST, 'utf8')) as Manifest;
  const entry = manifest['index.html']?.file;
  return entry && initial.includes(entry) ? manifest : null;
}

function printSizes(baselineBytes: number, baselineScripts: number): number {
  const initial = initialScripts(DIST);
  const sized = sizeFiles(DIST, initial);
  const initialBytes = totalBytes(sized);
  const over = initialBytes / 1024 - BUDGET_KB;
  console.log(
    `\n[first page JavaScript] gzip kB (node:zlib default level); ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
  console.log(
    `  baseline (React + TanStack Router, one route)   ${kb(baselineBytes).padStart(6)} kB   (${baselineScripts} script)`,
  );
  console.log(
    `  initial (dist/index.html loads or preloads)     ${kb(initialBytes).padStart(6)} kB   (${initial.length} scripts)   budget ${BUDGET_KB} kB: ${over > 0 ? `${over.toFixed(1)} kB over` : `${(-over).toFixed(1)} kB under`}; ${(initialBytes / baselineBytes).toFixed(2)}× the baseline`,
  );
  console.log(
    `    largest: ${sized
      .slice(0, 8)
      .map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzipBytes)}`)
      .join(', ')}`,
  );

  const manifest = readManifest(initial);
  if (!manifest) {
    console.log('  per route: no manifest for this dist/ (run without --no-build once)');
    return initialBytes;
  }
  const chains = routeChains(readFileSync(join(ROOT, 'src', 'routeTree.gen.ts'), 'utf8'));
  const extras = routeExtras(DIST, manifest, chains, new Set(initial)).sort((a, b) =>
    a.fullPath.localeCompare(b.fullPath),
  );
  console.log(
    `  per route: + the chunks its route files' split parts need beyond the initial, = what a first visit there loads`,
  );
  const width = Math.max(...extras.map((e) => e.fullPath.length));
  for (const extra of extras)
    console.log(
      `    ${extra.fullPath.padEnd(width)}  +${kb(extra.gzipBytes).padStart(6)}  = ${kb(initialBytes + extra.gzipBytes).padStart(6)} kB   (${extra.files.length} chunks)`,
    );
  return initialBytes;
}

function printLcp(label: string, figures: LcpFigures): void {
  const verdict = figures.medianMs <= TARGET_LCP_MS ? 'within' : 'OVER';
  console.log(
    `  ${label.padEnd(12)} median ${figures.medianMs.toFixed(0).padStart(5)} ms   runs ${figures.runsMs
      .map((ms) => ms.toFixed(0))
      .join(' / ')}   ${verdict} target`,
  );
  // What the visit really fetched by then: the initial scripts, the startup chunk and the
  // route's chunks, whichever the page asked for.
  console.log(
    `  ${''.padEnd(12)} JS fetched by then ${kb(figures.scriptGzipBytes)} kB gzip (${figures.scripts} scripts); LCP element ${figures.element}`,
  );
}

/** A fetched script's gzip size, from the folder it was served from. */
const servedFrom = (dir: string) => (path: string) =>
  existsSync(join(dir, path)) ? gzipSize(join(dir, path)) : 0;

async function main(): Promise<void> {
  const runs = Number(option('runs') ?? 5);
  const port = Number(option('port') ?? 4690);
  if (!process.argv.includes('--no-build')) await buildSite();
  const baseline = await buildBaseline(ROOT);
  printSizes(baselineGzipBytes(baseline), baseline.scripts.length);

  const browser = await launchChromium();
  const site = await startSite(ROOT, port);
  const { server: baselineServer, origin: baselineOrigin } = await serveBaseline(baseline);
  try {
    console.log(
      `\n[lab LCP] loopback, headless Chromium, fresh context per load (cold cache, no session), ${runs} runs after 1 warm-up; target ≤ ${TARGET_LCP_MS} ms; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')}`,
    );
    printLcp(
      'baseline /',
      await measureLcp(browser, `${baselineOrigin}/`, runs, servedFrom(baseline.outDir)),
    );
    for (const path of LCP_PAGES)
      printLcp(path, await measureLcp(browser, `${site.origin}${path}`, runs, servedFrom(DIST)));
  } finally {
    baselineServer.close();
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
