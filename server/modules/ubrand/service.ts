import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SMS_RESEND_SECONDS } from '../../../core/constants';
import type { TDesign } from '../../../core/design';
import { can, RULES } from '../../../core/permissions';
import {
  accountField,
  isValidAccount,
  needsVerification,
  normaliseAccount,
  ZUbrandCode,
  type TUbrandAccount,
  type TUbrandAsset,
  type TUbrandBrand,
} from '../../../core/ubrand';
import type { TProof } from '../../../core/proof';
import { brandColours } from '../../../core/vi/colours';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { clientAddress } from '../../lib/request';
import { UbrandError, type UbrandClient } from '../../partners/ubrand';
import type { TPartnerAsset } from '../../partners/ubrand/contract';
import { renderLogoFile } from '../../render/logo-files';
import { logoRoles } from '../logo/access';
import { findLogo, type LogoWithClient } from '../logo/repo';
import { admitCodeSend, type CodeSendDeps } from '../auth/code-sends';
import { ubrandActivations } from './schema';

/**
 * Activation of a logo's brand on the partner site (spec 02 §4/§7). Each
 * step's result is written as soon as the partner confirms it; the partner
 * keys brands and assets on our logo id, so repeating a step that timed out
 * after the partner acted finds what it made instead of making another.
 */

type Activation = typeof ubrandActivations.$inferSelect;

function partner(ctx: AppContext): UbrandClient {
  if (!ctx.ubrand) throw new AppError('UBRAND_UNAVAILABLE', 'partner activation is not configured');
  return ctx.ubrand.client;
}

/** A partner failure as the caller's error: what happened, and that a retry is possible. */
function mapped(err: unknown): never {
  if (!(err instanceof UbrandError)) throw err;
  if (err.failure === 'timeout') throw new AppError('UBRAND_TIMEOUT', err.message);
  if (err.failure !== 'rejected') throw new AppError('UBRAND_UNAVAILABLE', err.message);
  switch (err.partnerCode) {
    case 'code_invalid':
      throw new AppError('UBRAND_CODE_INVALID', err.message);
    case 'code_expired':
      throw new AppError('UBRAND_CODE_EXPIRED', err.message);
    case 'rate_limited':
      throw new AppError('UBRAND_CODE_TOO_SOON', err.message);
    case 'brand_taken':
      throw new AppError('UBRAND_BRAND_TAKEN', err.message);
    default:
      throw new AppError('UBRAND_REJECTED', `${err.partnerCode}: ${err.message}`);
  }
}

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    return mapped(err);
  }
}

/** The account of a request's body for this site (mobile on zh, e-mail elsewhere), checked. */
export function accountOf(req: FastifyRequest, body: { email: string; mobile: string }): { email?: string; mobile?: string } {
  const field = accountField(req.site);
  const value = normaliseAccount(req.site, body[field]);
  if (!isValidAccount(req.site, value)) throw new AppError('UBRAND_ACCOUNT_INVALID');
  return { [field]: value };
}

/**
 * The logo of an activation call, for its owner only (spec 02 §5/§6): 401
 * for a visitor, UBRAND_REQUIRES_OWNER for anyone else (admins included).
 * With `readState`, the logo must also have the brand package (only those
 * load existing activation state).
 */
export async function ownerLogo(ctx: AppContext, req: FastifyRequest, faId: number, readState = false): Promise<LogoWithClient> {
  if (!req.user) throw new AppError('UNAUTHENTICATED');
  const logo = await findLogo(ctx.db, faId);
  if (!logo) throw new AppError('NOT_FOUND');
  const roles = logoRoles(ctx, req, logo);
  if (!can(RULES.ubrandActivate, roles)) throw new AppError('UBRAND_REQUIRES_OWNER');
  if (readState && !can(RULES.ubrandState, roles)) throw new AppError('UBRAND_BRAND_PACKAGE_ONLY');
  return logo;
}

/**
 * The logo's activation as this caller made it: a row another owner of the
 * logo (its user, or the customise record's client) made is not theirs to
 * continue or to read (it holds a partner secret).
 */
async function activationOf(ctx: AppContext, req: FastifyRequest, faId: number): Promise<Activation | undefined> {
  const [row] = await ctx.db.select().from(ubrandActivations).where(eq(ubrandActivations.fa_id, faId)).limit(1);
  return row && row.activated_by === req.user?.id ? row : undefined;
}

async function saveActivation(ctx: AppContext, faId: number, set: Partial<Omit<Activation, 'fa_id'>>): Promise<void> {
  const values = { ...set, updated_at: new Date() };
  await ctx.db
    .insert(ubrandActivations)
    .values({ fa_id: faId, ...values })
    .onConflictDoUpdate({ target: ubrandActivations.fa_id, set: values });
}

/**
 * Send code (spec 02 §4): the partner sends it to the mobile (zh) or e-mail.
 * Only for the owner of the logo being activated (as every step), and not
 * once a brand-package logo's activation is complete (its modal loads that
 * state and offers Go: no code is needed again); within the limits above.
 */
export async function sendCode(
  ctx: AppContext,
  req: FastifyRequest,
  body: { email: string; mobile: string; logo_id: number; proof?: TProof },
  codes: CodeSendDeps,
): Promise<{ resend_after: number }> {
  const logo = await ownerLogo(ctx, req, body.logo_id);
  const contact = accountOf(req, body);
  const client = partner(ctx);
  if (can(RULES.ubrandState, logoRoles(ctx, req, logo)) && (await activationOf(ctx, req, logo.fa_id))?.asset_id) {
    throw new AppError('UBRAND_ALREADY_ACTIVATED');
  }
  const recipient = (contact.email ?? contact.mobile)!;
  await admitCodeSend(codes, {
    recipient,
    bySms: !!contact.mobile,
    client: clientAddress(req, ctx.config.trustProxy),
    userId: req.user!.id,
    proof: body.proof,
  });
  await call(() => client.sendCode(contact));
  return { resend_after: SMS_RESEND_SECONDS };
}

/**
 * Step 1, createUser: the partner checks the code — or, when the signed-in
 * user's own mobile (zh) or validated e-mail is the account, takes our word
 * for it (spec 02 §4) — and creates the account or returns the existing one.
 */
export async function validateAccount(
  ctx: AppContext,
  req: FastifyRequest,
  body: { code: string; email: string; mobile: string; logo_id: number },
): Promise<TUbrandAccount> {
  const logo = await ownerLogo(ctx, req, body.logo_id);
  const contact = accountOf(req, body);
  const account = (contact.email ?? contact.mobile)!;
  let proof: { code: string } | { verified_by: 'logo-site' };
  if (body.code) {
    if (!ZUbrandCode.safeParse(body.code).success) throw new AppError('UBRAND_CODE_INVALID');
    proof = { code: body.code };
  } else if (needsVerification(req.site, account, { ...req.user!, email_validated: req.user!.email_verified_at !== null })) {
    throw new AppError('UBRAND_CODE_REQUIRED');
  } else {
    proof = { verified_by: 'logo-site' };
  }
  const client = partner(ctx);
  const created = await call(() => client.createAccount({ ...contact, ...proof }));
  const before = await activationOf(ctx, req, logo.fa_id);
  // Another account (or another owner) than before: the brand made for the old one is not this account's.
  const reset = before?.ubrand_user_id === created.id ? {} : { brand_id: null, short_link: null, asset_id: null, synced_at: null };
  await saveActivation(ctx, logo.fa_id, {
    activated_by: req.user!.id,
    account_email: contact.email ?? null,
    account_mobile: contact.mobile ?? null,
    ubrand_user_id: created.id,
    secret: created.secret,
    ...reset,
  });
  return { id: created.id, logo_user_secret: { secret: created.secret } };
}

/** Step 2, createBrand: the logo's brand, owned by the account of step 1. */
export async function createBrand(ctx: AppContext, req: FastifyRequest, body: { logo_id: number; ubrand_user_id: number }): Promise<TUbrandBrand> {
  const logo = await ownerLogo(ctx, req, body.logo_id);
  const row = await activationOf(ctx, req, logo.fa_id);
  if (!row?.ubrand_user_id || row.ubrand_user_id !== body.ubrand_user_id) throw new AppError('UBRAND_STEP_ORDER', 'account not created for this logo');
  const client = partner(ctx);
  const brand = await call(() => client.createBrand({ owner_id: row.ubrand_user_id!, name: logo.logo_name, external_id: String(logo.fa_id) }));
  await saveActivation(ctx, logo.fa_id, { brand_id: brand.id, short_link: brand.short_link });
  return { id: brand.id, short_link: brand.short_link };
}

function presentAsset(a: TPartnerAsset): TUbrandAsset {
  return { id: a.id, brand_id: a.brand_id, creator: a.creator, synced_at: a.updated_at };
}

/** Step 3, syncLogo: the logo (SVG master, 2400×1800 PNG, brand colours) into the brand. */
export async function syncLogo(
  ctx: AppContext,
  req: FastifyRequest,
  body: { brand_id: number; logo_id: number; ubrand_user_id: number },
): Promise<TUbrandAsset> {
  const logo = await ownerLogo(ctx, req, body.logo_id);
  const row = await activationOf(ctx, req, logo.fa_id);
  if (!row?.brand_id || row.brand_id !== body.brand_id || row.ubrand_user_id !== body.ubrand_user_id) {
    throw new AppError('UBRAND_STEP_ORDER', 'brand not created for this logo');
  }
  const design = logo.design as TDesign;
  const [svg, png] = await Promise.all([
    renderLogoFile(ctx.storage, design, { variant: 'main', format: 'svg', width: 2400, height: 1800 }, req.id),
    renderLogoFile(ctx.storage, design, { variant: 'main', format: 'png-high', width: 2400, height: 1800 }, req.id),
  ]);
  const client = partner(ctx);
  const asset = await call(() =>
    client.putAsset(row.brand_id!, {
      owner_id: row.ubrand_user_id!,
      external_id: String(logo.fa_id),
      name: logo.logo_name,
      svg: svg.body.toString('utf8'),
      png_base64: png.body.toString('base64'),
      colors: brandColours(design, req.site).map((c) => c.hex),
    }),
  );
  await saveActivation(ctx, logo.fa_id, { asset_id: asset.id, synced_at: new Date(asset.updated_at) });
  return presentAsset(asset);
}

/** brand/info: the logo's brand on the partner, when it belongs to this logo's account. */
export async function brandInfo(ctx: AppContext, req: FastifyRequest, faId: number): Promise<TUbrandBrand | null> {
  const logo = await ownerLogo(ctx, req, faId, true);
  const row = await activationOf(ctx, req, logo.fa_id);
  if (!row?.ubrand_user_id) return null;
  const client = partner(ctx);
  const brand = await call(() => client.findBrand(String(logo.fa_id)));
  if (!brand || brand.owner_id !== row.ubrand_user_id) return null;
  // The partner is the truth: a brand it made while our answer was lost is recorded now.
  if (row.brand_id !== brand.id || row.short_link !== brand.short_link) {
    await saveActivation(ctx, logo.fa_id, { brand_id: brand.id, short_link: brand.short_link });
  }
  return { id: brand.id, short_link: brand.short_link };
}

/** asset/info: the logo in the brand. */
export async function assetInfo(ctx: AppContext, req: FastifyRequest, q: { brand_id: number; logo_id: number }): Promise<TUbrandAsset | null> {
  const logo = await ownerLogo(ctx, req, q.logo_id, true);
  const row = await activationOf(ctx, req, logo.fa_id);
  if (!row?.brand_id || row.brand_id !== q.brand_id) return null;
  const client = partner(ctx);
  const asset = await call(() => client.findAsset(q.brand_id, String(logo.fa_id)));
  if (!asset) return null;
  if (row.asset_id !== asset.id) await saveActivation(ctx, logo.fa_id, { asset_id: asset.id, synced_at: new Date(asset.updated_at) });
  return presentAsset(asset);
}

/**
 * account/info: the account (with its login secret) — only the one this
 * logo was activated with, so the call never reveals another person's secret.
 */
export async function accountInfo(
  ctx: AppContext,
  req: FastifyRequest,
  q: { email: string; mobile: string; logo_id: number },
): Promise<TUbrandAccount | null> {
  const logo = await ownerLogo(ctx, req, q.logo_id, true);
  const contact = accountOf(req, q);
  const row = await activationOf(ctx, req, logo.fa_id);
  const same = row?.ubrand_user_id && (contact.email ? row.account_email === contact.email : row.account_mobile === contact.mobile);
  if (!same) return null;
  const client = partner(ctx);
  const account = await call(() => client.findAccount(contact));
  if (!account || account.id !== row.ubrand_user_id) return null;
  if (account.secret !== row.secret) await saveActivation(ctx, logo.fa_id, { secret: account.secret });
  return { id: account.id, logo_user_secret: { secret: account.secret } };
}
