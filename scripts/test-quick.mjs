// `npm run test:quick`: the inner loop while changing the code (docs/TESTING.md).
// The type-check of the whole project and the lint of the changed files side by
// side, then the unit and route tests (PGlite) that the working tree's change
// touches: vitest's related files of every file changed since HEAD, staged or
// not, and of every new file. Nothing changed: nothing to test. `npm test` is
// still the verdict before a commit lands (and CI runs it).
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { existsSync } from 'node:fs';

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
const checks = await Promise.all([
  run('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  run('lint of the changed files', 'npx', ['eslint', '--max-warnings=0', '--no-warn-ignored', ...code]),
]);
// DATABASE_URL unset: the unit project runs on PGlite (scripts/test/embedded-database.ts); no postgres project.
const { DATABASE_URL: _pg, ...env } = process.env;
const tests = await run('related unit and route tests', 'npx', ['vitest', 'related', '--run', '--project', 'unit', '--passWithNoTests', ...code], env);
process.exit(checks.every(Boolean) && tests ? 0 : 1);
