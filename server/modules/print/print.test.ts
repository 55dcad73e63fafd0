import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARD_INFO } from '../../../core/cards/info';
import { ZPrintPreview } from '../../../core/print/api';
import { inkPlates } from '../../render/formats/pdf-test-support';
import { run, withTempFile } from '../../render/formats/test-support';
import { pdfx1aProblems, pdfx4Problems } from '../../render/formats/pdfx-check';
import { brandAssetLogos, getter, overLimit, poster } from '../../test/brand-assets';
import { startTestApp, type TestApp } from '../../test/harness';
import { PRINT_PREVIEW_LIMIT } from './routes';

/* The print shop's routes (issue 47): previews for every viewer, print files with the professional package. */

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let pro: number;
let zhPro: number;
let basic: number;
let notBought: number;
let shared: number;
let post: ReturnType<typeof poster>;

beforeAll(async () => {
  t = await startTestApp();
  const made = await brandAssetLogos(t, 'print.test');
  cookies = made.cookies;
  [pro, zhPro, basic, notBought, shared] = [made.logos.pro, made.logos.zhPro, made.logos.basic, made.logos.notBought, made.logos.shared].map((l) => l.fa_id) as [number, number, number, number, number];
  post = poster(t);
});
afterAll(() => t.close());

const info = SAMPLE_CARD_INFO.en;
const sticker = { item: 'sticker', shape: 'round', size: '2in', sheet: 'none' };

describe('POST /api/logo/{id}/print/preview', () => {
  it('gives the item’s pages as SVG with its size and bleed, the die lines drawn, to whoever may view the logo', async () => {
    const res = await post(`/api/logo/${pro}/print/preview`, { spec: sticker, info }, cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = ZPrintPreview.parse(res.json());
    expect(body.format.width).toBeCloseTo(50.8);
    expect(body.format.bleed).toBeCloseTo(3.175);
    expect(body.pages).toHaveLength(1);
    expect(body.pages[0]).toContain('data-cut="1"');
    expect(body.pages.every((svg) => !/<text|<script|on\w+=/.test(svg))).toBe(true);
    // The Chinese site's sizes, its words; a half-typed detail is drawn as typed; a shared logo's visitor sees it too.
    const zh = ZPrintPreview.parse((await post(`/api/logo/${zhPro}/print/preview`, { spec: { item: 'envelope', size: 'zl', window: true }, info: { email: 'half@' } }, cookies.owner, 'zh.localhost')).json());
    expect(zh.label).toBe('信封 6 号 ZL · 230 × 120 mm');
    expect((await post(`/api/logo/${shared}/print/preview`, { spec: { item: 'letterhead', size: 'letter' }, info: {} })).statusCode).toBe(200);
    expect((await post(`/api/logo/${basic}/print/preview`, { spec: { item: 'badge', size: 'cr80' }, info: {} }, cookies.owner)).statusCode).toBe(200);
  });

  it('refuses a private logo to others, another market’s size, a bad item or size, and too many calls', async () => {
    expect((await post(`/api/logo/${pro}/print/preview`, { spec: sticker, info }, cookies.other)).json().error).toBe('LOGO_PRIVATE');
    expect((await post(`/api/logo/${pro}/print/preview`, { spec: sticker, info })).statusCode).toBe(403);
    const zhSize = await post(`/api/logo/${pro}/print/preview`, { spec: { item: 'envelope', size: 'zl', window: false }, info }, cookies.owner);
    expect([zhSize.statusCode, zhSize.json().error]).toEqual([400, 'PRINT_SIZE_INVALID']);
    expect((await post(`/api/logo/${zhPro}/print/preview`, { spec: { item: 'letterhead', size: 'letter' }, info }, cookies.owner, 'zh.localhost')).json().error).toBe('PRINT_SIZE_INVALID');
    for (const spec of [{ item: 'mug', size: 'a4' }, { ...sticker, size: '151mm' }, { ...sticker, shape: 'star' }, { ...sticker, sheet: 'a3' }, { item: 'letterhead' }]) {
      expect((await post(`/api/logo/${pro}/print/preview`, { spec, info }, cookies.owner)).statusCode, JSON.stringify(spec)).toBe(400);
    }
    expect((await post(`/api/logo/${pro}/print/preview`, { spec: sticker, info: { name: 'x'.repeat(200) } }, cookies.owner)).statusCode).toBe(400);
    expect((await post('/api/logo/abc/print/preview', { spec: sticker, info }, cookies.owner)).statusCode).toBe(400);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/logo/${pro}/print/preview`, payload: { spec: sticker, info }, headers: { cookie: cookies.owner, origin: 'https://evil.test' } });
    expect(foreign.statusCode).toBe(403);
    const address = '203.0.113.78';
    const burst = async () => t.app.inject({ method: 'POST', url: `/api/logo/${shared}/print/preview`, payload: { spec: sticker, info }, remoteAddress: address, headers: { origin: 'http://localhost' } });
    expect(await overLimit(PRINT_PREVIEW_LIMIT.max, burst)).toBe(429);
  });
});

describe('GET /api/logo/{id}/print/preview (the first item the page preloads)', () => {
  const get = (url: string, cookie?: string, host?: string) => getter(t)(url, cookie, host);

  it('draws an item in the site’s first size with nothing typed, as the POST of the same does', async () => {
    const res = await get(`/api/logo/${pro}/print/preview?item=letterhead`, cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = ZPrintPreview.parse(res.json());
    expect(body.label).toBe('Letterhead US Letter · 8.5 × 11 in');
    const posted = ZPrintPreview.parse((await post(`/api/logo/${pro}/print/preview`, { spec: { item: 'letterhead', size: 'letter' }, info: {} }, cookies.owner)).json());
    expect(body).toEqual(posted);
    expect(ZPrintPreview.parse((await get(`/api/logo/${zhPro}/print/preview?item=envelope`, cookies.owner, 'zh.localhost')).json()).label).toBe('信封 5 号 DL · 220 × 110 mm');
  });

  it('refuses a private logo to others, an unknown item, a bad id', async () => {
    expect((await get(`/api/logo/${pro}/print/preview?item=letterhead`, cookies.other)).json().error).toBe('LOGO_PRIVATE');
    expect((await get(`/api/logo/${pro}/print/preview?item=letterhead`)).statusCode).toBe(403);
    expect((await get(`/api/logo/${pro}/print/preview?item=mug`, cookies.owner)).statusCode).toBe(400);
    expect((await get(`/api/logo/${pro}/print/preview`, cookies.owner)).statusCode).toBe(400);
    expect((await get('/api/logo/0/print/preview?item=letterhead', cookies.owner)).statusCode).toBe(400);
  });
});

describe('POST /api/logo/{id}/print/pdf', () => {
  it('gives the print file as PDF/X-4 by default and as PDF/X-1a when asked, named for the logo, the item and the standard', async () => {
    const x4 = await post(`/api/logo/${pro}/print/pdf`, { spec: { item: 'letterhead', size: 'letter' }, info }, cookies.owner);
    expect(x4.statusCode).toBe(200);
    expect(x4.headers['content-type']).toBe('application/pdf');
    expect(x4.headers['cache-control']).toBe('private, no-store');
    expect(x4.headers['content-disposition']).toMatch(/Letterhead US Letter 8\.5 x 11 in-PDF-X-4\.pdf|Letterhead%20US%20Letter/);
    expect(pdfx4Problems(x4.rawPayload)).toEqual([]);
    const x1a = await post(`/api/logo/${zhPro}/print/pdf`, { spec: { item: 'badge', size: 'vertical' }, info: { ...SAMPLE_CARD_INFO.zh, name: '张明' }, standard: 'x1a', marks: 'crop' }, cookies.owner, 'zh.localhost');
    expect(x1a.statusCode).toBe(200);
    expect(x1a.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.3');
    expect(pdfx1aProblems(x1a.rawPayload)).toEqual([]);
    expect(decodeURIComponent(x1a.headers['content-disposition'] as string)).toContain('PDF-X-1a.pdf');
    // An admin may make any logo's file.
    expect((await post(`/api/logo/${basic}/print/pdf`, { spec: sticker, info: {} }, cookies.admin)).statusCode).toBe(200);
  });

  it('comes with the professional package, for a signed-in viewer', async () => {
    expect((await post(`/api/logo/${basic}/print/pdf`, { spec: sticker, info }, cookies.owner)).json().error).toBe('NOT_IN_PACKAGE');
    expect((await post(`/api/logo/${notBought}/print/pdf`, { spec: sticker, info }, cookies.owner)).json().error).toBe('NOT_BOUGHT');
    expect((await post(`/api/logo/${shared}/print/pdf`, { spec: sticker, info })).statusCode).toBe(401);
    expect((await post(`/api/logo/${pro}/print/pdf`, { spec: sticker, info }, cookies.other)).statusCode).toBe(403);
    expect((await post(`/api/logo/${zhPro}/print/pdf`, { spec: sticker, info }, cookies.owner)).statusCode).toBe(200);
  });

  it('checks the details as the cards do: a badge needs a name, the stationery none; a bad e-mail, emoji or another market’s size are refused', async () => {
    const noName = await post(`/api/logo/${pro}/print/pdf`, { spec: { item: 'badge', size: 'cr80' }, info: { ...info, name: '' } }, cookies.owner);
    expect([noName.statusCode, noName.json().error]).toEqual([400, 'BAD_REQUEST']);
    expect((await post(`/api/logo/${pro}/print/pdf`, { spec: { item: 'slip', size: 'third-letter' }, info: { ...info, name: '' } }, cookies.owner)).statusCode).toBe(200);
    expect((await post(`/api/logo/${pro}/print/pdf`, { spec: { item: 'envelope', size: 'no10', window: true }, info: { ...info, email: 'not-an-address' } }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/${pro}/print/pdf`, { spec: { item: 'badge', size: 'cr80' }, info: { ...info, name: 'Alex ☕' } }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/${pro}/print/pdf`, { spec: { item: 'envelope', size: 'zl', window: false }, info }, cookies.owner)).json().error).toBe('PRINT_SIZE_INVALID');
    expect((await post(`/api/logo/${pro}/print/pdf`, { spec: sticker, info, standard: 'x3' }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/${pro}/print/pdf`, { spec: sticker, info, marks: 'bleed' }, cookies.owner)).statusCode).toBe(400);
  });
});

describe('the sign, the garments and the stamp', () => {
  it('makes a 12 m sign at 1:10 with its proof page, as PDF/X-1a', async () => {
    const res = await post(`/api/logo/${zhPro}/print/pdf`, { spec: { item: 'sign', width: 12, height: 1.2, distance: 40 }, info: {}, standard: 'x1a' }, cookies.owner, 'zh.localhost');
    expect(res.statusCode).toBe(200);
    expect(pdfx1aProblems(res.rawPayload)).toEqual([]);
    // Two pages: the board (1 200 × 120 mm plus 0.3 mm bleed) and the A4 proof.
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(decodeURIComponent(res.headers['content-disposition'] as string)).toContain('门头招牌 12 000 x 1 200 mm (1 10)');
    const preview = ZPrintPreview.parse((await post(`/api/logo/${pro}/print/preview`, { spec: { item: 'sign', width: 3, height: 0.8 }, info: {} }, cookies.owner)).json());
    expect(preview.pages).toHaveLength(2);
    expect((await post(`/api/logo/${pro}/print/preview`, { spec: { item: 'sign', width: 13, height: 1 }, info: {} }, cookies.owner)).statusCode).toBe(400);
  });

  it('shows a shirt print on the shirt and gives it as a 300 dpi transparent PNG at its print size', async () => {
    const preview = ZPrintPreview.parse((await post(`/api/logo/${pro}/print/preview`, { spec: { item: 'shirt', placement: 'front', garment: 'dark' }, info: {} }, cookies.owner)).json());
    expect(preview.scene).toMatch(/^<svg /);
    const png = await post(`/api/logo/${pro}/print/png`, { spec: { item: 'shirt', placement: 'chest', garment: 'light' } }, cookies.owner);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const meta = await sharp(png.rawPayload).metadata();
    // 4 in at 300 dpi on its longer side, with an alpha channel and its resolution.
    expect(Math.max(meta.width!, meta.height!)).toBeGreaterThanOrEqual(1195);
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1201);
    expect([meta.hasAlpha, meta.density]).toEqual([true, 300]);
    const corner = await sharp(png.rawPayload).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect(corner[3]).toBe(0);
    expect((await post(`/api/logo/${pro}/print/png`, { spec: { item: 'letterhead', size: 'letter' } }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/${basic}/print/png`, { spec: { item: 'embroidery' } }, cookies.owner)).json().error).toBe('NOT_IN_PACKAGE');
    expect((await post(`/api/logo/${shared}/print/png`, { spec: { item: 'embroidery' } })).statusCode).toBe(401);
  });

  it('gives an embroidery mark its threads and the share too thin to sew', async () => {
    const preview = ZPrintPreview.parse((await post(`/api/logo/${pro}/print/preview`, { spec: { item: 'embroidery' }, info: {} }, cookies.owner)).json());
    expect(preview.threads!.length).toBeGreaterThan(0);
    expect(preview.threads!.length).toBeLessThanOrEqual(6);
    expect(preview.thinShare).toBeGreaterThanOrEqual(0);
    expect(preview.thinShare).toBeLessThan(1);
    expect(preview.format.width).toBe(100);
  });

  it('refuses a stamp with an official seal’s words on the Chinese site, and makes one without', async () => {
    const official = await post(`/api/logo/${zhPro}/print/pdf`, { spec: { item: 'stamp', shape: 'round', text: '青山茶舍合同专用章' }, info: {} }, cookies.owner, 'zh.localhost');
    expect([official.statusCode, official.json().error]).toEqual([400, 'STAMP_TEXT_OFFICIAL']);
    expect(official.json().msg).toContain('公章');
    expect((await post(`/api/logo/${zhPro}/print/preview`, { spec: { item: 'stamp', shape: 'round', text: '财务章' }, info: {} }, cookies.owner, 'zh.localhost')).json().error).toBe('STAMP_TEXT_OFFICIAL');
    expect((await post(`/api/logo/${pro}/print/pdf`, { spec: { item: 'stamp', shape: 'rect', text: 'Coffee ☕' }, info: {} }, cookies.owner)).statusCode).toBe(400);
    const stamp = await post(`/api/logo/${zhPro}/print/pdf`, { spec: { item: 'stamp', shape: 'round', text: '青山茶舍' }, info: {}, standard: 'x1a' }, cookies.owner, 'zh.localhost');
    expect(stamp.statusCode).toBe(200);
    expect(pdfx1aProblems(stamp.rawPayload)).toEqual([]);
  });
});

describe('the brand’s spot colours in the print files, and the logo for printers', () => {
  const name = (spots: { hex: string; name: string }[]) =>
    t.app.inject({ method: 'PUT', url: `/api/logo/${pro}/vi/spots`, payload: { spots }, headers: { cookie: cookies.owner, host: 'localhost' } });
  const inked = (plate: { data: Buffer }) => plate.data.filter((v) => v < 128).length;

  it('prints the logo in its two brand colours as their named spot inks only, and in one ink, spot or process', async () => {
    expect((await name([{ hex: '#1F6FEB', name: 'PANTONE 2728 C' }, { hex: '#111111', name: "Ink's Black (R&D) 6" }])).statusCode).toBe(200);
    const two = await post(`/api/logo/${pro}/print/pdf`, { spec: { item: 'logo', inks: 'two', width: 100 }, info: {}, standard: 'x1a' }, cookies.owner);
    expect(two.statusCode).toBe(200);
    expect(pdfx1aProblems(two.rawPayload)).toEqual([]);
    expect(decodeURIComponent(two.headers['content-disposition'] as string)).toContain('Logo for printers two colours 100 mm-PDF-X-1a.pdf');
    const plates = await inkPlates(two.rawPayload, 72);
    expect([...plates.keys()].sort()).toEqual(['Black', 'Cyan', 'Magenta', 'PANTONE 2728 C', 'Yellow', "Ink's Black (R&D) 6"].sort());
    // Two inks and nothing else: the process plates stay blank.
    for (const ink of ['Cyan', 'Magenta', 'Yellow', 'Black']) expect(inked(plates.get(ink)!), ink).toBe(0);
    expect(inked(plates.get('PANTONE 2728 C')!)).toBeGreaterThan(20);
    expect(inked(plates.get("Ink's Black (R&D) 6")!)).toBeGreaterThan(20);
    // A name's parentheses and ampersand written as a PDF name should be (#28, #29): the file stays sound.
    expect(two.rawPayload.toString('latin1')).toContain("/Separation /Ink's#20Black#20#28R&D#29#206 /DeviceCMYK");
    expect(withTempFile('two.pdf', two.rawPayload, (path) => run('qpdf', ['--check', path]))).toContain('No syntax or stream encoding errors found');

    const one = await inkPlates((await post(`/api/logo/${pro}/print/pdf`, { spec: { item: 'logo', inks: 'one', ink: 0 }, info: {} }, cookies.owner)).rawPayload, 72);
    expect([...one.keys()].sort()).toEqual(['Black', 'Cyan', 'Magenta', 'PANTONE 2728 C', 'Yellow']);
    // The accent has no spot name: its one-colour logo prints in process inks.
    const accent = await inkPlates((await post(`/api/logo/${pro}/print/pdf`, { spec: { item: 'logo', inks: 'one', ink: 2 }, info: {} }, cookies.owner)).rawPayload, 72);
    expect([...accent.keys()].sort()).toEqual(['Black', 'Cyan', 'Magenta', 'Yellow']);
    expect(inked(accent.get('Yellow')!)).toBeGreaterThan(20);
  });

  it('carries the names on every print item (a sticker) and gives the logo as EPS with its spot inks', async () => {
    expect((await name([{ hex: '#1F6FEB', name: 'PANTONE 2728 C' }])).statusCode).toBe(200);
    const stickerPdf = await post(`/api/logo/${pro}/print/pdf`, { spec: sticker, info }, cookies.owner);
    expect(stickerPdf.rawPayload.toString('latin1')).toContain('/Separation /PANTONE#202728#20C /DeviceCMYK');
    const eps = await post(`/api/logo/${pro}/print/eps`, { spec: { item: 'logo', inks: 'full', width: 50 } }, cookies.owner);
    expect(eps.statusCode).toBe(200);
    expect(eps.headers['content-type']).toBe('application/postscript');
    expect(decodeURIComponent(eps.headers['content-disposition'] as string)).toContain('Logo for printers full colour 50 mm-EPS.eps');
    const text = eps.rawPayload.toString('latin1');
    expect(text).toContain('%%DocumentCustomColors: (PANTONE 2728 C)');
    expect(text).not.toMatch(/setrgbcolor|\brg\b/);
    const plates = await inkPlates(eps.rawPayload, 72, 1, 'eps');
    expect(inked(plates.get('PANTONE 2728 C')!)).toBeGreaterThan(10);
    // A name taken away leaves the files in process inks.
    await name([{ hex: '#1F6FEB', name: '' }, { hex: '#111111', name: '' }]);
    expect((await post(`/api/logo/${pro}/print/pdf`, { spec: sticker, info }, cookies.owner)).rawPayload.toString('latin1')).not.toContain('/Separation /PANTONE');
  });

  it('makes an EPS of the logo for printers only, with the professional package, for a signed-in viewer', async () => {
    const logoSpec = { spec: { item: 'logo', inks: 'one' } };
    expect((await post(`/api/logo/${pro}/print/eps`, { spec: sticker }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/${pro}/print/eps`, { spec: { item: 'logo', width: 5000 } }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/${basic}/print/eps`, logoSpec, cookies.owner)).json().error).toBe('NOT_IN_PACKAGE');
    expect((await post(`/api/logo/${notBought}/print/eps`, logoSpec, cookies.owner)).json().error).toBe('NOT_BOUGHT');
    expect((await post('/api/logo/99999/print/eps', logoSpec, cookies.owner)).statusCode).toBe(404);
    expect((await post(`/api/logo/${basic}/print/eps`, logoSpec, cookies.admin)).statusCode).toBe(200);
    expect((await post(`/api/logo/${shared}/print/eps`, logoSpec)).statusCode).toBe(401);
    expect((await post(`/api/logo/${pro}/print/eps`, logoSpec, cookies.other)).statusCode).toBe(403);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/logo/${pro}/print/eps`, payload: logoSpec, headers: { cookie: cookies.owner, origin: 'https://evil.test' } });
    expect(foreign.statusCode).toBe(403);
    expect((await post(`/api/logo/${zhPro}/print/eps`, logoSpec, cookies.owner, 'zh.localhost')).statusCode).toBe(200);
  });
});
