// `npm run test:quick`: the inner loop while changing the code (docs/TESTING.md).
// The type-check of the whole project and the lint of the changed files side by
// side, then the unit and route tests (PGlite) that the working tree's change
// touches: the test files that import a file changed since HEAD (staged or not)
// or a new file, directly or through other files. One path is cut: the app's
// route table (server/app.ts) imports every module, so every route test would
// be related to every module through it; a change that reaches the app that
// way runs the tests of the changed module's folder and those that walk every
// route (server/http/) instead. Nothing changed: nothing to test. `npm test` is
// still the verdict before a commit lands (and CI runs it).
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dependents, importGraph, isTestFile } from './test/import-graph';

const root = fileURLToPath(new URL('..', import.meta.url));
const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])].filter((f) => existsSync(`${root}${f}`));
const code = changed.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));

const run = (label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<boolean>((resolve) => {
    const from = performance.now();
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env });
    child.on('exit', (status) => {
      console.log(`${status === 0 ? '✓' : '✗'} ${label} (${((performance.now() - from) / 1000).toFixed(0)} s)`);
      resolve(status === 0);
    });
  });

if (code.length === 0) {
  console.log('test:quick: no code changed since HEAD; nothing to check (npm test runs everything)');
  process.exit(0);
}
console.log(`test:quick: ${code.length} changed file(s): ${code.join(' ')}`);
const related = relatedTests(code);
console.log(`test:quick: ${related.length} related test file(s)`);
// `--list`: only which tests the change would run.
if (process.argv.includes('--list')) {
  console.log(related.join('\n'));
  process.exit(0);
}
const checks = await Promise.all([
  run('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  run('lint of the changed files', 'npx', ['eslint', '--max-warnings=0', '--no-warn-ignored', ...code]),
]);
// DATABASE_URL unset: the unit project runs on PGlite (scripts/test/embedded-database.ts); no postgres project.
const { DATABASE_URL: _pg, ...env } = process.env;
const tests = related.length === 0 || (await run('related unit and route tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'unit-fresh', ...related], env));
process.exit(checks.every(Boolean) && tests ? 0 : 1);

/**
 * The unit and route test files related to `files` (paths from the root): those that import one of them,
 * directly or through other files of the project (scripts/test/import-graph.ts), save through the app's route
 * table (APP); where that is the only way, the tests of each changed module's folder and the route-walking
 * tests (server/http/) stand for the route tests.
 */
function relatedTests(files: string[]): string[] {
  const APP = 'server/app.ts';
  const graph = importGraph(root, ['core', 'server', 'web', 'scripts']);
  const { reached, stopped } = dependents(graph, files, (f) => f === APP);
  const tests = new Set([...reached].filter(isTestFile));
  if (stopped.has(APP)) {
    const folders = new Set(files.map((f) => /^server\/modules\/[^/]+\//.exec(f)?.[0] ?? dirname(f) + '/'));
    for (const f of graph.sources) if (isTestFile(f) && (f.startsWith('server/http/') || [...folders].some((d) => f.startsWith(d)))) tests.add(f);
  }
  // The unit project's files (vitest.config.ts), not the journeys.
  return [...tests].filter((f) => /^(core|server|web|scripts)\//.test(f)).sort();
}
