import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { antdOutsideScope, firstLoad } from './check-budgets';
import type { PageBudget } from '../web/budgets';

const dist = mkdtempSync(join(tmpdir(), 'budgets-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A build's file: its bytes, and a brotli copy of `br` bytes when given (as the build writes beside text assets ≥ 1 KB). */
function file(name: string, bytes: number, br?: number): void {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, name), Buffer.alloc(bytes));
  if (br !== undefined) writeFileSync(join(dist, `${name}.br`), Buffer.alloc(br));
}

file('assets/entry.js', 9000, 3000);
file('assets/react.js', 20000, 6000);
file('assets/en.js', 4000, 1000);
file('assets/zh.js', 5000, 1500);
file('assets/page.js', 12000, 4000);
file('assets/shared.js', 800);
file('assets/later.js', 50000, 20000);
file('assets/entry.css', 3000, 900);
file('assets/page.css', 2000, 700);

const manifest = {
  'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'], css: ['assets/entry.css'], dynamicImports: ['pages/x/XPage.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'i18n/en.ts': { file: 'assets/en.js', imports: ['_react.js'] },
  'i18n/zh.ts': { file: 'assets/zh.js' },
  'pages/x/XPage.tsx': { file: 'assets/page.js', imports: ['_shared.js', '_react.js'], css: ['assets/page.css'], dynamicImports: ['pages/x/Later.tsx'] },
  '_shared.js': { file: 'assets/shared.js' },
  'pages/x/Later.tsx': { file: 'assets/later.js' },
};

const budget = (chunks: string[]): PageBudget => ({ path: '/x', chunks, js: 1, css: 1, visits: [] });

describe('a page’s first-load bytes from the build', () => {
  it('counts the entry, the site’s language and the page’s chunks with their static imports, each once, as sent (brotli)', () => {
    const en = firstLoad(manifest, budget(['pages/x/XPage.tsx']), 'en', dist);
    // entry 3000 + react 6000 (once, though three chunks import it) + en 1000 + page 4000 + shared 800 (no brotli copy: the file)
    expect(en.js).toBe(3000 + 6000 + 1000 + 4000 + 800);
    expect(en.css).toBe(900 + 700);
    // What the page imports dynamically (loaded when needed) is not first-load.
    expect(en.files.map((f) => f.file)).not.toContain('assets/later.js');
    expect(firstLoad(manifest, budget(['pages/x/XPage.tsx']), 'zh', dist).js).toBe(en.js - 1000 + 1500);
  });

  it('gives a page that comes with the entry the entry and its language alone', () => {
    expect(firstLoad(manifest, budget([]), 'en', dist).js).toBe(3000 + 6000 + 1000);
  });

  it('refuses a budget that names a chunk the build does not have', () => {
    expect(() => firstLoad(manifest, budget(['pages/gone/GonePage.tsx']), 'en', dist)).toThrow(/no chunk for pages\/gone\/GonePage\.tsx/);
  });
});

describe('antd only inside its scope', () => {
  // The entry shares React with the scope; the scope brings antd's config, which every antd component imports.
  const antd = {
    'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'app/AntdScope.tsx': { file: 'assets/scope.js', imports: ['_config.js', '_react.js'] },
    '_config.js': { file: 'assets/config.js' },
    '_button.js': { file: 'assets/button.js', imports: ['_config.js'] },
    'pages/plain/Plain.tsx': { file: 'assets/plain.js', imports: ['_react.js'] },
    'pages/ant/Ant.tsx': { file: 'assets/ant.js', imports: ['_button.js', '_react.js'] },
  };
  const page = (path: string, chunks: string[]): PageBudget => ({ path, chunks, js: 1, css: 1, visits: [] });

  it('passes pages that draw without antd, and pages that load the scope with antd', () => {
    expect(antdOutsideScope(antd, [page('/', []), page('/plain', ['pages/plain/Plain.tsx']), page('/ant', ['pages/ant/Ant.tsx', 'app/AntdScope.tsx'])])).toEqual([]);
  });

  it('names a page without the scope that loads antd, and the files of antd it loads', () => {
    expect(antdOutsideScope(antd, [page('/ant', ['pages/ant/Ant.tsx'])])).toEqual([{ path: '/ant', files: ['assets/config.js'] }]);
  });
});

describe('the server preloads what the budget counts', () => {
  it('names, for every page with a chunk of its own, the chunk web/budgets.ts counts as its first load', async () => {
    const { PAGE_BUDGETS } = await import('../web/budgets');
    const { PAGE_SOURCES } = await import('../server/http/pages');
    for (const b of PAGE_BUDGETS) {
      if (b.chunks.length === 0) continue;
      expect(PAGE_SOURCES[`/download${b.path}`.replace(/\/+$/, '')], b.path).toEqual(b.chunks);
    }
    // And the server preloads no page the table does not know.
    const known = new Set(PAGE_BUDGETS.flatMap((b) => b.chunks));
    for (const source of Object.values(PAGE_SOURCES).flat()) expect(known.has(source), source).toBe(true);
  });
});
