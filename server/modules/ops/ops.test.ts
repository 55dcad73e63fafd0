import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogo, createUser, TEST_DESIGN } from '../../test/factories';
import { loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';

const TOKEN = 'scrape-token-0123456789';
let t: TestApp;
let bare: TestApp;
let logo: number;
let cookie: string;

beforeAll(async () => {
  [t, bare] = await Promise.all([startTestApp({ METRICS_TOKEN: TOKEN }), startTestApp()]);
  const owner = await createUser(t.ctx.db, { email: 'owner@ops.test' });
  // A design of this file's own: its renders are new to the process whatever ran in it before (the counters and the
  // render cache are the process's, as on a server).
  logo = (await createLogo(t.ctx.db, { user_id: owner.id, design: { ...TEST_DESIGN, name: { ...TEST_DESIGN.name, text: 'Metrics Brand' } } })).fa_id;
  cookie = await loginAs(t.app, 'owner@ops.test');
});
afterAll(() => Promise.all([t.close(), bare.close()]));

describe('/healthz and /readyz', () => {
  it('healthz answers while the process runs, on both sites, never cached', async () => {
    for (const headers of [{}, ZH_HOST]) {
      const res = await t.app.inject({ url: '/healthz', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('readyz is ready when the database, storage, the job queue and ffmpeg (the server-made MP4) answer', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', queue: 'ok', video: 'ok' } });
  });

  it('readyz is a 503 naming the part that does not answer, and nothing more', async () => {
    const stat = vi.spyOn(t.ctx.storage, 'stat').mockRejectedValue(new Error('connect ECONNREFUSED 10.0.0.9:9000'));
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'failed', queue: 'ok', video: 'ok' } });
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      stat.mockRestore();
    }
    const execute = vi.spyOn(t.ctx.db, 'execute').mockRejectedValue(new Error('database down'));
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: 'failed', storage: 'ok', queue: 'ok', video: 'ok' });
    } finally {
      execute.mockRestore();
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('/metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const res = await bare.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_request_duration_seconds');
  });

  it('refuses a scraper without the token, or with another, or in another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    // A signed-in customer is no scraper.
    expect((await t.app.inject({ url: '/metrics', headers: { cookie } })).statusCode).toBe(401);
  });

  it('gives request durations by route pattern, render durations by format, cache lookups and queue depth', async () => {
    const scrape = async () => {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.body;
    };
    /** A series' value in a scrape (0 while it has no sample). */
    const value = (text: string, series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    };
    const DOWNLOADS = 'http_request_duration_seconds_count{method="GET",route="/api/logo/:id/download",status="302"}';
    const RENDERS = 'render_duration_seconds_count{format="png-low"}';
    const MISSES = 'cache_lookups_total{cache="renders",result="miss"}';
    const MEMORY = 'cache_lookups_total{cache="renders",result="memory"}';
    const before = await scrape();
    // Two downloads of one file: the first renders (a miss), the second comes from the cache.
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: `/api/logo/${logo}/download?variant=main&format=png-low`, headers: { cookie } });
      expect(res.statusCode).toBe(302);
    }
    const text = await scrape();
    // By the route's pattern, never by the logo's id; the counters are the process's, so what these two added.
    expect(value(text, DOWNLOADS) - value(before, DOWNLOADS)).toBe(2);
    expect(text).not.toContain(`/api/logo/${logo}/`);
    expect(value(text, RENDERS) - value(before, RENDERS)).toBe(1);
    expect(value(text, MISSES) - value(before, MISSES)).toBe(1);
    expect(value(text, MEMORY) - value(before, MEMORY)).toBe(1);
    expect(text).toMatch(/queue_jobs\{queue="render",state="waiting"\} 0/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
  });
});

describe('request ids', () => {
  it('gives every answer an id, keeps a proxy\'s plain X-Request-Id and replaces anything else', async () => {
    const own = await t.app.inject({ url: '/healthz' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.app.inject({ url: '/healthz' });
    expect(other.headers['x-request-id']).not.toBe(own.headers['x-request-id']);
    const kept = await t.app.inject({ url: '/api/me', headers: { 'x-request-id': 'nginx-7f3a.42' } });
    expect(kept.headers['x-request-id']).toBe('nginx-7f3a.42');
    for (const bad of ['a b', 'x'.repeat(65), '<script>', 'id\u00e9']) {
      const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Errors carry it too.
    const missing = await t.app.inject({ url: '/api/logo/999999/preview.png', headers: { 'x-request-id': 'trace-1' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('trace-1');
  });
});
