import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp from 'sharp';

// Every render starts from new pixels: libvips' operation cache (up to 50 MB
// in each thread that loads sharp) would only hold memory, never a hit.
sharp.cache(false);

/**
 * SVG → PNG for the download area. resvg rasterises (our SVGs are paths only,
 * so no font is ever needed: system fonts are not loaded, which saves 20–30 ms
 * a render), sharp encodes (resvg's own PNG encoder is much slower).
 */

export interface RasterOptions {
  /** Output width in px; the height follows the SVG's aspect ratio unless given too. */
  width?: number;
  /** Output height in px; used to fit when no width is given. */
  height?: number;
}

function checkSide(v: number | undefined, what: string): void {
  if (v !== undefined && (!Number.isInteger(v) || v <= 0)) throw new Error(`${what} must be a positive integer, got ${v}`);
}

/**
 * Rasterises `svg` to a PNG with alpha (transparent where the SVG paints
 * nothing). With both width and height, an SVG of another aspect ratio is
 * fitted inside and centred on transparency, never stretched.
 */
export async function svgToPng(svg: string, opts: RasterOptions = {}): Promise<Buffer> {
  checkSide(opts.width, 'width');
  checkSide(opts.height, 'height');
  const fitTo: ResvgRenderOptions['fitTo'] =
    opts.width !== undefined
      ? { mode: 'width', value: opts.width }
      : opts.height !== undefined
        ? { mode: 'height', value: opts.height }
        : { mode: 'original' };
  // renderAsync rasterises on libuv's thread pool, so the event loop stays free.
  const image = await renderAsync(svg, { fitTo, font: { loadSystemFonts: false }, logLevel: 'off' });
  const { width, height } = image;
  // resvg's pixels are premultiplied RGBA: tell sharp, or anti-aliased edges
  // over transparency come out dark.
  let pipeline = sharp(image.pixels, { raw: { width, height, channels: 4, premultiplied: true } });
  if (opts.width !== undefined && opts.height !== undefined && height !== opts.height) {
    pipeline = pipeline.resize(opts.width, opts.height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
  }
  // Level 6 without adaptive filtering: measured on the demo logos, adaptive
  // filtering halves the file but makes encoding 4× slower (2400×1800: 206 ms
  // vs 54 ms), and a palette PNG is smaller still but lossy and slower again.
  return pipeline.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
}
