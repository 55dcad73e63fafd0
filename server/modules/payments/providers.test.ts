import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logos, mailOutbox, paymentRecords } from '../../db/schema';
import { orders } from './schema';
import { stripeDriver, stripeTestSignatureHeader } from '../../payments/stripe';
import * as sk from '../../payments/stripe/testkit';
import { wechatDriver } from '../../payments/wechat';
import * as wk from '../../payments/wechat/testkit';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';

/**
 * The real providers' drivers behind the same routes: orders go out signed,
 * notifications come in through /api/payments/notify/{provider} and credit once.
 * The providers' side is played by the drivers' test kits.
 */
const keyDir = mkdtempSync(join(tmpdir(), 'wechat-keys-'));
const pem = (k: import('node:crypto').KeyObject, type: 'pkcs8' | 'spki') => k.export({ type, format: 'pem' }).toString();
writeFileSync(join(keyDir, 'merchant.pem'), pem(wk.merchant.privateKey, 'pkcs8'));
writeFileSync(join(keyDir, 'platform.pem'), pem(wk.platform.publicKey, 'spki'));

const paidOrders = new Map<string, number>();
const wechatFake = wk.fakeWechat((req) => {
  if (req.path === '/v3/pay/transactions/native') return { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=abc123' } };
  const m = /out-trade-no\/(\w+)/.exec(req.path);
  if (m) {
    const total = paidOrders.get(m[1]);
    return { status: 200, body: wk.transaction({ out_trade_no: m[1], trade_state: total ? 'SUCCESS' : 'NOTPAY', amount: { total: total ?? 0, currency: 'CNY' } }) };
  }
  return { status: 404, body: { code: 'NOT_FOUND', message: 'no' } };
});
const intents = new Map<string, Record<string, unknown>>();
const stripeFake = sk.fakeStripe((req) => {
  if (req.method === 'POST' && req.path === '/v1/payment_intents') {
    const id = `pi_${intents.size + 1}test`;
    const orderNo = new URLSearchParams(req.body).get('metadata[order_no]');
    const amount = Number(new URLSearchParams(req.body).get('amount'));
    const intent = sk.paymentIntent({ id, amount, amount_received: 0, status: 'requires_payment_method', metadata: { order_no: orderNo }, client_secret: `${id}_secret_x` });
    intents.set(id, intent);
    return { status: 200, body: intent };
  }
  const id = req.path.split('/').pop() as string;
  return intents.has(id) ? { status: 200, body: intents.get(id) } : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } } };
});

let t: TestApp;
let cookie: string;
let ownerId: number;
beforeAll(async () => {
  t = await startTestApp(
    {
      PAYMENTS_ZH: 'wechat',
      PAYMENTS_EN: 'stripe',
      WECHAT_APP_ID: wk.APP_ID,
      WECHAT_MCH_ID: wk.MCH_ID,
      WECHAT_SERIAL_NO: wk.MERCHANT_SERIAL,
      WECHAT_PRIVATE_KEY_FILE: join(keyDir, 'merchant.pem'),
      WECHAT_API_V3_KEY: wk.API_V3_KEY,
      WECHAT_PLATFORM_KEYS: `${wk.PLATFORM_SERIAL}=${join(keyDir, 'platform.pem')}`,
      WECHAT_NOTIFY_URL: 'https://logo.example.cn/api/payments/notify/wechat',
      STRIPE_SECRET_KEY: sk.SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: sk.WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    },
    {
      wechat: wechatDriver({ ...wk.options(), fetch: wechatFake.fetch, now: () => wk.NOW_MS }),
      stripe: stripeDriver({ ...sk.options(), fetch: stripeFake.fetch, now: () => sk.NOW_MS }),
    },
  );
  ownerId = (await createUser(t.ctx.db, { email: 'prov@pay.test' })).id;
  cookie = await loginAs(t.app, 'prov@pay.test');
});
afterAll(() => t.close());

const sig = (payload: string) => stripeTestSignatureHeader(payload, sk.WEBHOOK_SECRET, sk.NOW_SEC);
const records = (faId: number) => t.ctx.db.select().from(paymentRecords).where(eq(paymentRecords.fa_id, faId));
const notify = (provider: string, headers: Record<string, string>, payload: Buffer | string) =>
  t.app.inject({ method: 'POST', url: `/api/payments/notify/${provider}`, headers: { 'content-type': 'application/json', ...headers }, payload });

describe('WeChat Pay on the Chinese site', () => {
  it('a QR order is paid: the notification credits once, a replay and a forgery credit nothing', async () => {
    const l = await createLogo(t.ctx.db, { user_id: ownerId, is_bought: false, bought_type: null, amount: '0' });
    const offers = await t.app.inject({ url: `/api/payments/offers?logo=${l.fa_id}`, headers: { cookie, ...ZH_HOST } });
    expect(offers.json().provider).toBe('wechat');
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie, ...ZH_HOST }, payload: { logo: l.fa_id, product: 'package_professional', channel: 'native' } });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({ provider: 'wechat', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc123', amount: 199, currency: 'CNY' });
    expect(JSON.parse(wechatFake.seen.at(-1)!.body)).toMatchObject({ out_trade_no: order.order_no, amount: { total: 19900, currency: 'CNY' } });

    const note = wk.notification({ id: `EV-${order.order_no}`, transaction: wk.transaction({ out_trade_no: order.order_no, amount: { total: 19900, currency: 'CNY' } }) });
    const ok = await notify('wechat', note.headers, note.rawBody);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect((await notify('wechat', note.headers, note.rawBody)).statusCode).toBe(200);
    const forged = wk.notification({ id: 'EV-forged', transaction: wk.transaction({ out_trade_no: order.order_no }), sign: { key: wk.stranger.privateKey } });
    expect((await notify('wechat', forged.headers, forged.rawBody)).statusCode).toBe(400);
    expect(await records(l.fa_id)).toHaveLength(1);
    expect((await t.ctx.db.select().from(logos).where(eq(logos.fa_id, l.fa_id)))[0]).toMatchObject({ is_bought: true, bought_type: 2 });
  });

  it('a notification whose amount differs from the order is refused', async () => {
    const l = await createLogo(t.ctx.db, { user_id: ownerId, is_bought: false, bought_type: null, amount: '0' });
    const order = (await t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie, ...ZH_HOST }, payload: { logo: l.fa_id, product: 'package_basic', channel: 'native' } })).json();
    const note = wk.notification({ id: `EV-${order.order_no}`, transaction: wk.transaction({ out_trade_no: order.order_no, amount: { total: 1, currency: 'CNY' } }) });
    expect((await notify('wechat', note.headers, note.rawBody)).statusCode).toBe(400);
    expect(await records(l.fa_id)).toHaveLength(0);
  });

  it('polling finds a payment whose notification was lost (order query)', async () => {
    const l = await createLogo(t.ctx.db, { user_id: ownerId, is_bought: false, bought_type: null, amount: '0' });
    const order = (await t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie, ...ZH_HOST }, payload: { logo: l.fa_id, product: 'package_basic', channel: 'native' } })).json();
    const poll = () => t.app.inject({ url: `/api/payments/orders/${order.order_no}`, headers: { cookie, ...ZH_HOST } });
    expect((await poll()).json().status).toBe('pending');
    paidOrders.set(order.order_no, 9900);
    expect((await poll()).json().status).toBe('paid');
    expect(await records(l.fa_id)).toHaveLength(1);
  });
  it('two package orders paid: the later, lower one changes nothing and is kept for an admin refund (WeChat has no refund call here)', async () => {
    await createUser(t.ctx.db, { email: 'refunds-admin@pay.test', is_admin: true });
    const l = await createLogo(t.ctx.db, { user_id: ownerId, is_bought: false, bought_type: null, amount: '0' });
    const open = async (product: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie, ...ZH_HOST }, payload: { logo: l.fa_id, product, channel: 'native' } })).json();
    const basic = await open('package_basic');
    const lux = await open('package_luxury');
    const pay = (o: { order_no: string }, total: number) => {
      const note = wk.notification({ id: `EV-${o.order_no}`, transaction: wk.transaction({ out_trade_no: o.order_no, amount: { total, currency: 'CNY' } }) });
      return notify('wechat', note.headers, note.rawBody);
    };
    expect((await pay(lux, 39900)).statusCode).toBe(200);
    expect((await pay(basic, 9900)).statusCode).toBe(200);
    expect((await t.ctx.db.select().from(logos).where(eq(logos.fa_id, l.fa_id)))[0]).toMatchObject({ bought_type: 3, amount: '399.00' });
    expect((await records(l.fa_id)).map((r) => r.product)).toEqual(['package_luxury']);
    const read = await t.app.inject({ url: `/api/payments/orders/${basic.order_no}`, headers: { cookie, ...ZH_HOST } });
    expect(read.json()).toMatchObject({ status: 'refund_due', product: 'package_basic', amount: 99, currency: 'CNY' });
    // The admins are told once, with what they need to refund it in WeChat Pay's dashboard.
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'refunds-admin@pay.test'));
    expect(mails.map((m) => m.subject)).toEqual([`待退款：订单 ${basic.order_no}`]);
    expect(mails[0].text).toContain('99.00 CNY');
    await t.app.inject({ url: `/api/payments/orders/${basic.order_no}`, headers: { cookie, ...ZH_HOST } });
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'refunds-admin@pay.test'))).toHaveLength(1);
  });
});

describe('Stripe on the English site', () => {
  it('a card order is credited from the re-read PaymentIntent, once', async () => {
    const l = await createLogo(t.ctx.db, { user_id: ownerId, bought_type: 1 });
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie }, payload: { logo: l.fa_id, product: 'upgrade_professional', channel: 'card' } });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({ provider: 'stripe', amount: 30, currency: 'USD' });
    expect(order.clientSecret).toMatch(/_secret_/);
    const intentId = [...intents.keys()].at(-1)!;
    const payload = sk.stripeEvent('payment_intent.succeeded', { ...intents.get(intentId)!, status: 'succeeded' }, `evt_${order.order_no}`);
    // The event says succeeded, but Stripe's own record does not yet: nothing is credited.
    const early = await notify('stripe', { 'stripe-signature': sig(payload) }, payload);
    expect(early.statusCode).toBe(200);
    expect(await records(l.fa_id)).toHaveLength(0);

    intents.set(intentId, { ...intents.get(intentId)!, status: 'succeeded', amount_received: 3000, latest_charge: 'ch_1' });
    const again = sk.stripeEvent('payment_intent.succeeded', intents.get(intentId)!, `evt_${order.order_no}_2`);
    expect((await notify('stripe', { 'stripe-signature': sig(again) }, again)).statusCode).toBe(200);
    expect((await notify('stripe', { 'stripe-signature': sig(again) }, again)).statusCode).toBe(200);
    expect((await records(l.fa_id)).map((r) => r.actual_amount)).toEqual(['30.00']);
    expect((await notify('stripe', { 'stripe-signature': 't=1,v1=00' }, again)).statusCode).toBe(400);
  });
});

/** The chat-app calls that open an order (POST); the others read (GET). */
const opensOrder = (url: string) => /QrCode|H5Link|purchase-brand\/(qrcode|h5)/.test(url);

describe('the chat-app payment calls of spec 01 §7 (/api/wechat/…)', () => {
  it('designer fix: price, QR code, paid state after the notification', async () => {
    const l = await createLogo(t.ctx.db, { user_id: ownerId, bought_type: 2 });
    const get = (url: string, c: string | null = cookie, host = ZH_HOST.host) =>
      t.app.inject({ method: opensOrder(url) ? 'POST' : 'GET', url, headers: { host, ...(c ? { cookie: c } : {}) } });
    expect((await get(`/api/wechat/getAssistantLogoPaymentConfig?logoId=${l.fa_id}`)).json().data).toMatchObject({ available: true, price: 200, provider: 'wechat' });
    const qr = (await get(`/api/wechat/getAssistantLogoPaymentQrCode?logoId=${l.fa_id}`)).json().data;
    expect(qr).toMatchObject({ amount: 200, code_url: 'weixin://wxpay/bizpayurl?pr=abc123' });
    const check = () => get(`/api/wechat/checkWechatAssistantLogoPaymentPaid/${l.fa_id}`);
    expect((await check()).json().data).toMatchObject({ paid: false, order_no: qr.order_no });
    const note = wk.notification({ id: `EV-${qr.order_no}`, transaction: wk.transaction({ out_trade_no: qr.order_no, amount: { total: 20000, currency: 'CNY' } }) });
    expect((await notify('wechat', note.headers, note.rawBody)).statusCode).toBe(200);
    expect((await check()).json().data.paid).toBe(true);
    expect((await t.ctx.db.select().from(logos).where(eq(logos.fa_id, l.fa_id)))[0].designer_assistant).toBe(1);
    // Bought once: no longer offered.
    expect((await get(`/api/wechat/getAssistantLogoPaymentConfig?logoId=${l.fa_id}`)).json().data.available).toBe(false);
    expect((await get(`/api/wechat/getAssistantLogoPaymentQrCode?logoId=${l.fa_id}`)).statusCode).toBe(409);
  });

  it('brand registration: default price 999 and an order by QR code', async () => {
    const l = await createLogo(t.ctx.db, { user_id: ownerId });
    const get = (url: string) => t.app.inject({ method: opensOrder(url) ? 'POST' : 'GET', url, headers: { cookie, ...ZH_HOST } });
    expect((await get(`/api/wechat/purchase-brand/default/${l.fa_id}`)).json().data).toMatchObject({ available: true, price: 999 });
    expect((await get(`/api/wechat/purchase-brand/qrcode/${l.fa_id}`)).json().data).toMatchObject({ amount: 999 });
    expect((await get(`/api/wechat/checkPurchaseBrand/${l.fa_id}`)).json().data.paid).toBe(false);
  });

  it('refuses the English site (404), anonymous (401) and another user (403)', async () => {
    const l = await createLogo(t.ctx.db, { user_id: ownerId, bought_type: 2 });
    await createUser(t.ctx.db, { email: 'nosy@pay.test' });
    const nosy = await loginAs(t.app, 'nosy@pay.test');
    const url = `/api/wechat/getAssistantLogoPaymentQrCode?logoId=${l.fa_id}`;
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url, headers: ZH_HOST })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie: nosy, ...ZH_HOST } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/wechat/getAssistantLogoPaymentQrCode?logoId=abc', headers: { cookie, ...ZH_HOST } })).statusCode).toBe(400);
  });

  it('opens orders only on POST: the same address loaded by a GET creates nothing', async () => {
    const l = await createLogo(t.ctx.db, { user_id: ownerId, bought_type: 2 });
    for (const url of [
      `/api/wechat/getAssistantLogoPaymentQrCode?logoId=${l.fa_id}`,
      `/api/wechat/getAssistantLogoPaymentH5Link?logoId=${l.fa_id}`,
      `/api/wechat/purchase-brand/qrcode/${l.fa_id}`,
      `/api/wechat/purchase-brand/h5/${l.fa_id}`,
    ]) {
      expect((await t.app.inject({ url, headers: { cookie, ...ZH_HOST } })).statusCode).toBe(404);
    }
    expect(await t.ctx.db.select().from(orders).where(eq(orders.fa_id, l.fa_id))).toEqual([]);
  });
});
