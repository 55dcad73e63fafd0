import { z } from 'zod';
import type { Locale } from '../constants';
import { contrast, hexRgb } from '../composer/colour';

/**
 * The brand as the office documents use it (Word and PPT templates, the
 * brand PPT, the Office theme): name and slogan as text, the brand colours
 * and the fonts. One palette rule, so a letterhead, a deck and the .thmx
 * theme agree on which colour is which.
 */
export interface OfficeBrand {
  site: Locale;
  name: string;
  /** '' when the logo has none. */
  slogan: string;
  /** The brand colours, most important first (core/vi/colours' rule), as #RRGGBB. */
  colours: readonly string[];
  /** The family headings are set in (the logo name's font, when it suits running headings). */
  headingFont: string;
  /** The family body text is set in. */
  bodyFont: string;
}

/** The brand as the server gives it to a page that draws slides (the brand PPT editor). */
export const ZOfficeBrand = z.object({
  site: z.enum(['zh', 'en']),
  name: z.string(),
  slogan: z.string(),
  colours: z.array(z.string().regex(/^#[0-9A-Fa-f]{6}$/)),
  headingFont: z.string(),
  bodyFont: z.string(),
});

export interface OfficePalette {
  /** Headings, bars and table heads: the first brand colour, deepened until white text and a white page read against it. */
  primary: string;
  /** The second brand colour, or a deeper shade of the primary. */
  secondary: string;
  /** The third brand colour, or a lighter one of the primary. */
  accent: string;
  /** Body text. */
  ink: string;
  /** Notes, labels, footers. */
  muted: string;
  /** A pale wash of the primary: panels, alternate table rows. */
  tint: string;
  /** Rules and table lines. */
  line: string;
}

const hex2 = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0').toUpperCase();

/** a → b by t (0 … 1), in sRGB. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexRgb(a);
  const [r2, g2, b2] = hexRgb(b);
  return `#${hex2(r1 + (r2 - r1) * t)}${hex2(g1 + (g2 - g1) * t)}${hex2(b1 + (b2 - b1) * t)}`;
}

/** The colour, darkened just enough to reach a contrast of `min` against white. */
export function deepen(hex: string, min: number): string {
  let c = hex.toUpperCase();
  for (let t = 0.08; contrast(c, '#FFFFFF') < min && t <= 1; t += 0.08) c = mix(hex, '#101318', t);
  return c;
}

/** Fallback when a logo has no colour of its own: spec 02 §9's default brand colour. */
export const DEFAULT_BRAND_COLOUR = '#4384F5';

export function officePalette(brand: Pick<OfficeBrand, 'colours'>): OfficePalette {
  const [first = DEFAULT_BRAND_COLOUR, second, third] = brand.colours;
  const primary = deepen(first, 4.5);
  const secondary = second ? deepen(second, 3) : mix(primary, '#101318', 0.35);
  // A third colour too pale to be seen on paper (a background tone) gives way to a lighter primary.
  const accent = third && contrast(third, '#FFFFFF') >= 1.6 ? third : mix(primary, '#FFFFFF', 0.45);
  return {
    primary,
    secondary,
    accent: accent.toUpperCase(),
    ink: mix(primary, '#1A1D23', 0.88),
    muted: mix(primary, '#6B7280', 0.85),
    tint: mix(primary, '#FFFFFF', 0.92),
    line: mix(primary, '#D9DCE3', 0.8),
  };
}

/** Placeholders a template's text may hold. */
export interface OfficeVars {
  name: string;
  slogan: string;
  /** Today's date in the site's style. */
  date: string;
  year: string;
}

export function officeVars(brand: OfficeBrand, today: Date): OfficeVars {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  const date =
    brand.site === 'zh'
      ? `${y}年${m}月${d}日`
      : `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${d}, ${y}`;
  return { name: brand.name, slogan: brand.slogan, date, year: String(y) };
}

/** A template's text with its placeholders ({name}, {slogan}, {date}, {year}) filled. */
export function fill(text: string, vars: OfficeVars): string {
  return text.replace(/\{(name|slogan|date|year)\}/g, (_, k: keyof OfficeVars) => vars[k]);
}

/** Text in both languages. */
export type Bilingual = Readonly<Record<Locale, string>>;
