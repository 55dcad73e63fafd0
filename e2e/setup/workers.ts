/**
 * How many journey files run at once: two (E2E_WORKERS to try another number),
 * each worker with a product server of its own (global.ts starts one per
 * worker), so files side by side never see each other's changes to the demo
 * data. Through the cluster (E2E_CLUSTER=1) there is one cluster, so one file
 * at a time. The journeys keep both cores busy with two: a third worker
 * measured no faster (951 s against 939 s).
 */
export const E2E_WORKERS = process.env.E2E_CLUSTER === '1' ? 1 : Number(process.env.E2E_WORKERS ?? 2);
