import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './setup/axe';
import { closeBrowser, launchBrowser, personPage, screenshotDir, siteUrl, type Site, snapshot } from './setup/browser';
import { settled } from './setup/download';
import { holdRequests } from './setup/hold';
import { waitForPath } from './setup/people';
import { startUsing } from './setup/area-pages';

/* spec 02 §2 "Logo VI and mockup page", §4–§9; spec 01 §2, §4, §5, §7 (font authorisation dialog). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const as = (site: Site, email: string | null, width?: number) => personPage(browser, site, email, width);

/**
 * Waits until `count` cards are there, brings each into view (a card's picture is drawn once it comes near the
 * view: along a row that scrolls sideways, or far down the page), then until every image matched has decoded.
 */
async function decoded(page: Page, card: string, selector: string, count: number): Promise<void> {
  await expect.poll(() => page.locator(card).count()).toBeGreaterThanOrEqual(count);
  for (const each of await page.locator(card).all()) await each.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    ({ selector, count }) => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>(selector)];
      return imgs.length >= count && imgs.every((i) => i.complete && i.naturalWidth > 0);
    },
    { selector, count },
  );
}

async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const downloaded = page.waitForEvent('download');
  await click();
  const dl = await downloaded;
  return { name: dl.suggestedFilename(), body: readFileSync((await dl.path())!) };
}

describe('the owner of a professional logo on the English site (1001)', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ ctx, page } = await as('en', 'owner@demo.test'));
  });
  afterAll(() => ctx.close());

  it('/spec leads to /vi with the 7 preset mockups, 4 effects, 18 watermark slots, icons, fonts and colours', async () => {
    await page.goto(siteUrl('en', '/download/spec?logo=1001'));
    const url = await waitForPath(page, '/download/vi');
    expect(url.search).toBe('?logo=1001');
    expect(await page.locator('h1').textContent()).toBe('Brand identity');
    expect(await page.title()).toBe('Brand identity – Northwind Coffee');
    await decoded(page, 'figure.vi-mockup', '[data-testid="vi-mockup-preview"]', 7);
    await decoded(page, 'article.vi-effect', '[data-testid="vi-effect-preview"]', 4);
    await decoded(page, 'article.vi-watermark', '[data-testid="vi-watermark-preview"]', 18);
    expect(await page.locator('[data-testid^="vi-watermark-row-"]').count()).toBe(3);
    // Rows 1 and 2 at full opacity, row 3 at 0.5 (spec 02 §5).
    expect(await page.getByTestId('vi-watermark-0').getAttribute('data-opacity')).toBe('1');
    expect(await page.getByTestId('vi-watermark-12').getAttribute('data-opacity')).toBe('0.5');
    // Items 1–3 and 6–8 of the icon list: 7 and 8 are the user's photo with the logo, offered until there is one.
    expect(await page.locator('[data-testid^="vi-icon-download-"]').count()).toBe(4);
    expect(await page.locator('[data-testid^="vi-icon-add-photo-"]').count()).toBe(2);
    expect(await page.getByTestId('vi-colour').count()).toBe(3);
    expect(await page.getByTestId('vi-colour-profile').textContent()).toContain('Artifex CMYK SWOP Profile');
    // The CMYK on the page is the server's, through the profile.
    const api = await page.evaluate(async () => (await fetch('/api/logo/1001/vi')).json());
    expect(await page.getByTestId('vi-colour-cmyk').allTextContents()).toEqual(api.colors.map((c: { cmyk: number[] }) => c.cmyk.join(', ')));
    expect(await page.getByTestId('vi-font-name').textContent()).toContain('Montserrat ExtraBold');
    // Font licence and authorisation: Chinese site only.
    expect(await page.getByTestId('vi-licence').count()).toBe(0);
    await snapshot(page, { path: `${screenshotDir}/vi-en-1280.png`, fullPage: true });
  });

  it('downloads the golden effect as a 2400×1800 JPG and the silver one as a cut-out PNG', async () => {
    const jpg = await download(page, () => page.getByTestId('vi-effect-golden-jpg').click());
    expect(jpg.name).toBe('Logo Maker-Northwind Coffee-Gold foil.jpg');
    expect(await sharp(jpg.body).metadata()).toMatchObject({ format: 'jpeg', width: 2400, height: 1800 });
    const png = await download(page, () => page.getByTestId('vi-effect-silver-png').click());
    expect(png.name).toBe('Logo Maker-Northwind Coffee-Silver foil.png');
    const meta = await sharp(png.body).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 2400, height: 1800, hasAlpha: true });
    const corner = await sharp(png.body).extract({ left: 0, top: 0, width: 8, height: 8 }).raw().toBuffer();
    expect(corner[3]).toBe(0);
  });

  it('changes a watermark’s opacity with the keyboard and downloads the composed picture', async () => {
    const slider = page.getByTestId('vi-watermark-6').getByRole('slider');
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByTestId('vi-watermark-6').getAttribute('data-opacity')).toBe('0.99');
    const file = await download(page, () => page.getByTestId('vi-watermark-6').getByTestId('vi-watermark-download').click());
    expect(file.name).toBe('Logo Maker-Northwind Coffee-watermark-7.png');
    expect(await sharp(file.body).metadata()).toMatchObject({ format: 'png', width: 1600, height: 1200 });
  });

  it('refuses a file that is not a picture in the upload slot, and takes one that is', async () => {
    const slot = page.getByTestId('vi-watermark-5');
    expect(await slot.getByTestId('vi-watermark-download').isDisabled()).toBe(true);
    // Named .png, but text inside: checked by content.
    await slot.getByTestId('vi-watermark-upload-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await page.getByTestId('toast').getByText('Choose an image file (JPG, PNG, GIF or WebP).').waitFor();
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#C0392B' } }).jpeg().toBuffer();
    await slot.getByTestId('vi-watermark-upload-input').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid="vi-watermark-5"] [data-testid="vi-watermark-download"]')!.disabled);
    const file = await download(page, () => slot.getByTestId('vi-watermark-download').click());
    // The uploaded red fills the corner of the composed picture.
    const { data } = await sharp(file.body).extract({ left: 4, top: 4, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    [0xc0, 0x39, 0x2b].forEach((c, i) => expect(Math.abs(data[i]! - c)).toBeLessThanOrEqual(3));
  });

  it('downloads the name’s font file', async () => {
    const ttf = await download(page, () => page.getByTestId('vi-font-file-name').click());
    expect(ttf.name).toBe('Montserrat ExtraBold.ttf');
    // A TrueType font: version 1.0 at its start.
    expect(ttf.body.readUInt32BE(0)).toBe(0x00010000);
  });

  it('downloads an icon and the brand guidelines', async () => {
    const icon = await download(page, () => page.getByTestId('vi-icon-download-circle-brand').click());
    expect(icon.name).toMatch(/\.png$/);
    const pdf = await download(page, () => page.getByTestId('vi-guidelines').click());
    expect(pdf.name).toBe('Northwind Coffee-brand-guidelines.pdf');
    const file = join(mkdtempSync(join(tmpdir(), 'vi-guide-')), 'guide.pdf');
    writeFileSync(file, pdf.body);
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+11/); // 1001 has layouts beside its own: the book has their page
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Northwind Coffee');
  });

  it('fits a phone: the page does not scroll sideways and a picture opens in the save preview', async () => {
    const phone = await as('en', 'owner@demo.test', 390);
    try {
      await phone.page.goto(siteUrl('en', '/download/vi?logo=1001'));
      await startUsing(phone.page);
      await decoded(phone.page, 'article.vi-effect', '[data-testid="vi-effect-preview"]', 4);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await snapshot(phone.page, { path: `${screenshotDir}/vi-en-390.png`, fullPage: true });
      await phone.page.getByTestId('vi-effect-neon-jpg').click();
      await decoded(phone.page, '[data-testid="vi-save-preview"]', '[data-testid="vi-save-preview"] img', 1);
      expect(await phone.page.getByTestId('vi-save-preview').textContent()).toContain('Press and hold');
    } finally {
      await phone.ctx.close();
    }
  });
});

describe('without a purchase or a sign-in', () => {
  it('a visitor of a shared logo (1005) sees the page and is sent to sign in to download', async () => {
    const { ctx, page } = await as('en', null);
    await page.goto(siteUrl('en', '/download/vi?logo=1005'));
    await startUsing(page);
    await decoded(page, 'article.vi-effect', '[data-testid="vi-effect-preview"]', 4);
    await page.getByTestId('vi-effect-golden-jpg').click();
    await page.waitForURL((u) => u.pathname === '/login');
    await ctx.close();
  });

  it('the owner of a logo not bought (1003) is offered the purchase for an effect and a watermark', async () => {
    const { ctx, page } = await as('en', 'owner@demo.test');
    await page.goto(siteUrl('en', '/download/vi?logo=1003'));
    await startUsing(page);
    await page.getByTestId('vi-effect-golden-png').click();
    await page.getByTestId('offer-package_professional').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('offer-package_professional').waitFor({ state: 'hidden' });
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await page.getByTestId('vi-watermark-0').getByTestId('vi-watermark-download').click();
    await page.getByTestId('offer-package_professional').waitFor();
    expect(downloads).toEqual([]);
    await ctx.close();
  });

  it('an admin sees the page of another’s logo and downloads at full quality', async () => {
    const { ctx, page } = await as('en', 'admin@demo.test');
    await page.goto(siteUrl('en', '/download/vi?logo=1002'));
    await startUsing(page);
    await decoded(page, 'article.vi-effect', '[data-testid="vi-effect-preview"]', 4);
    const jpg = await download(page, () => page.getByTestId('vi-effect-glow-jpg').click());
    expect(await sharp(jpg.body).metadata()).toMatchObject({ width: 2400, height: 1800, chromaSubsampling: '4:4:4' });
    await ctx.close();
  });

  it('a text-only logo (1006) has no icon stage', async () => {
    const { ctx, page } = await as('en', 'owner@demo.test');
    await page.goto(siteUrl('en', '/download/vi?logo=1006'));
    await startUsing(page);
    await page.getByTestId('vi-effects').waitFor();
    expect(await page.getByTestId('vi-icons').count()).toBe(0);
    await ctx.close();
  });

  it('a logo with a designer’s manual png (1008) shows the effects slider and no icon stage', async () => {
    const { ctx, page } = await as('en', 'owner@demo.test');
    await page.goto(siteUrl('en', '/download/vi?logo=1008'));
    await startUsing(page);
    await page.getByTestId('vi-mockups').waitFor();
    expect(await page.getByTestId('vi-mockups').getAttribute('data-manual')).toBe('true');
    // The designer's picture in the 7 scenes: its pixels are inside the composed SVG.
    await decoded(page, 'figure.vi-mockup', '[data-testid="vi-mockup-preview"]', 7);
    expect(await page.locator('[data-picture="manual"]').count()).toBe(7);
    await snapshot(page, { path: `${screenshotDir}/vi-manual-en-1280.png` });
    expect(await page.getByTestId('vi-icons').count()).toBe(0);
    await ctx.close();
  });
});

describe('the Chinese site: fonts, licence and authorisation', () => {
  it('1009: the free-font notices, the authorisation shown, the licence certificate downloads', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test');
    await page.goto(siteUrl('zh', '/download/vi?logo=1009'));
    await startUsing(page);
    await page.getByTestId('vi-fonts-details').waitFor();
    expect(await page.locator('h1').textContent()).toBe('品牌视觉识别');
    expect(await page.getByTestId('vi-font-notice-free').first().textContent()).toContain('免费商用字体');
    expect(await page.getByTestId('vi-fonts-details').textContent()).toContain('青山茶舍（杭州）有限公司');
    expect(await page.getByTestId('vi-colour').first().textContent()).toContain('主色');
    await decoded(page, 'figure.vi-mockup', '[data-testid="vi-mockup-preview"]', 7);
    await snapshot(page, { path: `${screenshotDir}/vi-zh-1280.png`, fullPage: true });
    const pdf = await download(page, () => page.getByTestId('vi-fonts-licence').click());
    expect(pdf.name).toBe('青山茶舍-字体授权证书.pdf');
    const file = join(mkdtempSync(join(tmpdir(), 'vi-licence-')), 'licence.pdf');
    writeFileSync(file, pdf.body);
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '')).toContain('被授权人青山茶舍（杭州）有限公司');
    await ctx.close();
  });

  it('1011 (not bought): the provider notice and the request to fill in the authorisation', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test', 390);
    await page.goto(siteUrl('zh', '/download/vi?logo=1011'));
    await startUsing(page);
    await page.getByTestId('vi-fonts-unauthorised').waitFor();
    expect(await page.getByTestId('vi-font-notice-provider').textContent()).toContain('由字体提供方免费授权商用');
    expect(await page.getByTestId('vi-fonts-unauthorised').textContent()).toContain('尚未购买');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snapshot(page, { path: `${screenshotDir}/vi-zh-390.png`, fullPage: true });
    await ctx.close();
  });

  it('a visitor of a shared logo (1005) sees the font terms, not the authorisation nor a way to change it', async () => {
    const { ctx, page } = await as('zh', null);
    await page.goto(siteUrl('zh', '/download/vi?logo=1005'));
    await startUsing(page);
    await page.getByTestId('vi-font-notice-free').first().waitFor();
    expect(await page.getByTestId('vi-fonts-details').count()).toBe(0);
    expect(await page.getByTestId('vi-fonts-unauthorised').count()).toBe(0);
    expect(await page.getByTestId('vi-fonts-licence').count()).toBe(0);
    await ctx.close();
  });

  it('says it is fetching the font terms while they come, and shows nothing of them when the call fails', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test');
    const release = await holdRequests(page, /\/api\/logo\/1009\/fonts$/);
    await page.goto(siteUrl('zh', '/download/vi?logo=1009'));
    await startUsing(page);
    expect(await page.getByTestId('vi-fonts-pending').textContent()).toBe('正在拉取字体授权信息，请稍后……');
    release();
    await page.getByTestId('vi-fonts-details').waitFor();
    await page.unroute(/\/api\/logo\/1009\/fonts$/);
    await page.route(/\/api\/logo\/1009\/fonts$/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"error":"INTERNAL","msg":"x"}' }));
    await page.reload();
    await startUsing(page);
    await page.getByTestId('vi-colour').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="vi-fonts-pending"]'));
    expect(await page.getByTestId('vi-licence').count()).toBe(0);
    await ctx.close();
  });

  it('1006: the paid notice; after a page change the dialog asks, refuses a bad number, saves and moves to /vi', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test');
    // The page changes before the prompt's code has arrived: the change still counts.
    const release = await holdRequests(page, /\/FontAuthPrompt-[^/]*\.js$/);
    await page.goto(siteUrl('zh', '/download/?logo=1006'));
    await page.getByTestId('side-menu').locator('a[href*="/download/icon"]').click();
    await waitForPath(page, '/download/icon');
    release();
    const dialog = page.getByTestId('font-auth-dialog');
    await page.getByTestId('font-auth-name').waitFor();
    await settled(page);
    await expectAccessible(page, 'the font authorisation dialog (zh, 1280 px)');
    await page.getByTestId('font-auth-name').fill('凯特尔茶饮有限公司');
    await page.getByTestId('font-auth-contact').fill('12345');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('请填写正确的联系电话（手机号或座机号）').waitFor();
    await settled(page);
    await expectAccessible(page, 'the font authorisation dialog refusing a bad number (zh, 1280 px)');
    await page.getByTestId('font-auth-contact').fill('13800000001');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').getByText('字体授权信息已保存').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Moved from /icon to /vi, where the details now show.
    await waitForPath(page, '/download/vi');
    await page.getByTestId('vi-fonts-details').waitFor();
    expect(await page.getByTestId('vi-font-notice-paid').textContent()).toContain('¥68.00');
    expect(await page.getByTestId('vi-fonts-details').textContent()).toContain('凯特尔茶饮有限公司');
    // Complete now: another page change asks nothing.
    await page.getByTestId('side-menu').locator('a[href*="/download/mockup"]').click();
    await waitForPath(page, '/download/mockup');
    await page.getByTestId('mockups-grid').waitFor();
    expect(await page.getByTestId('font-auth-name').count()).toBe(0);
    await ctx.close();
  });
});
