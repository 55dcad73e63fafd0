/**
 * Background jobs (docs/DEPLOYMENT.md): work a request starts and does not
 * wait for — a brand kit's build — run by whichever process is free, retried
 * with back-off when it fails, at most one at a time for one key. Two drivers
 * with one interface: pg-boss on PostgreSQL (durable: a job outlives the
 * process that took it and is finished by another) and an in-process queue on
 * the embedded defaults (one process: its jobs end with it).
 */
export interface JobSpec {
  /** Jobs of this queue one process runs at the same time. */
  concurrency: number;
  /** Attempts after the first failed one. */
  retries: number;
  /** Wait before the first retry, whole seconds; each next one waits about twice as long. */
  retryDelaySeconds: number;
}

export interface JobInfo {
  id: string;
  /** 0 for the first run, then 1, 2, … for each retry. */
  attempt: number;
  /** True on the last attempt the queue will make. */
  last: boolean;
  /** The id of the request that sent the job (else `job-{id}`), for the job's log lines and the renders it asks for. */
  requestId: string;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface JobQueue {
  readonly kind: 'pg-boss' | 'memory';
  /** True when a job outlives this process (it is then finished by another). */
  readonly durable: boolean;
  /** Registers a queue and starts this process's workers for it. */
  define<T extends object>(name: string, spec: JobSpec, handler: JobHandler<T>): Promise<void>;
  /**
   * Adds a job unless one with the same key is waiting or running; false when
   * one was. `requestId` (the sending request's) goes with it into the job's logs.
   */
  send<T extends object>(name: string, data: T, key: string, requestId?: string): Promise<boolean>;
  /** True while a job with this key waits, runs or waits for a retry (known to this process: always for the in-process queue). */
  pending(name: string, key: string): Promise<boolean>;
  /** Jobs waiting (or waiting for a retry) and running, in all processes. */
  depth(name: string): Promise<{ waiting: number; running: number }>;
  /** Throws when the queue's store does not answer (the readiness probe). */
  check(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (SIGTERM). */
  stop(): Promise<void>;
}

/** What every job carries besides its data. */
export interface Envelope<T> {
  data: T;
  key: string;
  requestId?: string;
}
