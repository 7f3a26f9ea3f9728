// `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the
// API server, which serves dist/ and /api on one port (README "Running").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
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

function spaIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return SPA_SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

if (spaIsStale()) {
  console.log('[start] SPA 빌드 중 (vite build)…');
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

// The server always runs as production (no dev clock, no source maps served). Whether it holds
// the demo accounts is a separate choice (issue 9): `npm start` alone, on the embedded database,
// is the two-command demo; NODE_ENV=production or a DATABASE_URL means a real site, which gets
// no demo unless SEED_DEMO=1 says so (server/config.ts seedDemo).
const isDemo = process.env.NODE_ENV === undefined && !process.env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...(isDemo ? { SEED_DEMO: '1' } : {}), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
