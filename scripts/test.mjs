// `npm test`: every check the project has, in phases (docs/TESTING.md):
// the unit and route tests on PGlite and, when DATABASE_URL is set, again on
// PostgreSQL, in one run sharing the cores, with the type-check and lint beside
// them; the web build; the browser journeys, two files at a time. Prints each
// phase's duration, the count of tests and of `expect` calls, the ten slowest
// files, and ends with one plain line "N passed, N failed".
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const out = `${root}.tmp/test-results`;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0, expects: 0 };
/** Each phase: its label, seconds, and what it found. */
const phases = [];
/** Every test file of every vitest phase (scripts/test/summary.ts). */
const files = [];

const seconds = (from) => (performance.now() - from) / 1000;

/** Runs a command with its output shown; resolves true when it exits 0. */
function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

/** A check that passes or fails as a whole (type-check, lint, build): one count; gives its seconds and result. */
async function check(label, cmd, args) {
  const from = performance.now();
  const ok = await run(cmd, args);
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    console.log(`✗ ${label} failed`);
  }
  return { label, s: seconds(from), result: ok ? 'passed' : 'FAILED' };
}

/** Checks side by side (one core each), one phase: each one's time and result in it. */
async function together(label, checks) {
  const from = performance.now();
  console.log(`\n=== ${label} ===`);
  const done = await Promise.all(checks.map(([name, cmd, args]) => check(name, cmd, args)));
  phases.push({ label, s: seconds(from), result: done.map((d) => `${d.label} ${d.result} (${d.s.toFixed(0)} s)`).join(', ') });
}

/** A vitest run: its tests counted one by one from the summary reporter's file. */
async function vitest(label, args, env) {
  const file = `${out}/${label.replace(/\W+/g, '-')}.json`;
  console.log(`\n=== ${label} ===`);
  const from = performance.now();
  const ok = await run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=./scripts/test/summary.ts'], { ...env, TEST_SUMMARY_FILE: file });
  const s = seconds(from);
  if (!existsSync(file)) {
    totals.failed += 1;
    console.log(`✗ ${label}: no results (the runner did not finish)`);
    phases.push({ label, s, result: 'no results' });
    return;
  }
  const found = JSON.parse(readFileSync(file, 'utf8'));
  const sum = { passed: 0, failed: 0, skipped: 0, expects: 0 };
  for (const f of found) {
    sum.passed += f.passed;
    // A file that failed to load or whose hook threw counts as a failure of its own.
    sum.failed += f.failed + (f.broken ? 1 : 0);
    sum.skipped += f.skipped;
    sum.expects += f.expects;
    files.push(f);
  }
  // The runner failed with nothing to show for it (an unhandled error between tests): one failure.
  if (!ok && sum.failed === 0) sum.failed += 1;
  for (const k of Object.keys(sum)) totals[k] += sum[k];
  const projects = [...new Set(found.map((f) => f.project))].join(' + ');
  phases.push({ label: `${label} [${projects}]`, s, result: `${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped, ${sum.expects} expect calls` });
}

const started = performance.now();
const { DATABASE_URL, ...withoutPg } = process.env;
// The steps `npm run test:all` took before this one (scripts/test-all.sh): "label=seconds,…".
const before = (process.env.TEST_SETUP_SECONDS ?? '').split(',').filter(Boolean).map((x) => x.split('='));
for (const [label, s] of before) phases.push({ label, s: Number(s), result: 'done' });

// Type-check and lint beside the unit and route tests: those leave a core idle at times (a worker on its last
// long file while the other has none left), these fill it. The web build waits: the route tests serve dist/web
// when it is there, and must not find it half-written.
const beside = together('type-check and lint (beside the unit tests)', [
  ['type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
]);
// PGlite and PostgreSQL in one run: their files share the workers, a worker per core.
await vitest(
  DATABASE_URL ? 'unit and route tests (PGlite and PostgreSQL)' : 'unit and route tests (PGlite)',
  ['--project', 'unit', '--project', 'unit-fresh', ...(DATABASE_URL ? ['--project', 'postgres'] : [])],
  process.env,
);
await beside;
console.log('\n=== web build ===');
phases.push(await check('web build', 'npx', ['vite', 'build', '--logLevel', 'warn']));
// Each page's first-load bytes against its budget (web/budgets.ts): bytes are the same on every machine, times are not.
phases.push(await check('byte budgets', 'npx', ['tsx', 'scripts/check-budgets.ts']));
// Two journey files at a time, each worker with a product server of its own (e2e/setup/workers.ts).
await vitest('browser journeys (Chromium)', ['--project', 'e2e'], withoutPg);

const total = seconds(started);
const pad = (s, n) => String(s).padEnd(n);
console.log('\n=== where the time went ===');
for (const p of phases) console.log(`${pad(p.label, 62)} ${pad(`${p.s.toFixed(0)} s`, 8)} ${p.result}`);
const all = total + before.reduce((n, [, s]) => n + Number(s), 0);
console.log(`${pad('all', 62)} ${all.toFixed(0)} s`);
console.log('\nten slowest files:');
for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${pad(`${(f.ms / 1000).toFixed(1)} s`, 9)} ${pad(f.project, 9)} ${f.file}`);
writeFileSync(`${out}/phases.json`, JSON.stringify({ total, phases, files }, null, 1));
console.log(`\n${totals.expects} expect calls in ${totals.passed + totals.failed} tests`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
