import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logos, paymentRecords, sessions } from '../../db/schema';
import { createLogo, createUser } from '../../test/factories';
import { changesHeard, loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { orders } from './schema';

let t: TestApp;
let owner: { id: number };
let cookie: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t.ctx.db, { email: 'buyer@pay.test' });
  await createUser(t.ctx.db, { email: 'other@pay.test' });
  cookie = await loginAs(t.app, 'buyer@pay.test');
  other = await loginAs(t.app, 'other@pay.test');
});
afterAll(() => t.close());

const unbought = () => createLogo(t.ctx.db, { user_id: owner.id, is_bought: false, bought_type: null, amount: '0' });
const offers = (logo: number, c = cookie, host?: string) =>
  t.app.inject({ url: `/api/payments/offers?logo=${logo}`, headers: { cookie: c, ...(host ? { host } : {}) } });
const order = (payload: object, c = cookie, host?: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/orders', payload, headers: { cookie: c, ...(host ? { host } : {}) } });
const records = (faId: number) => t.ctx.db.select().from(paymentRecords).where(eq(paymentRecords.fa_id, faId));
const logoRow = async (faId: number) => (await t.ctx.db.select().from(logos).where(eq(logos.fa_id, faId)))[0];

describe('GET /api/payments/offers', () => {
  it('offers the packages of a logo not bought, at the server prices of the site', async () => {
    const l = await unbought();
    const en = (await offers(l.fa_id)).json();
    expect(en.provider).toBe('sandbox');
    expect(en.offers.map((o: { product: string }) => o.product)).toEqual(['package_basic', 'package_professional', 'package_luxury']);
    expect(en.offers[0]).toEqual({ product: 'package_basic', price: 29, amountMinor: 2900, currency: 'USD' });
    const zh = (await offers(l.fa_id, cookie, ZH_HOST.host)).json();
    expect(zh.offers.find((o: { product: string }) => o.product === 'package_basic')).toMatchObject({ price: 99, currency: 'CNY' });
    expect(zh.offers.map((o: { product: string }) => o.product)).toContain('brand_register');
  });

  it('offers upgrades priced as the difference to a basic logo', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 1 });
    const body = (await offers(l.fa_id)).json();
    const byProduct = Object.fromEntries(body.offers.map((o: { product: string; price: number }) => [o.product, o.price]));
    expect(byProduct).toMatchObject({ upgrade_professional: 30, upgrade_luxury: 70 });
    // The office templates, an add-on of any bought package.
    expect(byProduct.office_package).toBe(15);
    expect(byProduct.package_basic).toBeUndefined();
    expect(byProduct.designer_fix).toBeUndefined();
  });

  it('offers designer fix (40 on the English site, 200 yuan on the Chinese) to a professional logo', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 2 });
    const en = (await offers(l.fa_id)).json().offers.find((o: { product: string }) => o.product === 'designer_fix');
    expect(en).toMatchObject({ price: 40, currency: 'USD' });
    const zh = (await offers(l.fa_id, cookie, ZH_HOST.host)).json().offers.find((o: { product: string }) => o.product === 'designer_fix');
    expect(zh).toMatchObject({ price: 200, currency: 'CNY' });
  });

  it('hides designer fix when the session comes from the partner source', async () => {
    await createUser(t.ctx.db, { email: 'partner@pay.test' });
    const partner = await loginAs(t.app, 'partner@pay.test');
    await t.ctx.db.update(sessions).set({ source: 'ubrand' }).where(sql`true`);
    await changesHeard(t);
    const u = (await t.app.inject({ url: '/api/me', headers: { cookie: partner } })).json().user;
    const l = await createLogo(t.ctx.db, { user_id: u.id, bought_type: 2 });
    const products = (await offers(l.fa_id, partner)).json().offers.map((o: { product: string }) => o.product);
    expect(products).not.toContain('designer_fix');
    // The upgrade to luxury is the designer fix included: not offered either, nor the luxury package of a logo not bought.
    expect(products).not.toContain('upgrade_luxury');
    const notBought = await createLogo(t.ctx.db, { user_id: u.id, is_bought: false, bought_type: null });
    const packages = (await offers(notBought.fa_id, partner)).json().offers.map((o: { product: string }) => o.product);
    expect(packages).toEqual(['package_basic', 'package_professional']);
    await t.ctx.db.update(sessions).set({ source: null }).where(sql`true`);
    await changesHeard(t);
  });

  it('refuses anonymous (401), another user (403) and a missing logo (404)', async () => {
    const l = await unbought();
    expect((await t.app.inject({ url: `/api/payments/offers?logo=${l.fa_id}` })).statusCode).toBe(401);
    expect((await offers(l.fa_id, other)).statusCode).toBe(403);
    expect((await offers(999999)).statusCode).toBe(404);
    expect((await offers(Number.NaN)).statusCode).toBe(400);
  });
});

describe('POST /api/payments/orders and the sandbox checkout', () => {
  it('buys a package end to end: order → checkout page → pay → logo bought, payment recorded once', async () => {
    const l = await unbought();
    const res = await order({ logo: l.fa_id, product: 'package_professional', channel: 'sandbox', price: 0.01 });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ provider: 'sandbox', amount: 59, currency: 'USD' });
    expect(created.checkoutUrl).toBe(`/pay/sandbox/${created.order_no}`);

    const pageRes = await t.app.inject({ url: created.checkoutUrl, headers: { cookie } });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('$59.00');
    expect((await t.app.inject({ url: created.checkoutUrl, headers: { cookie: other } })).statusCode).toBe(404);

    const pay = await t.app.inject({
      method: 'POST',
      url: `${created.checkoutUrl}/pay`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/download/?logo=${l.fa_id}&payment=1&order=${created.order_no}`);
    const after = await logoRow(l.fa_id);
    expect(after).toMatchObject({ is_bought: true, bought_type: 2, amount: '59.00' });
    expect((await records(l.fa_id)).map((r) => r.actual_amount)).toEqual(['59.00']);

    // Paying again (a double click, a back button) credits nothing more.
    await t.app.inject({ method: 'POST', url: `${created.checkoutUrl}/pay`, headers: { cookie } });
    expect(await records(l.fa_id)).toHaveLength(1);
    const status = await t.app.inject({ url: `/api/payments/orders/${created.order_no}`, headers: { cookie } });
    expect(status.json()).toEqual({ code: 200, order_no: created.order_no, status: 'paid', product: 'package_professional', amount: 59, currency: 'USD', paid_at: expect.any(String) });
    expect(Date.now() - Date.parse(status.json().paid_at)).toBeLessThan(60_000);
    expect((await t.app.inject({ url: `/api/payments/orders/${created.order_no}`, headers: { cookie: other } })).statusCode).toBe(404);
  });

  it('cancelling leaves the logo unbought and the order cancelled', async () => {
    const l = await unbought();
    const created = (await order({ logo: l.fa_id, product: 'package_basic', channel: 'sandbox' })).json();
    const res = await t.app.inject({ method: 'POST', url: `${created.checkoutUrl}/cancel`, headers: { cookie } });
    expect(res.headers.location).toBe(`/download/?logo=${l.fa_id}`);
    expect((await logoRow(l.fa_id)).is_bought).toBe(false);
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.order_no, created.order_no));
    expect(o.status).toBe('cancelled');
  });

  it('brand registration (Chinese site) returns through the success address and sets brand_register', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id });
    const created = (await order({ logo: l.fa_id, product: 'brand_register', channel: 'sandbox' }, cookie, ZH_HOST.host)).json();
    expect(created).toMatchObject({ amount: 999, currency: 'CNY' });
    const pay = await t.app.inject({ method: 'POST', url: `${created.checkoutUrl}/pay`, headers: { cookie, host: ZH_HOST.host } });
    expect(pay.headers.location).toBe(`/success/brand-register/${l.fa_id}?order=${created.order_no}`);
    const landing = await t.app.inject({ url: pay.headers.location as string });
    expect(landing.headers.location).toBe(`/download/?logo=${l.fa_id}&payment=1&product=brand_register&order=${created.order_no}`);
    // The spec's address without an order number still lands on the notice.
    const bare = await t.app.inject({ url: `/success/brand-register/${l.fa_id}` });
    expect(bare.headers.location).toBe(`/download/?logo=${l.fa_id}&payment=1&product=brand_register`);
    expect((await logoRow(l.fa_id)).brand_register).toBe(1);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['another user', 'other', 403],
  ])('refuses %s', async (_n, who, status) => {
    const l = await unbought();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      payload: { logo: l.fa_id, product: 'package_basic', channel: 'sandbox' },
      headers: who ? { cookie: other } : {},
    });
    expect(res.statusCode).toBe(status);
  });

  it('refuses what is not for sale: a package for a bought logo, brand registration on the English site', async () => {
    const bought = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 2 });
    const again = await order({ logo: bought.fa_id, product: 'package_basic', channel: 'sandbox' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('NOT_FOR_SALE');
    expect((await order({ logo: bought.fa_id, product: 'brand_register', channel: 'sandbox' })).statusCode).toBe(409);
  });

  it('takes an order for the office package on any bought logo, once: a logo that has it is refused', async () => {
    for (const bought_type of [1, 2, 3]) {
      const l = await createLogo(t.ctx.db, { user_id: owner.id, bought_type });
      const res = await order({ logo: l.fa_id, product: 'office_package', channel: 'sandbox' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ amount: 15, currency: 'USD' });
    }
    const has = await createLogo(t.ctx.db, { user_id: owner.id, office_package: true });
    const again = await order({ logo: has.fa_id, product: 'office_package', channel: 'sandbox' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('NOT_FOR_SALE');
  });

  it('refuses designer fix and the office package to a logo without the package they need', async () => {
    const basic = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 1 });
    expect((await order({ logo: basic.fa_id, product: 'designer_fix', channel: 'sandbox' })).json().error).toBe('NOT_FOR_SALE');
    const notBought = await unbought();
    expect((await order({ logo: notBought.fa_id, product: 'office_package', channel: 'sandbox' })).statusCode).toBe(409);
    expect((await order({ logo: notBought.fa_id, product: 'upgrade_professional', channel: 'sandbox' })).statusCode).toBe(409);
  });

  it.each([
    ['an unknown product', { product: 'gold', channel: 'sandbox' }],
    ['a channel the provider does not take', { product: 'package_basic', channel: 'native' }],
    ['an unknown channel', { product: 'package_basic', channel: 'cash' }],
  ])('answers 400 for %s', async (_n, body) => {
    const l = await unbought();
    expect((await order({ logo: l.fa_id, ...body })).statusCode).toBe(400);
  });
});

describe('POST /api/payments/notify/sandbox', () => {
  async function pendingOrder() {
    const l = await unbought();
    const created = (await order({ logo: l.fa_id, product: 'package_basic', channel: 'sandbox' })).json();
    return { faId: l.fa_id, orderNo: created.order_no as string };
  }
  const notify = (headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', headers, payload });

  it('credits a valid notification once, and acknowledges its second delivery without crediting', async () => {
    const { faId, orderNo } = await pendingOrder();
    const note = await t.ctx.payments.sandbox!.settle({ orderNo, amountMinor: 2900, currency: 'USD' }, true);
    expect((await notify(note.headers, note.body)).statusCode).toBe(200);
    expect((await notify(note.headers, note.body)).statusCode).toBe(200);
    expect(await records(faId)).toHaveLength(1);
    expect((await logoRow(faId)).bought_type).toBe(1);
  });

  it('refuses a forged signature and credits nothing', async () => {
    const { faId, orderNo } = await pendingOrder();
    const note = await t.ctx.payments.sandbox!.settle({ orderNo, amountMinor: 2900, currency: 'USD' }, true);
    const res = await notify({ ...note.headers, 'x-sandbox-signature': 'ab'.repeat(32) }, note.body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('NOTIFICATION_REJECTED');
    const tampered = await notify(note.headers, note.body.replace('"amount":2900', '"amount":2901'));
    expect(tampered.statusCode).toBe(400);
    expect(await records(faId)).toHaveLength(0);
  });

  it('refuses a stale (replayed) notification', async () => {
    const { faId, orderNo } = await pendingOrder();
    const realNow = Date.now;
    Date.now = () => realNow() - 3600_000;
    const old = await t.ctx.payments.sandbox!.settle({ orderNo, amountMinor: 2900, currency: 'USD' }, true);
    Date.now = realNow;
    expect((await notify(old.headers, old.body)).statusCode).toBe(400);
    expect(await records(faId)).toHaveLength(0);
  });

  it('refuses an amount or currency that does not match the order, leaving it pending', async () => {
    const { faId, orderNo } = await pendingOrder();
    for (const [amountMinor, currency] of [
      [1, 'USD'],
      [2900, 'CNY'],
    ] as const) {
      const note = await t.ctx.payments.sandbox!.settle({ orderNo, amountMinor, currency }, true);
      expect((await notify(note.headers, note.body)).statusCode).toBe(400);
    }
    expect(await records(faId)).toHaveLength(0);
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.order_no, orderNo));
    expect(o.status).toBe('pending');
  });

  it('refuses a notification for an unknown order', async () => {
    const note = await t.ctx.payments.sandbox!.settle({ orderNo: 'LDNOSUCHORDER1', amountMinor: 2900, currency: 'USD' }, true);
    expect((await notify(note.headers, note.body)).statusCode).toBe(400);
  });

  it('answers 404 for a provider that is not configured', async () => {
    expect((await notify({ 'content-type': 'application/json' }, '{}')).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/notify/wechat', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(404);
  });
});
