import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, newContext, screenshotDir, signIn, siteUrl, type Site, snapshot } from './setup/browser';
import { startJourneyServer } from './setup/own-server';
import type { ProductServer } from './setup/server';
import { settled } from './setup/download';
import { chooseOffer, closePaymentNotice, pay } from './setup/purchase';

/**
 * Two checkout tabs of one logo, paid one after the other: the second
 * payment arrives when its order no longer applies. The logo keeps the
 * higher package and the notice says the payment changed nothing and was
 * refunded. Then the luxury logo's purchase button is named by what it
 * offers. A product server of its own, so the demo logos start fresh.
 */
const shots = screenshotDir;
let product: ProductServer;
let browser: Browser;

beforeAll(async () => {
  product = await startJourneyServer();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await closeBrowser(browser);
  await product?.stop();
});

const url = (site: Site, path: string) => siteUrl(site, path, product.port);

/** Opens the purchase dialog on a logo and goes to the sandbox checkout of one offer. */
async function toCheckout(ctx: BrowserContext, site: Site, logo: number, offer: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(url(site, `/download/?logo=${logo}`));
  await page.getByTestId('purchase-button').click();
  await chooseOffer(page, offer);
  await pay(page);
  await page.waitForURL(/\/pay\/sandbox\//);
  return page;
}

/** Pays on the sandbox checkout page and waits for the notice back on the logo's page. */
async function paySandbox(page: Page) {
  // A background tab runs no animation frames: antd's modal would stay mid-animation.
  await page.bringToFront();
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/payment=1/);
  await page.getByTestId('payment-notice-text').waitFor();
}

/** The notice at 1280 and 390 px wide (antd's modal and Result lay out differently). */
async function noticeShots(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await snapshot(page, { path: `${shots}/${name}-${width}.png` });
  }
}

describe('two checkout tabs of one logo', () => {
  it('English: luxury paid in one tab, then the older professional upgrade in the other: still luxury, the $30 refunded', async () => {
    const ctx = await newContext(browser);
    await signIn(ctx, 'en', 'owner@demo.test', 'demo1234', product.port);
    // Logo 1002 is basic: both upgrades are offered.
    const older = await toCheckout(ctx, 'en', 1002, 'upgrade_professional');
    const newer = await toCheckout(ctx, 'en', 1002, 'upgrade_luxury');
    await paySandbox(newer);
    expect(await newer.getByTestId('payment-notice-text').getAttribute('data-outcome')).toBe('paid');
    expect(await newer.getByTestId('package-badge').getAttribute('data-tier')).toBe('luxury');
    // Luxury includes the designer fix: the notice says so and leads to where the request is written.
    expect(await newer.getByTestId('payment-notice-text').textContent()).toContain('it includes a designer fix');
    await noticeShots(newer, 'purchase-en-luxury-paid');
    await newer.getByTestId('payment-notice-request').click();
    await newer.waitForURL((u) => u.pathname === '/download/mod');
    await newer.getByTestId('mod-remark-input').waitFor();

    // Coming back from a checkout without paying (as WeChat's H5 page sends one back): no success is claimed.
    const olderNo = decodeURIComponent(new URL(older.url()).pathname.split('/').pop() as string);
    const back = await ctx.newPage();
    await back.goto(url('en', `/download/?logo=1002&payment=1&order=${olderNo}`));
    const unpaid = back.getByTestId('payment-notice-text');
    expect(await unpaid.getAttribute('data-outcome')).toBe('cancelled');
    expect(await back.getByTestId('payment-notice').textContent()).toContain('Payment not completed');
    await back.close();

    await paySandbox(older);
    const notice = older.getByTestId('payment-notice-text');
    expect(await notice.getAttribute('data-outcome')).toBe('refunded');
    expect(await older.getByTestId('payment-notice').textContent()).toContain('Payment received, nothing changed');
    expect(await notice.textContent()).toBe(
      'Your logo already has the Luxury package: this payment of $30 was for an offer that no longer applied, so it did not change the logo. It has been refunded to the account you paid with.',
    );
    await noticeShots(older, 'purchase-en-not-applied');
    await closePaymentNotice(older);
    await expect.poll(() => new URL(older.url()).searchParams.get('payment')).toBeNull();
    expect(await older.getByTestId('package-badge').getAttribute('data-tier')).toBe('luxury');
    await ctx.close();
  });

  it('Chinese: the same luxury upgrade paid in two tabs: upgraded once, the second ¥200 refunded', async () => {
    const ctx = await newContext(browser, { width: 390, height: 844 });
    await signIn(ctx, 'zh', 'owner@demo.test', 'demo1234', product.port);
    // Logo 1009 is professional: the luxury upgrade costs 399 − 199 yuan.
    const first = await toCheckout(ctx, 'zh', 1009, 'upgrade_luxury');
    const second = await toCheckout(ctx, 'zh', 1009, 'upgrade_luxury');
    await paySandbox(first);
    expect(await first.getByTestId('payment-notice-text').textContent()).toBe('感谢购买！豪华版已开通，并含一次设计师修改：请在设计师修改页面填写修改需求。');
    await paySandbox(second);
    const notice = second.getByTestId('payment-notice-text');
    expect(await notice.getAttribute('data-outcome')).toBe('refunded');
    expect(await second.getByTestId('payment-notice').textContent()).toContain('已收到付款，未作更改');
    expect(await notice.textContent()).toBe('您的Logo已是豪华版：这笔¥200的付款所对应的方案已不再适用，Logo未作更改。该款项已原路退回。');
    await noticeShots(second, 'purchase-zh-not-applied');
    await ctx.close();
  });
});

describe('a luxury logo’s purchase button', () => {
  it.each(['en', 'zh'] as const)('%s: the office templates, all that is left to add to it', async (site) => {
    const ctx = await newContext(browser);
    await signIn(ctx, site, 'owner@demo.test', 'demo1234', product.port);
    const page = await ctx.newPage();
    // Logo 1004 is luxury: no upgrade is left; the office templates (Word and PPT) still are.
    const offers = page.waitForResponse((r) => r.url().includes('/api/payments/offers?logo=1004'));
    await page.goto(url(site, '/download/?logo=1004'));
    const offered = ((await (await offers).json()).offers as Array<{ product: string }>).map((o) => o.product);
    expect(offered.filter((p) => p.startsWith('package_') || p.startsWith('upgrade_') || p === 'office_package')).toEqual(['office_package']);
    await page.getByTestId('purchase-button').waitFor();
    expect(await page.getByTestId('purchase-button').textContent()).toMatch(site === 'en' ? /Office templates/ : /办\s?公/);
    await snapshot(page, { path: `${shots}/purchase-${site}-luxury-button-1280.png` });
    await ctx.close();
  });
});
