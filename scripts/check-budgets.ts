// `npx tsx scripts/check-budgets.ts`: every page's first-load bytes against web/budgets.ts, from the
// build in dist/web (its manifest and the brotli files beside each asset). Exits 1 when a page is over.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../core/constants';
import { PAGE_BUDGETS, type PageBudget } from '../web/budgets';

const root = new URL('..', import.meta.url).pathname;
export const DIST = join(root, 'dist/web');

type Manifest = Record<string, { file?: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

export function readManifest(dist = DIST): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** An asset's bytes as the server sends it: its brotli copy (written at build for every text asset ≥ 1 KB), else the file. */
function sentBytes(dist: string, file: string): number {
  const br = join(dist, `${file}.br`);
  return statSync(existsSync(br) ? br : join(dist, file)).size;
}

export interface FirstLoad {
  js: number;
  css: number;
  files: Array<{ file: string; bytes: number }>;
}

/**
 * What a page's address makes the browser fetch before it draws: index.html's
 * entry, the site's language chunk and the page's own chunks, each with its
 * static imports and style sheets (the server preloads the same: server/http/pages.ts).
 */
export function firstLoad(manifest: Manifest, budget: PageBudget, site: Locale, dist = DIST): FirstLoad {
  const files = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`the build has no chunk for ${key} (web/budgets.ts names it)`);
    if (!entry.file || files.has(entry.file)) return;
    files.add(entry.file);
    for (const sheet of entry.css ?? []) sheets.add(sheet);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(`i18n/${site}.ts`);
  // `{locale}`: a page's own texts in the site's language (server/http/pages.ts pageSource).
  for (const chunk of budget.chunks) visit(chunk.replace('{locale}', site));
  const list = [...files, ...sheets].map((file) => ({ file, bytes: sentBytes(dist, file) }));
  return {
    js: list.filter((f) => f.file.endsWith('.js')).reduce((n, f) => n + f.bytes, 0),
    css: list.filter((f) => f.file.endsWith('.css')).reduce((n, f) => n + f.bytes, 0),
    files: list.sort((a, b) => b.bytes - a.bytes),
  };
}

export interface BudgetRow {
  path: string;
  site: Locale;
  js: number;
  css: number;
  budget: PageBudget;
  over: boolean;
}

/** Every file a chunk loads with it: the chunk and its static imports. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry?.file || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** antd's scope (web/app/AntdScope.tsx): what a page that draws with antd loads with it. */
export const ANTD_SCOPE = 'app/AntdScope.tsx';

/**
 * The pages (none of which comes with antd's scope: routes.tsx `lazyPage`)
 * that load antd all the same: files of the scope's own (antd's config, which
 * every antd component imports) in their first load. Such a page would draw
 * antd's components in antd's default theme, not the area's, and carry antd
 * where only its dialogs need it.
 */
export function antdOutsideScope(manifest: Manifest = readManifest(), budgets: readonly PageBudget[] = PAGE_BUDGETS): Array<{ path: string; files: string[] }> {
  const shared = closure(manifest, 'index.html');
  const scopeOwn = [...closure(manifest, ANTD_SCOPE)].filter((file) => !shared.has(file));
  return budgets.filter((b) => !b.chunks.includes(ANTD_SCOPE)).flatMap((b) => {
    const files = new Set(shared);
    for (const chunk of b.chunks) closure(manifest, chunk, files);
    const found = scopeOwn.filter((file) => files.has(file));
    return found.length > 0 ? [{ path: b.path, files: found }] : [];
  });
}

/** Every page on each site it is visited on, against its budget. */
export function checkBudgets(manifest = readManifest(), dist = DIST): BudgetRow[] {
  return PAGE_BUDGETS.flatMap((budget) =>
    [...new Set(budget.visits.map((v) => v.site))].map((site) => {
      const f = firstLoad(manifest, budget, site, dist);
      return { path: budget.path, site, js: f.js, css: f.css, budget, over: f.js > budget.js || f.css > budget.css };
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = checkBudgets();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const r of rows) {
    const mark = r.over ? 'OVER' : 'ok  ';
    console.log(`${mark} ${r.path.padEnd(16)} ${r.site}  js ${kb(r.js).padStart(9)} / ${kb(r.budget.js).padStart(9)}   css ${kb(r.css).padStart(8)} / ${kb(r.budget.css).padStart(8)}`);
  }
  const over = rows.filter((r) => r.over);
  if (over.length > 0) {
    console.log(`\n${over.length} page(s) over their byte budget (web/budgets.ts): load what they need later on demand, or raise the budget with a reason.`);
    process.exit(1);
  }
  console.log(`\nevery page within its byte budget (${rows.length} page × site)`);
  const unscoped = antdOutsideScope();
  for (const u of unscoped) console.log(`${u.path} loads antd without antd's scope (${u.files.join(', ')}): give it the scope (web/budgets.ts, server/http/pages.ts, routes.tsx) or draw it with the area's own controls`);
  if (unscoped.length > 0) process.exit(1);
  console.log('no page without antd\'s scope loads antd');
}
