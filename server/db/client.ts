import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** postgres://… ; absent = embedded PGlite. */
  url?: string;
  /** PGlite data directory; absent = in memory. */
  dir?: string;
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
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  const client = new PGlite(opts.dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
