import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The test files under `dir` that open a database: those whose imports, followed
 * through the project's own modules, reach `database` (server/db/client.ts). The
 * `postgres` project runs these again on PostgreSQL; a file that never reaches
 * the database (a renderer, a payment driver's signing) would only run the same
 * checks twice. Read from the sources when the config loads, so a new test file
 * is sorted by what it imports, not by a list someone has to keep.
 */
export function filesThatOpenADatabase(root: string, dir: string, database: string): string[] {
  const target = resolve(root, database);
  // Modules known to reach it; a miss is not kept (a cycle cut short is not a no).
  const reaching = new Set<string>([target]);
  const visit = (file: string, seen: Set<string>): boolean => {
    if (reaching.has(file)) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    for (const spec of localImports(readFileSync(file, 'utf8'))) {
      const next = resolveModule(dirname(file), spec);
      if (next && visit(next, seen)) {
        reaching.add(file);
        return true;
      }
    }
    return false;
  };
  return testFiles(resolve(root, dir))
    .filter((file) => visit(file, new Set()))
    .map((file) => relative(root, file));
}

function localImports(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
}

function resolveModule(from: string, spec: string): string | undefined {
  const base = resolve(from, spec);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
