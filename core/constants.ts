/**
 * Business constants of spec 01 §9 and spec 02 §9. Feature code imports them
 * from here; no magic numbers elsewhere.
 */

export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Designer-fix price per site (zh: yuan, en: US dollars). */
export const DESIGNER_FIX_PRICE = { zh: 200, en: 40 } as const;

/** spec 01 §4: hollow callback time-out before featured renders are made. */
export const HOLLOW_TIMEOUT_MS = 4500;
/** spec 01 §9: size of the featured jpg/png and of the main-logo png render. */
export const FEATURED_RENDER_SIZE = { width: 2400, height: 1800 } as const;

export const SIZE_PRESETS = {
  website: { width: 800, height: 600 },
  high: { width: 2000, height: 1500 },
  social: { width: 1000, height: 1000 },
  custom: { width: 400, height: 300 },
} as const;
export type SizePreset = keyof typeof SIZE_PRESETS;
export const DEFAULT_SIZE_PRESET: SizePreset = 'social';
/** spec 01 §5: a side above this is refused with the width-limit message. */
export const MAX_SIDE_PX = 5000;

export const SOCIAL_PRESETS = {
  en: [
    { name: 'FB Profile', width: 360, height: 360 },
    { name: 'FB Cover', width: 1640, height: 624 },
    { name: 'Twitter Profile', width: 800, height: 800 },
    { name: 'Twitter Header', width: 1500, height: 500 },
    { name: 'Instagram', width: 220, height: 220 },
    { name: 'Linkedin', width: 800, height: 800 },
    { name: 'Pinterest', width: 330, height: 330 },
    { name: 'Google+', width: 500, height: 500 },
    { name: 'Youtube', width: 800, height: 800 },
    { name: 'Tumblr', width: 256, height: 256 },
  ],
  zh: [
    { name: '微信', width: 800, height: 800 },
    { name: '微博', width: 720, height: 720 },
    { name: 'QQ', width: 640, height: 640 },
    { name: '淘宝店铺', width: 480, height: 480 },
    { name: '头条', width: 800, height: 800 },
    { name: '抖音', width: 800, height: 800 },
    { name: '拼多多', width: 600, height: 600 },
  ],
} as const;

/**
 * spec 01 §9: formats every card offers; the EPS files only for admins.
 * `eps` is transparent with a bounding box tight around the artwork (what
 * print shops expect under that name); `eps-bg` is the same picture on the
 * logo's background, its box the whole page.
 */
export const DOWNLOAD_FORMATS = [
  'jpg-low',
  'jpg-high',
  'png-low',
  'png-high',
  'pdf',
  'eps',
  'eps-bg',
  'svg',
  'svg-nbg',
  'ico',
] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
/** spec 01 §6: formats only admins may download. */
export const ADMIN_FORMATS: readonly DownloadFormat[] = ['eps', 'eps-bg'];
/** Formats the server renders: every one of the spec (server/render/formats). */
export const RENDERED_FORMATS: readonly DownloadFormat[] = DOWNLOAD_FORMATS;

export const PACKAGE_TIERS = ['basic', 'designer', 'professional', 'luxury', 'brand'] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];
/** spec 01 §3: bought_type 1..4 → basic, professional, luxury, luxury. */
export const BOUGHT_TYPE_TIER: Record<number, PackageTier> = {
  1: 'basic',
  2: 'professional',
  3: 'luxury',
  4: 'luxury',
};

export const BRAND_PPT_OUTLINE_AMOUNT = 8;
/** spec 02 §3/§9 animation settings: preview 800×600, GIF 30 fps, 3 s capture, lossy 80, video at 2× the preview. */
export const ANIMATION = {
  preview: { width: 800, height: 600 },
  fps: 30,
  seconds: 3,
  /** Every export has exactly this many frames (fps × seconds). */
  frames: 90,
  gifLossy: 80,
  videoScale: 2,
} as const;
/** spec 02 §9: resend countdown of a verification code, in seconds. */
export const SMS_RESEND_SECONDS = 60;
export const BRAND_REGISTER_PRICE_YUAN = 999;

/** spec 01 §9 delays, in milliseconds. */
export const DELAYS = {
  trademarkDialog: 3000,
  paymentSuccessNotice: 1000,
  reloadAfterPayment: 3000,
  designerFixPaymentRedirect: 3000,
  frameMask: 300,
  scrollRestore: 1000,
  partnerLoginLink: 300,
} as const;

export const LAYOUT = {
  menuWidth: 280,
  menuCollapsedWidth: 70,
  narrowBreakpoint: 1050,
  mobileBreakpoint: 767,
} as const;

export const BRAND_MISSION_SLIDES = [
  { id: 1, link: '/design/31452' },
  { id: 2, link: '/design/30703' },
  { id: 3, link: '/design/30704' },
  { id: 4, link: '/design/30705' },
] as const;

/** spec 02 §9: default brand colour and partner accent. */
export const DEFAULT_BRAND_COLOR = '#4384f5';
export const PARTNER_ACCENT = '#1C64FC';
/** spec 02 §9: only the first four colours appear in the colour spec. */
export const MAX_BRAND_COLORS = 4;
/** Spec 02 §9: the VI page's preset mockup scenes. */
export const PRESET_MOCKUP_SCENES = 7;
/** Mockups page: scenes per page of the list (load-more adds the next page). */
export const MOCKUP_PAGE_SIZE = 12;
/** The site's name as it starts a downloaded mockup's file name (spec 02 §9 "site text"); the pages' app.name. */
export const SITE_TEXT = { zh: 'Logo设计', en: 'Logo Maker' } as const satisfies Record<Locale, string>;

/** Query values kept across navigation (spec 01 §2). */
export const KEPT_QUERY_KEYS = ['custom', 'logo', 'png'] as const;

/** Query value that forces embedded mode outside an iframe (documented in README). */
export const EMBED_QUERY_KEY = 'embed';
