// The built SPA in dist/, rebuilt when it is missing or older than its sources: shared by
// `npm start` (scripts/start.mjs) and `npm run cluster` (scripts/cluster.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'dist', 'index.html');
const SPA_SOURCES = [
  'src',
  'public',
  'index.html',
  'provider-demo.html',
  'vite.config.ts',
  'package.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function spaIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return SPA_SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

/** Builds the SPA when stale; exits the process with vite's status when the build fails. */
export function buildSpaIfStale(tag) {
  if (!spaIsStale()) return;
  console.log(`[${tag}] SPA 빌드 중 (vite build)…`);
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
