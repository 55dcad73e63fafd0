import { randomUUID } from 'node:crypto';

/**
 * The request id: set for each request (app.ts: kept from a proxy's
 * X-Request-Id or made) and passed on by hand where the work leaves the
 * request's own log — to a render worker (render pool), to a job (job
 * queue, then JobInfo.requestId) — so one id follows a download from the
 * proxy's log to the worker that drew it. Not an AsyncLocalStorage: on
 * Node 20 one costs every promise of every request a hook (~14 % of the
 * signed-in download route's rate, docs/PERFORMANCE.md §2).
 */

/** An id a proxy may send in X-Request-Id: kept when it is a plain token, else a new one is made. */
const ID_RE = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && ID_RE.test(header) ? header : randomUUID();
}
