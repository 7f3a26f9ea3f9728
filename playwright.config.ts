import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser, docs/toolchain.md) against the
 * real `npm start` server with a fresh embedded database (scripts/e2e.mjs prepares E2E_DATA_DIR).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // The accessibility sweep (every member route, logged in and out, at two widths: 224 pages)
  // runs on its own command, npm run test:a11y, not in every npm test.
  testIgnore: process.env.E2E_A11Y === '1' ? [] : ['**/accessibility.spec.ts'],
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Every endless animation has a reduced-motion fallback: without it the software compositor
    // redraws blinking dots at 60 frames/s on every page, CPU the server under test then lacks.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/setting/maintanace`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      // The minigame test steps simulated time (POST /api/dev/clock/advance).
      SIMULATED_TIME: '1',
      // The casino tests play the built-in demo provider, off in production unless asked for.
      DEMO_PROVIDER: '1',
      // Every test's member joins from 127.0.0.1: the default 10 per minute would refuse the
      // 11th join of a run (the limit itself is tested in tests/integration/auth).
      ANONYMOUS_WRITES_PER_MINUTE: '1000',
    },
  },
});
