import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PROJECT_ROOT } from '../lib/paths';
import * as schema from './schema';

/**
 * Both drivers expose the same PostgreSQL query builder; the repositories are
 * written against the node-postgres type, and the PGlite instance is used
 * through it (its builder API is identical, only the result HKT differs).
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls onPayload for each notification on a channel (PostgreSQL's LISTEN,
   * on a connection of its own that comes back when lost) and onLive(false)
   * while notifications may be missed, onLive(true) once listening again.
   * Resolves once listening; the function it gives stops.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLive: (live: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded database's data directory as a gzipped tarball, taken between two statements (server/backup). */
  snapshot?: () => Promise<Buffer>;
}

const migrationsFolder = join(PROJECT_ROOT, 'server/db/migrations');

export interface OpenOptions {
  /** postgres://… ; absent = embedded PGlite. */
  url?: string;
  /** PGlite data directory; absent = in memory. */
  dir?: string;
}

/**
 * One value per database, made on first use: a prepared statement (planned
 * once per connection) that every request runs, without building its SQL again.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/**
 * The embedded database's settings: PostgreSQL's 128 MB of shared buffers
 * would sit in the server's own memory; 16 MB holds the demo's and a small
 * shop's working set, the files are read through the OS's page cache.
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };

/**
 * Creates (when new) and migrates an embedded database in a child process.
 * PGlite's WebAssembly memory grows with the work it has done — ~700 MB for
 * initdb, ~120 MB more for the migrations of a new database — and never
 * shrinks while the instance lives; the child's goes back to the system when
 * it exits, so the server's own instance opens a ready database and stays small.
 */
async function preparePgliteDir(dir: string): Promise<void> {
  // Migrated to the last migration when the child last ran here: a restart opens it straight away.
  const marker = join(dir, MIGRATED_MARKER);
  const latest = latestMigration();
  if (existsSync(marker) && readFileSync(marker, 'utf8') === latest) return;
  await migratePgliteDirInChild(dir);
  writeFileSync(marker, latest);
}

/**
 * A file in the embedded database's folder naming the last migration the folder
 * was migrated to (PostgreSQL leaves files it does not know alone; a snapshot
 * carries it, so a backup of an older version restored is migrated again).
 */
const MIGRATED_MARKER = 'migrated-to';

/** The tag of the last migration in drizzle's journal. */
function latestMigration(): string {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  return journal.entries.at(-1)?.tag ?? '';
}

function migratePgliteDirInChild(dir: string): Promise<void> {
  const code = `const w = JSON.parse(process.argv[1]);
const { PGlite } = await import(w.pglite);
const { drizzle } = await import(w.drizzle);
const { migrate } = await import(w.migrator);
const client = new PGlite(w.dir, { startParams: w.startParams });
await migrate(drizzle(client), { migrationsFolder: w.migrationsFolder });
await client.close();`;
  const args = {
    pglite: import.meta.resolve('@electric-sql/pglite'),
    drizzle: import.meta.resolve('drizzle-orm/pglite'),
    migrator: import.meta.resolve('drizzle-orm/pglite/migrator'),
    dir,
    startParams: PGLITE_OPTIONS.startParams,
    migrationsFolder,
  };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', code, JSON.stringify(args)], { maxBuffer: 16 * 1024 * 1024 }, (err, _stdout, stderr) => {
      if (err) reject(new Error(`preparing the database in ${dir} failed: ${stderr || err.message}`));
      else resolve();
    });
  });
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped test
    // database) emits 'error' on the pool; unhandled, that would end the
    // process. The pool discards the client itself and the next query opens
    // a new connection, so reporting it is all there is to do.
    pool.on('error', (err) => process.stderr.write(`database: idle connection lost: ${err.message}\n`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const url = opts.url;
    return { db, kind: 'postgres', listen: (...args) => listenPostgres(url, ...args), close: () => pool.end() };
  }
  if (opts.dir) {
    mkdirSync(opts.dir, { recursive: true });
    await preparePgliteDir(opts.dir);
    const client = new PGlite(opts.dir, PGLITE_OPTIONS);
    await client.waitReady;
    return embeddedDatabase(client);
  }
  return embeddedDatabase(await openMemoryPglite());
}

/** A new embedded database in memory (tests), migrated: there is no second instance to prepare it. */
export async function openMemoryPglite(): Promise<PGlite> {
  const client = new PGlite(PGLITE_OPTIONS);
  await client.waitReady;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return client;
}

/** The app's database on an open embedded instance; its close() closes the instance. */
export function embeddedDatabase(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    // One process holds the embedded database: its notifications arrive before the writing statement returns.
    listen: async (channel, onPayload, onLive) => {
      const stop = await client.listen(channel, onPayload);
      onLive(true);
      return async () => {
        onLive(false);
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
    snapshot: async () => Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()),
  };
}

/** Creates an embedded database in `dir` (which must not exist) from a snapshot (server/backup). */
export async function loadPgliteSnapshot(dir: string, snapshot: Buffer): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { ...PGLITE_OPTIONS, loadDataDir: new Blob([new Uint8Array(snapshot)]) });
  await client.waitReady;
  await client.close();
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 1000;

async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLive: (live: boolean) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    // 'end' follows an error; the lost connection is reported there.
    client.on('error', () => undefined);
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      onLive(false);
      if (!stopped) timer = setTimeout(retry, RELISTEN_MS);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (stopped) return void (await client.end());
    current = client;
    onLive(true);
  };
  const retry = () => {
    connect().catch((err: Error) => {
      process.stderr.write(`database: listening on ${channel} failed: ${err.message}\n`);
      if (!stopped) timer = setTimeout(retry, RELISTEN_MS);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    onLive(false);
    await client?.end();
  };
}
