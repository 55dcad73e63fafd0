import { z } from 'zod';
import { setLineProblem } from '../cards/info';
import { MAX_BRAND_COLORS, type Locale } from '../constants';

/**
 * The print shop's items (issue 47): what a new business has printed
 * besides its cards, each at the sizes its market's printers load — ISO
 * sizes and the Chinese envelopes (GB/T 1416) on the Chinese site, US sizes
 * first on the English one. Sizes are trim sizes in millimetres; the bleed
 * is 3 mm for a metric size and 1/8 in for a US (inch) size.
 */

export const PRINT_ITEMS = ['letterhead', 'envelope', 'slip', 'sticker', 'badge', 'sign', 'shirt', 'embroidery', 'stamp', 'logo'] as const;
export type TPrintItem = (typeof PRINT_ITEMS)[number];

export interface PrintSize {
  id: string;
  width: number;
  height: number;
  /** The unit it is sold in: its bleed follows (3 mm; 0.125 in). */
  unit: 'mm' | 'in';
  label: Record<Locale, string>;
}

const MM_PER_IN = 25.4;
/** Bleed of metric and of US sizes (mm). */
export const BLEED_MM = { mm: 3, in: 0.125 * MM_PER_IN } as const;

const both = (s: string): Record<Locale, string> => ({ zh: s, en: s });

/** Every fixed size, by id. */
export const PRINT_SIZES: Record<string, PrintSize> = {
  a4: { id: 'a4', width: 210, height: 297, unit: 'mm', label: both('A4 · 210 × 297 mm') },
  letter: { id: 'letter', width: 215.9, height: 279.4, unit: 'in', label: { zh: 'Letter · 8.5 × 11 in', en: 'US Letter · 8.5 × 11 in' } },
  dl: { id: 'dl', width: 220, height: 110, unit: 'mm', label: { zh: '5 号 DL · 220 × 110 mm', en: 'DL · 220 × 110 mm' } },
  zl: { id: 'zl', width: 230, height: 120, unit: 'mm', label: { zh: '6 号 ZL · 230 × 120 mm', en: 'ZL · 230 × 120 mm' } },
  c5: { id: 'c5', width: 229, height: 162, unit: 'mm', label: { zh: '7 号 C5 · 229 × 162 mm', en: 'C5 · 229 × 162 mm' } },
  no10: { id: 'no10', width: 241.3, height: 104.775, unit: 'in', label: { zh: '#10 · 9.5 × 4.125 in', en: '#10 · 9.5 × 4.125 in' } },
  'third-a4': { id: 'third-a4', width: 210, height: 99, unit: 'mm', label: { zh: '⅓ A4 · 210 × 99 mm', en: '⅓ A4 (DL) · 210 × 99 mm' } },
  'third-letter': { id: 'third-letter', width: 215.9, height: 93.133, unit: 'in', label: both('⅓ Letter · 8.5 × 3.67 in') },
  cr80: { id: 'cr80', width: 85.6, height: 54, unit: 'mm', label: { zh: '横版 CR80 · 85.6 × 54 mm', en: 'CR80 landscape · 85.6 × 54 mm' } },
  vertical: { id: 'vertical', width: 54, height: 85.6, unit: 'mm', label: { zh: '竖版工牌 · 54 × 85.6 mm', en: 'Vertical · 54 × 85.6 mm' } },
};

/** The sizes each site offers for each fixed-size item, its market's first. */
export const SITE_SIZES: Record<Locale, Record<Exclude<TPrintItem, 'sticker' | 'sign' | 'stamp' | 'shirt' | 'embroidery' | 'logo'>, readonly string[]>> = {
  zh: { letterhead: ['a4'], envelope: ['dl', 'zl', 'c5'], slip: ['third-a4'], badge: ['vertical', 'cr80'] },
  en: { letterhead: ['letter', 'a4'], envelope: ['no10', 'dl', 'c5'], slip: ['third-letter', 'third-a4'], badge: ['cr80', 'vertical'] },
};

export const STICKER_SHAPES = ['round', 'square', 'rounded', 'contour'] as const;
export type TStickerShape = (typeof STICKER_SHAPES)[number];
/** A sticker's size (its width, the longer side of a contour): 25–150 mm. */
export const STICKER_MM = { min: 25, max: 150 } as const;
/** The sizes offered as buttons: millimetres in China, inches on the English site. */
export const STICKER_PRESETS: Record<Locale, readonly string[]> = {
  zh: ['25mm', '30mm', '40mm', '50mm', '60mm', '80mm', '100mm', '150mm'],
  en: ['1in', '1.5in', '2in', '2.5in', '3in', '4in', '5in'],
};
export const STICKER_SHEETS = ['none', 'a4', 'letter'] as const;
export type TStickerSheet = (typeof STICKER_SHEETS)[number];

const STICKER_SIZE = /^(\d{1,3}(?:\.\d{1,2})?)(mm|in)$/;

/** A sticker size such as '50mm' or '2in' read as millimetres and its unit, or null when it is not one (or out of range). */
export function stickerSize(raw: string): { mm: number; unit: 'mm' | 'in' } | null {
  const m = STICKER_SIZE.exec(raw);
  if (!m) return null;
  const unit = m[2] as 'mm' | 'in';
  const mm = Number(m[1]) * (unit === 'in' ? MM_PER_IN : 1);
  // A hair under 25 mm in inches (1 in = 25.4 mm) is in range; 6 in (152.4 mm) is not.
  return mm >= STICKER_MM.min && mm <= STICKER_MM.max + 1e-9 ? { mm, unit } : null;
}

/** How a sticker size is written for people. */
export function stickerSizeLabel(raw: string): string {
  const m = STICKER_SIZE.exec(raw);
  return m ? `${m[1]} ${m[2]}` : raw;
}

const ZSizeId = z.string().regex(/^[a-z0-9-]{1,16}$/);

/** A shop sign's size (metres: up to 12 m wide) and the distance it must be read from (metres). */
export const SIGN_LIMITS = { width: { min: 0.3, max: 12 }, height: { min: 0.2, max: 3 }, distance: { min: 2, max: 300 } } as const;
export const SIGN_GROUNDS = ['brand', 'light'] as const;
const metres = (l: { min: number; max: number }) => z.number().finite().min(l.min).max(l.max);

export const SHIRT_PLACEMENTS = ['chest', 'front'] as const;
export type TShirtPlacement = (typeof SHIRT_PLACEMENTS)[number];
export const GARMENTS = ['light', 'dark'] as const;
export type TGarment = (typeof GARMENTS)[number];
/** The print area of each placement (mm): a left-chest print and a full front, in centimetres in China and inches on the English site. */
export const SHIRT_AREAS: Record<Locale, Record<TShirtPlacement, { width: number; height: number; label: string }>> = {
  zh: { chest: { width: 100, height: 100, label: '10 × 10 cm' }, front: { width: 300, height: 360, label: '30 × 36 cm' } },
  en: { chest: { width: 101.6, height: 101.6, label: '4 × 4 in' }, front: { width: 304.8, height: 355.6, label: '12 × 14 in' } },
};
/** The embroidered mark's width (mm), at which no line may be thinner than EMBROIDERY_MIN_LINE; and its colours at most. */
export const EMBROIDERY_WIDTH = 100;
export const EMBROIDERY_MIN_LINE = 1;
export const EMBROIDERY_MAX_COLOURS = 6;

export const STAMP_SHAPES = ['round', 'rect'] as const;
export type TStampShape = (typeof STAMP_SHAPES)[number];
/** The longest text around a stamp (characters). */
export const STAMP_TEXT_MAX = 24;
/**
 * Words of China's official seals (公章 and the registered special seals): a
 * brand stamp made here never carries them — official seals are made only
 * by engravers registered with the police.
 */
export const OFFICIAL_SEAL_WORDS = ['公章', '专用章', '合同章', '财务章', '发票专用章'] as const;

/** The logo for a printer: in its full colours, in its first two brand colours, or in one (core/print/logo.ts); its width (mm). */
export const LOGO_INKS = ['full', 'two', 'one'] as const;
export type TLogoInks = (typeof LOGO_INKS)[number];
export const LOGO_WIDTH_MM = { min: 20, max: 1000, default: 100 } as const;
export const LOGO_INK_NAMES: Record<TLogoInks, Record<Locale, string>> = {
  full: { zh: '全彩', en: 'full colour' },
  two: { zh: '双色', en: 'two colours' },
  one: { zh: '单色', en: 'one colour' },
};

/** What the customer picks: the item, its size and its options. */
export const ZPrintSpec = z.discriminatedUnion('item', [
  z.object({ item: z.literal('letterhead'), size: ZSizeId }),
  z.object({ item: z.literal('envelope'), size: ZSizeId, window: z.boolean().default(false) }),
  z.object({ item: z.literal('slip'), size: ZSizeId }),
  z.object({
    item: z.literal('sticker'),
    shape: z.enum(STICKER_SHAPES),
    size: z.string().refine((s) => stickerSize(s) !== null, 'a size from 25 mm to 150 mm, such as 50mm or 2in'),
    sheet: z.enum(STICKER_SHEETS).default('none'),
  }),
  z.object({ item: z.literal('badge'), size: ZSizeId }),
  z.object({
    item: z.literal('sign'),
    width: metres(SIGN_LIMITS.width),
    height: metres(SIGN_LIMITS.height),
    distance: metres(SIGN_LIMITS.distance).default(30),
    ground: z.enum(SIGN_GROUNDS).default('brand'),
  }),
  z.object({ item: z.literal('shirt'), placement: z.enum(SHIRT_PLACEMENTS), garment: z.enum(GARMENTS).default('light') }),
  z.object({ item: z.literal('embroidery'), garment: z.enum(GARMENTS).default('light') }),
  z.object({ item: z.literal('stamp'), shape: z.enum(STAMP_SHAPES), text: z.string().max(STAMP_TEXT_MAX + 20).default('') }),
  z.object({
    item: z.literal('logo'),
    inks: z.enum(LOGO_INKS).default('full'),
    /** The brand colour (its place in the list) of the one-colour version. */
    ink: z.number().int().min(0).max(MAX_BRAND_COLORS - 1).default(0),
    width: z.number().int().min(LOGO_WIDTH_MM.min).max(LOGO_WIDTH_MM.max).default(LOGO_WIDTH_MM.default),
  }),
]);
export type TPrintSpec = z.infer<typeof ZPrintSpec>;

/** Whether a fixed size is offered for the item on the site (any sticker size in range is; a sign and a stamp are sized by their own fields). */
export function sizeOffered(spec: TPrintSpec, site: Locale): boolean {
  if (spec.item === 'sign' || spec.item === 'stamp' || spec.item === 'shirt' || spec.item === 'embroidery' || spec.item === 'logo') return true;
  return spec.item === 'sticker' ? stickerSize(spec.size) !== null : SITE_SIZES[site][spec.item].includes(spec.size);
}

/** The item as the page first shows it on a site. */
export function defaultSpec(item: TPrintItem, site: Locale): TPrintSpec {
  if (item === 'sticker') return { item, shape: 'round', size: site === 'zh' ? '50mm' : '2in', sheet: 'none' };
  if (item === 'sign') return { item, width: 3, height: 0.8, distance: 30, ground: 'brand' };
  if (item === 'stamp') return { item, shape: 'round', text: '' };
  if (item === 'shirt') return { item, placement: 'chest', garment: 'light' };
  if (item === 'embroidery') return { item, garment: 'light' };
  if (item === 'logo') return { item, inks: 'full', ink: 0, width: LOGO_WIDTH_MM.default };
  const size = SITE_SIZES[site][item][0]!;
  return item === 'envelope' ? { item, size, window: false } : { item, size };
}

/** The item's name on the page and in file names. */
export const PRINT_ITEM_NAMES: Record<TPrintItem, Record<Locale, string>> = {
  letterhead: { zh: '信纸', en: 'Letterhead' },
  envelope: { zh: '信封', en: 'Envelope' },
  slip: { zh: '便签条', en: 'Compliment slip' },
  sticker: { zh: '贴纸', en: 'Sticker' },
  badge: { zh: '工牌', en: 'Name badge' },
  sign: { zh: '门头招牌', en: 'Shop sign' },
  shirt: { zh: 'T 恤印花', en: 'Shirt print' },
  embroidery: { zh: '刺绣标志', en: 'Embroidery mark' },
  stamp: { zh: '品牌印章', en: 'Brand stamp' },
  logo: { zh: '印刷用标志', en: 'Logo for printers' },
};

/** The PDF standards a file is made in: X-4 (live transparency allowed, what upload checks take today) and X-1a (PDF 1.3, flattened). */
export const PRINT_STANDARDS = ['x4', 'x1a'] as const;
export type TPrintStandard = (typeof PRINT_STANDARDS)[number];

export type StampTextProblem = 'tooLong' | 'invalid' | 'unprintable' | 'official';

/** Why a stamp's text is refused on a site, or null (empty: the brand's name is used). */
export function stampTextProblem(raw: string, site: Locale): StampTextProblem | null {
  const value = raw.trim();
  if (value === '') return null;
  const line = setLineProblem(value, STAMP_TEXT_MAX);
  if (line) return line;
  const compact = value.replace(/\s+/g, '');
  return site === 'zh' && OFFICIAL_SEAL_WORDS.some((w) => compact.includes(w)) ? 'official' : null;
}
