import type { TAvatarStyle } from './composer/avatar';
import { SIZE_PRESETS, type DownloadFormat, type PackageTier } from './constants';
import type { TLogoVariant, TOutlinedDesign } from './design';
import { lockupCanvas, lockupHasSlogan, lockupsOf, type TLockup } from './composer/lockups';

/**
 * The brand kit ZIP (beyond the spec; issue "Downloads"): one download with
 * every variant in every format the package allows, a favicon pack, a
 * colour sheet and, from the professional package up, the brand guidelines.
 */

/** Size of the kit's bitmaps and vector pages for the professional package and better. */
export const KIT_SIZE = SIZE_PRESETS.high;

export interface KitRender {
  path: string;
  variant: TLogoVariant;
  format: DownloadFormat;
  width: number;
  height: number;
  background?: null;
  avatar?: TAvatarStyle;
  lockup?: TLockup;
}

/**
 * Every format of each variant, per package (the basic package gets the
 * website size only): full quality and web weight of both bitmaps, the SVGs
 * and the PDF, the variant's ICO; for admins both EPS files (spec 01 §6).
 */
function variantFiles(variant: TLogoVariant, full: boolean, admin: boolean): KitRender[] {
  const { width, height } = full ? KIT_SIZE : SIZE_PRESETS.website;
  const dir = `logo/${variant}`;
  const at = { variant, width, height };
  const files: KitRender[] = [
    { path: `${dir}/${variant}.png`, format: 'png-high', ...at },
    { path: `${dir}/${variant}-web.png`, format: 'png-low', ...at },
    { path: `${dir}/${variant}-transparent.png`, format: 'png-high', background: null, ...at },
    { path: `${dir}/${variant}.jpg`, format: 'jpg-high', ...at },
    { path: `${dir}/${variant}-web.jpg`, format: 'jpg-low', ...at },
    { path: `${dir}/${variant}.svg`, format: 'svg', ...at },
    { path: `${dir}/${variant}-transparent.svg`, format: 'svg-nbg', ...at },
    { path: `${dir}/${variant}.pdf`, format: 'pdf', ...at },
    // The ICO's pictures have fixed sizes (16–256 px): asked at the card's size, so the kit and the card share one render.
    { path: `${dir}/${variant}.ico`, format: 'ico', variant, ...SIZE_PRESETS.website },
  ];
  if (admin) {
    files.push(
      { path: `${dir}/${variant}.eps`, format: 'eps', ...at },
      { path: `${dir}/${variant}-background.eps`, format: 'eps-bg', ...at },
    );
  }
  return files;
}

/** The favicon pack's pictures: the symbol (or the logo) square. */
export function faviconFiles(hasSymbol: boolean): KitRender[] {
  const variant: TLogoVariant = hasSymbol ? 'symbol' : 'main';
  const square = (side: number) => ({ width: side, height: side });
  return [
    { path: 'favicon/favicon.ico', variant, format: 'ico', background: null, ...square(256) },
    { path: 'favicon/favicon-16x16.png', variant, format: 'png-high', background: null, ...square(16) },
    { path: 'favicon/favicon-32x32.png', variant, format: 'png-high', background: null, ...square(32) },
    // Home-screen icons are opaque squares (iOS fills transparency with black).
    { path: 'favicon/apple-touch-icon.png', variant, format: 'png-high', avatar: 'square-brand', ...square(180) },
    { path: 'favicon/android-chrome-192x192.png', variant, format: 'png-high', avatar: 'square-brand', ...square(192) },
    { path: 'favicon/android-chrome-512x512.png', variant, format: 'png-high', avatar: 'square-brand', ...square(512) },
  ];
}

/** The colour versions of every lockup, and "without slogan" where the lockup shows one. */
const LOCKUP_VARIANTS: readonly TLogoVariant[] = ['main', 'inverse', 'white', 'black'];

/**
 * The lockups (core/composer/lockups.ts) of the full kit, `logo/<layout>/<variant>.<ext>`:
 * each at its own shape with its clear space, KIT_SIZE's long side — PNG on
 * the background and transparent, SVG with and without background, PDF; the
 * square one's ICO; for admins the transparent EPS.
 */
export function lockupFiles(design: TOutlinedDesign, admin: boolean): KitRender[] {
  const long = Math.max(KIT_SIZE.width, KIT_SIZE.height);
  return lockupsOf(design)
    .filter((lockup) => lockup !== 'original')
    .flatMap((lockup) => {
      const variants = lockupHasSlogan(design, lockup) ? [...LOCKUP_VARIANTS, 'no-slogan' as const] : LOCKUP_VARIANTS;
      return variants.flatMap((variant): KitRender[] => {
        const at = { variant, lockup, ...lockupCanvas(design, lockup, variant !== 'no-slogan', long) };
        const dir = `logo/${lockup}`;
        const files: KitRender[] = [
          { path: `${dir}/${variant}.png`, format: 'png-high', ...at },
          { path: `${dir}/${variant}-transparent.png`, format: 'png-high', background: null, ...at },
          { path: `${dir}/${variant}.svg`, format: 'svg', ...at },
          { path: `${dir}/${variant}-transparent.svg`, format: 'svg-nbg', ...at },
          { path: `${dir}/${variant}.pdf`, format: 'pdf', ...at },
        ];
        if (lockup === 'square') files.push({ path: `${dir}/${variant}.ico`, format: 'ico', variant, lockup, ...SIZE_PRESETS.website });
        if (admin) files.push({ path: `${dir}/${variant}.eps`, format: 'eps', ...at });
        return files;
      });
    });
}

/**
 * Every render of a kit. `full`: the professional package or better (or an
 * admin), which adds the lockups of `design`.
 */
export function kitRenders(variants: readonly TLogoVariant[], hasSymbol: boolean, full: boolean, admin: boolean, design?: TOutlinedDesign): KitRender[] {
  return [
    ...variants.flatMap((v) => variantFiles(v, full, admin)),
    ...(full && design ? lockupFiles(design, admin) : []),
    ...faviconFiles(hasSymbol),
  ];
}

/** The kit's documents beside the renders, by file name: the colour sheet, and the brand guidelines PDF (a brand book in the site's language). */
export const KIT_DOCUMENTS = { colours: 'colours.pdf', guidelines: 'brand-guidelines.pdf' } as const;
export type KitDocument = keyof typeof KIT_DOCUMENTS;

/** The documents of a kit: the colour sheet for every package, the brand guidelines with the full kit (the professional package and better, or an admin). */
export function kitDocuments(full: boolean): KitDocument[] {
  return full ? ['colours', 'guidelines'] : ['colours'];
}

/** Whether a package gets the full-size kit. */
export function kitIsFull(tier: PackageTier | null, admin: boolean): boolean {
  return admin || tier === 'professional' || tier === 'luxury' || tier === 'brand';
}

export const ZIP_NAME = (logoName: string) => `${logoName}-brand-kit.zip`;
