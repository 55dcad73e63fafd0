import { z } from 'zod';
import { ZProof } from './proof';
import type { Locale } from './constants';
import { ZId } from './ids';
import { isMainlandMobile } from './mobile';
import { isEmailAddress } from './validators';

/**
 * Activation of a logo's brand on the partner brand-management site (spec 02
 * §2 activate modal, §3 partner entities and step flags, §4 steps, §5 rules,
 * §7 the seven /api/crosssite/ubrand/* calls and the partner login link).
 * Shared by the routes and the modal.
 */

/** spec 02 §9: the verification code is 6 digits. */
export const UBRAND_CODE_DIGITS = 6;
export const ZUbrandCode = z.string().regex(/^\d{6}$/);

/** Which field is the account on a site (spec 02 §2): mobile on the Chinese site, e-mail elsewhere. */
export function accountField(site: Locale): 'mobile' | 'email' {
  return site === 'zh' ? 'mobile' : 'email';
}

/** The account as typed: a mainland mobile (zh) or an e-mail address (en); spec 02 §5. */
export function isValidAccount(site: Locale, value: string): boolean {
  return site === 'zh' ? isMainlandMobile(value) : isEmailAddress(value);
}

/** An e-mail compared as the partner keys it: trimmed, lower case. */
export function normaliseAccount(site: Locale, value: string): string {
  return site === 'zh' ? value.trim() : value.trim().toLowerCase();
}

/** The signed-in user's contact that makes the code unnecessary (spec 02 §4). */
export interface VerifiedContact {
  mobile: string | null;
  email: string | null;
  email_validated: boolean;
}

/**
 * spec 02 §4/§5: verification is needed unless the signed-in user's mobile
 * (Chinese site) or validated e-mail equals the account. The route decides
 * with this too: a request without a code passes only when it holds.
 */
export function needsVerification(site: Locale, account: string, user: VerifiedContact | null): boolean {
  if (!user) return true;
  const typed = normaliseAccount(site, account);
  if (site === 'zh') return !(user.mobile !== null && user.mobile === typed);
  return !(user.email_validated && user.email !== null && user.email.toLowerCase() === typed);
}

const ZAccountText = z.string().trim().max(254).optional().default('');

/**
 * POST /api/crosssite/ubrand/create/account: sends the verification code.
 * `logo_id` names the logo being activated: only its owner may have a code
 * sent (spec 02 §5/§6), so the route is no way to mail or text strangers.
 */
export const ZUbrandSendCode = z.object({ email: ZAccountText, mobile: ZAccountText, logo_id: ZId, proof: ZProof.optional() });
/** POST /api/crosssite/ubrand/create/account/validate. */
export const ZUbrandValidate = z.object({
  code: z.string().trim().max(12).optional().default(''),
  email: ZAccountText,
  mobile: ZAccountText,
  logo_id: ZId,
});
/** POST /api/crosssite/ubrand/create/brand. */
export const ZUbrandCreateBrand = z.object({
  logo_id: ZId,
  logo_name: z.string().trim().max(200).optional(),
  ubrand_user_id: ZId,
});
/** POST /api/crosssite/ubrand/sync/logo. */
export const ZUbrandSyncLogo = z.object({ brand_id: ZId, logo_id: ZId, ubrand_user_id: ZId });
export const ZUbrandBrandInfoQuery = z.object({ logo_id: z.coerce.number().pipe(ZId) });
export const ZUbrandAssetInfoQuery = z.object({
  brand_id: z.coerce.number().pipe(ZId),
  logo_id: z.coerce.number().pipe(ZId),
});
export const ZUbrandAccountInfoQuery = z.object({
  email: ZAccountText,
  mobile: ZAccountText,
  logo_id: z.coerce.number().pipe(ZId),
});

/** spec 02 §3: partner account (id, logo_user_secret.secret). */
export const ZUbrandAccount = z.object({
  id: ZId,
  logo_user_secret: z.object({ secret: z.string().min(1) }),
});
export type TUbrandAccount = z.infer<typeof ZUbrandAccount>;
/** spec 02 §3: brand (id, short_link). */
export const ZUbrandBrand = z.object({ id: ZId, short_link: z.string().min(1) });
export type TUbrandBrand = z.infer<typeof ZUbrandBrand>;
/** spec 02 §3: logo asset (id, creator e-mail or mobile). */
export const ZUbrandAsset = z.object({
  id: ZId,
  brand_id: ZId,
  creator: z.object({ email: z.string().nullable(), mobile: z.string().nullable() }),
  synced_at: z.string(),
});
export type TUbrandAsset = z.infer<typeof ZUbrandAsset>;

/** The answers of spec 02 §7: `{code, data, msg}`; `data` null when nothing is there yet. */
function answer<T extends z.ZodTypeAny>(data: T) {
  return z.object({ code: z.literal(200), data, msg: z.string() });
}
export const ZUbrandSendCodeResponse = answer(z.object({ sent: z.literal(true), resend_after: z.number().int() }));
export const ZUbrandAccountResponse = answer(ZUbrandAccount);
export const ZUbrandBrandResponse = answer(ZUbrandBrand);
export const ZUbrandAssetResponse = answer(ZUbrandAsset);
export const ZUbrandBrandInfoResponse = answer(ZUbrandBrand.nullable());
export const ZUbrandAssetInfoResponse = answer(ZUbrandAsset.nullable());
export const ZUbrandAccountInfoResponse = answer(ZUbrandAccount.nullable());

/** spec 02 §3 step flags. */
export const UBRAND_STEPS = ['createUser', 'createBrand', 'syncLogo'] as const;
export type UbrandStep = (typeof UBRAND_STEPS)[number];
export type StepStatus = 'idle' | 'loading' | 'success' | 'error';

/** What the partner login link is built from (spec 02 §7). */
export interface LoginParams {
  short_link: string;
  logo_id: number;
  secret: string;
  user_id: number;
}

/**
 * spec 02 §4: all done only when the three steps succeeded and the login
 * parameters (brand short link, logo id, secret, user id) are all present.
 */
export function activationDone(steps: Record<UbrandStep, StepStatus>, params: Partial<LoginParams>): params is LoginParams {
  return (
    UBRAND_STEPS.every((s) => steps[s] === 'success') &&
    Boolean(params.short_link) &&
    Boolean(params.logo_id) &&
    Boolean(params.secret) &&
    Boolean(params.user_id)
  );
}

/** The partner login link: the partner's /api/login/sso with the four parameters (spec 02 §7). */
export function partnerLoginLink(partnerUrl: string, p: LoginParams): string {
  const q = new URLSearchParams({
    short_link: p.short_link,
    logo_id: String(p.logo_id),
    secret: p.secret,
    user_id: String(p.user_id),
  });
  return `${partnerUrl.replace(/\/$/, '')}/api/login/sso?${q}`;
}
