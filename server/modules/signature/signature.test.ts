import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: string;
let other: string;
let bought: number;
let unbought: number;
let shared: number;

beforeAll(async () => {
  t = await startTestApp();
  const o = await createUser(t.ctx.db, { email: 'sig-owner@sig.test' });
  await createUser(t.ctx.db, { email: 'sig-other@sig.test' });
  owner = await loginAs(t.app, 'sig-owner@sig.test');
  other = await loginAs(t.app, 'sig-other@sig.test');
  bought = (await createLogo(t.ctx.db, { user_id: o.id })).fa_id;
  unbought = (await createLogo(t.ctx.db, { user_id: o.id, is_bought: false, bought_type: null })).fa_id;
  shared = (await createLogo(t.ctx.db, { user_id: o.id, share: true })).fa_id;
});
afterAll(() => t.close());

const image = (id: number | string, cookie?: string, host = 'localhost') =>
  t.app.inject({ url: `/api/logo/${id}/signature-image`, headers: { host, ...(cookie ? { cookie } : {}) } });

describe('GET /api/logo/{id}/signature-image', () => {
  it('gives the owner an absolute public address of a 300×225 PNG that anyone (a mail client) can load', async () => {
    const res = await image(bought, owner);
    expect(res.statusCode).toBe(200);
    const { url, width, height } = res.json().data;
    expect([width, height]).toEqual([300, 225]);
    const u = new URL(url);
    expect(u.origin).toBe('http://localhost:3000');
    expect(u.pathname).toMatch(/^\/oss\/renders\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    const png = await t.app.inject({ url: u.pathname });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Same design, same address.
    expect((await image(bought, owner)).json().data.url).toBe(url);
  });

  it('names the Chinese site’s origin on the Chinese site, never the request’s Host', async () => {
    const zh = await image(bought, owner, ZH_HOST.host);
    expect(new URL(zh.json().data.url).origin).toBe('http://zh.localhost:3000');
    const forged = await image(bought, owner, 'evil.example');
    expect(new URL(forged.json().data.url).host).not.toBe('evil.example');
  });

  it('refuses a visitor of a private logo, another user, an unbought logo, a visitor of a shared one; bad ids', async () => {
    expect((await image(bought)).statusCode).toBe(403);
    expect((await image(bought, other)).json().error).toBe('LOGO_PRIVATE');
    expect((await image(unbought, owner)).json().error).toBe('NOT_BOUGHT');
    expect((await image(shared)).json()).toMatchObject({ code: 401, error: 'UNAUTHENTICATED' });
    expect((await image(shared, other)).statusCode).toBe(200);
    expect((await image('abc', owner)).statusCode).toBe(400);
    expect((await image(999999, owner)).statusCode).toBe(404);
  });
});
