import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { closeBrowser, launchBrowser, newContext, openLogo, signIn, type Site } from './browser';
import { settled } from './download';

export { settled };

/** Helpers of the size-dialog journeys (e2e/size-dialog*.test.ts): opening menus and the dialog, reading what it downloads. */

/**
 * Launches the file's browser (closed after its tests) and returns `as`: a
 * browser context of a visitor (no e-mail) or a signed-in user, desktop or
 * phone sized.
 */
export function viewers(): (site: Site, email?: string, width?: number) => Promise<{ ctx: BrowserContext; page: Page }> {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => closeBrowser(browser));
  return (site, email, width) => asViewer(browser, site, email, width);
}

async function asViewer(browser: Browser, site: Site, email?: string, width = 1280): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await newContext(browser, { width, height: width > 800 ? 900 : 844 });
  if (email) await signIn(ctx, site, email);
  return { ctx, page: await ctx.newPage() };
}

export async function open(page: Page, site: Site, logo: number): Promise<void> {
  await openLogo(page, site, logo);
  await page.getByTestId('logo-title').waitFor();
}


/** Opens a card's Download menu and waits for it to stop moving. */
export async function openMenu(page: Page, variant: string): Promise<void> {
  await page.getByTestId(`download-${variant}`).click();
  await page.locator(`[data-testid^="download-${variant}-"]`).first().waitFor();
  await settled(page);
}

/** Picks a format in a card's Download menu, as a user clicks it. */
export async function pick(page: Page, variant: string, format: string): Promise<void> {
  await openMenu(page, variant);
  await page.getByTestId(`download-${variant}-${format}`).click();
}

export async function openDialog(page: Page, variant = 'main', format = 'png-high'): Promise<void> {
  await pick(page, variant, format);
  await page.getByTestId('size-dialog-file').waitFor();
  await settled(page);
}

export const preset = (page: Page, name: string) => page.getByTestId(`size-preset-${name}`);
export const downloadButton = (page: Page) => page.getByTestId('size-download');
export const side = async (page: Page, name: 'width' | 'height') => Number(await page.getByTestId(`size-${name}`).inputValue());
export const dialogGone = (page: Page) => expect.poll(() => page.getByTestId('size-dialog-file').count()).toBe(0);

export async function cancel(page: Page): Promise<void> {
  await page.getByTestId('size-cancel').click();
  await dialogGone(page);
}

/** Presses the dialog's Download button and returns the saved file; the dialog closes after it. */
export async function downloadFromDialog(page: Page): Promise<{ name: string; body: Buffer }> {
  const [dl] = await Promise.all([page.waitForEvent('download'), downloadButton(page).click()]);
  const file = { name: dl.suggestedFilename(), body: readFileSync(await dl.path()) };
  await dialogGone(page);
  return file;
}

export async function imageSize(body: Buffer): Promise<[string | undefined, number | undefined, number | undefined]> {
  const meta = await sharp(body).metadata();
  return [meta.format, meta.width, meta.height];
}

/** Picks a platform in the social select and waits for its list to close. */
export async function choosePlatform(page: Page, name: string): Promise<string[]> {
  await page.getByTestId('size-social').click();
  const options = page.locator('.ant-select-item-option');
  await options.first().waitFor();
  await settled(page);
  const labels = await options.allTextContents();
  await options.filter({ hasText: name }).click();
  await options.first().waitFor({ state: 'hidden' });
  return labels;
}

export const isDisabledLink = async (page: Page) =>
  (await downloadButton(page).getAttribute('aria-disabled')) === 'true' && (await downloadButton(page).getAttribute('href')) === null;

/** Sideways overflow of the page and of the open dialog (mobile layout check). */
export const overflow = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('.ant-modal-content')?.getBoundingClientRect();
    return Math.max(document.documentElement.scrollWidth - window.innerWidth, dialog ? dialog.right - window.innerWidth : 0, dialog ? -dialog.left : 0);
  });
