import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/demo/seed';
import { createStorage } from '../server/storage';

/** `npm run seed`: writes (or resets) the demo users and logos. */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dir: join(config.dataDir, 'db') });
await seedDemo(database.db, createStorage(config));
await database.close();
console.log('Demo data written: users owner@, admin@, designer@, other@demo.test (password demo1234), logos 1001–1011.');
