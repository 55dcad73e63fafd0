import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dependents, importGraph, isTestFile } from './import-graph';

/** The test files under `dir` whose imports reach `target`, as test:quick asks for a changed file. */
const testsReaching = (root: string, dir: string, target: string, stop?: (file: string) => boolean) =>
  [...dependents(importGraph(root, [dir]), [target], stop).reached].filter((file) => isTestFile(file) && file.startsWith(`${dir}/`));

describe('the import graph test:quick follows', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('follows imports through modules, folders, cycles and dynamic imports, and leaves out files that never get there', () => {
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
    expect(testsReaching(root, 'server', 'server/db/client.ts').sort()).toEqual([
      'server/cycle.test.ts',
      'server/lazy.test.ts',
      'server/routes.test.ts',
    ]);
  });

  it('stops at a file it is told to cut, and says it met it', () => {
    const { reached, stopped } = dependents(importGraph(root, ['server']), ['server/db/client.ts'], (f) => f === 'server/app/index.ts');
    expect([...stopped]).toEqual(['server/app/index.ts']);
    expect(reached.has('server/routes.test.ts')).toBe(false);
    expect(reached.has('server/lazy.test.ts')).toBe(true);
  });

  it('reads this project: its route tests reach the database client, its renderers do not', () => {
    const files = testsReaching(process.cwd(), 'server', 'server/db/client.ts');
    expect(files).toContain('server/modules/ops/ops.test.ts');
    expect(files).toContain('server/backup/backup.test.ts');
    expect(files).not.toContain('server/render/cards.test.ts');
    expect(files).not.toContain('server/render/warm.test.ts');
  });
});
