// Browser end-to-end run: a fresh embedded database each time, then Playwright in Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// One data directory per port, so two runs on different E2E_PORTs never share a database.
const dataDir = join(root, '.tmp', `e2e-data-${process.env.E2E_PORT ?? 3199}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(join(root, 'artifacts', 'screenshots'), { recursive: true });

// Browser tests run in real time, so their duration follows the machine's load: say what else
// runs (a server or node left behind by an earlier step shows here) so a slow run explains itself.
console.log(
  `[e2e] load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
try {
  const busiest = execFileSync('ps', ['-eo', 'pcpu,etimes,comm', '--sort=-pcpu'], {
    encoding: 'utf8',
  })
    .split('\n')
    .slice(1, 6)
    .map((line) => line.trim())
    .filter(Boolean);
  console.log(`[e2e] busiest processes (%cpu, seconds, name): ${busiest.join('; ')}`);
} catch {
  // ps is missing: nothing to report
}

const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    // The server runs as production (scripts/start.mjs); the casino tests need the demo provider
    // (playwright.config.ts asks for it too).
    env: { ...process.env, E2E_DATA_DIR: dataDir, DEMO_PROVIDER: '1' },
  },
);
process.exit(run.status ?? 1);
