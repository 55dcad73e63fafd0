import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Envelope, JobHandler, JobQueue, JobSpec } from './types';

interface Waiting {
  id: string;
  envelope: Envelope<object>;
  attempt: number;
}

interface Queue {
  spec: JobSpec;
  handler: JobHandler<object>;
  waiting: Waiting[];
  /** Keys waiting, running or waiting for a retry. */
  keys: Set<string>;
  running: Set<Promise<void>>;
  retrying: number;
}

/**
 * The in-process queue of the embedded defaults (one process, PGlite): the
 * same contract as pg-boss — one job a key, retries with back-off, the
 * request id in the worker's logs — kept in memory, so its jobs end with the
 * process (a build then shows as failed and can be started again).
 */
export function memoryQueue(log: FastifyBaseLogger): JobQueue {
  const queues = new Map<string, Queue>();
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();

  function queueOf(name: string): Queue {
    const q = queues.get(name);
    if (!q) throw new Error(`no job queue ${name}`);
    return q;
  }

  function pump(name: string): void {
    const q = queueOf(name);
    while (!stopped && q.running.size < q.spec.concurrency && q.waiting.length > 0) {
      const next = q.waiting.shift() as Waiting;
      const run = execute(name, q, next).finally(() => {
        q.running.delete(run);
        pump(name);
      });
      q.running.add(run);
    }
  }

  async function execute(name: string, q: Queue, job: Waiting): Promise<void> {
    const { envelope } = job;
    const last = job.attempt >= q.spec.retries;
    try {
      await q.handler(envelope.data, { id: job.id, attempt: job.attempt, last, requestId: envelope.requestId ?? `job-${job.id}` });
      q.keys.delete(envelope.key);
    } catch (err) {
      if (last || stopped) {
        log.error({ err, queue: name, key: envelope.key, attempt: job.attempt, reqId: envelope.requestId }, 'job failed');
        q.keys.delete(envelope.key);
        return;
      }
      const delay = q.spec.retryDelaySeconds * 1000 * 2 ** job.attempt;
      log.warn({ err, queue: name, key: envelope.key, attempt: job.attempt, retryInMs: delay, reqId: envelope.requestId }, 'job failed: retrying');
      q.retrying += 1;
      const timer = setTimeout(() => {
        timers.delete(timer);
        q.retrying -= 1;
        q.waiting.push({ ...job, attempt: job.attempt + 1 });
        pump(name);
      }, delay);
      timer.unref();
      timers.add(timer);
    }
  }

  return {
    kind: 'memory',
    durable: false,
    async define(name, spec, handler) {
      queues.set(name, { spec, handler: handler as JobHandler<object>, waiting: [], keys: new Set(), running: new Set(), retrying: 0 });
    },
    async send(name, data, key, requestId) {
      const q = queueOf(name);
      if (stopped || q.keys.has(key)) return false;
      q.keys.add(key);
      q.waiting.push({ id: randomUUID(), envelope: { data, key, requestId }, attempt: 0 });
      pump(name);
      return true;
    },
    async pending(name, key) {
      return queueOf(name).keys.has(key);
    },
    async depth(name) {
      const q = queueOf(name);
      return { waiting: q.waiting.length + q.retrying, running: q.running.size };
    },
    async check() {},
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...queues.values()].flatMap((q) => [...q.running]));
    },
  };
}
