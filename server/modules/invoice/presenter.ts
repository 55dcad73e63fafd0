import {
  invoicePdfUrl,
  type TAdminInvoice,
  type TInvoicePrevRecord,
  type TInvoiceState,
  type TInvoiceType,
} from '../../../core/invoice';
import type { AdminListRow } from './repo';
import type { InvoiceApplicationRow } from './schema';

const flag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);
const pdfUrl = (row: InvoiceApplicationRow) => (row.audit === 1 && row.pdf_key ? invoicePdfUrl(row.id) : null);

/** spec 01 §3 previous invoice record (lower-case spec names). */
export function presentPrevRecord(row: InvoiceApplicationRow): TInvoicePrevRecord {
  return {
    gmf_mc: row.gmf_mc,
    gmf_nsrsbh: row.gmf_nsrsbh,
    address: row.address,
    email: row.email,
    mobile: row.mobile,
    invoice_type: row.type as TInvoiceType,
  };
}

/** spec 01 §3 invoice state. */
export function presentState(row: InvoiceApplicationRow): TInvoiceState {
  return {
    id: row.id,
    audit: flag(row.audit),
    rejected: flag(row.rejected),
    reject_notes: row.reject_notes,
    created_at: row.created_at.toISOString(),
    pdf_url: pdfUrl(row),
  };
}

/** An application as the admin review list shows it (spec names GMF_MC, GMF_NSRSBH). */
export function presentAdminInvoice({ application: a, logo_name, user_email }: AdminListRow): TAdminInvoice {
  return {
    id: a.id,
    fa_id: a.fa_id,
    logo_name,
    user_id: a.user_id,
    user_email,
    type: a.type as TInvoiceType,
    GMF_MC: a.gmf_mc,
    GMF_NSRSBH: a.gmf_nsrsbh,
    address: a.address,
    email: a.email,
    mobile: a.mobile,
    tax_number_unverified: a.tax_number_unverified,
    amount: Number(a.amount),
    audit: flag(a.audit),
    rejected: flag(a.rejected),
    reject_notes: a.reject_notes,
    created_at: a.created_at.toISOString(),
    reviewed_at: a.reviewed_at?.toISOString() ?? null,
    pdf_url: pdfUrl(a),
  };
}
