import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, personPage, screenshotDir, siteUrl, type Site, snapshot } from './setup/browser';
import { settled } from './setup/download';
import { waitForPath } from './setup/people';

/* spec 02 §2 "Mockups page", §4 (tag/search rule), §6 (professional package), §9 (file names); spec 01 §2 /mockups. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const as = (site: Site, email: string | null, width?: number) => personPage(browser, site, email, width);

/** The ids of the cards on the page, in order. */
const cardIds = (page: Page) =>
  page.locator('[data-testid="mockups-grid"] > article').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('mockup-'.length)));

/** Waits until the first `n` cards show their preview, decoded. */
async function previewsShown(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    (count) => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>('[data-testid="mockup-preview"]')].slice(0, count);
      return imgs.length >= count && imgs.every((i) => i.complete && i.naturalWidth > 0);
    },
    n,
  );
}

async function apiList(page: Page, query: string): Promise<{ total: number; list: { id: string; tags: string[]; label: string; number: number }[] }> {
  return page.evaluate(async (q) => (await fetch(`/api/mockups?${q}`)).json(), query);
}

describe('the owner of a professional logo (1001, English site)', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ ctx, page } = await as('en', 'owner@demo.test'));
  });
  afterAll(() => ctx.close());

  it('/mockups leads to /mockup keeping the logo; the menu entry, title, chips and the first previews show', async () => {
    await page.goto(siteUrl('en', '/download/mockups?logo=1001'));
    const url = await waitForPath(page, '/download/mockup');
    expect(url.search).toBe('?logo=1001');
    await page.getByTestId('mockups-grid').waitFor();
    expect(await page.title()).toBe('Northwind Coffee – logo mockups');
    expect(await page.locator('h1').textContent()).toBe('Logo Mockups');
    expect(await page.getByTestId('side-menu').getByText('Mockups').count()).toBe(1);
    const chips = await page.getByTestId('mockups-tags').locator('button').allTextContents();
    expect(chips[0]).toBe('Latest');
    expect(chips.length).toBeGreaterThanOrEqual(7);
    expect(await page.getByTestId('mockups-tag-latest').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('mockups-upgrade').count()).toBe(0);
    expect(await page.getByTestId('mockups-main-logo').isHidden()).toBe(true);
    const ids = await cardIds(page);
    expect(ids.length).toBe(12);
    await previewsShown(page, 3);
    await snapshot(page, { path: `${screenshotDir}/mockups-en-1280.png` });
  });

  it('the preview is the picture the download renders: same scene, same logo', async () => {
    const first = page.locator('[data-testid="mockups-grid"] > article').first();
    const small = { width: 480, height: 360 };
    // The picture the card shows, read back through a canvas (the server's, of the page's origin: it does not taint it).
    const mine = Buffer.from(
      await first.getByTestId('mockup-preview').evaluate(async (img: HTMLImageElement, size) => {
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size.width;
        canvas.height = size.height;
        const g = canvas.getContext('2d')!;
        g.fillStyle = '#ffffff';
        g.fillRect(0, 0, size.width, size.height);
        g.drawImage(img, 0, 0, size.width, size.height);
        const rgba = g.getImageData(0, 0, size.width, size.height).data;
        return Array.from(rgba.filter((_, i) => i % 4 !== 3));
      }, small),
    );
    const downloaded = page.waitForEvent('download');
    await first.getByTestId('mockup-download').click();
    const dl = await downloaded;
    const label = (await first.locator('h2').textContent())!;
    const number = await first.getAttribute('data-number');
    expect(dl.suggestedFilename()).toBe(`Logo Maker-Northwind Coffee-${label}-${number}.jpg`);
    const jpg = readFileSync(await dl.path());
    expect(await sharp(jpg).metadata()).toMatchObject({ format: 'jpeg', width: 2400, height: 1800 });
    // The card's 800 px preview and the 2400 px download of the same scene: equal but for resampling and JPEG noise.
    const theirs = await sharp(jpg).resize(small).removeAlpha().raw().toBuffer();
    let diff = 0;
    for (let i = 0; i < mine.length; i++) diff += Math.abs(mine[i]! - theirs[i]!);
    expect(diff / mine.length).toBeLessThan(4);
  });

  it('a chip filters; a search clears the chip; a chip clears the search', async () => {
    await page.getByTestId('mockups-tag-signage').click();
    await page.locator('[data-testid="mockups-tag-signage"][aria-pressed="true"]').waitFor();
    const signage = await apiList(page, 'tag=signage');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="mockups-grid"] > article').length === n, Math.min(12, signage.total));
    expect(await cardIds(page)).toEqual(signage.list.map((s) => s.id));

    await page.getByTestId('mockups-search-input').fill('mug');
    await page.getByTestId('mockups-search-input').press('Enter');
    await page.locator('[data-testid="mockups-tag-signage"][aria-pressed="false"]').waitFor();
    expect(await page.locator('[data-testid="mockups-tags"] [aria-pressed="true"]').count()).toBe(0);
    const mugs = await apiList(page, 'keyword=mug');
    expect(mugs.total).toBeGreaterThan(0);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="mockups-grid"] > article').length === n, mugs.list.length);
    expect(await cardIds(page)).toEqual(mugs.list.map((s) => s.id));

    await page.getByTestId('mockups-tag-apparel').click();
    expect(await page.getByTestId('mockups-search-input').inputValue()).toBe('');
    const apparel = await apiList(page, 'tag=apparel');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="mockups-grid"] > article').length === n, Math.min(12, apparel.total));
    expect(await cardIds(page)).toEqual(apparel.list.map((s) => s.id));
  });

  it('a search with no match says so and leads back to every mockup; the field\'s clear button and Escape do too', async () => {
    const field = page.getByTestId('mockups-search-input');
    const searchNothing = async () => {
      await field.fill('zzqx');
      await page.getByTestId('mockups-search-submit').click();
      await page.getByTestId('mockups-empty').waitFor();
    };
    await searchNothing();
    const empty = page.getByTestId('mockups-empty');
    expect(await empty.textContent()).toContain('No mockups match “zzqx”.');
    await empty.getByRole('button').click();
    await page.getByTestId('mockups-grid').waitFor();
    expect(await page.getByTestId('mockups-tag-latest').getAttribute('aria-pressed')).toBe('true');
    // The × in the field: emptied, the focus kept in it, every mockup back.
    await searchNothing();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByTestId('mockups-grid').waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByTestId('mockups-tag-latest').getAttribute('aria-pressed')).toBe('true');
    // Escape in the field.
    await searchNothing();
    await field.press('Escape');
    await page.getByTestId('mockups-grid').waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Clear' }).count()).toBe(0);
  });

  it('loads more, and the search box stays at the top, larger, once the page scrolls', async () => {
    const all = await apiList(page, 'tag=latest');
    expect(all.total).toBeGreaterThan(12);
    expect(await page.getByTestId('mockups-search').getAttribute('data-fixed')).toBe('false');
    await page.getByTestId('mockups-load-more').scrollIntoViewIfNeeded();
    await page.locator('[data-testid="mockups-search"][data-fixed="true"]').waitFor();
    const box = await page.getByTestId('mockups-search').boundingBox();
    expect(box!.y).toBeLessThanOrEqual(61);
    await page.getByTestId('mockups-load-more').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="mockups-grid"] > article').length === n, Math.min(24, all.total));
    await snapshot(page, { path: `${screenshotDir}/mockups-scrolled-en-1280.png` });
  });
});

describe('the Chinese site', () => {
  it('the owner of a professional logo (1009) sees Chinese chips and names, and downloads with the Chinese file name', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test', 390);
    await page.goto(siteUrl('zh', '/download/mockup?logo=1009'));
    await page.getByTestId('mockups-grid').waitFor();
    expect(await page.getByTestId('mockups-tag-latest').textContent()).toBe('最新');
    await previewsShown(page, 1);
    const first = page.locator('[data-testid="mockups-grid"] > article').first();
    const label = (await first.locator('h2').textContent())!;
    expect(label).toMatch(/[\u4e00-\u9fff]/);
    await snapshot(page, { path: `${screenshotDir}/mockups-zh-390.png` });
    const downloaded = page.waitForEvent('download');
    await first.getByTestId('mockup-download').click();
    expect((await downloaded).suggestedFilename()).toBe(`Logo设计-青山茶舍-${label}-${await first.getAttribute('data-number')}.jpg`);
    await ctx.close();
  });

  it('a basic logo (1002) previews, but downloads and load-more open the upgrade', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test');
    await page.goto(siteUrl('zh', '/download/mockup?logo=1002'));
    const prompt = page.getByTestId('mockups-upgrade');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('样机下载和完整样机库属于专业版');
    expect(await page.getByTestId('side-menu').getByText('样机').count()).toBe(0);
    await previewsShown(page, 3);
    await snapshot(page, { path: `${screenshotDir}/mockups-basic-zh-1280.png` });
    await page.locator('[data-testid="mockups-grid"] > article').first().getByTestId('mockup-download').click();
    await page.getByTestId('offer-upgrade_professional').waitFor();
    expect(await page.getByTestId('offer-package_basic').count()).toBe(0);
    await settled(page);
    await page.keyboard.press('Escape');
    await page.getByTestId('purchase-dialog').waitFor({ state: 'hidden' });
    await page.getByTestId('mockups-load-more').click();
    await page.getByTestId('offer-upgrade_professional').waitFor();
    expect(await page.locator('[data-testid="mockups-grid"] > article').count()).toBe(12);
    await ctx.close();
  });
});

describe('without the package or a sign-in', () => {
  it('a logo not bought (1003) is offered the purchase', async () => {
    const { ctx, page } = await as('en', 'owner@demo.test');
    await page.goto(siteUrl('en', '/download/mockup?logo=1003'));
    await page.getByTestId('mockups-upgrade').waitFor();
    expect(await page.getByTestId('mockups-upgrade').textContent()).toContain('Buy your logo to download its mockups.');
    await page.getByTestId('mockups-upgrade-button').click();
    await page.getByTestId('offer-package_professional').waitFor();
    await ctx.close();
  });

  it('a visitor of a shared logo (1005) sees the previews and is sent to sign in to download', async () => {
    const { ctx, page } = await as('en', null, 390);
    await page.goto(siteUrl('en', '/download/mockup?logo=1005'));
    await page.getByTestId('mockups-upgrade').waitFor();
    expect(await page.getByTestId('mockups-upgrade').textContent()).toContain('Sign in to download mockups of this logo.');
    await previewsShown(page, 1);
    await snapshot(page, { path: `${screenshotDir}/mockups-visitor-en-390.png` });
    await page.locator('[data-testid="mockups-grid"] > article').first().getByTestId('mockup-download').click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next') ?? page.url()).toContain('/download/mockup?logo=1005');
    await ctx.close();
  });
});
