import { createCipheriv, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import type { FetchLike } from '../types';
import type { WechatDriverOptions } from './options';

/**
 * Test kit: plays WeChat Pay's side. Keys are made per run, never checked in;
 * the fake server checks our requests the way WeChat does and signs its
 * answers and notifications the way WeChat does. Used by the *.test.ts here.
 */

export const NOW_MS = 1_700_000_000_000;
export const NOW_SEC = NOW_MS / 1000;
export const MCH_ID = '1230000109';
export const APP_ID = 'wxd678efh567hg6787';
export const MERCHANT_SERIAL = '444F4864EA9B34415CC1C3A5D1D30DA8EFA95BF3';
export const PLATFORM_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
export const API_V3_KEY = 'a7cde1ZJB1kG2e7VfTs3jQzoWPAJuyxV';

function rsaPair(): { publicKey: KeyObject; privateKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}
export const merchant = rsaPair();
export const platform = rsaPair();
/** A key WeChat never had: signatures made with it are forgeries. */
export const stranger = rsaPair();

const pem = (k: KeyObject, type: 'pkcs8' | 'spki'): string => k.export({ type, format: 'pem' }).toString();

/** WeChat's signed-message format, written out here rather than imported, so a bug in signing.ts cannot hide. */
function lines(parts: string[]): string {
  return parts.join('\n') + '\n';
}

export function options(overrides: Partial<WechatDriverOptions> = {}): WechatDriverOptions {
  return {
    appId: APP_ID,
    mchId: MCH_ID,
    merchantSerialNo: MERCHANT_SERIAL,
    merchantPrivateKeyPem: pem(merchant.privateKey, 'pkcs8'),
    apiV3Key: API_V3_KEY,
    platformPublicKeys: { [PLATFORM_SERIAL]: pem(platform.publicKey, 'spki') },
    notifyUrl: 'https://zh.example.com/api/payments/wechat/notify',
    now: () => NOW_MS,
    ...overrides,
  };
}

export interface SignOptions {
  key?: KeyObject;
  serial?: string;
  timestamp?: number;
  nonce?: string;
}

/** The Wechatpay-* headers WeChat puts on its answers and notifications. */
export function platformHeaders(body: string, s: SignOptions = {}): Record<string, string> {
  const timestamp = String(s.timestamp ?? NOW_SEC);
  const nonce = s.nonce ?? randomBytes(16).toString('hex');
  const signature = sign('sha256', Buffer.from(lines([timestamp, nonce, body])), s.key ?? platform.privateKey);
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': signature.toString('base64'),
    'Wechatpay-Serial': s.serial ?? PLATFORM_SERIAL,
  };
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The Authorization header's fields, after its signature checked out with the merchant public key. */
  auth: Record<string, string>;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
  /** Sign the answer (default), leave it unsigned, or sign it with a stranger's key. */
  signing?: 'platform' | 'none' | 'forged';
}

/**
 * A fake api.mch.weixin.qq.com. Like WeChat it refuses (with 401 SIGN_ERROR)
 * a request whose Authorization does not verify with the merchant's public key.
 */
export function fakeWechat(answer: (req: SeenRequest) => FakeAnswer): { fetch: FetchLike; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    const u = new URL(url);
    const path = u.pathname + u.search;
    const body = init.body ?? '';
    const auth = parseAuthorization(init.headers.Authorization ?? '');
    const message = lines([init.method, path, auth.timestamp ?? '', auth.nonce_str ?? '', body]);
    const valid =
      auth.mchid === MCH_ID &&
      auth.serial_no === MERCHANT_SERIAL &&
      verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(auth.signature ?? '', 'base64'));
    const req: SeenRequest = { method: init.method, path, headers: init.headers, body, auth };
    seen.push(req);
    const a: FakeAnswer = valid ? answer(req) : { status: 401, body: { code: 'SIGN_ERROR', message: '签名错误' } };
    const text = a.body === null ? '' : typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
    const signing = a.signing ?? 'platform';
    const headers = new Headers({ 'Content-Type': 'application/json', 'Request-ID': '08F78BB5AF0610D302' });
    if (signing !== 'none') {
      for (const [k, v] of Object.entries(platformHeaders(text, signing === 'forged' ? { key: stranger.privateKey } : {}))) headers.set(k, v);
    }
    return { status: a.status, headers, text: async () => text };
  };
  return { fetch: fetchImpl, seen };
}

function parseAuthorization(header: string): Record<string, string> {
  const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header);
  if (!m) return {};
  return Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
}

/** A transaction as WeChat's docs show it (支付成功通知 / 查询订单). */
export function transaction(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    mchid: MCH_ID,
    appid: APP_ID,
    out_trade_no: 'ZH20240501000123',
    transaction_id: '4200002178202405011234567890',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: '2024-05-01T10:34:56+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: 9900, payer_total: 9900, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  };
}

export interface NotificationParts {
  transaction?: Record<string, unknown>;
  eventType?: string;
  id?: string;
  apiV3Key?: string;
  sign?: SignOptions;
  /** Flip a byte of the ciphertext after encryption. */
  tamper?: boolean;
}

/** A notification built as WeChat builds it: resource encrypted with the APIv3 key, then the body signed. */
export function notification(p: NotificationParts = {}): { headers: Record<string, string>; rawBody: Buffer } {
  const nonce = randomBytes(6).toString('hex'); // 12 characters, as WeChat sends
  const associated = 'transaction';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(p.apiV3Key ?? API_V3_KEY), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associated));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(p.transaction ?? transaction()), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  if (p.tamper) sealed[3] ^= 0x01;
  const body = JSON.stringify({
    id: p.id ?? 'EV-2018022511223320873',
    create_time: '2024-05-01T10:34:57+08:00',
    resource_type: 'encrypt-resource',
    event_type: p.eventType ?? 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.toString('base64'),
      associated_data: associated,
      nonce,
    },
  });
  // Node hands handlers lower-case header names.
  const headers = Object.fromEntries(Object.entries(platformHeaders(body, p.sign)).map(([k, v]) => [k.toLowerCase(), v]));
  return { headers, rawBody: Buffer.from(body, 'utf8') };
}
