import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, newContext, openLogo, signIn, siteUrl, type Site } from './setup/browser';
import { downloadCard } from './setup/download';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

async function as(site: Site, email?: string, width = 1280): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await newContext(browser, { width });
  if (email) await signIn(ctx, site, email);
  return { ctx, page: await ctx.newPage() };
}

const cardIds = (page: Page) =>
  page.locator('[data-testid^="logo-card-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));

const download = downloadCard;

describe('owner on the English site (1001, professional, slogan and icon)', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ ctx, page } = await as('en', 'owner@demo.test'));
    await openLogo(page, 'en', 1001);
    await page.getByTestId('logo-title').waitFor();
  });
  afterAll(() => ctx.close());

  it('shows the title and every card in the order of the spec', async () => {
    await expect.poll(() => page.getByTestId('logo-title').textContent()).toContain('Northwind Coffee');
    expect(await cardIds(page)).toEqual([
      'logo-card-main',
      'logo-card-inverse',
      'logo-card-white',
      'logo-card-black',
      'logo-card-no-slogan',
      'logo-card-symbol',
    ]);
    const badge = page.getByTestId('logo-card-main').getByTestId('package-badge');
    expect(await badge.getAttribute('data-tier')).toBe('professional');
    expect(await badge.textContent()).toContain('Professional');
  });

  it('shows the owner controls and the invoice alert', async () => {
    expect(await page.getByTestId('edit-button').getAttribute('href')).toBe('/editor?logo=1001');
    expect(await page.getByTestId('invoice-alert').isVisible()).toBe(true);
    expect(await page.getByTestId('share-switch').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('share-link').count()).toBe(0);
  });

  it('switches sharing on, shows and copies the share link, and off again', async () => {
    await page.getByTestId('share-switch').click();
    await expect.poll(() => page.getByTestId('share-switch').getAttribute('aria-checked')).toBe('true');
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toMatch(/^http:\/\/localhost:\d+\/download\?logo=1001$/);
    await page.getByTestId('copy-link').click();
    // Said in a status a screen reader reads out, not only shown.
    await page.getByRole('status').getByText('Link copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A visitor can open the shared link now.
    const visitor = await as('en');
    await visitor.page.goto(link);
    await visitor.page.getByTestId('logo-title').waitFor();
    expect(await visitor.page.getByTestId('share-switch').count()).toBe(0);
    await visitor.ctx.close();

    await page.getByTestId('share-switch').click();
    await expect.poll(() => page.getByTestId('share-switch').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('share-link').count()).toBe(0);
    await page.reload();
    await page.getByTestId('logo-title').waitFor();
    expect(await page.getByTestId('share-switch').getAttribute('aria-checked')).toBe('false');
  });

  it("shows 'Ajax Error' when the share call fails, and keeps the switch as it was", async () => {
    await page.route('**/download/share/status', (r) => r.fulfill({ status: 500, body: '{}' }));
    await page.getByTestId('share-switch').click();
    await page.getByText('Ajax Error').waitFor();
    expect(await page.getByTestId('share-switch').getAttribute('aria-checked')).toBe('false');
    await page.unroute('**/download/share/status');
  });

  it('the card previews, composed in the browser, are the very SVG the server renders', async () => {
    for (const variant of ['main', 'inverse', 'symbol']) {
      const src = (await page.getByTestId(`preview-${variant}`).getAttribute('src'))!;
      const browserSvg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
      const serverSvg = await page.evaluate(
        async (v) => (await fetch(`/api/logo/1001/download?variant=${v}&format=svg&width=800&height=600`)).text(),
        variant,
      );
      expect(browserSvg.length).toBeGreaterThan(1000);
      expect(browserSvg).toBe(serverSvg);
    }
  });

  it('downloads the main logo as SVG with its text as paths', async () => {
    const file = await download(page, 'main', 'svg');
    expect(file.name).toBe('Northwind Coffee-main.svg');
    const svg = file.body.toString('utf8');
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<path');
  });

  it('downloads the main logo as PNG at the default size (1000×1000)', async () => {
    const file = await download(page, 'main', 'png-high');
    expect(file.name).toBe('Northwind Coffee-main.png');
    const meta = await sharp(file.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1000, 1000]);
  });

  it('downloads the SVG without background', async () => {
    const file = await download(page, 'symbol', 'svg-nbg');
    expect(file.name).toBe('Northwind Coffee-symbol-transparent.svg');
    expect(file.body.toString('utf8')).not.toMatch(/<rect[^>]+width="1000"[^>]+height="1000"/);
  });

  it('the white card downloads on the brand colour picked in its colour picker', async () => {
    await page.getByTestId('bg-picker-white').click();
    const swatches = page.getByTestId('bg-swatch-white');
    await swatches.first().waitFor();
    const count = await swatches.count();
    expect(count).toBeGreaterThan(0);
    const last = swatches.nth(count - 1);
    const chosen = await last.getAttribute('aria-label');
    await last.click();
    await swatches.first().waitFor({ state: 'hidden' });
    const picked = (await page.getByTestId('logo-card-white').locator('.bg-picker__text').textContent())!.trim();
    expect(picked).toMatch(/^#[0-9A-F]{6}$/);
    expect(picked).toBe(chosen);
    const file = await download(page, 'white', 'svg');
    const svg = file.body.toString('utf8').toUpperCase();
    expect(svg).toContain(`FILL="${picked}"`);
    expect(svg).toContain('#FFFFFF');
  });

  it('keeps EPS (admin only) out of the owner’s menu', async () => {
    await page.getByTestId('download-main').click();
    await page.getByTestId('download-main-svg').waitFor();
    expect(await page.getByTestId('download-main-eps').count()).toBe(0);
    expect(await page.getByTestId('download-main-eps-bg').count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});

describe('cards follow the logo', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ ctx, page } = await as('en', 'owner@demo.test'));
  });
  afterAll(() => ctx.close());

  it('no slogan → no "without slogan" card (1004, luxury)', async () => {
    await openLogo(page, 'en', 1004);
    await page.getByTestId('logo-title').waitFor();
    expect(await cardIds(page)).not.toContain('logo-card-no-slogan');
    expect(await cardIds(page)).toContain('logo-card-symbol');
    expect(await page.getByTestId('package-badge').getAttribute('data-tier')).toBe('luxury');
  });

  it('text only → no symbol card (1006)', async () => {
    await openLogo(page, 'en', 1006);
    await page.getByTestId('logo-title').waitFor();
    expect(await cardIds(page)).not.toContain('logo-card-symbol');
    expect(await cardIds(page)).toContain('logo-card-no-slogan');
  });

  it('the brand package badge (1007) and basic (1002)', async () => {
    await openLogo(page, 'en', 1007);
    await page.getByTestId('logo-title').waitFor();
    expect(await page.getByTestId('package-badge').getAttribute('data-tier')).toBe('brand');
    await openLogo(page, 'en', 1002);
    await page.getByTestId('logo-title').waitFor();
    expect(await page.getByTestId('package-badge').getAttribute('data-tier')).toBe('basic');
  });

  it('the manual-modification tip when the designer assistant is on and a manual png exists (1008)', async () => {
    await openLogo(page, 'en', 1008);
    const tip = page.getByTestId('manual-tip');
    await tip.waitFor();
    expect(await tip.getByRole('link', { name: 'See the manual modification' }).getAttribute('href')).toContain('/download/mod?logo=1008');
    // The designer's png downloads from the tip (1008 has a png only: no jpg or icon button).
    expect(await tip.getByTestId('manual-download-jpg').count()).toBe(0);
    const [file] = await Promise.all([page.waitForEvent('download'), tip.getByTestId('manual-download-png').click()]);
    expect(file.suggestedFilename()).toBe('Pixel Garden-designer.png');
    const bytes = await readFile((await file.path()) as string);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    await openLogo(page, 'en', 1001);
    await page.getByTestId('logo-title').waitFor();
    expect(await page.getByTestId('manual-tip').count()).toBe(0);
  });

  it('no invoice alert for a logo that was not bought (1003)', async () => {
    await openLogo(page, 'en', 1003);
    await page.getByTestId('logo-title').waitFor();
    expect(await page.getByTestId('invoice-alert').count()).toBe(0);
    expect(await page.getByTestId('package-badge').count()).toBe(0);
  });
});

describe('owner on the Chinese site (1009)', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ ctx, page } = await as('zh', 'owner@demo.test'));
    await openLogo(page, 'zh', 1009);
    await page.getByTestId('logo-title').waitFor();
  });
  afterAll(() => ctx.close());

  it('shows the Chinese name, Chinese labels and no invoice alert', async () => {
    expect(await page.getByTestId('logo-title').textContent()).toContain('青山茶舍');
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^zh/);
    expect(await page.getByTestId('package-badge').textContent()).toMatch(/专业/);
    expect(await page.getByTestId('invoice-alert').count()).toBe(0);
  });

  it("copies the share link with the spec's Chinese message", async () => {
    await page.getByTestId('share-switch').click();
    await page.getByTestId('share-link').waitFor();
    expect(await page.getByTestId('share-link').inputValue()).toMatch(/^http:\/\/zh\.localhost:\d+\/download\?logo=1009$/);
    await page.getByTestId('copy-link').click();
    await page.getByText('链接已成功复制到剪贴板').waitFor();
    await page.getByTestId('share-switch').click();
    await expect.poll(() => page.getByTestId('share-link').count()).toBe(0);
  });

  it('downloads a PNG whose Chinese text is drawn (not blank)', async () => {
    const file = await download(page, 'main', 'png-high');
    const { data, info } = await sharp(file.body).raw().toBuffer({ resolveWithObject: true });
    // The name's ink is dark green on cream: count dark pixels in the right half, where the text is.
    let dark = 0;
    for (let y = 0; y < info.height; y += 4) {
      for (let x = info.width / 2; x < info.width; x += 4) {
        const i = (y * info.width + x) * info.channels;
        if (data[i] + data[i + 1] + data[i + 2] < 200) dark++;
      }
    }
    expect(dark).toBeGreaterThan(500);
  });
});

describe('admin and visitor', () => {
  it.each(['en', 'zh'] as const)('an admin (%s) sees the owner controls on a logo not theirs and not bought (1003)', async (site) => {
    const { ctx, page } = await as(site, 'admin@demo.test');
    await openLogo(page, site, 1003);
    await page.getByTestId('logo-title').waitFor();
    expect(await page.getByTestId('share-switch').isVisible()).toBe(true);
    expect(await page.getByTestId('edit-button').isVisible()).toBe(true);
    await page.getByTestId('download-main').click();
    await page.getByTestId('download-main-svg').waitFor();
    await ctx.close();
  });

  it.each(['en', 'zh'] as const)('a visitor (%s) on a shared logo (1005) sees the cards and downloads, without owner controls', async (site) => {
    const { ctx, page } = await as(site);
    await openLogo(page, site, 1005);
    await page.getByTestId('logo-title').waitFor();
    expect(await page.getByTestId('edit-button').count()).toBe(0);
    expect(await page.getByTestId('share-switch').count()).toBe(0);
    expect(await page.getByTestId('invoice-alert').count()).toBe(0);
    expect(await page.getByTestId('sign-in').isVisible()).toBe(true);
    const file = await download(page, 'main', 'svg');
    expect(file.body.toString('utf8')).toContain('<svg');
    await ctx.close();
  });

  it.each(['en', 'zh'] as const)('a visitor (%s) on a private logo is sent to the site root, and its files are refused', async (site) => {
    const { ctx, page } = await as(site);
    await openLogo(page, site, 1001);
    await page.waitForURL(siteUrl(site, '/'));
    const status = await page.evaluate(async () => (await fetch('/api/logo/1001/download?format=svg')).status);
    expect(status).toBe(403);
    await ctx.close();
  });
});

describe('layouts (lockups)', () => {
  const lockupIds = (page: Page) =>
    page.locator('[data-testid="lockup-switcher"] input[type="radio"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

  it('the owner (en, 1001) switches the cards to a layout by mouse and keyboard, sees it as the server renders it, and downloads it', async () => {
    const { ctx, page } = await as('en', 'owner@demo.test');
    await openLogo(page, 'en', 1001);
    await page.getByTestId('logo-title').waitFor();
    expect(await lockupIds(page)).toEqual(['original', 'horizontal', 'stacked', 'square', 'wordmark', 'icon']);
    expect(await page.getByTestId('lockup-original').isChecked()).toBe(true);
    await page.getByTestId('lockup-horizontal').check();
    await expect.poll(() => page.getByTestId('logo-cards').getAttribute('data-lockup')).toBe('horizontal');
    expect(await cardIds(page)).toEqual(['logo-card-main', 'logo-card-inverse', 'logo-card-white', 'logo-card-black', 'logo-card-no-slogan']);
    expect(await page.getByTestId('lockup-use').textContent()).toContain('website headers');
    expect(await page.getByTestId('lockup-measure').textContent()).toMatch(/Smallest width: \d+ mm in print, \d+ px on screen\./);
    expect(await page.getByTestId('lockup-locked').count()).toBe(0);
    // The preview is the server's picture of the same layout: the file's own shape, clear space included, as a sheet on the card.
    const preview = page.getByTestId('preview-main');
    const [pw, ph] = [Number(await preview.getAttribute('width')), Number(await preview.getAttribute('height'))];
    expect([pw, ph < 400]).toEqual([800, true]);
    const src = (await preview.getAttribute('src'))!;
    const browserSvg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    const serverSvg = await page.evaluate(async ([w, h]) => (await fetch(`/api/logo/1001/download?variant=main&format=svg&width=${w}&height=${h}&layout=horizontal`)).text(), [pw, ph]);
    expect(browserSvg).toBe(serverSvg);
    // The sheet sits inside the card with room around it.
    const [sheet, card] = await Promise.all([preview.boundingBox(), page.getByTestId('logo-card-main').locator('.logo-card__preview').boundingBox()]);
    expect(sheet!.x - card!.x).toBeGreaterThan(0.05 * card!.width);
    // A vector file at the layout's own shape, named after it.
    const svg = await download(page, 'main', 'svg');
    expect(svg.name).toBe('Northwind Coffee-horizontal-main.svg');
    const [, w, h] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg.body.toString('utf8'))!;
    const aspect = Number(w) / Number(h);
    expect(aspect).toBeGreaterThan(2.5);
    // The size dialog offers sizes in the layout's proportions (no social platforms), by long side.
    await page.getByTestId('download-inverse').click();
    await page.getByTestId('download-inverse-png-high').click();
    await page.getByTestId('size-dialog-layout').waitFor();
    expect(await page.getByTestId('size-preset-social').count()).toBe(0);
    const high = (await page.locator('label.size-preset').filter({ has: page.getByTestId('size-preset-high') }).textContent())!;
    const [, hw, hh] = /(\d+) × (\d+)/.exec(high)!.map(Number);
    expect(hw).toBe(2000);
    expect(Math.abs(hh! - 2000 / aspect)).toBeLessThanOrEqual(1);
    // A custom size keeps the proportions while the ratio is locked, and not once it is unlocked.
    await page.getByTestId('size-preset-custom').check();
    await page.getByTestId('size-width').fill('1200');
    await expect.poll(async () => Number(await page.getByTestId('size-height').inputValue())).toBe(Math.round(1200 / aspect));
    await page.getByTestId('size-ratio').click();
    expect(await page.getByTestId('size-ratio').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('size-height').fill('600');
    expect(await page.getByTestId('size-width').inputValue()).toBe('1200');
    await page.getByTestId('size-ratio').click();
    await expect.poll(async () => Number(await page.getByTestId('size-height').inputValue())).toBe(Math.round(1200 / aspect));
    // The file is exactly the size the dialog says.
    await page.getByTestId('size-preset-high').check();
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), page.getByTestId('size-download').click()]);
    expect(file.suggestedFilename()).toBe('Northwind Coffee-horizontal-inverse.png');
    const meta = await sharp(await readFile((await file.path())!)).metadata();
    expect([meta.width, meta.height]).toEqual([hw, hh]);
    await page.getByTestId('size-dialog-file').waitFor({ state: 'hidden' });
    // Arrow keys move through the layouts (native radios).
    await page.getByTestId('lockup-horizontal').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('logo-cards').getAttribute('data-lockup')).toBe('stacked');
    await page.getByTestId('lockup-square').check();
    await expect.poll(async () => (await cardIds(page)).length).toBe(4);
    // The favicon is offered for the square layout, not for the stacked one.
    await page.getByTestId('download-main').click();
    await page.getByTestId('download-main-ico').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('lockup-stacked').check();
    await page.getByTestId('download-main').click();
    await page.getByTestId('download-main-svg').waitFor();
    expect(await page.getByTestId('download-main-ico').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('lockup-original').check();
    await expect.poll(async () => (await cardIds(page)).length).toBe(6);
    await ctx.close();
  });

  it('a basic-package owner (en, 1002) previews the layouts and is offered the upgrade to download them', async () => {
    const { ctx, page } = await as('en', 'owner@demo.test');
    await openLogo(page, 'en', 1002);
    await page.getByTestId('logo-title').waitFor();
    await page.getByTestId('lockup-stacked').check();
    await page.getByTestId('lockup-locked').waitFor();
    expect(await page.getByTestId('lockup-locked').textContent()).toContain('Professional package');
    await page.getByTestId('download-main').click();
    await page.getByTestId('download-main-svg').click();
    await page.getByTestId('offer-upgrade_professional').waitFor();
    expect(await page.getByTestId('offer-package_basic').count()).toBe(0);
    await ctx.close();
  });

  it('the Chinese site (1009) names the layouts in Chinese and downloads a horizontal layout of the Chinese name', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test');
    await openLogo(page, 'zh', 1009);
    await page.getByTestId('logo-title').waitFor();
    const labels = await page.locator('[data-testid="lockup-switcher"] .pill-radios__option span').allTextContents();
    expect(labels).toEqual(['原始版式', '横版', '竖版', '方形', '纯文字', '仅图标']);
    await page.getByTestId('lockup-horizontal').check();
    expect(await page.getByTestId('lockup-use').textContent()).toContain('适合网站页眉');
    const file = await download(page, 'main', 'svg');
    expect(file.name).toBe('青山茶舍-horizontal-main.svg');
    expect(file.body.toString('utf8')).not.toContain('<text');
    await ctx.close();
  });

  it('a text-only logo whose name is long (1006) has the layouts that make sense, its square a monogram; a visitor of a shared logo (1005) signs in to download one', async () => {
    const owner = await as('en', 'owner@demo.test');
    await openLogo(owner.page, 'en', 1006);
    await owner.page.getByTestId('logo-title').waitFor();
    expect(await lockupIds(owner.page)).toEqual(['original', 'horizontal', 'stacked', 'wordmark', 'square']);
    // The name and slogan on one line: one version without a slogan fewer than the wordmark's.
    await owner.page.getByTestId('lockup-horizontal').check();
    await expect.poll(async () => (await cardIds(owner.page)).length).toBe(4);
    await owner.page.getByTestId('lockup-wordmark').check();
    await expect.poll(async () => (await cardIds(owner.page)).length).toBe(5);
    await owner.page.getByTestId('lockup-square').check();
    await expect.poll(() => owner.page.getByTestId('logo-cards').getAttribute('data-lockup')).toBe('square');
    const square = await downloadCard(owner.page, 'main', 'svg');
    expect(square.name).toBe('Kettle & Co-square-main.svg');
    expect(square.body.toString('utf8')).toMatch(/viewBox="0 0 (\d+) \1"/);
    await owner.ctx.close();
    const { ctx, page } = await as('en');
    await openLogo(page, 'en', 1005);
    await page.getByTestId('logo-title').waitFor();
    await page.getByTestId('lockup-wordmark').check();
    // The cards drawn in the new layout first: a menu opened on the old cards is taken away with them.
    await expect.poll(() => page.getByTestId('logo-cards').getAttribute('data-lockup')).toBe('wordmark');
    await page.getByTestId('download-main').click();
    await page.getByTestId('download-main-svg').click();
    await page.waitForURL(/\/login\?next=/);
    await ctx.close();
  });
});
