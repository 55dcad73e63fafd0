import { z } from 'zod';
import type { TErrorCode } from './api';
import { isMainlandMobile } from './mobile';
import { hasUsccStructure, isEmailAddress, isUscc } from './validators';

/**
 * The VAT invoice application of the Chinese site (spec 01 §2 invoice page,
 * §3 entities, §4 states, §5 rules, §7 calls): one schema for the server
 * route and the web form. Issues are error codes of core/api.ts, so the
 * server's answer and the form show the same spec wording.
 */

/** spec 01 §3: '1' personal, '2' company. */
export const INVOICE_TYPES = { personal: '1', company: '2' } as const;
export const ZInvoiceType = z.enum([INVOICE_TYPES.personal, INVOICE_TYPES.company]);
export type TInvoiceType = z.infer<typeof ZInvoiceType>;

/** Longest value each field takes (the form's maxLength, the server's limit). */
export const INVOICE_MAX_LENGTH = { GMF_MC: 100, GMF_NSRSBH: 20, address: 200, email: 100, mobile: 11 } as const;

/** spec 01 §8: the answer to a successful submission. */
export const INVOICE_SUBMITTED_MSG = '开票申请已提交';

/** spec 01 §8: after a successful submission the page reloads after 1.5 s. */
export const INVOICE_RELOAD_MS = 1500;

/**
 * A VAT invoice is issued in yuan for what was paid on the Chinese site, so it
 * covers the logo's CNY payments only (CNY is the Chinese site's currency and
 * no other site takes it). Payments in other currencies are left out, and the
 * page says which.
 */
export const INVOICE_CURRENCY = 'CNY';

export type TInvoiceIssue = Extract<
  TErrorCode,
  | 'INVOICE_TITLE_REQUIRED'
  | 'INVOICE_TAX_REQUIRED'
  | 'INVOICE_TAX_INVALID'
  | 'INVOICE_EMAIL_INVALID'
  | 'INVOICE_MOBILE_INVALID'
  | 'INVOICE_FIELD_TOO_LONG'
>;

const tooLong = (value: string, field: keyof typeof INVOICE_MAX_LENGTH) => value.length > INVOICE_MAX_LENGTH[field];

/** 抬头 (GMF_MC): required ('抬头不能为空'). */
export function titleIssue(value: string | null | undefined): TInvoiceIssue | null {
  const v = (value ?? '').trim();
  if (!v) return 'INVOICE_TITLE_REQUIRED';
  return tooLong(v, 'GMF_MC') ? 'INVOICE_FIELD_TOO_LONG' : null;
}

const taxNumberOf = (value: string | null | undefined) => (value ?? '').trim().toUpperCase();

/**
 * A company's tax number that fails only the GB 32100 check character (its
 * shape, department, type and division are those of a real code). Some registered codes
 * issued before the check was enforced are like this: the applicant may
 * confirm it is exactly as on the business licence, and the application is
 * then flagged for the admin instead of refused for good.
 */
export function taxNumberConfirmable(type: TInvoiceType | undefined, value: string | null | undefined): boolean {
  const v = taxNumberOf(value);
  return type === INVOICE_TYPES.company && hasUsccStructure(v) && !isUscc(v);
}

/**
 * 税号 (GMF_NSRSBH): only for a company, then required ('税号不能为空') and a
 * valid unified social credit code ('税号填写有误，请核实'), or a confirmable
 * one the applicant confirmed; letters count in either case.
 */
export function taxNumberIssue(
  type: TInvoiceType | undefined,
  value: string | null | undefined,
  confirmed = false,
): TInvoiceIssue | null {
  if (type !== INVOICE_TYPES.company) return null;
  const v = taxNumberOf(value);
  if (!v) return 'INVOICE_TAX_REQUIRED';
  if (isUscc(v) || (confirmed && taxNumberConfirmable(type, v))) return null;
  return 'INVOICE_TAX_INVALID';
}

/** 邮箱: optional; when given, a plain address ('邮箱格式有误'). */
export function emailIssue(value: string | null | undefined): TInvoiceIssue | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (tooLong(v, 'email')) return 'INVOICE_FIELD_TOO_LONG';
  return isEmailAddress(v) ? null : 'INVOICE_EMAIL_INVALID';
}

/** 手机: optional; when given, a mainland mobile number ('手机号填写有误'). */
export function mobileIssue(value: string | null | undefined): TInvoiceIssue | null {
  const v = (value ?? '').trim();
  return !v || isMainlandMobile(v) ? null : 'INVOICE_MOBILE_INVALID';
}

/** 地址: optional, bounded. */
export function addressIssue(value: string | null | undefined): TInvoiceIssue | null {
  return tooLong((value ?? '').trim(), 'address') ? 'INVOICE_FIELD_TOO_LONG' : null;
}

const ZText = z.string().nullish();
const blankToNull = (v: string | null | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/**
 * The application (spec 01 §3, §5). Every rule runs in a fixed order (title,
 * tax number, address, e-mail, mobile) so the first issue is the one the form
 * shows first. `tax_number_confirmed`: the applicant confirmed a tax number
 * that fails the check character as the one on the business licence (only a
 * well-formed one is accepted so). Output: trimmed values, null for blanks,
 * the tax number upper case and dropped for a personal invoice, and
 * `tax_number_unverified` when a confirmed number that fails the check is kept.
 */
export const ZInvoiceApplication = z
  .object({
    type: ZInvoiceType,
    GMF_MC: ZText,
    GMF_NSRSBH: ZText,
    tax_number_confirmed: z.boolean().optional(),
    address: ZText,
    email: ZText,
    mobile: ZText,
  })
  .superRefine((v, ctx) => {
    const checks: Array<[keyof typeof v, TInvoiceIssue | null]> = [
      ['GMF_MC', titleIssue(v.GMF_MC)],
      ['GMF_NSRSBH', taxNumberIssue(v.type, v.GMF_NSRSBH, v.tax_number_confirmed === true)],
      ['address', addressIssue(v.address)],
      ['email', emailIssue(v.email)],
      ['mobile', mobileIssue(v.mobile)],
    ];
    for (const [field, issue] of checks) {
      if (issue) ctx.addIssue({ code: 'custom', message: issue, path: [field] });
    }
  })
  .transform((v) => ({
    type: v.type,
    GMF_MC: (v.GMF_MC ?? '').trim(),
    GMF_NSRSBH: v.type === INVOICE_TYPES.company ? (blankToNull(v.GMF_NSRSBH)?.toUpperCase() ?? null) : null,
    tax_number_unverified: taxNumberConfirmable(v.type, v.GMF_NSRSBH),
    address: blankToNull(v.address),
    email: blankToNull(v.email),
    mobile: blankToNull(v.mobile),
  }));
/** What the form sends. */
export type TInvoiceApplicationInput = z.input<typeof ZInvoiceApplication>;
/** What the server stores. */
export type TInvoiceApplication = z.output<typeof ZInvoiceApplication>;

const INVOICE_ISSUE_SET: ReadonlySet<string> = new Set<TInvoiceIssue>([
  'INVOICE_TITLE_REQUIRED',
  'INVOICE_TAX_REQUIRED',
  'INVOICE_TAX_INVALID',
  'INVOICE_EMAIL_INVALID',
  'INVOICE_MOBILE_INVALID',
  'INVOICE_FIELD_TOO_LONG',
]);

/** The issue code a schema message carries, or null for zod's own messages (wrong types). */
export function asInvoiceIssue(message: string): TInvoiceIssue | null {
  return INVOICE_ISSUE_SET.has(message) ? (message as TInvoiceIssue) : null;
}

/** spec 01 §3 "previous invoice record": pre-fills the form (plus the mobile, so a resubmission is whole). */
export const ZInvoicePrevRecord = z.object({
  gmf_mc: z.string(),
  gmf_nsrsbh: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  invoice_type: ZInvoiceType,
});
export type TInvoicePrevRecord = z.infer<typeof ZInvoicePrevRecord>;

/** spec 01 §3 "invoice state": the latest application of the logo. */
export const ZInvoiceState = z.object({
  id: z.number().int(),
  audit: z.union([z.literal(0), z.literal(1)]),
  rejected: z.union([z.literal(0), z.literal(1)]),
  reject_notes: z.string().nullable(),
  /** ISO 8601 time of submission. */
  created_at: z.string(),
  /** Where the issued PDF downloads from; null until approved. */
  pdf_url: z.string().nullable(),
});
export type TInvoiceState = z.infer<typeof ZInvoiceState>;

/** The logo's payments in one currency other than INVOICE_CURRENCY: not on the invoice. */
export const ZInvoiceExcluded = z.object({ currency: z.string(), amount: z.number(), count: z.number().int() });
export type TInvoiceExcluded = z.infer<typeof ZInvoiceExcluded>;

/**
 * GET /api/invoice/{logoId}. amount: what the logo's CNY payments add up to
 * (the invoice amount); excluded: its payments in other currencies, left out.
 */
export const ZInvoiceInfoResponse = z.object({
  code: z.literal(200),
  data: z.object({
    prevRecord: ZInvoicePrevRecord.nullable(),
    state: ZInvoiceState.nullable(),
    amount: z.number(),
    excluded: z.array(ZInvoiceExcluded),
  }),
});
export type TInvoiceInfo = z.infer<typeof ZInvoiceInfoResponse>['data'];

/** POST /api/invoice/{logoId} success (spec 01 §7: status and msg). Failures add status 0 to the error body. */
export const ZInvoiceSubmitResponse = z.object({ status: z.literal(1), msg: z.string() });

/** spec 01 §4: which of the four views the invoice page shows. */
export type TInvoiceView = 'form' | 'pending' | 'rejected' | 'issued';

export function invoiceView(state: TInvoiceState | null): TInvoiceView {
  if (!state) return 'form';
  if (state.audit === 1) return state.pdf_url ? 'issued' : 'pending';
  return state.rejected === 1 ? 'rejected' : 'pending';
}

/** POST /api/admin/invoices/{id}/reject. */
export const ZInvoiceReject = z.object({
  notes: z.string().trim().max(500).optional().default(''),
});

export const INVOICE_LIST_STATUSES = ['pending', 'all'] as const;
export const ZAdminInvoiceQuery = z.object({ status: z.enum(INVOICE_LIST_STATUSES).default('pending') });

/** One application as the admin list shows it. */
export const ZAdminInvoice = z.object({
  id: z.number().int(),
  fa_id: z.number().int(),
  logo_name: z.string(),
  user_id: z.number().int(),
  user_email: z.string().nullable(),
  type: ZInvoiceType,
  GMF_MC: z.string(),
  GMF_NSRSBH: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** The tax number fails the GB 32100 check character; the applicant confirmed it is as on the business licence. */
  tax_number_unverified: z.boolean(),
  amount: z.number(),
  audit: z.union([z.literal(0), z.literal(1)]),
  rejected: z.union([z.literal(0), z.literal(1)]),
  reject_notes: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  pdf_url: z.string().nullable(),
});
export type TAdminInvoice = z.infer<typeof ZAdminInvoice>;

export const ZAdminInvoiceList = z.object({ code: z.literal(200), data: z.array(ZAdminInvoice) });
export const ZAdminInvoiceResponse = z.object({ code: z.literal(200), data: ZAdminInvoice });

/** The address an issued invoice downloads from (spec 01 §7 GET /api/invoice/download?pdf=). */
export const invoicePdfUrl = (id: number) => `/api/invoice/download?pdf=${id}`;
