import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDesign, type TDesign } from '../../../core/design';
import { brandColours } from '../../../core/vi/colours';
import { DEMO_DESIGNS } from '../../demo/designs';
import { CMYK_PROFILE, toCmyk } from '../../render/cmyk';
import { FONT_CATALOGUE, FONT_LICENSE } from '../../render/fonts';
import { outlinedDesign } from '../../render/outlined';
import { createLogo, createUser, TEST_DESIGN } from '../../test/factories';
import { followDownload, loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { CONTENT } from './book';
import { guidelinesPages } from './guidelines-pdf';
import { LOCKUP_LABELS, LOCKUP_USES } from '../../../core/composer/lockup-names';
import { clearSpace, minimumSizes, SYMBOL_MINIMUM, TEXT_FLOOR } from './measure';
import { guidelinesFile, guidelinesKey, guidelinesStorageKey } from './service';
import { STRINGS } from './strings';

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let pro: number;
let basic: number;
let notBought: number;
let zhLogo: number;
const zhDesign = ZDesign.parse(DEMO_DESIGNS[1009]);
const enDesign = ZDesign.parse(TEST_DESIGN);

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const owner = await createUser(db, { email: 'owner@guidelines.test' });
  await createUser(db, { email: 'admin@guidelines.test', is_admin: true });
  await createUser(db, { email: 'other@guidelines.test' });
  pro = (await createLogo(db, { user_id: owner.id })).fa_id;
  basic = (await createLogo(db, { user_id: owner.id, bought_type: 1 })).fa_id;
  notBought = (await createLogo(db, { user_id: owner.id, is_bought: false, bought_type: null })).fa_id;
  zhLogo = (await createLogo(db, { user_id: owner.id, design: DEMO_DESIGNS[1009] })).fa_id;
  cookies = {
    owner: await loginAs(t.app, 'owner@guidelines.test'),
    admin: await loginAs(t.app, 'admin@guidelines.test'),
    other: await loginAs(t.app, 'other@guidelines.test'),
  };
});
afterAll(() => t.close());

const get = (id: number | string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/logo/${id}/guidelines.pdf`, headers: { ...(cookie ? { cookie } : {}), ...headers } });

/** What poppler reads in a PDF: page count and size, the text (whitespace collapsed), the images. */
function inspect(pdf: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), 'guidelines-')), 'book.pdf');
  writeFileSync(file, pdf);
  const run = (tool: string, ...args: string[]) => execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  const info = run('pdfinfo');
  const images = run('pdfimages', '-list')
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [page, , type, width, height] = line.trim().split(/\s+/);
      return { page: Number(page), type, width: Number(width), height: Number(height) };
    });
  return {
    /** The text of one page (whitespace collapsed). */
    page: (n: number) => run('pdftotext', '-f', String(n), '-l', String(n)).replace(/\s+/g, ' '),
    /** The text inside a box of a page, in points (whitespace collapsed). */
    region: (n: number, box: { x: number; y: number; w: number; h: number }) =>
      run('pdftotext', '-f', String(n), '-l', String(n), '-r', '72', ...[box.x, box.y, box.w, box.h].flatMap((v, i) => [['-x', '-y', '-W', '-H'][i]!, String(Math.round(v))])).replace(/\s+/g, ' '),
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    size: /^Page size:\s+(.*)$/m.exec(info)?.[1],
    text: run('pdftotext').replace(/\s+/g, ' '),
    images,
  };
}

describe('GET /api/logo/:id/guidelines.pdf', () => {
  it('gives the professional owner the brand book as an attachment by a short-lived link, checked each time', async () => {
    const link = await get(pro, cookies.owner);
    expect([link.statusCode, link.headers['cache-control']]).toEqual([302, 'private, no-store']);
    const res = await followDownload(t.app, link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Test%20Brand-brand-guidelines.pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The checks run on each request; the file is made once.
    const again = await get(pro, cookies.owner);
    expect(String(again.headers.location).split('?')[0]).toBe(String(link.headers.location).split('?')[0]);
  });

  it('gives it to an admin', async () => {
    const res = await followDownload(t.app, await get(pro, cookies.admin));
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('refuses a visitor, another user of a private logo, a logo not bought and the basic package', async () => {
    const cases = [
      [await get(pro), 401, 'UNAUTHENTICATED'],
      [await get(pro, cookies.other), 403, 'LOGO_PRIVATE'],
      [await get(notBought, cookies.owner), 403, 'NOT_BOUGHT'],
      [await get(basic, cookies.owner), 403, 'NOT_IN_PACKAGE'],
    ] as const;
    for (const [res, status, code] of cases) expect([res.statusCode, res.json().error]).toEqual([status, code]);
  });

  it('answers 400 for a malformed id and 404 for an unknown logo', async () => {
    for (const bad of ['abc', '0', '2147483648']) expect((await get(bad, cookies.owner)).statusCode).toBe(400);
    expect((await get(999999, cookies.owner)).statusCode).toBe(404);
  });

  it('is written in Chinese and named in Chinese on the Chinese site', async () => {
    const res = await followDownload(t.app, await get(zhLogo, cookies.owner, ZH_HOST));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('青山茶舍-品牌规范手册.pdf')}`);
    const { text } = inspect(res.rawPayload);
    for (const heading of [STRINGS.brandGuidelines, STRINGS.versionsTitle, STRINGS.clearTitle, STRINGS.coloursTitle, STRINGS.typeTitle, STRINGS.usageTitle, STRINGS.smallTitle, STRINGS.mockupsTitle]) {
      expect(text).toContain(heading.zh);
    }
    expect(text).not.toContain(STRINGS.coloursTitle.en);
    // The owner named no spot colours: no spot row, no word about them.
    expect(text).not.toContain(STRINGS.spot.zh);
  });
});

describe('the brand book', () => {
  const date = new Date('2026-11-12T10:00:00Z');

  it.each([
    ['en', enDesign, 'Test Brand', '#1F6FEB', 'PANTONE 2728 C'],
    ['zh', zhDesign, '青山茶舍', '#B83A2E', 'PANTONE 7621 C'],
  ] as const)('(%s) is landscape A4, names the logo, every colour in HEX and CMYK, its spot colour name, the fonts and the profile', async (site, design, name, spotHex, spotName) => {
    const spots = new Map([[spotHex, spotName]]);
    const book = inspect((await guidelinesFile(t.ctx.storage, { design, logoName: name, site, date, spots })).body);
    // Cover, contents, eight sections (the layouts with them: the logo has an icon), back cover.
    expect(book.pages).toBe(guidelinesPages(outlinedDesign(design)));
    expect(book.pages).toBe(11);
    expect(book.text).toContain(STRINGS.layoutsTitle[site]);
    for (const lockup of ['horizontal', 'stacked', 'square', 'wordmark', 'icon'] as const) {
      const name = LOCKUP_LABELS[lockup][site];
      // Labels are tracked capitals on the English site: the text comes out letter-spaced.
      expect(book.text.replace(/\s/g, '')).toContain((site === 'zh' ? name : name.toUpperCase()).replace(/\s/g, ''));
      expect(book.text).toContain(LOCKUP_USES[lockup][site]);
    }
    expect(book.text).toMatch(site === 'zh' ? /最小宽度 \d+ 毫米 · \d+ 像素/ : /Minimum width \d+ mm · \d+ px/);
    expect(book.size).toBe('841.89 x 595.28 pts (A4)');
    expect(book.text).toContain(name);
    const colours = brandColours(outlinedDesign(design), 'en').map((c) => c.hex);
    const inks = await toCmyk(colours);
    for (const hex of colours) {
      expect(book.text).toContain(hex);
      expect(book.text).toContain(inks.get(hex)!.join(', '));
    }
    for (const font of [design.name.font, design.slogan!.font]) expect(book.text).toContain(FONT_CATALOGUE[font].name);
    expect(book.text).toContain(FONT_LICENSE.name);
    expect(book.text).toContain(CMYK_PROFILE.name);
    expect(book.text).toContain(site === 'zh' ? '2026年11月12日' : '12 November 2026');
    // The colours page (cover, contents, versions, layouts, clear space, colours): the named colour's CMYK row, then its spot row;
    // one spot row only (the other colours are not named), and the note says spot CMYK is an approximation.
    const coloursPage = book.page(6);
    expect(coloursPage).toContain(STRINGS.coloursTitle[site]);
    expect(coloursPage).toContain(STRINGS.spotNote[site]);
    // Each colour's column, from its swatch to above the colour balance: only the named one has a spot row.
    const gap = 16;
    const w = (CONTENT.width - gap * (colours.length - 1)) / colours.length;
    colours.forEach((hex, i) => {
      const column = book.region(6, { x: CONTENT.left + i * (w + gap), y: CONTENT.top, w, h: CONTENT.bottom - 62 - 20 - CONTENT.top });
      expect(column).toContain(`CMYK ${inks.get(hex)!.join(', ')}`);
      if (hex === spotHex) expect(column).toContain(`CMYK ${inks.get(hex)!.join(', ')} ${STRINGS.spot[site]} ${spotName}`);
      else expect(column).not.toContain(STRINGS.spot[site]);
    });
  });

  it('draws the logo as vectors: its only images are the legibility pixels and the three mockups', async () => {
    const { images, pages } = inspect((await guidelinesFile(t.ctx.storage, { design: enDesign, logoName: 'Test Brand', site: 'en', date })).body);
    const legibility = pages - 2;
    const mockups = pages - 1;
    expect(new Set(images.map((i) => i.page))).toEqual(new Set([legibility, mockups]));
    expect(images.every((i) => i.type === 'image')).toBe(true); // no soft masks: every picture is opaque
    const small = images.filter((i) => i.page === legibility).map((i) => `${i.width}x${i.height}`);
    // 16, 32 and 48 px on light and dark, each at actual size and enlarged (nearest-neighbour, whole factors).
    expect(small.sort()).toEqual(['128x128', '128x128', '128x128', '128x128', '144x144', '144x144', '16x16', '16x16', '32x32', '32x32', '48x48', '48x48'].sort());
    expect(images.filter((i) => i.page === mockups).map((i) => `${i.width}x${i.height}`)).toEqual(['1200x900', '1200x900', '1200x900']);
  });

  it('is stored under its content key and read back, not built again', async () => {
    const input = { design: zhDesign, logoName: '青山茶舍', site: 'zh' as const, date };
    const first = await guidelinesFile(t.ctx.storage, input);
    expect(first.etag).toBe(guidelinesKey(input));
    const stored = await t.ctx.storage.get(guidelinesStorageKey(first.etag));
    expect(stored?.equals(first.body)).toBe(true);
    // Later the same day (Beijing time on the Chinese site) the stored bytes are read, not built again:
    // a marker put in their place comes back.
    await t.ctx.storage.put(guidelinesStorageKey(first.etag), Buffer.from('%PDF-stored'), 'application/pdf');
    const second = await guidelinesFile(t.ctx.storage, { ...input, date: new Date('2026-11-12T15:00:00Z') });
    expect(second.body.toString()).toBe('%PDF-stored');
    // Another day, language, name or spot colour name is another book; the names' order is not.
    const spots = (entries: [string, string][]) => ({ ...input, spots: new Map(entries) });
    for (const other of [
      { ...input, date: new Date('2026-11-13T10:00:00Z') },
      { ...input, site: 'en' as const },
      { ...input, logoName: 'Qingshan' },
      spots([['#1F3A32', 'PANTONE 7727 C']]),
    ]) {
      expect(guidelinesKey(other)).not.toBe(first.etag);
    }
    const two: [string, string][] = [['#1F3A32', 'PANTONE 7727 C'], ['#B83A2E', 'PANTONE 7627 C']];
    expect(guidelinesKey(spots(two))).toBe(guidelinesKey(spots([...two].reverse())));
    expect(guidelinesKey(spots(two))).not.toBe(guidelinesKey(spots([['#1F3A32', 'PANTONE 7727 C'], ['#B83A2E', 'PANTONE 485 C']])));
  });
});

describe('the numbers of the book', () => {
  it('lists the first four brand colours, then the name colour while there is room', () => {
    const d = outlinedDesign(enDesign);
    expect(brandColours(d, 'en').map(({ hex, title }) => ({ hex, isName: title === 'Name colour' }))).toEqual([
      { hex: '#1F6FEB', isName: false },
      { hex: '#111111', isName: false },
      { hex: '#F5A623', isName: false },
    ]);
    const named = outlinedDesign({ ...enDesign, name: { ...enDesign.name, color: '#222222' } });
    expect(brandColours(named, 'en').map(({ hex, title }) => ({ hex, isName: title === 'Name colour' })).at(-1)).toEqual({ hex: '#222222', isName: true });
    const full = outlinedDesign({ ...enDesign, colors: ['#111111', '#222222', '#333333', '#444444', '#555555'], name: { ...enDesign.name, color: '#666666' } });
    expect(brandColours(full, 'en').map((c) => c.hex)).toEqual(['#111111', '#222222', '#333333', '#444444']);
  });

  it('takes X from the name’s letter height, at most a quarter of the logo’s height', () => {
    const tall = outlinedDesign(ZDesign.parse(DEMO_DESIGNS[1001]));
    const space = clearSpace(tall);
    expect(space).toMatchObject({ unit: tall.name.height, capped: false });
    const compact = clearSpace(outlinedDesign(zhDesign));
    expect(compact.capped).toBe(true);
    expect(compact.unit).toBeCloseTo(compact.layout.height / 4, 6);
  });

  it('sizes each version by its smallest lettering, never under the floors', () => {
    const design: TDesign = ZDesign.parse(DEMO_DESIGNS[1001]);
    const sizes = minimumSizes(outlinedDesign(design));
    expect(sizes.map((s) => s.kind)).toEqual(['full', 'no-slogan', 'symbol']);
    const [full, noSlogan, symbol] = sizes;
    // Without the small slogan the logo may be set smaller.
    expect(noSlogan!.mm).toBeLessThan(full!.mm);
    expect(noSlogan!.px).toBeLessThan(full!.px);
    expect(noSlogan!.mm).toBeGreaterThanOrEqual(TEXT_FLOOR.mm);
    expect(full!.px % 10).toBe(0);
    expect(symbol).toEqual({ kind: 'symbol', ...SYMBOL_MINIMUM });
    const textOnly = ZDesign.parse(DEMO_DESIGNS[1006]);
    expect(minimumSizes(outlinedDesign(textOnly)).map((s) => s.kind)).toEqual(['full', 'no-slogan']);
  });

  it('gives a text-only logo with a long name its layouts page too: name and slogan on a line, stacked, the wordmark, its monogram', async () => {
    const textOnly = ZDesign.parse(DEMO_DESIGNS[1006]);
    const outlined = outlinedDesign(textOnly);
    expect(outlined.monogram?.d).toBeTruthy();
    const book = inspect((await guidelinesFile(t.ctx.storage, { design: textOnly, logoName: 'Kettle & Co', site: 'en', date: new Date('2026-11-12T10:00:00Z') })).body);
    expect(book.pages).toBe(guidelinesPages(outlined));
    expect(book.pages).toBe(11);
    expect(book.text).toContain(STRINGS.layoutsTitle.en);
  });
});
