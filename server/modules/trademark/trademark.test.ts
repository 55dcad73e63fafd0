import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADEMARK_INDUSTRIES } from '../../../core/trademark';
import { logos } from '../../db/schema';
import { createLogo, createUser } from '../../test/factories';
import { changesHeard, loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { brandRegisterOrders } from './schema';

let t: TestApp;
let cookie: string;
let other: string;
let admin: string;
let logoId: number;
/** A logo of the same owner whose registration was not bought. */
let unregistered: number;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await createUser(t.ctx.db, { email: 'tm-owner@tm.test' });
  await createUser(t.ctx.db, { email: 'tm-other@tm.test' });
  await createUser(t.ctx.db, { email: 'tm-admin@tm.test', is_admin: true });
  cookie = await loginAs(t.app, 'tm-owner@tm.test');
  other = await loginAs(t.app, 'tm-other@tm.test');
  admin = await loginAs(t.app, 'tm-admin@tm.test');
  logoId = (await createLogo(t.ctx.db, { user_id: owner.id })).fa_id;
  unregistered = (await createLogo(t.ctx.db, { user_id: owner.id })).fa_id;
});
const buyRegistration = async (faId: number) => {
  await t.ctx.db.update(logos).set({ brand_register: 1 }).where(eq(logos.fa_id, faId));
  await changesHeard(t);
};
const enquiries = async () => (await t.ctx.db.select().from(brandRegisterOrders)).length;
afterAll(() => t.close());

const status = (c?: string, host = ZH_HOST.host) =>
  t.app.inject({ url: `/api/trademark/status?logo=${logoId}`, headers: { host, ...(c ? { cookie: c } : {}) } });
const enquire = (payload: object, c?: string, host = ZH_HOST.host, remoteAddress = '10.9.1.1') =>
  t.app.inject({ method: 'POST', url: '/api/trademark/enquiry', payload, remoteAddress, headers: { host, ...(c ? { cookie: c } : {}) } });
const valid = { name: '青山茶舍', industry: '餐饮', phone: '13800000001' };

describe('GET /api/trademark/status', () => {
  it('tells the owner the logo is not registered yet, at the default 999 yuan', async () => {
    const res = await status(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, brand_register: 0, order_no: null, orderUrl: null, price: 999 });
  });

  it('refuses anonymous (401), another user (403) and the English site (404)', async () => {
    expect((await status()).statusCode).toBe(401);
    expect((await status(other)).statusCode).toBe(403);
    expect((await status(cookie, 'localhost')).statusCode).toBe(404);
  });
});

describe('POST /api/trademark/enquiry', () => {
  it('refuses a logo whose registration was not bought (409), and writes nothing', async () => {
    const before = await enquiries();
    const res = await enquire({ ...valid, logo: unregistered }, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'TRADEMARK_NOT_BOUGHT', msg: '请先为该Logo购买商标注册服务' });
    expect(await enquiries()).toBe(before);
  });

  it('takes an enquiry without a logo, from a visitor or a signed-in user: recorded without one, no logo id in the redirect (spec 01 §2 "/tm: no logo needed")', async () => {
    for (const [c, address] of [[undefined, '10.9.0.1'], [cookie, '10.9.0.2']] as const) {
      const res = await enquire(valid, c, ZH_HOST.host, address);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const url = new URL(body.redirect, 'http://x');
      expect(url.pathname).toBe('/trademark');
      expect(Object.fromEntries(url.searchParams)).toEqual({ ...valid, order_no: body.order_no });
      const [order] = await t.ctx.db.select().from(brandRegisterOrders).where(eq(brandRegisterOrders.order_no, body.order_no));
      expect(order).toMatchObject({ fa_id: null, name: valid.name, industry: valid.industry, phone: valid.phone });
    }
    // The logo's own state knows nothing of it.
    expect((await status(cookie)).json().order_no).toBeNull();
  });

  it('takes at most 10 enquiries without a logo an hour from one address (429 after), and writes nothing then', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await enquire(valid, undefined, ZH_HOST.host, '10.9.0.9')).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429]);
    const before = await enquiries();
    expect((await enquire(valid, undefined, ZH_HOST.host, '10.9.0.9')).json().error).toBe('TOO_MANY_REQUESTS');
    expect(await enquiries()).toBe(before);
    // Another address has its own.
    expect((await enquire(valid, undefined, ZH_HOST.host, '10.9.0.10')).statusCode).toBe(200);
  });

  it('refuses a visitor (401) and another user (403) even when the registration was bought', async () => {
    await buyRegistration(logoId);
    expect((await enquire({ ...valid, logo: logoId })).statusCode).toBe(401);
    expect((await enquire({ ...valid, logo: logoId }, other)).statusCode).toBe(403);
  });

  it('records the enquiry and sends the owner to the trademark site with name, industry, phone and logo id', async () => {
    await buyRegistration(logoId);
    const res = await enquire({ ...valid, logo: logoId }, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const url = new URL(body.redirect, 'http://x');
    expect(url.pathname).toBe('/trademark');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...valid, logo_id: String(logoId), order_no: body.order_no });
    const after = (await status(cookie)).json();
    expect(after.order_no).toBe(body.order_no);
    expect(after.orderUrl).toBe(`/trademark/order/${body.order_no}`);
  });

  it('an admin may enter the enquiry of a bought registration', async () => {
    await buyRegistration(logoId);
    expect((await enquire({ ...valid, logo: logoId }, admin)).statusCode).toBe(200);
  });

  it('accepts every industry of spec 01 §5', async () => {
    expect(TRADEMARK_INDUSTRIES).toHaveLength(21);
    for (const industry of TRADEMARK_INDUSTRIES.slice(0, 3)) expect((await enquire({ ...valid, industry, logo: logoId }, cookie)).statusCode).toBe(200);
  });

  it.each([
    ['an empty name', { ...valid, name: '  ' }],
    ['no industry', { name: 'X', phone: '13800000001' }],
    ['an industry not in the list', { ...valid, industry: '航天' }],
    ['a phone of 10 digits', { ...valid, phone: '1380000000' }],
    ['a phone not starting with 1', { ...valid, phone: '23800000001' }],
    ['a phone of the 120 range no operator issues', { ...valid, phone: '12038389438' }],
    ['a phone of the 128 range no operator issues', { ...valid, phone: '12838389438' }],
  ])('refuses %s (400)', async (_n, payload) => {
    const res = await enquire(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('BAD_REQUEST');
  });

  it("refuses another user's logo and the English site", async () => {
    expect((await enquire({ ...valid, logo: logoId }, other)).statusCode).toBe(403);
    expect((await enquire(valid, cookie, 'localhost')).statusCode).toBe(404);
  });
});
