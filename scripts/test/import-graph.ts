import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * Who imports whom among the project's own sources, read from the files
 * (relative specifiers of static, side-effect and dynamic imports).
 * `npm run test:quick` asks it which test files reach what the working tree
 * changed. Paths are relative to the
 * root, with forward slashes.
 */
export interface ImportGraph {
  /** Every source file read (.ts, .tsx, .mjs), from the root. */
  sources: ReadonlySet<string>;
  /** For each file, the files that import it. */
  importers: ReadonlyMap<string, ReadonlySet<string>>;
}

const SOURCE = /\.(ts|tsx|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', '.tmp', '.git']);

/** The relative specifiers `source` imports: `from '…'`, `import '…'`, `import('…')`. */
export function localImports(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
}

/** The graph of the sources under `dirs` (folders of `root`; node_modules, dist and .tmp left out). */
export function importGraph(root: string, dirs: readonly string[]): ImportGraph {
  const sources = new Set(dirs.flatMap((dir) => (existsSync(join(root, dir)) ? walk(root, dir) : [])));
  const importers = new Map<string, Set<string>>();
  const resolve = (from: string, spec: string): string | undefined => {
    const base = normalize(join(dirname(from), spec));
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base.replace(/\.m?js$/, '.ts')].find((c) => sources.has(c));
  };
  for (const file of sources) {
    for (const spec of localImports(readFileSync(join(root, file), 'utf8'))) {
      const target = resolve(file, spec);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target)!.add(file);
    }
  }
  return { sources, importers };
}

/**
 * The files that reach one of `files` through their imports, `files` included.
 * A file `stop` says yes to is reached but not followed further (test:quick
 * cuts the app's route table, which imports every module); `stopped` says which
 * of them were met.
 */
export function dependents(graph: ImportGraph, files: readonly string[], stop: (file: string) => boolean = () => false): { reached: Set<string>; stopped: Set<string> } {
  const reached = new Set(files);
  const stopped = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.shift()!;
    if (stop(file)) {
      stopped.add(file);
      continue;
    }
    for (const by of graph.importers.get(file) ?? []) {
      if (reached.has(by)) continue;
      reached.add(by);
      queue.push(by);
    }
  }
  return { reached, stopped };
}

/** Whether `file` is a test file (`*.test.ts`, `*.test.tsx`). */
export const isTestFile = (file: string): boolean => /\.test\.tsx?$/.test(file);

function walk(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(root, path);
    return SOURCE.test(entry.name) ? [relative(root, join(root, path))] : [];
  });
}
