import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PAGE, closeBrowser, launchBrowser, newContext, signIn, siteUrl, sharedServer } from './setup/browser';
import { freePort } from './setup/server';

/*
 * Another origin of the same site (another port of the host: SameSite=Lax
 * still sends the owner's cookie) cannot change anything with a form; the
 * area's pages run under their Content-Security-Policy and say who may frame them.
 */
let browser: Browser;
let ctx: BrowserContext;
let attacker: Server;
let attackerOrigin: string;
const port = sharedServer().port;

/** A page on localhost:{other port} with forms aimed at the area's share switch. */
async function startAttacker(): Promise<string> {
  const p = await freePort();
  const target = `http://localhost:${port}/api/logo/1001/download/share/status`;
  attacker = createServer((req, res) => {
    const enctype = new URL(req.url ?? '/', 'http://x').searchParams.get('enctype') ?? 'text/plain';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><body><h1>Win a prize</h1>
<form id="f" method="post" action="${target}" enctype="${enctype}"><input name="a" value="b"><button id="go">Claim</button></form>
</body></html>`);
  });
  await new Promise<void>((r) => attacker.listen(p, '127.0.0.1', r));
  return `http://localhost:${p}`;
}

async function shareState(): Promise<boolean> {
  const page = await ctx.newPage();
  await page.goto(siteUrl('en', API_PAGE));
  const state = await page.evaluate(async () => (await (await fetch('/api/logo/details?logo=1001')).json()).logoIdDetails.shareSetting as boolean);
  await page.close();
  return state;
}

beforeAll(async () => {
  [browser, attackerOrigin] = await Promise.all([launchBrowser(), startAttacker()]);
  ctx = await newContext(browser);
  await signIn(ctx, 'en', 'owner@demo.test');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await closeBrowser(browser);
  await new Promise((r) => attacker?.close(r));
});

describe('a form on another origin of the same site', () => {
  for (const enctype of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
    it(`cannot turn sharing on (${enctype}), though the owner's cookie goes with it`, async () => {
      const before = await shareState();
      const page = await ctx.newPage();
      await page.goto(`${attackerOrigin}/?enctype=${encodeURIComponent(enctype)}`);
      const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes('/share/status')), page.click('#go')]);
      expect(answer.status()).toBe(403);
      expect(await answer.json()).toMatchObject({ error: 'CROSS_ORIGIN' });
      // The cookie did go: the refusal is the origin check's, not a missing session.
      expect(await answer.request().headerValue('cookie')).toContain('sid=');
      await page.close();
      expect(await shareState()).toBe(before);
    });
  }
});

describe("the area's pages", () => {
  it('run under a CSP with a nonce for their one inline script, framed only by the site and EMBED_ORIGINS', async () => {
    const page = await ctx.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto(siteUrl('en', '/download/?logo=1001'));
    const headers = res?.headers() ?? {};
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.downloadReady ?? null), { timeout: 30_000 }).toBe('ready');
    await expect.poll(() => page.getByTestId('logo-card-main').count()).toBe(1);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('sign-in and admin pages may not be framed by anyone', async () => {
    const page = await ctx.newPage();
    for (const path of ['/login', '/download/admin/invoices']) {
      const res = await page.goto(siteUrl('zh', path));
      expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    await page.close();
  });
});
