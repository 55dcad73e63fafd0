// `npm start`: builds the web app and the server when they are missing or
// older than their sources (scripts/build.mjs), then runs the compiled
// server (which migrates and seeds on first start).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_PROCESS_ENV } from './server-env.mjs';

// The real requirement, said plainly instead of failing somewhere later: every
// dependency is pinned to a version that supports Node 20 (package.json engines).
const major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  console.error(`This product needs Node.js 20 or newer; this is ${process.version}.`);
  process.exit(1);
}

const { root, webIsStale, serverIsStale, buildWeb, buildServer } = await import('./build.mjs');
try {
  if (webIsStale()) {
    console.log('Building the web app…');
    buildWeb();
  }
  if (serverIsStale()) {
    console.log('Building the server…');
    await buildServer();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist/server/main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...SERVER_PROCESS_ENV, ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
