import { MAX_BRAND_COLORS, type Locale } from '../constants';
import { contrast, hexColour, hexRgb } from '../composer/colour';

/**
 * The brand colours, one rule for every place that lists them: the
 * brand-identity page's colour specification, the brand guidelines and the
 * brand kit's colour sheet. The colour specification of the brand-identity page (spec 02 §2 font
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

/** Whether white text reads better than near-black ink on the colour. */
export function isDark(hex: string): boolean {
  return contrast(hex, '#FFFFFF') >= contrast(hex, '#1A1A1A');
}

const NAME_TITLE: Record<Locale, string> = { zh: '名称色', en: 'Name colour' };

/**
 * The logo's brand colours, most important first, without repeats (case
 * ignored), the first four only; then the name's colour while there is room
 * and it is not among them (the lettering's colour is the brand's too).
 * Titled in the site's language.
 */
export function brandColours(design: { colors: readonly string[]; name: { color: string } }, site: Locale): BrandColourBase[] {
  const unique = [...new Set(design.colors.map((c) => hexColour(c, 'colour').toUpperCase()))].slice(0, MAX_BRAND_COLORS);
  const titled = unique.map((hex, i) => ({ hex, title: TITLES[site][i]! }));
  const name = hexColour(design.name.color, 'name colour').toUpperCase();
  if (!unique.includes(name) && titled.length < MAX_BRAND_COLORS) titled.push({ hex: name, title: NAME_TITLE[site] });
  return titled.map(({ hex, title }) => ({ hex, rgb: hexRgb(hex), dark: isDark(hex), title }));
}
