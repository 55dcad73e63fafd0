import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendered } from './setup/area-pages';
import { expectAccessible } from './setup/axe';
import { closeBrowser, launchBrowser, personPage, screenshotDir, siteUrl, snapshot } from './setup/browser';

/* Issue 46: the brand portal's page of the area — the brand page's address, its links. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

/** What a stranger's browser gets at a link's address (the brand page's data). */
async function asStranger(site: 'en' | 'zh', path: string): Promise<{ status: number; body: { error?: string; name?: string; downloads?: string } }> {
  const { ctx, page } = await personPage(browser, site, null);
  try {
    // From a page of the site, as the brand page's own script will ask (the browser resolves the Chinese site's host).
    await page.goto(siteUrl(site, '/login'));
    return await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, body: (await res.json()) as { error?: string } };
    }, path.replace(/^\/b\//, '/api/b/'));
  } finally {
    await ctx.close();
  }
}

describe('the owner of 1001 (English site, desktop)', () => {
  it('makes the brand page at the suggested address, gives a link, shows its QR code, and revokes it at once', async () => {
    const { ctx, page } = await personPage(browser, 'en', 'owner@demo.test');
    try {
      await page.goto(siteUrl('en', '/download/portal?logo=1001'));
      await rendered(page, '/download/portal');
      expect(await page.title()).toBe('Northwind Coffee – brand portal');
      expect(await page.locator('h1').textContent()).toBe('Brand portal');
      expect(await page.getByTestId('side-menu').getByText('Brand portal').count()).toBe(1);
      // A slug that is not one is said so, and nothing is sent.
      const slug = page.getByTestId('portal-slug');
      expect(await slug.inputValue()).toBe('northwind-coffee');
      await slug.fill('-bad-');
      await page.getByTestId('portal-save').click();
      await page.getByText('Use 3–40 lower-case letters').waitFor();
      await slug.fill('northwind-coffee');
      await page.getByTestId('portal-save').click();
      await page.getByTestId('portal-links-empty').waitFor();
      expect(await page.getByTestId('portal-save').textContent()).toBe('Save');

      // What the page shows: Typography hidden, the colours moved up above the clear space, a mission; the preview is the page.
      const section = (id: string) => page.locator(`[data-testid=portal-section][data-section=${id}]`);
      await section('fonts').getByTestId('portal-section-on').click();
      await section('colours').getByTestId('portal-section-up').click();
      expect(await page.getByTestId('portal-section').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-section')))).toEqual([
        'mission', 'layouts', 'colours', 'clearSpace', 'fonts', 'usage', 'files',
      ]);
      await page.getByTestId('portal-mission').fill('Coffee worth crossing town for.');
      await page.getByTestId('portal-dos').fill('Use it on calm backgrounds\n\n');
      await page.getByTestId('portal-page-save').click();
      await page.getByText('The brand page is saved').waitFor();
      const preview = page.frameLocator('[data-testid=portal-preview]');
      await preview.getByText('Coffee worth crossing town for.').waitFor();
      expect(await preview.locator('section').evaluateAll((list) => list.map((s) => s.id))).toEqual(['mission', 'layouts', 'colours', 'clearSpace', 'usage', 'files']);

      // A link for a printer: its address opens the brand page's data to a stranger.
      await page.getByTestId('portal-link-create').click();
      await page.getByText('Say who the link is for.').waitFor();
      await page.getByTestId('portal-link-label').fill('Printer Lee');
      await page.getByTestId('portal-link-create').click();
      const row = page.getByTestId('portal-link').filter({ hasText: 'Printer Lee' });
      await row.waitFor();
      const address = await row.getByTestId('portal-link-address').inputValue();
      expect(address).toMatch(/^http:\/\/localhost:\d+\/b\/northwind-coffee\?k=[A-Za-z0-9_-]{43}$/);
      const path = new URL(address).pathname + new URL(address).search;
      expect(await asStranger('en', path)).toEqual({ status: 200, body: expect.objectContaining({ name: 'Northwind Coffee', downloads: 'yes' }) });
      // The stranger opens the address: the brand's page, its colours with HEX, RGB and CMYK.
      const stranger = await personPage(browser, 'en', null, 390);
      try {
        const response = await stranger.page.goto(address);
        expect(response?.status()).toBe(200);
        expect(await stranger.page.locator('h1').textContent()).toBe('Northwind Coffee');
        expect(await stranger.page.locator('#mission').textContent()).toContain('Coffee worth crossing town for.');
        expect(await stranger.page.locator('#fonts').count()).toBe(0);
        expect(await stranger.page.locator('#usage .rules.do li').allTextContents()).toEqual(['Use it on calm backgrounds']);
        expect(await stranger.page.locator('.colour').count()).toBeGreaterThan(1);
        const hex = (await stranger.page.locator('.colour dd .value').first().textContent())!;
        expect(hex).toMatch(/^#[0-9A-F]{6}$/);
        // A value copied with its button (the button says so).
        await stranger.ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
        const copyHex = stranger.page.locator('.colour dd button.copy').first();
        await copyHex.click();
        await stranger.page.locator('.colour dd button.copy', { hasText: 'Copied' }).first().waitFor();
        expect(await stranger.page.evaluate(() => navigator.clipboard.readText())).toBe(hex);
        await expectAccessible(stranger.page, 'the brand page, phone');
        // The logo files, saved under the brand's name.
        const saved = stranger.page.waitForEvent('download');
        await stranger.page.getByRole('link', { name: 'SVG (vector)' }).click();
        expect((await saved).suggestedFilename()).toBe('Northwind Coffee-logo.svg');
        await snapshot(stranger.page, { path: `${screenshotDir}/brand-page-en-390.png`, fullPage: true });
        await stranger.page.setViewportSize({ width: 1280, height: 900 });
        await snapshot(stranger.page, { path: `${screenshotDir}/brand-page-en-1280.png`, fullPage: true });
      } finally {
        await stranger.ctx.close();
      }
      await row.getByTestId('portal-link-qr').click();
      await row.getByTestId('portal-link-qr-image').waitFor();
      expect(await row.getByTestId('portal-link-qr').getAttribute('aria-expanded')).toBe('true');
      await snapshot(page, { path: `${screenshotDir}/portal-en-1280.png`, fullPage: true });

      // The live logo link turned on: the code for a web page, which shows the logo on another site's page.
      await page.getByTestId('portal-live').click();
      const snippet = await page.getByTestId('portal-live-snippet').inputValue();
      await expectAccessible(page, 'the brand portal page with a link, its QR code and the live logo link');
      await snapshot(page, { path: `${screenshotDir}/portal-live-en-1280.png` });
      expect(snippet).toMatch(/^<picture>\n {2}<source srcset="http:\/\/localhost:\d+\/b\/northwind-coffee\/logo\.svg\?theme=dark" media="\(prefers-color-scheme: dark\)">/);
      const web = await personPage(browser, 'en', null);
      try {
        await web.page.setContent(`<!doctype html><html><body>${snippet}</body></html>`);
        await web.page.waitForFunction(() => {
          const img = document.querySelector('img');
          return !!img && img.complete && img.naturalWidth > 0;
        });
        expect(await web.page.evaluate(() => document.querySelector('img')!.currentSrc)).toMatch(/\/b\/northwind-coffee\/logo\.svg$/);
      } finally {
        await web.ctx.close();
      }

      // Revoked after a confirmation: refused at once.
      await row.getByTestId('portal-link-revoke').click();
      await page.getByTestId('portal-link-revoke-ok').click();
      await row.getByTestId('portal-link-state').filter({ hasText: 'Revoked' }).waitFor();
      expect(await row.getByTestId('portal-link-address').count()).toBe(0);
      expect((await asStranger('en', path)).body.error).toBe('PORTAL_LINK_INVALID');
    } finally {
      await ctx.close();
    }
  });
});

describe('the owner of 1009 (Chinese site, phone)', () => {
  it('gives a password link only with a password of ten characters or more; the stranger is asked for it', async () => {
    const { ctx, page } = await personPage(browser, 'zh', 'owner@demo.test', 390);
    try {
      await page.goto(siteUrl('zh', '/download/portal?logo=1009'));
      await rendered(page, '/download/portal');
      expect(await page.locator('h1').textContent()).toBe('品牌门户');
      // The name is Chinese: the suggested address is the brand's number.
      expect(await page.getByTestId('portal-slug').inputValue()).toBe('brand-1009');
      await page.getByTestId('portal-slug').fill('qingshan-tea');
      await page.getByTestId('portal-save').click();
      await page.getByTestId('portal-links-empty').waitFor();
      await page.getByTestId('portal-link-label').fill('李师傅印刷');
      await page.getByRole('radio', { name: '密码' }).check();
      expect(await page.getByTestId('portal-link-kind-help').textContent()).toBe('打开网页前需要输入密码。');
      await page.getByTestId('portal-link-password').fill('short');
      await page.getByTestId('portal-link-create').click();
      await page.getByText('请至少使用 10 个字符。').waitFor();
      await page.getByTestId('portal-link-password').fill('qingshan-2026-tea');
      await page.getByTestId('portal-link-days').selectOption('30');
      await page.getByTestId('portal-link-create').click();
      const row = page.getByTestId('portal-link').filter({ hasText: '李师傅印刷' });
      await row.waitFor();
      expect(await row.textContent()).toContain('密码');
      const address = new URL(await row.getByTestId('portal-link-address').inputValue());
      expect((await asStranger('zh', address.pathname + address.search)).body.error).toBe('PORTAL_PASSWORD_REQUIRED');
      // In a stranger's browser: the password asked, a wrong one said so, the right one opens the page.
      const stranger = await personPage(browser, 'zh', null, 390);
      try {
        expect((await stranger.page.goto(address.href))?.status()).toBe(401);
        await expectAccessible(stranger.page, 'the password form');
        await stranger.page.getByLabel('密码').fill('not the password');
        await stranger.page.getByRole('button', { name: '打开' }).click();
        await stranger.page.getByText('密码不正确，请重试。').waitFor();
        await stranger.page.getByLabel('密码').fill('qingshan-2026-tea');
        await stranger.page.getByRole('button', { name: '打开' }).click();
        await stranger.page.locator('h1', { hasText: '青山茶舍' }).waitFor();
        await expectAccessible(stranger.page, 'the brand page, zh');
        await snapshot(stranger.page, { path: `${screenshotDir}/brand-page-zh-390.png`, fullPage: true });
      } finally {
        await stranger.ctx.close();
      }
      await snapshot(page, { path: `${screenshotDir}/portal-zh-390.png`, fullPage: true });
    } finally {
      await ctx.close();
    }
  });

  it('is not offered to a visitor of a shared logo: the page sends them to the download page', async () => {
    const { ctx, page } = await personPage(browser, 'en', null);
    try {
      await page.goto(siteUrl('en', '/download/portal?logo=1005'));
      await page.waitForURL((url) => url.pathname === '/download/');
      expect(await page.getByTestId('side-menu').getByText('Brand portal').count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});
