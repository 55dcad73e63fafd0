import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCardPreview } from '../../../core/cards/api';
import { CARD_DESIGNS } from '../../../core/cards/designs';
import { SAMPLE_CARD_INFO } from '../../../core/cards/info';
import { CMYK_PROFILE } from '../../render/cmyk';
import { pdfx4Problems } from '../../render/formats/pdfx-check';
import { createLogo, createUser, TEST_DESIGN } from '../../test/factories';
import { ZDesign } from '../../../core/design';
import { logos } from '../../db/schema';
import { takeForAddress } from '../../lib/rate-limit';
import { SAMPLE_PICTURE_LIMIT } from './routes';
import { eq } from 'drizzle-orm';
import { changesHeard, loginAs, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let pro: number;
let basic: number;
let notBought: number;
let sharedPro: number;
const dir = mkdtempSync(join(tmpdir(), 'cards-'));
const info = SAMPLE_CARD_INFO.en;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const owner = await createUser(db, { email: 'owner@cards.test' });
  await createUser(db, { email: 'admin@cards.test', is_admin: true });
  await createUser(db, { email: 'other@cards.test' });
  pro = (await createLogo(db, { user_id: owner.id })).fa_id;
  basic = (await createLogo(db, { user_id: owner.id, bought_type: 1 })).fa_id;
  notBought = (await createLogo(db, { user_id: owner.id, is_bought: false, bought_type: null })).fa_id;
  sharedPro = (await createLogo(db, { user_id: owner.id, share: true })).fa_id;
  cookies = {
    owner: await loginAs(t.app, 'owner@cards.test'),
    admin: await loginAs(t.app, 'admin@cards.test'),
    other: await loginAs(t.app, 'other@cards.test'),
  };
});
afterAll(() => t.close());

const post = (url: string, body: unknown, cookie?: string, host?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}), origin: `http://${host ?? 'localhost'}` },
  });

/** pdfinfo's answer for a PDF, as key → value. */
function pdfinfo(pdf: Buffer, ...args: string[]): Record<string, string> {
  const file = join(dir, `card-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const out = execFileSync('pdfinfo', [...args, file], { encoding: 'utf8' });
  return Object.fromEntries(out.split('\n').filter((l) => l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]));
}

/** The PDF's content streams, inflated. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/stream\r?\n/g)].flatMap((m) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      return [inflateSync(pdf.subarray(start, end)).toString('latin1')];
    } catch {
      return [];
    }
  });
}

describe('POST /api/logo/:id/business-cards/preview', () => {
  it('gives every design, front and back, as SVG, with the card size of the site', async () => {
    const res = await post(`/api/logo/${pro}/business-cards/preview`, { info: { name: 'Alex Morgan', email: 'alex@' } }, cookies.owner);
    expect(res.statusCode).toBe(200);
    const body = ZCardPreview.parse(res.json());
    expect(body.format).toEqual({ width: 88.9, height: 50.8, label: '3.5 × 2 in' });
    expect(body.cards.map((c) => c.id)).toEqual(CARD_DESIGNS.map((d) => d.id));
    for (const c of body.cards) {
      expect(c.front.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="355.6" height="203.2"')).toBe(true);
      expect(c.back).toContain('<path');
    }
    const zh = ZCardPreview.parse((await post(`/api/logo/${pro}/business-cards/preview`, { info: {} }, cookies.owner, 'zh.localhost')).json());
    expect(zh.format).toEqual({ width: 90, height: 54, label: '90 × 54 mm' });
    expect(zh.cards[0]!.label).toBe('经典');
  });

  it('previews only the designs asked for, never kept by a cache', async () => {
    const res = await post(`/api/logo/${pro}/business-cards/preview`, { info, designs: ['frame', 'band'] }, cookies.owner);
    expect(ZCardPreview.parse(res.json()).cards.map((c) => c.id)).toEqual(['band', 'frame']);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await post(`/api/logo/${pro}/business-cards/preview`, { info, designs: [] }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/${pro}/business-cards/preview`, { info, designs: ['Bad!'] }, cookies.owner)).statusCode).toBe(400);
  });

  it('limits how often one address may ask (120 a minute)', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/logo/${sharedPro}/business-cards/preview`,
        payload: { info, designs: ['classic'] },
        headers: { origin: 'http://localhost' },
        remoteAddress: '203.0.113.77',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await ask()).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    const last = await ask();
    expect([last.statusCode, last.json().error]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });

  it('previews for anyone who may view the logo: a visitor of a shared logo, a basic package', async () => {
    expect((await post(`/api/logo/${sharedPro}/business-cards/preview`, { info }, undefined)).statusCode).toBe(200);
    expect((await post(`/api/logo/${basic}/business-cards/preview`, { info }, cookies.owner)).statusCode).toBe(200);
    expect((await post(`/api/logo/${notBought}/business-cards/preview`, { info }, cookies.owner)).statusCode).toBe(200);
  });

  it('refuses a private logo to others, and bad input', async () => {
    expect((await post(`/api/logo/${pro}/business-cards/preview`, { info }, cookies.other)).json().error).toBe('LOGO_PRIVATE');
    expect((await post(`/api/logo/${pro}/business-cards/preview`, { info }, undefined)).json().error).toBe('LOGO_PRIVATE');
    expect((await post(`/api/logo/${pro}/business-cards/preview`, { info: { name: 'x'.repeat(200) } }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/${pro}/business-cards/preview`, { info: { name: 'a\u0001b' } }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/${pro}/business-cards/preview`, { info: { name: 5 } }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/999999/business-cards/preview`, { info }, cookies.owner)).statusCode).toBe(404);
  });
});

describe('GET /api/logo/:id/business-cards/:design/:side/preview.jpg', () => {
  const preview = (id: number | string, design = 'classic', side = 'front') => `/api/logo/${id}/business-cards/${design}/${side}/preview.jpg`;
  const get = (url: string, cookie?: string, host?: string, etag?: string) =>
    t.app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}), ...(etag ? { 'if-none-match': etag } : {}) } });

  it('is the side with the site’s sample person, as the PNG download draws it, kept and revalidated by its ETag', async () => {
    const heights = { en: Math.round((720 * 50.8) / 88.9), zh: Math.round((720 * 54) / 90) };
    for (const [site, host] of [['en', undefined], ['zh', 'zh.localhost']] as const) {
      const res = await get(preview(pro, 'sidebar', 'front'), cookies.owner, host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 720, heights[site]]);
      // The same card as the PNG of the sample person's details, made smaller.
      const png = await post(`/api/logo/${pro}/business-cards/sidebar/png`, { info: SAMPLE_CARD_INFO[site], side: 'front' }, cookies.owner, host);
      expect(png.statusCode).toBe(200);
      const [a, b] = await Promise.all([
        sharp(res.rawPayload).removeAlpha().raw().toBuffer(),
        sharp(png.rawPayload).resize(720, heights[site], { fit: 'fill' }).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer(),
      ]);
      let diff = 0;
      for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
      expect(diff / a.length).toBeLessThan(6);
      // Asked again (or with a design's fingerprint, web/components/ServerPicture.tsx `followingDesign`): the same picture; revalidated: 304.
      const etag = String(res.headers.etag);
      expect((await get(preview(pro, 'sidebar', 'front'), cookies.owner, host)).headers.etag).toBe(etag);
      expect((await get(`${preview(pro, 'sidebar', 'front')}?d=0a1b2c3d`, cookies.owner, host)).headers.etag).toBe(etag);
      const kept = await get(preview(pro, 'sidebar', 'front'), cookies.owner, host, etag);
      expect(kept.statusCode).toBe(304);
      expect(kept.rawPayload.length).toBe(0);
    }
    // Each side and each site is its own picture.
    const tags = await Promise.all([get(preview(pro, 'sidebar', 'back'), cookies.owner), get(preview(pro, 'sidebar', 'front'), cookies.owner, 'zh.localhost'), get(preview(pro, 'sidebar', 'front'), cookies.owner)]);
    expect(new Set(tags.map((r) => r.headers.etag)).size).toBe(3);
  });

  it('is drawn anew once the logo changes; only a side not yet kept takes from the address’s allowance (60 a minute)', async () => {
    const address = '203.0.113.91';
    const ask = (id: number, etag?: string) =>
      t.app.inject({ url: preview(id, 'frame', 'back'), remoteAddress: address, headers: etag ? { 'if-none-match': etag } : {} });
    const owner = (await t.ctx.db.select().from(logos).where(eq(logos.fa_id, sharedPro)))[0]!.user_id;
    const id = (await createLogo(t.ctx.db, { user_id: owner, share: true, design: { ...TEST_DESIGN, name: { ...TEST_DESIGN.name, text: 'Harbour Lights' } } })).fa_id;
    const first = await ask(id);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    // Another ETag than the browser holds: the picture itself.
    expect((await ask(id, '"0123"')).statusCode).toBe(200);
    // The first drawing took one of the allowance, the kept picture none: the rest of it is there to take, and then it is used up.
    for (let i = 1; i < SAMPLE_PICTURE_LIMIT.max; i++) await takeForAddress(t.ctx.db, SAMPLE_PICTURE_LIMIT, { ip: address });
    await expect(takeForAddress(t.ctx.db, SAMPLE_PICTURE_LIMIT, { ip: address })).rejects.toThrow();
    // Kept sides still come; a side to draw is refused.
    expect((await ask(id)).headers.etag).toBe(etag);
    expect((await ask(id, etag)).statusCode).toBe(304);
    // A designer's fix: the logo's new design is a new picture, which this address may not have drawn now.
    const changed = ZDesign.parse({ ...TEST_DESIGN, name: { ...TEST_DESIGN.name, text: 'Harbour Lights Co' } });
    await t.ctx.db.update(logos).set({ design: changed, logo_name: 'Harbour Lights Co' }).where(eq(logos.fa_id, id));
    // Every process's copy of the logo is dropped on the change's notice (on PostgreSQL it comes a moment later).
    await changesHeard(t);
    const refused = await ask(id, etag);
    expect([refused.statusCode, refused.json().error]).toEqual([429, 'TOO_MANY_REQUESTS']);
    // Another address draws it: a new ETag, not the old picture.
    const fresh = await t.app.inject({ url: preview(id, 'frame', 'back'), remoteAddress: '203.0.113.92' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('is for whoever may view the logo, and refuses others and what is not a card’s side', async () => {
    expect((await get(preview(sharedPro))).statusCode).toBe(200);
    expect((await get(preview(notBought), cookies.owner)).statusCode).toBe(200);
    expect((await get(preview(basic, 'midnight', 'back'), cookies.owner)).statusCode).toBe(200);
    for (const [url, cookie, status, error] of [
      [preview(pro), cookies.other, 403, 'LOGO_PRIVATE'],
      [preview(pro), undefined, 403, 'LOGO_PRIVATE'],
      [preview(999999), cookies.owner, 404, undefined],
      [preview(pro, 'no-such-design'), cookies.owner, 404, undefined],
      [preview(pro, 'classic', 'middle'), cookies.owner, 400, undefined],
      [preview('abc'), cookies.owner, 400, undefined],
      [preview(pro, 'Bad!'), cookies.owner, 400, undefined],
      [`${preview(pro)}?d=not-hex`, cookies.owner, 400, undefined],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(status);
      if (error) expect(res.json().error).toBe(error);
    }
  });
});

describe('POST /api/logo/:id/business-cards/:design/pdf', () => {
  it('gives the print PDF: PDF/X-4, two pages of trim + bleed without marks, TrimBox inside, vector only, no fonts, CMYK colours', async () => {
    const res = await post(`/api/logo/${pro}/business-cards/classic/pdf`, { info }, cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('Logo Maker-Test Brand-Classic-print.pdf');
    const pdf = res.rawPayload;
    const meta = pdfinfo(pdf, '-box');
    expect(meta.Pages).toBe('2');
    // 3.5 × 2 in plus 1/8 in bleed each side = 3.75 × 2.25 in = 270 × 162 pt.
    expect(meta['Page size']).toBe('270 x 162 pts');
    expect(meta.BleedBox!.split(/\s+/).map(Number)).toEqual([0, 0, 270, 162]);
    expect(meta.TrimBox!.split(/\s+/).map(Number)).toEqual([9, 9, 261, 153]);
    expect(meta.Subject).toContain(CMYK_PROFILE.name);
    expect(pdfinfo(pdf)['PDF subtype']).toBe('PDF/X-4');
    expect(pdfx4Problems(pdf)).toEqual([]);
    const checked = join(dir, 'check.pdf');
    writeFileSync(checked, pdf);
    expect(execFileSync('qpdf', ['--check', checked], { encoding: 'utf8' })).toContain('No syntax or stream encoding errors found');
    const file = join(dir, 'fonts.pdf');
    writeFileSync(file, pdf);
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').length).toBe(2);
    expect(execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length).toBe(2);
    const streams = contentStreams(pdf).join('\n');
    // Every fill and stroke colour is set in DeviceCMYK (pdfkit: "/DeviceCMYK cs … scn"), none in RGB or grey.
    expect(streams).toMatch(/\/DeviceCMYK cs\n[\d.]+ [\d.]+ [\d.]+ [\d.]+ scn/);
    expect(streams).not.toMatch(/DeviceRGB|DeviceGray| (rg|RG|g|G)\n/);
    expect(pdf.toString('latin1')).not.toMatch(/DeviceRGB/);
    // The text greys in black ink alone; the brand colour in more than one ink.
    expect(streams).toMatch(/\/DeviceCMYK cs\n0 0 0 0\.\d+ scn/);
  });

  it('with crop marks asked: the page reaches 6 mm beyond the bleed for the marks; without, the page is the bleed', async () => {
    const crop = pdfinfo((await post(`/api/logo/${pro}/business-cards/classic/pdf`, { info, marks: 'crop' }, cookies.owner)).rawPayload, '-box');
    expect(crop['Page size']).toBe('304.016 x 196.016 pts');
    expect(crop.BleedBox!.split(/\s+/).map(Number)).toEqual([17.01, 17.01, 287.01, 179.01]);
    expect(crop.TrimBox!.split(/\s+/).map(Number)).toEqual([26.01, 26.01, 278.01, 170.01]);
    const none = pdfinfo((await post(`/api/logo/${pro}/business-cards/classic/pdf`, { info, marks: 'none' }, cookies.owner)).rawPayload, '-box');
    expect([none['Page size'], none.MediaBox, none.BleedBox]).toEqual(['270 x 162 pts', none.BleedBox, none.MediaBox]);
  });

  it('refuses marks other than none or crop with a code that says so', async () => {
    for (const marks of ['trim', 'CROP', '', 5, null, ['crop']]) {
      const res = await post(`/api/logo/${pro}/business-cards/classic/pdf`, { info, marks }, cookies.owner);
      expect([marks, res.statusCode, res.json().error]).toEqual([marks, 400, 'CARD_MARKS_INVALID']);
      expect(res.json().msg).toBe('The crop marks option is not valid: marks must be none (without marks) or crop (with crop marks).');
    }
    // Other bad input keeps its own answer.
    expect((await post(`/api/logo/${pro}/business-cards/classic/pdf`, { info: { ...info, name: '' }, marks: 'crop' }, cookies.owner)).json().error).toBe('BAD_REQUEST');
  });

  it('is 90 × 54 mm with 3 mm bleed on the Chinese site', async () => {
    const res = await post(`/api/logo/${pro}/business-cards/sidebar/pdf`, { info: SAMPLE_CARD_INFO.zh }, cookies.owner, 'zh.localhost');
    expect(res.statusCode).toBe(200);
    const meta = pdfinfo(res.rawPayload, '-box');
    const [w, h] = meta['Page size']!.split(' x ').map((v) => Number.parseFloat(v));
    expect(w! / (72 / 25.4)).toBeCloseTo(96, 2);
    expect(h! / (72 / 25.4)).toBeCloseTo(60, 2);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('Logo设计-Test Brand-侧边色条-print.pdf');
  });

  it('refuses a visitor, a non-buyer, the basic package, another user, an unknown design and invalid info', async () => {
    const cases: [number, string, unknown, string | undefined, number, string][] = [
      [pro, 'classic', { info }, undefined, 401, 'UNAUTHENTICATED'],
      [sharedPro, 'classic', { info }, undefined, 401, 'UNAUTHENTICATED'],
      [notBought, 'classic', { info }, cookies.owner, 403, 'NOT_BOUGHT'],
      [basic, 'classic', { info }, cookies.owner, 403, 'NOT_IN_PACKAGE'],
      [pro, 'classic', { info }, cookies.other, 403, 'LOGO_PRIVATE'],
      [pro, 'nonesuch', { info }, cookies.owner, 404, 'NOT_FOUND'],
      [pro, 'classic', { info: { ...info, name: '' } }, cookies.owner, 400, 'BAD_REQUEST'],
      [pro, 'classic', { info: { ...info, email: 'alex@' } }, cookies.owner, 400, 'BAD_REQUEST'],
      [pro, 'Classic!', { info }, cookies.owner, 400, 'BAD_REQUEST'],
    ];
    for (const [logo, design, body, cookie, status, error] of cases) {
      const res = await post(`/api/logo/${logo}/business-cards/${design}/pdf`, body, cookie);
      expect([logo, design, res.statusCode, res.json().error]).toEqual([logo, design, status, error]);
    }
  });

  it('lets an admin and a signed-in visitor of a shared professional logo download', async () => {
    expect((await post(`/api/logo/${pro}/business-cards/frame/pdf`, { info }, cookies.admin)).statusCode).toBe(200);
    expect((await post(`/api/logo/${sharedPro}/business-cards/frame/pdf`, { info }, cookies.other)).statusCode).toBe(200);
  });
});

describe('POST /api/logo/:id/business-cards/:design/png', () => {
  it('gives one side for screens, 1200 px wide on the trim', async () => {
    for (const side of ['front', 'back'] as const) {
      const res = await post(`/api/logo/${pro}/business-cards/band/png`, { info, side }, cookies.owner);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, Math.round((1200 * 50.8) / 88.9)]);
      expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`Logo Maker-Test Brand-Bottom band-${side}.png`);
    }
  });

  it('refuses without the package and on a bad side', async () => {
    expect((await post(`/api/logo/${basic}/business-cards/band/png`, { info, side: 'front' }, cookies.owner)).json().error).toBe('NOT_IN_PACKAGE');
    expect((await post(`/api/logo/${pro}/business-cards/band/png`, { info, side: 'inside' }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/${pro}/business-cards/band/png`, { info, side: 'front' }, undefined)).statusCode).toBe(401);
  });
});
