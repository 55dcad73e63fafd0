import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Envelope, JobQueue } from './types';

export interface PgBossOptions {
  connectionString: string;
  /** A running job whose process stopped answering is given to another after this long. */
  expireSeconds: number;
  /** How often one of the processes looks for such jobs (and archives finished ones). */
  maintenanceSeconds: number;
}

/**
 * Jobs in PostgreSQL through pg-boss (schema `pgboss`): every process polls
 * for work, a job taken is locked to its process (SKIP LOCKED), one job a key
 * waits and one runs (the `stately` policy), a failure is retried with
 * exponential back-off, and a job whose process died (kill -9, a lost
 * machine) is failed by time-out and retried by whichever process is alive.
 */
export async function pgBossQueue(opts: PgBossOptions, log: FastifyBaseLogger): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: opts.connectionString,
    schema: 'pgboss',
    application_name: 'logo-area-jobs',
    max: 4,
    maintenanceIntervalSeconds: opts.maintenanceSeconds,
    expireInSeconds: opts.expireSeconds,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  return {
    kind: 'pg-boss',
    durable: true,
    async define(name, spec, handler) {
      await boss.createQueue(name, {
        name,
        policy: 'stately',
        retryLimit: spec.retries,
        retryDelay: spec.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: opts.expireSeconds,
      });
      for (let i = 0; i < spec.concurrency; i++) {
        await boss.work<Envelope<never>>(name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 0.5 }, async ([job]) => {
          const envelope = job.data;
          await handler(envelope.data, { id: job.id, attempt: job.retryCount, last: job.retryCount >= job.retryLimit, requestId: envelope.requestId ?? `job-${job.id}` });
        });
      }
    },
    async send(name, data, key, requestId) {
      const envelope: Envelope<typeof data> = { data, key, requestId };
      return (await boss.send(name, envelope, { singletonKey: key })) !== null;
    },
    async pending(name, key) {
      // The job table of the queue, as pg-boss keeps it: a job of this key not yet finished.
      const { rows } = await boss.getDb().executeSql(`select 1 from pgboss.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1`, [name, key]);
      return rows.length > 0;
    },
    async depth(name) {
      const [waiting, unfinished] = await Promise.all([boss.getQueueSize(name, { before: 'active' }), boss.getQueueSize(name, { before: 'completed' })]);
      return { waiting, running: unfinished - waiting };
    },
    async check() {
      await boss.getQueues();
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
