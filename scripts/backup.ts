import { join, resolve } from 'node:path';
import { backup } from '../server/backup';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createStorage } from '../server/storage';

/**
 * `npm run backup -- <directory>`: the database and every stored file of the
 * installation the environment configures (DATA_DIR, DATABASE_URL, storage),
 * while its server runs or not (docs/DEPLOYMENT.md "Backup and restore").
 */
const out = process.argv[2];
if (!out) {
  console.error('usage: npm run backup -- <new directory>');
  process.exit(2);
}
const config = loadConfig();
try {
  const manifest = await backup(
    { config, storage: createStorage(config), openEmbedded: () => openDatabase({ dir: join(config.dataDir, 'db') }) },
    resolve(out),
  );
  const bytes = manifest.files.reduce((n, f) => n + f.bytes, 0);
  console.log(
    `Backup written to ${resolve(out)}: ${manifest.database.kind} database (${(manifest.database.bytes / 1e6).toFixed(1)} MB), ${manifest.files.length} files (${(bytes / 1e6).toFixed(1)} MB).`,
  );
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
