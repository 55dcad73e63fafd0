import { MAX_BRAND_COLORS, type Locale } from '../constants';
import { contrast, hexColour } from '../composer/colour';
import type { TOutlinedDesign } from '../design';

/**
 * The colour specification of the brand-identity page (spec 02 §2 font
 * stage "colour spec", §3 "Brand colours: up to four, each with hex, CMYK,
 * dark flag, title", §5 "Only the first four colours appear in the spec").
 * CMYK is added by the server (it needs the ICC profile: server/render/cmyk.ts).
 */

export interface BrandColourBase {
  hex: string;
  rgb: [number, number, number];
  /** The swatch is dark: its labels are written in white. */
  dark: boolean;
  title: string;
}

const TITLES: Record<Locale, readonly string[]> = {
  zh: ['主色', '辅助色', '点缀色', '补充色'],
  en: ['Primary', 'Secondary', 'Accent', 'Supporting'],
};

export function hexRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Whether white text reads better than near-black ink on the colour. */
export function isDark(hex: string): boolean {
  return contrast(hex, '#FFFFFF') >= contrast(hex, '#1A1A1A');
}

/**
 * The logo's brand colours, most important first, without repeats (case
 * ignored), the first four only; titled in the site's language.
 */
export function brandColours(design: Pick<TOutlinedDesign, 'colors'>, site: Locale): BrandColourBase[] {
  const unique = [...new Set(design.colors.map((c) => hexColour(c, 'colour').toUpperCase()))];
  return unique.slice(0, MAX_BRAND_COLORS).map((hex, i) => ({ hex, rgb: hexRgb(hex), dark: isDark(hex), title: TITLES[site][i]! }));
}
