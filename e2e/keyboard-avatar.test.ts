import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotDir, siteUrl as sharedSiteUrl, type Site, snapshot } from './setup/browser';
import { settled } from './setup/download';
import { expectFocusInDialog, expectFocusOn, expectFocusTrapped, tabAndPress, tabTo } from './setup/keyboard';
import { ownServer } from './setup/own-server';
import { inContext } from './setup/people';

/*
 * Keyboard only (issue 30, WCAG 2.1.1, 2.4.3, 2.4.7): the profile picture from
 * the profile page's "add" to the icon page's upload and its square crop,
 * moved and zoomed by keys, cancelled with Escape, then saved. Its own product
 * server: the owner's picture saved here would show on the shared one.
 */
const own = ownServer();

const siteUrl = (site: Site, path: string) => sharedSiteUrl(site, path, own.server.port);

/** A wide photo: red left half, blue right half. Centred, the square crop shows both; zoomed into the left, red only. */
function photoFile(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d01010' } })
    .composite([{ input: { create: { width: 600, height: 800, channels: 3, background: '#1030d0' } }, left: 600, top: 0 }])
    .jpeg()
    .toBuffer();
}

/**
 * The file chooser (the OS dialog) is answered from here: listened for from
 * the start, so Playwright intercepts it before any key opens it (waiting for
 * it only when Enter is pressed races a loaded machine).
 */
function interceptFileChooser(page: Page): void {
  page.on('filechooser', () => undefined);
}

/** Presses Enter on the focused upload button and answers the file chooser it opens with the photo. */
async function chooseFileWithEnter(page: Page, name: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: await photoFile() });
}

/** The crop's view as the picture's inline style draws it: its scale (width) and where its corner sits. */
async function cropView(page: Page): Promise<{ width: number; transform: string }> {
  return page
    .getByTestId('crop-viewport')
    .locator('img')
    .evaluate((img: HTMLImageElement) => ({ width: parseFloat(img.style.width), transform: img.style.transform }));
}

/** RGB of a pixel of a picture fetched by the page (the saved avatar). */
async function pixels(page: Page, src: string): Promise<(x: number, y: number) => number[]> {
  const body = await page.evaluate(async (u) => Array.from(new Uint8Array(await (await fetch(u)).arrayBuffer())), src);
  const image = sharp(Buffer.from(body));
  const { width } = await image.metadata();
  const raw = await image.removeAlpha().raw().toBuffer();
  return (x, y) => Array.from(raw.subarray((y * width! + x) * 3, (y * width! + x) * 3 + 3));
}

async function journey(page: Page, site: Site, logo: number, width: number): Promise<void> {
  interceptFileChooser(page);
  const words = site === 'zh' ? { crop: '裁剪区域', zoom: '缩放' } : { crop: 'Crop area', zoom: 'Zoom' };
  await page.goto(siteUrl(site, `/download/profile?logo=${logo}`));
  const add = page.getByTestId('profile-add');
  await add.waitFor();

  // The profile page has no picture yet: its button leads to the icon page's upload.
  await tabAndPress(page, add);
  await page.waitForURL((url) => url.pathname === '/download/icon');
  const upload = page.getByTestId('avatar-upload');
  await upload.waitFor();
  await tabTo(page, upload, { max: 80 });

  // Upload, then Escape: the crop dialog opens with the focus in it, keeps it, and gives it back on Escape.
  await chooseFileWithEnter(page, site === 'zh' ? '我.jpg' : 'me.jpg');
  const dialog = page.getByTestId('crop-dialog');
  await dialog.waitFor();
  await expectFocusInDialog(page);
  const area = page.getByTestId('crop-viewport');
  await area.locator('img').waitFor();
  // The crop area is named, and says how to move and zoom by keys.
  expect(await area.getAttribute('aria-label')).toBe(words.crop);
  const description = await area.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(description).toMatch(site === 'zh' ? /方向键.*Page Up/ : /arrow keys.*Page Up/);
  await expectFocusTrapped(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocusOn(upload);

  // Again, and this time crop by keys and save.
  await chooseFileWithEnter(page, 'me.jpg');
  await dialog.waitFor();
  await expectFocusInDialog(page);
  await area.locator('img').waitFor();
  await tabTo(page, area, { max: 10 });
  const centred = await cropView(page);
  for (let i = 0; i < 3; i++) await page.keyboard.press('PageUp');
  const zoomed = await cropView(page);
  expect(zoomed.width).toBeGreaterThan(centred.width);
  for (let i = 0; i < 3; i++) await page.keyboard.press('+');
  expect((await cropView(page)).width).toBeGreaterThan(zoomed.width);
  await page.keyboard.press('-');
  await page.keyboard.press('PageDown');
  for (let i = 0; i < 3; i++) await page.keyboard.press('PageUp');
  const before = await cropView(page);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowLeft');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  expect((await cropView(page)).transform).not.toBe(before.transform);
  // The zoom slider is named and shows the zoom reached by the keys.
  const handle = page.getByRole('slider', { name: words.zoom });
  expect(Number(await handle.getAttribute('aria-valuenow'))).toBeGreaterThan(2);
  await settled(page);
  await snapshot(page, { path: `${screenshotDir}/keyboard-crop-${site}-${width}.png` });

  const confirm = page.getByTestId('crop-confirm');
  await tabTo(page, confirm, { max: 10 });
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/me/avatar'));
  await page.keyboard.press('Enter');
  expect((await uploaded).status()).toBe(200);
  await dialog.waitFor({ state: 'detached' });
  await expectFocusOn(upload);

  // Back on the profile page (by keyboard from the side menu's link): the saved picture is the crop, not the whole photo.
  const menuLink = page.getByTestId('menu-profile');
  if (await menuLink.isVisible()) {
    await tabAndPress(page, menuLink, 'Enter', { back: true, max: 80 });
    await page.waitForURL((url) => url.pathname === '/download/profile');
  } else {
    await page.goto(siteUrl(site, `/download/profile?logo=${logo}`));
  }
  const avatar = page.getByTestId('profile-avatar');
  await avatar.waitFor();
  const at = await pixels(page, (await avatar.getAttribute('src'))!);
  // Uncropped, the square would be half blue (its right); zoomed into the left, every corner is red.
  for (const [x, y] of [
    [20, 20],
    [490, 20],
    [256, 256],
    [20, 490],
    [490, 490],
  ] as const) {
    const [r, , b] = at(x, y);
    expect(r, `red at ${x},${y}`).toBeGreaterThan(170);
    expect(b, `no blue at ${x},${y}`).toBeLessThan(90);
  }
  await tabTo(page, page.getByTestId('profile-download'), { max: 80 });
}

describe('the profile picture by keyboard', () => {
  it('en, 1280: from the profile page to the crop, moved and zoomed by keys, Escape, then saved', async () => {
    await inContext(own.contextFor('en', 'owner@demo.test', 1280), async (page) => {
      await journey(page, 'en', 1001, 1280);
    });
  });

  it('zh, 390: the same on the Chinese site at phone width (another person: the owner has a picture now)', async () => {
    await inContext(own.contextFor('zh', 'admin@demo.test', 390), async (page) => {
      await journey(page, 'zh', 1009, 390);
    });
  });

  // The other site at the other width: the crop dialog as the keyboard leaves it (zoomed, moved), seen.
  for (const [site, email, logo, width] of [
    ['en', 'designer@demo.test', 1005, 390],
    ['zh', 'other@demo.test', 1005, 1280],
  ] as const) {
    it(`${site}, ${width}: the crop dialog opened, zoomed and moved by keyboard`, async () => {
      await inContext(own.contextFor(site, email, width), async (page) => {
        interceptFileChooser(page);
        await page.goto(siteUrl(site, `/download/icon?logo=${logo}`));
        const upload = page.getByTestId('avatar-upload');
        await upload.waitFor();
        await tabTo(page, upload, { max: 80 });
        await chooseFileWithEnter(page, 'me.jpg');
        await page.getByTestId('crop-dialog').waitFor();
        await expectFocusInDialog(page);
        const area = page.getByTestId('crop-viewport');
        await area.locator('img').waitFor();
        await tabTo(page, area, { max: 10 });
        for (const key of ['PageUp', 'PageUp', 'Shift+ArrowLeft', 'Shift+ArrowLeft']) await page.keyboard.press(key);
        await settled(page);
        await snapshot(page, { path: `${screenshotDir}/keyboard-crop-${site}-${width}.png` });
        await page.keyboard.press('Escape');
        await expectFocusOn(upload);
      });
    });
  }
});
