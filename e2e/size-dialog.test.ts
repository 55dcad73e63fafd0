import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, newContext, openLogo, signIn, siteUrl, type Site, screenshotDir } from './setup/browser';

/**
 * The size dialog and the download gating of spec 01 §2 "Size dialog", §4
 * "Download action", §5 (5000 px) and §9 (presets, social presets per site),
 * in Chromium against the real server. Demo logos: 1001 professional, 1002
 * basic, 1003 not bought, 1009 Chinese.
 */
const shots = screenshotDir;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

async function as(site: Site, email?: string, width = 1280): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await newContext(browser, { width, height: width > 800 ? 900 : 844 });
  if (email) await signIn(ctx, site, email);
  return { ctx, page: await ctx.newPage() };
}

async function open(page: Page, site: Site, logo: number): Promise<void> {
  await openLogo(page, site, logo);
  await page.getByTestId('logo-title').waitFor();
}

/**
 * Waits for the menu's slide and the dialog's zoom to end (a click during them
 * can land beside its target). antd's 2-second click "wave" is left out: it
 * moves nothing and takes no clicks.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getTiming().iterations === Infinity ||
          (a.effect instanceof KeyframeEffect && a.effect.target instanceof Element && a.effect.target.classList.contains('ant-wave')),
      ),
  );
}

/** Opens a card's Download menu and waits for it to stop moving. */
async function openMenu(page: Page, variant: string): Promise<void> {
  await page.getByTestId(`download-${variant}`).click();
  await page.locator(`[data-testid^="download-${variant}-"]`).first().waitFor();
  await settled(page);
}

/** Picks a format in a card's Download menu, as a user clicks it. */
async function pick(page: Page, variant: string, format: string): Promise<void> {
  await openMenu(page, variant);
  await page.getByTestId(`download-${variant}-${format}`).click();
}

async function openDialog(page: Page, variant = 'main', format = 'png-high'): Promise<void> {
  await pick(page, variant, format);
  await page.getByTestId('size-dialog-file').waitFor();
  await settled(page);
}

const preset = (page: Page, name: string) => page.getByTestId(`size-preset-${name}`);
const downloadButton = (page: Page) => page.getByTestId('size-download');
const side = async (page: Page, name: 'width' | 'height') => Number(await page.getByTestId(`size-${name}`).inputValue());
const dialogGone = (page: Page) => expect.poll(() => page.getByTestId('size-dialog-file').count()).toBe(0);

async function cancel(page: Page): Promise<void> {
  await page.getByTestId('size-cancel').click();
  await dialogGone(page);
}

/** Presses the dialog's Download button and returns the saved file; the dialog closes after it. */
async function downloadFromDialog(page: Page): Promise<{ name: string; body: Buffer }> {
  const [dl] = await Promise.all([page.waitForEvent('download'), downloadButton(page).click()]);
  const file = { name: dl.suggestedFilename(), body: readFileSync(await dl.path()) };
  await dialogGone(page);
  return file;
}

async function imageSize(body: Buffer): Promise<[string | undefined, number | undefined, number | undefined]> {
  const meta = await sharp(body).metadata();
  return [meta.format, meta.width, meta.height];
}

/** Picks a platform in the social select and waits for its list to close. */
async function choosePlatform(page: Page, name: string): Promise<string[]> {
  await page.getByTestId('size-social').click();
  const options = page.locator('.ant-select-item-option');
  await options.first().waitFor();
  await settled(page);
  const labels = await options.allTextContents();
  await options.filter({ hasText: name }).click();
  await options.first().waitFor({ state: 'hidden' });
  return labels;
}

const isDisabledLink = async (page: Page) =>
  (await downloadButton(page).getAttribute('aria-disabled')) === 'true' && (await downloadButton(page).getAttribute('href')) === null;

/** Sideways overflow of the page and of the open dialog (mobile layout check). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('.ant-modal-content')?.getBoundingClientRect();
    return Math.max(document.documentElement.scrollWidth - window.innerWidth, dialog ? dialog.right - window.innerWidth : 0, dialog ? -dialog.left : 0);
  });

describe('owner on the English site (1001, professional)', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ ctx, page } = await as('en', 'owner@demo.test'));
    await open(page, 'en', 1001);
  });
  afterAll(() => ctx.close());

  it('opens on the social preset (1000×1000); width and height are read-only outside custom', async () => {
    await openDialog(page);
    expect(await page.getByTestId('size-dialog-file').textContent()).toBe('Main logo · PNG (print)');
    expect(await preset(page, 'social').isChecked()).toBe(true);
    for (const name of ['website', 'high', 'social', 'custom']) expect(await preset(page, name).isEnabled()).toBe(true);
    expect([await side(page, 'width'), await side(page, 'height')]).toEqual([1000, 1000]);
    expect(await page.getByTestId('size-width').isDisabled()).toBe(true);
    expect(await page.getByTestId('size-height').isDisabled()).toBe(true);
    expect(await downloadButton(page).textContent()).toBe('Download 1000 × 1000');
    expect(await page.getByTestId('size-upgrade').count()).toBe(0);
    expect(await page.getByTestId('size-limited').count()).toBe(0);
    await settled(page);
    await page.screenshot({ path: `${shots}/size-dialog-en-1280.png` });
    await cancel(page);
  });

  it.each([
    ['website', 800, 600],
    ['high', 2000, 1500],
    ['social', 1000, 1000],
  ] as const)('the %s preset downloads a PNG of %i×%i', async (name, width, height) => {
    await openDialog(page);
    await preset(page, name).click();
    expect([await side(page, 'width'), await side(page, 'height')]).toEqual([width, height]);
    expect(await page.getByTestId('size-width').isDisabled()).toBe(true);
    expect(await downloadButton(page).textContent()).toBe(`Download ${width} × ${height}`);
    const file = await downloadFromDialog(page);
    expect(file.name).toBe('Northwind Coffee-main.png');
    expect(await imageSize(file.body)).toEqual(['png', width, height]);
  });

  it('a social platform of the English site sets the size (FB Cover, 1640×624)', async () => {
    await openDialog(page);
    await preset(page, 'social').click();
    expect(await choosePlatform(page, 'FB Cover')).toEqual([
      'Square · 1000 × 1000',
      'FB Profile · 360 × 360',
      'FB Cover · 1640 × 624',
      'Twitter Profile · 800 × 800',
      'Twitter Header · 1500 × 500',
      'Instagram · 220 × 220',
      'Linkedin · 800 × 800',
      'Pinterest · 330 × 330',
      'Google+ · 500 × 500',
      'Youtube · 800 × 800',
      'Tumblr · 256 × 256',
    ]);
    expect([await side(page, 'width'), await side(page, 'height')]).toEqual([1640, 624]);
    expect(await page.getByTestId('size-width').isDisabled()).toBe(true);
    const file = await downloadFromDialog(page);
    expect(await imageSize(file.body)).toEqual(['png', 1640, 624]);
  });

  it('custom: starts at 400×300, editable only there, and downloads the size typed', async () => {
    await openDialog(page);
    await preset(page, 'custom').click();
    expect([await side(page, 'width'), await side(page, 'height')]).toEqual([400, 300]);
    expect(await page.getByTestId('size-width').isEditable()).toBe(true);
    await page.getByTestId('size-width').fill('1200');
    await page.getByTestId('size-height').fill('900');
    await expect.poll(() => downloadButton(page).textContent()).toBe('Download 1200 × 900');
    // Leaving custom shows the preset's size read-only again; coming back keeps what was typed.
    await preset(page, 'website').click();
    expect(await page.getByTestId('size-width').isDisabled()).toBe(true);
    expect(await side(page, 'width')).toBe(800);
    await preset(page, 'custom').click();
    expect([await side(page, 'width'), await side(page, 'height')]).toEqual([1200, 900]);
    const file = await downloadFromDialog(page);
    expect(await imageSize(file.body)).toEqual(['png', 1200, 900]);
  });

  it('above 5000 px: the width-limit message and no download; a valid size brings the button back', async () => {
    await openDialog(page);
    await preset(page, 'custom').click();
    await page.getByTestId('size-width').fill('5001');
    await page.getByTestId('size-limit').waitFor();
    expect(await page.getByTestId('size-limit').textContent()).toContain('Width and height may not exceed 5000 px.');
    expect(await isDisabledLink(page)).toBe(true);
    let downloads = 0;
    page.on('download', () => downloads++);
    await downloadButton(page).click({ force: true });
    await page.getByTestId('size-width').fill('5000');
    await page.getByTestId('size-height').fill('5001');
    await page.getByTestId('size-limit').waitFor();
    expect(await isDisabledLink(page)).toBe(true);
    await page.getByTestId('size-height').fill('3750');
    await expect.poll(() => page.getByTestId('size-limit').count()).toBe(0);
    expect(await isDisabledLink(page)).toBe(false);
    expect(downloads).toBe(0);
    // An emptied field cannot be downloaded either.
    await page.getByTestId('size-height').fill('');
    await page.getByTestId('size-invalid').waitFor();
    expect(await isDisabledLink(page)).toBe(true);
    await cancel(page);
  });

  it('remembers the last preset and custom size of each logo after a reload, under one key', async () => {
    await openDialog(page);
    await preset(page, 'custom').click();
    await page.getByTestId('size-width').fill('640');
    await page.getByTestId('size-height').fill('480');
    await downloadFromDialog(page);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('download')));
    expect(stored).toEqual(['logo-download-settings']);

    await page.reload();
    await page.getByTestId('logo-title').waitFor();
    await openDialog(page, 'inverse');
    expect(await preset(page, 'custom').isChecked()).toBe(true);
    expect([await side(page, 'width'), await side(page, 'height')]).toEqual([640, 480]);
    await cancel(page);

    // Another logo keeps its own settings (none yet: the defaults).
    await open(page, 'en', 1004);
    await openDialog(page);
    expect(await preset(page, 'social').isChecked()).toBe(true);
    await cancel(page);

    // A damaged value is read as the defaults, not as a broken page.
    await page.evaluate(() => localStorage.setItem('logo-download-settings', '{"1001": {"preset": "cus'));
    await open(page, 'en', 1001);
    await openDialog(page);
    expect(await preset(page, 'social').isChecked()).toBe(true);
    expect(await side(page, 'width')).toBe(1000);
    await cancel(page);
  });

  it('works from the keyboard: menu, preset with the arrow keys, Download with Enter, focus back on the menu', async () => {
    await page.getByTestId('download-main').focus();
    await page.keyboard.press('Enter');
    const focusedFormat = () =>
      page.evaluate(() => document.activeElement?.querySelector('[data-testid^="download-main-"]')?.getAttribute('data-testid'));
    await expect.poll(focusedFormat).toMatch(/^download-main-/);
    await settled(page);
    for (let i = 0; i < 10; i++) {
      const focused = await focusedFormat();
      if (focused === 'download-main-png-high') break;
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedFormat).not.toBe(focused);
    }
    expect(await focusedFormat()).toBe('download-main-png-high');
    await page.keyboard.press('Enter');
    await page.getByTestId('size-dialog-file').waitFor();
    await settled(page);
    // The Enter that opened the dialog must not also close it.
    expect(await page.getByTestId('size-dialog-file').isVisible()).toBe(true);
    await preset(page, 'social').focus();
    await page.keyboard.press('ArrowUp'); // social → high
    expect(await preset(page, 'high').isChecked()).toBe(true);
    await downloadButton(page).focus();
    const [dl] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(await imageSize(readFileSync(await dl.path()))).toEqual(['png', 2000, 1500]);
    await dialogGone(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('download-main');
  });

  it('downloads SVG straight from the menu, at the website size, without the dialog', async () => {
    await openMenu(page, 'main');
    const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-main-svg').click()]);
    expect(dl.suggestedFilename()).toBe('Northwind Coffee-main.svg');
    expect(readFileSync(await dl.path(), 'utf8')).toMatch(/^<svg[^>]+width="800" height="600"/);
    expect(await page.getByTestId('size-dialog-file').count()).toBe(0);
  });

  it('shows the mapped message when the server still refuses a download', async () => {
    await page.route('**/api/logo/1001/download?**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 403, error: 'SIZE_NOT_IN_PACKAGE', msg: 'refused' }),
      }),
    );
    await openDialog(page);
    await preset(page, 'high').click();
    await downloadButton(page).click();
    await page.getByText('The basic package includes the website size (800×600) only. Upgrade for more sizes.').waitFor();
    // The dialog stays open so the user can choose again.
    expect(await page.getByTestId('size-dialog-file').isVisible()).toBe(true);
    await cancel(page);
    await page.route('**/api/logo/1001/download?**', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: 403, error: 'NOT_BOUGHT', msg: 'x' }) }),
    );
    await pick(page, 'main', 'svg');
    await page.getByText('Buy this logo to download it.').waitFor();
    await page.unrouteAll();
  });
});

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

  it('an admin also gets EPS, labelled as the admin’s', async () => {
    const admin = await as('en', 'admin@demo.test');
    await open(admin.page, 'en', 1001);
    await openMenu(admin.page, 'main');
    expect(await admin.page.getByTestId('download-main-eps').textContent()).toBe('EPS (vector, admin)');
    await admin.ctx.close();
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
    await page.screenshot({ path: `${shots}/size-dialog-en-basic-1280.png` });
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
    await owner.page.goto(siteUrl('en', '/static/download-frame.css'));
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

describe('owner on the Chinese site (1009), phone', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ ctx, page } = await as('zh', 'owner@demo.test', 390));
    await open(page, 'zh', 1009);
  });
  afterAll(() => ctx.close());

  it('shows the Chinese labels and the Chinese social platforms, and fits the phone', async () => {
    await openDialog(page);
    expect(await page.getByTestId('size-dialog-file').textContent()).toBe('标准Logo · PNG（印刷）');
    expect(await page.locator('.ant-modal-title').textContent()).toBe('下载尺寸');
    const names = await page.locator('.size-preset__name').allTextContents();
    expect(names).toEqual(['网站', '高清', '社交媒体', '自定义']);
    expect(await downloadButton(page).textContent()).toBe('下载 1000 × 1000');
    expect(await choosePlatform(page, '微博')).toEqual([
      '通用方形 · 1000 × 1000',
      '微信 · 800 × 800',
      '微博 · 720 × 720',
      'QQ · 640 × 640',
      '淘宝店铺 · 480 × 480',
      '头条 · 800 × 800',
      '抖音 · 800 × 800',
      '拼多多 · 600 × 600',
    ]);
    expect([await side(page, 'width'), await side(page, 'height')]).toEqual([720, 720]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await settled(page);
    await page.screenshot({ path: `${shots}/size-dialog-zh-390.png` });
    const file = await downloadFromDialog(page);
    expect(file.name).toBe('青山茶舍-main.png');
    expect(await imageSize(file.body)).toEqual(['png', 720, 720]);
  });

  it('gives the width-limit message in Chinese', async () => {
    await openDialog(page);
    await preset(page, 'custom').click();
    await page.getByTestId('size-width').fill('8000');
    await page.getByTestId('size-limit').waitFor();
    expect(await page.getByTestId('size-limit').textContent()).toContain('宽度和高度不能超过5000像素');
    expect(await isDisabledLink(page)).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await settled(page);
    await page.screenshot({ path: `${shots}/size-dialog-zh-limit-390.png` });
    await cancel(page);
  });

  it('labels the formats in Chinese', async () => {
    await openMenu(page, 'main');
    expect(await page.getByTestId('download-main-png-high').textContent()).toBe('PNG（印刷）');
    expect(await page.getByTestId('download-main-svg-nbg').textContent()).toBe('SVG（无背景）');
    await page.getByText('网页版：文件更小，适合屏幕显示；印刷版：完整画质，适合印刷。').waitFor();
    await page.keyboard.press('Escape');
  });
});
