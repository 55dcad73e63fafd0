import type { TDesign, TLogoVariant, TOutlinedDesign } from '../design';
import { READABLE_CONTRAST, VANISHING_CONTRAST, contrast, hexColour } from './colour';

/**
 * How each logo variant colours the design. The rules live here, in one
 * place, so the download cards, the colour picker and every server render
 * agree:
 *
 * - main / no-slogan / symbol: the design's own colours on its background.
 * - inverse: background = the name colour (usually the darkest brand colour);
 *   name and slogan take the design background colour; icon shapes keep their
 *   colour unless they would vanish on the new background, then they take the
 *   design background colour too.
 * - white: everything #FFFFFF, on the first brand colour dark enough for white
 *   to read (else #222222).
 * - black: everything #000000, on #FFFFFF by default.
 */

const WHITE = '#FFFFFF';
const BLACK = '#000000';
/** Background of the white variant when no brand colour is dark enough. */
export const WHITE_VARIANT_FALLBACK = '#222222';

function uniqueBrandColours(d: TOutlinedDesign): string[] {
  return [...new Set(d.colors.map((c) => hexColour(c, 'brand colour')))];
}

/** Brand colours on which a white logo reads (contrast ≥ 3:1). */
function darkBrandColours(d: TOutlinedDesign): string[] {
  return uniqueBrandColours(d).filter((c) => contrast(c, WHITE) >= READABLE_CONTRAST);
}

/** Brand colours on which a black logo reads (contrast ≥ 3:1). */
function lightBrandColours(d: TOutlinedDesign): string[] {
  return uniqueBrandColours(d).filter((c) => contrast(c, BLACK) >= READABLE_CONTRAST);
}

/** Default background of a variant (what the card shows before the user picks one). */
export function variantBackground(d: TOutlinedDesign, variant: TLogoVariant): string {
  switch (variant) {
    case 'inverse':
      return hexColour(d.name.color, 'name colour');
    case 'white':
      return darkBrandColours(d)[0] ?? WHITE_VARIANT_FALLBACK;
    case 'black':
      return WHITE;
    default:
      return hexColour(d.background, 'background');
  }
}

/**
 * Backgrounds offered by the colour picker of a variant, default first.
 * white: the brand colours a white logo reads on (or #222222 if none);
 * black: #FFFFFF plus the brand colours a black logo reads on;
 * the others: their one default background (their colours are the design's).
 */
export function variantBackgroundChoices(d: TOutlinedDesign, variant: TLogoVariant): string[] {
  switch (variant) {
    case 'white': {
      const dark = darkBrandColours(d);
      return dark.length > 0 ? dark : [WHITE_VARIANT_FALLBACK];
    }
    case 'black':
      return [...new Set([WHITE, ...lightBrandColours(d)])];
    default:
      return [variantBackground(d, variant)];
  }
}

/** The colours one render of a variant paints with. */
export interface VariantPaint {
  name: string;
  slogan: string;
  /** Colour of an icon shape given its design colour. */
  shape(fill: string): string;
}

/**
 * Colours of a variant. `background` is the background actually used (the
 * default, the picked one, or `null` for none): the inverse variant checks
 * its icon colours against it, or against its default when there is none.
 */
export function variantPaint(d: TOutlinedDesign, variant: TLogoVariant, background: string | null): VariantPaint {
  switch (variant) {
    case 'white':
      return { name: WHITE, slogan: WHITE, shape: () => WHITE };
    case 'black':
      return { name: BLACK, slogan: BLACK, shape: () => BLACK };
    case 'inverse': {
      const designBg = hexColour(d.background, 'background');
      const against = background ?? variantBackground(d, 'inverse');
      return {
        name: designBg,
        slogan: designBg,
        shape: (fill) => {
          const f = hexColour(fill, 'icon colour');
          return contrast(f, against) < VANISHING_CONTRAST ? designBg : f;
        },
      };
    }
    default:
      return {
        name: hexColour(d.name.color, 'name colour'),
        slogan: hexColour(d.slogan?.color ?? d.name.color, 'slogan colour'),
        shape: (fill) => hexColour(fill, 'icon colour'),
      };
  }
}

/** Variants that make sense for a design (symbol needs an icon, no-slogan a slogan). */
export function applicableVariants(d: TDesign | TOutlinedDesign): TLogoVariant[] {
  const out: TLogoVariant[] = ['main', 'inverse', 'white', 'black'];
  if (d.slogan) out.push('no-slogan');
  if (d.icon) out.push('symbol');
  return out;
}
