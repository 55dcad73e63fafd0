import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personPage, screenshotDir, siteUrl as sharedSiteUrl, type Site, snapshot } from './setup/browser';
import { chooseOpened, settled } from './setup/download';
import { ownServer } from './setup/own-server';

/*
 * spec 01 §2 "Avatar/icon page", §5 square crop, §7 /oss/matting/{hash}. Its
 * own product server: the owner's profile picture uploaded here would stay on
 * the shared one, where other journeys show the owner without one (/vi's
 * photo icons), and files run in an order of vitest's choosing.
 */
const own = ownServer();

const as = (site: Site, email: string | null, width?: number) => personPage(own.browser, site, email, width, own.server.port);
const siteUrl = (site: Site, path: string) => sharedSiteUrl(site, path, own.server.port);

/** A wide photo: red left half, blue right half, a white stripe in the middle third. */
async function photoFile(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d01010' } })
    .composite([{ input: { create: { width: 600, height: 800, channels: 3, background: '#1030d0' } }, left: 600, top: 0 }])
    .jpeg()
    .toBuffer();
}

async function savedFile(page: Page, testId: string): Promise<{ name: string; body: Buffer }> {
  const downloaded = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const dl = await downloaded;
  const { readFileSync } = await import('node:fs');
  return { name: dl.suggestedFilename(), body: readFileSync(await dl.path()) };
}

describe('the owner of a professional logo (1001, English site)', () => {
  let ctx: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ ctx, page } = await as('en', 'owner@demo.test'));
  });
  afterAll(() => ctx.close());

  it('/head and /avatar lead to the icon page, keeping the logo', async () => {
    for (const path of ['/download/head', '/download/avatar']) {
      await page.goto(siteUrl('en', `${path}?logo=1001&utm=x`));
      await page.getByTestId('icon-grid').waitFor();
      const url = new URL(page.url());
      expect([url.pathname, url.search]).toEqual(['/download/icon', '?logo=1001']);
    }
  });

  it('reaches the page from the download page and shows every style with its format', async () => {
    await page.goto(siteUrl('en', '/download/?logo=1001'));
    await page.getByTestId('icons-link').click();
    await page.getByTestId('icon-grid').waitFor();
    expect(await page.title()).toBe('Northwind Coffee – avatars and icons');
    const cards = await page.locator('[data-testid="icon-grid"] > article').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(cards).toEqual(['icon-symbol', 'icon-circle-brand', 'icon-circle-light', 'icon-rounded-dark', 'icon-square-brand', 'icon-square-logo']);
    expect(await page.getByTestId('icon-circle-brand').textContent()).toContain('PNG · 1024 × 1024');
    expect(await page.getByTestId('icon-square-brand').textContent()).toContain('JPG · 1024 × 1024');
    expect(await page.getByTestId('icon-upgrade').count()).toBe(0);
  });

  it('downloads an icon: PNG with transparent corners, and a JPG', async () => {
    const png = await savedFile(page, 'icon-download-circle-brand');
    expect(png.name).toBe('Northwind Coffee-avatar-circle-brand.png');
    const meta = await sharp(png.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 1024, 1024, true]);
    const corner = await sharp(png.body).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect(corner[3]).toBe(0);
    const jpg = await savedFile(page, 'icon-download-square-brand');
    expect(jpg.name).toBe('Northwind Coffee-avatar-square-brand.jpg');
    expect(await sharp(jpg.body).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 1024 });
  });

  it('uploads a profile picture through the square crop, then offers it with the logo', async () => {
    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photoFile() });
    await page.getByTestId('crop-dialog').waitFor();
    await page.getByTestId('crop-viewport').locator('img').waitFor();
    // Keyboard: zoom in and move left: the square shows only red.
    await page.getByTestId('crop-viewport').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('+');
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowLeft');
    await snapshot(page, { path: `${screenshotDir}/icon-crop-en-1280.png` });
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/me/avatar'));
    await chooseOpened(page.getByTestId('crop-confirm'));
    expect((await uploaded).status()).toBe(200);
    await page.getByText('Avatar uploaded').waitFor();
    await page.getByTestId('crop-dialog').waitFor({ state: 'detached' });

    const src = await page.getByTestId('profile-image').getAttribute('src');
    expect(src).toMatch(/^\/oss\/matting\/[0-9a-f]{64}$/);
    const cut = await page.evaluate(async (u) => Array.from(new Uint8Array(await (await fetch(u!)).arrayBuffer())), src);
    const image = sharp(Buffer.from(cut));
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    const raw = await image.ensureAlpha().raw().toBuffer();
    const at = (x: number, y: number) => Array.from(raw.subarray((y * 512 + x) * 4, (y * 512 + x) * 4 + 4));
    expect(at(2, 2)[3]).toBe(0);
    // Zoomed into the left (red) part of the picture: the middle and the right are red too.
    expect(at(256, 256)[0]).toBeGreaterThan(180);
    expect(at(470, 256)[0]).toBeGreaterThan(180);
    expect(at(470, 256)[2]).toBeLessThan(80);

    await page.getByTestId('icon-photo-badge').waitFor();
    const badge = await savedFile(page, 'icon-download-photo-badge');
    expect(badge.name).toBe('Northwind Coffee-photo-badge.png');
    expect(await sharp(badge.body).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    await snapshot(page, { path: `${screenshotDir}/icon-page-en-1280.png`, fullPage: true });
  });

  it('says the upload failed when the server refuses it, and keeps the picture', async () => {
    const before = await page.getByTestId('profile-image').getAttribute('src');
    await page.route('**/api/me/avatar', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"code":400,"error":"AVATAR_INVALID","msg":"x"}' }),
    );
    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photoFile() });
    await chooseOpened(page.getByTestId('crop-confirm'));
    await page.getByText('Avatar upload failed').waitFor();
    // The dialog stays open to try again or cancel.
    expect(await page.getByTestId('crop-dialog').isVisible()).toBe(true);
    await chooseOpened(page.getByTestId('crop-cancel'));
    await page.getByTestId('crop-dialog').waitFor({ state: 'hidden' });
    await page.unroute('**/api/me/avatar');
    expect(await page.getByTestId('profile-image').getAttribute('src')).toBe(before);
  });

  it('refuses a file that is not a picture before cropping', async () => {
    const failures = () => page.getByText('Avatar upload failed').count();
    await expect.poll(failures, { timeout: 10_000 }).toBe(0);
    await page.getByTestId('avatar-file').setInputFiles({ name: 'doc.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await expect.poll(failures).toBe(1);
    expect(await page.getByTestId('crop-dialog').isVisible()).toBe(false);
  });

  it('refuses a text file named .png with the message, before any crop dialog', async () => {
    await page.goto(siteUrl('en', '/download/icon?logo=1001'));
    await page.getByTestId('icon-grid').waitFor();
    await refusesFakePicture(page, 'en', 'Avatar upload failed');
  });
});

/**
 * A text file named .png (so typed image/png by its name): the spec's upload
 * failure message, no crop dialog, nothing sent; then a real picture still
 * opens the dialog with the picture in it. Screenshots at 1280 and 390.
 */
async function refusesFakePicture(page: Page, site: Site, failed: string): Promise<void> {
  const sent: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/me/avatar') && sent.push(r.url()));
  const failures = () => page.getByText(failed).count();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(failures, { timeout: 10_000 }).toBe(0);
    await page.getByTestId('avatar-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('This is a text file, not a picture.\n') });
    await page.getByText(failed).waitFor();
    expect(await page.getByTestId('crop-dialog').isVisible()).toBe(false);
    await page.getByTestId('profile-card').scrollIntoViewIfNeeded();
    await settled(page);
    await snapshot(page, { path: `${screenshotDir}/icon-not-a-picture-${site}-${width}.png` });
  }
  expect(sent).toEqual([]);
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photoFile() });
  const shown = page.getByTestId('crop-viewport').locator('img');
  await shown.waitFor();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  expect(await page.getByTestId('crop-confirm').isEnabled()).toBe(true);
  await chooseOpened(page.getByTestId('crop-cancel'));
  await page.getByTestId('crop-dialog').waitFor({ state: 'hidden' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the Chinese site (1009 owner; 1002 basic)', () => {
  it('uploads with 上传头像成功 and shows the upgrade prompt on the basic package', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test', 390);
    await page.goto(siteUrl('zh', '/download/icon?logo=1009'));
    await page.getByTestId('icon-grid').waitFor();
    await page.getByTestId('avatar-file').setInputFiles({ name: '我.jpg', mimeType: 'image/jpeg', buffer: await photoFile() });
    await chooseOpened(page.getByTestId('crop-confirm'));
    await page.getByText('上传头像成功').waitFor();
    await page.getByTestId('crop-dialog').waitFor({ state: 'hidden' });
    await page.getByTestId('icon-photo-ring').locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await snapshot(page, { path: `${screenshotDir}/icon-page-zh-390.png`, fullPage: true });

    await page.goto(siteUrl('zh', '/download/icon?logo=1002'));
    const prompt = page.getByTestId('icon-upgrade');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('头像和图标包含在专业版中，升级后即可下载');
    await page.getByTestId('icon-download-circle-brand').click();
    await page.getByTestId('offer-upgrade_professional').waitFor();
    expect(await page.getByTestId('offer-package_basic').count()).toBe(0);
    await settled(page);
    await snapshot(page, { path: `${screenshotDir}/icon-upgrade-zh-390.png` });
    await ctx.close();
  });

  it('refuses a text file named .png with 上传头像失败, before any crop dialog', async () => {
    const { ctx, page } = await as('zh', 'owner@demo.test');
    await page.goto(siteUrl('zh', '/download/icon?logo=1009'));
    await page.getByTestId('icon-grid').waitFor();
    await refusesFakePicture(page, 'zh', '上传头像失败');
    await ctx.close();
  });

  it('a visitor on a shared logo sees the styles, a sign-in prompt and no upload', async () => {
    const { ctx, page } = await as('en', null);
    await page.goto(siteUrl('en', '/download/icon?logo=1005'));
    await page.getByTestId('icon-grid').waitFor();
    expect(await page.getByTestId('profile-signin').isVisible()).toBe(true);
    expect(await page.getByTestId('avatar-upload').count()).toBe(0);
    await snapshot(page, { path: `${screenshotDir}/icon-page-visitor-en-1280.png` });
    await ctx.close();
  });
});
