import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './setup/server';

const root = new URL('..', import.meta.url).pathname;

/** The README's first command after `npm ci`: `npm start` (scripts/start.mjs). */
describe('npm start', () => {
  it('runs the compiled server (no TypeScript at run time), which serves, and stops it on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, UBRAND_SIMULATOR_PORT: '0', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    delete env.NODE_ENV;
    const start = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    start.stdout.on('data', (d) => (output += d));
    start.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
    let server: number | undefined;
    try {
      const deadline = Date.now() + 90_000;
      while (!output.includes('Logo download area is running')) {
        if (start.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(output).toContain(`English site: http://localhost:${port}/download/?logo=1001`);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      const page = await fetch(`http://127.0.0.1:${port}/download/?logo=1001`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');

      // The server it started: the compiled entry, without the TypeScript loader.
      server = findChild(start.pid as number);
      const cmdline = readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0');
      expect(cmdline).toContain(join(root, 'dist/server/main.mjs'));
      expect(cmdline.join(' ')).not.toMatch(/tsx|\.ts\b/);
      // Its render workers (compiled too) draw a file.
      const preview = await fetch(`http://127.0.0.1:${port}/api/logo/1005/preview.png`);
      expect(preview.status).toBe(200);
      expect(Buffer.from(await preview.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');

      start.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (start.exitCode === null) {
        start.kill('SIGKILL');
        // start.mjs killed outright leaves its server running, with its port and its workers.
        if (server !== undefined) killQuietly(server);
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** The one child process of `pid` (start.mjs spawns the server). */
function findChild(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  if (children.length !== 1) throw new Error(`expected one child of ${pid}, found ${children.join(', ') || 'none'}`);
  return children[0];
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
