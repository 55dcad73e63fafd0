import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './setup/axe';
import { closeBrowser, launchBrowser, newContext, openLogo, screenshotDir, signIn, snapshot } from './setup/browser';
import { settled } from './setup/download';
import { holdRequests } from './setup/hold';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

describe('the brand kit ZIP', () => {
  it('shows its progress, then saves a ZIP with the logo files, the favicon pack and the colour sheet (en)', async () => {
    const ctx = await newContext(browser);
    await signIn(ctx, 'en', 'owner@demo.test');
    const page = await ctx.newPage();
    await openLogo(page, 'en', 1001);
    await page.getByTestId('logo-title').waitFor();
    // Hold the first progress answer so the dialog can be seen building.
    const release = await holdRequests(page, '**/api/logo/1001/kit', (request) => request.method() === 'POST');
    const downloaded = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('kit-button').click();
    await page.getByTestId('kit-progress').waitFor();
    expect(await page.locator('.ant-modal-title').textContent()).toBe('Your brand kit');
    expect(await page.getByTestId('kit-progress').textContent()).toContain('Starting…');
    await settled(page);
    await snapshot(page, { path: `${screenshotDir}/brand-kit-en-1280.png` });
    await expectAccessible(page, 'the brand kit being built (en, 1280 px)');
    release();
    const dl = await downloaded;
    expect(dl.suggestedFilename()).toBe('Northwind Coffee-brand-kit.zip');
    const files = Object.keys(unzipSync(new Uint8Array(readFileSync(await dl.path()))));
    expect(files).toEqual(expect.arrayContaining(['logo/main/main.png', 'logo/symbol/symbol.pdf', 'favicon/favicon.ico', 'favicon/site.webmanifest', 'colours.pdf']));
    await page.getByTestId('kit-progress').waitFor({ state: 'hidden' });
    await ctx.close();
  });

  it('offers the purchase for a logo not bought (zh, phone)', async () => {
    const ctx = await newContext(browser, { width: 390 });
    await signIn(ctx, 'zh', 'owner@demo.test');
    const page = await ctx.newPage();
    // 1003 stays unbought on the shared server (the purchase journeys buy 1010 there, 1011 on a server of their own).
    await openLogo(page, 'zh', 1003);
    await page.getByTestId('logo-title').waitFor();
    expect((await page.getByTestId('kit-button').textContent())?.replace(/\s/g, '')).toBe('品牌包(ZIP)');
    await page.getByTestId('kit-button').click();
    await page.getByTestId('offer-package_basic').waitFor();
    expect(await page.getByTestId('kit-progress').count()).toBe(0);
    await ctx.close();
  });
});
