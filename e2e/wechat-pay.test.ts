import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KeyObject } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as wk from '../server/payments/wechat/testkit';
import { startJourneyServer } from './setup/own-server';
import { freePort, type ProductServer } from './setup/server';
import { closeBrowser, launchBrowser, screenshotDir, snapshot } from './setup/browser';
import { settled } from './setup/download';
import { chooseOffer, closePaymentNotice, pay } from './setup/purchase';

/**
 * The Chinese site paying with WeChat Pay, end to end: the product runs with
 * PAYMENTS_ZH=wechat against a local WeChat Pay API v3 server (the driver test
 * kit's fake: it checks our signed requests and signs its answers), the
 * browser shows the QR code and polls, and WeChat's signed, encrypted
 * notification arrives at the product's notify URL.
 */
const shots = screenshotDir;

const paid = new Map<string, number>();
const fake = wk.fakeWechat((req) => {
  if (req.path === '/v3/pay/transactions/native') return { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=e2eQR01' } };
  if (req.path === '/v3/pay/transactions/h5') {
    return { status: 200, body: { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx20261122e2e&package=1037687096' } };
  }
  const m = /out-trade-no\/(\w+)/.exec(req.path);
  if (m) {
    const total = paid.get(m[1]);
    return { status: 200, body: wk.transaction({ out_trade_no: m[1], trade_state: total ? 'SUCCESS' : 'NOTPAY', amount: { total: total ?? 0, currency: 'CNY' } }) };
  }
  return { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '无此资源' } };
});

let wechat: Server;

/** WeChat tells the product an order is paid: the fake's query answers paid, and a signed, encrypted notification arrives. */
async function notifyPaid(orderNo: string, total: number): Promise<void> {
  paid.set(orderNo, total);
  const note = wk.notification({
    id: `EV-${orderNo}`,
    transaction: wk.transaction({ out_trade_no: orderNo, amount: { total, currency: 'CNY' } }),
    sign: { timestamp: Math.floor(Date.now() / 1000) },
  });
  const res = await fetch(`http://127.0.0.1:${product.port}/api/payments/notify/wechat`, {
    method: 'POST',
    headers: { ...note.headers, 'content-type': 'application/json' },
    body: note.rawBody.toString('utf8'),
  });
  expect(res.status).toBe(200);
}
let product: ProductServer;
let browser: Browser;
const pem = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ type, format: 'pem' }).toString();

beforeAll(async () => {
  const wechatPort = await freePort();
  wechat = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k === 'authorization' ? 'Authorization' : k, String(v)]));
    const answer = await fake.fetch(`http://127.0.0.1:${wechatPort}${req.url}`, {
      method: req.method ?? 'GET',
      headers,
      body: chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined,
    });
    const out: Record<string, string> = {};
    for (const name of ['Content-Type', 'Request-ID', 'Wechatpay-Timestamp', 'Wechatpay-Nonce', 'Wechatpay-Signature', 'Wechatpay-Serial']) {
      const v = answer.headers.get(name);
      if (v) out[name] = v;
    }
    res.writeHead(answer.status, out).end(await answer.text());
  });
  await new Promise<void>((r) => wechat.listen(wechatPort, '127.0.0.1', r));
  const keys = mkdtempSync(join(tmpdir(), 'wechat-e2e-'));
  writeFileSync(join(keys, 'merchant.pem'), pem(wk.merchant.privateKey, 'pkcs8'));
  writeFileSync(join(keys, 'platform.pem'), pem(wk.platform.publicKey, 'spki'));
  product = await startJourneyServer({
    PAYMENTS_ZH: 'wechat',
    WECHAT_APP_ID: wk.APP_ID,
    WECHAT_MCH_ID: wk.MCH_ID,
    WECHAT_SERIAL_NO: wk.MERCHANT_SERIAL,
    WECHAT_PRIVATE_KEY_FILE: join(keys, 'merchant.pem'),
    WECHAT_API_V3_KEY: wk.API_V3_KEY,
    WECHAT_PLATFORM_KEYS: `${wk.PLATFORM_SERIAL}=${join(keys, 'platform.pem')}`,
    WECHAT_NOTIFY_URL: 'https://logo.example.cn/api/payments/notify/wechat',
    WECHAT_BASE_URL: `http://127.0.0.1:${wechatPort}`,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeBrowser(browser);
  await product?.stop();
  await new Promise((r) => wechat?.close(r));
});

const zh = (path: string) => `http://zh.localhost:${product.port}${path}`;

async function ownerPage(width: number) {
  const ctx = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
  const page = await ctx.newPage();
  await page.goto(zh('/login'));
  const status = await page.evaluate(
    async () => (await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@demo.test', password: 'demo1234' }) })).status,
  );
  expect(status).toBe(200);
  return { ctx, page };
}

describe('WeChat Pay (Chinese site)', () => {
  it('desktop: the QR code shows, WeChat notifies, the page sees the payment by itself', async () => {
    const { ctx, page } = await ownerPage(1280);
    await page.goto(zh('/download/?logo=1003'));
    await page.getByTestId('purchase-button').click();
    await chooseOffer(page, 'package_basic');
    await pay(page);
    await page.locator('[data-testid="wechat-qr"] img').waitFor();
    expect(await page.getByTestId('wechat-amount').textContent()).toBe('¥99');
    const order = fake.seen.find((r) => r.path === '/v3/pay/transactions/native');
    const sent = JSON.parse(order!.body);
    expect(sent).toMatchObject({ appid: wk.APP_ID, mchid: wk.MCH_ID, amount: { total: 9900, currency: 'CNY' } });
    await settled(page);
    await snapshot(page, { path: `${shots}/purchase-zh-wechat-qr-1280.png` });

    // WeChat's notification: encrypted with the APIv3 key, signed with the platform key, now.
    await notifyPaid(sent.out_trade_no, 9900);

    await page.waitForURL(/payment=1/, { timeout: 10_000 });
    await closePaymentNotice(page);
    await expect.poll(() => page.getByTestId('package-badge').getAttribute('data-tier')).toBe('basic');
    await ctx.close();
  });

  it('phone: the H5 link opens WeChat with the return address', async () => {
    const { ctx, page } = await ownerPage(390);
    await page.route('https://wx.tenpay.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<p>WeChat</p>' }));
    await page.goto(zh('/download/?logo=1010'));
    await page.getByTestId('purchase-button').click();
    await chooseOffer(page, 'package_professional');
    await pay(page);
    await page.waitForURL(/wx\.tenpay\.com/);
    const url = new URL(page.url());
    expect(url.searchParams.get('prepay_id')).toBe('wx20261122e2e');
    const h5 = fake.seen.find((r) => r.path === '/v3/pay/transactions/h5');
    // Back on the logo with the order number, so the notice can say what the payment did.
    expect(url.searchParams.get('redirect_url')).toMatch(new RegExp(`/download/\\?logo=1010&payment=1&order=${JSON.parse(h5!.body).out_trade_no}$`));
    expect(JSON.parse(h5!.body).scene_info).toMatchObject({ h5_info: { type: 'Wap' } });
    await ctx.close();
  });

  it('two QR tabs: the stale one says not to pay it; paid anyway, the logo keeps its package and the notice says an admin refunds it', async () => {
    const { ctx, page: first } = await ownerPage(1280);
    const notify = notifyPaid;
    const openQr = async (page: typeof first, offer: string) => {
      await page.goto(zh('/download/?logo=1011'));
      await page.getByTestId('purchase-button').click();
      await chooseOffer(page, offer);
      await pay(page);
      await page.locator('[data-testid="wechat-qr"] img').waitFor();
      return JSON.parse(fake.seen.filter((r) => r.path === '/v3/pay/transactions/native').at(-1)!.body).out_trade_no as string;
    };
    const basicNo = await openQr(first, 'package_basic');
    const second = await ctx.newPage();
    const proNo = await openQr(second, 'package_professional');
    await notify(proNo, 19900);
    await second.waitForURL(/payment=1/, { timeout: 10_000 });

    // The first tab's order was cancelled by that payment: its QR code is replaced by a warning.
    await first.bringToFront();
    await first.getByTestId('purchase-order-cancelled').waitFor({ timeout: 10_000 });
    expect(await first.getByTestId('wechat-qr').count()).toBe(0);
    expect(await first.getByTestId('purchase-order-cancelled').textContent()).toContain('请勿再扫码支付');
    await settled(first);
    await snapshot(first, { path: `${shots}/purchase-zh-wechat-stale-1280.png` });

    // WeChat does not know of the cancel: the customer pays it anyway.
    await notify(basicNo, 9900);
    await first.goto(zh(`/download/?logo=1011&payment=1&order=${basicNo}`));
    const notice = first.getByTestId('payment-notice-text');
    expect(await notice.getAttribute('data-outcome')).toBe('refund_due');
    expect(await notice.textContent()).toBe(
      '您的Logo已是专业版：这笔¥99的付款所对应的方案已不再适用，Logo未作更改。该款项已记录，我们的工作人员将为您原路退款，您无需任何操作。',
    );
    await settled(first);
    await snapshot(first, { path: `${shots}/purchase-zh-wechat-refund-due-1280.png` });
    expect(await first.getByTestId('package-badge').getAttribute('data-tier')).toBe('professional');
    await ctx.close();
  });

  it('a forged notification is refused and credits nothing', async () => {
    const note = wk.notification({ id: 'EV-forged', sign: { key: wk.stranger.privateKey, timestamp: Math.floor(Date.now() / 1000) } });
    const res = await fetch(`http://127.0.0.1:${product.port}/api/payments/notify/wechat`, {
      method: 'POST',
      headers: { ...note.headers, 'content-type': 'application/json' },
      body: note.rawBody.toString('utf8'),
    });
    expect(res.status).toBe(400);
  });
});
