import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { memoryQueue } from './memory';
import { pgBossQueue } from './pgboss';
import type { JobQueue } from './types';

export type { JobHandler, JobInfo, JobQueue, JobSpec } from './types';

/** pg-boss where the database is PostgreSQL (many processes share it); the in-process queue on PGlite. */
export async function createJobQueue(config: Config, log: FastifyBaseLogger): Promise<JobQueue> {
  if (!config.databaseUrl) return memoryQueue(log);
  return pgBossQueue({ connectionString: config.databaseUrl, expireSeconds: config.jobs.expireSeconds, maintenanceSeconds: config.jobs.maintenanceSeconds }, log);
}
