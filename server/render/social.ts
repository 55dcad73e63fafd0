import { outlineRun } from '../../core/composer/outline';
import type { Locale } from '../../core/constants';
import type { TDesign } from '../../core/design';
import { composeSocialSvg, type SocialInput, type TSocialLook, type TSocialTexts } from '../../core/social/compose';
import type { SocialSlot } from '../../core/social/platforms';
import { rasterise } from './formats/bitmap';
import { serverFontSource } from './fonts';
import { outlinedDesign } from './outlined';

/** What the social kit's composer needs for one logo and site: the outlined logo and text set with the server's fonts. */
export function socialInput(design: TDesign, site: Locale, texts: TSocialTexts): SocialInput {
  return {
    design: outlinedDesign(design),
    site,
    shaper: (text, font, size, letterSpacing) => outlineRun(text, font, size, serverFontSource, letterSpacing),
    brandName: design.name.text,
    slogan: design.slogan?.text ?? null,
    texts,
  };
}

/** JPG qualities tried, best first, until the file is within the slot's aim (its platform's advice, else its limit). */
const JPG_QUALITIES = [90, 85, 80, 75, 70] as const;

/**
 * One kit image as its file, tagged sRGB: a PNG palette-quantised when that
 * keeps it close (flat logo colours; the gradient look stays full colour), a
 * JPG at the best quality within the slot's aim. Throws when even the
 * lightest encoding is over the platform's limit (no file a platform refuses).
 */
export async function renderSocialFile(slot: SocialSlot, look: TSocialLook, input: SocialInput): Promise<Buffer> {
  const pixels = (await rasterise(composeSocialSvg(slot, look, input))).removeAlpha();
  const srgb = () => pixels.clone().withIccProfile('srgb');
  let body: Buffer;
  if (slot.ext === 'png') {
    body = look === 'gradient'
      ? await srgb().png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
      : await srgb().png({ palette: true, quality: 95, effort: 4, dither: 0, compressionLevel: 9 }).toBuffer();
  } else {
    const aim = slot.targetBytes ?? slot.maxBytes;
    body = Buffer.alloc(0);
    for (const quality of JPG_QUALITIES) {
      body = await srgb().jpeg({ quality, chromaSubsampling: quality >= 85 ? '4:4:4' : '4:2:0', optimiseCoding: true, mozjpeg: false }).toBuffer();
      if (body.length <= aim) break;
    }
  }
  if (body.length > slot.maxBytes) throw new Error(`${slot.id}: ${body.length} bytes is over the platform's ${slot.maxBytes}`);
  return body;
}
