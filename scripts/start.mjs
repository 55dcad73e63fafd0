// `npm start`: builds the web app when it is missing or older than its
// sources, then starts the server (which migrates and seeds on first start).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The real requirement, said plainly instead of failing somewhere later: every
// dependency is pinned to a version that supports Node 20 (package.json engines).
const major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  console.error(`This product needs Node.js 20 or newer; this is ${process.version}.`);
  process.exit(1);
}

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist/web/index.html');

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

const sources = ['web', 'core', 'vite.config.ts', 'package-lock.json'].map((p) => join(root, p)).filter(existsSync);
const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
