import { defineConfig } from 'vitest/config';

/** Unit tests that need a DOM; every other unit test runs in plain Node. */
const DOM_TESTS = 'tests/unit/{features,ui,machines,streams,stores,app,api}/**/*.test.{ts,tsx}';

export default defineConfig({
  test: {
    projects: [
      {
        // Pure rules and formats: no DOM, so no jsdom start-up cost per file.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [DOM_TESTS],
          environment: 'node',
          // Worker threads start faster than child processes: the unit projects took 203 s
          // instead of 228 s on the 2-core machine, same tests.
          pool: 'threads',
          // A test's limit is a guard against a hang, not a speed check: the default 5 s failed
          // a feed-simulator test on a machine busy with other runs (the same test takes ~1 s
          // when quiet).
          testTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The SPA core and components, against a browser-like DOM.
        test: {
          name: 'unit-dom',
          include: [DOM_TESTS],
          environment: 'jsdom',
          pool: 'threads',
          // As for the unit project: a guard against a hang on a busy machine, not a speed check.
          testTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // A guard against a hang, not a speed check: a file's app on the embedded database took
          // over 60 s to start (its migrations in WebAssembly) on a machine busy with other runs.
          hookTimeout: 120_000,
          // Each file builds its own database; two cores, so two workers.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
