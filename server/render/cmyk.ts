import { existsSync, readFileSync } from 'node:fs';
import * as lcmsWasm from 'lcms-wasm';
import sharp from 'sharp';

/**
 * sRGB → CMYK through an ICC profile, for every CMYK number the product
 * prints: the business cards' PDF, the brand kit's colour sheet, the
 * brand-identity page's colour specification. One named profile for all of
 * them: Ghostscript's "Artifex CMYK SWOP Profile" (SWOP, US web offset on
 * coated stock), installed with Ghostscript, from Ghostscript's sRGB profile,
 * relative colorimetric with black point compensation — Ghostscript's own
 * default for RGB → CMYK, so a printer's RIP built on it gets the same inks
 * (tested against Ghostscript in cmyk.test.ts). The engine is Little CMS
 * (lcms-wasm, in the npm package): libvips' transform through the same
 * profile gives other numbers (#4384F5 → 77/39/2/0 instead of 70/48/0/0), as
 * it applies no black point compensation and rounds through Lab.
 * Where Ghostscript is missing, libvips' own CMYK profile ("Chemical proof"),
 * named as such.
 */

export interface CmykProfile {
  /** A file path, or a profile built into libvips ('cmyk'). */
  source: string;
  /** The profile's own description, shown to people. */
  name: string;
}

const GHOSTSCRIPT_ICC = '/usr/share/color/icc/ghostscript';
const GHOSTSCRIPT_SWOP = `${GHOSTSCRIPT_ICC}/default_cmyk.icc`;
const GHOSTSCRIPT_SRGB = `${GHOSTSCRIPT_ICC}/srgb.icc`;
const HAS_GHOSTSCRIPT = existsSync(GHOSTSCRIPT_SWOP) && existsSync(GHOSTSCRIPT_SRGB);

export const CMYK_PROFILE: CmykProfile = HAS_GHOSTSCRIPT
  ? { source: GHOSTSCRIPT_SWOP, name: 'Artifex CMYK SWOP Profile' }
  : { source: 'cmyk', name: 'Chemical proof (libvips)' };

/** C, M, Y, K in percent (0–100, whole numbers), as pdfkit and people write them. */
export type Cmyk = readonly [number, number, number, number];

type Convert = (rgb: Uint8Array, count: number) => Promise<number[]>;

let converter: Promise<Convert> | undefined;

/** Little CMS with the two profiles, made once per process. */
async function lcmsConverter(): Promise<Convert> {
  const lcms = await lcmsWasm.instantiate();
  const open = (path: string) => {
    const bytes = new Uint8Array(readFileSync(path));
    const profile = lcms.cmsOpenProfileFromMem(bytes, bytes.byteLength);
    if (!profile) throw new Error(`cannot read ICC profile ${path}`);
    return profile;
  };
  const transform = lcms.cmsCreateTransform(
    open(GHOSTSCRIPT_SRGB),
    lcmsWasm.TYPE_RGB_8,
    open(GHOSTSCRIPT_SWOP),
    lcmsWasm.TYPE_CMYK_16,
    lcmsWasm.INTENT_RELATIVE_COLORIMETRIC,
    lcmsWasm.cmsFLAGS_BLACKPOINTCOMPENSATION,
  );
  if (!transform) throw new Error('cannot make the sRGB → CMYK transform');
  return async (rgb, count) => Array.from(lcms.cmsDoTransform(transform, rgb, count), (v) => Math.round((v / 65535) * 100));
}

/** libvips' built-in profile, where Ghostscript's are not installed. */
const libvipsConverter: Convert = async (rgb, count) => {
  const out = await sharp(Buffer.from(rgb), { raw: { width: count, height: 1, channels: 3 } }).toColourspace('cmyk').raw().toBuffer();
  return Array.from(out, (v) => Math.round((v / 255) * 100));
};

function convert(): Promise<Convert> {
  if (!converter) {
    converter = HAS_GHOSTSCRIPT ? lcmsConverter() : Promise.resolve(libvipsConverter);
    // A failure is not kept: the next call tries again.
    converter.catch(() => {
      converter = undefined;
    });
  }
  return converter;
}

const cache = new Map<string, Cmyk>();

/** The CMYK of each '#RRGGBB' colour (one conversion for all the ones not seen before). */
export async function toCmyk(hexes: readonly string[]): Promise<Map<string, Cmyk>> {
  const wanted = [...new Set(hexes.map((h) => h.toUpperCase()))];
  const missing = wanted.filter((h) => !cache.has(h));
  if (missing.length > 0) {
    const rgb = new Uint8Array(missing.length * 3);
    missing.forEach((h, i) => {
      const v = Number.parseInt(h.slice(1), 16);
      rgb[i * 3] = (v >> 16) & 255;
      rgb[i * 3 + 1] = (v >> 8) & 255;
      rgb[i * 3 + 2] = v & 255;
    });
    const out = await (await convert())(rgb, missing.length);
    missing.forEach((h, i) => cache.set(h, out.slice(i * 4, i * 4 + 4) as unknown as Cmyk));
  }
  return new Map(wanted.map((h) => [h, cache.get(h)!]));
}

let profileBytes: Promise<Buffer> | undefined;

/**
 * The bytes of the profile the CMYK numbers come from, for a print file's
 * output intent (the business card's PDF/X): the file, or libvips' built-in
 * profile as libvips embeds it in a CMYK image.
 */
export function cmykProfileBytes(): Promise<Buffer> {
  if (!profileBytes) {
    profileBytes = HAS_GHOSTSCRIPT
      ? Promise.resolve(readFileSync(CMYK_PROFILE.source))
      : sharp({ create: { width: 1, height: 1, channels: 3, background: '#FFFFFF' } })
          .toColourspace('cmyk')
          .withIccProfile('cmyk')
          .tiff()
          .toBuffer()
          .then(async (tiff) => {
            const { icc } = await sharp(tiff).metadata();
            if (!icc) throw new Error('libvips embedded no CMYK profile');
            return icc;
          });
    profileBytes.catch(() => {
      profileBytes = undefined;
    });
  }
  return profileBytes;
}
