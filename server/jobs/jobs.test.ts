import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness';
import { memoryQueue } from './memory';
import { pgBossQueue } from './pgboss';
import type { JobInfo, JobQueue } from './types';

const log = Fastify({ logger: false }).log;
const SPEC = { concurrency: 1, retries: 2, retryDelaySeconds: 1 };

/** Resolves when `check` holds (polled), or fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

type Drivers = Array<[string, () => Promise<{ url?: string; make: () => Promise<JobQueue>; done: () => Promise<void> }>]>;
const drivers: Drivers = [['in-process', async () => ({ make: async () => memoryQueue(log), done: async () => {} })]];
if (process.env.DATABASE_URL) {
  drivers.push([
    'pg-boss',
    async () => {
      const db = await createTestDatabase(process.env.DATABASE_URL as string);
      return { url: db.url, make: () => pgBossQueue({ connectionString: db.url, expireSeconds: 2, maintenanceSeconds: 1 }, log), done: db.drop };
    },
  ]);
}

describe.each(drivers)('the %s job queue', (_name, setup) => {
  const opened: JobQueue[] = [];
  let env: Awaited<ReturnType<Drivers[number][1]>>;
  const queue = async () => {
    env ??= await setup();
    const q = await env.make();
    opened.push(q);
    return q;
  };
  afterAll(async () => {
    await Promise.all(opened.map((q) => q.stop().catch(() => undefined)));
    await env?.done();
  });

  it('runs a job with its data, under the id of the request that sent it; one job a key at a time', async () => {
    const q = await queue();
    const seen: Array<{ data: unknown; info: JobInfo }> = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await q.define<{ n: number }>('one', SPEC, async (data, info) => {
      seen.push({ data, info });
      await gate;
    });
    expect(await q.send('one', { n: 1 }, 'k1', 'req-42')).toBe(true);
    await until(() => seen.length === 1);
    expect(seen[0]).toMatchObject({ data: { n: 1 }, info: { attempt: 0, last: false, requestId: 'req-42' } });
    expect(await q.pending('one', 'k1')).toBe(true);
    // While it runs, the same key is refused once it also waits (at most one waiting and one running).
    await q.send('one', { n: 2 }, 'k1');
    expect(await q.send('one', { n: 3 }, 'k1')).toBe(false);
    expect(await q.depth('one')).toMatchObject({ running: 1 });
    release();
    await until(async () => !(await q.pending('one', 'k1')));
    expect(seen.map((s) => (s.data as { n: number }).n).filter((n) => n === 3)).toEqual([]);
    // A job sent outside a request is logged under its own id.
    await q.send('one', { n: 4 }, 'k2');
    await until(() => seen.some((s) => (s.data as { n: number }).n === 4));
    expect(seen.find((s) => (s.data as { n: number }).n === 4)?.info.requestId).toMatch(/^job-/);
    // Seen starting is not yet done: the queue empties once the job has finished (pg-boss marks it a moment later).
    await until(async () => !(await q.pending('one', 'k2')));
    expect(await q.depth('one')).toEqual({ waiting: 0, running: 0 });
  });

  it('retries a failed job with growing waits, says which attempt is the last, and gives up after the retries', async () => {
    const q = await queue();
    const attempts: Array<{ attempt: number; last: boolean; at: number }> = [];
    await q.define<{ failTimes: number }>('flaky', SPEC, async (data, info) => {
      attempts.push({ attempt: info.attempt, last: info.last, at: Date.now() });
      if (info.attempt < data.failTimes) throw new Error(`failure ${info.attempt}`);
    });
    await q.send('flaky', { failTimes: 1 }, 'once');
    await until(async () => attempts.length === 2 && !(await q.pending('flaky', 'once')));
    expect(attempts.map((a) => [a.attempt, a.last])).toEqual([
      [0, false],
      [1, false],
    ]);
    attempts.length = 0;
    await q.send('flaky', { failTimes: 99 }, 'always');
    await until(async () => attempts.length === 3 && !(await q.pending('flaky', 'always')));
    expect(attempts.map((a) => [a.attempt, a.last])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    // Back-off: the second wait is not shorter than the first.
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(attempts[1].at - attempts[0].at - 50);
  });

  it('stops taking jobs on stop(), after the running one has finished', async () => {
    const q = await queue();
    let finished = false;
    let started = false;
    await q.define('slow', SPEC, async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 300));
      finished = true;
    });
    await q.send('slow', {}, 's');
    await until(() => started);
    await q.stop();
    expect(finished).toBe(true);
  });

  if (_name === 'pg-boss') {
    it('gives the job of a process killed in the middle (kill -9) to another process, which finishes it', async () => {
      env ??= await setup();
      const url = env.url as string;
      // A process of its own takes the job and is killed while it runs.
      const here = new URL('.', import.meta.url).pathname;
      const script = join(mkdtempSync(join(tmpdir(), 'jobs-kill-')), 'taker.mts');
      writeFileSync(
        script,
        `import { pgBossQueue } from '${here}pgboss';
const quiet = { error() {}, warn() {}, info() {} };
const q = await pgBossQueue({ connectionString: process.argv[2], expireSeconds: 2, maintenanceSeconds: 1 }, quiet);
await q.define('handover', { concurrency: 1, retries: 2, retryDelaySeconds: 1 }, async () => {
  console.log('taken');
  await new Promise(() => {});
});
await q.send('handover', { x: 1 }, 'h');
`,
      );
      const taker = spawn(process.execPath, ['--import', 'tsx', script, url], { cwd: join(here, '../..'), stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      taker.stdout.on('data', (d) => (out += d));
      await until(() => out.includes('taken'), 30_000);
      taker.kill('SIGKILL');
      await new Promise((r) => taker.once('exit', r));

      const runs: number[] = [];
      const survivor = await queue();
      await survivor.define('handover', SPEC, async (_data, info) => {
        runs.push(info.attempt);
      });
      // After the job's time-out the maintenance fails it and its retry goes to the process that answers.
      await until(() => runs.length === 1, 30_000);
      await until(async () => !(await survivor.pending('handover', 'h')));
      expect(runs).toEqual([1]);
    }, 60_000);
  }
});
