import type { BrandColourBase } from './vi/colours';

/**
 * The brand as design tokens (beyond the spec; the brand kit's
 * design-tokens/ folder): the brand colours and fonts as CSS variables, a
 * Tailwind theme and W3C design-tokens JSON (Design Tokens Community Group
 * format: `$type` and `$value`), so a developer puts the brand into a site
 * with one file.
 */

export interface TokenFont {
  role: 'name' | 'slogan';
  family: string;
  weight: number;
  /** What to fall back to: a script font falls back to cursive, the rest to sans-serif. */
  generic: 'sans-serif' | 'serif' | 'cursive';
}

export interface TokenInput {
  logoName: string;
  /** The brand colours by core/vi/colours' rule, titled in English. */
  colours: readonly BrandColourBase[];
  background: string;
  fonts: readonly TokenFont[];
}

/** "Primary" → primary, "Name colour" → name. */
function slug(title: string): string {
  return title.toLowerCase().replace(/ colour$/, '').replace(/[^a-z0-9]+/g, '-');
}

const quote = (family: string) => `"${family.replace(/["\\]/g, '')}"`;

/** tokens.css: custom properties on :root. */
export function cssTokens(t: TokenInput): string {
  const lines = [`/* ${t.logoName.replace(/\*\//g, '')}: brand tokens */`, ':root {'];
  for (const c of t.colours) {
    lines.push(`  --brand-${slug(c.title)}: ${c.hex};`);
    lines.push(`  --brand-${slug(c.title)}-rgb: ${c.rgb.join(' ')};`);
  }
  lines.push(`  --brand-background: ${t.background};`);
  for (const f of t.fonts) {
    lines.push(`  --brand-font-${f.role}: ${quote(f.family)}, ${f.generic};`);
    lines.push(`  --brand-font-${f.role}-weight: ${f.weight};`);
  }
  lines.push('}', '');
  return lines.join('\n');
}

/** tailwind.config.js: the colours under `brand`, the fonts as `font-brand-name` and `font-brand-slogan`. */
export function tailwindTheme(t: TokenInput): string {
  const colours = Object.fromEntries([...t.colours.map((c) => [slug(c.title), c.hex]), ['background', t.background]]);
  const fontFamily = Object.fromEntries(t.fonts.map((f) => [`brand-${f.role}`, [f.family, f.generic]]));
  const theme = { theme: { extend: { colors: { brand: colours }, fontFamily } } };
  return `/** ${t.logoName.replace(/\*\//g, '')}: brand theme for Tailwind CSS (merge into your tailwind.config.js). */\nmodule.exports = ${JSON.stringify(theme, null, 2)};\n`;
}

/** tokens.json in the W3C design-tokens format. */
export function w3cTokens(t: TokenInput): string {
  const color: Record<string, unknown> = {};
  for (const c of t.colours) color[slug(c.title)] = { $type: 'color', $value: c.hex, $description: c.title };
  color.background = { $type: 'color', $value: t.background, $description: 'Background' };
  const font: Record<string, unknown> = {};
  for (const f of t.fonts) {
    font[f.role] = {
      family: { $type: 'fontFamily', $value: [f.family, f.generic] },
      weight: { $type: 'fontWeight', $value: f.weight },
    };
  }
  return `${JSON.stringify({ $description: `${t.logoName}: brand tokens`, color, font }, null, 2)}\n`;
}
