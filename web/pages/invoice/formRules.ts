import {
  addressIssue,
  emailIssue,
  INVOICE_TYPES,
  mobileIssue,
  taxNumberIssue,
  titleIssue,
  type TInvoiceIssue,
  type TInvoicePrevRecord,
  type TInvoiceType,
} from '../../../core/invoice';

/** The form's values: the application's fields, empty strings for blanks. */
export interface InvoiceFormValues {
  type: TInvoiceType;
  GMF_MC: string;
  GMF_NSRSBH: string;
  /** The applicant confirms a tax number that fails the check character is as on the business licence. */
  tax_number_confirmed: boolean;
  address: string;
  email: string;
  mobile: string;
}
export type InvoiceField = keyof InvoiceFormValues;
/** The fields checked by a rule of core/invoice.ts, in the form's order. */
export const CHECKED_FIELDS = ['GMF_MC', 'GMF_NSRSBH', 'address', 'email', 'mobile'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

/** Pre-filled from the previous record (spec 01 §3); a company invoice when there is none. */
export function formValuesFrom(prev: TInvoicePrevRecord | null): InvoiceFormValues {
  return {
    type: prev?.invoice_type ?? INVOICE_TYPES.company,
    GMF_MC: prev?.gmf_mc ?? '',
    GMF_NSRSBH: prev?.gmf_nsrsbh ?? '',
    // A confirmation is given for the number in front of the applicant, never carried over.
    tax_number_confirmed: false,
    address: prev?.address ?? '',
    email: prev?.email ?? '',
    mobile: prev?.mobile ?? '',
  };
}

/** The field a server refusal points at, so its message shows under that field. */
export const ISSUE_FIELD: Record<TInvoiceIssue, CheckedField | null> = {
  INVOICE_TITLE_REQUIRED: 'GMF_MC',
  INVOICE_TAX_REQUIRED: 'GMF_NSRSBH',
  INVOICE_TAX_INVALID: 'GMF_NSRSBH',
  INVOICE_EMAIL_INVALID: 'email',
  INVOICE_MOBILE_INVALID: 'mobile',
  INVOICE_FIELD_TOO_LONG: null,
};

/** What is wrong with one field, by the very check the server runs (spec 01 §5, core/invoice.ts), or null. */
export function fieldIssue(field: CheckedField, v: InvoiceFormValues): TInvoiceIssue | null {
  switch (field) {
    case 'GMF_MC':
      return titleIssue(v.GMF_MC);
    case 'GMF_NSRSBH':
      return taxNumberIssue(v.type, v.GMF_NSRSBH, v.tax_number_confirmed);
    case 'address':
      return addressIssue(v.address);
    case 'email':
      return emailIssue(v.email);
    case 'mobile':
      return mobileIssue(v.mobile);
  }
}

/** The fields shown: the tax number for a company invoice only. */
export function shownFields(type: TInvoiceType): CheckedField[] {
  return CHECKED_FIELDS.filter((f) => f !== 'GMF_NSRSBH' || type === INVOICE_TYPES.company);
}

/** Every shown field in error, in the form's order: what a submit marks (the first takes the focus). */
export function formIssues(v: InvoiceFormValues): Array<[CheckedField, TInvoiceIssue]> {
  return shownFields(v.type).flatMap((f): Array<[CheckedField, TInvoiceIssue]> => {
    const issue = fieldIssue(f, v);
    return issue ? [[f, issue]] : [];
  });
}
