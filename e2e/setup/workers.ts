/**
 * How many journey files run at once: two (E2E_WORKERS to try another number),
 * each worker with a product server of its own (global.ts starts one per
 * worker, or a cluster of its own with E2E_CLUSTER=1), so files side by side
 * never see each other's changes to the demo data. The journeys keep both cores busy with two: a third worker
 * measured no faster (951 s against 939 s).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
