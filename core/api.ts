import { z } from 'zod';
import { ZHexColor, ZOutlinedDesign } from './design';
import { PACKAGE_TIERS, LOCALES } from './constants';
import { ROLES } from './permissions';
import { ZId, ZIdText } from './ids';
import { EMAIL_MAX } from './text';

/**
 * Request and response schemas of the JSON API, shared by the Fastify routes
 * and the web client. Field names of the spec are kept (fa_id, logo_name, …).
 */

export const ZLocale = z.enum(LOCALES);
export const ZRole = z.enum(ROLES);

/** Uniform error body: a stable code the client maps to a message. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'LOGO_PRIVATE',
  'INVALID_CREDENTIALS',
  'INVALID_SMS_CODE',
  'SMS_NOT_AVAILABLE',
  // A field whose check answers its own message (`fieldError`): the mobile number of the SMS sign-in.
  'MOBILE_INVALID',
  'SMS_VIRTUAL_REFUSED',
  'TOO_MANY_REQUESTS',
  // Too many sizes of one's own rendered lately (server/modules/logo/one-off.ts).
  'RENDER_LIMIT',
  // SMS codes (issue 31): the provider's refusals in our words, the proof step, too many wrong codes.
  'SMS_PROOF_REQUIRED',
  'SMS_NUMBER_LIMIT',
  'SMS_NUMBER_INVALID',
  'SMS_UNAVAILABLE',
  'SMS_CODE_ATTEMPTS',
  // Request hygiene (server/http/): any route.
  'CONTROL_CHARACTERS',
  'CROSS_ORIGIN',
  'UNSUPPORTED_MEDIA_TYPE',
  'BODY_TOO_LARGE',
  'UPLOAD_INCOMPLETE',
  'VISITOR_SIZE',
  'SIZE_LIMIT',
  'NOT_BOUGHT',
  'SIZE_NOT_IN_PACKAGE',
  'NOT_IN_PACKAGE',
  'NOT_IN_OFFICE_PACKAGE',
  'AVATAR_INVALID',
  'NOT_FOR_SALE',
  'NOTIFICATION_REJECTED',
  'PAYMENTS_UNAVAILABLE',
  // Trademark registration (spec 01 §4: a logo's enquiry follows its bought registration).
  'TRADEMARK_NOT_BOUGHT',
  // Invoices (spec 01 §5, §7; Chinese site) and the receipt of the English site.
  'INVOICE_NOT_AVAILABLE',
  'INVOICE_TITLE_REQUIRED',
  'INVOICE_TAX_REQUIRED',
  'INVOICE_TAX_INVALID',
  'INVOICE_EMAIL_INVALID',
  'INVOICE_MOBILE_INVALID',
  'INVOICE_FIELD_TOO_LONG',
  'INVOICE_PENDING',
  'INVOICE_ISSUED',
  'INVOICE_NOT_PENDING',
  'INVOICE_NOTES_REQUIRED',
  'INVOICE_PDF_INVALID',
  'INVOICE_PDF_TOO_LARGE',
  'NO_PAYMENTS',
  'INVOICE_NO_CNY_PAYMENTS',
  // Designer fix (spec 01 §4, §5, §8).
  'DESIGNER_NOT_REQUESTED',
  'REMARK_REQUIRED',
  'REMARK_SUBMITTED',
  'REMARK_TOO_LONG',
  'DESIGN_NOT_READY',
  'DESIGN_CONFIRMED',
  'CLAIM_FAILED',
  'AUTHORISE_FAILED',
  'RESET_FAILED',
  'STATUS_FAILED',
  'TITLE_REQUIRED',
  'UPLOAD_IMAGE_INVALID',
  'UPLOAD_SOURCE_INVALID',
  'UPLOAD_SVG_SCRIPT',
  'UPLOAD_SVG_EVENT_HANDLER',
  'UPLOAD_SVG_JAVASCRIPT_LINK',
  'UPLOAD_SVG_EXTERNAL_REFERENCE',
  'UPLOAD_SVG_EMBEDDED_PAGE',
  'UPLOAD_PDF_SCRIPT',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_EMPTY',
  // Font authorisation (spec 01 §3, §5, §7; Chinese site).
  'FONT_AUTH_NAME_REQUIRED',
  'FONT_AUTH_NAME_TOO_LONG',
  'FONT_AUTH_CONTACT_INVALID',
  'FONT_AUTH_INCOMPLETE',
  // Partner brand activation (spec 02 §4, §5, §8).
  'UBRAND_REQUIRES_OWNER',
  'UBRAND_ACCOUNT_INVALID',
  'UBRAND_CODE_REQUIRED',
  'UBRAND_CODE_INVALID',
  'UBRAND_CODE_EXPIRED',
  'UBRAND_CODE_TOO_SOON',
  'UBRAND_STEP_ORDER',
  'UBRAND_BRAND_TAKEN',
  'UBRAND_BRAND_PACKAGE_ONLY',
  'UBRAND_ALREADY_ACTIVATED',
  'UBRAND_REJECTED',
  'UBRAND_UNAVAILABLE',
  'UBRAND_TIMEOUT',
  'OUTLINE_UNAVAILABLE',
  'BRAND_PPT_CHANGED',
  'LINK_EXPIRED',
  'OUTLINE_TIMEOUT',
  'FEATURED_UNAVAILABLE',
  // The animation page's MP4 made on the server (core/animate/api.ts).
  'VIDEO_UNAVAILABLE',
  // Business cards (spec 02 §2): the print PDF's marks.
  'CARD_MARKS_INVALID',
  'PRINT_SIZE_INVALID',
  'STAMP_TEXT_OFFICIAL',
  // Spot colour names of the brand colours (issue 47, core/vi/spot.ts).
  'SPOT_NAME_INVALID',
  'SPOT_NAME_RESERVED',
  'SPOT_NAME_REPEATED',
  // The brand portal (issue 46, core/portal/api.ts).
  'PORTAL_SLUG_TAKEN',
  'PORTAL_LINK_INVALID',
  'PORTAL_LINK_EXPIRED',
  'PORTAL_PASSWORD_REQUIRED',
  'PORTAL_PASSWORD_WRONG',
  'PORTAL_REQUEST_DECIDED',
  'INTERNAL',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

/**
 * A field check that answers its own error (code and message) when a route's
 * schema refuses it, instead of the generic BAD_REQUEST: the page and the API
 * say the same (`z.string().refine(ok, fieldError('MOBILE_INVALID'))`; the
 * server's error handler reads `params.errorCode`).
 */
export function fieldError(code: TErrorCode): { message: string; params: { errorCode: TErrorCode } } {
  return { message: code, params: { errorCode: code } };
}
export const ZErrorBody = z.object({
  code: z.number().int(),
  error: ZErrorCode,
  msg: z.string(),
  /** SMS_PROOF_REQUIRED: the challenge to answer (core/proof.ts). */
  challenge: z.string().max(200).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** `{code:200}` answers with nothing more to say (logout, SMS send). */
export const ZOkResponse = z.object({ code: z.literal(200) });

export const ZLogoQuery = z.object({ logo: ZIdText });

export const ZFontRef = z.object({ name: z.string(), text: z.string(), font_url: z.string() });

/** The logo as the download area sees it (spec 01 §3, spec 02 §3). */
export const ZLogoDetails = z.object({
  fa_id: z.number().int(),
  logo_name: z.string(),
  slogan_name: z.string().nullable(),
  font: z.object({ name: z.array(ZFontRef), slogan: z.array(ZFontRef) }),
  amount: z.number(),
  is_bought: z.boolean(),
  bought_type: z.number().int().nullable(),
  package: z.enum(PACKAGE_TIERS).nullable(),
  user_id: z.number().int(),
  designer_assistant: z.number().int(),
  shareSetting: z.boolean(),
  icon_normal: z.string().nullable(),
  icon_png: z.string().nullable(),
  featured_jpg: z.string().nullable(),
  featured_png: z.string().nullable(),
  logo_main_png: z.string().nullable(),
  background_color: ZHexColor,
  brand_register: z.number().int(),
  mono: z.boolean(),
  name_icon: z.array(z.string()),
  manual: z.object({ jpg: z.string().nullable(), png: z.string().nullable(), icon: z.string().nullable() }),
  colors: z.array(ZHexColor),
  shape: z.string().nullable(),
  design: ZOutlinedDesign,
});
export type TLogoDetails = z.infer<typeof ZLogoDetails>;

export const ZLogoDetailsResponse = z.object({
  code: z.literal(200),
  logoIdDetails: ZLogoDetails,
  /** Roles the server grants this viewer on this logo (the browser adds embedded). */
  roles: z.array(ZRole),
});
export type TLogoDetailsResponse = z.infer<typeof ZLogoDetailsResponse>;

export const ZShareStatusResponse = z.object({ code: z.literal(200), data: z.boolean() });

/** POST /api/logo/{id}/featured: the featured images' addresses (spec 01 §4 "Download page load"). */
export const ZFeaturedResponse = z.object({
  code: z.literal(200),
  data: z.object({ featured_jpg: z.string(), featured_png: z.string(), logo_main_png: z.string(), icon_png: z.string() }),
});
export type TFeatured = z.infer<typeof ZFeaturedResponse>['data'];

/** POST /api/me/avatar: the new avatar and its round cut-out (spec 01 §2 avatar upload). */
export const ZAvatarUploadResponse = z.object({ code: z.literal(200), data: z.object({ cover: z.string(), cutout: z.string() }) });
export type TUploadedAvatar = z.infer<typeof ZAvatarUploadResponse>['data'];

/** Progress of a brand kit build (POST/GET /api/logo/{id}/kit). */
export const ZKitState = z.object({
  status: z.enum(['none', 'building', 'ready', 'failed']),
  done: z.number(),
  total: z.number(),
  /** Bytes of the finished ZIP. */
  size: z.number().optional(),
});
export type TKitState = z.infer<typeof ZKitState>;
export const ZKitResponse = z.object({ code: z.literal(200), data: ZKitState });

export const ZUser = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** The e-mail was confirmed (spec 02 §4: a validated e-mail skips the partner's code). */
  email_validated: z.boolean(),
  cover: z.string().nullable(),
  is_admin: z.boolean(),
  is_designer: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZMeResponse = z.object({ code: z.literal(200), user: ZUser.nullable() });

/** One of the signed-in user's logos, to pick from at /download/ without a logo. */
export const ZMyLogo = z.object({
  fa_id: ZId,
  logo_name: z.string(),
  /** The bought package's tier, null when not bought. */
  package: z.enum(PACKAGE_TIERS).nullable(),
  /** A 400×300 PNG of the main logo, for the viewer's eyes only. */
  preview: z.string(),
  updated_at: z.string(),
});
export type TMyLogo = z.infer<typeof ZMyLogo>;
/** GET /api/me/logos: the newest first, at most MY_LOGOS_MAX. */
export const ZMyLogosResponse = z.object({ code: z.literal(200), logos: z.array(ZMyLogo) });
export const MY_LOGOS_MAX = 100;
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZEmailLogin = z.object({
  email: z.string().trim().max(EMAIL_MAX).toLowerCase().email(),
  password: z.string().min(1).max(200),
});
export const ZLoginResponse = z.object({ code: z.literal(200), user: ZUser });

/** Public site settings the server injects into the page (never secrets). */
export const ZSiteInfo = z.object({
  locale: ZLocale,
  siteRoot: z.string(),
  editorUrl: z.string(),
  trademarkUrl: z.string(),
  helpUrl: z.string(),
  invoiceEnabled: z.boolean(),
  /** Stripe publishable key when the English site takes cards through Stripe. */
  stripePublishableKey: z.string().nullable(),
  /** Host origins allowed to ask an embedded page for `downloadInfo` (docs/EMBEDDING.md). */
  embedOrigins: z.array(z.string()),
  /** The partner brand site for browsers (its /api/login/sso); null when activation is off. */
  partnerUrl: z.string().nullable(),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;
