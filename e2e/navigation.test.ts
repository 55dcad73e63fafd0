import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, newContext, screenshotDir, signIn, siteUrl, type Site } from './setup/browser';

/**
 * Journeys of spec 01 §2 (routes, redirects, layout and side menu, scrolling),
 * §4 (page start) and §6 (who sees what), plus embedded mode in a real host
 * page. Demo data: README tables (1001 private, 1005 shared, owner@demo.test
 * owns both, designer@demo.test is assigned to 1001).
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await closeBrowser(browser);
});

/** A fresh context (own cookies), signed in as `email` on `site` when given. */
async function contextFor(site: Site, email: string | null, width = 1280, height = 900): Promise<BrowserContext> {
  const ctx = await newContext(browser, { width, height });
  if (email) await signIn(ctx, site, email);
  return ctx;
}

function currentUrl(page: Page): URL {
  return new URL(page.url());
}

/** Waits until the page's address has this path (the SPA redirects are client-side). */
async function waitForPath(page: Page, pathname: string): Promise<URL> {
  await page.waitForURL((url) => url.pathname === pathname);
  return currentUrl(page);
}

const KEPT = '?logo=1001&png=1&custom=7&utm=x';

describe('route table redirects (spec 01 §2)', () => {
  let owner: BrowserContext;

  beforeAll(async () => {
    owner = await contextFor('en', 'owner@demo.test');
  });

  afterAll(async () => {
    await owner?.close();
  });

  const redirected = [
    '/download/spec',
    '/download/brand/center',
    '/download/mockups',
    '/download/bizcard',
    '/download/nope/deeper',
  ];

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
      await page.goto(siteUrl('en', '/download/spec?logo=1001&embed=1&utm=x'));
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
    const ctx = await contextFor('zh', null);
    try {
      const page = await ctx.newPage();
      const response = await page.goto(siteUrl('zh', '/download/index.html?logo=1005&utm=x'));
      expect(response?.headers()['cache-control']).toBe('no-store');
      const url = await waitForPath(page, '/download/');
      expect(url.search).toBe('?logo=1005');
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Bluewave Labs');
      expect((await page.getByTestId('menu-download').innerText()).trim()).toBe('Logo下载');
      expect(await page.getByTestId('menu-trademark').isVisible()).toBe(true);
      expect(await page.getByTestId('menu-help').count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it('follows the share link /download?logo=1005 to the download page as a visitor', async () => {
    const ctx = await contextFor('en', null);
    try {
      const page = await ctx.newPage();
      const response = await page.goto(siteUrl('en', '/download?logo=1005'));
      expect(response?.ok()).toBe(true);
      const url = currentUrl(page);
      expect(url.pathname).toBe('/download/');
      expect(url.searchParams.get('logo')).toBe('1005');
      // The first answer in the chain was the server's redirect.
      expect(response?.request().redirectedFrom()?.url()).toBe(siteUrl('en', '/download?logo=1005'));
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Bluewave Labs');
    } finally {
      await ctx.close();
    }
  });
});

describe('page start (spec 01 §4, §6)', () => {
  it('sends an anonymous visitor of a private logo to the site root', async () => {
    const ctx = await contextFor('en', null);
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      const url = await waitForPath(page, '/');
      expect(url.host).toBe(new URL(siteUrl('en')).host);
      expect(await page.getByTestId('logo-title').count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it('shows a shared logo to an anonymous visitor without the owner controls', async () => {
    const ctx = await contextFor('en', null);
    try {
      const page = await ctx.newPage();
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
    } finally {
      await ctx.close();
    }
  });

  it('says nothing of sharing to the owner of a shared logo', async () => {
    const ctx = await contextFor('en', 'owner@demo.test');
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/?logo=1005'));
      await expect.poll(() => page.getByTestId('logo-card-main').isVisible()).toBe(true);
      expect(await page.getByTestId('shared-with-you').count()).toBe(0);
      expect(await page.getByTestId('not-bought').count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it('shows the owner their private logo with the owner controls', async () => {
    const ctx = await contextFor('en', 'owner@demo.test');
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');
      expect(await page.getByTestId('edit-button').isVisible()).toBe(true);
      expect(await page.getByTestId('share-switch').isVisible()).toBe(true);
    } finally {
      await ctx.close();
    }
  });

  it('sends another signed-in user away from a private logo', async () => {
    const ctx = await contextFor('en', 'other@demo.test');
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await waitForPath(page, '/');
      expect(await page.getByTestId('logo-title').count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it('shows the assigned designer the private logo, without owner controls', async () => {
    const ctx = await contextFor('en', 'designer@demo.test');
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');
      await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('designer@demo.test');
      expect(await page.getByTestId('edit-button').count()).toBe(0);
      expect(await page.getByTestId('share-switch').count()).toBe(0);
      expect(currentUrl(page).pathname).toBe('/download/');
    } finally {
      await ctx.close();
    }
  });

  it('says a logo that does not exist was not found', async () => {
    const ctx = await contextFor('en', 'owner@demo.test');
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/?logo=9999'));
      await expect.poll(() => page.getByTestId('logo-not-found').isVisible()).toBe(true);
      expect(await page.getByTestId('logo-title').count()).toBe(0);
      expect(currentUrl(page).pathname).toBe('/download/');
    } finally {
      await ctx.close();
    }
  });

  it('says no logo is selected without ?logo', async () => {
    const ctx = await contextFor('en', null);
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/'));
      await expect.poll(() => page.getByTestId('no-logo').isVisible()).toBe(true);
      expect(await page.getByTestId('no-logo-editor').getAttribute('href')).toBe(process.env.EDITOR_URL ?? '/editor');
      // Without a logo the first entry is "customise".
      expect(await page.getByTestId('menu-download').textContent()).toContain('Customise logo');
      expect(await page.getByTestId('no-logo-sign-in').getAttribute('href')).toMatch(/^\/login\?next=/);
    } finally {
      await ctx.close();
    }
  });

  it.each([
    ['en', 1280],
    ['zh', 390],
  ] as const)('gives a signed-in owner without ?logo their logos to pick from (%s, %i px)', async (site, width) => {
    const ctx = await contextFor(site, 'owner@demo.test', width, 900);
    try {
      const page = await ctx.newPage();
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
      await page.screenshot({ path: `${screenshotDir}/my-logos-${site}-${width}.png` });
      await page.getByTestId('my-logo-1001').click();
      await page.getByTestId('logo-title').waitFor();
      expect(currentUrl(page).searchParams.get('logo')).toBe('1001');
    } finally {
      await ctx.close();
    }
  });
});

/** Width of the side menu's box, in CSS pixels. */
async function sideMenuWidth(page: Page): Promise<number> {
  const box = await page.getByTestId('side-menu').boundingBox();
  if (!box) throw new Error('side menu has no box');
  return box.width;
}

describe('layout and side menu (spec 01 §2)', () => {
  it('is 280 px wide with long labels at 1280 px', async () => {
    const ctx = await contextFor('en', 'owner@demo.test', 1280);
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await expect.poll(() => page.getByTestId('logo-title').isVisible()).toBe(true);
      expect(Math.abs((await sideMenuWidth(page)) - 280)).toBeLessThanOrEqual(1);
      const download = page.getByTestId('menu-download');
      expect(await download.isVisible()).toBe(true);
      expect((await download.innerText()).trim()).toBe('Logo download');
      expect((await page.getByTestId('menu-help').innerText()).trim()).toBe('Help & contact');
      expect(await page.getByTestId('menu-button').count()).toBe(0);
      // The page sits beside the menu, not under it.
      const main = await page.locator('main#main').boundingBox();
      expect(main?.x).toBeGreaterThanOrEqual(279);
    } finally {
      await ctx.close();
    }
  });

  it('is 70 px wide with short labels at 1000 px', async () => {
    const ctx = await contextFor('en', 'owner@demo.test', 1000);
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await expect.poll(() => page.getByTestId('logo-title').isVisible()).toBe(true);
      expect(Math.abs((await sideMenuWidth(page)) - 70)).toBeLessThanOrEqual(1);
      const download = page.getByTestId('menu-download');
      expect((await download.innerText()).trim()).toBe('Download');
      expect(await page.getByText('Logo download', { exact: true }).count()).toBe(0);
      // The short label fits its 70 px column.
      const box = await download.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(70);
      expect(await page.getByTestId('menu-button').count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it('turns into a drawer behind a menu button at 390 px, reachable by keyboard', async () => {
    const ctx = await contextFor('en', 'owner@demo.test', 390, 844);
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await expect.poll(() => page.getByTestId('logo-title').isVisible()).toBe(true);
      expect(await page.getByTestId('side-menu').count()).toBe(0);
      expect(await page.getByTestId('menu-download').count()).toBe(0);

      // Keyboard only: Tab to the menu button, Enter opens the drawer.
      const button = page.getByTestId('menu-button');
      let focused = false;
      for (let i = 0; i < 10 && !focused; i += 1) {
        await page.keyboard.press('Tab');
        focused = await button.evaluate((el) => el === document.activeElement);
      }
      expect(focused).toBe(true);
      await page.keyboard.press('Enter');
      const drawer = page.getByTestId('menu-drawer');
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await expect.poll(() => drawer.getByTestId('menu-download').isVisible()).toBe(true);
      expect((await drawer.getByTestId('menu-download').innerText()).trim()).toBe('Logo download');
      expect(await drawer.getByTestId('menu-help').isVisible()).toBe(true);
      // The account lives in the drawer, with a labelled Sign out; the header has only the picture.
      expect(await page.getByTestId('sign-out').count()).toBe(0);
      expect(await page.getByTestId('user-avatar').getAttribute('title')).toBe('owner@demo.test');
      expect(await drawer.getByTestId('drawer-user-name').textContent()).toBe('owner@demo.test');
      expect((await drawer.getByTestId('drawer-sign-out').innerText()).trim()).toBe('Sign out');

      // Escape closes it again.
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.isVisible()).toBe(false);

      // And the mouse opens it too; Sign out there signs out.
      await button.click();
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await drawer.getByTestId('drawer-sign-out').click();
      // Signed out, the private logo is no longer this visitor's: the site root (spec 01 §4 page start).
      await page.waitForURL((url) => url.pathname === '/');
      expect((await (await page.request.get(siteUrl('en', '/api/me'))).json()).user).toBeNull();
    } finally {
      await ctx.close();
    }
  });

  it('shows the help link and no trademark entry on the English site', async () => {
    const ctx = await contextFor('en', 'owner@demo.test');
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await expect.poll(() => page.getByTestId('menu-download').isVisible()).toBe(true);
      const help = page.getByTestId('menu-help');
      expect(await help.isVisible()).toBe(true);
      const configured = await page.evaluate(() => (window.__SITE__ as { helpUrl: string }).helpUrl);
      expect(configured).toBe(process.env.HELP_URL ?? '/designhelp');
      expect(await help.getAttribute('href')).toBe(configured);
      expect(await page.getByTestId('menu-trademark').count()).toBe(0);
      expect(await page.getByTestId('menu-invoice').count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it('shows the trademark link and no help entry on the Chinese site', async () => {
    const ctx = await contextFor('zh', 'owner@demo.test');
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('zh', '/download/?logo=1001'));
      await expect.poll(() => page.getByTestId('menu-download').isVisible()).toBe(true);
      expect((await page.getByTestId('menu-download').innerText()).trim()).toBe('Logo下载');
      const trademark = page.getByTestId('menu-trademark');
      expect(await trademark.isVisible()).toBe(true);
      // The trademark page of the area, with the logo kept.
      expect(await trademark.getAttribute('href')).toBe('/download/tm?logo=1001');
      expect(await page.getByTestId('menu-help').count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});

describe('embedded mode (spec 01 §1, §2, §4)', () => {
  it('offers a visitor of a shared logo no sign-in: accounts are the host\'s', async () => {
    const ctx = await contextFor('en', null);
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/?logo=1005&embed=1'));
      await expect.poll(() => page.getByTestId('logo-cards').isVisible()).toBe(true);
      expect(await page.getByTestId('sign-in').count()).toBe(0);
      // The 70 px menu: the host's page is the frame.
      expect(Math.round((await page.getByTestId('side-menu').boundingBox())!.width)).toBe(70);
    } finally {
      await ctx.close();
    }
  });

  it('forced with ?embed=1 hides the owner controls and the site links', async () => {
    const ctx = await contextFor('en', 'owner@demo.test');
    try {
      const page = await ctx.newPage();
      await page.goto(siteUrl('en', '/download/?logo=1001&embed=1'));
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');
      await expect.poll(() => page.getByTestId('logo-cards').isVisible()).toBe(true);
      expect(await page.getByTestId('menu-download').isVisible()).toBe(true);
      expect(await page.getByTestId('edit-button').count()).toBe(0);
      expect(await page.getByTestId('share-switch').count()).toBe(0);
      expect(await page.getByTestId('invoice-alert').count()).toBe(0);
      expect(await page.getByTestId('menu-help').count()).toBe(0);
      expect(await page.getByTestId('menu-trademark').count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  /** Serves a host page on the site's own origin that frames `src`. */
  async function hostPage(ctx: BrowserContext, src: string): Promise<Page> {
    const page = await ctx.newPage();
    const hostUrl = siteUrl('en', '/host-test.html');
    await page.route(hostUrl, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html><head><title>Host</title></head><body style="margin:0">
<h1 id="host-heading">Host page</h1>
<iframe src="${src}" title="download area" style="width:1200px;height:800px;border:0"></iframe>
</body></html>`,
      }),
    );
    await page.goto(hostUrl);
    return page;
  }

  it('inside a real host frame shows the cards without help or owner controls, even to the owner', async () => {
    const ctx = await contextFor('en', 'owner@demo.test', 1280, 900);
    try {
      const page = await hostPage(ctx, '/download/?logo=1005');
      const frame = page.frameLocator('iframe');
      await expect.poll(() => frame.getByTestId('logo-title').textContent()).toBe('Bluewave Labs');
      await expect.poll(() => frame.getByTestId('logo-card-main').isVisible()).toBe(true);
      // Signed in (the frame is same-site, the cookie goes with it) yet no owner controls.
      await expect.poll(() => frame.getByTestId('user-name').textContent()).toBe('owner@demo.test');
      expect(await frame.getByTestId('menu-download').isVisible()).toBe(true);
      expect(await frame.getByTestId('menu-help').count()).toBe(0);
      expect(await frame.getByTestId('menu-trademark').count()).toBe(0);
      expect(await frame.getByTestId('edit-button').count()).toBe(0);
      expect(await frame.getByTestId('share-switch').count()).toBe(0);
      expect(await frame.getByTestId('invoice-alert').count()).toBe(0);
      expect(currentUrl(page).pathname).toBe('/host-test.html');
    } finally {
      await ctx.close();
    }
  });

  it('inside a host frame says a private logo is private instead of navigating the host away', async () => {
    const ctx = await contextFor('en', null, 1280, 900);
    try {
      const page = await hostPage(ctx, '/download/?logo=1001');
      const frame = page.frameLocator('iframe');
      await expect.poll(() => frame.getByTestId('logo-private').isVisible()).toBe(true);
      expect(await frame.getByTestId('logo-title').count()).toBe(0);
      // Neither the host nor the frame went to the site root.
      expect(currentUrl(page).pathname).toBe('/host-test.html');
      expect(await page.locator('#host-heading').isVisible()).toBe(true);
      const framed = page.frames().find((f) => f !== page.mainFrame());
      expect(framed && new URL(framed.url()).pathname).toBe('/download/');
    } finally {
      await ctx.close();
    }
  });
});

describe('scrolling after navigation (spec 01 §2)', () => {
  it('goes to the top after a navigation and restores the saved position on history back', async () => {
    const ctx = await contextFor('en', 'owner@demo.test', 390, 700);
    try {
      const page = await ctx.newPage();
      // An extra query value makes the menu's "Logo download" link a real (pushed) navigation.
      await page.goto(siteUrl('en', '/download/?logo=1001&utm=x'));
      await expect.poll(() => page.getByTestId('logo-cards').isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('logo-card-symbol').isVisible()).toBe(true);
      const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(scrollable).toBeGreaterThan(1500);

      const target = 1200;
      await page.evaluate((y) => window.scrollTo(0, y), target);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
      // Let the position be saved (it is written on the next animation frame).
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

      // Navigate through the menu (drawer) to a new history entry.
      await page.getByTestId('menu-button').click();
      const drawer = page.getByTestId('menu-drawer');
      await expect.poll(() => drawer.getByTestId('menu-download').isVisible()).toBe(true);
      await drawer.getByTestId('menu-download').click();
      await page.waitForURL((url) => url.pathname === '/download/' && !url.searchParams.has('utm'));
      expect(currentUrl(page).searchParams.get('logo')).toBe('1001');
      await expect.poll(() => drawer.isVisible()).toBe(false);
      // A new location starts at the top (after the 1 s wait).
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);

      // History back: the saved position comes back, not before the 1 s wait.
      const backAt = Date.now();
      await page.goBack();
      expect(currentUrl(page).searchParams.get('utm')).toBe('x');
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 })
        .toBeGreaterThanOrEqual(target - 5);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - target)).toBeLessThanOrEqual(5);
      expect(Date.now() - backAt).toBeGreaterThanOrEqual(900);
      expect(await page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');
    } finally {
      await ctx.close();
    }
  });
});
