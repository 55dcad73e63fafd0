import { ApiError, type TClientErrorCode } from '../api/client';
import type { TKey } from './index';

/** Message of each error code an API call can end with (core/api.ts ERROR_CODES + browser codes). */
export const ERROR_MESSAGES: Record<TClientErrorCode, TKey> = {
  BAD_REQUEST: 'errors.BAD_REQUEST',
  UNAUTHENTICATED: 'errors.UNAUTHENTICATED',
  FORBIDDEN: 'errors.FORBIDDEN',
  NOT_FOUND: 'errors.NOT_FOUND',
  LOGO_PRIVATE: 'errors.LOGO_PRIVATE',
  INVALID_CREDENTIALS: 'errors.INVALID_CREDENTIALS',
  INVALID_SMS_CODE: 'errors.INVALID_SMS_CODE',
  SMS_NOT_AVAILABLE: 'errors.SMS_NOT_AVAILABLE',
  TOO_MANY_REQUESTS: 'errors.TOO_MANY_REQUESTS',
  SIZE_LIMIT: 'errors.SIZE_LIMIT',
  NOT_FOR_SALE: 'errors.NOT_FOR_SALE',
  NOTIFICATION_REJECTED: 'errors.NOTIFICATION_REJECTED',
  PAYMENTS_UNAVAILABLE: 'errors.PAYMENTS_UNAVAILABLE',
  INVOICE_NOT_AVAILABLE: 'errors.INVOICE_NOT_AVAILABLE',
  INVOICE_TITLE_REQUIRED: 'errors.INVOICE_TITLE_REQUIRED',
  INVOICE_TAX_REQUIRED: 'errors.INVOICE_TAX_REQUIRED',
  INVOICE_TAX_INVALID: 'errors.INVOICE_TAX_INVALID',
  INVOICE_EMAIL_INVALID: 'errors.INVOICE_EMAIL_INVALID',
  INVOICE_MOBILE_INVALID: 'errors.INVOICE_MOBILE_INVALID',
  INVOICE_FIELD_TOO_LONG: 'errors.INVOICE_FIELD_TOO_LONG',
  INVOICE_PENDING: 'errors.INVOICE_PENDING',
  INVOICE_ISSUED: 'errors.INVOICE_ISSUED',
  INVOICE_NOT_PENDING: 'errors.INVOICE_NOT_PENDING',
  INVOICE_NOTES_REQUIRED: 'errors.INVOICE_NOTES_REQUIRED',
  INVOICE_PDF_INVALID: 'errors.INVOICE_PDF_INVALID',
  INVOICE_PDF_TOO_LARGE: 'errors.INVOICE_PDF_TOO_LARGE',
  NO_PAYMENTS: 'errors.NO_PAYMENTS',
  INTERNAL: 'errors.INTERNAL',
  NETWORK: 'errors.NETWORK',
  BAD_RESPONSE: 'errors.BAD_RESPONSE',
};

/** The message key for any thrown value (unknown errors read as network failures). */
export function errorMessageKey(error: unknown): TKey {
  return error instanceof ApiError ? ERROR_MESSAGES[error.code] : ERROR_MESSAGES.NETWORK;
}
