import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { receiptNumber } from './receipt';
import { createPayment } from './test-support';

/** poppler-utils (Debian) reads the PDFs when installed; the header checks run regardless. */
function poppler(tool: 'pdfinfo' | 'pdftotext', pdf: Buffer): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
  try {
    const file = join(dir, 'r.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, tool === 'pdftotext' ? ['-layout', file, '-'] : [file], { encoding: 'utf8' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
const logo: Record<'paid' | 'chinese' | 'notBought' | 'unpaid', number> = {} as never;
let lastPaymentId: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const owner = await createUser(db, { email: 'buyer@receipt.test' });
  await createUser(db, { email: 'admin@receipt.test', is_admin: true });
  await createUser(db, { email: 'other@receipt.test' });
  logo.paid = (await createLogo(db, { user_id: owner.id })).fa_id;
  await createPayment(db, { fa_id: logo.paid, user_id: owner.id, amount: '40.00', currency: 'USD', product: 'package_professional', created_at: new Date('2025-03-01T10:00:00Z') });
  lastPaymentId = (await createPayment(db, { fa_id: logo.paid, user_id: owner.id, amount: '19.50', currency: 'USD', product: 'designer_fix', created_at: new Date('2025-03-02T10:00:00Z') })).id;
  const chineseDesign = {
    width: 800,
    height: 600,
    background: '#ffffff',
    layout: 'text-only' as const,
    name: { text: '青山茶舍', font: 'noto-sans-sc-700' as const, color: '#111111', size: 72 },
    colors: ['#111111'],
  };
  logo.chinese = (await createLogo(db, { user_id: owner.id, design: chineseDesign })).fa_id;
  await createPayment(db, { fa_id: logo.chinese, user_id: owner.id, amount: '99.00', currency: 'CNY' });
  logo.notBought = (await createLogo(db, { user_id: owner.id, is_bought: false, bought_type: null })).fa_id;
  logo.unpaid = (await createLogo(db, { user_id: owner.id })).fa_id;
  cookies = {
    owner: await loginAs(t.app, 'buyer@receipt.test'),
    admin: await loginAs(t.app, 'admin@receipt.test'),
    other: await loginAs(t.app, 'other@receipt.test'),
  };
});
afterAll(() => t.close());

const receipt = (id: number | string, cookie?: string, host?: string) =>
  t.app.inject({ url: `/api/logo/${id}/receipt.pdf`, headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) } });

describe('GET /api/logo/{id}/receipt.pdf', () => {
  it('gives the owner a one-page PDF receipt as an attachment', async () => {
    const res = await receipt(logo.paid, cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${logo.paid}.pdf"; filename*=UTF-8''receipt-${logo.paid}.pdf`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');

    const info = poppler('pdfinfo', pdf);
    if (info !== null) {
      expect(info).toMatch(/^Pages:\s+1$/m);
      expect(info).toMatch(/^Title:\s+Receipt R-/m);
    }
  });

  it('shows seller, buyer, logo, every payment, the total and the receipt number', async () => {
    const text = poppler('pdftotext', (await receipt(logo.paid, cookies.owner)).rawPayload);
    if (text === null) return; // poppler-utils not installed: the header test above still ran
    const number = receiptNumber(logo.paid, lastPaymentId);
    for (const expected of [
      'Logo Maker',
      'RECEIPT',
      `No. ${number}`,
      'buyer@receipt.test',
      'Test Brand',
      `Logo ID ${logo.paid}`,
      '2025-03-01',
      'Package professional',
      '40.00',
      '2025-03-02',
      'Designer fix',
      '19.50',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Total paid\s+59\.50\s+USD/);
  });

  it('draws a Chinese logo name and totals per currency', async () => {
    const res = await receipt(logo.chinese, cookies.admin);
    expect(res.statusCode).toBe(200);
    const text = poppler('pdftotext', res.rawPayload);
    if (text === null) return;
    expect(text).toContain('青山茶舍');
    expect(text).toMatch(/Total paid\s+99\.00\s+CNY/);
  });

  it('is the same on the Chinese site', async () => {
    expect((await receipt(logo.paid, cookies.owner, ZH_HOST.host)).statusCode).toBe(200);
  });

  it('lets an admin have it; refuses anonymous (401) and another user (403)', async () => {
    expect((await receipt(logo.paid, cookies.admin)).statusCode).toBe(200);
    expect((await receipt(logo.paid)).json()).toMatchObject({ code: 401, error: 'UNAUTHENTICATED' });
    expect((await receipt(logo.paid, cookies.other)).json()).toMatchObject({ code: 403, error: 'FORBIDDEN' });
  });

  it('refuses a logo not bought (403) and one without payments (409 NO_PAYMENTS)', async () => {
    expect((await receipt(logo.notBought, cookies.owner)).json()).toMatchObject({ code: 403, error: 'FORBIDDEN' });
    expect((await receipt(logo.unpaid, cookies.owner)).json()).toMatchObject({
      code: 409,
      error: 'NO_PAYMENTS',
      msg: 'There are no payments for this logo yet.',
    });
  });

  it('answers 404 for a missing logo and 400 for a bad id', async () => {
    expect((await receipt(999999, cookies.owner)).statusCode).toBe(404);
    expect((await receipt('abc', cookies.owner)).json()).toMatchObject({ code: 400, error: 'BAD_REQUEST' });
  });
});

describe('receiptNumber', () => {
  it('names the logo and its latest payment, zero-padded', () => {
    expect(receiptNumber(1001, 7)).toBe('R-001001-000007');
  });
});
