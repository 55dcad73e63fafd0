import { cardFonts, type SideInput } from '../../core/cards/compose';
import { CARD_FORMATS } from '../../core/cards/format';
import type { TCardInfo } from '../../core/cards/info';
import { outlineRun } from '../../core/composer/outline';
import type { Locale } from '../../core/constants';
import type { TDesign } from '../../core/design';
import { serverFontSource } from './fonts';
import { outlinedDesign } from './outlined';

/** What the card composer needs for one logo, one person and one site: the outlined logo, the site's size and fonts, text set with the server's fonts. */
export function cardSideInput(design: TDesign, info: TCardInfo, site: Locale): SideInput {
  return {
    design: outlinedDesign(design),
    info,
    format: CARD_FORMATS[site],
    fonts: cardFonts(site, design.name.font),
    shaper: (text, font, size, letterSpacing) => outlineRun(text, font, size, serverFontSource, letterSpacing),
    brandName: design.name.text,
    slogan: design.slogan?.text ?? null,
  };
}
