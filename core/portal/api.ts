import { z } from 'zod';
import { EMAIL_MAX, isTypedText } from '../text';
import { LOCKUPS, ZLockup } from '../composer/lockups';
import { ZBrandColour } from '../vi/api';

/**
 * The brand portal (issue 46): a public page of a brand at /b/{slug}, and the
 * links its owner gives out. Calls:
 * - GET /api/logo/{id}/portal → the logo's portal (null before it has one),
 *   for its owner, an admin or a team editor;
 * - PUT /api/logo/{id}/portal {slug, indexable} → creates it or changes it (a
 *   changed slug keeps answering: the old one redirects);
 * - PUT /api/logo/{id}/portal/page {ZPortalPage} → what the brand page shows;
 * - GET /api/logo/{id}/portal/links → its links; POST … {label, kind,
 *   password?, days?} → a new link (201), its address holding a token of 256
 *   random bits; DELETE …/links/{linkId} → revoked at once ({link});
 * - GET /api/b/{slug}?k={token} → the brand as the portal shows it, for a
 *   holder of a live link of this site, the owner, an admin or the team;
 * - POST /api/b/{slug}/unlock {k, password} → a password link opened for this
 *   browser (204, a cookie of PORTAL_UNLOCK_HOURS), at most
 *   PORTAL_PASSWORD_TRIES.max tries per address and link in its window.
 */

/** The portal's address /b/{slug}: 3–40 lower-case letters, digits and single hyphens, a letter or digit at each end. */
export const PORTAL_SLUG_PATTERN = /^(?=.{3,40}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ZPortalSlug = z.string().regex(PORTAL_SLUG_PATTERN, 'slug');

/**
 * The kinds of link: anyone with the address; with a password too; an
 * e-mail given and the owner's terms accepted before any download; view-only
 * (downloads on request, the owner decides).
 */
export const PORTAL_LINK_KINDS = ['public', 'password', 'email', 'request'] as const;
export type TPortalLinkKind = (typeof PORTAL_LINK_KINDS)[number];

/** A link's password: at least this long (checked against a hash, tries limited). */
export const PORTAL_PASSWORD_MIN = 10;
export const PORTAL_PASSWORD_MAX = 200;
/** Password tries per address and link. */
export const PORTAL_PASSWORD_TRIES = { max: 10, windowMs: 15 * 60_000 } as const;
/** How long a password link stays open in a browser once its password was given. */
export const PORTAL_UNLOCK_HOURS = 12;
/** A link's life in days: a year unless the owner says otherwise, ten at most. */
export const PORTAL_LINK_DAYS = { default: 365, max: 3650 } as const;
export const PORTAL_LABEL_MAX = 60;

/**
 * What the live logo link may serve, as its owner picks: its formats and the
 * logo's layouts (anything else is 404). Every one unless said otherwise.
 */
export const LIVE_FORMATS = ['svg', 'png'] as const;
const unique = (list: readonly string[]) => new Set(list).size === list.length;
export const ZLiveServes = z.object({
  formats: z.array(z.enum(LIVE_FORMATS)).min(1).max(LIVE_FORMATS.length).refine(unique, 'each format once'),
  layouts: z.array(ZLockup).min(1).max(LOCKUPS.length).refine(unique, 'each layout once'),
});
export type TLiveServes = z.infer<typeof ZLiveServes>;
export const LIVE_SERVES_ALL: TLiveServes = { formats: [...LIVE_FORMATS], layouts: [...LOCKUPS] };
/** What a stored choice serves now (null: everything), in the product's order. */
export function liveServesOf(stored: TLiveServes | null | undefined): TLiveServes {
  if (!stored) return LIVE_SERVES_ALL;
  return { formats: LIVE_FORMATS.filter((f) => stored.formats.includes(f)), layouts: LOCKUPS.filter((l) => stored.layouts.includes(l)) };
}

export const ZPortalSettings = z.object({
  slug: ZPortalSlug,
  /** Public: anyone may open the page without a link, as with a public link, and search engines may list it (noindex otherwise). */
  indexable: z.boolean(),
  /** The live logo link answers (LIVE_LOGO). */
  live: z.boolean(),
  /** What it may serve; left out: as it is. */
  live_serves: ZLiveServes.optional(),
});
export type TPortalSettings = z.infer<typeof ZPortalSettings>;

/**
 * The brand page's sections after its logo, name and slogan (always first), in
 * the order the owner gives them; each may be hidden.
 */
export const PORTAL_SECTIONS = ['mission', 'layouts', 'clearSpace', 'colours', 'fonts', 'icons', 'social', 'usage', 'mockups', 'files'] as const;
export type TPortalSection = (typeof PORTAL_SECTIONS)[number];
export const PORTAL_TEXT_MAX = { mission: 600, line: 120, lines: 6, terms: 2000 } as const;

const ZPageText = (max: number) => z.string().trim().max(max).refine(isTypedText, 'not text');
const ZPageLines = z.array(ZPageText(PORTAL_TEXT_MAX.line).pipe(z.string().min(1))).max(PORTAL_TEXT_MAX.lines);

/**
 * What the brand page shows, as its owner set it: the sections in order,
 * each on or off; the mission (a few sentences); the brand's own do's and
 * don'ts beside the drawn ones; the terms an e-mail link's visitor accepts
 * before downloading (empty: the site's standard terms).
 */
export const ZPortalPage = z.object({
  sections: z
    .array(z.object({ id: z.enum(PORTAL_SECTIONS), on: z.boolean() }))
    .length(PORTAL_SECTIONS.length)
    .refine((list) => new Set(list.map((s) => s.id)).size === PORTAL_SECTIONS.length, 'each section once'),
  mission: ZPageText(PORTAL_TEXT_MAX.mission),
  dos: ZPageLines,
  donts: ZPageLines,
  terms: ZPageText(PORTAL_TEXT_MAX.terms),
});
export type TPortalPage = z.infer<typeof ZPortalPage>;

/** A new portal's page: every section on (the mission shows once written). */
export const DEFAULT_PORTAL_PAGE: TPortalPage = {
  sections: PORTAL_SECTIONS.map((id) => ({ id, on: true })),
  mission: '',
  dos: [],
  donts: [],
  terms: '',
};

/** A stored page as it shows now: sections added since it was saved come last, on; sections since dropped are left out. */
export function portalPageOf(stored: TPortalPage | null | undefined): TPortalPage {
  if (!stored) return DEFAULT_PORTAL_PAGE;
  const known = stored.sections.filter((s) => (PORTAL_SECTIONS as readonly string[]).includes(s.id));
  const added = PORTAL_SECTIONS.filter((id) => !known.some((s) => s.id === id)).map((id) => ({ id, on: true }));
  return { ...DEFAULT_PORTAL_PAGE, ...stored, sections: [...known, ...added] };
}

export const ZPortal = z.object({
  slug: z.string(),
  indexable: z.boolean(),
  live: z.boolean(),
  live_serves: ZLiveServes,
  /** The layouts the logo has (what the live link can serve), named in the portal's language. */
  lockups: z.array(z.object({ id: ZLockup, label: z.string() })),
  /** The page's address on this site. */
  path: z.string(),
  page: ZPortalPage,
});
export type TPortal = z.infer<typeof ZPortal>;
export const ZPortalAnswer = z.object({ portal: ZPortal.nullable() });

/**
 * The formats a link's holder may download (the owner's choice per link; all
 * of them by default): a printer may get the PDF alone, a website's developer
 * the SVG and PNG. The team, the owner and a page made public get every one.
 */
export const PORTAL_FORMATS = ['svg', 'png', 'jpg', 'pdf'] as const;
export type TPortalFormat = (typeof PORTAL_FORMATS)[number];
export const ZPortalFormats = z
  .array(z.enum(PORTAL_FORMATS))
  .min(1)
  .max(PORTAL_FORMATS.length)
  .refine((list) => new Set(list).size === list.length, 'each format once');

export const ZPortalLinkBody = z
  .object({
    label: z.string().trim().min(1).max(PORTAL_LABEL_MAX).refine(isTypedText, 'not text'),
    kind: z.enum(PORTAL_LINK_KINDS),
    password: z.string().min(PORTAL_PASSWORD_MIN).max(PORTAL_PASSWORD_MAX).optional(),
    days: z.number().int().min(1).max(PORTAL_LINK_DAYS.max).default(PORTAL_LINK_DAYS.default),
    formats: ZPortalFormats.default([...PORTAL_FORMATS]),
  })
  .refine((b) => (b.kind === 'password') === (b.password !== undefined), { message: 'a password with a password link, and only then', path: ['password'] });
export type TPortalLinkBody = z.infer<typeof ZPortalLinkBody>;
/** A new link as the page sends it (the life may be left out). */
export type TPortalLinkInput = z.input<typeof ZPortalLinkBody>;

export const ZPortalLink = z.object({
  id: z.number(),
  label: z.string(),
  kind: z.enum(PORTAL_LINK_KINDS),
  /** The address to give out: the portal's path with the link's token. */
  path: z.string(),
  /** What its holder may download (in PORTAL_FORMATS' order). */
  formats: z.array(z.enum(PORTAL_FORMATS)),
  expires_at: z.string(),
  revoked: z.boolean(),
  created_at: z.string(),
});
export type TPortalLink = z.infer<typeof ZPortalLink>;
export const ZPortalLinks = z.object({ links: z.array(ZPortalLink) });
export const ZPortalLinkAnswer = z.object({ link: ZPortalLink });

/** A link's token in an address: 256 random bits, base64url. */
export const ZPortalToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The portal's address in a route: its slug. */
export const ZPortalSlugParams = z.object({ slug: ZPortalSlug });
/** How a page of the portal is opened: a link's token, a request's approval. */
export const ZPortalAccessQuery = z.object({ k: ZPortalToken.optional(), r: ZPortalToken.optional() });

export const ZPortalUnlockBody = z.object({ k: ZPortalToken, password: z.string().min(1).max(PORTAL_PASSWORD_MAX) });

const ZVisitorEmail = z.string().trim().max(EMAIL_MAX).toLowerCase().email();

/**
 * An e-mail link's visitor before any download: their e-mail and the
 * owner's terms accepted (POST /api/b/{slug}/email → 204 and a cookie that
 * opens the downloads in this browser for PORTAL_EMAIL_DAYS).
 */
export const ZPortalEmailBody = z.object({ k: ZPortalToken, email: ZVisitorEmail, accept: z.literal(true) });
export const PORTAL_EMAIL_DAYS = 30;
/** E-mails given (and requests made) from one address for one link in the window. */
export const PORTAL_VISITOR_LIMIT = { max: 20, windowMs: 60 * 60_000 } as const;
/** The terms an e-mail link's visitor accepts when the owner wrote none. */
export const DEFAULT_PORTAL_TERMS: Record<'en' | 'zh', string> = {
  en: 'The files are for work with this brand only: use them as the brand page shows, do not change the logo, and do not pass them on.',
  zh: '文件仅用于与本品牌相关的工作：请按品牌网页的规范使用，不得修改标志，不得转给他人。',
};

/**
 * The e-mails e-mail links' visitors gave (the owner's, an admin's or an
 * editor's view): GET /api/logo/{id}/portal/emails → each address once per
 * link, with its first and last time and how often, newest first (at most
 * PORTAL_EMAILS_MAX); …/emails.csv → the same for a spreadsheet.
 */
export const PORTAL_EMAILS_MAX = 1000;
export const ZPortalEmail = z.object({
  email: z.string(),
  link: z.object({ id: z.number(), label: z.string() }),
  first_at: z.string(),
  last_at: z.string(),
  times: z.number(),
});
export type TPortalEmail = z.infer<typeof ZPortalEmail>;
export const ZPortalEmails = z.object({ emails: z.array(ZPortalEmail) });

export const PORTAL_REQUEST_MESSAGE_MAX = 500;
/**
 * A view-only link's visitor asks for the files (POST /api/b/{slug}/requests
 * → 201): the owner approves or refuses in the area, the visitor is mailed
 * either way; an approval mails an address that opens the downloads for
 * PORTAL_GRANT_DAYS.
 */
export const ZPortalRequestBody = z.object({
  k: ZPortalToken,
  name: z.string().trim().min(1).max(PORTAL_LABEL_MAX).refine(isTypedText, 'not text'),
  email: ZVisitorEmail,
  message: z.string().trim().max(PORTAL_REQUEST_MESSAGE_MAX).refine(isTypedText, 'not text').default(''),
});
export const PORTAL_GRANT_DAYS = 14;
/** Requests waiting for the owner on one portal, at most. */
export const PORTAL_PENDING_MAX = 100;

export const PORTAL_REQUEST_STATES = ['pending', 'approved', 'refused'] as const;
export const ZPortalRequest = z.object({
  id: z.number(),
  /** The link it came by. */
  link: z.object({ id: z.number(), label: z.string() }),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  state: z.enum(PORTAL_REQUEST_STATES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TPortalRequest = z.infer<typeof ZPortalRequest>;
export const ZPortalRequests = z.object({ requests: z.array(ZPortalRequest) });
/** The owner's answer to a request. */
export const ZPortalDecisionBody = z.object({ decision: z.enum(['approve', 'refuse']) });
export const ZPortalRequestAnswer = z.object({ request: ZPortalRequest });

/** A request's approval in an address: 256 random bits, base64url (as a link's token). */
export const ZPortalGrant = ZPortalToken;

/**
 * The live logo link (issue 46): /b/{slug}/logo.svg and /b/{slug}/logo.png on
 * the portal's site, once the owner turned it on — always the logo as it is
 * now (after a designer's fix, the new one), transparent, for any website:
 * a 302 to the picture's content address (public, kept a minute by any cache,
 * so a CDN in front serves the world). `w` (PNG only) is one of the widths,
 * `layout` a lockup the logo has, `variant` a colour version, `theme=dark` the
 * white version (for dark backgrounds) unless a variant is asked.
 */
export const LIVE_LOGO = {
  widths: [64, 128, 200, 256, 400, 512, 800, 1024, 1600, 2000],
  defaultWidth: 400,
  variants: ['main', 'inverse', 'white', 'black'],
  /** Seconds a cache may keep the redirect: a designer's fix shows everywhere within it. */
  maxAge: 60,
} as const;
export const ZLiveLogoQuery = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((w) => (LIVE_LOGO.widths as readonly number[]).includes(w), 'one of the widths')
    .optional(),
  layout: ZLockup.default('original'),
  variant: z.enum(LIVE_LOGO.variants).optional(),
  theme: z.enum(['light', 'dark']).default('light'),
});
export type TLiveLogoQuery = z.infer<typeof ZLiveLogoQuery>;

/** How the page was opened: a link's token, and a request's approval with it. */
export interface PortalAccess {
  k?: string;
  r?: string;
}

/** The query of an address that keeps how the page was opened ('' when nothing). */
export function accessQuery(access: PortalAccess): string {
  const q = [access.k ? `k=${access.k}` : '', access.r ? `r=${access.r}` : ''].filter(Boolean).join('&');
  return q ? `?${q}` : '';
}

/** A file's address on the brand page (the link's token and approval kept, so it opens for the same holder). */
export function portalFilePath(slug: string, file: string, access: PortalAccess = {}): string {
  return `/b/${slug}/files/${file}${accessQuery(access)}`;
}

/** The live logo link's address (on the page's site). */
export function liveLogoPath(slug: string, ext: 'svg' | 'png', query = ''): string {
  return `/b/${slug}/logo.${ext}${query ? `?${query}` : ''}`;
}

/** The mockup scenes the brand page shows (the brand identity page's presets, in their order), at most. */
export const PORTAL_MOCKUPS_MAX = 6;

/** A mockup's picture on the brand page (800×600 JPG), with the reader's way in. */
export function portalMockupPath(slug: string, scene: string, access: PortalAccess = {}): string {
  return `/b/${slug}/mockups/${scene}.jpg${accessQuery(access)}`;
}

/** A social kit image's preview on the brand page (SOCIAL_PREVIEW_WIDTH wide, JPG), with the reader's way in. */
export function portalSocialPath(slug: string, slot: string, access: PortalAccess = {}): string {
  return `/b/${slug}/social/${slot}.jpg${accessQuery(access)}`;
}

/** The portal's address with a link's token (and a request's approval). */
export function portalPath(slug: string, token?: string, grant?: string): string {
  return `/b/${slug}${accessQuery({ k: token, r: grant })}`;
}

/** The brand as the portal shows it (the first sections; more follow in later steps). */
export const ZPortalBrand = z.object({
  slug: z.string(),
  name: z.string(),
  slogan: z.string().nullable(),
  indexable: z.boolean(),
  /** HEX, RGB and CMYK (the ICC conversion of the brand identity page), each with its name. */
  colours: z.array(ZBrandColour),
  /** How this viewer downloads: directly; after giving an e-mail and accepting the owner's terms; by asking the owner (a view-only link). */
  downloads: z.enum(['yes', 'email', 'request']),
  /** The formats this viewer's files come in (a link's choice; every one for the team, the owner and a public page). */
  formats: z.array(z.enum(PORTAL_FORMATS)),
});
export type TPortalBrand = z.infer<typeof ZPortalBrand>;

/** A DTCG colour value (Design Tokens Format 2025.10): sRGB components 0–1, with the HEX. */
const ZDtcgColour = z.object({ colorSpace: z.literal('srgb'), components: z.tuple([z.number(), z.number(), z.number()]), hex: z.string() });

/**
 * The brand's design tokens in the Design Tokens Community Group's format
 * (2025.10): its colours (`color.primary`, …), its typefaces
 * (`fontFamily.name`, `fontFamily.slogan`, `fontFamily.body`) and their weights.
 * What a website's build (Style Dictionary, Terrazzo) reads.
 */
export const ZBrandTokens = z.object({
  color: z.record(z.string(), z.union([z.literal('color'), z.object({ $value: ZDtcgColour, $description: z.string() })])),
  fontFamily: z.record(z.string(), z.union([z.literal('fontFamily'), z.object({ $value: z.array(z.string()), $description: z.string() })])),
  fontWeight: z.record(z.string(), z.union([z.literal('fontWeight'), z.object({ $value: z.number(), $description: z.string() })])),
});
export type TBrandTokens = z.infer<typeof ZBrandTokens>;

/**
 * The brand file at /b/{slug}/brand.json (issue 46): the brand for a
 * machine — a website's build, a developer, an assistant — instead of a
 * PDF. The same access as the page; addresses absolute on the portal's site.
 */
export const ZBrandFile = z.object({
  version: z.literal(1),
  name: z.string(),
  slogan: z.string().nullable(),
  mission: z.string().nullable(),
  /** The brand page. */
  page: z.string(),
  colours: z.array(
    z.object({
      name: z.string(),
      hex: z.string(),
      rgb: z.tuple([z.number(), z.number(), z.number()]),
      cmyk: z.tuple([z.number(), z.number(), z.number(), z.number()]),
      /** The spot ink its owner named for the colour (core/vi/spot.ts), or null. */
      spot: z.string().nullable(),
    }),
  ),
  /** The ICC profile the CMYK values come from. */
  cmykProfile: z.string(),
  fonts: z.array(
    z.object({
      role: z.string(),
      family: z.string(),
      weight: z.number(),
      fullName: z.string(),
      use: z.string(),
      licence: z.object({ name: z.string(), spdx: z.string(), url: z.string() }),
    }),
  ),
  /** Minimum widths in print (mm) and on screen (px) of the full logo, without its slogan, the symbol. */
  minimumWidth: z.record(z.string(), z.object({ mm: z.number(), px: z.number() })),
  /**
   * The live logo link's addresses (when the owner turned it on): by layout,
   * then colour version, then format — always the logo as it is now.
   */
  logos: z.record(z.string(), z.record(z.string(), z.object({ svg: z.string().optional(), png: z.string().optional() }))).nullable(),
  /** The files this reader may download (a public or password link, an approval, the team), else null. */
  files: z.record(z.string(), z.string()).nullable(),
  tokens: ZBrandTokens,
});
export type TBrandFile = z.infer<typeof ZBrandFile>;

/**
 * Team members (issue 46): a viewer sees and downloads what the brand page
 * offers without a link; an editor also edits the page, manages its links
 * and answers requests — never buys, never deletes, never sees payments or
 * invoices. The owner (or an admin) invites by e-mail, with an optional end;
 * removal takes effect at once. Calls:
 * - GET /api/logo/{id}/portal/members → the team;
 * - POST … {email, role, ends_on?} → invited (201, mailed the address
 *   /b/{slug}/join?t={token}, accepted by the account with that e-mail);
 * - DELETE …/members/{memberId} → removed at once.
 */
export const PORTAL_MEMBER_ROLES = ['viewer', 'editor'] as const;
export type TPortalMemberRole = (typeof PORTAL_MEMBER_ROLES)[number];
/** Members (invited or in) a portal may hold at once. */
export const PORTAL_MEMBERS_MAX = 50;

export const ZPortalMemberBody = z.object({
  email: z.string().trim().max(EMAIL_MAX).toLowerCase().email(),
  role: z.enum(PORTAL_MEMBER_ROLES),
  /** The last day (YYYY-MM-DD, the end of that day UTC), in the future; none: until removed. */
  ends_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    // A day of the calendar (2027-02-30 is none: the parsed date must read back the same) still to come.
    .refine((d) => {
      const end = new Date(`${d}T23:59:59Z`);
      return !Number.isNaN(end.getTime()) && end.toISOString().slice(0, 10) === d && end.getTime() > Date.now();
    }, 'a day to come')
    .nullable()
    .default(null),
});
export type TPortalMemberInput = z.input<typeof ZPortalMemberBody>;

export const PORTAL_MEMBER_STATES = ['invited', 'active', 'ended', 'removed'] as const;
export const ZPortalMember = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(PORTAL_MEMBER_ROLES),
  state: z.enum(PORTAL_MEMBER_STATES),
  ends_at: z.string().nullable(),
  created_at: z.string(),
});
export type TPortalMember = z.infer<typeof ZPortalMember>;
export const ZPortalMembers = z.object({ members: z.array(ZPortalMember) });
export const ZPortalMemberAnswer = z.object({ member: ZPortalMember });

/**
 * Who saw and took what (issue 46): a view of the page, a download, a hit of
 * the live logo link. GET /api/logo/{id}/portal/stats → the last
 * PORTAL_STATS_DAYS days (UTC); …/stats.csv → the same by day, kind, link,
 * asset and referrer, for a spreadsheet.
 */
export const PORTAL_EVENT_KINDS = ['view', 'download', 'live'] as const;
export const PORTAL_STATS_DAYS = 30;

export const ZPortalStats = z.object({
  days: z.array(z.object({ day: z.string(), views: z.number(), downloads: z.number(), live: z.number(), visitors: z.number() })),
  totals: z.object({ views: z.number(), downloads: z.number(), live: z.number() }),
  assets: z.array(z.object({ asset: z.string(), downloads: z.number() })),
  links: z.array(z.object({ id: z.number(), label: z.string(), views: z.number(), downloads: z.number() })),
  referrers: z.array(z.object({ host: z.string(), hits: z.number() })),
});
export type TPortalStats = z.infer<typeof ZPortalStats>;
