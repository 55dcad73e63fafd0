import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_AUTH_MESSAGES } from '../../../core/vi/fonts';
import { toCmyk } from '../../render/cmyk';
import { createLogo, createUser, TEST_DESIGN } from '../../test/factories';
import { loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { logos } from '../../db/schema';
import { fontAuthorizations, fontPrices, spotColours } from './schema';
import { spotNames } from './service';

let t: TestApp;
let owner: string;
let other: string;
let admin: string;
let designer: string;
let logoId: number;
let sharedId: number;
let manyColoursId: number;
let basicId: number;
let notBoughtId: number;

beforeAll(async () => {
  t = await startTestApp();
  const o = await createUser(t.ctx.db, { email: 'vi-owner@vi.test' });
  await createUser(t.ctx.db, { email: 'vi-other@vi.test' });
  await createUser(t.ctx.db, { email: 'vi-admin@vi.test', is_admin: true });
  const d = await createUser(t.ctx.db, { email: 'vi-designer@vi.test', designer: true });
  owner = await loginAs(t.app, 'vi-owner@vi.test');
  other = await loginAs(t.app, 'vi-other@vi.test');
  admin = await loginAs(t.app, 'vi-admin@vi.test');
  designer = await loginAs(t.app, 'vi-designer@vi.test');
  logoId = (await createLogo(t.ctx.db, { user_id: o.id, designer_user_id: d.id })).fa_id;
  sharedId = (await createLogo(t.ctx.db, { user_id: o.id, share: true })).fa_id;
  manyColoursId = (
    await createLogo(t.ctx.db, {
      user_id: o.id,
      design: { ...TEST_DESIGN, colors: ['#1f6feb', '#1F6FEB', '#111111', '#f5a623', '#22aa55', '#ff00ff', '#00ffff'] },
    })
  ).fa_id;
  basicId = (await createLogo(t.ctx.db, { user_id: o.id, bought_type: 1 })).fa_id;
  notBoughtId = (await createLogo(t.ctx.db, { user_id: o.id, is_bought: false, bought_type: null })).fa_id;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, host = 'localhost') => t.app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });
const save = (id: number, payload: unknown, cookie?: string, host = ZH_HOST.host) =>
  t.app.inject({ method: 'POST', url: `/api/logo/${id}/fonts/authorization`, payload: payload as object, headers: { host, ...(cookie ? { cookie } : {}) } });
const authRows = async (id: number) => t.ctx.db.select().from(fontAuthorizations).where(eq(fontAuthorizations.fa_id, id));
const VALID = { authorized_name: '青山茶舍（杭州）有限公司', authorized_contact_number: '13800000001' };

describe('GET /api/logo/{id}/vi: the colour specification', () => {
  it('gives each brand colour with HEX, RGB, CMYK through the named profile, a dark flag and a title', async () => {
    const res = await get(`/api/logo/${logoId}/vi`, owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile).toBe('Artifex CMYK SWOP Profile');
    const inks = await toCmyk(['#1F6FEB', '#111111', '#F5A623']);
    expect(body.colors).toEqual([
      { hex: '#1F6FEB', rgb: [31, 111, 235], cmyk: [...inks.get('#1F6FEB')!], dark: true, title: 'Primary', spot: null },
      { hex: '#111111', rgb: [17, 17, 17], cmyk: [...inks.get('#111111')!], dark: true, title: 'Secondary', spot: null },
      { hex: '#F5A623', rgb: [245, 166, 35], cmyk: [...inks.get('#F5A623')!], dark: false, title: 'Accent', spot: null },
    ]);
    expect(body.spotEditable).toBe(true);
  });

  it('titles the colours in Chinese on the Chinese site', async () => {
    const res = await get(`/api/logo/${logoId}/vi`, owner, ZH_HOST.host);
    expect(res.json().colors.map((c: { title: string }) => c.title)).toEqual(['主色', '辅助色', '点缀色']);
  });

  it('lists the first four distinct colours only (spec 02 §5)', async () => {
    const res = await get(`/api/logo/${manyColoursId}/vi`, owner);
    expect(res.json().colors.map((c: { hex: string }) => c.hex)).toEqual(['#1F6FEB', '#111111', '#F5A623', '#22AA55']);
  });

  it('answers every viewer of the logo (a visitor of a shared logo, an admin) and refuses the others', async () => {
    expect((await get(`/api/logo/${sharedId}/vi`)).statusCode).toBe(200);
    expect((await get(`/api/logo/${logoId}/vi`, admin)).statusCode).toBe(200);
    expect((await get(`/api/logo/${logoId}/vi`)).json()).toMatchObject({ error: 'LOGO_PRIVATE' });
    expect((await get(`/api/logo/${logoId}/vi`, other)).statusCode).toBe(403);
    expect((await get('/api/logo/99999/vi', owner)).statusCode).toBe(404);
    expect((await get('/api/logo/abc/vi', owner)).statusCode).toBe(400);
  });
});

describe('PUT /api/logo/{id}/vi/spots: the brand colours’ spot names', () => {
  const put = (id: number, payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: `/api/logo/${id}/vi/spots`, payload: payload as object, headers: { host: 'localhost', ...(cookie ? { cookie } : {}), ...headers } });
  const names = async (id: number, cookie = owner) =>
    Object.fromEntries((await get(`/api/logo/${id}/vi`, cookie)).json().colors.map((c: { hex: string; spot: string | null }) => [c.hex, c.spot]));
  const rows = async (id: number) => t.ctx.db.select().from(spotColours).where(eq(spotColours.fa_id, id));

  it('names the owner’s colours (tidied), answers the specification with them, and clears a name left empty', async () => {
    const res = await put(sharedId, { spots: [{ hex: '#1f6feb', name: '  PANTONE  2175 C ' }, { hex: '#F5A623', name: 'HKS 5 K' }] }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().colors.map((c: { spot: string | null }) => c.spot)).toEqual(['PANTONE 2175 C', null, 'HKS 5 K']);
    expect(await names(sharedId)).toEqual({ '#1F6FEB': 'PANTONE 2175 C', '#111111': null, '#F5A623': 'HKS 5 K' });
    // Whoever views the logo reads the names; only the owner (or an admin) may change them.
    const visitor = (await get(`/api/logo/${sharedId}/vi`)).json();
    expect(visitor.colors[0].spot).toBe('PANTONE 2175 C');
    expect(visitor.spotEditable).toBe(false);
    expect((await put(sharedId, { spots: [{ hex: '#F5A623', name: '' }] }, admin)).statusCode).toBe(200);
    expect(await names(sharedId)).toEqual({ '#1F6FEB': 'PANTONE 2175 C', '#111111': null, '#F5A623': null });
    expect(await rows(sharedId)).toHaveLength(1);
  });

  it('refuses a bad name, a process ink’s name and one name for two colours with their messages, changing nothing', async () => {
    await put(logoId, { spots: [{ hex: '#1F6FEB', name: 'PANTONE 300 C' }] }, owner);
    const cases = [
      [{ hex: '#111111', name: 'Pantone 黑' }, 'SPOT_NAME_INVALID', 'A spot colour name uses letters'],
      [{ hex: '#111111', name: '-PANTONE' }, 'SPOT_NAME_INVALID', 'A spot colour name uses letters'],
      [{ hex: '#111111', name: 'X'.repeat(41) }, 'SPOT_NAME_INVALID', 'at most 40 characters'],
      [{ hex: '#111111', name: 'black' }, 'SPOT_NAME_RESERVED', 'name the process inks'],
      [{ hex: '#111111', name: 'CutContour' }, 'SPOT_NAME_RESERVED', 'name the process inks'],
      [{ hex: '#111111', name: 'pantone 300 c' }, 'SPOT_NAME_REPEATED', 'cannot share one spot colour name'],
    ] as const;
    for (const [spot, error, message] of cases) {
      const res = await put(logoId, { spots: [{ hex: '#F5A623', name: 'PANTONE 130 C' }, spot] }, owner);
      expect(res.statusCode, spot.name).toBe(400);
      expect(res.json()).toMatchObject({ error });
      expect(res.json().msg).toContain(message);
    }
    const zh = await put(logoId, { spots: [{ hex: '#111111', name: 'pantone 300 c' }] }, owner, { host: ZH_HOST.host });
    expect(zh.json().msg).toBe('两个品牌色不能使用同一个专色名称');
    // Nothing of the refused saves was kept: not even their valid first name.
    expect(await names(logoId)).toEqual({ '#1F6FEB': 'PANTONE 300 C', '#111111': null, '#F5A623': null });
  });

  it('refuses what is not a brand colour of the logo and bodies of the wrong shape', async () => {
    for (const body of [{ spots: [{ hex: '#123456', name: 'PANTONE 1 C' }] }, { spots: [{ hex: 'red', name: 'A' }] }, { spots: 'PANTONE' }, {}, { spots: Array(9).fill({ hex: '#111111', name: 'A' }) }]) {
      const res = await put(logoId, body, owner);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(await names(logoId)).toEqual({ '#1F6FEB': 'PANTONE 300 C', '#111111': null, '#F5A623': null });
  });

  it('forgets the name of a colour a designer’s fix took away: not read, and dropped at the next save', async () => {
    const [row] = await t.ctx.db.select().from(logos).where(eq(logos.fa_id, manyColoursId));
    await t.ctx.db.insert(spotColours).values({ fa_id: manyColoursId, hex: '#ABCDEF', name: 'PANTONE 2728 C' });
    // Not one of the logo's colours now: no file or page sees it, and it does not hold its name against the others.
    expect([...(await spotNames(t.ctx, row!))]).toEqual([]);
    const res = await put(manyColoursId, { spots: [{ hex: '#1F6FEB', name: 'PANTONE 2728 C' }] }, owner);
    expect(res.statusCode).toBe(200);
    expect((await rows(manyColoursId)).map((r) => r.hex)).toEqual(['#1F6FEB']);
    expect([...(await spotNames(t.ctx, row!))]).toEqual([['#1F6FEB', 'PANTONE 2728 C']]);
  });

  it('refuses a visitor (401), another user and the designer (403), a foreign origin and a missing logo, writing nothing', async () => {
    const body = { spots: [{ hex: '#111111', name: 'PANTONE Black C' }] };
    expect((await put(sharedId, body)).statusCode).toBe(401);
    expect((await put(sharedId, body, other)).statusCode).toBe(403);
    expect((await put(logoId, body, designer)).statusCode).toBe(403);
    expect((await put(logoId, body, owner, { origin: 'https://evil.test' })).statusCode).toBe(403);
    expect((await put(99999, body, owner)).statusCode).toBe(404);
    expect((await put(logoId, body, other)).statusCode).toBe(403);
    expect((await names(logoId))['#111111']).toBeNull();
    expect((await names(sharedId))['#111111']).toBeNull();
  });
});

describe('GET /api/logo/{id}/effects/{effect}: the effect downloads', () => {
  it('gives the professional owner the golden JPG at 2400×1800 on its backdrop, named after site, logo and effect', async () => {
    const res = await get(`/api/logo/${logoId}/effects/golden`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Logo Maker-Test Brand-Gold foil.jpg'));
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 2400, height: 1800 });
  });

  it('gives the cut-out PNG: transparent round the logo, in the site’s words on the Chinese site', async () => {
    const res = await get(`/api/logo/${logoId}/effects/neon?format=png`, owner, ZH_HOST.host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Logo设计-Test Brand-霓虹.png'));
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([2400, 1800, 4]);
    expect(data[3]).toBe(0);
  });

  it('gives the basic package the web quality (spec 02 §6: high only when upgraded or admin)', async () => {
    const pro = await get(`/api/logo/${logoId}/effects/silver`, owner);
    const basic = await get(`/api/logo/${basicId}/effects/silver`, owner);
    expect(basic.statusCode).toBe(200);
    expect(await sharp(basic.rawPayload).metadata()).toMatchObject({ width: 2400, height: 1800, chromaSubsampling: '4:2:0' });
    expect((await sharp(pro.rawPayload).metadata()).chromaSubsampling).toBe('4:4:4');
    expect((await get(`/api/logo/${logoId}/effects/glow`, admin)).statusCode).toBe(200);
  });

  it('lets a signed-in stranger download from a shared logo, counted against the visitors’ limit', async () => {
    const { rateHits } = await import('../../db/schema');
    const before = (await t.ctx.db.select().from(rateHits)).length;
    expect((await get(`/api/logo/${sharedId}/effects/golden`, other)).statusCode).toBe(200);
    expect((await t.ctx.db.select().from(rateHits)).length).toBe(before + 1);
  });

  it('refuses a visitor (even of a shared logo), another user, a logo not bought, and bad input', async () => {
    expect((await get(`/api/logo/${sharedId}/effects/golden`)).json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    expect((await get(`/api/logo/${logoId}/effects/golden`, other)).json()).toMatchObject({ error: 'LOGO_PRIVATE' });
    expect((await get(`/api/logo/${notBoughtId}/effects/golden`, owner)).json()).toMatchObject({ error: 'NOT_BOUGHT' });
    expect((await get(`/api/logo/${logoId}/effects/bronze`, owner)).statusCode).toBe(400);
    expect((await get(`/api/logo/${logoId}/effects/golden?format=gif`, owner)).statusCode).toBe(400);
    expect((await get('/api/logo/99999/effects/golden', owner)).statusCode).toBe(404);
  });
});

describe('GET /api/logo/{id}/effects/{effect}/preview.jpg: the effect cards’ pictures', () => {
  const preview = (id: number | string, effect = 'neon') => `/api/logo/${id}/effects/${effect}/preview.jpg`;

  it('is the effect on its backdrop, 600×450, kept and revalidated by its ETag, the same as the download made smaller', async () => {
    const res = await get(preview(logoId), owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 450 });
    const etag = String(res.headers.etag);
    expect((await get(`${preview(logoId)}?d=0a1b2c3d`, owner)).headers.etag).toBe(etag);
    const kept = await t.app.inject({ url: preview(logoId), headers: { cookie: owner, 'if-none-match': etag } });
    expect(kept.statusCode).toBe(304);
    const big = await get(`/api/logo/${logoId}/effects/neon?format=jpg`, owner);
    const [a, b] = await Promise.all([sharp(res.rawPayload).raw().toBuffer(), sharp(big.rawPayload).resize(600, 450).raw().toBuffer()]);
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
    expect(diff / a.length).toBeLessThan(8);
    // Each effect is its own picture.
    expect((await get(preview(logoId, 'golden'), owner)).headers.etag).not.toBe(etag);
  });

  it('is for whoever may view the logo, and refuses others and what is not an effect', async () => {
    expect((await get(preview(sharedId))).statusCode).toBe(200);
    expect((await get(preview(notBoughtId), owner)).statusCode).toBe(200);
    expect((await get(preview(logoId), other)).json().error).toBe('LOGO_PRIVATE');
    expect((await get(preview(logoId))).json().error).toBe('LOGO_PRIVATE');
    expect((await get(preview(999999), owner)).statusCode).toBe(404);
    expect((await get(preview(logoId, 'sparkle'), owner)).statusCode).toBe(400);
    expect((await get(preview('abc'), owner)).statusCode).toBe(400);
    expect((await get(`${preview(logoId)}?d=not-hex`, owner)).statusCode).toBe(400);
  });
});

describe('GET /api/logo/{id}/fonts: the font price and authorisation list', () => {
  it('lists the name and slogan fonts with their terms; the owner may edit; nothing authorised yet', async () => {
    const res = await get(`/api/logo/${logoId}/fonts`, owner, ZH_HOST.host);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, authorized: false, authorization: null, editable: true, bought: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(body.list).toEqual([
      expect.objectContaining({ font_id: 'inter-700', font_name: 'Inter Bold', isfree: 1, price: 0, role: 'name', authorized_name: null, authorized_contact_number: null }),
      expect.objectContaining({ font_id: 'inter-400', font_name: 'Inter Regular', isfree: 1, price: 0, role: 'slogan' }),
    ]);
    expect(body.list[0].detail_id).toEqual(expect.any(Number));
  });

  it('gives a sold licence its price in yuan, from the catalogue', async () => {
    await t.ctx.db.update(fontPrices).set({ isfree: 0, price: '68.00' }).where(eq(fontPrices.font_id, 'inter-400'));
    try {
      const slogan = (await get(`/api/logo/${logoId}/fonts`, owner, ZH_HOST.host)).json().list[1];
      expect(slogan).toMatchObject({ font_id: 'inter-400', isfree: 0, price: 68 });
    } finally {
      await t.ctx.db.update(fontPrices).set({ isfree: 1, price: '0' }).where(eq(fontPrices.font_id, 'inter-400'));
    }
  });

  it('exists on the Chinese site only', async () => {
    expect((await get(`/api/logo/${logoId}/fonts`, owner)).statusCode).toBe(404);
  });

  it('shows a shared logo to a visitor without edit rights, and refuses another user on a private logo', async () => {
    const shared = await get(`/api/logo/${sharedId}/fonts`, undefined, ZH_HOST.host);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ editable: false });
    expect((await get(`/api/logo/${logoId}/fonts`, other, ZH_HOST.host)).statusCode).toBe(403);
    expect((await get(`/api/logo/${logoId}/fonts`, undefined, ZH_HOST.host)).statusCode).toBe(403);
  });
});

describe('POST /api/logo/{id}/fonts/authorization', () => {
  it('refuses a visitor (401), another user, the designer (403) and the English site (404) with status 0, writing nothing', async () => {
    const visitor = await save(logoId, VALID);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ status: 0, error: 'UNAUTHENTICATED' });
    for (const c of [other, designer]) {
      const res = await save(logoId, VALID, c);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 0 });
    }
    expect((await save(logoId, VALID, owner, 'localhost')).statusCode).toBe(404);
    expect(await authRows(logoId)).toHaveLength(0);
  });

  it.each([
    [{ ...VALID, authorized_name: '  ' }, 'FONT_AUTH_NAME_REQUIRED', FONT_AUTH_MESSAGES.nameRequired],
    [{ ...VALID, authorized_name: '名'.repeat(61) }, 'FONT_AUTH_NAME_TOO_LONG', FONT_AUTH_MESSAGES.nameTooLong],
    [{ ...VALID, authorized_contact_number: '12345' }, 'FONT_AUTH_CONTACT_INVALID', FONT_AUTH_MESSAGES.contactInvalid],
    [{ ...VALID, authorized_contact_number: '12000000000' }, 'FONT_AUTH_CONTACT_INVALID', FONT_AUTH_MESSAGES.contactInvalid],
    [{ authorized_name: 'x' }, 'FONT_AUTH_CONTACT_INVALID', FONT_AUTH_MESSAGES.contactInvalid],
    [[], 'BAD_REQUEST', '请求参数有误'],
  ])('refuses %j with its message and writes nothing', async (payload, error, msg) => {
    const res = await save(logoId, payload, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, error, msg });
    expect(await authRows(logoId)).toHaveLength(0);
  });

  it('saves the owner’s details, answers status 1 with the message, and the list then shows them', async () => {
    const res = await save(logoId, { authorized_name: '  张三  ', authorized_contact_number: '0571-88886666' }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, msg: FONT_AUTH_MESSAGES.saved });
    const list = (await get(`/api/logo/${logoId}/fonts`, owner, ZH_HOST.host)).json();
    expect(list.authorized).toBe(true);
    expect(list.list[0]).toMatchObject({ authorized_name: '张三', authorized_contact_number: '0571-88886666' });
    expect(list.authorization).toEqual({ authorized_name: '张三', authorized_contact_number: '0571-88886666' });
  });

  it('lets an admin replace them (one row a logo)', async () => {
    expect((await save(logoId, VALID, admin)).json()).toMatchObject({ status: 1 });
    const rows = await authRows(logoId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(VALID);
  });

  it('never shows the details to a visitor of a shared logo', async () => {
    expect((await save(sharedId, VALID, owner)).statusCode).toBe(200);
    const list = (await get(`/api/logo/${sharedId}/fonts`, undefined, ZH_HOST.host)).json();
    expect(list.authorized).toBe(true);
    expect(list.authorization).toBeNull();
    expect(list.list.every((i: { authorized_name: unknown; authorized_contact_number: unknown }) => i.authorized_name === null && i.authorized_contact_number === null)).toBe(true);
  });
});

describe('GET /api/logo/{id}/fonts/licence.pdf', () => {
  it('is refused until the authorisation is filled in', async () => {
    const res = await get(`/api/logo/${manyColoursId}/fonts/licence.pdf`, owner, ZH_HOST.host);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'FONT_AUTH_INCOMPLETE' });
  });

  it('refuses a visitor (even of a shared logo), another user and the English site', async () => {
    expect((await get(`/api/logo/${logoId}/fonts/licence.pdf`, undefined, ZH_HOST.host)).statusCode).toBe(401);
    expect((await get(`/api/logo/${sharedId}/fonts/licence.pdf`, undefined, ZH_HOST.host)).statusCode).toBe(401);
    expect((await get(`/api/logo/${logoId}/fonts/licence.pdf`, other, ZH_HOST.host)).statusCode).toBe(403);
    expect((await get(`/api/logo/${logoId}/fonts/licence.pdf`, owner)).statusCode).toBe(404);
  });

  it('is a 900×630 pt certificate naming the logo, the fonts, the licensee and the date, sharp at ratio 2', async () => {
    await save(logoId, VALID, owner);
    const res = await get(`/api/logo/${logoId}/fonts/licence.pdf`, owner, ZH_HOST.host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Test Brand-字体授权证书.pdf'));
    const dir = mkdtempSync(join(tmpdir(), 'licence-'));
    const file = join(dir, 'licence.pdf');
    writeFileSync(file, res.rawPayload);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+1/);
    expect(info).toMatch(/Page size:\s+900 x 630 pts/);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    for (const s of ['字体授权证书', VALID.authorized_name, VALID.authorized_contact_number, 'TestBrand', 'InterBold', 'InterRegular', '免费商用']) expect(text).toContain(s);
    const today = new Date(Date.now() + 8 * 3600_000);
    expect(text).toContain(`${today.getUTCFullYear()}年${String(today.getUTCMonth() + 1).padStart(2, '0')}月`);
    expect(text).toMatch(new RegExp(`证书编号：FL\\d{8}${String(logoId).padStart(8, '0')}`));
    // Drawn as vectors (the logo as outlines, the seal as paths): no picture in it, so a render at
    // ratio 2 (144 dpi, 1800×1260 px) or any other is as sharp as the page.
    expect(execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(2);
    execFileSync('pdftoppm', ['-r', '144', '-png', '-singlefile', file, join(dir, 'page')]);
    const { width, height } = await sharp(join(dir, 'page.png')).metadata();
    expect([width, height]).toEqual([1800, 1260]);
  });

  it('is refused for a logo not bought, though its owner may fill in the details', async () => {
    expect((await save(notBoughtId, VALID, owner)).json()).toMatchObject({ status: 1 });
    const res = await get(`/api/logo/${notBoughtId}/fonts/licence.pdf`, owner, ZH_HOST.host);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'NOT_BOUGHT' });
  });

  it('keeps a font sold with a licence out of what it grants', async () => {
    await t.ctx.db.update(fontPrices).set({ isfree: 0, price: '68.00' }).where(eq(fontPrices.font_id, 'inter-400'));
    try {
      const res = await get(`/api/logo/${logoId}/fonts/licence.pdf`, owner, ZH_HOST.host);
      const dir = mkdtempSync(join(tmpdir(), 'licence-'));
      writeFileSync(join(dir, 'l.pdf'), res.rawPayload);
      const text = execFileSync('pdftotext', [join(dir, 'l.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
      expect(text).toContain('InterRegular·标语不在本授权范围内：商用须另购授权（¥68.00）');
      expect(text).toContain('InterBold·标志名称免费商用');
    } finally {
      await t.ctx.db.update(fontPrices).set({ isfree: 1, price: '0' }).where(eq(fontPrices.font_id, 'inter-400'));
    }
  });

  it('is given to an admin too', async () => {
    expect((await get(`/api/logo/${logoId}/fonts/licence.pdf`, admin, ZH_HOST.host)).statusCode).toBe(200);
  });
});
