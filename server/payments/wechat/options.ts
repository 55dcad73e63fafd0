import { z } from 'zod';
import type { FetchLike } from '../types';

export const WECHAT_BASE_URL = 'https://api.mch.weixin.qq.com';

/**
 * What the config loader must supply to talk to WeChat Pay API v3 as a
 * directly connected merchant (普通商户). Secrets are PEM text, not file paths,
 * so the loader decides where they live.
 */
export const ZWechatOptions = z.object({
  /** The AppID bound to the merchant (公众号/网站应用 appid). */
  appId: z.string().min(1),
  /** Merchant number (商户号). */
  mchId: z.string().min(1),
  /** Serial number of the merchant API certificate: sent in every Authorization header. */
  merchantSerialNo: z.string().min(1),
  /** The merchant API private key (apiclient_key.pem, PKCS#8). */
  merchantPrivateKeyPem: z.string().includes('PRIVATE KEY'),
  /** APIv3 key: the AES-256-GCM key of notifications, so exactly 32 bytes. */
  apiV3Key: z.string().refine((k) => Buffer.byteLength(k, 'utf8') === 32, 'the APIv3 key must be 32 bytes'),
  /**
   * WeChat's keys by serial: platform certificates (serial in hex) and/or the
   * newer "WeChat Pay public key" (serial `PUB_KEY_ID_…`). PEM of a public key
   * or of a certificate. Several may be listed while WeChat rotates them.
   */
  platformPublicKeys: z
    .record(z.string().min(1), z.string().includes('-----BEGIN'))
    .refine((keys) => Object.keys(keys).length > 0, 'at least one WeChat platform key is needed'),
  /** WeChat only calls HTTPS URLs without a query string. */
  notifyUrl: z
    .url({ protocol: /^https$/ })
    .refine((u) => !u.includes('?'), 'notify_url may not carry query parameters'),
  /** api.mch.weixin.qq.com, or the backup api2.mch.weixin.qq.com. */
  baseUrl: z.url().default(WECHAT_BASE_URL),
  /** Notifications older (or newer) than this are refused as replays. */
  timestampToleranceSec: z.number().int().positive().default(300),
});

export type TWechatOptions = z.infer<typeof ZWechatOptions>;

/** The factory's argument: the validated config plus the test seams. */
export type WechatDriverOptions = z.input<typeof ZWechatOptions> & {
  fetch?: FetchLike;
  /** Milliseconds since the epoch, as Date.now. */
  now?: () => number;
};
