/**
 * Builds and serves the baseline page of `npm run bench:bundle` (bench/bundle-baseline.app.ts):
 * Vite in production mode into .tmp/bench-bundle/baseline, then a static node:http server on
 * loopback that answers `/` with a page loading the built entry, as dist/index.html does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, normalize } from 'node:path';
import { build } from 'vite';
import { initialScripts, sizeFiles, type Manifest } from './bundle-sizes';

export interface Baseline {
  outDir: string;
  scripts: string[];
}

const PAGE = (entry: string) =>
  `<!doctype html><html lang="ko"><head><meta charset="UTF-8" />` +
  `<meta name="viewport" content="width=device-width, initial-scale=1" />` +
  `<title>baseline</title><script type="module" crossorigin src="/${entry}"></script>` +
  `</head><body><div id="root"></div></body></html>`;

export async function buildBaseline(root: string): Promise<Baseline> {
  const outDir = join(root, '.tmp', 'bench-bundle', 'baseline');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: true,
      rollupOptions: { input: join(root, 'bench', 'bundle-baseline.app.ts') },
    },
  });
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = manifest['bench/bundle-baseline.app.ts'];
  if (!entry) throw new Error('the baseline build has no entry in its manifest');
  // The same page shape as the site's: one module script; Vite writes no index.html for a
  // script input, so the page is written here and measured by the same reader as dist's.
  writeFileSync(join(outDir, 'index.html'), PAGE(entry.file));
  return { outDir, scripts: initialScripts(outDir) };
}

export const baselineGzipBytes = (baseline: Baseline) =>
  sizeFiles(baseline.outDir, baseline.scripts).reduce((sum, f) => sum + f.gzipBytes, 0);

/** Serves the baseline folder; every path that is not a file is the page (history fallback). */
export function serveBaseline(baseline: Baseline): Promise<{ server: Server; origin: string }> {
  const page = readFileSync(join(baseline.outDir, 'index.html'));
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path.startsWith('/assets/') && !path.includes('..')) {
      try {
        const body = readFileSync(join(baseline.outDir, path));
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        response.end(body);
        return;
      } catch {
        // not a built file: fall through to the page
      }
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}
