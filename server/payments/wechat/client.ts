import type { KeyObject } from 'node:crypto';
import type { FetchLike } from '../types';
import { buildAuthorization, newNonce, platformSignatureProblem } from './signing';
import { ZWechatError } from './wire';

/** A non-2xx answer from WeChat Pay, with its error code (PARAM_ERROR, ORDER_NOT_EXIST, …). */
export class WechatApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly wechatMessage: string,
  ) {
    super(`WeChat Pay ${status} ${code}: ${wechatMessage}`);
    this.name = 'WechatApiError';
  }
}

export interface WechatClientConfig {
  mchId: string;
  merchantSerialNo: string;
  privateKey: KeyObject;
  platformKeys: ReadonlyMap<string, KeyObject>;
  baseUrl: string;
  fetch: FetchLike;
  now: () => number;
}

export interface WechatClient {
  /** Sends a signed request and returns the parsed JSON of a verified 2xx answer (null when empty). */
  call(method: 'GET' | 'POST', pathWithQuery: string, body?: unknown): Promise<unknown>;
}

/** WeChat answers requests without a User-Agent with an error; name ourselves. */
const USER_AGENT = 'logo-download-area/0.1 (node; WeChatPay APIv3 driver)';

/**
 * The signed HTTP client. Every success answer must carry a valid platform
 * signature: a QR code or H5 link from an unsigned answer could send the
 * customer's money elsewhere. Error answers are surfaced without that check,
 * since all they can do is make the call fail.
 */
export function wechatClient(c: WechatClientConfig): WechatClient {
  const base = c.baseUrl.replace(/\/+$/, '');
  return {
    async call(method, pathWithQuery, body) {
      const bodyText = body === undefined ? '' : JSON.stringify(body);
      const authorization = buildAuthorization({
        mchId: c.mchId,
        serialNo: c.merchantSerialNo,
        privateKey: c.privateKey,
        method,
        pathWithQuery,
        body: bodyText,
        timestamp: Math.floor(c.now() / 1000),
        nonce: newNonce(),
      });
      const headers: Record<string, string> = {
        Authorization: authorization,
        Accept: 'application/json',
        'User-Agent': USER_AGENT,
      };
      if (bodyText) headers['Content-Type'] = 'application/json';
      const res = await c.fetch(base + pathWithQuery, { method, headers, ...(bodyText ? { body: bodyText } : {}) });
      const text = await res.text();
      if (res.status < 200 || res.status > 299) throw apiError(res.status, text);
      const problem = platformSignatureProblem(c.platformKeys, {
        serial: res.headers.get('Wechatpay-Serial'),
        signature: res.headers.get('Wechatpay-Signature'),
        timestamp: res.headers.get('Wechatpay-Timestamp'),
        nonce: res.headers.get('Wechatpay-Nonce'),
        body: text,
      });
      if (problem) throw new Error(`WeChat Pay answer to ${method} ${pathWithQuery} refused: ${problem}`);
      if (text === '') return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new Error(`WeChat Pay answer to ${method} ${pathWithQuery} is not JSON`);
      }
    },
  };
}

function apiError(status: number, text: string): WechatApiError {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (a gateway page): keep the start of the text as the message
  }
  const err = ZWechatError.safeParse(parsed);
  return err.success
    ? new WechatApiError(status, err.data.code, err.data.message ?? '')
    : new WechatApiError(status, `HTTP_${status}`, text.slice(0, 200));
}
