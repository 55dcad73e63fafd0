import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJourneyServer } from './setup/own-server';
import type { ProductServer } from './setup/server';

/**
 * A deploy stops the process with SIGTERM: it must stop taking connections,
 * finish the requests in flight and the brand kit a customer started, then
 * exit cleanly (0). A server of its own: this one is stopped.
 */
let server: ProductServer;
let base: string;

beforeAll(async () => {
  server = await startJourneyServer({ RENDER_WORKERS: '1' });
  base = `http://127.0.0.1:${server.port}`;
}, 120_000);
afterAll(() => server.stop());

/** Resolves when the server has logged a line with this request id (it has the request). */
async function logged(reqId: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!server.output().includes(`"reqId":"${reqId}"`)) {
    if (Date.now() > deadline) throw new Error(`no log line for ${reqId}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the download in flight and the brand kit being built, refuses new connections, then exits 0', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.test', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];

    const kit = await fetch(`${base}/api/logo/1001/kit`, { method: 'POST', headers: { cookie } });
    expect(kit.status).toBe(200);
    expect((await kit.json()).data.status).toBe('building');

    // A large render, asked for just before the signal.
    const download = fetch(`${base}/api/logo/1001/download?variant=main&format=png-high&width=5000&height=3750`, {
      headers: { cookie, 'x-request-id': 'in-flight-download' },
      redirect: 'manual',
    });
    await logged('in-flight-download');
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');

    // Its answer (after the render, a redirect to the file's content address) comes, and the file is stored.
    const res = await download;
    expect(res.status).toBe(302);
    const key = /^\/oss\/(renders\/[0-9a-f]{2}\/[0-9a-f]{64}\.png)\//.exec(res.headers.get('location') ?? '')?.[1];
    expect(key).toBeDefined();
    const body = readFileSync(join(server.dataDir, 'files', key as string));
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    expect(body.readUInt32BE(16)).toBe(5000);

    // No new connections while it finishes.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    expect(await exited).toBe(0);
    const out = server.output();
    expect(out).toContain('"msg":"stopping: no new connections; finishing requests, renders and background work"');
    expect(out).toContain('"msg":"stopped"');
    // The kit was finished and stored before the exit.
    const kits = join(server.dataDir, 'files/kits');
    const states = readdirSync(kits).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(kits, f), 'utf8')));
    expect(states).toEqual([expect.objectContaining({ status: 'ready' })]);
    expect(readdirSync(kits).filter((f) => f.endsWith('.zip'))).toHaveLength(1);
  }, 120_000);
});
