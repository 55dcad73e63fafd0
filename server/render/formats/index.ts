import { hexColour } from '../../../core/composer/colour';
import { avatarBackground, composeAvatarSvg, type TIconStyle } from '../../../core/composer/avatar';
import { composeLogoSvg } from '../../../core/composer/compose';
import type { TLockup } from '../../../core/composer/lockups';
import { variantBackground } from '../../../core/composer/variants';
import { MAX_SIDE_PX, type DownloadFormat } from '../../../core/constants';
import type { TLogoVariant, TOutlinedDesign } from '../../../core/design';
import { encodeJpg, encodePng, rasterise, type RasterEngine } from './bitmap';
import { sceneToEps } from './eps';
import { ICO_SIZES, packIco } from './ico';
import { sceneToPdf } from './pdf';
import { sceneFromSvg } from './scene';
import { composeSceneSvg } from '../../../core/mockups/compose';
import { sceneById } from '../../../core/mockups/library';
import { SCENE_HEIGHT, SCENE_WIDTH } from '../../../core/mockups/scene';
import { composeEffectSvg, EFFECTS, type EffectId } from '../../../core/vi/effects';

/**
 * Every download format of spec 01 §9, each made from the composer's SVG of
 * the requested variant, so all of them are one picture:
 *
 * - **png-high** — full quality: lossless PNG at the requested size;
 *   transparent where the picture has no background (`background: null`),
 *   otherwise on the variant's (or the given) background.
 * - **png-low** — web weight: the same picture and size, palette-quantised
 *   (≤ 256 colours, libimagequant quality 80) with alpha kept; 4–7×
 *   smaller than png-high on the demo logos.
 * - **jpg-high** — full quality: JPEG quality 92, 4:4:4 chroma.
 * - **jpg-low** — web weight: JPEG quality 70, 4:2:0 chroma (plain
 *   libjpeg-turbo: mozjpeg would save another ~30 % but costs 2–4× the time).
 *   Both JPGs are ALWAYS flattened on the logo's background colour (the
 *   given one, else the variant's), even when `background: null` is asked for.
 * - **svg** — the composer's SVG (paths only, no fonts needed).
 * - **svg-nbg** — the composer's SVG without background (`background: null`).
 * - **pdf** — one-page vector PDF (no image, no font: text is outlines); the
 *   page is the requested size at 72 dpi, i.e. 1 px = 1 pt. See pdf.ts.
 * - **eps** — hand-written EPS 3.0, vector, 1 px = 1 pt, WITHOUT background
 *   (whatever background is asked for), so its %%BoundingBox is tight around
 *   the artwork: what print shops expect under this name.
 * - **eps-bg** — the same EPS on the background (the given one, else the
 *   variant's): its box is the whole page. In both, translucent shapes are
 *   flattened onto the background colour, or white paper without one (EPS
 *   has no transparency). See eps.ts.
 * - **ico** — 16, 32, 48, 64, 128 and 256 px square PNG entries: the
 *   requested variant composed square at each size (what the card shows, so
 *   the customer gets the variant they picked; the symbol card gives the
 *   icon-only favicon). The requested width and height do not apply.
 *
 * "low" and "high" exist for the bitmaps only: vector formats have one
 * quality.
 *
 * A logo **effect** of the brand-identity page (`effect`: golden, silver,
 * neon, glow; core/vi/effects.ts) is rendered like a mockup scene, 4:3 at
 * `width`, and only as jpg-high/jpg-low/png-high/png-low: the JPG on the
 * effect's backdrop (opaque, flattened), the PNG the effect logo alone on
 * transparency (what a designer cuts out) — unless the request says
 * otherwise with `background`: a PNG asked with a `background` colour is
 * drawn on the backdrop too (opaque), a JPG asked with `background: null`
 * still gets the backdrop (JPG has no transparency).
 */

export interface FormatInfo {
  /** 'low' = web weight, 'high' = full quality; null for formats with one quality. */
  quality: 'low' | 'high' | null;
  ext: 'jpg' | 'png' | 'pdf' | 'eps' | 'svg' | 'ico';
  contentType: string;
}

export const FORMAT_INFO = {
  'jpg-low': { quality: 'low', ext: 'jpg', contentType: 'image/jpeg' },
  'jpg-high': { quality: 'high', ext: 'jpg', contentType: 'image/jpeg' },
  'png-low': { quality: 'low', ext: 'png', contentType: 'image/png' },
  'png-high': { quality: 'high', ext: 'png', contentType: 'image/png' },
  pdf: { quality: null, ext: 'pdf', contentType: 'application/pdf' },
  eps: { quality: null, ext: 'eps', contentType: 'application/postscript' },
  'eps-bg': { quality: null, ext: 'eps', contentType: 'application/postscript' },
  svg: { quality: null, ext: 'svg', contentType: 'image/svg+xml' },
  'svg-nbg': { quality: null, ext: 'svg', contentType: 'image/svg+xml' },
  ico: { quality: null, ext: 'ico', contentType: 'image/x-icon' },
} as const satisfies Record<DownloadFormat, FormatInfo>;

export interface RenderFormatRequest {
  variant: TLogoVariant;
  format: DownloadFormat;
  /**
   * '#rrggbb'; undefined = the variant's default background; null = none
   * (transparent PNG/ICO, SVG/PDF/EPS without a background rectangle; JPG
   * still gets the variant's background).
   */
  background?: string | null;
  /** Output size in px (PDF/EPS: pt); 1…MAX_SIDE_PX. Not used by ico. */
  width: number;
  height: number;
  /** Document title written into the PDF and EPS (e.g. the logo's name). */
  title?: string;
  /**
   * An avatar-style icon (core/composer/avatar.ts) instead of the variant:
   * square (width = height), its style's own background (`background` is not
   * used); JPG is flattened on the style's square colour.
   */
  avatar?: TIconStyle;
  /**
   * A mockup scene's id (core/mockups/library): the scene with the logo placed
   * instead of the variant, 4:3 at `width` (the height must follow); JPG and
   * PNG are opaque, on the scene's own art.
   */
  scene?: string;
  /**
   * A logo effect (core/vi/effects.ts) instead of the variant: 4:3 at
   * `width` (the height must follow); jpg-* and png-* only. JPG on the
   * effect's backdrop; PNG transparent without it, unless `background` is a
   * colour (then on the backdrop). See the module comment.
   */
  effect?: EffectId;
  /** The logo's margin as a share of the shorter side (composer's default when absent; 0: cut tight to the artwork, as office files place it). */
  margin?: number;
  /** Every colour of the logo in this one ('#rrggbb'; e.g. white for a dark slide). */
  monochrome?: string;
  /**
   * A lockup of the logo (core/composer/lockups.ts) instead of its own layout,
   * fitted into width×height with its clear space; not with the symbol
   * variant. The ico's entries are the lockup composed square.
   */
  lockup?: TLockup;
}

export interface RenderedFile {
  body: Buffer;
  contentType: string;
  ext: FormatInfo['ext'];
}

/**
 * Bump when any renderer here changes its output: it is part of the storage
 * cache key of rendered files (logo-files.ts), so old renders are not served.
 */
export const RENDERERS_VERSION = 4;

/** Written as Creator/Producer of the PDF and EPS. */
export const DOCUMENT_CREATOR = 'Logo Maker';

function checkSide(v: number, what: string): void {
  if (!Number.isInteger(v) || v <= 0 || v > MAX_SIDE_PX) {
    throw new Error(`${what} must be an integer from 1 to ${MAX_SIDE_PX}, got ${v}`);
  }
}

/**
 * The rasteriser of the logo effects: resvg, not librsvg (RASTER_ENGINE, the
 * logos' one). The effects' masks (neon) and blur (glow) cost librsvg
 * several times more at 2400 px: measured with scripts/effect-sheet.ts and
 * core/vi/effects.ts's SVGs, glow 620–840 ms in librsvg vs 140–220 ms in
 * resvg, neon 400–500 vs 75–190 (on a busy 2-core machine).
 */
export const EFFECT_RASTER_ENGINE: RasterEngine = 'resvg';

async function renderBody(outlined: TOutlinedDesign, req: RenderFormatRequest): Promise<Buffer> {
  const { variant, width, height, avatar } = req;
  if (req.scene !== undefined) {
    const scene = sceneById(req.scene);
    if (!scene) throw new Error(`unknown mockup scene ${JSON.stringify(req.scene)}`);
    if (height !== Math.round((width * SCENE_HEIGHT) / SCENE_WIDTH)) throw new Error(`a mockup is 4:3, got ${width}×${height}`);
    return renderPicture(req, (w) => composeSceneSvg(outlined, scene, { width: w }), '#FFFFFF', true);
  }
  if (req.effect !== undefined) {
    const effect = req.effect;
    if (!EFFECTS.includes(effect)) throw new Error(`unknown logo effect ${JSON.stringify(effect)}`);
    if (height !== Math.round((width * SCENE_HEIGHT) / SCENE_WIDTH)) throw new Error(`a logo effect is 4:3, got ${width}×${height}`);
    const info = FORMAT_INFO[req.format];
    if (info.ext !== 'jpg' && info.ext !== 'png') throw new Error(`a logo effect is a jpg or png, not ${req.format}`);
    // PNG: the effect logo cut out, unless a background colour is asked for; JPG: always on the backdrop.
    const backdrop = info.ext === 'jpg' || (req.background !== undefined && req.background !== null);
    return renderPicture(req, (w) => composeEffectSvg(outlined, effect, { width: w, backdrop }), '#000000', backdrop, EFFECT_RASTER_ENGINE);
  }
  if (avatar) {
    if (width !== height) throw new Error(`an avatar is square, got ${width}×${height}`);
    const flat = avatarBackground(outlined, avatar);
    return renderPicture(req, (w) => composeAvatarSvg(outlined, avatar, w), flat ?? hexColour(outlined.background, 'background'), flat !== null);
  }
  const look = {
    ...(req.margin === undefined ? {} : { margin: req.margin }),
    ...(req.monochrome === undefined ? {} : { monochrome: req.monochrome }),
    ...(req.lockup === undefined ? {} : { lockup: req.lockup }),
  };
  const compose = (background: string | null | undefined, w = width, h = height) =>
    composeLogoSvg(outlined, { variant, background, width: w, height: h, ...look });
  const doc = { title: req.title ?? 'Logo', creator: DOCUMENT_CREATOR };

  switch (req.format) {
    case 'svg':
      return Buffer.from(compose(req.background), 'utf8');
    case 'svg-nbg':
      return Buffer.from(compose(null), 'utf8');
    case 'png-high':
    case 'png-low':
      return encodePng(await rasterise(compose(req.background)), FORMAT_INFO[req.format].quality, req.background !== null);
    case 'jpg-high':
    case 'jpg-low': {
      const background = hexColour(req.background ?? variantBackground(outlined, variant), 'background');
      return encodeJpg(await rasterise(compose(background)), FORMAT_INFO[req.format].quality, background);
    }
    case 'pdf':
      return sceneToPdf(sceneFromSvg(compose(req.background)), doc);
    case 'eps':
      return sceneToEps(sceneFromSvg(compose(null)), doc);
    case 'eps-bg':
      return sceneToEps(sceneFromSvg(compose(req.background)), doc);
    case 'ico': {
      const pngs = await Promise.all(
        ICO_SIZES.map(async (s) =>
          (await rasterise(compose(req.background, s, s))).ensureAlpha().png({ compressionLevel: 9 }).toBuffer(),
        ),
      );
      return packIco(pngs);
    }
  }
}

/**
 * One picture that has its own background (an avatar) in any format: `svg(side)`
 * composes it, `flatten` is the colour of a JPG, `opaque` whether the PNG
 * has no transparent parts; `engine` the rasteriser of the bitmaps.
 */
async function renderPicture(
  req: RenderFormatRequest,
  svg: (side: number) => string,
  flatten: string,
  opaque: boolean,
  engine?: RasterEngine,
): Promise<Buffer> {
  const doc = { title: req.title ?? 'Logo', creator: DOCUMENT_CREATOR };
  switch (req.format) {
    case 'svg':
    case 'svg-nbg':
      return Buffer.from(svg(req.width), 'utf8');
    case 'png-high':
    case 'png-low':
      return encodePng(await rasterise(svg(req.width), engine), FORMAT_INFO[req.format].quality, opaque);
    case 'jpg-high':
    case 'jpg-low':
      return encodeJpg(await rasterise(svg(req.width), engine), FORMAT_INFO[req.format].quality, flatten);
    case 'pdf':
      return sceneToPdf(sceneFromSvg(svg(req.width)), doc);
    case 'eps':
    case 'eps-bg':
      return sceneToEps(sceneFromSvg(svg(req.width)), doc);
    case 'ico':
      return packIco(
        await Promise.all(ICO_SIZES.map(async (s) => (await rasterise(svg(s))).ensureAlpha().png({ compressionLevel: 9 }).toBuffer())),
      );
  }
}

/**
 * Renders one logo variant in one download format (definitions in the module
 * comment). Throws on a bad size or background, or the symbol variant of a
 * design without an icon.
 */
export async function renderFormat(outlined: TOutlinedDesign, req: RenderFormatRequest): Promise<RenderedFile> {
  const info: FormatInfo = FORMAT_INFO[req.format];
  if (!info) throw new Error(`unknown format ${JSON.stringify(req.format)}`);
  checkSide(req.width, 'width');
  checkSide(req.height, 'height');
  const body = await renderBody(outlined, req);
  return { body, contentType: info.contentType, ext: info.ext };
}
