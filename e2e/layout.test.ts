import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, siteUrl } from './setup/browser';
import { currentUrl, inContext, people } from './setup/people';
import { startUsing } from './setup/area-pages';

/**
 * Journeys of spec 01 §2 (layout and side menu, scrolling) and §1/§2/§4
 * embedded mode, in a real host page. Demo data: README tables (1001
 * private, 1005 shared, owner@demo.test owns both).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const { contextFor } = people(() => browser);

/** Width of the side menu's box, in CSS pixels. */
async function sideMenuWidth(page: Page): Promise<number> {
  const box = await page.getByTestId('side-menu').boundingBox();
  if (!box) throw new Error('side menu has no box');
  return box.width;
}

describe('layout and side menu (spec 01 §2)', () => {
  it('is 280 px wide with long labels at 1280 px', async () => {
    await inContext(contextFor('en', 'owner@demo.test', 1280), async (page) => {
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
    });
  });

  it('is 70 px wide with short labels at 1000 px', async () => {
    await inContext(contextFor('en', 'owner@demo.test', 1000), async (page) => {
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
    });
  });

  it('turns into a drawer behind a menu button at 390 px, reachable by keyboard', async () => {
    await inContext(contextFor('en', 'owner@demo.test', 390, 844), async (page) => {
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
    });
  });

  it('shows the help link and no trademark entry on the English site', async () => {
    await inContext(contextFor('en', 'owner@demo.test'), async (page) => {
      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await expect.poll(() => page.getByTestId('menu-download').isVisible()).toBe(true);
      const help = page.getByTestId('menu-help');
      expect(await help.isVisible()).toBe(true);
      const configured = await page.evaluate(() => (window.__SITE__ as { helpUrl: string }).helpUrl);
      expect(configured).toBe(process.env.HELP_URL ?? '/designhelp');
      expect(await help.getAttribute('href')).toBe(configured);
      expect(await page.getByTestId('menu-trademark').count()).toBe(0);
      expect(await page.getByTestId('menu-invoice').count()).toBe(0);
    });
  });

  it('shows the trademark link and no help entry on the Chinese site', async () => {
    await inContext(contextFor('zh', 'owner@demo.test'), async (page) => {
      await page.goto(siteUrl('zh', '/download/?logo=1001'));
      await expect.poll(() => page.getByTestId('menu-download').isVisible()).toBe(true);
      expect((await page.getByTestId('menu-download').innerText()).trim()).toBe('Logo下载');
      const trademark = page.getByTestId('menu-trademark');
      expect(await trademark.isVisible()).toBe(true);
      // The trademark page of the area, with the logo kept.
      expect(await trademark.getAttribute('href')).toBe('/download/tm?logo=1001');
      expect(await page.getByTestId('menu-help').count()).toBe(0);
    });
  });
});

describe('embedded mode (spec 01 §1, §2, §4)', () => {
  it('offers a visitor of a shared logo no sign-in: accounts are the host\'s', async () => {
    await inContext(contextFor('en', null), async (page) => {
      await page.goto(siteUrl('en', '/download/?logo=1005&embed=1'));
      await expect.poll(() => page.getByTestId('logo-cards').isVisible()).toBe(true);
      expect(await page.getByTestId('sign-in').count()).toBe(0);
      // The 70 px menu: the host's page is the frame.
      expect(Math.round((await page.getByTestId('side-menu').boundingBox())!.width)).toBe(70);
    });
  });

  it('forced with ?embed=1 hides the owner controls and the site links', async () => {
    await inContext(contextFor('en', 'owner@demo.test'), async (page) => {
      await page.goto(siteUrl('en', '/download/?logo=1001&embed=1'));
      await expect.poll(() => page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');
      await expect.poll(() => page.getByTestId('logo-cards').isVisible()).toBe(true);
      expect(await page.getByTestId('menu-download').isVisible()).toBe(true);
      expect(await page.getByTestId('edit-button').count()).toBe(0);
      expect(await page.getByTestId('share-switch').count()).toBe(0);
      expect(await page.getByTestId('invoice-alert').count()).toBe(0);
      expect(await page.getByTestId('menu-help').count()).toBe(0);
      expect(await page.getByTestId('menu-trademark').count()).toBe(0);
    });
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
    await inContext(contextFor('en', 'owner@demo.test', 390, 700), async (page) => {
      // An extra query value makes the menu's "Logo download" link a real (pushed) navigation.
      await page.goto(siteUrl('en', '/download/?logo=1001&utm=x'));
      await expect.poll(() => page.getByTestId('logo-cards').isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('logo-card-symbol').isVisible()).toBe(true);
      const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(scrollable).toBeGreaterThan(1500);

      // Well above the bottom: how long the page is depends on what other journeys gave the logo.
      const target = 800;
      await page.evaluate((y) => window.scrollTo(0, y), target);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
      // Let the position be saved (it is written on the next animation frame).
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

      // Navigate through the menu (drawer) to a new history entry.
      await page.getByTestId('menu-button').click();
      const drawer = page.getByTestId('menu-drawer');
      await expect.poll(() => drawer.getByTestId('menu-download').isVisible()).toBe(true);
      // Where the page is as it is left: what goes back comes back to (the page may have moved a little since the
      // scroll: a part above it that changes height — the brand mission turning — is followed by the browser).
      const leftAt = await page.evaluate(() => window.scrollY);
      expect(Math.abs(leftAt - target)).toBeLessThan(100);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
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
        .toBeGreaterThanOrEqual(leftAt - 5);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - leftAt)).toBeLessThanOrEqual(5);
      expect(Date.now() - backAt).toBeGreaterThanOrEqual(900);
      expect(await page.getByTestId('logo-title').textContent()).toBe('Northwind Coffee');
    });
  });

  it('starts another page loaded in the same tab at the top, and a reload where it was', async () => {
    await inContext(contextFor('en', 'owner@demo.test', 390, 700), async (page) => {
      // Scrolled there and still there two frames later: a page still settling (a late row above, a skeleton below) moves or clamps the scroll, so ask again until it holds.
      const scrolledTo = async (y: number): Promise<void> => {
        await expect
          .poll(async () => {
            await page.evaluate((top) => window.scrollTo(0, top), y);
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
            return page.evaluate(() => window.scrollY);
          })
          .toBe(y);
      };
      /** Waits until the page has been open longer than the restore delay (1 s) and a little more. */
      const pastRestoreDelay = (): Promise<unknown> => page.waitForFunction(() => performance.now() > 1600);
      const cardsShown = async (): Promise<void> => {
        await expect.poll(() => page.getByTestId('logo-card-symbol').isVisible()).toBe(true);
      };

      await page.goto(siteUrl('en', '/download/?logo=1001'));
      await cardsShown();
      await scrolledTo(600);
      // Another address typed or opened in the same tab: a new document, which starts at the top and stays there.
      await page.goto(siteUrl('en', '/download/?logo=1001&from=mail'));
      await cardsShown();
      await pastRestoreDelay();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // A reload comes back to where that page was (after the 1 s wait).
      await scrolledTo(500);
      await page.reload();
      await cardsShown();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(500);
    });
  });
});

/** A box on the page: x, y, width, height in CSS pixels. */
type Box = { x: number; y: number; width: number; height: number };

/** True when two boxes share some area (touching edges do not count). */
function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** How many lines each matched element's text takes: its line boxes told apart by their tops. */
function lineCounts(page: Page, selector: string): Promise<Array<{ text: string; lines: number; height: number; lineHeight: number }>> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
      const lines = tops.filter((top, i) => tops.findIndex((t) => Math.abs(t - top) <= 2) === i).length;
      return { text: el.textContent ?? '', lines, height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) };
    }),
  );
}

describe('nothing wraps or covers what it should not', () => {
  for (const { site, width, logo } of [
    { site: 'en', width: 1280, logo: 1001 },
    { site: 'en', width: 390, logo: 1001 },
    { site: 'zh', width: 1280, logo: 1009 },
    { site: 'zh', width: 390, logo: 1009 },
  ] as const) {
    it(`${site} at ${width} px: the VI page's effect titles and template cards' text keep to one line`, async () => {
      await inContext(contextFor(site, 'owner@demo.test', width), async (page) => {
        await page.goto(siteUrl(site, `/download/vi?logo=${logo}`));
        await startUsing(page);
        await page.locator('[data-testid="vi-effect-golden"] h3').waitFor();
        const titles = await lineCounts(page, '.vi-effect__footer h3');
        expect(titles).toHaveLength(4);
        for (const title of titles) {
          expect(title, title.text).toMatchObject({ lines: 1 });
          // The title's box is one line high.
          expect(Math.abs(title.height - title.lineHeight), title.text).toBeLessThanOrEqual(1);
        }
        // The Word templates strip: each card's name and "Letter · Word document" on a line of their own.
        const meta = page.locator('[data-testid="vi-word"] .template-card__meta');
        await meta.first().waitFor();
        for (const selector of ['[data-testid="vi-word"] .template-card__meta', '[data-testid="vi-word"] .template-card__text h3']) {
          const texts = await lineCounts(page, selector);
          expect(texts.length).toBeGreaterThanOrEqual(4);
          for (const text of texts) expect(text, text.text).toMatchObject({ lines: 1 });
        }
      });
    });
  }

  it('zh at 390 px: the Word templates page\'s "A4 · Word 文档" keeps to one line', async () => {
    await inContext(contextFor('zh', 'owner@demo.test', 390, 844), async (page) => {
      await page.goto(siteUrl('zh', '/download/word?logo=1009'));
      await page.locator('.template-card__meta').first().waitFor();
      const texts = await lineCounts(page, '.template-card__meta');
      expect(texts[0].text).toBe('A4 · Word 文档');
      for (const text of texts) expect(text, text.text).toMatchObject({ lines: 1 });
    });
  });

  for (const { site, width, logo } of [
    { site: 'en', width: 390, logo: 1001 },
    { site: 'zh', width: 390, logo: 1009 },
    { site: 'en', width: 1280, logo: 1001 },
  ] as const) {
    it(`${site} at ${width} px: the animation page's arrows stay off the logo`, async () => {
      await inContext(contextFor(site, 'owner@demo.test', width, 844), async (page) => {
        // Reduced motion: the still logo, the picture every effect ends on.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(siteUrl(site, `/download/animate?logo=${logo}`));
        await page.getByTestId('animate-canvas').waitFor();
        // The logo's box: the canvas's pixels that differ from its background corner, in page pixels.
        const logoBox = async (): Promise<Box | null> =>
          page.getByTestId('animate-canvas').evaluate((el) => {
            const canvas = el as HTMLCanvasElement;
            const { data, width: w, height: h } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
            const differs = (i: number) => Math.abs(data[i] - data[0]) + Math.abs(data[i + 1] - data[1]) + Math.abs(data[i + 2] - data[2]) > 24;
            let [left, top, right, bottom] = [w, h, -1, -1];
            for (let y = 0; y < h; y += 1) {
              for (let x = 0; x < w; x += 1) {
                if (!differs((y * w + x) * 4)) continue;
                left = Math.min(left, x);
                right = Math.max(right, x);
                top = Math.min(top, y);
                bottom = Math.max(bottom, y);
              }
            }
            if (right < 0) return null;
            const r = canvas.getBoundingClientRect();
            const scale = r.width / w;
            return { x: r.x + left * scale, y: r.y + top * scale, width: (right - left + 1) * scale, height: (bottom - top + 1) * scale };
          });
        await expect.poll(logoBox).not.toBeNull();
        const drawn = (await logoBox())!;
        // The logo spans most of the canvas's width: a box worth checking.
        expect(drawn.width).toBeGreaterThan((await page.getByTestId('animate-canvas').boundingBox())!.width * 0.5);
        for (const arrow of ['animate-prev', 'animate-next']) {
          const box = (await page.getByTestId(arrow).boundingBox())!;
          expect(intersects(box, drawn), `${arrow} ${JSON.stringify(box)} over the logo ${JSON.stringify(drawn)}`).toBe(false);
          // Still on the screen, beside the stage.
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
      });
    });
  }

  for (const width of [1280, 390]) {
    it(`en at ${width} px: the brand PPT's slide numbers sit beside the thumbnails, not on them`, async () => {
      // 1004: a logo no other journey opens the brand PPT of (the deck is made on the first visit).
      await inContext(contextFor('en', 'owner@demo.test', width, 900), async (page) => {
        await page.goto(siteUrl('en', '/download/brand-ppt?logo=1004'));
        await page.getByTestId('ppt-editor').waitFor({ timeout: 30_000 });
        const thumbs = page.locator('[data-testid^="ppt-thumb-"]');
        await expect.poll(() => thumbs.locator('img.ppt-slide-image').count()).toBe(await thumbs.count());
        const pairs = await thumbs.evaluateAll((buttons) =>
          buttons.map((b) => ({
            n: b.querySelector('.ppt-thumb__n')!.getBoundingClientRect().toJSON() as Box,
            slide: b.querySelector('img.ppt-slide-image')!.getBoundingClientRect().toJSON() as Box,
            text: b.querySelector('.ppt-thumb__n')!.textContent,
          })),
        );
        expect(pairs.length).toBeGreaterThanOrEqual(8);
        for (const [i, { n, slide, text }] of pairs.entries()) {
          expect(text).toBe(String(i + 1));
          // Not over the slide at all, so never over its logo or the start of its title.
          expect(intersects(n, slide), `number ${text} ${JSON.stringify(n)} on its slide ${JSON.stringify(slide)}`).toBe(false);
          expect(n.width).toBeGreaterThan(0);
        }
      });
    });
  }
});
