import { z } from 'zod';

/**
 * The structured design of a logo: what the logo maker produced. Every variant
 * (main, inverse, white, black, no-slogan, symbol) is derived from it by the
 * composer, so the browser preview and every server render are one picture.
 */

/** A design's fingerprint in the address of a picture drawn from the logo, once it changed while a page was open (web/components/ServerPicture.tsx `followingDesign`): ignored by the server, it only makes the address new. */
export const ZDesignPrintQuery = z.object({ d: z.string().regex(/^[0-9a-f]{1,8}$/).optional() });

export const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour must be #rrggbb');

/** Font families the project ships (open licences), by stable id. */
export const FONT_IDS = [
  'inter-700',
  'inter-400',
  'montserrat-800',
  'montserrat-500',
  'playfair-700',
  'pacifico-400',
  'noto-sans-sc-700',
  'noto-sans-sc-400',
  'zcool-kuaile-400',
] as const;
export const ZFontId = z.enum(FONT_IDS);
export type TFontId = z.infer<typeof ZFontId>;

/**
 * SVG path data: only path commands, numbers and separators, so a path can be
 * written into a `d="…"` attribute without escaping (nothing else can hide in it).
 */
export const ZSvgPathData = z.string().regex(/^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]*$/, 'not SVG path data');

export const ZIconShape = z.object({
  d: ZSvgPathData.min(1),
  fill: ZHexColor,
  /** Optional opacity of this shape (0..1). */
  opacity: z.number().min(0).max(1).optional(),
});

export const ZIcon = z.object({
  /** Coordinate box the shapes are drawn in. */
  viewBox: z.tuple([z.number().positive(), z.number().positive()]),
  shapes: z.array(ZIconShape).min(1),
});
export type TIcon = z.infer<typeof ZIcon>;

export const ZTextLine = z.object({
  text: z.string().min(1).max(80),
  font: ZFontId,
  color: ZHexColor,
  /** Font size in canvas units. */
  size: z.number().positive(),
  /** Extra space between letters, in em. */
  letterSpacing: z.number().min(-0.2).max(1).default(0),
  uppercase: z.boolean().default(false),
});
export type TTextLine = z.infer<typeof ZTextLine>;

export const LAYOUTS = ['icon-top', 'icon-left', 'text-only'] as const;
export type TLayout = (typeof LAYOUTS)[number];

export const ZDesign = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  background: ZHexColor,
  layout: z.enum(LAYOUTS),
  icon: ZIcon.optional(),
  /** Height of the icon in canvas units. */
  iconSize: z.number().positive().default(160),
  name: ZTextLine,
  slogan: ZTextLine.optional(),
  /** Brand colours, most important first. */
  colors: z.array(ZHexColor).min(1).max(8),
});
export type TDesign = z.infer<typeof ZDesign>;
export type TDesignInput = z.input<typeof ZDesign>;

/** A text line turned into one outline path at its final size, origin at its top-left. */
export const ZOutlinedText = z.object({
  /** Empty when the line has no ink (only spaces). */
  d: ZSvgPathData,
  width: z.number(),
  height: z.number(),
  color: ZHexColor,
  /**
   * What the ink box measures, for the smallest size the line still reads at
   * (core/composer/lockups.ts `LEGIBLE_TEXT`): Latin capitals (cap height),
   * Latin in mixed case, Chinese characters. Absent in designs outlined before
   * it was recorded: read as mixed-case Latin.
   */
  lettering: z.enum(['caps', 'latin', 'cjk']).optional(),
});
export type TOutlinedText = z.infer<typeof ZOutlinedText>;

/**
 * A design whose text has been turned into paths. It is all the composer needs,
 * so it can be sent to the browser without any font file.
 */
export const ZOutlinedDesign = z.object({
  width: z.number(),
  height: z.number(),
  background: ZHexColor,
  layout: z.enum(LAYOUTS),
  icon: ZIcon.optional(),
  iconSize: z.number(),
  name: ZOutlinedText,
  slogan: ZOutlinedText.optional(),
  /**
   * A text-only logo whose name is too long for a square: its monogram
   * (core/composer/lockups.ts `monogramText`), set like the name, for the
   * compact square lockup.
   */
  monogram: ZOutlinedText.optional(),
  colors: z.array(ZHexColor),
});
export type TOutlinedDesign = z.infer<typeof ZOutlinedDesign>;

export const LOGO_VARIANTS = ['main', 'inverse', 'white', 'black', 'no-slogan', 'symbol'] as const;
export const ZLogoVariant = z.enum(LOGO_VARIANTS);
export type TLogoVariant = z.infer<typeof ZLogoVariant>;
