import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogo, createUser } from '../test/factories';
import { loginAs, startTestApp, type TestApp } from '../test/harness';
import { multipartFile } from '../test/multipart';

/**
 * Security headers on every kind of answer: JSON, errors, stored files (hot
 * and through the route), an upload's answer, HTML pages, the hot path
 * before the framework, a request refused before the framework.
 * (The SPA's own pages are checked in e2e/cross-origin.test.ts, where they are built.)
 */
let t: TestApp;
let owner: string;
let admin: string;
let logoId: number;
let base: string;

beforeAll(async () => {
  t = await startTestApp({ EMBED_ORIGINS: 'https://partner.example' });
  const o = await createUser(t.ctx.db, { email: 'owner@headers.test' });
  await createUser(t.ctx.db, { email: 'admin@headers.test', is_admin: true });
  admin = await loginAs(t.app, 'admin@headers.test');
  owner = await loginAs(t.app, 'owner@headers.test');
  logoId = (await createLogo(t.ctx.db, { user_id: o.id })).fa_id;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

type Headers = Record<string, string | string[] | number | undefined>;

function expectBase(h: Headers) {
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['content-security-policy']).toBeTruthy();
}
const csp = (h: Headers) => String(h['content-security-policy']);
const fromFetch = (res: Response): Headers => Object.fromEntries(res.headers.entries());

describe('security headers', () => {
  it('JSON answers and errors: nothing to load, never framed', async () => {
    for (const res of [
      await t.app.inject({ url: '/api/me' }),
      await t.app.inject({ url: `/api/logo/details?logo=${logoId}` }),
      await t.app.inject({ url: '/api/nothing-here' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } }),
    ]) {
      expectBase(res.headers);
      expect(csp(res.headers)).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    }
  });

  it('stored files, through the route and hot from memory: sandboxed, never framed', async () => {
    const dl = await t.app.inject({ url: `/api/logo/${logoId}/download?format=svg`, headers: { cookie: owner } });
    expectBase(dl.headers);
    const named = String(dl.headers.location);
    const hash = /([0-9a-f]{64})\.svg\//.exec(named)?.[1] as string;
    const path = `/oss/renders/${hash.slice(0, 2)}/${hash}.svg`;
    const routed = await fetch(`${base}${path}?via=route`);
    const hot = await fetch(`${base}${path}`);
    const namedRouted = await fetch(`${base}${named}?via=route`);
    const namedHot = await fetch(`${base}${named}`);
    const notModified = await fetch(`${base}${path}`, { headers: { 'if-none-match': `"${hash}"` } });
    for (const res of [routed, hot, namedRouted, namedHot, notModified]) {
      const h = fromFetch(res);
      expectBase(h);
      expect(csp(h)).toContain('sandbox');
      expect(csp(h)).toContain("frame-ancestors 'none'");
    }
    expect(notModified.status).toBe(304);
  });

  it("an upload's answer", async () => {
    const form = multipartFile('file', 'a.png', 'image/png', Buffer.from('not a picture'));
    const res = await t.app.inject({ method: 'POST', url: '/api/me/avatar', headers: { cookie: owner, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(400);
    expectBase(res.headers);
  });

  it('HTML the server writes: no inline script unless allowed by hash, framing by the page', async () => {
    const site = await t.app.inject({ url: '/' });
    expectBase(site.headers);
    expect(csp(site.headers)).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp(site.headers)).toContain("frame-ancestors 'self' https://partner.example");
    // The animation page plays the video it made from a blob: address.
    expect(csp(site.headers)).toContain("media-src 'self' blob:");
    const outbox = await t.app.inject({ url: '/admin/mail', headers: { cookie: admin } });
    expect(outbox.headers['content-type']).toContain('text/html');
    expectBase(outbox.headers);
    expect(csp(outbox.headers)).toContain("frame-ancestors 'none'");
    expect(csp(outbox.headers)).toMatch(/script-src 'self';/);
  });

  it('a request refused before the framework (two Host headers) still carries them', async () => {
    const res = await new Promise<string>((resolve) => {
      import('node:net').then(({ connect }) => {
        const url = new URL(base);
        const s = connect(Number(url.port), url.hostname);
        let out = '';
        s.on('data', (d) => (out += d.toString()));
        s.on('close', () => resolve(out));
        s.write('GET /api/me HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n');
      });
    });
    expect(res).toMatch(/^HTTP\/1.1 400/);
    expect(res.toLowerCase()).toContain('x-content-type-options: nosniff');
  });
});

describe('connections behind a proxy', () => {
  it('an idle connection stays open longer than nginx keeps its upstream connections (60 s)', async () => {
    // Node's default (5 s) closed connections nginx still meant to reuse: a POST sent on one then was a 502.
    const res = await fetch(`${base}/healthz`, { headers: { connection: 'keep-alive' } });
    await res.arrayBuffer();
    const timeout = Number(/timeout=(\d+)/.exec(res.headers.get('keep-alive') ?? '')?.[1]);
    expect(timeout).toBeGreaterThan(60);
    expect(t.app.server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(t.app.server.headersTimeout).toBeGreaterThan(t.app.server.keepAliveTimeout);
  });
});
