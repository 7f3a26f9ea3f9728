// Browser end-to-end run: a fresh embedded database each time, then Playwright in Chromium.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// One data directory per port, so two runs on different E2E_PORTs never share a database.
const dataDir = join(root, '.tmp', `e2e-data-${process.env.E2E_PORT ?? 3199}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(join(root, 'artifacts', 'screenshots'), { recursive: true });

const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_DATA_DIR: dataDir } },
);
process.exit(run.status ?? 1);
