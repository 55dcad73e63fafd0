import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { createLogo, createUser, TEST_DESIGN } from '../../test/factories';
import { ZDesign } from '../../../core/design';
import { kitKey, type KitLogo } from './service';
import { loginAs, startTestApp, type TestApp } from '../../test/harness';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CMYK_PROFILE, toCmyk } from '../../render/cmyk';
import { colourSheetPdf } from './extras';
import { installationSecret } from '../../lib/installation-secret';
import { signLink } from '../../storage/links';

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let pro: number;
let basic: number;
let notBought: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const owner = await createUser(db, { email: 'owner@kit.test' });
  await createUser(db, { email: 'admin@kit.test', is_admin: true });
  await createUser(db, { email: 'other@kit.test' });
  pro = (await createLogo(db, { user_id: owner.id })).fa_id;
  basic = (await createLogo(db, { user_id: owner.id, bought_type: 1 })).fa_id;
  notBought = (await createLogo(db, { user_id: owner.id, is_bought: false, bought_type: null })).fa_id;
  cookies = {
    owner: await loginAs(t.app, 'owner@kit.test'),
    admin: await loginAs(t.app, 'admin@kit.test'),
    other: await loginAs(t.app, 'other@kit.test'),
  };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string) => t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

/** Starts the kit and follows its progress until it is ready; the progress seen on the way. */
async function build(id: number, cookie: string): Promise<number[]> {
  const start = await call('POST', `/api/logo/${id}/kit`, cookie);
  expect(start.statusCode).toBe(200);
  const seen: number[] = [start.json().data.done];
  for (let i = 0; i < 600; i++) {
    const state = (await call('GET', `/api/logo/${id}/kit`, cookie)).json().data;
    seen.push(state.done);
    if (state.status === 'ready') return seen;
    expect(state.status).toBe('building');
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the kit did not finish');
}

/** The side of every picture in an ICO (PNG entries), each decoded with sharp. */
async function icoSides(ico: Buffer): Promise<number[]> {
  const sides: number[] = [];
  for (let i = 0; i < ico.readUInt16LE(4); i++) {
    const entry = 6 + 16 * i;
    const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width]).toEqual(['png', meta.height]);
    sides.push(meta.width ?? 0);
  }
  return sides;
}

/** The ZIP as a browser gets it: the route's redirect to a short-lived signed link, followed. */
async function download(id: number, cookie: string) {
  const route = await call('GET', `/api/logo/${id}/kit/download`, cookie);
  expect(route.statusCode).toBe(302);
  expect(route.headers['cache-control']).toBe('private, no-store');
  const res = await t.app.inject({ url: String(route.headers.location) });
  expect(res.statusCode).toBe(200);
  return { res, files: unzipSync(new Uint8Array(res.rawPayload)) };
}

describe('the brand kit ZIP', () => {
  it('is not there before it is built', async () => {
    expect((await call('GET', `/api/logo/${pro}/kit`, cookies.owner)).json().data).toEqual({ status: 'none', done: 0, total: 0 });
    expect((await call('GET', `/api/logo/${pro}/kit/download`, cookies.owner)).statusCode).toBe(404);
  });

  it('builds every variant in every format, the favicon pack and the colour sheet (professional)', async () => {
    const progress = await build(pro, cookies.owner);
    expect(progress.at(-1)).toBeGreaterThan(progress[0]);
    const { res, files } = await download(pro, cookies.owner);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('Test%20Brand-brand-kit.zip');
    const names = Object.keys(files).sort();
    for (const v of ['main', 'inverse', 'white', 'black', 'no-slogan', 'symbol']) {
      for (const f of [`${v}.png`, `${v}-web.png`, `${v}-transparent.png`, `${v}.jpg`, `${v}-web.jpg`, `${v}.svg`, `${v}-transparent.svg`, `${v}.pdf`, `${v}.ico`]) {
        expect(names).toContain(`logo/${v}/${f}`);
      }
      // The web-weight bitmaps: the same picture and size, lighter files.
      for (const [file, format] of [[`${v}-web.png`, 'png'], [`${v}-web.jpg`, 'jpeg']] as const) {
        const web = Buffer.from(files[`logo/${v}/${file}`]);
        expect([file, (await sharp(web).metadata()).format, (await sharp(web).metadata()).width]).toEqual([file, format, 2000]);
        const full = Buffer.from(files[`logo/${v}/${file.replace('-web', '')}`]);
        expect(web.length, file).toBeLessThan(full.length);
      }
      expect(await icoSides(Buffer.from(files[`logo/${v}/${v}.ico`]))).toEqual([16, 32, 48, 64, 128, 256]);
    }
    expect(names.some((n) => n.endsWith('.eps'))).toBe(false);
    const main = await sharp(Buffer.from(files['logo/main/main.png'])).metadata();
    expect([main.width, main.height]).toEqual([2000, 1500]);
    expect((await sharp(Buffer.from(files['logo/main/main-transparent.png'])).metadata()).hasAlpha).toBe(true);
    expect(Buffer.from(files['logo/main/main.pdf']).subarray(0, 5).toString()).toBe('%PDF-');

    // The lockups, logo/<layout>/<variant>.<ext>: each at its own shape, 2000 px on its long side, in every format a variant has.
    for (const layout of ['horizontal', 'stacked', 'square', 'wordmark', 'icon']) {
      for (const v of ['main', 'inverse', 'white', 'black']) {
        for (const f of [`${v}.png`, `${v}-web.png`, `${v}-transparent.png`, `${v}.jpg`, `${v}-web.jpg`, `${v}.svg`, `${v}-transparent.svg`, `${v}.pdf`]) {
          expect(names).toContain(`logo/${layout}/${f}`);
        }
      }
    }
    const wideJpg = await sharp(Buffer.from(files['logo/horizontal/main.jpg'])).metadata();
    const wideWebJpg = await sharp(Buffer.from(files['logo/horizontal/main-web.jpg'])).metadata();
    expect([wideJpg.format, wideJpg.width, wideWebJpg.format, wideWebJpg.width, wideWebJpg.height]).toEqual(['jpeg', 2000, 'jpeg', 2000, wideJpg.height]);
    expect(await icoSides(Buffer.from(files['logo/icon/main.ico']))).toEqual([16, 32, 48, 64, 128, 256]);
    expect(names).toContain('logo/horizontal/no-slogan.png');
    expect(names).not.toContain('logo/square/no-slogan.png');
    expect(names).not.toContain('logo/original/main.png');
    const horizontal = await sharp(Buffer.from(files['logo/horizontal/main.png'])).metadata();
    expect(horizontal.width).toBe(2000);
    expect(horizontal.height!).toBeLessThan(1000);
    const square = await sharp(Buffer.from(files['logo/square/white.png'])).metadata();
    expect([square.width, square.height]).toEqual([2000, 2000]);
    expect((await sharp(Buffer.from(files['logo/stacked/black-transparent.png'])).metadata()).hasAlpha).toBe(true);
    expect(await icoSides(Buffer.from(files['logo/square/main.ico']))).toEqual([16, 32, 48, 64, 128, 256]);
    expect(names.filter((n) => n.startsWith('logo/wordmark/')).some((n) => n.endsWith('.ico'))).toBe(false);

    // The favicon pack.
    const ico = Buffer.from(files['favicon/favicon.ico']);
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 6]);
    const favicons = [
      ['favicon-16x16.png', 16],
      ['favicon-32x32.png', 32],
      ['favicon-48x48.png', 48],
      ['apple-touch-icon.png', 180],
      ['android-chrome-192x192.png', 192],
      ['android-chrome-512x512.png', 512],
      ['maskable-192x192.png', 192],
      ['maskable-512x512.png', 512],
    ] as const;
    for (const [file, side] of favicons) {
      const meta = await sharp(Buffer.from(files[`favicon/${file}`])).metadata();
      expect([file, meta.width, meta.height]).toEqual([file, side, side]);
    }
    // The maskable icon's corners are the brand colour (the launcher's mask cuts there), the mark in the middle.
    const maskable = await sharp(Buffer.from(files['favicon/maskable-512x512.png'])).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([...maskable.data.subarray(0, 3)]).toEqual([0x1f, 0x6f, 0xeb]);
    const svg = Buffer.from(files['favicon/favicon.svg']).toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 64 64">/);
    const manifest = JSON.parse(Buffer.from(files['favicon/site.webmanifest']).toString());
    expect(manifest).toMatchObject({
      name: 'Test Brand',
      short_name: 'Test Brand',
      theme_color: '#1f6feb',
      background_color: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
      icons: [
        { sizes: '192x192', purpose: 'any' },
        { sizes: '512x512', purpose: 'any' },
        { src: '/maskable-192x192.png', sizes: '192x192', purpose: 'maskable' },
        { src: '/maskable-512x512.png', sizes: '512x512', purpose: 'maskable' },
      ],
    });
    const snippet = Buffer.from(files['favicon/favicon-snippet.html']).toString();
    for (const line of [
      '<link rel="icon" href="/favicon.ico" sizes="32x32">',
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
      '<link rel="icon" type="image/png" sizes="48x48" href="/favicon-48x48.png">',
      '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">',
      '<link rel="manifest" href="/site.webmanifest">',
      '<meta name="theme-color" content="#1f6feb">',
    ]) {
      expect(snippet).toContain(line);
    }
    expect(Buffer.from(files['colours.pdf']).subarray(0, 5).toString()).toBe('%PDF-');
    // The design tokens: the brand's first colour and its name font, in the three formats.
    const css = Buffer.from(files['design-tokens/tokens.css']).toString();
    expect(css).toContain('--brand-primary: #1F6FEB;');
    expect(css).toContain('--brand-font-name: "Inter", sans-serif;');
    expect(Buffer.from(files['design-tokens/tailwind.config.js']).toString()).toMatch(/^\/\*\*[^\n]*\*\/\nmodule\.exports = \{/);
    expect(JSON.parse(Buffer.from(files['design-tokens/tokens.json']).toString()).color.primary.$value).toBe('#1F6FEB');
    // The Office theme: a .thmx package whose theme names the brand and holds its colour.
    const thmx = unzipSync(files['design-tokens/office-theme.thmx']);
    const theme = Buffer.from(thmx['theme/theme/theme1.xml']).toString();
    expect(theme).toContain('<a:clrScheme name="Test Brand">');
    expect(theme).toMatch(/<a:accent1><a:srgbClr val="[0-9A-F]{6}"\/><\/a:accent1>/);
    // The brand guidelines come with the professional package, in the site's language.
    expect(Buffer.from(files['brand-guidelines.pdf']).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(files['brand-guidelines.pdf']).toString('latin1')).toContain('Brand guidelines');
  });

  it('answers ready at once the second time, without building again', async () => {
    const again = await call('POST', `/api/logo/${pro}/kit`, cookies.owner);
    expect(again.json().data.status).toBe('ready');
    expect(again.json().data.size).toBeGreaterThan(10_000);
  });

  it('is made once however often its job is delivered (a retry after a lost answer changes nothing)', async () => {
    const send = vi.spyOn(t.ctx.jobs, 'send');
    const put = vi.spyOn(t.ctx.storage, 'put');
    try {
      await build(basic, cookies.admin);
      expect(send).toHaveBeenCalledTimes(1);
      const [queue, job, key] = send.mock.calls[0];
      const zips = () => put.mock.calls.filter(([k]) => k === `kits/${key}.zip`).length;
      expect(zips()).toBe(1);
      // The same job again, as a queue delivers it when the first run's end was not recorded.
      expect(await t.ctx.jobs.send(queue, job, key)).toBe(true);
      await expect.poll(() => t.ctx.jobs.pending(queue, key)).toBe(false);
      expect(zips()).toBe(1);
      expect((await call('GET', `/api/logo/${basic}/kit`, cookies.admin)).json().data.status).toBe('ready');
    } finally {
      send.mockRestore();
      put.mockRestore();
    }
  });

  it('is ready and downloads while a second build of it says "building" (its job given to another process after its time ran out)', async () => {
    await build(pro, cookies.admin);
    // The admin's kit of `pro` was built above (a key of its own): find it by its state, as the second build overwrites it.
    const states: string[] = [];
    for await (const k of t.ctx.storage.list()) if (/^kits\/.+\.json$/.test(k)) states.push(k);
    let overwritten = 0;
    for (const k of states) {
      const state = JSON.parse((await t.ctx.storage.get(k))!.toString('utf8'));
      if (state.status !== 'ready') continue;
      await t.ctx.storage.put(k, Buffer.from(JSON.stringify({ status: 'building', done: 3, total: state.total, updatedAt: Date.now() })), 'application/json');
      overwritten++;
    }
    expect(overwritten).toBeGreaterThan(0);
    const state = (await call('GET', `/api/logo/${pro}/kit`, cookies.admin)).json().data;
    expect(state).toMatchObject({ status: 'ready' });
    expect(state.size).toBeGreaterThan(10_000);
    expect(state.done).toBe(state.total);
    const { files } = await download(pro, cookies.admin);
    expect(Object.keys(files)).toContain('colours.pdf');
    // Before the fix: 404 "the brand kit is not built yet", the page's save failing at "Ready: saving the ZIP…".
  });

  it('gives the basic package the website size without the brand guidelines, and an admin the EPS files', async () => {
    await build(basic, cookies.owner);
    const { files } = await download(basic, cookies.owner);
    expect(Object.keys(files)).toContain('colours.pdf');
    expect(Object.keys(files)).not.toContain('brand-guidelines.pdf');
    // The lockups come with the professional package.
    expect(Object.keys(files).some((n) => n.startsWith('logo/horizontal/'))).toBe(false);
    expect((await sharp(Buffer.from(files['logo/main/main.png'])).metadata()).width).toBe(800);
    expect((await sharp(Buffer.from(files['logo/main/main-web.jpg'])).metadata()).width).toBe(800);
    expect(await icoSides(Buffer.from(files['logo/main/main.ico']))).toEqual([16, 32, 48, 64, 128, 256]);
    await build(basic, cookies.admin);
    const admin = await download(basic, cookies.admin);
    expect(Object.keys(admin.files)).toEqual(
      expect.arrayContaining(['logo/main/main.eps', 'logo/main/main-background.eps', 'logo/main/main-web.png', 'logo/main/main.ico', 'logo/horizontal/main.eps', 'logo/horizontal/main-background.eps']),
    );
    const box = (file: string) => /^%%BoundingBox: (.*)$/m.exec(Buffer.from(admin.files[file]).toString('latin1'))?.[1];
    // eps: transparent, its box tight around the artwork; -background: the whole page.
    expect(box('logo/main/main.eps')).not.toBe('0 0 2000 1500');
    expect(box('logo/main/main-background.eps')).toBe('0 0 2000 1500');
    expect((await sharp(Buffer.from(admin.files['logo/main/main.png'])).metadata()).width).toBe(2000);
  });

  it('gives the ZIP by a signed link of five minutes that cannot be stretched, moved to another file or renamed', async () => {
    const route = await call('GET', `/api/logo/${pro}/kit/download`, cookies.owner);
    const link = new URL(String(route.headers.location), 'http://localhost');
    expect(link.pathname).toMatch(/^\/files\/kits\/[0-9a-f]{64}\.zip$/);
    const expires = Number(link.searchParams.get('e'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(280);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(300);
    const ok = await t.app.inject({ url: link.pathname + link.search });
    expect(ok.headers['content-disposition']).toContain('brand-kit.zip');
    expect(ok.headers['content-type']).toBe('application/zip');
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const changed = (name: string, value: string) => {
      const u = new URL(link);
      u.searchParams.set(name, value);
      return u.pathname + u.search;
    };
    for (const url of [
      changed('e', String(expires + 3600)),
      changed('n', 'other.zip'),
      changed('t', 'text/html'),
      changed('s', 'x'.repeat(43)),
      link.pathname.replace(/[0-9a-f]{64}/, '0'.repeat(64)) + link.search,
      link.pathname,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    // A link signed for the past (as one kept too long): gone, with a message to download again.
    const secret = await installationSecret(t.ctx.db, 'file-links');
    const old = signLink(secret, { key: link.pathname.slice('/files/'.length), expires: Math.floor(Date.now() / 1000) - 1, filename: 'x.zip', contentType: 'application/zip' });
    const gone = await t.app.inject({ url: old });
    expect([gone.statusCode, gone.json().error, gone.json().msg]).toEqual([410, 'LINK_EXPIRED', 'This download link has expired. Download the file again from its page.']);
    // No link for someone who may not have the file.
    const stranger = await call('GET', `/api/logo/${pro}/kit/download`, cookies.other);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.headers.location).toBeUndefined();
  });

  it('is another kit once a spot colour is named or renamed (its colour sheet and guidelines list the names)', () => {
    const logo: KitLogo = { fa_id: 1, logo_name: 'Test Brand', design: ZDesign.parse(TEST_DESIGN), tier: 'professional', admin: false, site: 'en', edition: new Date('2026-12-07T10:00:00Z'), spots: [] };
    const named = kitKey({ ...logo, spots: [['#1F6FEB', 'PANTONE 2728 C']] });
    expect(named).not.toBe(kitKey(logo));
    expect(kitKey({ ...logo, spots: [['#1F6FEB', 'PANTONE 286 C']] })).not.toBe(named);
    expect(kitKey({ ...logo, spots: [['#1F6FEB', 'PANTONE 2728 C']] })).toBe(named);
  });

  it('refuses a logo not bought, a stranger and a visitor', async () => {
    const n = await call('POST', `/api/logo/${notBought}/kit`, cookies.owner);
    expect([n.statusCode, n.json().error]).toEqual([403, 'NOT_BOUGHT']);
    const o = await call('POST', `/api/logo/${pro}/kit`, cookies.other);
    expect([o.statusCode, o.json().error]).toEqual([403, 'LOGO_PRIVATE']);
    expect((await call('GET', `/api/logo/${pro}/kit/download`)).statusCode).toBe(403);
    expect((await call('POST', '/api/logo/abc/kit', cookies.owner)).statusCode).toBe(400);
    expect((await call('POST', '/api/logo/999999/kit', cookies.owner)).statusCode).toBe(404);
  });
});

describe('the colour sheet', () => {
  it('gives each colour its HEX, RGB and the CMYK of the named ICC profile, and names the profile', async () => {
    const colours = ['#1F6FEB', '#F2C14E', '#111111'];
    const file = join(mkdtempSync(join(tmpdir(), 'sheet-')), 'colours.pdf');
    writeFileSync(file, await colourSheetPdf('Test Brand', colours));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const inks = await toCmyk(colours);
    for (const hex of colours) {
      expect(text).toContain(hex);
      expect(text).toContain(`CMYK ${inks.get(hex)!.join(', ')}`);
    }
    expect(text).toContain(CMYK_PROFILE.name);
    expect(text).not.toContain('without a colour profile');
    // No spot names given: no Spot line, no word about them.
    expect(text).not.toMatch(/Spot/);
  });

  it('gives a colour its spot colour name under its CMYK, the others none, and says spot CMYK is an approximation', async () => {
    const colours = ['#1F6FEB', '#F2C14E', '#111111'];
    const file = join(mkdtempSync(join(tmpdir(), 'sheet-')), 'colours.pdf');
    writeFileSync(file, await colourSheetPdf('Test Brand', colours, new Map([['#1F6FEB', 'PANTONE 2728 C'], ['#111111', 'PANTONE Black 6 C']])));
    const lines = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
    const text = lines.join(' ');
    const inks = await toCmyk(colours);
    expect(text).toContain(`CMYK ${inks.get('#1F6FEB')!.join(', ')} Spot PANTONE 2728 C`);
    expect(text).toContain(`CMYK ${inks.get('#111111')!.join(', ')} Spot PANTONE Black 6 C`);
    // The unnamed colour's CMYK line is followed by the next colour's HEX, not a Spot line.
    expect(text).toContain(`CMYK ${inks.get('#F2C14E')!.join(', ')} #111111`);
    // The footnote: the profile, then that spot CMYK is an approximation and the printer's swatch book decides.
    const note = lines.find((l) => l.includes('approximations'));
    expect(note).toMatch(/^Spot colours: .*approximations.*printer's swatch book decides/);
    expect(lines.indexOf(note!)).toBe(lines.findIndex((l) => l.includes(CMYK_PROFILE.name)) + 1);
    expect(lines.filter((l) => l.startsWith('Spot ') && l !== note)).toEqual(['Spot PANTONE 2728 C', 'Spot PANTONE Black 6 C']);
  });

  it('converts through the profile, not the naive formula: #4384F5 is not 73, 46, 0, 4', async () => {
    const inks = await toCmyk(['#4384F5', '#FFFFFF', '#000000']);
    expect(inks.get('#FFFFFF')).toEqual([0, 0, 0, 0]);
    // 1 − max(r, g, b) = 4 % K and the rest from it, by the formula; the profile puts no K in a light blue.
    expect(inks.get('#4384F5')).not.toEqual([73, 46, 0, 4]);
    expect(inks.get('#4384F5')![3]).toBe(0);
    // A real profile's black is a rich black, not K alone.
    expect(inks.get('#000000')![3]).toBeGreaterThan(50);
  });
});
