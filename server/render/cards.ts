import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CARD_PREVIEW_WIDTH, type TCardSide } from '../../core/cards/api';
import { cardFonts, composeCardSvg, type CardDesign, type SideInput } from '../../core/cards/compose';
import { CARD_FORMATS } from '../../core/cards/format';
import { SAMPLE_CARD_INFO, type TCardInfo } from '../../core/cards/info';
import { outlineRun } from '../../core/composer/outline';
import type { Locale } from '../../core/constants';
import type { TDesign } from '../../core/design';
import type { Storage } from '../storage';
import { serverFontSource } from './fonts';
import { FORMAT_INFO, RENDERERS_VERSION } from './formats';
import { cachedRender, isRendered, type LogoFile } from './logo-files';
import { designHash, outlinedDesign } from './outlined';

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

/** JPEG quality of a side's sample picture: small text stays clean on colour (4:4:4, no chroma halving). */
const PREVIEW_QUALITY = 80;

/** Content keys of sample sides composed by this process, by design, card, side and site: a revalidation composes nothing. */
const sampleKeys = new Map<string, string>();
const SAMPLE_KEYS_MAX = 4096;

/**
 * One side of a card design with the site's sample person, CARD_PREVIEW_WIDTH
 * wide, as a JPEG: what the business-card page shows before anything is
 * typed. Looked up by the hash of its SVG (composed once per design, card,
 * side and site in a process: any change to the logo, the design's code or
 * the fonts is a new picture), drawn once and kept like every render
 * (`cachedRender`). `beforeRender` runs, for this request, only when the
 * picture must be drawn (a limit may refuse it by throwing).
 */
export async function cardSamplePicture(storage: Storage, design: TDesign, card: CardDesign, side: TCardSide, site: Locale, beforeRender: () => Promise<void>): Promise<LogoFile> {
  const compose = () => {
    const input = cardSideInput(design, SAMPLE_CARD_INFO[site], site);
    return composeCardSvg(card, side, input, { bleed: false, unitsPerMm: CARD_PREVIEW_WIDTH / input.format.width });
  };
  const id = `${designHash(design)}:${card.id}:${side}:${site}`;
  let svg: string | undefined;
  let key = sampleKeys.get(id);
  if (key === undefined) {
    svg = compose();
    key = createHash('sha256').update(JSON.stringify(['card-sample', RENDERERS_VERSION, PREVIEW_QUALITY, svg])).digest('hex');
    if (sampleKeys.size >= SAMPLE_KEYS_MAX) sampleKeys.clear();
    sampleKeys.set(id, key);
  }
  const type = FORMAT_INFO['jpg-low'];
  if (!(await isRendered(storage, key, type.ext))) await beforeRender();
  return cachedRender(storage, key, type, () => sharp(Buffer.from(svg ?? compose()), { density: 72 }).jpeg({ quality: PREVIEW_QUALITY, chromaSubsampling: '4:4:4' }).toBuffer());
}
