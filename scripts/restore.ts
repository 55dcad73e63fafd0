import { resolve } from 'node:path';
import { restore } from '../server/backup';
import { loadConfig } from '../server/config';
import { loadPgliteSnapshot } from '../server/db/client';
import { createStorage } from '../server/storage';

/**
 * `npm run restore -- <backup directory>`: puts a backup back into the
 * installation the environment configures, with its server stopped. Every
 * byte is checked first; what was there is moved to DATA_DIR/before-restore-*.
 */
const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run restore -- <backup directory>');
  process.exit(2);
}
const config = loadConfig();
try {
  const { manifest, keptAt } = await restore({ config, storage: createStorage(config), loadEmbedded: loadPgliteSnapshot }, resolve(dir));
  console.log(`Restored the backup of ${manifest.created_at}: ${manifest.database.kind} database and ${manifest.files.length} files.`);
  if (keptAt) console.log(`What was there before is kept in ${keptAt}.`);
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
