import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationRejected } from '../types';

/**
 * Stripe webhook signatures: `Stripe-Signature: t=<unix>,v1=<hex>[,v1=…][,v0=…]`,
 * v1 being HMAC-SHA256 of "<t>.<raw body>" keyed with the whole whsec_ secret.
 * Several v1 appear while a secret is being rolled; any one may match.
 */

function hmacHex(secret: string, timestamp: number | string, payload: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(payload).digest('hex');
}

/**
 * Builds a header the way stripe-node's `webhooks.generateTestHeaderString`
 * does (scheme v1, timestamp floored to whole seconds), for tests that post
 * webhooks to our routes.
 */
export function stripeTestSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const t = Math.floor(timestamp);
  return `t=${t},v1=${hmacHex(secret, t, payload)}`;
}

/** Throws NotificationRejected unless the header signs rawBody with secret within the tolerance. */
export function verifyStripeSignature(header: string | null, rawBody: Buffer, secret: string, toleranceSec: number, nowSec: number): void {
  if (!header) throw new NotificationRejected('missing Stripe-Signature header');
  let timestamp: string | null = null;
  const v1: string[] = [];
  for (const item of header.split(',')) {
    const eq = item.indexOf('=');
    if (eq < 0) continue;
    const key = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (key === 't' && timestamp === null) timestamp = value;
    if (key === 'v1') v1.push(value);
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || v1.length === 0) {
    throw new NotificationRejected('Stripe-Signature carries no timestamp or no v1 signature');
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'utf8');
  // Constant time per candidate; a candidate of another length cannot match and is skipped.
  const matches = v1.some((s) => {
    const got = Buffer.from(s, 'utf8');
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
  if (!matches) throw new NotificationRejected('no v1 signature matches the payload');
  // Replay defence: a captured webhook stays validly signed forever, so its age is what stops it.
  const ageSec = Math.abs(nowSec - Number(timestamp));
  if (ageSec > toleranceSec) throw new NotificationRejected(`stale webhook: timestamp ${timestamp} is ${Math.round(ageSec)} s away`);
}
