import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMyLogosResponse } from '../../../core/api';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, type TestApp } from '../../test/harness';

/* /download/ without a logo lists the signed-in user's own logos, each with a small preview. */
let t: TestApp;
let ids: { bought: number; unbought: number; shared: number; foreign: number };
let owner: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const o = await createUser(db, { email: 'owner@mine.test' });
  const x = await createUser(db, { email: 'other@mine.test' });
  ids = {
    bought: (await createLogo(db, { user_id: o.id, bought_type: 3 })).fa_id,
    unbought: (await createLogo(db, { user_id: o.id, is_bought: false, bought_type: null })).fa_id,
    shared: (await createLogo(db, { user_id: o.id, share: true })).fa_id,
    foreign: (await createLogo(db, { user_id: x.id })).fa_id,
  };
  owner = await loginAs(t.app, 'owner@mine.test');
  other = await loginAs(t.app, 'other@mine.test');
});
afterAll(() => t.close());

describe('GET /api/me/logos', () => {
  it('lists the user\'s own logos only, with their package (null when not bought) and a preview address', async () => {
    const res = await t.app.inject({ url: '/api/me/logos', headers: { cookie: owner } });
    expect(res.statusCode).toBe(200);
    const body = ZMyLogosResponse.parse(res.json());
    expect(body.logos.map((l) => l.fa_id).sort()).toEqual([ids.bought, ids.unbought, ids.shared].sort());
    const byId = Object.fromEntries(body.logos.map((l) => [l.fa_id, l]));
    expect(byId[ids.bought].package).toBe('luxury');
    expect(byId[ids.unbought].package).toBeNull();
    expect(byId[ids.bought].preview).toMatch(new RegExp(`^/api/logo/${ids.bought}/preview\\.png\\?v=\\d+$`));
  });

  it('asks a visitor to sign in', async () => {
    const res = await t.app.inject({ url: '/api/me/logos' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/logo/{id}/preview.png', () => {
  it('is a 400×300 PNG of the main logo for the owner, bought or not', async () => {
    for (const id of [ids.bought, ids.unbought]) {
      const res = await t.app.inject({ url: `/api/logo/${id}/preview.png`, headers: { cookie: owner } });
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 });
    }
  });

  it('refuses a private logo to another user and to a visitor, and shows a shared one to both', async () => {
    expect((await t.app.inject({ url: `/api/logo/${ids.bought}/preview.png`, headers: { cookie: other } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/logo/${ids.bought}/preview.png` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/logo/${ids.shared}/preview.png` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/logo/${ids.foreign}/preview.png`, headers: { cookie: owner } })).statusCode).toBe(403);
  });

  it('answers a bad or unknown id with 400 / 404', async () => {
    expect((await t.app.inject({ url: '/api/logo/abc/preview.png', headers: { cookie: owner } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/logo/2147483648/preview.png', headers: { cookie: owner } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/logo/999999/preview.png', headers: { cookie: owner } })).statusCode).toBe(404);
  });
});
