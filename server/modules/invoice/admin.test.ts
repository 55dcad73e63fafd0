import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAdminInvoiceList, ZAdminInvoiceResponse } from '../../../core/invoice';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { invoiceApplications } from './schema';
import { multipartFile } from '../../test/multipart';
import { createPayment, samplePdf, VALID_TAX_NUMBER } from './test-support';

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let adminId: number;
let faId: number;
let pdf: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const owner = await createUser(db, { email: 'owner@review.test' });
  adminId = (await createUser(db, { email: 'admin@review.test', is_admin: true })).id;
  await createUser(db, { email: 'other@review.test' });
  faId = (await createLogo(db, { user_id: owner.id })).fa_id;
  await createPayment(db, { fa_id: faId, user_id: owner.id, amount: '199.00' });
  cookies = {
    owner: await loginAs(t.app, 'owner@review.test'),
    admin: await loginAs(t.app, 'admin@review.test'),
    other: await loginAs(t.app, 'other@review.test'),
  };
  pdf = await samplePdf();
});
afterAll(() => t.close());

const zh = (cookie?: string, host: string | null = ZH_HOST.host) => ({ ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) });
const list = (query: string, cookie?: string, host?: string | null) =>
  t.app.inject({ url: `/api/admin/invoices${query}`, headers: zh(cookie, host) });
const reject = (id: number | string, payload: object | undefined, cookie?: string, host?: string | null) =>
  t.app.inject({ method: 'POST', url: `/api/admin/invoices/${id}/reject`, headers: zh(cookie, host), payload });
function approve(id: number | string, file: Buffer | null, cookie?: string, host?: string | null, name = 'invoice.pdf') {
  const url = `/api/admin/invoices/${id}/approve`;
  if (!file) return t.app.inject({ method: 'POST', url, headers: zh(cookie, host), payload: {} });
  const body = multipartFile('pdf', name, 'application/pdf', file);
  return t.app.inject({ method: 'POST', url, headers: { ...zh(cookie, host), ...body.headers }, payload: body.payload });
}

/** The owner applies; the new application's id. */
async function apply(): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/invoice/${faId}`,
    headers: zh(cookies.owner),
    payload: { type: '2', GMF_MC: '上海测试有限公司', GMF_NSRSBH: VALID_TAX_NUMBER },
  });
  expect(res.statusCode, res.body).toBe(200);
  const rows = await t.ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.fa_id, faId));
  return Math.max(...rows.map((r) => r.id));
}

describe('GET /api/admin/invoices', () => {
  let id: number;
  beforeAll(async () => {
    id = await apply();
  });

  it('lists the pending applications with the logo and the applicant', async () => {
    const res = await list('?status=pending', cookies.admin);
    expect(res.statusCode).toBe(200);
    const body = ZAdminInvoiceList.parse(res.json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id,
      fa_id: faId,
      logo_name: 'Test Brand',
      user_email: 'owner@review.test',
      type: '2',
      GMF_MC: '上海测试有限公司',
      GMF_NSRSBH: VALID_TAX_NUMBER,
      tax_number_unverified: false,
      amount: 199,
      audit: 0,
      rejected: 0,
      reviewed_at: null,
      pdf_url: null,
    });
    expect((await list('', cookies.admin)).json().data).toHaveLength(1);
  });

  it('refuses anonymous (401), the owner and other users (403), the English site (404), a bad status (400)', async () => {
    expect((await list('')).json()).toMatchObject({ code: 401, error: 'UNAUTHENTICATED' });
    for (const cookie of [cookies.owner, cookies.other]) expect((await list('', cookie)).json()).toMatchObject({ code: 403, error: 'FORBIDDEN' });
    expect((await list('', cookies.admin, null)).json()).toMatchObject({ code: 404, error: 'INVOICE_NOT_AVAILABLE' });
    expect((await list('?status=done', cookies.admin)).json()).toMatchObject({ code: 400, error: 'BAD_REQUEST' });
  });
});

describe('POST /api/admin/invoices/{id}/reject', () => {
  it('rejects a pending application with the reason; it leaves the queue and stays in "all"', async () => {
    const [pending] = ZAdminInvoiceList.parse((await list('?status=pending', cookies.admin)).json()).data;
    const res = await reject(pending.id, { notes: '  税号与抬头不符  ' }, cookies.admin);
    expect(res.statusCode).toBe(200);
    const { data } = ZAdminInvoiceResponse.parse(res.json());
    expect(data).toMatchObject({ id: pending.id, audit: 0, rejected: 1, reject_notes: '税号与抬头不符' });
    expect(data.reviewed_at).not.toBeNull();
    const [row] = await t.ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.id, pending.id));
    expect(row.reviewer_id).toBe(adminId);
    expect((await list('?status=pending', cookies.admin)).json().data).toHaveLength(0);
    expect((await list('?status=all', cookies.admin)).json().data[0]).toMatchObject({ id: pending.id, rejected: 1 });
  });

  it('refuses empty notes, a reviewed application (409), an unknown id (404), bad input (400)', async () => {
    const id = await apply();
    for (const payload of [{ notes: '' }, { notes: '   ' }, {}]) {
      expect((await reject(id, payload, cookies.admin)).json()).toMatchObject({ code: 400, error: 'INVOICE_NOTES_REQUIRED', msg: '请填写驳回原因' });
    }
    expect((await reject(id, { notes: 'x'.repeat(501) }, cookies.admin)).json()).toMatchObject({ code: 400, error: 'BAD_REQUEST' });
    expect((await reject(id, { notes: 42 }, cookies.admin)).json()).toMatchObject({ code: 400, error: 'BAD_REQUEST' });
    expect((await reject(999999, { notes: 'x' }, cookies.admin)).json()).toMatchObject({ code: 404, error: 'NOT_FOUND' });
    expect((await reject('x', { notes: 'x' }, cookies.admin)).json()).toMatchObject({ code: 400, error: 'BAD_REQUEST' });
    expect((await reject(id, { notes: '第一次' }, cookies.admin)).statusCode).toBe(200);
    expect((await reject(id, { notes: '第二次' }, cookies.admin)).json()).toMatchObject({ code: 409, error: 'INVOICE_NOT_PENDING' });
  });

  it('refuses anonymous (401), the owner (403) and the English site (404) before reading anything', async () => {
    const id = await apply();
    expect((await reject(id, { notes: 'x' })).statusCode).toBe(401);
    expect((await reject(id, undefined)).statusCode).toBe(401);
    expect((await reject(id, { notes: 'x' }, cookies.owner)).json()).toMatchObject({ code: 403, error: 'FORBIDDEN' });
    expect((await reject('x', {}, cookies.owner)).statusCode).toBe(403);
    expect((await reject(id, { notes: 'x' }, cookies.admin, null)).json()).toMatchObject({ code: 404, error: 'INVOICE_NOT_AVAILABLE' });
    const [row] = await t.ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.id, id));
    expect(row.rejected).toBe(0);
  });
});

describe('POST /api/admin/invoices/{id}/approve', () => {
  let id: number;
  beforeAll(async () => {
    const [pending] = ZAdminInvoiceList.parse((await list('?status=pending', cookies.admin)).json()).data;
    id = pending.id;
  });

  it('refuses a file that is not a PDF by its bytes, whatever its name and type say', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const file of [png, Buffer.from('PDF-1.7 not really'), Buffer.from('')]) {
      const res = await approve(id, file, cookies.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'INVOICE_PDF_INVALID', msg: '请上传PDF格式的发票文件' });
    }
  });

  it('refuses a request without a file or that is not multipart', async () => {
    expect((await approve(id, null, cookies.admin)).json()).toMatchObject({ code: 400, error: 'INVOICE_PDF_INVALID' });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${id}/approve`,
      headers: { ...zh(cookies.admin), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.json()).toMatchObject({ code: 400, error: 'INVOICE_PDF_INVALID' });
  });

  it('refuses a PDF over 10 MB (413)', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const res = await approve(id, big, cookies.admin);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'INVOICE_PDF_TOO_LARGE' });
  });

  it('refuses anonymous (401), the owner (403) and the English site (404)', async () => {
    expect((await approve(id, pdf)).statusCode).toBe(401);
    expect((await approve(id, pdf, cookies.owner)).json()).toMatchObject({ code: 403, error: 'FORBIDDEN' });
    expect((await approve(id, pdf, cookies.admin, null)).json()).toMatchObject({ code: 404, error: 'INVOICE_NOT_AVAILABLE' });
    expect(await t.ctx.storage.stat(`invoices/${id}.pdf`)).toBeNull();
  });

  it('stores the PDF under invoices/{id}.pdf and marks the application approved', async () => {
    const res = await approve(id, pdf, cookies.admin, undefined, 'fapiao.pdf');
    expect(res.statusCode).toBe(200);
    expect(ZAdminInvoiceResponse.parse(res.json()).data).toMatchObject({
      id,
      audit: 1,
      rejected: 0,
      pdf_url: `/api/invoice/download?pdf=${id}`,
    });
    expect((await t.ctx.storage.get(`invoices/${id}.pdf`))?.equals(pdf)).toBe(true);
    const [row] = await t.ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.id, id));
    expect(row).toMatchObject({ audit: 1, pdf_key: `invoices/${id}.pdf`, reviewer_id: adminId });
  });

  it('refuses to approve it twice (409), a rejected one (409) and an unknown id (404)', async () => {
    expect((await approve(id, pdf, cookies.admin)).json()).toMatchObject({ code: 409, error: 'INVOICE_NOT_PENDING' });
    const [rejected] = ZAdminInvoiceList.parse((await list('?status=all', cookies.admin)).json()).data.filter((a) => a.rejected === 1);
    expect((await approve(rejected.id, pdf, cookies.admin)).json()).toMatchObject({ code: 409, error: 'INVOICE_NOT_PENDING' });
    expect((await approve(999999, pdf, cookies.admin)).json()).toMatchObject({ code: 404, error: 'NOT_FOUND' });
  });
});

describe('the table', () => {
  it('holds at most one pending or approved application per logo, whoever writes to it', async () => {
    const row = { fa_id: faId, user_id: adminId, type: '1', gmf_mc: 'x', amount: '1.00' };
    // faId has an approved application now (above)
    await expect(t.ctx.db.insert(invoiceApplications).values(row)).rejects.toThrow();
    await expect(t.ctx.db.insert(invoiceApplications).values({ ...row, rejected: 1 })).resolves.toBeDefined();
    await expect(t.ctx.db.insert(invoiceApplications).values({ ...row, rejected: 1, audit: 1, pdf_key: 'x' })).rejects.toThrow();
    await expect(t.ctx.db.insert(invoiceApplications).values({ ...row, type: '3', rejected: 1 })).rejects.toThrow();
  });
});
