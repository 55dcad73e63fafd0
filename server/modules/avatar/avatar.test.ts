import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { AVATAR_STYLES } from '../../../core/composer/avatar';
import { avatarCutouts, users } from '../../db/schema';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, type TestApp } from '../../test/harness';
import { multipartFile } from '../../test/multipart';

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let owner: { id: number };
let pro: number;
let basic: number;
let notBought: number;
let textOnly: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  owner = await createUser(db, { email: 'owner@avatar.test' });
  await createUser(db, { email: 'admin@avatar.test', is_admin: true });
  await createUser(db, { email: 'other@avatar.test' });
  pro = (await createLogo(db, { user_id: owner.id })).fa_id;
  basic = (await createLogo(db, { user_id: owner.id, bought_type: 1 })).fa_id;
  notBought = (await createLogo(db, { user_id: owner.id, is_bought: false, bought_type: null })).fa_id;
  textOnly = (
    await createLogo(db, {
      user_id: owner.id,
      design: {
        width: 800,
        height: 600,
        background: '#ffffff',
        layout: 'text-only',
        name: { text: 'Plain Words', font: 'inter-700', color: '#222222', size: 90 },
        colors: ['#0b5cad'],
      },
    })
  ).fa_id;
  cookies = {
    owner: await loginAs(t.app, 'owner@avatar.test'),
    admin: await loginAs(t.app, 'admin@avatar.test'),
    other: await loginAs(t.app, 'other@avatar.test'),
  };
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

/** A photo-like test picture: a wide JPG with a red left half and a blue right half. */
async function photo(width = 900, height = 600, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const half = Math.round(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#d01010' } })
    .composite([{ input: { create: { width: width - half, height, channels: 3, background: '#1030d0' } }, left: half, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

function upload(file: Buffer, cookie?: string, type = 'image/jpeg', name = 'me.jpg') {
  const body = multipartFile('file', name, type, file);
  return t.app.inject({ method: 'POST', url: '/api/me/avatar', headers: { ...(cookie ? { cookie } : {}), ...body.headers }, payload: body.payload });
}

async function pixel(body: Buffer, x: number, y: number): Promise<number[]> {
  const raw = await sharp(body).ensureAlpha().extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer();
  return [...raw];
}

describe('GET /api/logo/:id/avatar', () => {
  it.each(AVATAR_STYLES)('gives the owner of a professional logo the %s icon, square, PNG where transparent', async (style) => {
    const res = await get(`/api/logo/${pro}/avatar?style=${style}&size=512`, cookies.owner);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    const transparent = ['symbol', 'circle-brand', 'circle-light', 'rounded-dark'].includes(style);
    expect(res.headers['content-type']).toBe(transparent ? 'image/png' : 'image/jpeg');
    expect(res.headers['content-disposition']).toContain(`avatar-${style}.${transparent ? 'png' : 'jpg'}`);
    // Corners: transparent for the shaped styles, the square's colour for the others.
    const corner = await pixel(res.rawPayload, 1, 1);
    if (transparent) expect(corner[3]).toBe(0);
    else expect(corner[3]).toBe(255);
  });

  it('paints the circle in the first brand colour with the mark in white', async () => {
    const res = await get(`/api/logo/${pro}/avatar?style=circle-brand&size=400`, cookies.owner);
    // Just inside the circle's left edge: the brand colour #1f6feb.
    const [r, g, b, a] = await pixel(res.rawPayload, 12, 200);
    expect(a).toBe(255);
    expect(Math.abs(r - 0x1f) + Math.abs(g - 0x6f) + Math.abs(b - 0xeb)).toBeLessThan(12);
  });

  it('defaults to 1024 px and answers a repeat with 304', async () => {
    const res = await get(`/api/logo/${pro}/avatar?style=square-brand`, cookies.owner);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1024);
    const again = await t.app.inject({
      url: `/api/logo/${pro}/avatar?style=square-brand`,
      headers: { cookie: cookies.owner, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses the basic package (NOT_IN_PACKAGE), a logo not bought, a stranger and a visitor', async () => {
    const b = await get(`/api/logo/${basic}/avatar?style=circle-brand`, cookies.owner);
    expect([b.statusCode, b.json().error]).toEqual([403, 'NOT_IN_PACKAGE']);
    const n = await get(`/api/logo/${notBought}/avatar?style=circle-brand`, cookies.owner);
    expect([n.statusCode, n.json().error]).toEqual([403, 'NOT_BOUGHT']);
    const o = await get(`/api/logo/${pro}/avatar?style=circle-brand`, cookies.other);
    expect([o.statusCode, o.json().error]).toEqual([403, 'LOGO_PRIVATE']);
    const v = await get(`/api/logo/${pro}/avatar?style=circle-brand`);
    expect(v.statusCode).toBe(403);
    expect((await get(`/api/logo/999999/avatar?style=circle-brand`, cookies.owner)).statusCode).toBe(404);
  });

  it('lets an admin download any logo’s icons', async () => {
    expect((await get(`/api/logo/${basic}/avatar?style=circle-light&size=64`, cookies.admin)).statusCode).toBe(200);
  });

  it('refuses bad input: unknown style, sizes out of range, the symbol of a text-only logo', async () => {
    for (const q of ['style=hexagon', 'style=symbol&size=8', 'style=symbol&size=4096', 'style=symbol&size=abc', '']) {
      const res = await get(`/api/logo/${pro}/avatar?${q}`, cookies.owner);
      expect(res.statusCode, q).toBe(400);
    }
    const res = await get(`/api/logo/${textOnly}/avatar?style=symbol`, cookies.owner);
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/logo/${textOnly}/avatar?style=circle-brand&size=128`, cookies.owner)).statusCode).toBe(200);
  });
});

describe('POST /api/me/avatar and /oss/matting/{hash}', () => {
  it('stores a square avatar and its round cut-out, and points the cover at it', async () => {
    const res = await upload(await photo(), cookies.other);
    expect(res.statusCode).toBe(200);
    const { cover, cutout } = res.json().data as { cover: string; cutout: string };
    expect(cover).toMatch(/^\/oss\/avatars\/\d+\/[0-9a-f]{64}\.jpg$/);
    expect(cutout).toMatch(/^\/oss\/matting\/[0-9a-f]{64}$/);
    const me = await get('/api/me', cookies.other);
    expect(me.json().user.cover).toBe(cover);

    // The wide picture was cut square from its centre: red on the left, blue on the right.
    const avatar = await get(cover);
    expect(avatar.statusCode).toBe(200);
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect((await pixel(avatar.rawPayload, 100, 256))[0]).toBeGreaterThan(180);
    expect((await pixel(avatar.rawPayload, 400, 256))[2]).toBeGreaterThan(180);

    const round = await get(cutout);
    expect(round.statusCode).toBe(200);
    expect(round.headers['content-type']).toBe('image/png');
    expect((await pixel(round.rawPayload, 2, 2))[3]).toBe(0);
    expect((await pixel(round.rawPayload, 256, 256))[3]).toBe(255);
  });

  it('makes a missing cut-out again from its source and stores it again', async () => {
    const res = await upload(await photo(640, 640, 'png'), cookies.other, 'image/png', 'me.png');
    const hash = (res.json().data.cutout as string).split('/').pop()!;
    await t.ctx.storage.delete(`matting/${hash}`);
    expect(await t.ctx.storage.get(`matting/${hash}`)).toBeNull();
    const again = await get(`/oss/matting/${hash}`);
    expect(again.statusCode).toBe(200);
    expect((await pixel(again.rawPayload, 2, 2))[3]).toBe(0);
    expect(await t.ctx.storage.get(`matting/${hash}`)).not.toBeNull();
  });

  it('answers 404 for an unknown hash and 400 for one that is not a hash', async () => {
    expect((await get(`/oss/matting/${'a'.repeat(64)}`)).statusCode).toBe(404);
    expect((await get('/oss/matting/..%2f..%2fetc')).statusCode).toBe(400);
    expect((await get(`/oss/matting/${'A'.repeat(64)}`)).statusCode).toBe(400);
  });

  it('refuses a visitor, and anything that is not a JPG, PNG or WebP picture, keeping the old avatar', async () => {
    expect((await upload(await photo())).statusCode).toBe(401);
    const before = (await get('/api/me', cookies.other)).json().user.cover;
    const rows = (await t.ctx.db.select().from(avatarCutouts)).length;
    const bad = [
      [Buffer.from('%PDF-1.7 not a picture'), 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
      [await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).gif().toBuffer(), 'image/gif'],
      [Buffer.alloc(0), 'image/jpeg'],
    ] as const;
    for (const [file, type] of bad) {
      const res = await upload(file, cookies.other, type);
      expect([res.statusCode, res.json().error]).toEqual([400, 'AVATAR_INVALID']);
    }
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/me/avatar', headers: { cookie: cookies.other }, payload: { a: 1 } });
    expect(notMultipart.json().error).toBe('AVATAR_INVALID');
    expect((await get('/api/me', cookies.other)).json().user.cover).toBe(before);
    expect((await t.ctx.db.select().from(avatarCutouts)).length).toBe(rows);
  });

  it('refuses a picture over 10 MB', async () => {
    const huge = Buffer.concat([await photo(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(huge, cookies.other);
    expect([res.statusCode, res.json().error]).toEqual([400, 'AVATAR_INVALID']);
  });
});

describe('GET /api/logo/:id/avatar/photo', () => {
  it('puts the user’s own avatar with the logo: a badge, or a brand ring', async () => {
    await upload(await photo(), cookies.owner);
    const badge = await get(`/api/logo/${pro}/avatar/photo?style=photo-badge&size=600`, cookies.owner);
    expect(badge.statusCode).toBe(200);
    expect(await sharp(badge.rawPayload).metadata()).toMatchObject({ format: 'png', width: 600, height: 600, hasAlpha: true });
    // The photo (red) on the left, the badge's brand colour near the bottom right.
    expect((await pixel(badge.rawPayload, 120, 300))[0]).toBeGreaterThan(180);
    const [r, g, b] = await pixel(badge.rawPayload, 600 - 120, 600 - 40);
    expect(Math.abs(r - 0x1f) + Math.abs(g - 0x6f) + Math.abs(b - 0xeb)).toBeLessThan(20);

    const ring = await get(`/api/logo/${pro}/avatar/photo?style=photo-ring&size=500`, cookies.owner);
    const [rr, rg, rb, ra] = await pixel(ring.rawPayload, 250, 8);
    expect(ra).toBe(255);
    expect(Math.abs(rr - 0x1f) + Math.abs(rg - 0x6f) + Math.abs(rb - 0xeb)).toBeLessThan(12);
  });

  it('needs a signed-in user with an avatar, and the package', async () => {
    expect((await get(`/api/logo/${pro}/avatar/photo?style=photo-badge`)).statusCode).toBe(401);
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, 'admin@avatar.test'));
    expect(admin.cover).toBeNull();
    const none = await get(`/api/logo/${pro}/avatar/photo?style=photo-badge`, cookies.admin);
    expect(none.statusCode).toBe(404);
    const b = await get(`/api/logo/${basic}/avatar/photo?style=photo-badge`, cookies.owner);
    expect(b.json().error).toBe('NOT_IN_PACKAGE');
    expect((await get(`/api/logo/${pro}/avatar/photo?style=photo-square`, cookies.owner)).statusCode).toBe(400);
  });
});
