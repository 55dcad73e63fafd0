import { outlineRun } from '../../core/composer/outline';
import type { Locale } from '../../core/constants';
import type { TDesign } from '../../core/design';
import { composeSocialSvg, type SocialInput, type TSocialLook, type TSocialTexts } from '../../core/social/compose';
import type { SocialSlot } from '../../core/social/platforms';
import { createHash } from 'node:crypto';
import type { Storage } from '../storage';
import { FORMAT_INFO, RENDERERS_VERSION } from './formats';
import { rasterise } from './formats/bitmap';
import { cachedRender, type LogoFile } from './logo-files';
import { serverFontSource } from './fonts';
import { designHash, outlinedDesign } from './outlined';

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
  return encodeSocialFile(slot, look, composeSocialSvg(slot, look, input));
}

async function encodeSocialFile(slot: SocialSlot, look: TSocialLook, svg: string): Promise<Buffer> {
  const pixels = (await rasterise(svg)).removeAlpha();
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

/** A social image's preview on the brand page: this wide, a JPG. */
export const SOCIAL_PREVIEW_WIDTH = 480;
const PREVIEW_QUALITY = 80;
/** Content keys of social images composed by this process, by design, image, site, look and texts: a second visit composes nothing. */
const socialKeys = new Map<string, string>();
const SOCIAL_KEYS_MAX = 4096;

/**
 * A social kit image of the logo (the brand portal's social section): the
 * file as the kit makes it, or its preview SOCIAL_PREVIEW_WIDTH wide. Looked
 * up by the hash of its SVG (composed once per design, image, site, look and
 * texts in a process), drawn once and kept like every render.
 */
export async function socialPicture(storage: Storage, design: TDesign, site: Locale, slot: SocialSlot, look: TSocialLook, texts: TSocialTexts, size: 'file' | 'preview'): Promise<LogoFile> {
  const compose = () => composeSocialSvg(slot, look, socialInput(design, site, texts));
  const id = `${designHash(design)}:${slot.id}:${site}:${look}:${JSON.stringify(texts)}`;
  let svg: string | undefined;
  let key = socialKeys.get(id);
  if (key === undefined) {
    svg = compose();
    key = JSON.stringify(['social', RENDERERS_VERSION, createHash('sha256').update(svg).digest('hex')]);
    if (socialKeys.size >= SOCIAL_KEYS_MAX) socialKeys.clear();
    socialKeys.set(id, key);
  }
  // Content keys (64 hex) of the file and of its preview.
  const contentKey = (what: string) => createHash('sha256').update(`${key}:${what}`).digest('hex');
  if (size === 'file') {
    const type = FORMAT_INFO[slot.ext === 'png' ? 'png-high' : 'jpg-high'];
    return cachedRender(storage, contentKey('file'), type, () => encodeSocialFile(slot, look, svg ?? compose()));
  }
  // Drawn at the preview's size (its viewBox kept): a 2560-pixel banner is not rasterised whole to be shrunk.
  const height = Math.round((SOCIAL_PREVIEW_WIDTH * slot.height) / slot.width);
  return cachedRender(storage, contentKey(`preview:${SOCIAL_PREVIEW_WIDTH}:${PREVIEW_QUALITY}`), FORMAT_INFO['jpg-low'], async () =>
    (await rasterise((svg ?? compose()).replace(`width="${slot.width}" height="${slot.height}"`, `width="${SOCIAL_PREVIEW_WIDTH}" height="${height}"`)))
      .removeAlpha()
      .jpeg({ quality: PREVIEW_QUALITY, chromaSubsampling: '4:4:4' })
      .toBuffer(),
  );
}
