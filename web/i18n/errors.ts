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
  INTERNAL: 'errors.INTERNAL',
  NETWORK: 'errors.NETWORK',
  BAD_RESPONSE: 'errors.BAD_RESPONSE',
};

/** The message key for any thrown value (unknown errors read as network failures). */
export function errorMessageKey(error: unknown): TKey {
  return error instanceof ApiError ? ERROR_MESSAGES[error.code] : ERROR_MESSAGES.NETWORK;
}
