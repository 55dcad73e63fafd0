import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, newContext, openLogo, signIn, type Site, screenshotDir, snapshot } from './setup/browser';
import { settled } from './setup/download';

/**
 * The download page as customers see it, zh and en, desktop and phone, owner
 * and visitor. Each shot checks the layout does not overflow sideways; the
 * pictures go to .tmp/screenshots, or to docs/screenshots with UPDATE_SCREENSHOTS=1.
 */
const dir = screenshotDir;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

const cases: Array<{ site: Site; who: 'owner' | 'visitor'; width: number; logo: number }> = [];
for (const site of ['en', 'zh'] as const) {
  for (const width of [1280, 390]) {
    cases.push({ site, who: 'owner', width, logo: site === 'zh' ? 1009 : 1001 });
    cases.push({ site, who: 'visitor', width, logo: 1005 });
  }
}

describe('download page screenshots', () => {
  it.each(cases)('$site $who at $width px', async ({ site, who, width, logo }) => {
    const ctx = await newContext(browser, { width, height: width > 800 ? 900 : 844 });
    if (who === 'owner') await signIn(ctx, site, 'owner@demo.test');
    const page = await ctx.newPage();
    await openLogo(page, site, logo);
    await page.getByTestId('logo-title').waitFor();
    await page.locator('[data-testid="logo-card-symbol"] img').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, { path: `${dir}/download-${site}-${who}-${width}.png`, fullPage: width > 800 });
    await ctx.close();
  });
});

const dialogCases: Array<{ site: Site; width: number; logo: number; kind: 'buy' | 'upgrade' }> = [];
for (const site of ['en', 'zh'] as const) {
  for (const width of [1280, 390]) {
    // 1003 is not bought (the packages), 1002 basic (the upgrades and the office templates).
    dialogCases.push({ site, width, logo: 1003, kind: 'buy' }, { site, width, logo: 1002, kind: 'upgrade' });
  }
}

describe('purchase dialog screenshots', () => {
  it.each(dialogCases)('$site $kind at $width px: the offers compared, the recommended one chosen', async ({ site, width, logo, kind }) => {
    const ctx = await newContext(browser, { width, height: width > 800 ? 900 : 844 });
    await signIn(ctx, site, 'owner@demo.test');
    const page = await ctx.newPage();
    await openLogo(page, site, logo);
    await page.getByTestId('purchase-button').click();
    const recommended = page.getByTestId(kind === 'buy' ? 'offer-package_professional' : 'offer-upgrade_professional');
    await recommended.waitFor();
    expect(await recommended.getAttribute('data-checked')).toBe('true');
    // Every offer names what it gives; nothing spills out of the dialog sideways.
    const offers = page.locator('[data-testid^="offer-"]');
    expect(await offers.count()).toBe(3);
    for (const offer of await offers.all()) expect(await offer.locator('.purchase-offer__feature').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The dialog stands open and nothing on the page still moves.
    await page.locator('dialog[open][data-testid="purchase-dialog"]').waitFor();
    await settled(page);
    await snapshot(page, { path: `${dir}/purchase-dialog-${kind}-${site}-${width}.png` });
    await ctx.close();
  });
});
