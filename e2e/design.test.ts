import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PAGE, asPerson, closeBrowser, launchBrowser, newContext, screenshotDir, siteUrl, type Site, sharedServer, snapshot } from './setup/browser';
import { waitForPath } from './setup/people';

/*
 * The design hub (/design), the profile picture page (/profile), the frame
 * page /photo (spec 01 §2 "Frame pages", §4; spec 02 §2) and the e-mail
 * signature the hub leads to.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const journey = (site: Site, email: string | null, run: (page: Page) => Promise<void>, width?: number, init?: string) =>
  asPerson(browser, site, email, run, width, init);



describe('the design hub', () => {
  it('en: five cards open their designs with the logo; the AI tools come from the page’s list', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/design?logo=1001'));
      await page.getByRole('heading', { name: 'Design hub' }).waitFor();
      const hrefs = await page.locator('[data-testid^="design-card-"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([
        '/download/business-card?logo=1001',
        '/download/mockup?logo=1001',
        expect.stringMatching(/^\/download\/email-signature\?logo=1001&color=%23[0-9A-Fa-f]{6}$/),
        '/design/social?logo=1001',
        '/design/avatar?logo=1001',
      ]);
      const tools = await page.locator('[data-testid^="ai-tool-"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(tools).toEqual(['/ai/logo-3d?logo=1001', '/ai/poster?logo=1001', '/ai/product?logo=1001', '/ai/background?logo=1001', '/ai/upscale?logo=1001']);
      await snapshot(page, { path: `${screenshotDir}/design-en-1280.png`, fullPage: true });

      await page.getByTestId('design-card-businessCard').click();
      await waitForPath(page, '/download/business-card');
      await page.goBack();
      // A main-site design: the studio opens with the logo.
      await page.getByTestId('design-card-social').click();
      await waitForPath(page, '/design/social');
      await page.getByRole('heading', { name: 'Social media kit' }).waitFor();
      await page.waitForFunction(() => {
        const imgs = [...document.querySelectorAll('img')];
        return imgs.length === 6 && imgs.every((i) => i.complete && i.naturalWidth > 0);
      });
    });
  });

  it('zh, on a phone: the signature card carries the logo’s colour to the signature page', async () => {
    await journey(
      'zh',
      'owner@demo.test',
      async (page) => {
        await page.goto(siteUrl('zh', '/download/design?logo=1009'));
        await page.getByRole('heading', { name: '设计中心' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await snapshot(page, { path: `${screenshotDir}/design-zh-390.png`, fullPage: true });
        const href = (await page.locator('[data-testid="design-card-signature"] a').getAttribute('href'))!;
        const colour = new URLSearchParams(href.split('?')[1]).get('color')!;
        await page.getByTestId('design-card-signature').click();
        await waitForPath(page, '/download/email-signature');
        expect(await page.locator('.colour-swatch input:checked').getAttribute('value')).toBe(colour.toUpperCase());
      },
      390,
    );
  });
});

describe('the frame page /photo', () => {
  it('not bought (en, 1003): the main-site page in a frame with the stylesheet injected, the mask after the route change, buying from it', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/photo?logo=1003&utm=promo'));
      await page.waitForSelector('[data-testid="frame-page"][data-state="shown"]');
      const src = await page.getByTestId('frame').getAttribute('src');
      expect(src).toBe('/design/social?logo=1003&utm=promo');
      const framed = page.frames().find((f) => f.url().includes('/design/social'))!;
      expect(await framed.evaluate(() => !!document.querySelector('link[href="/static/download-frame.css"]'))).toBe(true);
      // The stylesheet took the framed page's own chrome away.
      expect(await framed.evaluate(() => getComputedStyle(document.querySelector('header')!).display)).toBe('none');
      await page.getByTestId('frame-mask').waitFor();
      expect(await page.getByTestId('frame-mask').textContent()).toContain('Buy your logo to design social media graphics');
      await snapshot(page, { path: `${screenshotDir}/photo-en-1280.png` });
      await page.getByTestId('frame-upgrade').click();
      await page.getByRole('dialog').filter({ hasText: /Buy|package/i }).first().waitFor();
    });
  });

  it('not bought (zh, 1011): the mask says so in Chinese', async () => {
    await journey(
      'zh',
      'owner@demo.test',
      async (page) => {
        await page.goto(siteUrl('zh', '/download/photo?logo=1011'));
        await page.getByTestId('frame-mask').waitFor();
        expect(await page.getByTestId('frame-mask').textContent()).toContain('购买Logo后，即可用它设计社交媒体图片');
        await snapshot(page, { path: `${screenshotDir}/photo-zh-390.png` });
      },
      390,
    );
  });

  it('bought (1001): the viewer is taken to the framed address', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/photo?logo=1001'));
      const url = await waitForPath(page, '/design/social');
      expect(url.searchParams.get('logo')).toBe('1001');
    });
  });
});

describe('the profile picture page', () => {
  it('without a picture: says so and leads to the upload; with one: shows it round and downloads it', async () => {
    await journey('en', 'designer@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/profile'));
      await page.getByTestId('profile-none').waitFor();
      expect(await page.getByTestId('profile-more').getAttribute('href')).toBe('/design/avatar');
      // Upload a picture as the icon page does (the page's own call).
      const status = await page.evaluate(async () => {
        const c = document.createElement('canvas');
        c.width = c.height = 240;
        const g = c.getContext('2d')!;
        g.fillStyle = '#2f6feb';
        g.fillRect(0, 0, 240, 240);
        g.fillStyle = '#ffd166';
        g.beginPath();
        g.arc(120, 110, 60, 0, Math.PI * 2);
        g.fill();
        const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), 'image/png'));
        const form = new FormData();
        form.append('file', blob, 'me.png');
        return (await fetch('/api/me/avatar', { method: 'POST', body: form })).status;
      });
      expect(status).toBe(200);
      await page.reload();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="profile-avatar"]');
        return !!img && img.complete && img.naturalWidth > 0;
      });
      await snapshot(page, { path: `${screenshotDir}/profile-en-1280.png` });
      const downloaded = page.waitForEvent('download');
      await page.getByTestId('profile-download').click();
      const dl = await downloaded;
      expect(dl.suggestedFilename()).toMatch(/^profile-picture\.(jpg|jpeg|png)$/);
      const bytes = readFileSync((await dl.path())!);
      expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
    });
  });

  it('a visitor is sent to the start', async () => {
    await journey('en', null, async (page) => {
      await page.goto(siteUrl('en', '/download/profile?logo=1005'));
      await waitForPath(page, '/download/');
    });
  });
});

describe('the e-mail signature', () => {
  it('en: checks the details, copies rich HTML with the hosted logo, and downloads it as .html', async () => {
    await journey('en', 'owner@demo.test', async (page) => {
      await page.goto(siteUrl('en', '/download/email-signature?logo=1001'));
      await page.getByTestId('signature-name').fill('Ada Lovelace');
      await page.getByTestId('signature-title').fill('Founder');
      await page.getByTestId('signature-phone').fill('+44 20 7946 0018');
      await page.getByTestId('signature-email').fill('not an e-mail');
      await page.getByTestId('signature-website').fill('northwind.example.com');
      await page.getByTestId('signature-copy').click();
      await page.getByText('Check this field.').waitFor();
      await page.getByTestId('signature-email').fill('ada@northwind.example.com');
      await page.waitForFunction(() => document.querySelector('[data-testid="signature-preview"] img')?.getAttribute('src')?.startsWith('http'));
      await page.getByTestId('signature-copy').click();
      await page.locator('[data-testid="toast"][data-kind="success"]').waitFor();
      const html = await page.evaluate(async () => {
        const items = await navigator.clipboard.read();
        const item = items.find((i) => i.types.includes('text/html'))!;
        return (await item.getType('text/html')).text();
      });
      expect(html).toContain('Ada Lovelace');
      expect(html).toContain('href="mailto:ada@northwind.example.com"');
      expect(html).toContain('href="https://northwind.example.com/"');
      const src = /<img src="([^"]+)"/.exec(html)![1];
      expect(src).toMatch(new RegExp(`^http://localhost:${sharedServer().port}/oss/renders/`));
      // A mail client, signed in nowhere, loads the logo.
      const png = await fetch(src);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
      await snapshot(page, { path: `${screenshotDir}/signature-en-1280.png`, fullPage: true });

      const downloaded = page.waitForEvent('download');
      await page.getByTestId('signature-download').click();
      const dl = await downloaded;
      expect(dl.suggestedFilename()).toBe('Northwind Coffee-email-signature.html');
      const doc = readFileSync((await dl.path())!, 'utf8');
      expect(doc).toMatch(/^<!doctype html>/);
      expect(doc).toContain(src);
      // Remembered for this logo.
      await page.reload();
      expect(await page.getByTestId('signature-name').inputValue()).toBe('Ada Lovelace');
    });
  });

  it('opened on another address than the public one (127.0.0.1, public origin localhost): the preview shows the logo, the copy keeps the public address', async () => {
    const port = sharedServer().port;
    const ctx = await newContext(browser);
    try {
      const page = await ctx.newPage();
      const origin = `http://127.0.0.1:${port}`;
      await page.goto(`${origin}${API_PAGE}`);
      const status = await page.evaluate(
        async () => (await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@demo.test', password: 'demo1234' }) })).status,
      );
      expect(status).toBe(200);
      await page.goto(`${origin}/download/email-signature?logo=1001`);
      await page.getByTestId('signature-name').fill('Ada Lovelace');
      const img = page.locator('[data-testid="signature-preview"] img');
      // The hosted picture (not the page's own drawing), loaded: a broken image has no natural width.
      await expect.poll(() => img.getAttribute('src')).toMatch(/\/oss\/renders\//);
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
      expect(new URL((await img.getAttribute('src'))!).origin).toBe(origin);

      await page.getByTestId('signature-copy').click();
      await page.locator('[data-testid="toast"][data-kind="success"]').waitFor();
      const html = await page.evaluate(async () => {
        const item = (await navigator.clipboard.read()).find((i) => i.types.includes('text/html'))!;
        return (await item.getType('text/html')).text();
      });
      // What a mail client gets is on the configured public origin.
      expect(/<img src="([^"]+)"/.exec(html)![1]).toMatch(new RegExp(`^http://localhost:${port}/oss/renders/`));
    } finally {
      await ctx.close();
    }
  });

  it('a visitor of a shared logo sees the preview and is sent to sign in to copy', async () => {
    await journey('en', null, async (page) => {
      await page.goto(siteUrl('en', '/download/email-signature?logo=1005'));
      await page.getByTestId('signature-name').fill('Visitor');
      await page.getByTestId('signature-copy').click();
      await waitForPath(page, '/login');
    });
  });
});

describe('screenshots of the brand pages (zh and en, desktop and phone)', () => {
  const pages = [
    { name: 'brand', path: '/download/brand?logo=', ready: 'brand-promo' },
    { name: 'design', path: '/download/design?logo=', ready: 'design-ai-tools' },
    { name: 'signature', path: '/download/email-signature?logo=', ready: 'signature-preview' },
    { name: 'profile', path: '/download/profile?logo=', ready: 'profile-card' },
    { name: 'animate', path: '/download/animate?logo=', ready: 'animate-canvas' },
  ];
  for (const site of ['en', 'zh'] as const) {
    for (const width of [1280, 390]) {
      it(`${site} at ${width} px: nothing overflows sideways`, async () => {
        await journey(
          site,
          'owner@demo.test',
          async (page) => {
            // The animation shows its still logo (the page honours reduced motion): a picture worth keeping.
            await page.emulateMedia({ reducedMotion: 'reduce' });
            for (const p of pages) {
              await page.goto(siteUrl(site, `${p.path}${site === 'zh' ? 1009 : 1001}`));
              await page.getByTestId(p.ready).waitFor();
              await page.waitForFunction(() => [...document.images].every((i) => i.complete));
              expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
              await snapshot(page, { path: `${screenshotDir}/${p.name}-${site}-${width}.png`, fullPage: true });
            }
          },
          width,
        );
      });
    }
  }
});
