import { z } from 'zod';
import {
  UBRAND_PATHS,
  ZPartnerAccount,
  ZPartnerAsset,
  ZPartnerBrand,
  ZPartnerError,
  ZPartnerSendCodeAnswer,
  signRequest,
  type TPartnerAccount,
  type TPartnerAsset,
  type TPartnerBrand,
} from './contract';

/**
 * Typed client of the partner brand site's open API (contract.ts). Base URL,
 * credentials and time-outs come from config. Only idempotent calls are
 * retried (reads, and the writes the partner keys on our logo id); sending a
 * code or creating an account is tried once, so a time-out never sends two
 * codes or spends one twice.
 */

export type UbrandFailure =
  /** No answer within the time-out. */
  | 'timeout'
  /** Could not connect, or a 5xx. */
  | 'unavailable'
  /** An answer we could not read (not JSON, or not the contract's shape). */
  | 'malformed'
  /** A 4xx with the partner's own error code (`partnerCode`). */
  | 'rejected';

export class UbrandError extends Error {
  constructor(
    readonly failure: UbrandFailure,
    message: string,
    /** The partner's error code of a rejection (code_invalid, code_expired, rate_limited, …). */
    readonly partnerCode?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UbrandError';
  }
}

export interface UbrandClientOptions {
  baseUrl: string;
  key: string;
  secret: string;
  timeoutMs: number;
  /** Extra attempts of an idempotent call after a time-out or a 5xx. */
  retries: number;
  /** Pause before the first retry; doubled for each next one. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

export interface UbrandClient {
  sendCode(contact: { email?: string; mobile?: string }): Promise<{ expires_in: number }>;
  createAccount(input: { email?: string; mobile?: string; code?: string; verified_by?: 'logo-site' }): Promise<TPartnerAccount>;
  findAccount(contact: { email?: string; mobile?: string }): Promise<TPartnerAccount | null>;
  createBrand(input: { owner_id: number; name: string; external_id: string }): Promise<TPartnerBrand>;
  findBrand(externalId: string): Promise<TPartnerBrand | null>;
  putAsset(
    brandId: number,
    input: { owner_id: number; external_id: string; name: string; svg: string; png_base64: string; colors: string[] },
  ): Promise<TPartnerAsset>;
  findAsset(brandId: number, externalId: string): Promise<TPartnerAsset | null>;
}

interface Call<T> {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  answer: z.ZodType<T>;
  idempotent: boolean;
  /** A 404 answers null instead of failing (the find calls). */
  notFoundIsNull?: boolean;
}

export function createUbrandClient(opts: UbrandClientOptions): UbrandClient {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/$/, '');
  const retryDelay = opts.retryDelayMs ?? 200;

  async function once<T>(call: Call<T>): Promise<T | null> {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(call.query ?? {})) if (v !== undefined && v !== '') q.set(k, v);
    const pathWithQuery = q.size ? `${call.path}?${q}` : call.path;
    const body = call.body === undefined ? '' : JSON.stringify(call.body);
    const ts = Math.floor(Date.now() / 1000);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
    let res: Response;
    let text: string;
    try {
      res = await doFetch(`${base}${pathWithQuery}`, {
        method: call.method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          'x-ubrand-key': opts.key,
          'x-ubrand-timestamp': String(ts),
          'x-ubrand-signature': signRequest(opts.secret, ts, call.method, pathWithQuery, body),
        },
        body: body || undefined,
        signal: controller.signal,
        // A signed request is never replayed to wherever a redirect points.
        redirect: 'error',
      });
      // The time-out covers the whole answer, body included.
      text = await res.text();
    } catch (err) {
      if (controller.signal.aborted) throw new UbrandError('timeout', `the brand site did not answer within ${opts.timeoutMs} ms`);
      throw new UbrandError('unavailable', `the brand site could not be reached (${(err as Error).message})`);
    } finally {
      clearTimeout(timer);
    }
    if (res.status >= 500) throw new UbrandError('unavailable', `the brand site answered ${res.status}`, undefined, res.status);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new UbrandError('malformed', `the brand site answered ${res.status} with something that is not JSON`, undefined, res.status);
    }
    if (res.status === 404 && call.notFoundIsNull) return null;
    if (res.status >= 400) {
      const e = ZPartnerError.safeParse(json);
      if (!e.success) throw new UbrandError('malformed', `the brand site answered ${res.status} without an error code`, undefined, res.status);
      throw new UbrandError('rejected', e.data.message, e.data.error, res.status);
    }
    const parsed = call.answer.safeParse(json);
    if (!parsed.success) throw new UbrandError('malformed', 'the brand site answered in an unexpected shape', undefined, res.status);
    return parsed.data;
  }

  async function request<T>(call: Call<T>): Promise<T | null> {
    const attempts = call.idempotent ? 1 + opts.retries : 1;
    for (let i = 0; ; i++) {
      try {
        return await once(call);
      } catch (err) {
        const retryable = err instanceof UbrandError && (err.failure === 'timeout' || err.failure === 'unavailable');
        if (!retryable || i + 1 >= attempts) throw err;
        await new Promise((r) => setTimeout(r, retryDelay * 2 ** i));
      }
    }
  }

  async function must<T>(call: Call<T>): Promise<T> {
    const v = await request(call);
    if (v === null) throw new UbrandError('malformed', 'the brand site answered without data');
    return v;
  }

  return {
    async sendCode(contact) {
      const a = await must({ method: 'POST', path: UBRAND_PATHS.codes, body: contact, answer: ZPartnerSendCodeAnswer, idempotent: false });
      return { expires_in: a.expires_in };
    },
    createAccount: (input) => must({ method: 'POST', path: UBRAND_PATHS.accounts, body: input, answer: ZPartnerAccount, idempotent: false }),
    findAccount: (contact) =>
      request({ method: 'GET', path: UBRAND_PATHS.accounts, query: contact, answer: ZPartnerAccount, idempotent: true, notFoundIsNull: true }),
    createBrand: (input) => must({ method: 'POST', path: UBRAND_PATHS.brands, body: input, answer: ZPartnerBrand, idempotent: true }),
    findBrand: (externalId) =>
      request({
        method: 'GET',
        path: UBRAND_PATHS.brands,
        query: { external_id: externalId },
        answer: ZPartnerBrand,
        idempotent: true,
        notFoundIsNull: true,
      }),
    putAsset: (brandId, input) =>
      must({ method: 'PUT', path: UBRAND_PATHS.assets(brandId), body: { ...input, kind: 'logo' }, answer: ZPartnerAsset, idempotent: true }),
    findAsset: (brandId, externalId) =>
      request({
        method: 'GET',
        path: UBRAND_PATHS.assets(brandId),
        query: { external_id: externalId },
        answer: ZPartnerAsset,
        idempotent: true,
        notFoundIsNull: true,
      }),
  };
}
