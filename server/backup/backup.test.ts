import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPgliteSnapshot, openDatabase, type Database } from '../db/client';
import { localStorage } from '../storage/local';
import { backup, restore, serveControl, serverRunning, verifyBackup } from './index';

/**
 * The embedded installation's backup and restore (server/backup): a snapshot
 * asked of the process holding the database while it writes, the files
 * beside it, a restore that checks every byte first and keeps what was there.
 * The whole product through its API: e2e/backup-restore.test.ts.
 */

const root = mkdtempSync(join(tmpdir(), 'logo-backup-'));
/** The last migration drizzle's journal lists. */
const LAST_MIGRATION = (JSON.parse(readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: Array<{ tag: string }> }).entries.at(-1)!.tag;
afterAll(() => rmSync(root, { recursive: true, force: true }));

const count = async (database: Database, table: string) => {
  const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
};

describe('backup and restore of the embedded database and local files', () => {
  const dataDir = join(root, 'data');
  const config = { dataDir, databaseUrl: undefined, storage: { driver: 'local' as const, dir: join(dataDir, 'files') } };
  const storage = localStorage(join(dataDir, 'files'));
  const target = { config, storage, openEmbedded: () => openDatabase({ dir: join(dataDir, 'db') }), loadEmbedded: loadPgliteSnapshot };

  it('takes a snapshot from the running process while it writes, and restores it byte for byte after a wipe', async () => {
    const database = await openDatabase({ dir: join(dataDir, 'db') });
    const closeControl = await serveControl(dataDir, database);
    expect(await serverRunning(dataDir)).toBe(true);
    await database.db.execute(sql`insert into rate_hits (bucket, key) select 'backup-test', 'k' || g from generate_series(1, 500) g`);
    await storage.put('invoices/ab/one.pdf', Buffer.from('%PDF-1.7 the invoice'), 'application/pdf');
    await storage.put('uploads/cd/two.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'image/png');
    // A write in progress is no object: left out.
    writeFileSync(join(dataDir, 'files', 'uploads', 'cd', 'three.png.abc123.tmp'), 'half');

    // Writes go on while the backup is taken; the snapshot lies between two statements.
    let writing = true;
    const writer = (async () => {
      let i = 0;
      while (writing) {
        await database.db.execute(sql`insert into rate_hits (bucket, key) values ('backup-during', ${String(i++)})`);
        // The embedded database answers without giving the event loop a turn: as requests do, each write lets others in.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return i;
    })();
    const out = join(root, 'backup-1');
    const manifest = await backup(target, out);
    writing = false;
    const during = await writer;
    expect(during).toBeGreaterThan(0);
    expect(manifest.database.kind).toBe('pglite');
    expect(manifest.files.map((f) => f.key)).toEqual(['invoices/ab/one.pdf', 'uploads/cd/two.png']);
    await verifyBackup(out);

    // Refused while the server runs: a restore under a live database would be lost.
    await expect(restore(target, out)).rejects.toThrow(/a server is running on this data directory/);
    await closeControl();
    await database.close();

    // Wiped.
    rmSync(join(dataDir, 'db'), { recursive: true, force: true });
    rmSync(join(dataDir, 'files'), { recursive: true, force: true });
    const { keptAt } = await restore(target, out);
    expect(keptAt).toBeNull();
    const back = await openDatabase({ dir: join(dataDir, 'db') });
    try {
      expect(await count(back, `rate_hits where bucket = 'backup-test'`)).toBe(500);
      // The rows written while it ran: a prefix of them, none half-written.
      const kept = await count(back, `rate_hits where bucket = 'backup-during'`);
      expect(kept).toBeLessThanOrEqual(during);
    } finally {
      await back.close();
    }
    // Opened, the folder names the last migration it was migrated to: a restart opens it without migrating again.
    const marker = join(dataDir, 'db', 'migrated-to');
    expect(readFileSync(marker, 'utf8')).toBe(LAST_MIGRATION);
    // A folder an older version left (its marker an older migration's) is migrated again when opened.
    writeFileSync(marker, '0000_an_older_version');
    const again = await openDatabase({ dir: join(dataDir, 'db') });
    try {
      expect(await count(again, `rate_hits where bucket = 'backup-test'`)).toBe(500);
    } finally {
      await again.close();
    }
    expect(readFileSync(marker, 'utf8')).toBe(LAST_MIGRATION);
    expect((await storage.get('invoices/ab/one.pdf'))?.toString()).toBe('%PDF-1.7 the invoice');
    expect([...(await storage.get('uploads/cd/two.png'))!]).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    // A whole database copied while writes go on, then restored: 12 s alone, 30 s and more beside the rest of the suite on two cores.
  }, 90_000);

  it('backs up a stopped installation by opening its database itself', async () => {
    expect(await serverRunning(dataDir)).toBe(false);
    const manifest = await backup(target, join(root, 'backup-2'));
    expect(manifest.files).toHaveLength(2);
  });

  it('restoring over data keeps what was there; a changed byte in the backup stops it before anything is touched', async () => {
    const out = join(root, 'backup-2');
    const { keptAt } = await restore(target, out);
    expect(keptAt).not.toBeNull();
    expect(readdirSync(keptAt!).sort()).toEqual(['db', 'files']);

    writeFileSync(join(out, 'files', 'uploads', 'cd', 'two.png'), 'tampered');
    const before = readdirSync(dataDir).sort();
    await expect(restore(target, out)).rejects.toThrow(/files\/uploads\/cd\/two.png is missing or changed/);
    expect(readdirSync(dataDir).sort()).toEqual(before);
    // A backup never overwrites another.
    await expect(backup(target, out)).rejects.toThrow(/exists already/);
    expect(existsSync(join(root, 'backup-2', 'manifest.json'))).toBe(true);
  });
});

/** On PostgreSQL (DATABASE_URL set: CI runs the server tests again there) with the files in an S3 bucket. */
describe.runIf(process.env.DATABASE_URL)('backup and restore of PostgreSQL and an S3 bucket', () => {
  it('pg_dump and the bucket’s objects, then pg_restore into the wiped database and the objects written back', async () => {
    const { createTestDatabase } = await import('../test/harness');
    const { startS3Double } = await import('../test/s3-double');
    const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
    const { s3Storage } = await import('../storage/s3');
    const pgDb = await createTestDatabase(process.env.DATABASE_URL!);
    const s3Dir = mkdtempSync(join(root, 's3-'));
    const s3 = await startS3Double(s3Dir);
    const storage = s3Storage({ endpoint: s3.endpoint, region: 'us-east-1', bucket: 'files', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    await storage.client.send(new CreateBucketCommand({ Bucket: 'files' }));
    try {
      const database = await openDatabase({ url: pgDb.url });
      await database.db.execute(sql`insert into rate_hits (bucket, key) select 'pg-backup', 'k' || g from generate_series(1, 300) g`);
      await storage.put('kits/aa/brand.zip', Buffer.from('PK\u0003\u0004 a kit'), 'application/zip');
      const config = { dataDir: join(root, 'pg-data'), databaseUrl: pgDb.url, storage: { driver: 's3' as const, region: 'us-east-1', bucket: 'files' } };
      const pgTarget = { config, storage, openEmbedded: () => Promise.reject(new Error('not embedded')), loadEmbedded: () => Promise.reject(new Error('not embedded')) };
      const out = join(root, 'backup-pg');
      const manifest = await backup(pgTarget, out);
      expect(manifest.database.kind).toBe('postgres');
      expect(manifest.files.map((f) => f.key)).toEqual(['kits/aa/brand.zip']);

      // Wiped: the rows and the object gone.
      await database.db.execute(sql`delete from rate_hits where bucket = 'pg-backup'`);
      await storage.delete('kits/aa/brand.zip');
      await database.close();
      await restore(pgTarget, out);
      const back = await openDatabase({ url: pgDb.url });
      try {
        expect(await count(back, `rate_hits where bucket = 'pg-backup'`)).toBe(300);
      } finally {
        await back.close();
      }
      expect((await storage.get('kits/aa/brand.zip'))?.toString()).toBe('PK\u0003\u0004 a kit');
    } finally {
      storage.client.destroy();
      await s3.close();
      await pgDb.drop();
    }
  });
});
