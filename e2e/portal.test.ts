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
        'mission', 'layouts', 'colours', 'clearSpace', 'fonts', 'icons', 'social', 'usage', 'mockups', 'files',
      ]);
      await page.getByTestId('portal-mission').fill('Coffee worth crossing town for.');
      await page.getByTestId('portal-dos').fill('Use it on calm backgrounds\n\n');
      await page.getByTestId('portal-page-save').click();
      await page.getByText('The brand page is saved').waitFor();
      const preview = page.frameLocator('[data-testid=portal-preview]');
      await preview.getByText('Coffee worth crossing town for.').waitFor();
      expect(await preview.locator('section').evaluateAll((list) => list.map((s) => s.id))).toEqual(['mission', 'layouts', 'colours', 'clearSpace', 'icons', 'social', 'usage', 'mockups', 'files']);

      // A link for a printer: its address opens the brand page's data to a stranger.
      await page.getByTestId('portal-link-create').click();
      await page.getByText('Say who the link is for.').waitFor();
      await page.getByTestId('portal-link-label').fill('Printer Lee');
      // A printer gets the vectors only: no format is said so; SVG and PDF kept.
      for (const format of ['svg', 'png', 'jpg', 'pdf']) await page.getByTestId(`portal-link-formats-${format}`).uncheck();
      await page.getByTestId('portal-link-create').click();
      await page.getByText('Choose at least one format.').waitFor();
      for (const format of ['svg', 'pdf']) await page.getByTestId(`portal-link-formats-${format}`).check();
      await page.getByTestId('portal-link-create').click();
      const row = page.getByTestId('portal-link').filter({ hasText: 'Printer Lee' });
      await row.waitFor();
      expect(await row.getByTestId('portal-link-formats-shown').textContent()).toBe('Files: SVG · PDF only');
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
        // The files in the link's formats only: vectors of the logo and its layouts; the social images as previews, not files.
        const offered = await stranger.page.locator('a[download]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split('.').pop()));
        expect(new Set(offered)).toEqual(new Set(['svg', 'pdf']));
        expect(await stranger.page.locator('#layouts a[download]').count()).toBeGreaterThan(2);
        expect(await stranger.page.locator('#social img').count()).toBeGreaterThan(5);
        expect(await stranger.page.locator('#social a[download]').count()).toBe(0);
        const hex = (await stranger.page.locator('.colour dd .value').first().textContent())!;
        expect(hex).toMatch(/^#[0-9A-F]{6}$/);
        // A value copied with its button (the button says so).
        await stranger.ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
        const copyHex = stranger.page.locator('.colour dd button.copy').first();
        await copyHex.click();
        await stranger.page.locator('.colour dd button.copy', { hasText: 'Copied' }).first().waitFor();
        expect(await stranger.page.evaluate(() => navigator.clipboard.readText())).toBe(hex);
        // The brand file the page names, as a website's build reads it: the colours as DTCG tokens.
        const brandFile = await stranger.page.evaluate(async () => {
          const href = document.querySelector<HTMLAnchorElement>('footer a[href*="brand.json"]')!.href;
          return (await fetch(href)).json() as Promise<{ name: string; colours: Array<{ hex: string }>; tokens: { color: { primary: { $value: { hex: string } } } } }>;
        });
        expect(brandFile.name).toBe('Northwind Coffee');
        expect(brandFile.tokens.color.primary.$value.hex).toBe(brandFile.colours[0]!.hex.toLowerCase());
        expect(brandFile.colours[0]!.hex).toBe(hex);
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
      // The counts: the stranger's view and download, by link and file (a job counts them: the page is read again until then).
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByTestId('portal-stats-views').waitFor();
            return page.getByTestId('portal-stats-files').textContent();
          },
          { timeout: 15_000 },
        )
        .toContain('logo.svg');
      expect(Number(await page.getByTestId('portal-stats-views').textContent())).toBeGreaterThanOrEqual(1);
      expect(await page.getByTestId('portal-stats-links').textContent()).toContain('Printer Lee');
      await page.getByTestId('portal-stats-table-toggle').click();
      expect(await page.getByTestId('portal-stats-table').locator('tbody tr').count()).toBe(30);
      const csv = page.waitForEvent('download');
      await page.getByTestId('portal-stats-csv').click();
      expect((await csv).suggestedFilename()).toMatch(/^Northwind Coffee-portal-\d{4}-\d{2}-\d{2}\.csv$/);
      await snapshot(page.getByTestId('portal-stats'), { path: `${screenshotDir}/portal-stats-en-1280.png` });
      await row.getByTestId('portal-link-qr').click();
      await row.getByTestId('portal-link-qr-image').waitFor();
      expect(await row.getByTestId('portal-link-qr').getAttribute('aria-expanded')).toBe('true');
      await snapshot(page, { path: `${screenshotDir}/portal-en-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 900 });
      await snapshot(page, { path: `${screenshotDir}/portal-en-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      // The live logo link turned on: the code for a web page, which shows the logo on another site's page.
      await page.getByTestId('portal-live').click();
      const snippet = await page.getByTestId('portal-live-snippet').inputValue();
      await expectAccessible(page, 'the brand portal page with a link, its QR code and the live logo link');
      await snapshot(page, { path: `${screenshotDir}/portal-live-en-1280.png` });
      expect(snippet).toMatch(/^<picture>\n {2}<source srcset="http:\/\/localhost:\d+\/b\/northwind-coffee\/logo\.png\?w=256&amp;theme=dark, \S+ 2x" media="\(prefers-color-scheme: dark\)">/);
      const web = await personPage(browser, 'en', null);
      try {
        await web.page.setContent(`<!doctype html><html><body>${snippet}</body></html>`);
        await web.page.waitForFunction(() => {
          const img = document.querySelector('img');
          return !!img && img.complete && img.naturalWidth > 0;
        });
        expect(await web.page.evaluate(() => document.querySelector('img')!.currentSrc)).toMatch(/\/b\/northwind-coffee\/logo\.png\?w=(256|512)$/);
      } finally {
        await web.ctx.close();
      }

      // The owner serves PNG alone: the addresses listed say so, and the SVG address answers no more.
      await page.getByTestId('portal-live-formats-svg').uncheck();
      await page.getByText('The live logo link serves what you chose.').waitFor();
      expect(await page.getByTestId('portal-live-addresses').textContent()).not.toContain('logo.svg');
      expect(await page.evaluate(async () => (await fetch('/b/northwind-coffee/logo.svg', { redirect: 'manual' })).status)).toBe(404);

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
        await stranger.page.setViewportSize({ width: 1280, height: 900 });
        await snapshot(stranger.page, { path: `${screenshotDir}/brand-page-zh-1280.png`, fullPage: true });
      } finally {
        await stranger.ctx.close();
      }
      await snapshot(page, { path: `${screenshotDir}/portal-zh-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await snapshot(page, { path: `${screenshotDir}/portal-zh-1280.png`, fullPage: true });
    } finally {
      await ctx.close();
    }
  });

  it('gives an e-mail link (the stranger gives an e-mail, accepts the terms, downloads) and a view-only link (two ask; one approved opens the files by the mailed address, one refused)', async () => {
    const { ctx, page } = await personPage(browser, 'zh', 'owner@demo.test', 390);
    const admin = await personPage(browser, 'zh', 'admin@demo.test');
    const newLink = async (label: string, kind: string) => {
      await page.getByTestId('portal-link-label').fill(label);
      await page.getByRole('radio', { name: kind }).check();
      await page.getByTestId('portal-link-create').click();
      const row = page.getByTestId('portal-link').filter({ hasText: label });
      return row.getByTestId('portal-link-address').inputValue();
    };
    /** The one mail of `subject` sent to `to` (the local outbox, read by an admin). */
    const mailTo = async (to: string, subject: string) => {
      let text = '';
      await expect
        .poll(async () => {
          await admin.page.goto(siteUrl('zh', `/admin/mail?to=${encodeURIComponent(to)}`));
          text = (await admin.page.locator('[data-testid="mail"]', { hasText: subject }).first().textContent({ timeout: 1000 }).catch(() => '')) ?? '';
          return text;
        })
        .toContain(subject);
      return text;
    };
    try {
      await page.goto(siteUrl('zh', '/download/portal?logo=1009'));
      // The page made by the journey before, or now when this one runs alone.
      await page.getByTestId('portal-slug').waitFor();
      if ((await page.getByTestId('portal-live').count()) === 0) {
        await page.getByTestId('portal-slug').fill('qingshan-tea');
        await page.getByTestId('portal-save').click();
      }
      const emailAddress = await newLink('代理公司', '邮箱验证');
      const requestAddress = await newLink('名片印刷', '仅查看');
      // The cards below the links come as the page is used.
      await page.getByTestId('portal-requests-empty').waitFor();

      // The e-mail link: the terms shown; nothing sent until they are accepted; then the files.
      const agency = await personPage(browser, 'zh', null, 390);
      try {
        await agency.page.goto(emailAddress);
        await agency.page.locator('#gate-terms').getByText('文件仅用于与本品牌相关的工作').waitFor();
        expect(await agency.page.locator('#files a[download]').count()).toBe(0);
        await agency.page.getByLabel('您的邮箱').fill('agency@example.test');
        await agency.page.getByRole('button', { name: '获取文件' }).click();
        await agency.page.getByText('请填写正确的邮箱（和姓名），并在需要时同意条款。').waitFor();
        await expectAccessible(agency.page, 'the e-mail link’s form, zh');
        await agency.page.locator('#files').scrollIntoViewIfNeeded();
        await snapshot(agency.page, { path: `${screenshotDir}/brand-page-email-zh-390.png` });
        await agency.page.getByLabel('我同意以上条款').check();
        await agency.page.getByRole('button', { name: '获取文件' }).click();
        await agency.page.locator('#files a[download]').first().waitFor();
        expect(await agency.page.locator('#gate-email').count()).toBe(0);
      } finally {
        await agency.ctx.close();
      }

      // The view-only link: two strangers ask.
      for (const [name, email] of [
        ['王师傅', 'wang@example.test'],
        ['张三', 'zhang@example.test'],
      ] as const) {
        const visitor = await personPage(browser, 'zh', null, 390);
        try {
          await visitor.page.goto(requestAddress);
          await visitor.page.getByLabel('您的姓名').fill(name);
          await visitor.page.getByLabel('您的邮箱').fill(email);
          await visitor.page.getByLabel('文件用途（选填）').fill('印名片');
          await visitor.page.getByRole('button', { name: '申请下载' }).click();
          await visitor.page.getByText('申请已发送给品牌所有者').waitFor();
          if (name === '王师傅') await expectAccessible(visitor.page, 'the view-only link’s request sent, zh');
        } finally {
          await visitor.ctx.close();
        }
      }
      // The owner hears of each request.
      expect(await mailTo('owner@demo.test', '王师傅 申请下载「青山茶舍」的文件')).toContain('印名片');

      // The owner answers in the area: one approved, one refused. The e-mail the agency gave is listed, by its link.
      await page.reload();
      const given = page.getByTestId('portal-email').filter({ hasText: 'agency@example.test' });
      expect(await given.textContent()).toContain('代理公司');
      const emailsCsv = page.waitForEvent('download');
      await page.getByTestId('portal-emails-csv').click();
      expect((await emailsCsv).suggestedFilename()).toMatch(/^青山茶舍-emails-\d{4}-\d{2}-\d{2}\.csv$/);
      await page.getByTestId('portal-requests-pending').filter({ hasText: '2 条待处理' }).waitFor();
      const wang = page.getByTestId('portal-request').filter({ hasText: '王师傅' });
      const zhang = page.getByTestId('portal-request').filter({ hasText: '张三' });
      expect(await wang.textContent()).toContain('印名片');
      await wang.getByTestId('portal-request-approve').click();
      await wang.getByTestId('portal-request-state').filter({ hasText: '已批准' }).waitFor();
      await zhang.getByTestId('portal-request-refuse').click();
      await zhang.getByTestId('portal-request-state').filter({ hasText: '已拒绝' }).waitFor();
      expect(await page.getByTestId('portal-requests-pending').count()).toBe(0);
      await expectAccessible(page, 'the brand portal page with answered requests, zh phone');
      await snapshot(page, { path: `${screenshotDir}/portal-requests-zh-390.png`, fullPage: true });

      // The approval's address opens the files; the refusal is told.
      const approval = await mailTo('wang@example.test', '「青山茶舍」的文件已可下载');
      const url = /http:\/\/\S+r=[A-Za-z0-9_-]{43}/.exec(approval)![0];
      const wangPage = await personPage(browser, 'zh', null, 390);
      try {
        await wangPage.page.goto(url);
        const saved = wangPage.page.waitForEvent('download');
        await wangPage.page.getByRole('link', { name: 'SVG（矢量）' }).click();
        expect((await saved).suggestedFilename()).toBe('青山茶舍-logo.svg');
      } finally {
        await wangPage.ctx.close();
      }
      expect(await mailTo('zhang@example.test', '您申请下载「青山茶舍」文件')).toBeTruthy();
      expect((await admin.page.locator('[data-testid="mail"]').allTextContents()).join('\n')).toContain('未批准');
    } finally {
      await ctx.close();
      await admin.ctx.close();
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
