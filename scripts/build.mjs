// `npm run build`: the web app (Vite) and the server (esbuild) into dist/.
// `npm start` calls the same functions when dist/ is missing or older than
// its sources, so a fresh clone still starts with one command.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build, stop } from 'esbuild';

export const root = new URL('..', import.meta.url).pathname;
const WEB = join(root, 'dist/web/index.html');
const SERVER = join(root, 'dist/server/main.mjs');

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let m = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    m = Math.max(m, newest(join(path, name)));
  }
  return m;
}

/** True when `output` is missing or older than any of `sources` (paths under the project). */
function stale(output, sources) {
  if (!existsSync(output)) return true;
  const paths = sources.map((p) => join(root, p)).filter(existsSync);
  return Math.max(...paths.map(newest)) > statSync(output).mtimeMs;
}

export const webIsStale = () => stale(WEB, ['web', 'core', 'vite.config.ts', 'package-lock.json']);
export const serverIsStale = () => stale(SERVER, ['server', 'core', 'scripts/build.mjs', 'package-lock.json']);

export function buildWeb() {
  // A production build whoever calls (a test runner sets NODE_ENV=test, which would give React's development build).
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error('the web build failed');
}

/**
 * The server as plain JavaScript: the entry and the render worker, each one
 * ES module with the project's code (server/ and core/) bundled in and the
 * packages left to node_modules. Runs with `node dist/server/main.mjs`: no
 * TypeScript at run time, in the server or its workers.
 */
export async function buildServer() {
  rmSync(join(root, 'dist/server'), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', 'render-worker': 'server/render/render-worker.ts' },
    outdir: 'dist/server',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    // The render pool starts dist/server/render-worker.mjs instead of the TypeScript worker (server/render/pool.ts).
    define: { __COMPILED_SERVER__: 'true' },
    sourcemap: 'linked',
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  }).finally(() => {
    // esbuild's service process would otherwise live on beside the server npm start runs.
    stop();
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node scripts/build.mjs [web|server] [--if-stale]
  const only = process.argv[2];
  const ifStale = process.argv.includes('--if-stale');
  if (only !== 'server' && (!ifStale || webIsStale())) {
    console.log('Building the web app…');
    buildWeb();
  }
  if (only !== 'web' && (!ifStale || serverIsStale())) {
    console.log('Building the server…');
    await buildServer();
  }
}
