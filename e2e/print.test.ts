import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfx1aProblems, pdfx4Problems } from '../server/render/formats/pdfx-check';
import { expectAccessible } from './setup/axe';
import { startUsing } from './setup/area-pages';
import { closeBrowser, launchBrowser, personPage, screenshotDir, siteUrl, type Site, snapshot } from './setup/browser';

/* The print shop page (issue 47): an item, its size and details, the preview, the print PDF. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

async function saved(page: Page, click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), click()]);
  return { name: download.suggestedFilename(), body: readFileSync((await download.path())!) };
}

/** The preview drawn with what was last asked: its label says it, and the picture has loaded. */
async function previewShows(page: Page, label: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByTestId('print-label').textContent(), { timeout: 15_000 }).toMatch(label);
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="print-art"]');
    return img !== null && img.complete && img.naturalWidth > 0 && !img.className.includes('--busy');
  });
}

describe('the print shop', () => {
  it('(en) an owner makes a letterhead, a windowed #10 envelope, a sheet of contour stickers as PDF/X-1a and a badge with a name', async () => {
    const { ctx, page } = await personPage(browser, 'en', 'owner@demo.test');
    try {
      await page.goto(siteUrl('en', '/download/print?logo=1001'));
      // The site's first size of its first item, with the US bleed.
      await previewShows(page, 'Letterhead US Letter · 8.5 × 11 in');
      expect(await page.locator('h1').textContent()).toBe('Print files');
      expect(await page.getByTestId('side-menu').getByText('Print files').count()).toBe(1);
      expect(await page.getByTestId('print-preview').textContent()).toContain('Trim 215.9 × 279.4 mm · bleed 0.125 in');
      await page.getByTestId('print-field-address').fill('200 Harbor Way, Portland, OR');
      await previewShows(page, 'Letterhead US Letter · 8.5 × 11 in');
      await expectAccessible(page, 'print page (en)');
      await snapshot(page, { path: `${screenshotDir}/print-en-1280.png`, fullPage: true });

      // The envelope: US #10 first; its window shows as a die line with the legend.
      await page.getByTestId('print-item-envelope').check();
      await previewShows(page, 'Envelope #10 · 9.5 × 4.125 in');
      expect(await page.getByTestId('print-size').locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(['no10', 'dl', 'c5']);
      await page.getByTestId('print-window').click();
      await expect.poll(() => page.getByTestId('print-preview').textContent()).toContain('CutContour');

      // A sheet of stickers cut around the logo, as PDF/X-1a with crop marks.
      await page.getByTestId('print-item-sticker').check();
      await page.getByTestId('print-shape-contour').check();
      await page.getByTestId('print-size-1.5in').check();
      await page.getByTestId('print-sheet-letter').check();
      await previewShows(page, /^Sticker 1\.5 in × \d+, US Letter/);
      await page.getByTestId('print-standard-x1a').check();
      await page.getByTestId('print-marks').click();
      const stickers = await saved(page, () => page.getByTestId('print-download').click());
      expect(stickers.name).toMatch(/^Logo Maker-Northwind Coffee-Sticker 1\.5 in x \d+, US Letter 8\.5 x 11 in-PDF-X-1a\.pdf$/);
      expect(stickers.body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.3');
      expect(pdfx1aProblems(stickers.body)).toEqual([]);
      expect(stickers.body.toString('latin1')).toContain('/CutContour');

      // A badge needs a name: refused where it is typed, nothing downloads until it is there.
      await page.getByTestId('print-item-badge').check();
      await page.getByTestId('print-field-name').fill('');
      await page.getByTestId('print-field-name-problem').waitFor();
      expect(await page.getByTestId('print-download').isDisabled()).toBe(true);
      await page.getByTestId('print-field-name').fill('Alex Morgan');
      await page.getByTestId('print-field-title').fill('Head roaster');
      await previewShows(page, 'Name badge CR80 landscape · 85.6 × 54 mm');
      await page.getByTestId('print-standard-x4').check();
      const badge = await saved(page, () => page.getByTestId('print-download').click());
      expect(pdfx4Problems(badge.body)).toEqual([]);

      // A 12 m sign: drawn at 1:10, its proof beside it; a width beyond 12 m is refused where it is typed.
      await page.getByTestId('print-item-sign').check();
      await page.getByTestId('print-sign-width').fill('13');
      await page.getByTestId('print-sign-width-problem').waitFor();
      expect(await page.getByTestId('print-download').isDisabled()).toBe(true);
      await page.getByTestId('print-sign-width').fill('12');
      await page.getByTestId('print-sign-height').fill('1.2');
      await previewShows(page, 'Shop sign 12 000 × 1 200 mm (1:10)');
      await page.getByTestId('print-art-2').waitFor();
      await snapshot(page, { path: `${screenshotDir}/print-sign-en-1280.png`, fullPage: true });

      // A shirt print: shown on the shirt, and as a 300 dpi PNG for the garment printer.
      await page.getByTestId('print-item-shirt').check();
      await page.getByTestId('print-garment-dark').check();
      await previewShows(page, 'Shirt print 4 × 4 in');
      await page.getByTestId('print-scene').waitFor();
      const png = await saved(page, () => page.getByTestId('print-download-png').click());
      expect(png.name).toMatch(/-300dpi\.png$/);
      expect((await sharp(png.body).metadata()).density).toBe(300);
      await snapshot(page, { path: `${screenshotDir}/print-shirt-en-1280.png`, fullPage: true });

      // The embroidery mark names its threads.
      await page.getByTestId('print-item-embroidery').check();
      await previewShows(page, 'Embroidery mark 10 cm');
      expect(await page.getByTestId('print-threads').locator('.print-page__thread').count()).toBeGreaterThan(0);
    } finally {
      await ctx.close();
    }
  });

  it.each([
    ['zh', 1009, 390],
    ['en', 1001, 390],
  ] as const)('(%s) on a phone the item comes first, then the choices', async (site: Site, logo, width) => {
    const { ctx, page } = await personPage(browser, site, 'owner@demo.test', width);
    try {
      await page.goto(siteUrl(site, `/download/print?logo=${logo}`));
      await previewShows(page, site === 'zh' ? '信纸 A4 · 210 × 297 mm' : 'Letterhead US Letter · 8.5 × 11 in');
      const [preview, controls] = await Promise.all([page.getByTestId('print-preview').boundingBox(), page.getByTestId('print-item').boundingBox()]);
      expect(preview!.y).toBeLessThan(controls!.y);
      expect(preview!.x + preview!.width).toBeLessThanOrEqual(width);
      await snapshot(page, { path: `${screenshotDir}/print-${site}-${width}.png`, fullPage: true });
    } finally {
      await ctx.close();
    }
  });

  it('(zh) offers the Chinese envelopes and downloads a DL envelope as PDF/X-4', async () => {
    const { ctx, page } = await personPage(browser, 'zh', 'owner@demo.test');
    try {
      await page.goto(siteUrl('zh', '/download/print?logo=1009'));
      await previewShows(page, '信纸 A4 · 210 × 297 mm');
      expect(await page.getByTestId('print-preview').textContent()).toContain('出血 3 mm');
      await expectAccessible(page, 'print page (zh)');
      await snapshot(page, { path: `${screenshotDir}/print-zh-1280.png`, fullPage: true });
      // By keyboard alone: the items are one group of radios, the arrow keys move through them.
      await page.getByTestId('print-item-letterhead').focus();
      await page.keyboard.press('ArrowRight');
      await previewShows(page, '信封 5 号 DL · 220 × 110 mm');
      expect(await page.getByTestId('print-item-envelope').isChecked()).toBe(true);
      expect(await page.getByTestId('print-size').textContent()).toContain('6 号 ZL · 230 × 120 mm');
      const envelope = await saved(page, () => page.getByTestId('print-download').click());
      expect(envelope.name).toBe('Logo设计-青山茶舍-信封 5 号 DL 220 x 110 mm-PDF-X-4.pdf');
      expect(pdfx4Problems(envelope.body)).toEqual([]);

      // The brand stamp: never an official seal's words; the page says who makes official seals.
      await page.getByTestId('print-item-stamp').check();
      await previewShows(page, '品牌印章 Ø 40 mm');
      expect(await page.getByTestId('print-stamp-note').textContent()).toContain('公安机关备案的刻章单位');
      await page.getByTestId('print-stamp-text').fill('青山茶舍合同专用章');
      expect(await page.getByTestId('print-stamp-text-problem').textContent()).toContain('公章');
      expect(await page.getByTestId('print-download').isDisabled()).toBe(true);
      await page.getByTestId('print-stamp-text').fill('青山茶舍 · 好茶');
      await expect.poll(() => page.getByTestId('print-stamp-text-problem').count()).toBe(0);
      await snapshot(page, { path: `${screenshotDir}/print-stamp-zh-1280.png`, fullPage: true });
      const stamp = await saved(page, () => page.getByTestId('print-download').click());
      expect(pdfx4Problems(stamp.body)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('(en) a basic logo previews, and its download opens the upgrade', async () => {
    const { ctx, page } = await personPage(browser, 'en', 'owner@demo.test');
    try {
      await page.goto(siteUrl('en', '/download/print?logo=1002'));
      await previewShows(page, 'Letterhead US Letter · 8.5 × 11 in');
      expect(await page.getByTestId('print-upgrade').textContent()).toContain('Print files come with the professional package');
      await page.getByTestId('print-download').click();
      await page.getByTestId('offer-upgrade_professional').waitFor();
    } finally {
      await ctx.close();
    }
  });
});

describe('the brand’s spot colours', () => {
  it('(en) the owner names spot inks on the brand-identity page, and the logo for printers carries them in its PDF and EPS', async () => {
    const { ctx, page } = await personPage(browser, 'en', 'owner@demo.test');
    try {
      await page.goto(siteUrl('en', '/download/vi?logo=1004'));
      // The fonts-and-colours stage loads at the first interaction (components/lazyWhenNear).
      await startUsing(page);
      await page.getByTestId('vi-colour').first().waitFor();
      // By keyboard: the button, then the dialog's first field.
      await page.getByTestId('vi-spot-edit').focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('spot-dialog');
      await dialog.getByTestId('spot-warning').waitFor();
      expect(await dialog.getByTestId('spot-warning').textContent()).toContain('approximation');
      const fields = dialog.getByTestId('spot-name');
      expect(await fields.count()).toBe(3);
      // A process ink's name is refused where it is typed, and nothing is saved.
      await fields.nth(0).fill('CutContour');
      await page.keyboard.press('Enter');
      await dialog.getByTestId('spot-problem').waitFor();
      expect(await dialog.getByTestId('spot-problem').textContent()).toContain('name the process inks');
      await fields.nth(0).fill('PANTONE 419 C');
      await fields.nth(1).fill('PANTONE 871 C');
      await expectAccessible(page, 'spot colour dialog (en)');
      await snapshot(page, { path: `${screenshotDir}/vi-spots-en-1280.png` });
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('vi-colour-spot').allTextContents()).toEqual(['PANTONE 419 C', 'PANTONE 871 C']);
      expect(await page.getByTestId('vi-colour-profile').textContent()).toContain('approximation');

      // The print shop's logo for printers, in the two named inks.
      await page.goto(siteUrl('en', '/download/print?logo=1004'));
      await previewShows(page, /^Letterhead/);
      await page.getByTestId('print-item-logo').check();
      await page.getByTestId('print-logo-inks-two').check();
      await previewShows(page, 'Logo for printers two colours 100 mm');
      // The inks come with the colour specification's call, beside the preview's.
      await expect.poll(() => page.getByTestId('print-ink-spot').allTextContents()).toEqual(['PANTONE 419 C', 'PANTONE 871 C']);
      await expectAccessible(page, 'print page, logo for printers (en)');
      await snapshot(page, { path: `${screenshotDir}/print-logo-en-1280.png`, fullPage: true });
      const pdf = await saved(page, () => page.getByTestId('print-download').click());
      expect(pdf.name).toBe('Logo Maker-Aurora Jewels-Logo for printers two colours 100 mm-PDF-X-4.pdf');
      expect(pdfx4Problems(pdf.body)).toEqual([]);
      expect(pdf.body.toString('latin1')).toContain('/Separation /PANTONE#20419#20C');
      const eps = await saved(page, () => page.getByTestId('print-download-eps').click());
      expect(eps.name).toMatch(/-Logo for printers two colours 100 mm-EPS\.eps$/);
      expect(eps.body.toString('latin1')).toContain('%%DocumentCustomColors: (PANTONE 419 C)');
    } finally {
      await ctx.close();
    }
  });

  it('(zh) on a phone: a name in Chinese characters is refused in Chinese, a Pantone name saved, the one-colour logo printed in it', async () => {
    const { ctx, page } = await personPage(browser, 'zh', 'owner@demo.test', 390);
    try {
      await page.goto(siteUrl('zh', '/download/vi?logo=1009'));
      await startUsing(page);
      await page.getByTestId('vi-colour').first().waitFor();
      await page.getByTestId('vi-spot-edit').click();
      const dialog = page.getByTestId('spot-dialog');
      const first = dialog.getByTestId('spot-name').first();
      await first.fill('潘通 红');
      await page.keyboard.press('Enter');
      await dialog.getByTestId('spot-problem').waitFor();
      expect(await dialog.getByTestId('spot-problem').textContent()).toContain('专色名称只能使用英文字母');
      await first.fill('PANTONE 7727 C');
      await snapshot(page, { path: `${screenshotDir}/vi-spots-zh-390.png` });
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('vi-colour-spot').first().textContent()).toBe('PANTONE 7727 C');
      expect(await page.getByTestId('vi-colour').first().textContent()).toContain('专色');
      await page.getByTestId('vi-colours').scrollIntoViewIfNeeded();
      await snapshot(page, { path: `${screenshotDir}/vi-colours-zh-390.png` });

      await page.goto(siteUrl('zh', '/download/print?logo=1009'));
      await previewShows(page, /^信纸/);
      await page.getByTestId('print-item-logo').check();
      await page.getByTestId('print-logo-inks-one').check();
      await previewShows(page, '印刷用标志 单色 100 mm');
      await expect.poll(() => page.getByTestId('print-ink-spot').allTextContents()).toEqual(['PANTONE 7727 C']);
      expect(await page.getByTestId('print-logo-ink').textContent()).toContain('PANTONE 7727 C');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await snapshot(page, { path: `${screenshotDir}/print-logo-zh-390.png`, fullPage: true });
    } finally {
      await ctx.close();
    }
  });
});
