import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** File the server's log is written to (the SMS driver writes sign-in codes there). */
    serverLog: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitForServer(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/me`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start in 90 s:\n${log()}`);
}

/**
 * Starts the real product once for all journeys: the built web app, a fresh
 * embedded database with the demo data, local files.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'dist/web/index.html'))) {
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('web build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'logo-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  let output = '';
  for (const s of [child.stdout, child.stderr]) {
    s?.on('data', (d) => {
      output += d;
      log.write(d);
    });
  }
  await waitForServer(port, child, () => output);
  project.provide('port', port);
  project.provide('serverLog', logFile);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
