import type { KeyObject } from 'node:crypto';
import { NotificationRejected, type VerifiedNotification } from '../types';
import { decryptResource, platformSignatureProblem } from './signing';
import { ZTransaction, ZWechatNotification } from './wire';

export interface WechatNotificationContext {
  mchId: string;
  apiV3Key: string;
  platformKeys: ReadonlyMap<string, KeyObject>;
  toleranceSec: number;
  /** Milliseconds since the epoch. */
  now: () => number;
}

type Headers = Readonly<Record<string, string | undefined>>;

/** Header lookup that ignores case: Node lower-cases names, tests and proxies may not. */
export function headerValue(headers: Headers, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() === wanted && v !== undefined) return v;
  }
  return null;
}

/**
 * Checks and opens a payment notification (支付成功通知). The order matters:
 * the timestamp and signature are checked on the raw bytes before anything in
 * the body is believed, then the resource is decrypted with the APIv3 key,
 * whose GCM tag also proves WeChat (who knows the key) wrote it.
 */
export function verifyWechatNotification(ctx: WechatNotificationContext, headers: Headers, rawBody: Buffer): VerifiedNotification {
  const timestamp = headerValue(headers, 'Wechatpay-Timestamp');
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) throw new NotificationRejected('missing or malformed Wechatpay-Timestamp');
  const ageSec = Math.abs(ctx.now() / 1000 - Number(timestamp));
  // Replay defence: a captured notification stays validly signed forever, so its age is what stops it.
  if (ageSec > ctx.toleranceSec) throw new NotificationRejected(`stale notification: timestamp ${timestamp} is ${Math.round(ageSec)} s away`);

  const body = rawBody.toString('utf8');
  const problem = platformSignatureProblem(ctx.platformKeys, {
    serial: headerValue(headers, 'Wechatpay-Serial'),
    signature: headerValue(headers, 'Wechatpay-Signature'),
    timestamp,
    nonce: headerValue(headers, 'Wechatpay-Nonce'),
    body,
  });
  if (problem) throw new NotificationRejected(problem);

  const envelope = ZWechatNotification.safeParse(parseJson(body, 'notification body'));
  if (!envelope.success) throw new NotificationRejected('notification body is not a WeChat Pay notification');
  const { id, event_type, resource } = envelope.data;
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new NotificationRejected(`unsupported resource algorithm ${resource.algorithm}`);

  let plaintext: string;
  try {
    plaintext = decryptResource(ctx.apiV3Key, resource);
  } catch {
    throw new NotificationRejected('resource does not decrypt (AES-256-GCM authentication failed)');
  }
  const parsed = ZTransaction.safeParse(parseJson(plaintext, 'decrypted resource'));
  if (!parsed.success) throw new NotificationRejected('decrypted resource is not a transaction');
  const t = parsed.data;
  if (t.mchid !== undefined && t.mchid !== ctx.mchId) throw new NotificationRejected(`transaction belongs to merchant ${t.mchid}`);

  const paid = t.trade_state === 'SUCCESS' && event_type === 'TRANSACTION.SUCCESS';
  if (paid && (!t.transaction_id || t.amount?.total === undefined)) {
    throw new NotificationRejected('successful transaction without transaction_id or amount');
  }
  return {
    eventId: id,
    orderNo: t.out_trade_no,
    providerTxnId: t.transaction_id ?? '',
    paid,
    amountMinor: t.amount?.total ?? 0,
    currency: t.amount?.currency ?? 'CNY',
  };
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new NotificationRejected(`${what} is not JSON`);
  }
}
