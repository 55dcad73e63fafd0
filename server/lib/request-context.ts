import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request id of the work running now: set for each request (app.ts) and
 * for each background job, read where the work leaves the request's own log
 * (render workers, jobs), so one id follows a download from the proxy's log
 * to the worker that drew it.
 */
const store = new AsyncLocalStorage<string>();

/** An id a proxy may send in X-Request-Id: kept when it is a plain token, else a new one is made. */
const ID_RE = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && ID_RE.test(header) ? header : randomUUID();
}

/** Runs `fn` with `id` as the current request id (and what it awaits, too). */
export function withRequestId<T>(id: string, fn: () => T): T {
  return store.run(id, fn);
}

/** The current request id, or undefined outside a request or job. */
export function currentRequestId(): string | undefined {
  return store.getStore();
}
