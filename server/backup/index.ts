import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Storage } from '../storage';
import { contentTypeForKey } from '../storage/types';

/**
 * Backups of an installation (issue 31, docs/DEPLOYMENT.md "Backup and
 * restore"): the database and every stored file, with a manifest of their
 * SHA-256, in one directory.
 *
 * - Embedded PGlite: a running server is asked for a snapshot over a local
 *   socket in DATA_DIR (only the user who runs it can connect); the snapshot
 *   is taken between two statements, the on-disk state PostgreSQL recovers
 *   from after a crash (open transactions roll back), so it is consistent.
 *   With no server running the directory is opened and dumped directly.
 * - PostgreSQL: `pg_dump` (custom format) of DATABASE_URL, consistent by
 *   PostgreSQL's own snapshot; restored with `pg_restore --clean`.
 * - Files: read through the storage driver (local directory or S3 bucket).
 *
 * The database is saved before the files: every file a saved row names was
 * stored before that row was written, so it is in the backup (files are
 * written once and never changed; only a designer's replaced upload is
 * deleted, after its row).
 */

export const CONTROL_SOCKET = 'control.sock';
const FORMAT = 1;
const run = promisify(execFile);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface Manifest {
  format: number;
  created_at: string;
  database: { kind: 'pglite' | 'postgres'; file: string; sha256: string; bytes: number };
  files: Array<{ key: string; sha256: string; bytes: number }>;
}

/**
 * The running server's side: answers `snapshot` on DATA_DIR/control.sock with
 * the embedded database's snapshot written to the path asked for. Returns a
 * function that closes it.
 */
export async function serveControl(dataDir: string, database: Database): Promise<() => Promise<void>> {
  if (!database.snapshot) return async () => {};
  const path = join(dataDir, CONTROL_SOCKET);
  // A socket left by a server that did not stop cleanly.
  await rm(path, { force: true });
  const server: Server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (!input.includes('\n')) return;
      void (async () => {
        try {
          const ask = JSON.parse(input.slice(0, input.indexOf('\n'))) as { op?: string; path?: string };
          if (ask.op === 'ping') return socket.end(`${JSON.stringify({ ok: true })}\n`);
          if (ask.op !== 'snapshot' || typeof ask.path !== 'string') throw new Error('unknown request');
          const snapshot = await database.snapshot!();
          await writeFile(ask.path, snapshot, { mode: 0o600 });
          socket.end(`${JSON.stringify({ ok: true, bytes: snapshot.length })}\n`);
        } catch (err) {
          socket.end(`${JSON.stringify({ ok: false, error: (err as Error).message })}\n`);
        }
      })();
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve));
  await chmod(path, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Asks the server running on `dataDir`; null when none answers there. */
async function askServer(dataDir: string, request: object): Promise<{ ok: boolean; error?: string } | null> {
  const path = join(dataDir, CONTROL_SOCKET);
  if (!existsSync(path)) return null;
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let output = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(output) as { ok: boolean; error?: string });
      } catch {
        reject(new Error('the running server gave no answer'));
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // A socket file with nobody behind it: the server is not running.
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve(null);
      else reject(err);
    });
  });
}

/** True when a server is running on this data directory (embedded database). */
export async function serverRunning(dataDir: string): Promise<boolean> {
  return (await askServer(dataDir, { op: 'ping' }))?.ok === true;
}

export interface BackupTarget {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  storage: Storage;
  /** Opens the embedded database when no server holds it (the CLI's, to dump it). */
  openEmbedded: () => Promise<Database>;
}

/** Writes a backup of the installation into `outDir` (which must not exist yet). */
export async function backup(target: BackupTarget, outDir: string): Promise<Manifest> {
  if (existsSync(outDir)) throw new Error(`${outDir} exists already: a backup goes into a new directory`);
  const work = `${outDir}.partial-${randomBytes(4).toString('hex')}`;
  await mkdir(join(work, 'files'), { recursive: true });
  try {
    const database = await saveDatabase(target, work);
    const files: Manifest['files'] = [];
    for await (const key of target.storage.list()) {
      const data = await target.storage.get(key);
      // Deleted since it was listed (a designer's replaced upload): not part of the backup.
      if (!data) continue;
      const path = join(work, 'files', key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
      files.push({ key, sha256: sha256(data), bytes: data.length });
    }
    files.sort((a, b) => (a.key < b.key ? -1 : 1));
    const manifest: Manifest = { format: FORMAT, created_at: new Date().toISOString(), database, files };
    await writeFile(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // Only a finished backup has the name asked for.
    await rename(work, outDir);
    return manifest;
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  }
}

async function saveDatabase(target: BackupTarget, work: string): Promise<Manifest['database']> {
  if (target.config.databaseUrl) {
    const file = 'database.pgdump';
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', join(work, file), target.config.databaseUrl], { maxBuffer: 16 * 1024 * 1024 });
    const data = await readFile(join(work, file));
    return { kind: 'postgres', file, sha256: sha256(data), bytes: data.length };
  }
  const file = 'database.tar.gz';
  const path = join(work, file);
  const answer = await askServer(target.config.dataDir, { op: 'snapshot', path });
  if (answer && !answer.ok) throw new Error(`the running server could not take a snapshot: ${answer.error}`);
  if (!answer) {
    const database = await target.openEmbedded();
    try {
      await writeFile(path, await database.snapshot!());
    } finally {
      await database.close();
    }
  }
  const data = await readFile(path);
  return { kind: 'pglite', file, sha256: sha256(data), bytes: data.length };
}

/** Reads a backup's manifest and checks every byte of it against the manifest; throws naming what differs. */
export async function verifyBackup(dir: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new Error(`backup format ${manifest.format} is not one this version reads (${FORMAT})`);
  const db = await readFile(join(dir, manifest.database.file));
  if (sha256(db) !== manifest.database.sha256) throw new Error(`${manifest.database.file} is not the file the backup saved`);
  for (const f of manifest.files) {
    const data = await readFile(join(dir, 'files', f.key)).catch(() => null);
    if (!data || sha256(data) !== f.sha256) throw new Error(`files/${f.key} is missing or changed`);
  }
  return manifest;
}

export interface RestoreTarget {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'storage'>;
  storage: Storage;
  /** Creates the embedded database from a snapshot (the CLI's). */
  loadEmbedded: (dir: string, snapshot: Buffer) => Promise<void>;
}

/**
 * Restores a backup: checked first (nothing is touched when a byte differs);
 * the embedded database and local files that were there are moved to
 * DATA_DIR/before-restore-<time>, never deleted. Refused while a server runs
 * on the embedded database. Returns the manifest and where the old data went.
 */
export async function restore(target: RestoreTarget, dir: string): Promise<{ manifest: Manifest; keptAt: string | null }> {
  const manifest = await verifyBackup(dir);
  const { dataDir, databaseUrl, storage: storageConfig } = target.config;
  if (manifest.database.kind === 'pglite' && databaseUrl) throw new Error('this backup holds an embedded database; unset DATABASE_URL to restore it');
  if (manifest.database.kind === 'postgres' && !databaseUrl) throw new Error('this backup holds a PostgreSQL dump; set DATABASE_URL to the database to restore it into');
  if (await serverRunning(dataDir)) throw new Error('a server is running on this data directory: stop it before restoring');
  let keptAt: string | null = null;
  const keep = async (path: string) => {
    if (!existsSync(path)) return;
    keptAt ??= join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await mkdir(keptAt, { recursive: true });
    await rename(path, join(keptAt, basename(path)));
  };
  const snapshot = await readFile(join(dir, manifest.database.file));
  if (manifest.database.kind === 'pglite') {
    await keep(join(dataDir, 'db'));
    await target.loadEmbedded(join(dataDir, 'db'), snapshot);
  } else {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', databaseUrl!, join(dir, manifest.database.file)], {
      maxBuffer: 16 * 1024 * 1024,
    });
  }
  if (storageConfig.driver === 'local') await keep(storageConfig.dir);
  for (const f of manifest.files) {
    await target.storage.put(f.key, await readFile(join(dir, 'files', f.key)), contentTypeForKey(f.key));
  }
  return { manifest, keptAt };
}
