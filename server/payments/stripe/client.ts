import type { FetchLike } from '../types';
import { ZStripeError } from './wire';

/** A non-2xx answer from Stripe, with its error type and code (card_error/card_declined, …). */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string | null,
    readonly stripeMessage: string,
    /** The Request-Id header, which Stripe support asks for. */
    readonly requestId: string | null,
  ) {
    super(`Stripe ${status} ${type}${code ? `/${code}` : ''}: ${stripeMessage}`);
    this.name = 'StripeApiError';
  }
}

export type FormValue = string | number | boolean;
export type FormParams = Record<string, FormValue | Record<string, FormValue>>;

/**
 * Stripe's request encoding: application/x-www-form-urlencoded with nested
 * keys in brackets (`metadata[order_no]=…`). Brackets are left readable, as
 * Stripe's own libraries send them.
 */
export function formEncode(params: FormParams): string {
  const pairs: string[] = [];
  const add = (key: string, value: FormValue) => pairs.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'object') {
      for (const [sub, v] of Object.entries(value)) add(`${key}[${sub}]`, v);
    } else {
      add(key, value);
    }
  }
  return pairs.join('&');
}

function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

export interface StripeClientConfig {
  secretKey: string;
  baseUrl: string;
  apiVersion: string;
  fetch: FetchLike;
}

export interface StripeRequest {
  form?: FormParams;
  /** Makes a retried POST return the first result instead of creating a second object. */
  idempotencyKey?: string;
}

export interface StripeClient {
  call(method: 'GET' | 'POST', path: string, req?: StripeRequest): Promise<unknown>;
}

export function stripeClient(c: StripeClientConfig): StripeClient {
  const base = c.baseUrl.replace(/\/+$/, '');
  return {
    async call(method, path, req = {}) {
      const headers: Record<string, string> = {
        Authorization: `Bearer ${c.secretKey}`,
        'Stripe-Version': c.apiVersion,
        Accept: 'application/json',
      };
      const body = req.form ? formEncode(req.form) : undefined;
      if (body !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
      if (req.idempotencyKey) headers['Idempotency-Key'] = req.idempotencyKey;
      const res = await c.fetch(base + path, { method, headers, ...(body !== undefined ? { body } : {}) });
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        // handled below: an error page, or a 2xx that is not JSON
      }
      if (res.status < 200 || res.status > 299) {
        const err = ZStripeError.safeParse(parsed);
        const requestId = res.headers.get('Request-Id');
        throw err.success
          ? new StripeApiError(res.status, err.data.error.type, err.data.error.code ?? null, err.data.error.message ?? '', requestId)
          : new StripeApiError(res.status, 'http_error', null, text.slice(0, 200), requestId);
      }
      if (parsed === null) throw new Error(`Stripe answer to ${method} ${path} is not JSON`);
      return parsed;
    },
  };
}
