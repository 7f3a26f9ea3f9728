// `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the
// API server, which serves dist/ and /api on one port (README "Running it").
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildSpaIfStale, root } from './spa-build.mjs';

buildSpaIfStale('start');

// The server always runs as production (no dev clock, no source maps served). Whether it holds
// the demo accounts is a separate choice: `npm start` alone, on the embedded database,
// is the two-command demo, with the demo accounts and the built-in demo casino provider;
// NODE_ENV=production or a DATABASE_URL means a real site, which gets neither unless SEED_DEMO=1
// and DEMO_PROVIDER=1 say so (server/config.ts seedDemo, demoProvider).
const isDemo = process.env.NODE_ENV === undefined && !process.env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    ...(isDemo ? { SEED_DEMO: '1', DEMO_PROVIDER: '1' } : {}),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
