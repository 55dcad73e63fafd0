import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions, type RouteEntry } from '../app';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedDatabase, openDatabase, openMemoryPglite, type Database } from '../db/client';
import { logSms } from '../sms';
import { ffmpegReady } from '../render/animate-video';

export interface TestApp {
  app: FastifyInstance;
  /** Every registered route. */
  routes: RouteEntry[];
  ctx: AppContext;
  database: Database;
  /** The PostgreSQL database's URL (DATABASE_URL set), else undefined (PGlite in memory). */
  databaseUrl?: string;
  sms: ReturnType<typeof logSms>;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database for one test file, next to the one DATABASE_URL names. */
export async function createTestDatabase(baseUrl: string) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The embedded databases of this process's closed test apps, emptied, for the
 * next app. A worker runs its files one after another in one process
 * (vitest.config.ts): a new PGlite costs seconds of WebAssembly start-up and
 * initdb, emptying one a few milliseconds. Emptied = as migrated: every table
 * of the schema truncated (identities restarted), the rows the migrations
 * insert put back, the session's state (listeners, advisory locks, settings) discarded.
 */
const spare: Array<{ client: PGlite; seeded: Array<{ table: string; rows: string }> }> = [];

async function publicTables(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return rows.map((r) => r.tablename);
}

async function leaseEmbedded(): Promise<Database> {
  let entry = spare.pop();
  if (!entry) {
    const client = await openMemoryPglite();
    // What the migrations left in the tables (the font catalogue), as JSON, to put back after each use.
    const seeded: Array<{ table: string; rows: string }> = [];
    for (const table of await publicTables(client)) {
      const { rows } = await client.query<{ rows: string | null }>(`select json_agg(t)::text as rows from public."${table}" t`);
      if (rows[0]?.rows) seeded.push({ table, rows: rows[0].rows });
    }
    entry = { client, seeded };
  }
  const leased = entry;
  const { client, seeded } = leased;
  let released = false;
  return {
    ...embeddedDatabase(client),
    async close() {
      if (released || client.closed) return;
      released = true;
      try {
        await client.exec('DISCARD ALL');
        await client.exec(`TRUNCATE ${(await publicTables(client)).map((t) => `public."${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
        for (const s of seeded) await client.query(`insert into public."${s.table}" select * from json_populate_recordset(null::public."${s.table}", $1::json)`, [s.rows]);
        spare.push(leased);
      } catch {
        // Not left as migrated (a transaction still open, say): not reused.
        await client.close();
      }
    },
  };
}

/**
 * A real app on a real database: in-memory PGlite by default; when
 * DATABASE_URL is set, PostgreSQL in a database of its own (dropped at close).
 * Open one per test file (or a few): its PGlite is a spare one emptied when
 * there is one (leaseEmbedded), else new, which takes seconds.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  paymentDrivers?: BuildOptions['paymentDrivers'],
): Promise<TestApp> {
  const pgDb = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : undefined;
  const database = pgDb ? await openDatabase({ url: pgDb.url }) : await leaseEmbedded();
  const dir = mkdtempSync(join(tmpdir(), 'logo-test-'));
  // On PostgreSQL the app runs as deployed there: its jobs through pg-boss in the same database.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SITE_LOCALE: 'en', LOG_LEVEL: 'silent', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}), ...env });
  const sms = logSms((await import('fastify')).default({ logger: false }).log);
  const { app, ctx, routes } = await buildApp({ config, database, sms, partnerTexts: sms, logger: false, paymentDrivers });
  await app.ready();
  // As server/main.ts does before it listens: ffmpeg found once at start, so /readyz reads the answer (a first
  // `ffmpeg -encoders` on a loaded machine can take past the probe's 2 s). A missing one is /readyz's to report.
  if (config.ffmpeg) await ffmpegReady(config.ffmpeg).catch(() => undefined);
  return {
    app,
    routes,
    ctx,
    database,
    databaseUrl: pgDb?.url,
    sms,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * After a test writes rows straight into the database (as another process or
 * an operator would): resolves once the app has heard the change, so its
 * copies of sessions and logos (server/lib/read-cache.ts) do not answer the
 * next request from before it. Instant on PGlite.
 */
export async function changesHeard(t: TestApp): Promise<void> {
  await t.ctx.changes.sync();
}

/** The session cookie of a response, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'sid');
  if (!c) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return `sid=${c.value}`;
}

/** Signs in with e-mail and password and returns the Cookie header value. */
export async function loginAs(app: FastifyInstance, email: string, password = 'pw-123456'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return sessionCookie(res);
}

export const ZH_HOST = { host: 'zh.localhost' };

/**
 * A download route's answer as a browser ends up with it: its 302 to the
 * file's content address or to a signed link to a private file followed (one
 * hop, same app, no cookie: the address is public, the link is the
 * permission); any other answer as it is.
 */
export async function followDownload(app: FastifyInstance, res: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  if (res.statusCode !== 302) return res;
  const location = String(res.headers.location);
  if (!location.startsWith('/oss/renders/') && !location.startsWith('/files/')) throw new Error(`unexpected redirect to ${location}`);
  return app.inject({ url: location });
}
