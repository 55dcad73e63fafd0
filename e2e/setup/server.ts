import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SERVER_PROCESS_ENV } from '../../scripts/server-env.mjs';

const root = new URL('../..', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitForServer(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start in 90 s:\n${output()}`);
}

export interface ProductServer {
  port: number;
  /** The local partner brand site (the simulator the server starts). */
  ubrandPort: number;
  /** The server process (the benchmark reads its memory). */
  pid: number;
  child: ChildProcess;
  /** Its data directory (embedded database and local files). */
  dataDir: string;
  logFile: string;
  /** What it has printed so far (stdout and stderr). */
  output(): string;
  /** Stops the server and removes its data directory, unless `keepData` (a template for other servers). */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/** Builds the web app and the compiled server where they are older than their sources (scripts/build.mjs). */
export function buildProduct(): void {
  const r = spawnSync(process.execPath, ['scripts/build.mjs', 'all', '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the build failed');
}

/**
 * Starts the real product as `npm start` runs it (the compiled server, the
 * built web app, a fresh embedded database with the demo data, local files)
 * with extra environment; buildProduct() first. `from`: a data directory
 * another server left (prepareDataTemplate) to start on a copy of, as a
 * restarted server does: its database created, migrated and holding the demo
 * data already, which a new one spends most of its start on.
 */
export async function startProductServer(extraEnv: Record<string, string> = {}, opts: { from?: string } = {}): Promise<ProductServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'logo-e2e-'));
  if (opts.from) cpSync(opts.from, dataDir, { recursive: true, filter: (src) => !src.endsWith('/server.log') });
  const port = await freePort();
  const ubrandPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...SERVER_PROCESS_ENV,
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    UBRAND_SIMULATOR_PORT: String(ubrandPort),
    ...extraEnv,
  };
  // The embedded database unless the caller names one.
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  // SERVER_PROFILES=<folder>: each server writes V8 CPU profiles of its threads there when it stops (where a run's server time goes).
  const profile = process.env.SERVER_PROFILES ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_PROFILES}`] : [];
  const child = spawn(process.execPath, [...profile, '--enable-source-maps', 'dist/server/main.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  return {
    port,
    ubrandPort,
    pid: child.pid as number,
    child,
    dataDir,
    logFile,
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      log.end();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A data directory for servers to start from (startProductServer's `from`): a
 * new server's, stopped as SIGTERM stops it (its database closed), so it holds
 * the migrated database with the demo data and the demo's files. Its renders
 * (`files/renders/`) are a link to one folder outside it, which every copy
 * links to as well: renders are content-addressed (the renderer's version, the
 * fonts, the design and the request make the name) and stored by a rename, so
 * the run's servers share them as one server's requests do, and a file one
 * server rendered is a read for the next. removeDataTemplate removes both.
 */
export async function prepareDataTemplate(): Promise<string> {
  const server = await startProductServer({ LOG_LEVEL: 'warn' });
  await server.stop({ keepData: true });
  if (server.child.exitCode !== 0) throw new Error(`the template server did not stop cleanly (${server.child.exitCode}):\n${server.output()}`);
  const renders = join(server.dataDir, 'files', 'renders');
  const shared = mkdtempSync(join(tmpdir(), 'logo-e2e-renders-'));
  if (existsSync(renders)) cpSync(renders, shared, { recursive: true });
  rmSync(renders, { recursive: true, force: true });
  mkdirSync(dirname(renders), { recursive: true });
  symlinkSync(shared, renders);
  return server.dataDir;
}

/** Removes a data template and the renders its copies shared. */
export function removeDataTemplate(template: string): void {
  const renders = join(template, 'files', 'renders');
  if (existsSync(renders)) rmSync(realpathSync(renders), { recursive: true, force: true });
  rmSync(template, { recursive: true, force: true });
}
