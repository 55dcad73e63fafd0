import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotDir, snapshot } from './setup/browser';
import { viewers, cancel, choosePlatform, dialogGone, downloadButton, downloadFromDialog, imageSize, isDisabledLink, open, openDialog, openMenu, overflow, pick, preset, settled, side } from './setup/size-dialog';

/**
 * The size dialog of spec 01 §2 "Size dialog", §5 (5000 px) and §9 (presets,
 * social presets per site) for the owner of a professional logo, in Chromium
 * against the real server: 1001 on the English site, 1009 on a phone on the
 * Chinese site. The package and purchase rules are size-dialog-packages.test.ts.
 */
const shots = screenshotDir;

const as = viewers();

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
    await snapshot(page, { path: `${shots}/size-dialog-en-1280.png` });
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
    await snapshot(page, { path: `${shots}/size-dialog-zh-390.png` });
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
    await snapshot(page, { path: `${shots}/size-dialog-zh-limit-390.png` });
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

