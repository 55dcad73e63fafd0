import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshotDir, signIn, siteUrl, type Site, snapshot } from './setup/browser';
import { holdRequests } from './setup/hold';
import { ownServer } from './setup/own-server';

/*
 * spec 01 §4 "Download page load". This file starts a product of its own: the
 * first visit of a logo must find its featured images missing, whatever other
 * journeys did on the shared server.
 */
const own = ownServer();

async function ownerPage(site: Site, width = 1280): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await newContext(own.browser, { width });
  await signIn(ctx, site, 'owner@demo.test', 'demo1234', own.server.port);
  return { ctx, page: await ctx.newPage() };
}

const readyFlag = (page: Page) => page.evaluate(() => document.documentElement.dataset.downloadReady ?? null);

async function details(page: Page, logo: number) {
  return page.evaluate(async (id) => (await (await fetch(`/api/logo/details?logo=${id}`)).json()).logoIdDetails, logo);
}

/** A featured image with the page's session: a private logo's images are its viewers' only. */
async function image(page: Page, path: string) {
  const res = await page.context().request.get(siteUrl('en', path, own.server.port));
  expect(res.status()).toBe(200);
  const body = await res.body();
  return { type: res.headers()['content-type'], meta: await sharp(body).metadata(), body };
}

describe('a logo without featured images (1001, English site)', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ ctx, page } = await ownerPage('en'));
  });
  afterAll(() => ctx.close());

  it('shows the loading overlay, renders and stores the featured images, then signals load', async () => {
    expect((await fetch(`http://127.0.0.1:${own.server.port}/api/me`)).ok).toBe(true);
    const requests: string[] = [];
    // The render is held until the overlay has been seen (a fast render would otherwise race the check).
    page.on('request', (request) => {
      if (request.url().endsWith('/api/logo/1001/featured')) requests.push(request.method());
    });
    const release = await holdRequests(page, '**/api/logo/1001/featured');
    await page.goto(siteUrl('en', '/download/?logo=1001', own.server.port));
    const overlay = page.getByTestId('download-loading');
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain('Preparing your logo files…');
    expect(await page.getByTestId('download-body').getAttribute('aria-busy')).toBe('true');
    expect(await readyFlag(page)).toBeNull();
    // The main preview loaded (the hollow callback), so the render was asked for before the 4.5 s time-out.
    await expect.poll(() => requests.length, { timeout: 4000 }).toBe(1);
    release();
    await overlay.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => readyFlag(page)).toBe('ready');
    expect(requests).toEqual(['POST']);
    expect(await page.getByTestId('download-body').getAttribute('aria-busy')).toBe('false');

    const logo = await details(page, 1001);
    for (const key of ['featured_jpg', 'featured_png', 'logo_main_png', 'icon_png']) {
      expect(logo[key]).toMatch(/^\/oss\/featured\/1001\/[0-9a-f]{16}-[a-z]+\.(png|jpg)$/);
    }
    // Not to a visitor: the logo is private.
    expect((await fetch(`http://127.0.0.1:${own.server.port}${logo.featured_jpg}`)).status).toBe(403);
    const jpg = await image(page, logo.featured_jpg);
    expect(jpg.type).toBe('image/jpeg');
    expect([jpg.meta.format, jpg.meta.width, jpg.meta.height]).toEqual(['jpeg', 2400, 1800]);
    const png = await image(page, logo.featured_png);
    expect([png.meta.format, png.meta.width, png.meta.height]).toEqual(['png', 2400, 1800]);
    // The featured png carries the logo's background; the main-logo png is transparent around the logo.
    const corner = async (body: Buffer) => (await sharp(body).extract({ left: 0, top: 0, width: 1, height: 1 }).ensureAlpha().raw().toBuffer())[3];
    expect(await corner(png.body)).toBe(255);
    const main = await image(page, logo.logo_main_png);
    expect([main.meta.width, main.meta.height, main.meta.hasAlpha]).toEqual([2400, 1800, true]);
    expect(await corner(main.body)).toBe(0);
    const icon = await image(page, logo.icon_png);
    expect([icon.meta.format, icon.meta.width, icon.meta.height, icon.meta.hasAlpha]).toEqual(['png', 512, 512, true]);
  });

  it('signals load at once on the next visit, without the overlay or another render', async () => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/featured')) requests.push(r.method());
    });
    await page.reload();
    await page.getByTestId('logo-title').waitFor();
    await expect.poll(() => readyFlag(page)).toBe('ready');
    expect(await page.getByTestId('download-loading').count()).toBe(0);
    expect(requests).toEqual([]);
  });
});

describe('a failed render (1009, Chinese site)', () => {
  it('leaves the page usable, says so and renders on Try again', async () => {
    const { ctx, page } = await ownerPage('zh', 390);
    let fail = true;
    await page.route('**/api/logo/1009/featured', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"error":"INTERNAL","message":"x"}' }) : route.continue(),
    );
    await page.goto(siteUrl('zh', '/download/?logo=1009', own.server.port));
    const alert = page.getByTestId('featured-failed');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toContain('Logo 展示图生成失败，不影响下载。');
    expect(await readyFlag(page)).toBe('failed');
    expect(await page.getByTestId('download-loading').count()).toBe(0);
    // Downloads still work meanwhile: the menu opens.
    expect(await page.getByTestId('logo-card-main').isVisible()).toBe(true);
    await snapshot(page, { path: `${screenshotDir}/page-load-failed-zh-390.png`, fullPage: false });

    fail = false;
    expect((await page.getByTestId('featured-retry').textContent())?.replace(/\s/g, '')).toBe('重试');
    await page.getByTestId('featured-retry').click();
    await alert.waitFor({ state: 'detached', timeout: 30_000 });
    // The alert goes when the render starts; the render itself takes seconds on a busy machine.
    await expect.poll(() => readyFlag(page), { timeout: 30_000 }).toBe('ready');
    expect((await details(page, 1009)).featured_jpg).toMatch(/^\/oss\/featured\/1009\//);
    await ctx.close();
  });
});

describe('the header while the offers load (1001, English site, 390 px)', () => {
  it('keeps the designer-fix and purchase buttons in their places: the page below does not move when the offers arrive', async () => {
    const { ctx, page } = await ownerPage('en', 390);
    const release = await holdRequests(page, '**/api/payments/offers?*');
    try {
      await page.goto(siteUrl('en', '/download/?logo=1001', own.server.port));
      // The offers are held: what the header shows now is what a reader sees before they arrive.
      await page.getByTestId('purchase-button-pending').waitFor();
      const body = page.getByTestId('download-body');
      const before = (await body.boundingBox())!.y;
      release();
      await page.getByTestId('designer-fix-button').waitFor();
      await page.getByTestId('purchase-button').waitFor();
      expect((await body.boundingBox())!.y).toBe(before);
      expect(await page.getByTestId('designer-fix-button-pending').count()).toBe(0);
    } finally {
      release();
      await ctx.close();
    }
  });
});

describe("the header while the overlay shows (1005, English site)", () => {
  it("keeps the owner's buttons usable: edit, share, designer fix and buy take clicks", async () => {
    const { ctx, page } = await ownerPage('en');
    const release = await holdRequests(page, '**/api/logo/1005/featured');
    try {
      await page.goto(siteUrl('en', '/download/?logo=1005', own.server.port));
      await page.getByTestId('download-loading').waitFor();
      // A trial click checks that the button itself would receive the click (nothing lies over it).
      for (const id of ['edit-button', 'share-switch', 'designer-fix-button', 'purchase-button']) {
        await page.getByTestId(id).click({ trial: true, timeout: 3000 });
      }
      const shared = await page.getByTestId('share-switch').getAttribute('aria-checked');
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/logo/1005/download/share/status')),
        page.getByTestId('share-switch').click(),
      ]);
      expect(answer.status()).toBe(200);
      await expect.poll(() => page.getByTestId('share-switch').getAttribute('aria-checked')).toBe(shared === 'true' ? 'false' : 'true');
      expect(await page.getByTestId('download-loading').count()).toBe(1);
      await snapshot(page, { path: `${screenshotDir}/page-load-header-en-1280.png` });
    } finally {
      release();
      await ctx.close();
    }
  });
});

describe('the progress of the first view as users see it', () => {
  it('a small status beside the tools, over nothing: the cards are drawn and take clicks (zh and en, desktop and mobile)', async () => {
    // A logo per picture: each is rendered once, after which it shows no overlay.
    const shots = [['en', 1280, 1004], ['en', 390, 1006], ['zh', 1280, 1007], ['zh', 390, 1011]] as const;
    for (const [site, width, logo] of shots) {
      const { ctx, page } = await ownerPage(site, width);
      // Hold the render so the overlay can be photographed.
      const release = await holdRequests(page, `**/api/logo/${logo}/featured`);
      await page.goto(siteUrl(site, `/download/?logo=${logo}`, own.server.port));
      const status = page.getByTestId('download-loading');
      await status.waitFor();
      await page.getByTestId('preview-main').waitFor();
      // Nothing lies over the cards: the main card's Download button takes a click.
      await page.getByTestId('download-main').click({ trial: true, timeout: 3000 });
      const [box, card] = [await status.boundingBox(), await page.getByTestId('logo-card-main').boundingBox()];
      expect(box!.height).toBeLessThan(48);
      expect(box!.y + box!.height).toBeLessThanOrEqual(card!.y);
      await snapshot(page, { path: `${screenshotDir}/page-load-overlay-${site}-${width}.png` });
      release();
      await page.getByTestId('download-loading').waitFor({ state: 'detached', timeout: 30_000 });
      await ctx.close();
    }
  });
});

describe('the first render (1001, English site)', () => {
  it('fetches the details once (the preload the HTML started) and shows the page with them, no placeholder first', async () => {
    const { ctx, page } = await ownerPage('en');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/logo/details')) calls.push(r.url());
    });
    // Whether the placeholder was ever in the page, watched from the first script on.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="page-loading"]')) document.documentElement.dataset.sawPlaceholder = '1';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(siteUrl('en', '/download/?logo=1001', own.server.port));
    await page.getByTestId('logo-title').waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.dataset.sawPlaceholder ?? null)).toBeNull();
    await ctx.close();
  });

  it('does not wait long for a slow answer: the placeholder shows meanwhile, then the page', async () => {
    const { ctx, page } = await ownerPage('en');
    const release = await holdRequests(page, '**/api/logo/details?logo=1001');
    try {
      await page.goto(siteUrl('en', '/download/?logo=1001', own.server.port));
      await page.getByTestId('page-loading').waitFor();
      expect(await page.getByTestId('logo-title').count()).toBe(0);
      release();
      await page.getByTestId('logo-title').waitFor();
    } finally {
      release();
      await ctx.close();
    }
  });
});
