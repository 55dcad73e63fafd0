import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAdminInvoiceList, ZInvoiceInfoResponse } from '../../../core/invoice';
import { createLogo, createUser } from '../../test/factories';
import { followDownload, loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { users } from '../../db/schema';
import { invoiceApplications } from './schema';
import { multipartFile } from '../../test/multipart';
import { createPayment, samplePdf, VALID_TAX_NUMBER } from './test-support';

let t: TestApp;
let cookies: Record<'owner' | 'other' | 'admin' | 'client', string>;
const logo: Record<'paid' | 'forms' | 'notBought' | 'unpaid' | 'customised' | 'race', number> = {} as never;

const company = { type: '2', GMF_MC: '北京测试科技有限公司', GMF_NSRSBH: VALID_TAX_NUMBER, email: 'finance@example.com', mobile: '13800000001' };

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const owner = await createUser(db, { email: 'owner@invoice.test' });
  await createUser(db, { email: 'other@invoice.test' });
  await createUser(db, { email: 'admin@invoice.test', is_admin: true });
  const client = await createUser(db, { email: 'client@invoice.test' });
  for (const key of ['paid', 'forms', 'race'] as const) {
    logo[key] = (await createLogo(db, { user_id: owner.id })).fa_id;
    await createPayment(db, { fa_id: logo[key], user_id: owner.id, amount: '99.00' });
  }
  await createPayment(db, { fa_id: logo.paid, user_id: owner.id, amount: '20.50', product: 'designer_fix' });
  logo.notBought = (await createLogo(db, { user_id: owner.id, is_bought: false, bought_type: null })).fa_id;
  logo.unpaid = (await createLogo(db, { user_id: owner.id })).fa_id;
  logo.customised = (await createLogo(db, { user_id: owner.id, customize_client_id: client.id })).fa_id;
  await createPayment(db, { fa_id: logo.customised, user_id: owner.id });
  cookies = {
    owner: await loginAs(t.app, 'owner@invoice.test'),
    other: await loginAs(t.app, 'other@invoice.test'),
    admin: await loginAs(t.app, 'admin@invoice.test'),
    client: await loginAs(t.app, 'client@invoice.test'),
  };
});
afterAll(() => t.close());

const headers = (cookie?: string, host: string | null = ZH_HOST.host) => ({
  ...(cookie ? { cookie } : {}),
  ...(host ? { host } : {}),
});
const info = (id: number | string, cookie?: string, host?: string | null) =>
  t.app.inject({ url: `/api/invoice/${id}`, headers: headers(cookie, host) });
const submit = (id: number | string, payload: object | string, cookie?: string, host?: string | null) =>
  t.app.inject({ method: 'POST', url: `/api/invoice/${id}`, headers: headers(cookie, host), payload });
const download = (id: number | string, cookie?: string, host?: string | null) =>
  t.app.inject({ url: `/api/invoice/download?pdf=${id}`, headers: headers(cookie, host) });

async function latestId(faId: number): Promise<number> {
  const rows = await t.ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.fa_id, faId));
  return Math.max(...rows.map((r) => r.id));
}
let pdf: Buffer;
beforeAll(async () => {
  pdf = await samplePdf('发票 Invoice');
});

/** An admin rejects or approves (with `pdf`) the logo's latest application; its id. */
async function review(faId: number, action: 'approve' | 'reject'): Promise<number> {
  const id = await latestId(faId);
  const url = `/api/admin/invoices/${id}/${action}`;
  const upload = multipartFile('pdf', 'invoice.pdf', 'application/pdf', pdf);
  const res =
    action === 'reject'
      ? await t.app.inject({ method: 'POST', url, headers: headers(cookies.admin), payload: { notes: '抬头与营业执照不一致' } })
      : await t.app.inject({ method: 'POST', url, headers: { ...headers(cookies.admin), ...upload.headers }, payload: upload.payload });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

describe('GET /api/invoice/{logoId}', () => {
  it('gives the owner no record yet, no state, and the sum of the payments', async () => {
    const res = await info(logo.paid, cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(ZInvoiceInfoResponse.parse(res.json())).toEqual({ code: 200, data: { prevRecord: null, state: null, amount: 119.5, excluded: [] } });
  });

  it('lets the client of a customise record (an owner too) see it', async () => {
    expect((await info(logo.customised, cookies.client)).statusCode).toBe(200);
  });

  it('refuses anonymous (401), another user and an admin who is not the owner (403), a logo not bought (403)', async () => {
    expect((await info(logo.paid)).json()).toMatchObject({ code: 401, error: 'UNAUTHENTICATED' });
    for (const cookie of [cookies.other, cookies.admin]) {
      expect((await info(logo.paid, cookie)).json()).toMatchObject({ code: 403, error: 'FORBIDDEN', msg: '您无权限操作' });
    }
    expect((await info(logo.notBought, cookies.owner)).json()).toMatchObject({ code: 403, error: 'FORBIDDEN' });
  });

  it('answers 404 INVOICE_NOT_AVAILABLE on the English site', async () => {
    const res = await info(logo.paid, cookies.owner, null);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'INVOICE_NOT_AVAILABLE', msg: 'Invoices are only available on the Chinese site.' });
  });

  it('answers 404 for a missing logo and 400 for a bad id', async () => {
    expect((await info(999999, cookies.owner)).json()).toMatchObject({ code: 404, error: 'NOT_FOUND' });
    for (const bad of ['abc', '0', '-1']) expect((await info(bad, cookies.owner)).json()).toMatchObject({ code: 400, error: 'BAD_REQUEST' });
  });
});

describe('POST /api/invoice/{logoId}', () => {
  it('records the application with the amount paid; the state is then pending and the form pre-fills', async () => {
    const res = await submit(logo.paid, { ...company, GMF_NSRSBH: '91110000600037341l', address: '' }, cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, msg: '开票申请已提交' });

    const [row] = await t.ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.fa_id, logo.paid));
    expect(row).toMatchObject({ type: '2', gmf_nsrsbh: VALID_TAX_NUMBER, address: null, amount: '119.50', audit: 0, rejected: 0 });

    const body = ZInvoiceInfoResponse.parse((await info(logo.paid, cookies.owner)).json());
    expect(body.data.state).toMatchObject({ id: row.id, audit: 0, rejected: 0, reject_notes: null, pdf_url: null });
    expect(Date.parse(body.data.state!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.data.prevRecord).toEqual({
      gmf_mc: company.GMF_MC,
      gmf_nsrsbh: VALID_TAX_NUMBER,
      address: null,
      email: company.email,
      mobile: company.mobile,
      invoice_type: '2',
    });
  });

  it('refuses a second application while one is pending (409, status 0 and the message)', async () => {
    const res = await submit(logo.paid, company, cookies.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 0, code: 409, error: 'INVOICE_PENDING', msg: '开票申请正在审核中，请勿重复提交' });
  });

  it('accepts a new application after a rejection, and none after an approval', async () => {
    await review(logo.paid, 'reject');
    const rejected = ZInvoiceInfoResponse.parse((await info(logo.paid, cookies.owner)).json()).data.state;
    expect(rejected).toMatchObject({ audit: 0, rejected: 1, reject_notes: '抬头与营业执照不一致' });

    expect((await submit(logo.paid, { type: '1', GMF_MC: '张三' }, cookies.owner)).json()).toEqual({ status: 1, msg: '开票申请已提交' });
    const id = await review(logo.paid, 'approve');
    const issued = ZInvoiceInfoResponse.parse((await info(logo.paid, cookies.owner)).json()).data;
    expect(issued.state).toMatchObject({ id, audit: 1, rejected: 0, pdf_url: `/api/invoice/download?pdf=${id}` });
    expect(issued.prevRecord).toMatchObject({ gmf_mc: '张三', gmf_nsrsbh: null, invoice_type: '1' });

    expect((await submit(logo.paid, company, cookies.owner)).json()).toMatchObject({ status: 0, code: 409, error: 'INVOICE_ISSUED' });
  });

  it('lets only one of two simultaneous applications through', async () => {
    const results = await Promise.all([submit(logo.race, company, cookies.owner), submit(logo.race, company, cookies.owner)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.fa_id, logo.race));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['an empty title', { GMF_MC: '  ' }, 'INVOICE_TITLE_REQUIRED', '抬头不能为空'],
    ['a company without a tax number', { GMF_NSRSBH: '' }, 'INVOICE_TAX_REQUIRED', '税号不能为空'],
    ['a wrong check character', { GMF_NSRSBH: '91110000600037341N' }, 'INVOICE_TAX_INVALID', '税号填写有误，请核实'],
    ['a tax number with separators', { GMF_NSRSBH: '9111-0000-6000-3734-1L' }, 'INVOICE_TAX_INVALID', '税号填写有误，请核实'],
    ['a bad e-mail', { email: 'finance@example' }, 'INVOICE_EMAIL_INVALID', '邮箱格式有误'],
    ['a bad mobile', { mobile: '1380000000' }, 'INVOICE_MOBILE_INVALID', '手机号填写有误'],
    ['a mobile of the 120 range no operator issues', { mobile: '12038389438' }, 'INVOICE_MOBILE_INVALID', '手机号填写有误'],
    ['a mobile of the 128 range no operator issues', { mobile: '12838389438' }, 'INVOICE_MOBILE_INVALID', '手机号填写有误'],
    ['a title too long', { GMF_MC: '公'.repeat(101) }, 'INVOICE_FIELD_TOO_LONG', '填写内容过长'],
    ['an unknown type', { type: '3' }, 'BAD_REQUEST', '请求参数有误'],
    ['a number as title', { GMF_MC: 42 }, 'BAD_REQUEST', '请求参数有误'],
  ])('refuses %s with its code and the spec wording, and records nothing', async (_what, change, error, msg) => {
    const res = await submit(logo.forms, { ...company, ...change }, cookies.owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, code: 400, error, msg });
    expect(await t.ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.fa_id, logo.forms))).toHaveLength(0);
  });

  it('accepts mobile numbers of the real ranges (13x, 19x, 16x)', async () => {
    for (const mobile of ['13800138000', '19912345678', '16612345678']) {
      const owner = (await t.ctx.db.select().from(users).where(eq(users.email, 'owner@invoice.test')))[0];
      const faId = (await createLogo(t.ctx.db, { user_id: owner.id })).fa_id;
      await createPayment(t.ctx.db, { fa_id: faId, user_id: owner.id });
      expect((await submit(faId, { ...company, mobile }, cookies.owner)).json()).toEqual({ status: 1, msg: '开票申请已提交' });
      const [row] = await t.ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.fa_id, faId));
      expect(row.mobile).toBe(mobile);
    }
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/invoice/${logo.forms}`,
      headers: { ...headers(cookies.owner), 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, error: 'BAD_REQUEST' });
  });

  it('refuses anonymous (401), another user (403), a logo not bought (403), the English site (404), even with a bad body', async () => {
    expect((await submit(logo.forms, company)).json()).toMatchObject({ status: 0, code: 401, error: 'UNAUTHENTICATED', msg: '请先登录' });
    expect((await submit(logo.forms, {})).statusCode).toBe(401);
    expect((await submit(logo.forms, company, cookies.other)).json()).toMatchObject({ status: 0, code: 403, error: 'FORBIDDEN' });
    expect((await submit(logo.forms, company, cookies.admin)).json()).toMatchObject({ status: 0, code: 403 });
    expect((await submit(logo.notBought, company, cookies.owner)).json()).toMatchObject({ status: 0, code: 403 });
    const en = await submit(logo.forms, company, cookies.owner, null);
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ status: 0, error: 'INVOICE_NOT_AVAILABLE' });
    expect((await submit(999999, company, cookies.owner)).json()).toMatchObject({ status: 0, code: 404 });
    expect((await submit('x', company, cookies.owner)).json()).toMatchObject({ status: 0, code: 400, error: 'BAD_REQUEST' });
  });

  it('refuses a bought logo whose payments add up to nothing (409 NO_PAYMENTS)', async () => {
    expect((await submit(logo.unpaid, company, cookies.owner)).json()).toEqual({
      status: 0,
      code: 409,
      error: 'NO_PAYMENTS',
      msg: '该Logo暂无付款记录',
    });
  });
});

describe('a tax number that fails the check character, confirmed as on the business licence', () => {
  // 18 characters of the code alphabet, the check character wrong (…L is right): as some pre-GB 32100 codes are.
  const failing = '91110000600037341N';
  let ownerId: number;
  const paidLogo = async () => {
    const faId = (await createLogo(t.ctx.db, { user_id: ownerId })).fa_id;
    await createPayment(t.ctx.db, { fa_id: faId, user_id: ownerId });
    return faId;
  };
  const rowsOf = (faId: number) => t.ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.fa_id, faId));
  beforeAll(async () => {
    ownerId = (await t.ctx.db.select().from(users).where(eq(users.email, 'owner@invoice.test')))[0].id;
  });

  it('is refused without the confirmation (the form shows 税号填写有误，请核实), nothing recorded', async () => {
    const faId = await paidLogo();
    for (const confirmation of [{}, { tax_number_confirmed: false }]) {
      const res = await submit(faId, { ...company, GMF_NSRSBH: failing, ...confirmation }, cookies.owner);
      expect(res.json()).toEqual({ status: 0, code: 400, error: 'INVOICE_TAX_INVALID', msg: '税号填写有误，请核实' });
    }
    expect(await rowsOf(faId)).toHaveLength(0);
  });

  it('is accepted with the confirmation, kept as typed, and flagged for the admin', async () => {
    const faId = await paidLogo();
    const res = await submit(faId, { ...company, GMF_NSRSBH: failing.toLowerCase(), tax_number_confirmed: true }, cookies.owner);
    expect(res.json()).toEqual({ status: 1, msg: '开票申请已提交' });
    const [row] = await rowsOf(faId);
    expect(row).toMatchObject({ gmf_nsrsbh: failing, tax_number_unverified: true });
    const queue = ZAdminInvoiceList.parse((await t.app.inject({ url: '/api/admin/invoices', headers: headers(cookies.admin) })).json());
    expect(queue.data.find((a) => a.id === row.id)).toMatchObject({ GMF_NSRSBH: failing, tax_number_unverified: true });
  });

  it('does not flag a valid number sent with the confirmation', async () => {
    const faId = await paidLogo();
    expect((await submit(faId, { ...company, tax_number_confirmed: true }, cookies.owner)).statusCode).toBe(200);
    expect((await rowsOf(faId))[0].tax_number_unverified).toBe(false);
  });

  it.each([
    ['17 characters', '9111000060003734N'],
    ['19 characters', '91110000600037341LX'],
    ['a letter outside the code alphabet (O)', '9111000060003734ON'],
    ['separators', '9111-0000-6000-3734'],
  ])('refuses a malformed number (%s) even with the confirmation', async (_what, GMF_NSRSBH) => {
    const faId = await paidLogo();
    const res = await submit(faId, { ...company, GMF_NSRSBH, tax_number_confirmed: true }, cookies.owner);
    expect(res.json()).toEqual({ status: 0, code: 400, error: 'INVOICE_TAX_INVALID', msg: '税号填写有误，请核实' });
    expect(await rowsOf(faId)).toHaveLength(0);
  });

  it('refuses a confirmation that is not a boolean', async () => {
    const faId = await paidLogo();
    const res = await submit(faId, { ...company, GMF_NSRSBH: failing, tax_number_confirmed: 'yes' }, cookies.owner);
    expect(res.json()).toMatchObject({ status: 0, code: 400, error: 'BAD_REQUEST' });
    expect(await rowsOf(faId)).toHaveLength(0);
  });
});

describe('the invoice amount: CNY payments only', () => {
  let mixed: number;
  let dollarsOnly: number;
  let ownerId: number;
  beforeAll(async () => {
    ownerId = (await t.ctx.db.select().from(users).where(eq(users.email, 'owner@invoice.test')))[0].id;
    // Bought on the English site (USD 59, then an upgrade of USD 40), and a designer fix in yuan on the Chinese site.
    mixed = (await createLogo(t.ctx.db, { user_id: ownerId })).fa_id;
    await createPayment(t.ctx.db, { fa_id: mixed, user_id: ownerId, amount: '59.00', currency: 'USD' });
    await createPayment(t.ctx.db, { fa_id: mixed, user_id: ownerId, amount: '40.00', currency: 'USD', product: 'upgrade_luxury' });
    await createPayment(t.ctx.db, { fa_id: mixed, user_id: ownerId, amount: '199.00', currency: 'CNY', product: 'designer_fix' });
    dollarsOnly = (await createLogo(t.ctx.db, { user_id: ownerId })).fa_id;
    await createPayment(t.ctx.db, { fa_id: dollarsOnly, user_id: ownerId, amount: '59.00', currency: 'USD' });
    await createPayment(t.ctx.db, { fa_id: dollarsOnly, user_id: ownerId, amount: '40.00', currency: 'USD', product: 'upgrade_luxury' });
  });

  it('is the sum of the CNY payments; the answer lists the other payments as left out', async () => {
    const body = ZInvoiceInfoResponse.parse((await info(mixed, cookies.owner)).json());
    expect(body.data.amount).toBe(199);
    expect(body.data.excluded).toEqual([{ currency: 'USD', amount: 99, count: 2 }]);
  });

  it('records the application with the CNY sum only', async () => {
    expect((await submit(mixed, company, cookies.owner)).json()).toEqual({ status: 1, msg: '开票申请已提交' });
    const [row] = await t.ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.fa_id, mixed));
    expect(row.amount).toBe('199.00');
    const admin = await t.app.inject({ url: '/api/admin/invoices', headers: headers(cookies.admin) });
    expect(admin.json().data.find((a: { id: number }) => a.id === row.id).amount).toBe(199);
  });

  it('is 0 for a logo paid in dollars only (not ¥99), and an application is refused with a message, nothing recorded', async () => {
    const body = ZInvoiceInfoResponse.parse((await info(dollarsOnly, cookies.owner)).json());
    expect(body.data).toMatchObject({ amount: 0, excluded: [{ currency: 'USD', amount: 99, count: 2 }] });
    expect((await submit(dollarsOnly, company, cookies.owner)).json()).toEqual({
      status: 0,
      code: 409,
      error: 'INVOICE_NO_CNY_PAYMENTS',
      msg: '该Logo暂无人民币付款，增值税发票仅包含中文站的人民币付款',
    });
    expect(await t.ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.fa_id, dollarsOnly))).toHaveLength(0);
  });
});

describe('GET /api/invoice/download?pdf={id}', () => {
  let issuedId: number;
  let pendingId: number;
  beforeAll(async () => {
    issuedId = await latestId(logo.paid); // approved above
    pendingId = await latestId(logo.race);
  });

  it('gives the owner and an admin the issued PDF as an attachment', async () => {
    for (const cookie of [cookies.owner, cookies.admin]) {
      const link = await download(issuedId, cookie);
      expect([link.statusCode, link.headers['cache-control']]).toEqual([302, 'private, no-store']);
      const res = await followDownload(t.app, link);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${logo.paid}-${issuedId}.pdf"; filename*=UTF-8''invoice-${logo.paid}-${issuedId}.pdf`);
      expect(res.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it('refuses anonymous (401), another user (403) and the English site (404)', async () => {
    expect((await download(issuedId)).json()).toMatchObject({ code: 401, error: 'UNAUTHENTICATED' });
    expect((await download(issuedId, cookies.other)).json()).toMatchObject({ code: 403, error: 'FORBIDDEN' });
    expect((await download(issuedId, cookies.owner, null)).json()).toMatchObject({ code: 404, error: 'INVOICE_NOT_AVAILABLE' });
  });

  it('answers 404 before the invoice is issued and for an unknown id, 400 for a bad id', async () => {
    expect((await download(pendingId, cookies.owner)).json()).toMatchObject({ code: 404, error: 'NOT_FOUND' });
    expect((await download(999999, cookies.owner)).json()).toMatchObject({ code: 404 });
    for (const bad of ['x', '0', '']) expect((await download(bad, cookies.owner)).json()).toMatchObject({ code: 400, error: 'BAD_REQUEST' });
  });
});
