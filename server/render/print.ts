import { cardFonts } from '../../core/cards/compose';
import type { TCardInfo } from '../../core/cards/info';
import { outlineRun } from '../../core/composer/outline';
import type { Locale } from '../../core/constants';
import type { TDesign } from '../../core/design';
import type { PrintInput } from '../../core/print/compose';
import { serverFontSource } from './fonts';
import { outlinedDesign } from './outlined';

/** What the print shop's composer needs for one logo, its details and one site: the outlined logo, the site's fonts, text set with the server's fonts. */
export function printInput(design: TDesign, info: TCardInfo, site: Locale): PrintInput {
  return {
    design: outlinedDesign(design),
    site,
    fonts: cardFonts(site, design.name.font),
    shaper: (text, font, size, letterSpacing) => outlineRun(text, font, size, serverFontSource, letterSpacing),
    brandName: design.name.text,
    slogan: design.slogan?.text ?? null,
    info,
  };
}
