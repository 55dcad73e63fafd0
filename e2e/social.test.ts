import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_SLOTS, socialFileName } from '../core/social/platforms';
import { closeBrowser, launchBrowser, personPage, screenshotDir, siteUrl, type Site, snapshot } from './setup/browser';

/* The social media kit page (issue: lockups and a social kit). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const as = (site: Site, email: string | null, width?: number) => personPage(browser, site, email, width);

/** Every image of the grid drawn. */
async function imagesShown(page: Page, count: number): Promise<void> {
  await page.getByTestId('social-grid').waitFor();
  // Each image is drawn as its card comes near the view: the cards are brought there in turn.
  const cards = page.locator('[data-testid="social-grid"] .social-image');
  expect(await cards.count()).toBe(count);
  for (let i = 0; i < count; i++) {
    await cards.nth(i).scrollIntoViewIfNeeded();
    await cards.nth(i).locator('img').waitFor();
  }
  await page.waitForFunction((n) => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>('[data-testid="social-grid"] img')];
    return imgs.length === n && imgs.every((i) => i.complete && i.naturalWidth > 0);
  }, count);
}

async function saved(page: Page, click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), click()]);
  return { name: download.suggestedFilename(), body: readFileSync((await download.path())!) };
}

describe.each([
  ['en', 1001, 'Northwind Coffee'],
  ['zh', 1009, '青山茶舍'],
] as const)('the owner of a professional logo (%s, %i)', (site, logoId, name) => {
  it('picks a look, edits the headline, sees what each platform covers, downloads one image and the whole kit', async () => {
    const { ctx, page } = await as(site, 'owner@demo.test');
    try {
      const previewCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/social/preview')) previewCalls.push(`${r.method()} ${new URL(r.url()).search}`);
      });
      await page.goto(siteUrl(site, `/download/social?logo=${logoId}`));
      const slots = SOCIAL_SLOTS[site];
      // The first screen's images first; the last card's (the link preview) only once it comes near.
      await page.getByTestId(`social-image-${slots[0]!.id}`).waitFor();
      expect(await page.getByTestId('social-image-link-preview').count()).toBe(0);
      await imagesShown(page, slots.length);
      // The first previews came with the page: the one call its HTML preloaded, nothing asked again.
      expect(previewCalls).toEqual(['GET ?look=field']);
      expect(await page.locator('h1').textContent()).toBe(site === 'zh' ? '社交媒体套件' : 'Social media kit');
      expect(await page.locator('.download-header__eyebrow').textContent()).toBe(name);
      // The main site's editor (/photo, which takes a buyer straight there) is one link away.
      expect(await page.getByTestId('social-editor').getAttribute('href')).toBe(`/download/photo?logo=${logoId}`);
      expect(await page.getByTestId('side-menu').getByText(site === 'zh' ? '社交媒体套件' : 'Social media kit').count()).toBe(1);
      await snapshot(page, { path: `${screenshotDir}/social-${site}-1280.png`, fullPage: true });
      // A story (the English site's Instagram story) is shown across its card, as every other image: no strips beside it.
      const story = slots.find((s) => s.kind === 'story');
      expect(story?.id).toBe(site === 'en' ? 'instagram-story' : undefined);
      if (story) {
        const [shown, card] = await Promise.all([page.getByTestId(`social-image-${story.id}`).boundingBox(), page.getByTestId(`social-${story.id}`).boundingBox()]);
        expect(Math.abs(shown!.width - card!.width)).toBeLessThanOrEqual(1);
      }
      // The overlays: the round crop on profile pictures, the covered parts on banners; off at a switch.
      expect(await page.getByTestId(`social-overlays-${slots[0]!.id}`).locator('.social-image__round').count()).toBe(1);
      await page.getByTestId('social-overlays').click();
      await page.getByTestId(`social-overlays-${slots[0]!.id}`).waitFor({ state: 'detached' });
      // Another look redraws every image.
      const before = await page.getByTestId('social-image-link-preview').getAttribute('src');
      await page.getByTestId('social-look-split').check();
      await expect.poll(() => page.getByTestId('social-image-link-preview').getAttribute('src'), { timeout: 15_000 }).not.toBe(before);
      // A headline the fonts cannot set is refused where it is typed, and nothing downloads meanwhile.
      const headline = page.getByTestId('social-text-headline');
      await headline.fill('Fresh 🚀');
      await page.getByTestId('social-text-headline-problem').waitFor();
      expect(await page.getByTestId('social-download-all').isDisabled()).toBe(true);
      const words = site === 'zh' ? '新茶上市' : 'Fresh every morning';
      await headline.fill(words);
      await page.getByTestId('social-text-headline-problem').waitFor({ state: 'detached' });
      const post = slots.find((s) => s.texts.includes('headline'))!;
      const one = await saved(page, () => page.getByTestId(`social-download-${post.id}`).click());
      expect(one.name).toBe(socialFileName(site, post));
      const meta = await sharp(one.body).metadata();
      expect([meta.width, meta.height, meta.icc !== undefined]).toEqual([post.width, post.height, true]);
      const kit = await saved(page, () => page.getByTestId('social-download-all').click());
      expect(kit.name).toMatch(/\.zip$/);
      const files = unzipSync(new Uint8Array(kit.body));
      for (const slot of slots) expect(Object.keys(files)).toContain(socialFileName(site, slot));
      expect(Object.keys(files).some((f) => f.endsWith('.txt'))).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});

describe('viewers without the professional package', () => {
  it('a basic-package owner (1002) sees the previews, and a download opens the upgrade', async () => {
    const { ctx, page } = await as('en', 'owner@demo.test');
    try {
      await page.goto(siteUrl('en', '/download/social?logo=1002'));
      await imagesShown(page, SOCIAL_SLOTS.en.length);
      await page.getByTestId('social-upgrade').waitFor();
      await page.getByTestId('social-download-all').click();
      await page.getByTestId('offer-upgrade_professional').waitFor();
    } finally {
      await ctx.close();
    }
  });

  it('the social graphics page (/photo) of a logo not bought links to the kit', async () => {
    const { ctx, page } = await as('en', 'owner@demo.test');
    try {
      await page.goto(siteUrl('en', '/download/photo?logo=1003'));
      await page.getByTestId('frame-related').click();
      await page.waitForURL(/\/download\/social\?logo=1003/);
      await page.getByTestId('social-grid').waitFor();
    } finally {
      await ctx.close();
    }
  });

  it('on a phone (390 px) the page reads in one column', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test', 390);
    try {
      await page.goto(siteUrl('zh', '/download/social?logo=1009'));
      await imagesShown(page, SOCIAL_SLOTS.zh.length);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await snapshot(page, { path: `${screenshotDir}/social-zh-390.png`, fullPage: true });
    } finally {
      await ctx.close();
    }
  });
});
