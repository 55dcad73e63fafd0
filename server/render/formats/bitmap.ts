import { renderAsync } from '@resvg/resvg-js';
import sharp, { type Sharp } from 'sharp';

/**
 * PNG and JPG encodings of a composed SVG, and the two rasterisers they can
 * start from. The composer's SVG holds paths only (no <text>), so both
 * engines draw the same picture without any font; scripts/bench-formats.ts
 * measures them side by side and RASTER_ENGINE records the pick (see its
 * comment for the figures).
 */

export type RasterEngine = 'sharp' | 'resvg';

/**
 * sharp's own SVG loader (librsvg inside libvips). Measured with
 * scripts/bench-formats.ts (Northwind Coffee, Debian 12, 2 × AMD EPYC, median
 * ms of png-high): 800×600 sharp 8.8 vs resvg+sharp 10.4; 2000×1500 25.3 vs
 * 53.3; 5000×3750 153.5 vs 347.4 (JPG: equal at the small sizes, 290 vs 427
 * for jpg-low at 5000×3750). The two pictures differ by a mean of 0.02–0.1
 * of 255 a channel (anti-aliasing rounding only; bitmap.test.ts holds it
 * under 0.5). resvg may rasterise as fast, but handing its premultiplied
 * pixels to sharp costs a full copy and an un-premultiply pass on top.
 */
export const RASTER_ENGINE: RasterEngine = 'sharp';

/** A sharp pipeline holding the SVG's pixels (RGBA, straight alpha) at the SVG's own size. */
export async function rasterise(svg: string, engine: RasterEngine = RASTER_ENGINE): Promise<Sharp> {
  if (engine === 'sharp') return sharp(Buffer.from(svg, 'utf8'), { density: 72 });
  // renderAsync rasterises on libuv's thread pool; its pixels are premultiplied (tell sharp).
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, logLevel: 'off' });
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4, premultiplied: true } });
}

export type Quality = 'low' | 'high';

/**
 * PNG. high: lossless, zlib level 4 without adaptive filtering; written as RGB
 * when the picture is opaque (it has a full background), RGBA otherwise.
 * Measured on the demo logos: RGB is 16–25 % smaller than RGBA for the same
 * pixels, and level 4 is up to ~25 % faster than level 6 for a file 1–2 %
 * larger. low: palette-quantised (libimagequant, ≤ 256 colours,
 * quality 80) with alpha kept, effort 1 and no dithering: on flat logo colours
 * dithering only adds speckles and bytes, and higher efforts were 2× slower
 * for files within 1 %. png-low is 4–7× smaller than png-high.
 */
export function encodePng(pipeline: Sharp, quality: Quality, opaque: boolean): Promise<Buffer> {
  if (quality === 'low') return pipeline.png({ palette: true, quality: 80, effort: 1, dither: 0, compressionLevel: 9 }).toBuffer();
  const p = opaque ? pipeline.removeAlpha() : pipeline.ensureAlpha();
  return p.png({ compressionLevel: 4, adaptiveFiltering: false }).toBuffer();
}

/**
 * JPG, always flattened on `background` (JPG has no alpha: never black where
 * a PNG would be transparent). high: quality 92, 4:4:4 chroma (no colour
 * bleeding at the sharp edges of a logo), libjpeg-turbo with optimised
 * Huffman tables. mozjpeg (trellis quantisation, progressive) would make it
 * ~23 % smaller but 6–8× slower (2000×1500: ~330 vs ~45 ms), above the
 * render-time target of docs/PERFORMANCE.md. low: quality 70, 4:2:0 chroma.
 */
export function encodeJpg(pipeline: Sharp, quality: Quality, background: string): Promise<Buffer> {
  const p = pipeline.flatten({ background });
  return quality === 'high'
    ? p.jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: true }).toBuffer()
    : p.jpeg({ quality: 70, chromaSubsampling: '4:2:0', optimiseCoding: true }).toBuffer();
}
