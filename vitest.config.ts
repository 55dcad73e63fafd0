import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/setup/workers';

/**
 * Test projects (docs/TESTING.md):
 * - `unit`: core, server routes on a real database (in-memory PGlite), web
 *   helpers, scripts;
 * - `postgres`, when DATABASE_URL names a PostgreSQL server: every server
 *   test again, each file in a database of its own there. Run with `unit`
 *   in one vitest run, the two share the workers, so both cores stay busy;
 * - `e2e`: Playwright journeys in Debian Chromium against the real product,
 *   two files at a time, each worker with a server of its own started once
 *   by the global setup.
 * vitest's default for a run is one worker less than the cores (one, on this
 * project's two-core machines): here every core runs a file.
 */
const postgres = process.env.DATABASE_URL;
const workers = Math.max(availableParallelism(), 2);
const COUNT = 'scripts/test/expects.ts';
/**
 * What the unit and route tests' projects have in common: a worker runs its
 * files one after another in one process (`isolate: false`), so the app's
 * modules, the render workers and the spare embedded databases
 * (server/test/harness.ts) start once per worker, not once per file.
 */
const ROUTE_TESTS = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, isolate: false } as const;
/** Files that test what a process does when it starts (the render workers' warm-up): each in a process of its own. */
const FRESH_PROCESS = ['server/render/warm.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...FRESH_PROCESS],
          ...ROUTE_TESTS,
          // PGlite whatever DATABASE_URL says: the PostgreSQL pass is the project of its own below.
          setupFiles: [COUNT, 'scripts/test/embedded-database.ts'],
        },
      },
      {
        test: {
          name: 'unit-fresh',
          include: FRESH_PROCESS,
          ...ROUTE_TESTS,
          isolate: true,
          setupFiles: [COUNT, 'scripts/test/embedded-database.ts'],
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'postgres',
                include: ['server/**/*.test.ts'],
                exclude: [...configDefaults.exclude, ...FRESH_PROCESS],
                ...ROUTE_TESTS,
                env: { DATABASE_URL: postgres },
                setupFiles: [COUNT],
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/setup/global.ts'],
          setupFiles: [COUNT, 'e2e/setup/failures.ts'],
          testTimeout: 60_000,
          // A condition waited on holds under a busy machine: as long as Playwright's own waits
          // (newContext's 15 s), not vitest's 1 s default, which failed journeys under load.
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 120_000,
          // Two files at a time, each worker with a product server of its own (setup/workers.ts); a worker's files
          // one after another in one process: its browser (setup/browser.ts) and what the files import start once.
          maxWorkers: E2E_WORKERS,
          isolate: false,
        },
      },
    ],
  },
});
