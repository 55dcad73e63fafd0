/**
 * What went wrong with a send, in our words (each provider's codes are mapped
 * to these by its driver; server/modules/auth maps them to the caller's error).
 */
export type SmsFailure =
  /** The provider's own per-number frequency control (too many codes to this number). */
  | 'number-limit'
  /** The provider says the number cannot be sent to (wrong format, not a mobile, blacklisted). */
  | 'invalid-number'
  /** The account's balance or SMS package is spent: an operator must top it up. */
  | 'no-balance'
  /** Keys, sign name or template refused: an operator must fix the configuration. */
  | 'misconfigured'
  /** No answer within the time-out: the message may or may not have gone out. */
  | 'timeout'
  /** Could not connect, a 5xx, an answer we could not read, or the provider's system error. */
  | 'unavailable';

export class SmsError extends Error {
  constructor(
    readonly failure: SmsFailure,
    message: string,
    /** The provider's error code (isv.BUSINESS_LIMIT_CONTROL, LimitExceeded.PhoneNumberDailyLimit, …). */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

/** Failures an operator has to act on (the log says so at `error`; the rest are the sender's or passing). */
export function needsOperator(failure: SmsFailure): boolean {
  return failure === 'no-balance' || failure === 'misconfigured';
}

/**
 * Runs one HTTP call with a time-out. A failure to connect (nothing was sent)
 * is retried once after `retryDelayMs`; a time-out or any answer is not: a
 * send is not idempotent at either provider, and a retry after the request
 * went out could text the code twice.
 */
export async function callOnce(
  doFetch: typeof fetch,
  url: string,
  init: () => RequestInit,
  timeoutMs: number,
  retryDelayMs = 200,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await doFetch(url, { ...init(), signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new SmsError('timeout', `no answer within ${timeoutMs} ms`);
      if (attempt === 0 && notConnected(err)) {
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        continue;
      }
      throw new SmsError('unavailable', `could not reach the provider: ${(err as Error).message}`);
    }
  }
}

/** True when the request never left: the connection was refused or the host not found. */
function notConnected(err: unknown): boolean {
  const code = (err as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}
