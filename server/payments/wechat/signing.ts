import { createDecipheriv, createPrivateKey, createPublicKey, randomBytes, sign, verify, X509Certificate, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3 cryptography: the merchant's request signature, the
 * platform's response/notification signature, and the AES-256-GCM envelope of
 * notification resources. No I/O here, so each rule is tested on its own.
 */

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** Every v3 signature covers its parts one per line, each followed by "\n" (the last one too). */
export function signatureMessage(parts: readonly string[]): string {
  return parts.map((p) => `${p}\n`).join('');
}

/** 32 upper-case hex characters: WeChat accepts up to 32 of [0-9A-Za-z]. */
export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function loadPrivateKey(pem: string): KeyObject {
  return createPrivateKey(pem);
}

/** Accepts a public key PEM or a platform certificate PEM (what the certificate download returns). */
export function loadPublicKey(pem: string): KeyObject {
  return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

export interface AuthorizationInput {
  mchId: string;
  serialNo: string;
  privateKey: KeyObject;
  method: string;
  /** Path and query exactly as sent, e.g. "/v3/pay/transactions/out-trade-no/X?mchid=1". */
  pathWithQuery: string;
  /** The JSON body exactly as sent; "" for GET. */
  body: string;
  timestamp: number;
  nonce: string;
}

/** The `Authorization` header value: SHA256withRSA over method, URL, timestamp, nonce and body. */
export function buildAuthorization(a: AuthorizationInput): string {
  const message = signatureMessage([a.method.toUpperCase(), a.pathWithQuery, String(a.timestamp), a.nonce, a.body]);
  const signature = sign('sha256', Buffer.from(message, 'utf8'), a.privateKey).toString('base64');
  return (
    `${AUTH_SCHEMA} mchid="${a.mchId}",nonce_str="${a.nonce}",` +
    `signature="${signature}",timestamp="${a.timestamp}",serial_no="${a.serialNo}"`
  );
}

export interface WechatSignedMessage {
  serial: string | null;
  signature: string | null;
  timestamp: string | null;
  nonce: string | null;
  body: string;
}

/**
 * Checks a platform signature (responses and notifications). Returns the
 * reason it fails, or null when it holds. A `WECHATPAY/SIGNTEST/` probe, which
 * WeChat sends to see whether merchants verify, fails here like any forgery.
 */
export function platformSignatureProblem(keys: ReadonlyMap<string, KeyObject>, m: WechatSignedMessage): string | null {
  if (!m.serial || !m.signature || !m.timestamp || !m.nonce) return 'missing Wechatpay-* signature headers';
  const key = keys.get(m.serial);
  if (!key) return `unknown platform key serial ${m.serial}`;
  const message = signatureMessage([m.timestamp, m.nonce, m.body]);
  const ok = verify('sha256', Buffer.from(message, 'utf8'), key, Buffer.from(m.signature, 'base64'));
  return ok ? null : 'platform signature does not verify';
}

export interface EncryptedResource {
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/**
 * Opens an AEAD_AES_256_GCM resource: the key is the APIv3 key's bytes, the
 * base64 ciphertext ends with the 16-byte tag. Throws when the tag fails.
 */
export function decryptResource(apiV3Key: string, r: EncryptedResource): string {
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}
