// `npm test`: type-check, lint, unit and route tests (PGlite, then PostgreSQL
// when DATABASE_URL is set), the web build, and the browser journeys. Ends
// with one plain line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const out = `${root}.tmp/test-results`;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;

function run(label, cmd, args, env = process.env) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  return r.status === 0;
}

function check(label, cmd, args) {
  if (run(label, cmd, args)) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${label} failed`);
  }
}

function vitest(label, args, env) {
  const file = `${out}/${label.replace(/\W+/g, '-')}.json`;
  const ok = run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  if (!existsSync(file)) {
    failed += 1;
    console.log(`✗ ${label}: no results (the runner did not finish)`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  // A file that failed to load has no tests to count: count it as a failure.
  const broken = r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  failed += broken;
  if (!ok && r.numFailedTests === 0 && broken === 0) failed += 1;
}

const { DATABASE_URL, ...withoutPg } = process.env;
check('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
vitest('unit and route tests (PGlite)', ['--project', 'unit'], withoutPg);
if (DATABASE_URL) vitest('route tests (PostgreSQL)', ['--project', 'unit', 'server/'], process.env);
check('web build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
vitest('browser journeys (Chromium)', ['--project', 'e2e'], withoutPg);

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
