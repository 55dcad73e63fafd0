import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './api';
import { asInvoiceIssue, invoiceView, taxNumberConfirmable, ZInvoiceApplication, type TInvoiceState } from './invoice';

const company = { type: '2', GMF_MC: '北京某某科技有限公司', GMF_NSRSBH: '91110000600037341L' } as const;

/** The issue codes a value breaks, in the order the form shows them. */
function issues(input: unknown): string[] {
  const parsed = ZInvoiceApplication.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
}

describe('ZInvoiceApplication (spec 01 §5)', () => {
  it('accepts a company application and normalises it', () => {
    const parsed = ZInvoiceApplication.parse({
      ...company,
      GMF_MC: '  北京某某科技有限公司 ',
      GMF_NSRSBH: '91310115ma1k3btp2b',
      address: '',
      email: ' finance@example.com ',
      mobile: '13800000001',
    });
    expect(parsed).toEqual({
      type: '2',
      GMF_MC: '北京某某科技有限公司',
      GMF_NSRSBH: '91310115MA1K3BTP2B',
      tax_number_unverified: false,
      address: null,
      email: 'finance@example.com',
      mobile: '13800000001',
    });
  });

  it('accepts a personal application without a tax number, and drops one that was sent', () => {
    expect(ZInvoiceApplication.parse({ type: '1', GMF_MC: '张三' })).toEqual({
      type: '1',
      GMF_MC: '张三',
      GMF_NSRSBH: null,
      tax_number_unverified: false,
      address: null,
      email: null,
      mobile: null,
    });
    expect(ZInvoiceApplication.parse({ type: '1', GMF_MC: '张三', GMF_NSRSBH: 'whatever' }).GMF_NSRSBH).toBeNull();
  });

  it("refuses an empty title ('抬头不能为空')", () => {
    for (const GMF_MC of ['', '   ', null, undefined]) {
      expect(issues({ ...company, GMF_MC })).toEqual(['INVOICE_TITLE_REQUIRED']);
    }
  });

  it("requires the tax number of a company ('税号不能为空') and checks it ('税号填写有误，请核实')", () => {
    expect(issues({ ...company, GMF_NSRSBH: '' })).toEqual(['INVOICE_TAX_REQUIRED']);
    expect(issues({ ...company, GMF_NSRSBH: undefined })).toEqual(['INVOICE_TAX_REQUIRED']);
    expect(issues({ ...company, GMF_NSRSBH: '91110000600037341N' })).toEqual(['INVOICE_TAX_INVALID']);
    expect(issues({ ...company, GMF_NSRSBH: '9111-0000-6000-3734-1L' })).toEqual(['INVOICE_TAX_INVALID']);
  });

  it('lets the applicant confirm a well-formed tax number that fails only the check character, and flags it', () => {
    expect(taxNumberConfirmable('2', '91110000600037341N')).toBe(true);
    expect(taxNumberConfirmable('2', '91110000600037341L')).toBe(false); // valid: nothing to confirm
    expect(taxNumberConfirmable('1', '91110000600037341N')).toBe(false); // personal: no tax number
    for (const malformed of ['9111000060003734N', '9111000060003734ON', '9111-0000-6000-3734-1N', '']) {
      expect(taxNumberConfirmable('2', malformed)).toBe(false);
    }
    expect(issues({ ...company, GMF_NSRSBH: '91110000600037341N', tax_number_confirmed: true })).toEqual([]);
    expect(ZInvoiceApplication.parse({ ...company, GMF_NSRSBH: '91110000600037341n', tax_number_confirmed: true })).toMatchObject({
      GMF_NSRSBH: '91110000600037341N',
      tax_number_unverified: true,
    });
    expect(ZInvoiceApplication.parse({ ...company, tax_number_confirmed: true }).tax_number_unverified).toBe(false);
    expect(issues({ ...company, GMF_NSRSBH: '9111000060003734ON', tax_number_confirmed: true })).toEqual(['INVOICE_TAX_INVALID']);
    // 18 characters of the alphabet with no department, type or division of a real code: never confirmable.
    expect(taxNumberConfirmable('2', 'AAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(issues({ ...company, GMF_NSRSBH: 'AAAAAAAAAAAAAAAAAA', tax_number_confirmed: true })).toEqual(['INVOICE_TAX_INVALID']);
    expect(taxNumberConfirmable('2', '9A1100006000373410')).toBe(false); // department 9 has no type A
    expect(taxNumberConfirmable('2', '9111AB006000373410')).toBe(false); // the division is six digits
  });

  it("checks optional e-mail ('邮箱格式有误') and mobile ('手机号填写有误') only when given", () => {
    expect(issues({ ...company, email: '', mobile: '' })).toEqual([]);
    expect(issues({ ...company, email: 'finance@', mobile: '1380000000' })).toEqual([
      'INVOICE_EMAIL_INVALID',
      'INVOICE_MOBILE_INVALID',
    ]);
  });

  it('reports every broken rule in the order of the form', () => {
    expect(issues({ type: '2', GMF_MC: '', GMF_NSRSBH: 'x', email: 'x', mobile: 'x', address: 'a'.repeat(201) })).toEqual([
      'INVOICE_TITLE_REQUIRED',
      'INVOICE_TAX_INVALID',
      'INVOICE_FIELD_TOO_LONG',
      'INVOICE_EMAIL_INVALID',
      'INVOICE_MOBILE_INVALID',
    ]);
  });

  it('refuses an unknown type and wrong value types with zod messages (not issue codes)', () => {
    for (const bad of [{ ...company, type: '3' }, { ...company, GMF_MC: 42 }, null, 'x']) {
      const found = issues(bad);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((m) => asInvoiceIssue(m) === null)).toBe(true);
    }
  });

  it('uses issue codes that are error codes of the API, so the server answers them with the spec wording', () => {
    for (const code of ['INVOICE_TITLE_REQUIRED', 'INVOICE_TAX_REQUIRED', 'INVOICE_TAX_INVALID', 'INVOICE_EMAIL_INVALID', 'INVOICE_MOBILE_INVALID', 'INVOICE_FIELD_TOO_LONG']) {
      expect(ERROR_CODES).toContain(code);
      expect(asInvoiceIssue(code)).toBe(code);
    }
    expect(asInvoiceIssue('FORBIDDEN')).toBeNull();
  });
});

describe('invoiceView (spec 01 §4)', () => {
  const state = (s: Partial<TInvoiceState>): TInvoiceState => ({
    id: 1,
    audit: 0,
    rejected: 0,
    reject_notes: null,
    created_at: '2025-01-01T00:00:00.000Z',
    pdf_url: null,
    ...s,
  });

  it('no record → form; audit 0 → pending; rejected → rejection; audit 1 with pdf_url → download', () => {
    expect(invoiceView(null)).toBe('form');
    expect(invoiceView(state({}))).toBe('pending');
    expect(invoiceView(state({ rejected: 1, reject_notes: '抬头有误' }))).toBe('rejected');
    expect(invoiceView(state({ audit: 1, pdf_url: '/api/invoice/download?pdf=1' }))).toBe('issued');
  });
});
