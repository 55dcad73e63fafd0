import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (served at /metrics: modules/ops). One
 * registry per process; the app's parts record into the series below.
 */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics });

/** Request durations by route pattern (never the raw URL: one series per route, not per logo). */
export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metrics],
});

/** Render durations by download format (the worker's time, not the wait in the queue). */
export const renderDuration = new Histogram({
  name: 'render_duration_seconds',
  help: 'Time to render one file, by format',
  labelNames: ['format'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metrics],
});

/** Cache lookups so far by "cache result": counted in plain numbers (every request makes a few), read at scrape time. */
const lookups = new Map<string, number>();

/** Counts a cache lookup: hit (memory or storage) or miss (read, rendered). */
export function countLookup(cache: string, result: 'memory' | 'storage' | 'miss'): void {
  const key = `${cache} ${result}`;
  lookups.set(key, (lookups.get(key) ?? 0) + 1);
}

/** Cache lookups: hit (memory or storage) or miss (read or rendered), by cache. */
export const cacheLookups = new Counter({
  name: 'cache_lookups_total',
  help: 'Cache lookups by cache and result (memory, storage, miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [metrics],
  collect() {
    this.reset();
    for (const [key, n] of lookups) {
      const [cache, result] = key.split(' ');
      this.inc({ cache, result }, n);
    }
  },
});

type Depth = { waiting: number; running: number };

/** Sources of the queue-depth gauge: each queue reports its waiting and running jobs when scraped. */
const queues = new Map<string, () => Depth | Promise<Depth>>();

export function reportQueue(name: string, depth: () => Depth | Promise<Depth>): void {
  queues.set(name, depth);
}

new Gauge({
  name: 'queue_jobs',
  help: 'Jobs waiting and running, by queue',
  labelNames: ['queue', 'state'] as const,
  registers: [metrics],
  async collect() {
    this.reset();
    for (const [queue, depth] of queues) {
      // A queue whose store does not answer is left out of this scrape (/readyz says so).
      const d = await Promise.resolve(depth()).catch(() => null);
      if (!d) continue;
      this.set({ queue, state: 'waiting' }, d.waiting);
      this.set({ queue, state: 'running' }, d.running);
    }
  },
});
