import { existsSync } from 'node:fs';
import sharp from 'sharp';

/**
 * sRGB → CMYK through an ICC profile (lcms inside libvips, relative
 * colorimetric), for every CMYK number the product prints: the business
 * cards' PDF now, the colour specification next. One named profile for
 * all of them: Ghostscript's "Artifex CMYK SWOP Profile" (SWOP, US web
 * offset on coated stock), installed with Ghostscript; where Ghostscript is
 * missing, libvips' own CMYK profile ("Chemical proof"), named as such.
 */

export interface CmykProfile {
  /** A file path, or a profile built into libvips ('cmyk'). */
  source: string;
  /** The profile's own description, shown to people. */
  name: string;
}

const GHOSTSCRIPT_SWOP = '/usr/share/color/icc/ghostscript/default_cmyk.icc';

export const CMYK_PROFILE: CmykProfile = existsSync(GHOSTSCRIPT_SWOP)
  ? { source: GHOSTSCRIPT_SWOP, name: 'Artifex CMYK SWOP Profile' }
  : { source: 'cmyk', name: 'Chemical proof (libvips)' };

/** C, M, Y, K in percent (0–100, whole numbers), as pdfkit and people write them. */
export type Cmyk = readonly [number, number, number, number];

const cache = new Map<string, Cmyk>();

/** The CMYK of each '#RRGGBB' colour (one conversion for all the ones not seen before). */
export async function toCmyk(hexes: readonly string[]): Promise<Map<string, Cmyk>> {
  const wanted = [...new Set(hexes.map((h) => h.toUpperCase()))];
  const missing = wanted.filter((h) => !cache.has(h));
  if (missing.length > 0) {
    const rgb = Buffer.alloc(missing.length * 3);
    missing.forEach((h, i) => {
      const v = Number.parseInt(h.slice(1), 16);
      rgb[i * 3] = (v >> 16) & 255;
      rgb[i * 3 + 1] = (v >> 8) & 255;
      rgb[i * 3 + 2] = v & 255;
    });
    const out = await sharp(rgb, { raw: { width: missing.length, height: 1, channels: 3 } })
      .withIccProfile(CMYK_PROFILE.source)
      .toColourspace('cmyk')
      .raw()
      .toBuffer();
    missing.forEach((h, i) => {
      const at = i * 4;
      cache.set(h, [0, 1, 2, 3].map((c) => Math.round((out[at + c]! / 255) * 100)) as unknown as Cmyk);
    });
  }
  return new Map(wanted.map((h) => [h, cache.get(h)!]));
}
