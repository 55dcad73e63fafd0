import { createHash, createHmac } from 'node:crypto';
import { callOnce, SmsError, type SmsFailure } from './errors';
import type { SmsDriver } from './types';

/**
 * Tencent Cloud SMS, `SendSms` of API version 2021-01-11, signed with
 * TC3-HMAC-SHA256: https://cloud.tencent.com/document/api/382/55981 (SendSms)
 * and https://cloud.tencent.com/document/api/382/52072 (signature v3).
 */

export const TENCENT_ACTION = 'SendSms';
export const TENCENT_VERSION = '2021-01-11';
export const TENCENT_ALGORITHM = 'TC3-HMAC-SHA256';
const CONTENT_TYPE = 'application/json; charset=utf-8';

export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  /** The SMS application's SdkAppId, e.g. "1400006666". */
  sdkAppId: string;
  /** The approved signature's text (签名内容). */
  signName: string;
  /** The approved template's id; its first parameter is the code. */
  templateId: string;
  /** e.g. ap-guangzhou. */
  region: string;
  /** https://sms.tencentcloudapi.com, or a local fake's address. */
  endpoint: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** For tests: the request's time. */
  now?: () => Date;
}

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export interface Tc3Request {
  method: string;
  /** Canonical query string (empty for POST). */
  query: string;
  /** Every header sent, any case. */
  headers: Record<string, string>;
  body: string;
}

/** The request's date as the credential scope wants it: the UTC day of its timestamp. */
export function tc3Date(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

/**
 * The hex signature of a request over the headers named (lower-cased names
 * and values, as the provider canonicalises them).
 */
export function tc3Signature(req: Tc3Request, signedHeaders: readonly string[], service: string, timestamp: number, secretKey: string): string {
  const lower = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v.trim().toLowerCase()]));
  const canonicalHeaders = signedHeaders.map((h) => `${h}:${lower[h] ?? ''}\n`).join('');
  const canonicalRequest = [req.method, '/', req.query, canonicalHeaders, signedHeaders.join(';'), sha256Hex(req.body)].join('\n');
  const date = tc3Date(timestamp);
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = `${TENCENT_ALGORITHM}\n${timestamp}\n${scope}\n${sha256Hex(canonicalRequest)}`;
  const signing = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  return createHmac('sha256', signing).update(stringToSign).digest('hex');
}

/** The Authorization header (", " between its parts, as the provider writes it). */
export function tc3Authorization(req: Tc3Request, signedHeaders: readonly string[], service: string, timestamp: number, secretId: string, secretKey: string): string {
  const scope = `${tc3Date(timestamp)}/${service}/tc3_request`;
  const signature = tc3Signature(req, signedHeaders, service, timestamp, secretKey);
  return `${TENCENT_ALGORITHM} Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders.join(';')}, Signature=${signature}`;
}

/**
 * The provider's codes, whole-call or per number, in our words:
 * https://cloud.tencent.com/document/api/382/59177 (send error codes).
 */
export function tencentFailure(code: string): SmsFailure {
  if (code.startsWith('LimitExceeded.PhoneNumber')) return 'number-limit';
  if (code === 'InvalidParameterValue.IncorrectPhoneNumber' || code === 'FailedOperation.PhoneNumberInBlacklist' || code === 'FailedOperation.PhoneNumberParseFail') {
    return 'invalid-number';
  }
  if (code === 'FailedOperation.InsufficientBalanceInSmsPackage') return 'no-balance';
  if (
    code.startsWith('AuthFailure') ||
    code === 'FailedOperation.SignatureIncorrectOrUnapproved' ||
    code === 'FailedOperation.TemplateIncorrectOrUnapproved' ||
    code === 'FailedOperation.TemplateParamSetNotMatchApprovedTemplate' ||
    code.startsWith('UnauthorizedOperation')
  ) {
    return 'misconfigured';
  }
  return 'unavailable';
}

interface SendStatus {
  Code?: unknown;
  Message?: unknown;
  SerialNo?: unknown;
  PhoneNumber?: unknown;
}

/** A driver that sends sign-in codes through Tencent Cloud SMS (mainland numbers, +86). */
export function tencentSms(opts: TencentSmsOptions): SmsDriver {
  const doFetch = opts.fetch ?? fetch;
  const url = new URL(opts.endpoint);
  // The service is the host's first label (sms.tencentcloudapi.com); a local fake's address says nothing, so it is fixed.
  const service = 'sms';
  return {
    name: 'tencent',
    async sendCode(mobile, code) {
      const body = JSON.stringify({
        PhoneNumberSet: [`+86${mobile}`],
        SmsSdkAppId: opts.sdkAppId,
        SignName: opts.signName,
        TemplateId: opts.templateId,
        TemplateParamSet: [code],
      });
      const timestamp = Math.floor((opts.now?.() ?? new Date()).getTime() / 1000);
      const headers: Record<string, string> = {
        'content-type': CONTENT_TYPE,
        host: url.host,
        'x-tc-action': TENCENT_ACTION,
      };
      const signed = ['content-type', 'host', 'x-tc-action'];
      const authorization = tc3Authorization({ method: 'POST', query: '', headers, body }, signed, service, timestamp, opts.secretId, opts.secretKey);
      const { host: _host, ...sent } = headers;
      const res = await callOnce(
        doFetch,
        new URL('/', url).toString(),
        () => ({
          method: 'POST',
          headers: {
            ...sent,
            authorization,
            'x-tc-action': TENCENT_ACTION,
            'x-tc-version': TENCENT_VERSION,
            'x-tc-timestamp': String(timestamp),
            'x-tc-region': opts.region,
          },
          body,
        }),
        opts.timeoutMs,
      );
      let answer: { Response?: { Error?: { Code?: unknown; Message?: unknown }; SendStatusSet?: SendStatus[] } };
      try {
        answer = (await res.json()) as typeof answer;
      } catch {
        throw new SmsError('unavailable', `unreadable answer (HTTP ${res.status})`);
      }
      const response = answer?.Response;
      if (!res.ok || !response) throw new SmsError('unavailable', `unexpected answer (HTTP ${res.status})`);
      // A refused call answers HTTP 200 with Response.Error.
      if (response.Error) {
        const providerCode = String(response.Error.Code ?? '');
        throw new SmsError(tencentFailure(providerCode), `${providerCode}: ${String(response.Error.Message ?? '')}`, providerCode);
      }
      // A call that went through says for each number whether it was sent ("Ok") or why not.
      const status = response.SendStatusSet?.[0];
      if (!status || typeof status.Code !== 'string') throw new SmsError('unavailable', 'no send status in the answer');
      if (status.Code === 'Ok') return { id: typeof status.SerialNo === 'string' ? status.SerialNo : '' };
      throw new SmsError(tencentFailure(status.Code), `${status.Code}: ${String(status.Message ?? '')}`, status.Code);
    },
  };
}
