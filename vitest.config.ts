import { defineConfig } from 'vitest/config';

/**
 * Two test projects: `unit` (core, server routes on a real database, web
 * helpers) and `e2e` (Playwright journeys in Debian Chromium against a real
 * server, started once by the global setup).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/setup/global.ts'],
          testTimeout: 60_000,
          // A condition waited on holds under a busy machine: as long as Playwright's own waits
          // (newContext's 15 s), not vitest's 1 s default, which failed journeys under load.
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
