/**
 * Work a request starts and does not wait for (a brand kit's build): tracked
 * so a graceful shutdown finishes it before the process exits (main.ts).
 */
const tasks = new Set<Promise<unknown>>();

/** Tracks `work` until it settles; returns it. */
export function background<T>(work: Promise<T>): Promise<T> {
  const tracked = work.finally(() => tasks.delete(tracked));
  tasks.add(tracked);
  // The caller handles the result; the tracking copy must never be an unhandled rejection.
  tracked.catch(() => {});
  return work;
}

/** Background work running now. */
export function backgroundCount(): number {
  return tasks.size;
}

/** Resolves when every background task has settled (also those started while waiting). */
export async function drainBackground(): Promise<void> {
  while (tasks.size > 0) await Promise.allSettled([...tasks]);
}
