import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logos, paymentRecords } from '../../db/schema';
import { designerRequests } from '../designer/schema';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';

/**
 * Orders paid in two checkout tabs: whatever order their money arrives in,
 * crediting never lowers a package nor gives an add-on twice; an order that
 * no longer applies is recorded as money received and refunded, and the
 * logo's pending orders made stale by a payment are cancelled.
 */
let t: TestApp;
let owner: { id: number };
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t.ctx.db, { email: 'tabs@pay.test' });
  cookie = await loginAs(t.app, 'tabs@pay.test');
});
afterAll(() => t.close());

type Host = { host?: string };
const logoRow = async (faId: number) => (await t.ctx.db.select().from(logos).where(eq(logos.fa_id, faId)))[0];
const records = async (faId: number) =>
  (await t.ctx.db.select().from(paymentRecords).where(eq(paymentRecords.fa_id, faId))).map((r) => `${r.product} ${r.actual_amount}`);

async function openOrder(faId: number, product: string, h: Host = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie, ...h }, payload: { logo: faId, product, channel: 'sandbox' } });
  expect(res.statusCode).toBe(200);
  return res.json() as { order_no: string; amount: number; currency: string; checkoutUrl: string };
}

/** The provider's signed notification that the order was paid, through the notify route. */
async function providerPays(o: { order_no: string; amount: number; currency: string }) {
  const note = await t.ctx.payments.sandbox!.settle({ orderNo: o.order_no, amountMinor: Math.round(o.amount * 100), currency: o.currency }, true);
  const res = await t.app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', headers: note.headers, payload: note.body });
  expect(res.statusCode).toBe(200);
  return note;
}

/** The order as the buyer's page reads it. */
const readOrder = async (orderNo: string, h: Host = {}) =>
  (await t.app.inject({ url: `/api/payments/orders/${orderNo}`, headers: { cookie, ...h } })).json();

describe('two upgrades of a basic logo, paid in two tabs', () => {
  it('luxury paid first: the older professional upgrade is cancelled, and its late payment is refunded, not a downgrade', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 1, amount: '29.00' });
    const pro = await openOrder(l.fa_id, 'upgrade_professional');
    const lux = await openOrder(l.fa_id, 'upgrade_luxury');
    await providerPays(lux);
    expect(await logoRow(l.fa_id)).toMatchObject({ bought_type: 3, amount: '99.00' });
    expect(await readOrder(pro.order_no)).toMatchObject({ status: 'cancelled' });

    // The other tab's payment still reaches the provider and is notified.
    const note = await providerPays(pro);
    expect(await logoRow(l.fa_id)).toMatchObject({ is_bought: true, bought_type: 3, amount: '99.00' });
    expect(await readOrder(pro.order_no)).toEqual({
      code: 200,
      order_no: pro.order_no,
      status: 'refunded',
      product: 'upgrade_professional',
      amount: 30,
      currency: 'USD',
      paid_at: expect.any(String),
    });
    expect(await t.ctx.payments.sandbox!.isRefunded(pro.order_no)).toBe(true);
    expect(await records(l.fa_id)).toEqual(['upgrade_luxury 70.00']);

    // A second delivery of the same notification changes nothing.
    await t.app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', headers: note.headers, payload: note.body });
    expect(await records(l.fa_id)).toEqual(['upgrade_luxury 70.00']);
    expect((await logoRow(l.fa_id)).bought_type).toBe(3);
  });

  it('professional paid first: the luxury upgrade priced from basic is cancelled, and its late payment is refunded', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 1, amount: '29.00' });
    const pro = await openOrder(l.fa_id, 'upgrade_professional');
    const lux = await openOrder(l.fa_id, 'upgrade_luxury');
    // Paid on the checkout page (its notification goes through the same route).
    const pay = await t.app.inject({ method: 'POST', url: `${pro.checkoutUrl}/pay`, headers: { cookie } });
    expect(pay.headers.location).toBe(`/download/?logo=${l.fa_id}&payment=1&order=${pro.order_no}`);
    expect((await logoRow(l.fa_id)).bought_type).toBe(2);
    expect((await readOrder(lux.order_no)).status).toBe('cancelled');

    await providerPays(lux);
    expect(await logoRow(l.fa_id)).toMatchObject({ bought_type: 2, amount: '59.00' });
    expect(await readOrder(lux.order_no)).toMatchObject({ status: 'refunded', product: 'upgrade_luxury', amount: 70 });
    // Today's upgrade to luxury is offered at today's price (99 − 59).
    const offers = (await t.app.inject({ url: `/api/payments/offers?logo=${l.fa_id}`, headers: { cookie } })).json().offers;
    expect(offers.find((o: { product: string }) => o.product === 'upgrade_luxury')).toMatchObject({ price: 40 });
  });
});

describe('two package orders of a logo not bought', () => {
  it('luxury paid, then basic: the logo stays luxury and the basic payment is refunded', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, is_bought: false, bought_type: null, amount: '0' });
    const basic = await openOrder(l.fa_id, 'package_basic');
    const lux = await openOrder(l.fa_id, 'package_luxury');
    await providerPays(lux);
    expect((await readOrder(basic.order_no)).status).toBe('cancelled');
    await providerPays(basic);
    expect(await logoRow(l.fa_id)).toMatchObject({ is_bought: true, bought_type: 3, amount: '99.00' });
    expect((await readOrder(basic.order_no)).status).toBe('refunded');
    expect(await records(l.fa_id)).toEqual(['package_luxury 99.00']);
  });

  it('basic paid, then luxury: the luxury payment is refunded (it was priced for a logo not bought)', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, is_bought: false, bought_type: null, amount: '0' });
    const basic = await openOrder(l.fa_id, 'package_basic');
    const lux = await openOrder(l.fa_id, 'package_luxury');
    await providerPays(basic);
    await providerPays(lux);
    expect(await logoRow(l.fa_id)).toMatchObject({ bought_type: 1, amount: '29.00' });
    expect((await readOrder(lux.order_no)).status).toBe('refunded');
    expect(await records(l.fa_id)).toEqual(['package_basic 29.00']);
  });

  it('a checkout tab left open on the stale order can still pay it (as at a real provider): the money is refunded', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 1, amount: '29.00' });
    const pro = await openOrder(l.fa_id, 'upgrade_professional');
    const lux = await openOrder(l.fa_id, 'upgrade_luxury');
    await t.app.inject({ method: 'POST', url: `${lux.checkoutUrl}/pay`, headers: { cookie } });
    expect((await t.app.inject({ url: pro.checkoutUrl, headers: { cookie } })).body).toContain('sandbox-pay');
    const pay = await t.app.inject({ method: 'POST', url: `${pro.checkoutUrl}/pay`, headers: { cookie } });
    expect(pay.headers.location).toBe(`/download/?logo=${l.fa_id}&payment=1&order=${pro.order_no}`);
    expect((await logoRow(l.fa_id)).bought_type).toBe(3);
    expect((await readOrder(pro.order_no)).status).toBe('refunded');
    // Paid (or cancelled) on the checkout page once: it takes no second payment.
    expect((await t.app.inject({ url: pro.checkoutUrl, headers: { cookie } })).body).not.toContain('sandbox-pay');
  });

  it('two payments notified at the same moment: exactly one applies, the other is refunded', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, is_bought: false, bought_type: null, amount: '0' });
    const basic = await openOrder(l.fa_id, 'package_basic');
    const lux = await openOrder(l.fa_id, 'package_luxury');
    await Promise.all([providerPays(basic), providerPays(lux)]);
    const states = [(await readOrder(basic.order_no)).status, (await readOrder(lux.order_no)).status].sort();
    expect(states).toEqual(['paid', 'refunded']);
    const applied = (await readOrder(basic.order_no)).status === 'paid' ? 'package_basic' : 'package_luxury';
    expect(await records(l.fa_id)).toHaveLength(1);
    expect((await records(l.fa_id))[0]).toMatch(new RegExp(`^${applied} `));
    expect((await logoRow(l.fa_id)).bought_type).toBe(applied === 'package_basic' ? 1 : 3);
  });

  it('paying leaves the pending orders of other products alone', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 2, amount: '99.00' });
    const fix = await openOrder(l.fa_id, 'designer_fix', ZH_HOST);
    await providerPays(await openOrder(l.fa_id, 'brand_register', ZH_HOST));
    expect((await readOrder(fix.order_no, ZH_HOST)).status).toBe('pending');
  });
});

describe('the same add-on paid twice', () => {
  it('two designer-fix orders: one request, one payment, the second refunded', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 2 });
    const first = await openOrder(l.fa_id, 'designer_fix');
    const second = await openOrder(l.fa_id, 'designer_fix');
    await providerPays(first);
    expect((await readOrder(second.order_no)).status).toBe('cancelled');
    await providerPays(second);
    expect(await t.ctx.db.select().from(designerRequests).where(eq(designerRequests.fa_id, l.fa_id))).toHaveLength(1);
    expect(await records(l.fa_id)).toEqual(['designer_fix 40.00']);
    expect(await readOrder(second.order_no)).toMatchObject({ status: 'refunded', product: 'designer_fix', amount: 40 });
  });

  it('two brand-registration orders (Chinese site): registered once, the second refunded', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 2 });
    const first = await openOrder(l.fa_id, 'brand_register', ZH_HOST);
    const second = await openOrder(l.fa_id, 'brand_register', ZH_HOST);
    await providerPays(first);
    await providerPays(second);
    expect((await logoRow(l.fa_id)).brand_register).toBe(1);
    expect(await records(l.fa_id)).toEqual(['brand_register 999.00']);
    expect(await readOrder(second.order_no, ZH_HOST)).toMatchObject({ status: 'refunded', amount: 999, currency: 'CNY' });
    const pay = await t.app.inject({ method: 'POST', url: `${first.checkoutUrl}/pay`, headers: { cookie, ...ZH_HOST } });
    expect(pay.headers.location).toBe(`/success/brand-register/${l.fa_id}?order=${first.order_no}`);
    const landing = await t.app.inject({ url: pay.headers.location as string });
    expect(landing.headers.location).toBe(`/download/?logo=${l.fa_id}&payment=1&product=brand_register&order=${first.order_no}`);
  });
});

const offeredProducts = async (faId: number) =>
  (await t.app.inject({ url: `/api/payments/offers?logo=${faId}`, headers: { cookie } })).json().offers.map((o: { product: string }) => o.product);
const request = async (faId: number) => (await t.ctx.db.select().from(designerRequests).where(eq(designerRequests.fa_id, faId)))[0];

describe('the luxury package includes the designer fix', () => {
  it('a paid luxury package opens the designer request, and the fix is no longer sold for that logo', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, is_bought: false, bought_type: null });
    await providerPays(await openOrder(l.fa_id, 'package_luxury'));
    expect(await logoRow(l.fa_id)).toMatchObject({ is_bought: true, bought_type: 3, designer_assistant: 1 });
    expect(await request(l.fa_id)).toMatchObject({ status: 1 });
    expect(await offeredProducts(l.fa_id)).not.toContain('designer_fix');
    expect(await records(l.fa_id)).toEqual(['package_luxury 99.00']);
  });

  it('the upgrade from professional opens the request; a designer-fix order left pending is cancelled, and its late payment refunded', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 2, amount: '59.00' });
    const fix = await openOrder(l.fa_id, 'designer_fix');
    const lux = await openOrder(l.fa_id, 'upgrade_luxury');
    expect(lux.amount).toBe(40);
    await providerPays(lux);
    expect(await logoRow(l.fa_id)).toMatchObject({ bought_type: 3, designer_assistant: 1 });
    expect(await request(l.fa_id)).toMatchObject({ status: 1 });
    expect((await readOrder(fix.order_no)).status).toBe('cancelled');
    await providerPays(fix);
    expect(await readOrder(fix.order_no)).toMatchObject({ status: 'refunded', product: 'designer_fix' });
    expect(await t.ctx.db.select().from(designerRequests).where(eq(designerRequests.fa_id, l.fa_id))).toHaveLength(1);
  });

  it('a professional logo whose designer fix is paid is not offered the upgrade to luxury (it would add nothing), and a pending one is refunded', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 2, amount: '59.00' });
    const lux = await openOrder(l.fa_id, 'upgrade_luxury');
    await providerPays(await openOrder(l.fa_id, 'designer_fix'));
    expect(await offeredProducts(l.fa_id)).not.toContain('upgrade_luxury');
    expect((await readOrder(lux.order_no)).status).toBe('cancelled');
    await providerPays(lux);
    expect(await readOrder(lux.order_no)).toMatchObject({ status: 'refunded', product: 'upgrade_luxury' });
    expect((await logoRow(l.fa_id)).bought_type).toBe(2);
    const refused = await t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie }, payload: { logo: l.fa_id, product: 'upgrade_luxury', channel: 'sandbox' } });
    expect(refused.statusCode).toBe(409);
  });

  it('a basic logo upgraded to luxury gets the professional files and the designer request', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 1, amount: '29.00' });
    await providerPays(await openOrder(l.fa_id, 'upgrade_luxury'));
    expect(await logoRow(l.fa_id)).toMatchObject({ bought_type: 3, designer_assistant: 1 });
    expect(await request(l.fa_id)).toMatchObject({ status: 1 });
  });
});

describe('a price change between the order and its payment', () => {
  it('a package sold at its list price still applies when the list price has changed since', async () => {
    const l = await createLogo(t.ctx.db, { user_id: owner.id, is_bought: false, bought_type: null });
    const order = await openOrder(l.fa_id, 'package_basic');
    const overrides = t.ctx.config.payments.priceOverrides;
    (t.ctx.config.payments as { priceOverrides: typeof overrides }).priceOverrides = { ...overrides, en: { ...overrides.en, package_basic: order.amount + 10 } };
    try {
      await providerPays(order);
    } finally {
      (t.ctx.config.payments as { priceOverrides: typeof overrides }).priceOverrides = overrides;
    }
    expect(await logoRow(l.fa_id)).toMatchObject({ is_bought: true, bought_type: 1 });
    expect(await readOrder(order.order_no)).toMatchObject({ status: 'paid' });
  });
});
