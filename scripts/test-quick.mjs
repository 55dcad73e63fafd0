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
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])].filter((f) => existsSync(`${root}${f}`));
const code = changed.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));

const run = (label, cmd, args, env = process.env) =>
  new Promise((resolve) => {
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
 * directly or through other files of the project (static and dynamic imports of relative paths), save
 * through the app's route table (APP); where that is the only way, the tests of each changed module's folder
 * and the route-walking tests (server/http/) stand for the route tests.
 */
function relatedTests(files) {
  const APP = 'server/app.ts';
  const sources = new Set(git('ls-files', '--cached', '--others', '--exclude-standard', 'core', 'server', 'web', 'scripts').filter((f) => /\.(ts|tsx|mjs)$/.test(f) && existsSync(join(root, f))));
  const isTest = (f) => /\.test\.tsx?$/.test(f);
  const importers = new Map();
  const resolve = (from, spec) => {
    const base = join(dirname(from), spec);
    for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base.replace(/\.m?js$/, '.ts')]) {
      const r = normalize(c);
      if (sources.has(r)) return r;
    }
    return null;
  };
  for (const f of sources) {
    const text = readFileSync(join(root, f), 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolve(f, m[1]);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(f);
    }
  }
  const tests = new Set();
  let reachesApp = false;
  const seen = new Set(files);
  const queue = [...files];
  while (queue.length) {
    const f = queue.shift();
    if (isTest(f)) tests.add(f);
    if (f === APP) {
      reachesApp = true;
      continue;
    }
    for (const by of importers.get(f) ?? []) {
      if (seen.has(by)) continue;
      seen.add(by);
      queue.push(by);
    }
  }
  if (reachesApp) {
    const folders = new Set(files.map((f) => /^server\/modules\/[^/]+\//.exec(f)?.[0] ?? dirname(f) + '/'));
    for (const f of sources) if (isTest(f) && (f.startsWith('server/http/') || [...folders].some((d) => f.startsWith(d)))) tests.add(f);
  }
  // The unit project's files (vitest.config.ts), not the journeys.
  return [...tests].filter((f) => /^(core|server|web|scripts)\//.test(f)).sort();
}
