import { createHash, createHmac, randomBytes } from 'node:crypto';
import { callOnce, SmsError, type SmsFailure } from './errors';
import type { SmsDriver } from './types';

/**
 * Alibaba Cloud SMS (dysmsapi, API version 2017-05-25), `SendSms` with the V3
 * request signature ACS3-HMAC-SHA256, which the provider's current SDKs use
 * (the older HMAC-SHA1 "RPC" signature is documented as discontinued):
 * https://help.aliyun.com/document_detail/2593177.html and
 * https://help.aliyun.com/document_detail/55284.html (SendSms).
 */

export const ALIYUN_ACTION = 'SendSms';
export const ALIYUN_VERSION = '2017-05-25';
export const ALIYUN_ALGORITHM = 'ACS3-HMAC-SHA256';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved sign name (签名), e.g. "标志工坊". */
  signName: string;
  /** The approved template (SMS_…) whose text has a `${code}` parameter. */
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com, or a local fake's address. */
  endpoint: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** For tests: the request's time and nonce. */
  now?: () => Date;
  nonce?: () => string;
}

/** RFC 3986 percent-encoding as the signature wants it: unreserved characters kept, space %20, `*` %2A. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** `yyyy-MM-ddTHH:mm:ssZ` (UTC, no milliseconds). */
export function acsDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export interface AcsRequest {
  method: string;
  /** The canonical URI: `/` for dysmsapi. */
  path: string;
  query: Record<string, string>;
  /** Every header sent, any case; those signed are host, content-type and every x-acs-*. */
  headers: Record<string, string>;
  body: string;
}

/** The canonical query string: keys sorted, each key and value percent-encoded. */
export function canonicalQuery(query: Record<string, string>): string {
  return Object.keys(query)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(query[k] ?? '')}`)
    .join('&');
}

/** The signed headers' names (lower case, sorted) of a request: host, content-type and every x-acs-* present. */
export function acsSignedHeaders(headers: Record<string, string>): string[] {
  return Object.keys(headers)
    .map((h) => h.toLowerCase())
    .filter((h) => h === 'host' || h === 'content-type' || h.startsWith('x-acs-'))
    .sort();
}

/** The hex signature of a request over the headers named (V3: the raw secret is the key, no "&"). */
export function acsSignature(req: AcsRequest, signedHeaders: readonly string[], secret: string): string {
  const lower = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  const canonicalHeaders = signedHeaders.map((h) => `${h}:${lower[h] ?? ''}\n`).join('');
  const canonicalRequest = [req.method, req.path, canonicalQuery(req.query), canonicalHeaders, signedHeaders.join(';'), sha256Hex(req.body)].join('\n');
  const stringToSign = `${ALIYUN_ALGORITHM}\n${sha256Hex(canonicalRequest)}`;
  return createHmac('sha256', secret).update(stringToSign).digest('hex');
}

/** The Authorization header of a request (commas without spaces, as the provider writes it). */
export function acsAuthorization(req: AcsRequest, accessKeyId: string, secret: string): string {
  const signed = acsSignedHeaders(req.headers);
  return `${ALIYUN_ALGORITHM} Credential=${accessKeyId},SignedHeaders=${signed.join(';')},Signature=${acsSignature(req, signed, secret)}`;
}

/**
 * Business codes (HTTP 200, `Code` other than "OK") and gateway codes (4xx)
 * in our words: https://help.aliyun.com/zh/sms/developer-reference/api-error-codes.
 */
export function aliyunFailure(code: string): SmsFailure {
  if (code === 'isv.BUSINESS_LIMIT_CONTROL' || code === 'isv.DAY_LIMIT_CONTROL') return 'number-limit';
  if (code === 'isv.MOBILE_NUMBER_ILLEGAL' || code === 'isv.MOBILE_COUNT_OVER_LIMIT' || code === 'isv.BLACK_KEY_CONTROL_LIMIT') return 'invalid-number';
  if (code === 'isv.AMOUNT_NOT_ENOUGH' || code === 'isv.OUT_OF_SERVICE') return 'no-balance';
  if (
    code.startsWith('isv.SMS_SIGNATURE') ||
    code.startsWith('isv.SMS_TEMPLATE') ||
    code === 'isv.TEMPLATE_MISSING_PARAMETERS' ||
    code === 'isv.ACCOUNT_NOT_EXISTS' ||
    code === 'isv.ACCOUNT_ABNORMAL' ||
    code.startsWith('InvalidAccessKeyId') ||
    code === 'SignatureDoesNotMatch' ||
    code === 'Forbidden.RAM' ||
    code === 'InvalidTimeStamp.Expired'
  ) {
    return 'misconfigured';
  }
  return 'unavailable';
}

/** A driver that sends sign-in codes through Alibaba Cloud SMS. */
export function aliyunSms(opts: AliyunSmsOptions): SmsDriver {
  const doFetch = opts.fetch ?? fetch;
  const url = new URL(opts.endpoint);
  return {
    name: 'aliyun',
    async sendCode(mobile, code) {
      // The business parameters go in the query, the body stays empty (as the provider's SDK sends SendSms).
      const query = {
        PhoneNumbers: mobile,
        SignName: opts.signName,
        TemplateCode: opts.templateCode,
        TemplateParam: JSON.stringify({ code }),
      };
      const headers: Record<string, string> = {
        host: url.host,
        'x-acs-action': ALIYUN_ACTION,
        'x-acs-version': ALIYUN_VERSION,
        'x-acs-date': acsDate(opts.now?.() ?? new Date()),
        'x-acs-signature-nonce': opts.nonce?.() ?? randomBytes(16).toString('hex'),
        'x-acs-content-sha256': sha256Hex(''),
      };
      const request: AcsRequest = { method: 'POST', path: '/', query, headers, body: '' };
      const authorization = acsAuthorization(request, opts.accessKeyId, opts.accessKeySecret);
      const target = new URL('/', url);
      target.search = canonicalQuery(query);
      const { host: _host, ...sent } = headers;
      const res = await callOnce(
        doFetch,
        target.toString(),
        () => ({ method: 'POST', headers: { ...sent, authorization, accept: 'application/json' } }),
        opts.timeoutMs,
      );
      let answer: { Code?: unknown; Message?: unknown; BizId?: unknown };
      try {
        answer = (await res.json()) as typeof answer;
      } catch {
        throw new SmsError('unavailable', `unreadable answer (HTTP ${res.status})`);
      }
      const providerCode = typeof answer?.Code === 'string' ? answer.Code : '';
      if (res.ok && providerCode === 'OK') return { id: typeof answer.BizId === 'string' ? answer.BizId : '' };
      if (!providerCode) throw new SmsError('unavailable', `unexpected answer (HTTP ${res.status})`);
      throw new SmsError(aliyunFailure(providerCode), `${providerCode}: ${String(answer.Message ?? '')}`, providerCode);
    },
  };
}
