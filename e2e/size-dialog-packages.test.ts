import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PAGE, screenshotDir, siteUrl, snapshot } from './setup/browser';
import { viewers, cancel, dialogGone, downloadButton, downloadFromDialog, imageSize, open, openDialog, openMenu, pick, preset, settled, side } from './setup/size-dialog';

/**
 * Every download format through the size dialog, and the download gating of
 * spec 01 §2 "Size dialog" and §4 "Download action" by package: 1002 basic
 * (website size only, upgrade), 1003 not bought (payment or sign-in).
 */
const shots = screenshotDir;

const as = viewers();

describe('formats (every format rendered by the server)', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ ctx, page } = await as('en', 'owner@demo.test'));
    await open(page, 'en', 1001);
  });
  afterAll(() => ctx.close());

  it('lists every format but EPS, with web/print labels and what they mean', async () => {
    await openMenu(page, 'main');
    const labels = await page.locator('[data-testid^="download-main-"]').allTextContents();
    expect(labels).toEqual([
      'JPG (web)',
      'JPG (print)',
      'PNG (web)',
      'PNG (print)',
      'PDF (vector)',
      'SVG',
      'SVG (no background)',
      'ICO (favicon)',
    ]);
    await page.getByText('Web: lighter file for screens. Print: full quality for print.').waitFor();
    await page.keyboard.press('Escape');
  });

  it('JPG and PNG, web and print, come in the chosen size; the web file is the lighter one', async () => {
    const bytes: Record<string, number> = {};
    for (const format of ['jpg-low', 'jpg-high', 'png-low', 'png-high']) {
      await openDialog(page, 'main', format);
      await preset(page, 'website').click();
      const file = await downloadFromDialog(page);
      expect(await imageSize(file.body)).toEqual([format.startsWith('jpg') ? 'jpeg' : 'png', 800, 600]);
      bytes[format] = file.body.length;
    }
    expect(bytes['jpg-low']).toBeLessThan(bytes['jpg-high']);
    expect(bytes['png-low']).toBeLessThan(bytes['png-high']);
  });

  it('PDF goes through the size dialog too', async () => {
    await openDialog(page, 'main', 'pdf');
    await preset(page, 'high').click();
    const file = await downloadFromDialog(page);
    expect(file.name).toBe('Northwind Coffee-main.pdf');
    expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('ICO downloads straight from the menu', async () => {
    await openMenu(page, 'symbol');
    const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-symbol-ico').click()]);
    expect(dl.suggestedFilename()).toMatch(/\.ico$/);
  });

  it('an admin also gets the two EPS files, labelled as the admin’s: transparent and tight, and with background', async () => {
    for (const [site, labels] of [
      ['en', ['EPS (vector, transparent, admin)', 'EPS (vector, with background, admin)']],
      ['zh', ['EPS（矢量，透明，仅管理员）', 'EPS（矢量，带背景，仅管理员）']],
    ] as const) {
      const admin = await as(site, 'admin@demo.test');
      await open(admin.page, site, site === 'en' ? 1001 : 1009);
      await openMenu(admin.page, 'main');
      expect([await admin.page.getByTestId('download-main-eps').textContent(), await admin.page.getByTestId('download-main-eps-bg').textContent()]).toEqual(labels);
      await settled(admin.page);
      await snapshot(admin.page, { path: `${shots}/download-menu-eps-${site}-1280.png` });
      await admin.page.keyboard.press('Escape');
      await settled(admin.page);
      if (site === 'en') {
        const box = (body: string) => /^%%BoundingBox: (.*)$/m.exec(body)?.[1];
        for (const [format, name] of [['eps', 'Northwind Coffee-main.eps'], ['eps-bg', 'Northwind Coffee-main-background.eps']] as const) {
          await openMenu(admin.page, 'main');
          const [dl] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByTestId(`download-main-${format}`).click()]);
          expect(dl.suggestedFilename()).toBe(name);
          const { readFileSync } = await import('node:fs');
          const body = readFileSync(await dl.path()).toString('latin1');
          // The direct download's size is the website preset (800 × 600): only eps-bg fills the page.
          if (format === 'eps') expect(box(body)).not.toBe('0 0 800 600');
          else expect(box(body)).toBe('0 0 800 600');
        }
      }
      await admin.ctx.close();
    }
  });
});


describe('basic package (1002)', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ ctx, page } = await as('en', 'owner@demo.test'));
    await open(page, 'en', 1002);
  });
  afterAll(() => ctx.close());

  it('offers the website size only, with the notice, a plain Download button and Upgrade', async () => {
    await openDialog(page);
    expect(await preset(page, 'website').isChecked()).toBe(true);
    expect(await preset(page, 'website').isEnabled()).toBe(true);
    for (const name of ['high', 'social', 'custom']) expect(await preset(page, name).isDisabled()).toBe(true);
    expect([await side(page, 'width'), await side(page, 'height')]).toEqual([800, 600]);
    expect(await page.getByTestId('size-width').isDisabled()).toBe(true);
    expect(await page.getByTestId('size-limited').textContent()).toContain('Your basic package includes the website size (800 × 600) only.');
    expect(await downloadButton(page).textContent()).toBe('Download');
    expect(await page.getByTestId('size-upgrade').isVisible()).toBe(true);
    await settled(page);
    await snapshot(page, { path: `${shots}/size-dialog-en-basic-1280.png` });
    const file = await downloadFromDialog(page);
    expect(await imageSize(file.body)).toEqual(['png', 800, 600]);
  });

  it('stays on the website size even when another size was remembered', async () => {
    await page.evaluate(() =>
      localStorage.setItem(
        'logo-download-settings',
        JSON.stringify({ 1002: { preset: 'high', social: null, custom: { width: 400, height: 300 } } }),
      ),
    );
    await openDialog(page);
    expect(await preset(page, 'website').isChecked()).toBe(true);
    expect(await side(page, 'width')).toBe(800);
    await cancel(page);
  });

  it('Upgrade opens the purchase dialog with the upgrades', async () => {
    await openDialog(page);
    await page.getByTestId('size-upgrade').click();
    await page.getByTestId('offer-upgrade_professional').waitFor();
    expect(await page.getByTestId('offer-upgrade_luxury').isVisible()).toBe(true);
    expect(await page.getByTestId('offer-package_basic').count()).toBe(0);
    await dialogGone(page);
    await page.keyboard.press('Escape');
  });

  it('the server refuses a larger size for the basic package (SIZE_NOT_IN_PACKAGE)', async () => {
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/logo/1002/download?variant=main&format=png-high&width=2000&height=1500');
      return [res.status, ((await res.json()) as { error: string }).error];
    });
    expect(refused).toEqual([403, 'SIZE_NOT_IN_PACKAGE']);
  });

  it('an admin is not restricted on a basic logo', async () => {
    const admin = await as('en', 'admin@demo.test');
    await open(admin.page, 'en', 1002);
    await openDialog(admin.page);
    for (const name of ['website', 'high', 'social', 'custom']) expect(await preset(admin.page, name).isEnabled()).toBe(true);
    expect(await admin.page.getByTestId('size-upgrade').count()).toBe(0);
    await admin.ctx.close();
  });
});


describe('a logo not bought (1003)', () => {
  it('the owner gets the purchase dialog instead of a download', async () => {
    const { ctx, page } = await as('en', 'owner@demo.test');
    await open(page, 'en', 1003);
    let downloads = 0;
    page.on('download', () => downloads++);
    await pick(page, 'main', 'png-high');
    await page.getByTestId('offer-package_basic').waitFor();
    expect(await page.getByTestId('size-dialog-file').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('offer-package_basic').count()).toBe(0);
    // Formats without the size dialog are gated the same way: no link to follow.
    await openMenu(page, 'main');
    expect(await page.getByTestId('download-main-svg').getAttribute('href')).toBeNull();
    await page.getByTestId('download-main-svg').click();
    await page.getByTestId('offer-package_professional').waitFor();
    expect(downloads).toBe(0);
    await ctx.close();
  });

  it('an anonymous visitor of the shared logo is sent to sign in first', async () => {
    const owner = await as('en', 'owner@demo.test');
    const toggle = () => owner.page.evaluate(async () => (await fetch('/api/logo/1003/download/share/status', { method: 'POST' })).json());
    await owner.page.goto(siteUrl('en', API_PAGE));
    expect(await toggle()).toMatchObject({ data: true });
    try {
      const visitor = await as('en');
      await open(visitor.page, 'en', 1003);
      await pick(visitor.page, 'main', 'png-high');
      await visitor.page.waitForURL(/\/login\?next=/);
      expect(new URL(visitor.page.url()).searchParams.get('next')).toBe('/download/?logo=1003');
      await visitor.ctx.close();
    } finally {
      expect(await toggle()).toMatchObject({ data: false });
      await owner.ctx.close();
    }
  });
});


describe('a visitor of a shared, bought logo (1005)', () => {
  it('is offered the presets the server lets a visitor download, not a custom size', async () => {
    const visitor = await as('en');
    await open(visitor.page, 'en', 1005);
    await openDialog(visitor.page);
    for (const name of ['website', 'high', 'social']) expect(await preset(visitor.page, name).isEnabled()).toBe(true);
    expect(await preset(visitor.page, 'custom').isEnabled()).toBe(false);
    await preset(visitor.page, 'high').click();
    const file = await downloadFromDialog(visitor.page);
    expect(await imageSize(file.body)).toEqual(['png', 2000, 1500]);
    await visitor.ctx.close();
  });
});
