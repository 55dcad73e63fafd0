import { afterEach, expect } from 'vitest';

/**
 * Counts each test's `expect` calls into its meta (`expects`), which the
 * summary reporter (summary.ts) carries to scripts/test.mjs: the run's total of checks is reported
 * beside its count of tests, so a change that makes the suite faster is seen
 * not to check less. A test's own `expect` (concurrent tests) and the global
 * one count apart; both are added.
 */
afterEach((ctx) => {
  (ctx.task.meta as { expects?: number }).expects = expect.getState().assertionCalls + ctx.expect.getState().assertionCalls;
});
