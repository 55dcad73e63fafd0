import { hexColour } from '../composer/colour';
import { logoAspect, placeLogo, placedPathsMarkup } from '../composer/compose';
import { brandColours } from '../vi/colours';
import { colourDistance } from './garment';
import { LOGO_INK_NAMES, PRINT_ITEM_NAMES, type TPrintSpec } from './items';
import { paperVariant, type ComposedPrint, type PrintInput } from './paint';

/**
 * The logo for a printer (issue 47): the logo alone at the width asked, no
 * bleed, no ground, in its full colours, in two inks or in one — what a
 * screen printer, a pad printer or a merch vendor asks for once the brand's
 * spot colours are named (the print file prints each named colour as its
 * spot ink). Two inks: the first two brand colours, every part of the logo
 * in whichever of them is closer to its own colour, opaque. One ink: the
 * brand colour chosen, every part in it (the logo's one-colour version).
 */

/** The inks of a version: the brand colours it prints in (none for the full-colour logo). */
export function logoInks(input: PrintInput, spec: Extract<TPrintSpec, { item: 'logo' }>): string[] {
  const brand = brandColours(input.design, input.site).map((c) => c.hex);
  if (spec.inks === 'one') return [brand[Math.min(spec.ink, brand.length - 1)]!];
  if (spec.inks === 'two') return brand.slice(0, 2);
  return [];
}

export function printLogo(input: PrintInput, spec: Extract<TPrintSpec, { item: 'logo' }>): ComposedPrint {
  const w = spec.width;
  const h = w / logoAspect(input.design, 'main');
  const inks = logoInks(input, spec);
  const box = { left: 0, top: 0, width: w, height: h };
  const variant = paperVariant(input.design);
  const placed = inks.length === 1 ? placeLogo(input.design, box, { variant, monochrome: inks[0]! }) : placeLogo(input.design, box, { variant });
  const paths =
    inks.length === 0
      ? placed
      : placed.map((p) => {
          const own = hexColour(p.fill, 'logo colour').toUpperCase();
          const nearest = inks.reduce((best, ink) => (colourDistance(own, ink) < colourDistance(own, best) ? ink : best));
          // Flat: each part at full strength in its ink (a tint of a spot is no second ink).
          return { matrix: p.matrix, d: p.d, fill: nearest };
        });
  const label = `${PRINT_ITEM_NAMES.logo[input.site]} ${LOGO_INK_NAMES[spec.inks][input.site]} ${w} mm`;
  return {
    format: { width: w, height: h, bleed: 0, safe: 0, label },
    pages: [{ markup: placedPathsMarkup(paths), cuts: [] }],
    label,
    outlined: false,
  };
}
