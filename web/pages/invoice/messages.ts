import { ApiError } from '../../api/client';
import type { Translate } from '../../i18n';
import { errorMessageKey } from '../../i18n/errors';

/**
 * spec 01 §8: a refused invoice call shows the server's msg. Refusals (4xx)
 * come from this server with its wording; anything else (network, 5xx, a
 * proxy's page) gets the browser's message for its code.
 */
export function refusalMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return t(errorMessageKey(error));
}
