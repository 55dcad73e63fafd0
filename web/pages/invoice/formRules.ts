import type { FormRule } from 'antd';
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
import type { Translate } from '../../i18n';
import { ERROR_MESSAGES } from '../../i18n/errors';

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
/** The fields checked by a rule of core/invoice.ts. */
type CheckedField = Exclude<InvoiceField, 'type' | 'tax_number_confirmed'>;

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
export const ISSUE_FIELD: Record<TInvoiceIssue, InvoiceField | null> = {
  INVOICE_TITLE_REQUIRED: 'GMF_MC',
  INVOICE_TAX_REQUIRED: 'GMF_NSRSBH',
  INVOICE_TAX_INVALID: 'GMF_NSRSBH',
  INVOICE_EMAIL_INVALID: 'email',
  INVOICE_MOBILE_INVALID: 'mobile',
  INVOICE_FIELD_TOO_LONG: null,
};

type Check = (value: string, type: TInvoiceType, confirmed: boolean) => TInvoiceIssue | null;

/** An antd rule running one check of core/invoice.ts, with the message of its error code. */
function checkRule(check: Check, t: Translate): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      const issue = check(value ?? '', getFieldValue('type') as TInvoiceType, getFieldValue('tax_number_confirmed') === true);
      if (issue) throw new Error(t(ERROR_MESSAGES[issue]));
    },
  });
}

/** The rules of spec 01 §5, the very checks the server runs (core/invoice.ts). */
export function invoiceRules(t: Translate): Record<CheckedField, FormRule[]> {
  return {
    GMF_MC: [checkRule((v) => titleIssue(v), t)],
    GMF_NSRSBH: [checkRule((v, type, confirmed) => taxNumberIssue(type, v, confirmed), t)],
    address: [checkRule((v) => addressIssue(v), t)],
    email: [checkRule((v) => emailIssue(v), t)],
    mobile: [checkRule((v) => mobileIssue(v), t)],
  };
}
