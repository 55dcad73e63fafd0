import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logos } from '../db/schema';
import { createLogo, createUser } from '../test/factories';
import { loginAs, startTestApp, type TestApp } from '../test/harness';

/**
 * Cross-site request forgery from another origin of the same site (another
 * port or sub-domain: SameSite=Lax still sends the cookie). Every route that
 * may change state refuses a request whose Origin, or Referer, is not one of
 * the site's origins; POST routes refuse bodies they do not parse.
 */
let t: TestApp;
let owner: string;
let logoId: number;
const SAME = 'http://localhost';
const OTHER_PORT = 'http://localhost:4000';

beforeAll(async () => {
  t = await startTestApp();
  const o = await createUser(t.ctx.db, { email: 'owner@origin.test' });
  owner = await loginAs(t.app, 'owner@origin.test');
  logoId = (await createLogo(t.ctx.db, { user_id: o.id })).fa_id;
});
afterAll(() => t.close());

const shared = async () => (await t.ctx.db.select().from(logos).where(eq(logos.fa_id, logoId)))[0].share_setting;
const toggle = (headers: Record<string, string>, payload?: string) =>
  t.app.inject({ method: 'POST', url: `/api/logo/${logoId}/download/share/status`, headers: { cookie: owner, ...headers }, payload });

describe('state-changing requests from another origin', () => {
  it('every POST, PUT, PATCH and DELETE route refuses another origin with 403 CROSS_ORIGIN, before it runs', async () => {
    const unsafe = t.routes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(unsafe.length).toBeGreaterThan(25);
    const answers = [];
    for (const r of unsafe) {
      const url = r.url.replace(/:(\w+)/g, String(logoId));
      for (const headers of [{ origin: OTHER_PORT }, { origin: 'http://zh.localhost.evil.example' }, { origin: 'null' }, { referer: `${OTHER_PORT}/page` }]) {
        const res = await t.app.inject({ method: r.method as 'POST', url, headers: { cookie: owner, ...headers }, payload: {} });
        answers.push(`${r.method} ${r.url} ${JSON.stringify(headers)} → ${res.statusCode} ${res.json().error}`);
      }
    }
    expect(answers.filter((a) => !a.endsWith('→ 403 CROSS_ORIGIN'))).toEqual([]);
  });

  it('a text/plain form from another port of the host does not turn sharing on', async () => {
    const before = await shared();
    const res = await toggle({ origin: OTHER_PORT, 'content-type': 'text/plain' }, 'a=b');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'CROSS_ORIGIN', msg: 'This request did not come from this site. Reload the page and try again.' });
    expect(await shared()).toBe(before);
  });

  it('the site itself (Origin or Referer of its own host, or PUBLIC_ORIGINS) goes through', async () => {
    const before = await shared();
    expect((await toggle({ origin: SAME })).statusCode).toBe(200);
    expect((await toggle({ referer: `${SAME}/download/?logo=${logoId}` })).statusCode).toBe(200);
    expect((await toggle({ origin: 'http://zh.localhost:3000' })).statusCode).toBe(200);
    expect(await shared()).toBe(!before);
    // A provider's notification, or any caller without a browser, sends neither header.
    expect((await toggle({})).statusCode).toBe(200);
  });

  it('POST routes refuse bodies they do not parse (415), even from the site itself', async () => {
    const before = await shared();
    const res = await toggle({ origin: SAME, 'content-type': 'text/plain' }, 'a=b');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
    const form = await toggle({ origin: SAME, 'content-type': 'application/x-www-form-urlencoded' }, 'a=b');
    expect(form.statusCode).toBe(415);
    expect(await shared()).toBe(before);
  });

  it('reading stays open to any origin: GET is never refused for its Origin', async () => {
    const res = await t.app.inject({ url: `/api/logo/details?logo=${logoId}`, headers: { cookie: owner, origin: OTHER_PORT } });
    expect(res.statusCode).toBe(200);
  });
});
