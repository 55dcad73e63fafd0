import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesThatOpenADatabase } from './database-files';

describe('the test files the postgres project runs again', () => {
  const root = mkdtempSync(join(tmpdir(), 'db-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('follows imports through modules, folders and cycles to the database, and leaves out files that never get there', () => {
    put('server/db/client.ts', 'export const db = 1;');
    put('server/app/index.ts', "import { db } from '../db/client';\nexport const app = db;");
    put('server/a.ts', "import { b } from './b';\nexport const a = 1;");
    put('server/b.ts', "import { a } from './a';\nimport { app } from './app';\nexport const b = app;");
    put('server/render/draw.ts', "import { c } from './c';\nexport const draw = c;");
    put('server/render/c.ts', "import { draw } from './draw';\nexport const c = 1;");
    put('server/routes.test.ts', "import { app } from './app';");
    put('server/cycle.test.ts', "import { a } from './a';");
    put('server/lazy.test.ts', "const m = await import('./db/client');");
    put('server/render/draw.test.ts', "import { draw } from './draw';\nimport sharp from 'sharp';");
    put('server/render/node_modules/x.test.ts', "import { db } from '../../db/client';");
    expect(filesThatOpenADatabase(root, 'server', 'server/db/client.ts').sort()).toEqual([
      'server/cycle.test.ts',
      'server/lazy.test.ts',
      'server/routes.test.ts',
    ]);
  });

  it('sorts this project: its route tests go to PostgreSQL, its renderers do not', () => {
    const files = filesThatOpenADatabase(process.cwd(), 'server', 'server/db/client.ts');
    expect(files).toContain('server/modules/ops/ops.test.ts');
    expect(files).toContain('server/backup/backup.test.ts');
    expect(files).not.toContain('server/render/cards.test.ts');
    expect(files).not.toContain('server/render/warm.test.ts');
  });
});
