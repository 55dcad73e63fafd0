import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, screenshotDir, siteUrl, snapshot } from './setup/browser';
import { currentUrl, inContext, people, waitForPath } from './setup/people';

/**
 * Journeys of spec 01 §2 (routes and redirects), §4 (page start) and §6 (who
 * sees what). Demo data: README tables (1001 private, 1005 shared,
 * owner@demo.test owns both, designer@demo.test is assigned to 1001). The
 * layout, embedded mode and scrolling are in layout.test.ts.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const { contextFor } = people(() => browser);

const KEPT = '?logo=1001&png=1&custom=7&utm=x';

describe('route table redirects (spec 01 §2)', () => {
  let owner: BrowserContext;

  beforeAll(async () => {
    owner = await contextFor('en', 'owner@demo.test');
  });

  afterAll(async () => {
    await owner?.close();
  });

  const redirected = ['/download/nope', '/download/nope/deeper'];

  it.each(['/download/mod', '/download/modify', '/download/logo/modify'])('%s shows the designer-fix page, keeping its address', async (path) => {
    const page = await owner.newPage();
    try {
      await page.goto(siteUrl('en', `${path}?logo=1001`));
      await page.getByTestId('mod-page').waitFor();
      expect(currentUrl(page).pathname).toBe(path);
      await page.getByTestId('mod-not-requested').waitFor();
    } finally {
      await page.close();
    }
  });

  it.each([
    ['/download/mockups', '/download/mockup', 'mockups-eyebrow'],
    ['/download/bizcard', '/download/business-card', 'cards-eyebrow'],
    ['/download/brand/center', '/download/brand', 'brand-promo'],
  ])('%s lands on %s keeping logo, png and custom only', async (path, target, testId) => {
    const page = await owner.newPage();
    try {
      await page.goto(siteUrl('en', `${path}${KEPT}`));
      const url = await waitForPath(page, target);
      expect([url.searchParams.get('logo'), url.searchParams.get('png'), url.searchParams.get('custom'), url.searchParams.has('utm')]).toEqual(['1001', '1', '7', false]);
      await page.getByTestId(testId).waitFor();
    } finally {
      await page.close();
    }
  });

  it.each(redirected)('%s lands on the download page keeping logo, png and custom only', async (path) => {
    const page = await owner.newPage();
    try {
      await page.goto(siteUrl('en', `${path}${KEPT}`));
      const url = await waitForPath(page, '/download/');
      expect(url.searchParams.get('logo')).toBe('1001');
      expect(url.searchParams.get('png')).toBe('1');
      expect(url.searchParams.get('custom')).toBe('7');
      expect(url.searchParams.has('utm')).toBe(false);
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');
      await expect.poll(() => page.getByTestId('logo-cards').isVisible()).toBe(true);
      // The redirect replaced the entry: nothing left behind to go back to inside the area.
      expect(currentUrl(page).pathname).toBe('/download/');
    } finally {
      await page.close();
    }
  });

  it('keeps embed=1 across a redirect so forced embedded mode survives', async () => {
    const page = await owner.newPage();
    try {
      await page.goto(siteUrl('en', '/download/nope?logo=1001&embed=1&utm=x'));
      const url = await waitForPath(page, '/download/');
      expect(url.searchParams.get('embed')).toBe('1');
      expect(url.searchParams.get('logo')).toBe('1001');
      expect(url.searchParams.has('utm')).toBe(false);
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');
      expect(await page.getByTestId('edit-button').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('runs /download/index.html as the site of its host (zh), not as a raw template', async () => {
    await inContext(contextFor('zh', null), async (page) => {
      const response = await page.goto(siteUrl('zh', '/download/index.html?logo=1005&utm=x'));
      expect(response?.headers()['cache-control']).toBe('no-store');
      const url = await waitForPath(page, '/download/');
      expect(url.search).toBe('?logo=1005');
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Bluewave Labs');
      expect((await page.getByTestId('menu-download').innerText()).trim()).toBe('Logo下载');
      expect(await page.getByTestId('menu-trademark').isVisible()).toBe(true);
      expect(await page.getByTestId('menu-help').count()).toBe(0);
    });
  });

  it('follows the share link /download?logo=1005 to the download page as a visitor', async () => {
    await inContext(contextFor('en', null), async (page) => {
      const response = await page.goto(siteUrl('en', '/download?logo=1005'));
      expect(response?.ok()).toBe(true);
      const url = currentUrl(page);
      expect(url.pathname).toBe('/download/');
      expect(url.searchParams.get('logo')).toBe('1005');
      // The first answer in the chain was the server's redirect.
      expect(response?.request().redirectedFrom()?.url()).toBe(siteUrl('en', '/download?logo=1005'));
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Bluewave Labs');
    });
  });
});

describe('page start (spec 01 §4, §6)', () => {
  it('sends an anonymous visitor of a private logo to the site root', async () => {
    await inContext(contextFor('en', null), async (page) => {
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      const url = await waitForPath(page, '/');
      expect(url.host).toBe(new URL(siteUrl('en')).host);
      expect(await page.getByTestId('logo-title').count()).toBe(0);
    });
  });

  it('shows a shared logo to an anonymous visitor without the owner controls', async () => {
    await inContext(contextFor('en', null), async (page) => {
      await page.goto(siteUrl('en', '/download/?logo=1005'));
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Bluewave Labs');
      await expect.poll(() => page.getByTestId('logo-card-main').isVisible()).toBe(true);
      expect(await page.getByTestId('edit-button').count()).toBe(0);
      expect(await page.getByTestId('share-switch').count()).toBe(0);
      expect(await page.getByTestId('sign-in').isVisible()).toBe(true);
      expect(currentUrl(page).pathname).toBe('/download/');
      // Whose it is, and an invitation to make one's own.
      expect(await page.getByTestId('shared-with-you').textContent()).toContain('Bluewave Labs: a logo shared with you');
      expect(await page.getByTestId('make-your-own').getAttribute('href')).toBe('/editor');
    });
  });

  it('says nothing of sharing to the owner of a shared logo', async () => {
    await inContext(contextFor('en', 'owner@demo.test'), async (page) => {
      await page.goto(siteUrl('en', '/download/?logo=1005'));
      await expect.poll(() => page.getByTestId('logo-card-main').isVisible()).toBe(true);
      expect(await page.getByTestId('shared-with-you').count()).toBe(0);
      expect(await page.getByTestId('not-bought').count()).toBe(0);
    });
  });

  it('shows the owner their private logo with the owner controls', async () => {
    await inContext(contextFor('en', 'owner@demo.test'), async (page) => {
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');
      expect(await page.getByTestId('edit-button').isVisible()).toBe(true);
      expect(await page.getByTestId('share-switch').isVisible()).toBe(true);
    });
  });

  it('sends another signed-in user away from a private logo', async () => {
    await inContext(contextFor('en', 'other@demo.test'), async (page) => {
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await waitForPath(page, '/');
      expect(await page.getByTestId('logo-title').count()).toBe(0);
    });
  });

  it('shows the assigned designer the private logo, without owner controls', async () => {
    await inContext(contextFor('en', 'designer@demo.test'), async (page) => {
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');
      await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('designer@demo.test');
      expect(await page.getByTestId('edit-button').count()).toBe(0);
      expect(await page.getByTestId('share-switch').count()).toBe(0);
      expect(currentUrl(page).pathname).toBe('/download/');
    });
  });

  it('says a logo that does not exist was not found', async () => {
    await inContext(contextFor('en', 'owner@demo.test'), async (page) => {
      await page.goto(siteUrl('en', '/download/?logo=9999'));
      await expect.poll(() => page.getByTestId('logo-not-found').isVisible()).toBe(true);
      expect(await page.getByTestId('logo-title').count()).toBe(0);
      expect(currentUrl(page).pathname).toBe('/download/');
    });
  });

  it('says no logo is selected without ?logo', async () => {
    await inContext(contextFor('en', null), async (page) => {
      await page.goto(siteUrl('en', '/download/'));
      await expect.poll(() => page.getByTestId('no-logo').isVisible()).toBe(true);
      expect(await page.getByTestId('no-logo-editor').getAttribute('href')).toBe(process.env.EDITOR_URL ?? '/editor');
      // Without a logo the first entry is "customise".
      expect(await page.getByTestId('menu-download').textContent()).toContain('Customise logo');
      expect(await page.getByTestId('no-logo-sign-in').getAttribute('href')).toMatch(/^\/login\?next=/);
    });
  });

  it.each([
    ['en', 1280],
    ['zh', 390],
  ] as const)('gives a signed-in owner without ?logo their logos to pick from (%s, %i px)', async (site, width) => {
    await inContext(contextFor(site, 'owner@demo.test', width, 900), async (page) => {
      await page.goto(siteUrl(site, '/download/'));
      const list = page.getByTestId('my-logos');
      await list.waitFor();
      // The demo owner has logos 1001–1011, bought or not; each shows its picture.
      expect(await list.locator('li').count()).toBe(11);
      const unbought = page.getByTestId('my-logo-1003');
      expect(await unbought.textContent()).toContain(site === 'en' ? 'Not bought' : '未购买');
      // Pictures load as they come into view.
      await unbought.scrollIntoViewIfNeeded();
      await expect.poll(() => unbought.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
      await page.evaluate(() => window.scrollTo(0, 0));
      await snapshot(page, { path: `${screenshotDir}/my-logos-${site}-${width}.png` });
      await page.getByTestId('my-logo-1001').click();
      await page.getByTestId('logo-title').waitFor();
      expect(currentUrl(page).searchParams.get('logo')).toBe('1001');
    });
  });
});
