import type { Config } from './config';
import type { RowChanges } from './db/changes';
import type { Db } from './db/client';
import type { JobQueue } from './jobs';
import type { MailDriver } from './mail';
import type { Payments } from './payments';
import type { Ubrand } from './partners/ubrand';
import type { SmsDriver } from './sms';
import type { Storage } from './storage';

/** Everything a module needs, built once per app. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The database's announcements of changed rows, for the caches of hot reads (server/lib/read-cache.ts). */
  changes: RowChanges;
  storage: Storage;
  sms: SmsDriver;
  mail: MailDriver;
  payments: Payments;
  /** Background jobs (server/jobs): pg-boss on PostgreSQL, in-process on PGlite. */
  jobs: JobQueue;
  /** The partner brand site (null: activation is off). */
  ubrand: Ubrand | null;
}
