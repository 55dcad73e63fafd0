import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { isEmailAddress } from '../../../core/validators';

/**
 * The partner brand site's open API, as our client speaks it and the
 * simulator answers it (docs/PARTNER.md). JSON over HTTPS; every request is
 * signed with the application's key and secret:
 *
 *   X-Ubrand-Key:        the application key
 *   X-Ubrand-Timestamp:  seconds since the epoch (the partner refuses ±300 s)
 *   X-Ubrand-Signature:  hex HMAC-SHA256(secret, `${timestamp}\n${METHOD}\n${path with query}\n${sha256 hex of the body}`)
 *
 * Errors are `{error, message}` with a 4xx/5xx status.
 */

export const UBRAND_PATHS = {
  /** POST: sends a verification code to the e-mail or mobile. */
  codes: '/open/v1/verification-codes',
  /** POST: creates the account (or returns the existing one) once the code (or our verification) is accepted. GET ?email|mobile: finds it. */
  accounts: '/open/v1/accounts',
  /** POST: creates the brand of one of our logos (idempotent on external_id). GET ?external_id: finds it. */
  brands: '/open/v1/brands',
  /** PUT /open/v1/brands/{id}/assets: puts the logo into the brand (idempotent on external_id). GET ?external_id: reads it. */
  assets: (brandId: number) => `/open/v1/brands/${brandId}/assets`,
  /** GET (browser): signs the user in and opens the brand. */
  sso: '/api/login/sso',
} as const;

export const SIGNATURE_WINDOW_SECONDS = 300;

/** The partner takes the e-mails our form takes (one rule: core/validators). */
const ZPartnerEmail = z.string().refine(isEmailAddress, 'not an e-mail address');

export const ZPartnerSendCode = z
  .object({ email: ZPartnerEmail.optional(), mobile: z.string().regex(/^1\d{10}$/).optional() })
  .refine((b) => Boolean(b.email) !== Boolean(b.mobile), 'exactly one of email and mobile');
export const ZPartnerSendCodeAnswer = z.object({ sent: z.literal(true), expires_in: z.number().int() });

export const ZPartnerCreateAccount = z
  .object({
    email: ZPartnerEmail.optional(),
    mobile: z.string().regex(/^1\d{10}$/).optional(),
    /** The code the partner sent; absent when `verified_by` vouches for the contact. */
    code: z.string().regex(/^\d{6}$/).optional(),
    /** Set when our site verified the contact itself (its signed-in user's mobile or validated e-mail). */
    verified_by: z.literal('logo-site').optional(),
  })
  .refine((b) => Boolean(b.email) !== Boolean(b.mobile), 'exactly one of email and mobile')
  .refine((b) => Boolean(b.code) !== Boolean(b.verified_by), 'a code or verified_by');
export const ZPartnerAccount = z.object({
  id: z.number().int().positive(),
  secret: z.string().min(16),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type TPartnerAccount = z.infer<typeof ZPartnerAccount>;

export const ZPartnerCreateBrand = z.object({
  owner_id: z.number().int().positive(),
  name: z.string().min(1).max(200),
  /** Our logo id: the same logo never makes two brands. */
  external_id: z.string().min(1).max(64),
});
export const ZPartnerBrand = z.object({
  id: z.number().int().positive(),
  short_link: z.string().regex(/^[A-Za-z0-9_-]{4,32}$/),
  owner_id: z.number().int().positive(),
  name: z.string(),
});
export type TPartnerBrand = z.infer<typeof ZPartnerBrand>;

export const ZPartnerPutAsset = z.object({
  owner_id: z.number().int().positive(),
  external_id: z.string().min(1).max(64),
  kind: z.literal('logo'),
  name: z.string().min(1).max(200),
  /** The logo as SVG (vector master) and as a 2400×1800 PNG, base64. */
  svg: z.string().min(1).max(4_000_000),
  png_base64: z
    .string()
    .min(1)
    .max(16_000_000)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64'),
  colors: z.array(z.string().regex(/^#[0-9a-fA-F]{6}$/)).max(8),
});
export const ZPartnerAsset = z.object({
  id: z.number().int().positive(),
  brand_id: z.number().int().positive(),
  external_id: z.string(),
  creator: z.object({ email: z.string().nullable(), mobile: z.string().nullable() }),
  updated_at: z.string(),
});
export type TPartnerAsset = z.infer<typeof ZPartnerAsset>;

export const ZPartnerError = z.object({ error: z.string(), message: z.string() });

function bodyHash(body: string): string {
  return createHash('sha256').update(body).digest('hex');
}

/** The signature of one request (both ends compute it the same way). */
export function signRequest(secret: string, timestamp: number, method: string, pathWithQuery: string, body: string): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}\n${method.toUpperCase()}\n${pathWithQuery}\n${bodyHash(body)}`)
    .digest('hex');
}

/** Checks a request's signature and its age (the simulator's check, as the partner's). */
export function verifySignature(
  secret: string,
  headers: { timestamp?: string; signature?: string },
  method: string,
  pathWithQuery: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const ts = Number(headers.timestamp);
  if (!Number.isInteger(ts) || Math.abs(nowSeconds - ts) > SIGNATURE_WINDOW_SECONDS) return false;
  const expected = Buffer.from(signRequest(secret, ts, method, pathWithQuery, body), 'hex');
  const given = Buffer.from(headers.signature ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
