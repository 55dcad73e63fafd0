import type { TIconStyle } from './composer/avatar';
import { SIZE_PRESETS, type DownloadFormat, type PackageTier } from './constants';
import type { TLogoVariant, TOutlinedDesign } from './design';
import { lockupCanvas, lockupHasIco, lockupHasSlogan, lockupsOf, type TLockup } from './composer/lockups';

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
  avatar?: TIconStyle;
  lockup?: TLockup;
}

/**
 * One picture in every format of the package, `<dir>/<variant>.<ext>`: full
 * quality and web weight of both bitmaps, the transparent PNG, the SVGs and
 * the PDF; the ICO where its card's menu offers one; for admins both EPS
 * files (spec 01 §6). The variants and every layout get the same set, so a
 * format the download menu gives is in the kit for each of them.
 */
function fileSet(dir: string, at: Pick<KitRender, 'variant' | 'width' | 'height' | 'lockup'>, ico: boolean, admin: boolean): KitRender[] {
  const name = `${dir}/${at.variant}`;
  const files: KitRender[] = [
    { path: `${name}.png`, format: 'png-high', ...at },
    { path: `${name}-web.png`, format: 'png-low', ...at },
    { path: `${name}-transparent.png`, format: 'png-high', background: null, ...at },
    { path: `${name}.jpg`, format: 'jpg-high', ...at },
    { path: `${name}-web.jpg`, format: 'jpg-low', ...at },
    { path: `${name}.svg`, format: 'svg', ...at },
    { path: `${name}-transparent.svg`, format: 'svg-nbg', ...at },
    { path: `${name}.pdf`, format: 'pdf', ...at },
  ];
  // The ICO's pictures have fixed sizes (16–256 px): asked at the card's size, so the kit and the card share one render.
  if (ico) files.push({ path: `${name}.ico`, format: 'ico', ...at, ...SIZE_PRESETS.website });
  if (admin) files.push({ path: `${name}.eps`, format: 'eps', ...at }, { path: `${name}-background.eps`, format: 'eps-bg', ...at });
  return files;
}

/** Each variant in every format, per package (the basic package gets the website size only). */
function variantFiles(variant: TLogoVariant, full: boolean, admin: boolean): KitRender[] {
  return fileSet(`logo/${variant}`, { variant, ...(full ? KIT_SIZE : SIZE_PRESETS.website) }, true, admin);
}

/** The favicon pack's pictures: the symbol (or the logo) square. */
export function faviconFiles(hasSymbol: boolean): KitRender[] {
  const variant: TLogoVariant = hasSymbol ? 'symbol' : 'main';
  const square = (side: number) => ({ width: side, height: side });
  return [
    { path: 'favicon/favicon.ico', variant, format: 'ico', background: null, ...square(256) },
    { path: 'favicon/favicon-16x16.png', variant, format: 'png-high', background: null, ...square(16) },
    { path: 'favicon/favicon-32x32.png', variant, format: 'png-high', background: null, ...square(32) },
    { path: 'favicon/favicon-48x48.png', variant, format: 'png-high', background: null, ...square(48) },
    // Home-screen icons are opaque squares (iOS fills transparency with black).
    { path: 'favicon/apple-touch-icon.png', variant, format: 'png-high', avatar: 'square-brand', ...square(180) },
    { path: 'favicon/android-chrome-192x192.png', variant, format: 'png-high', avatar: 'square-brand', ...square(192) },
    { path: 'favicon/android-chrome-512x512.png', variant, format: 'png-high', avatar: 'square-brand', ...square(512) },
    // Maskable: the launcher cuts its own shape, so the mark keeps inside the safe zone (core/composer/avatar.ts).
    { path: 'favicon/maskable-192x192.png', variant, format: 'png-high', avatar: 'maskable', ...square(192) },
    { path: 'favicon/maskable-512x512.png', variant, format: 'png-high', avatar: 'maskable', ...square(512) },
  ];
}

/** The colour versions of every lockup, and "without slogan" where the lockup shows one. */
const LOCKUP_VARIANTS: readonly TLogoVariant[] = ['main', 'inverse', 'white', 'black'];

/**
 * The lockups (core/composer/lockups.ts) of the full kit, `logo/<layout>/<variant>.<ext>`:
 * each at its own shape with its clear space, KIT_SIZE's long side, in every
 * format a variant has (`fileSet`); the ICO for the square and the icon, as
 * their cards' menus offer it.
 */
export function lockupFiles(design: TOutlinedDesign, admin: boolean): KitRender[] {
  const long = Math.max(KIT_SIZE.width, KIT_SIZE.height);
  return lockupsOf(design)
    .filter((lockup) => lockup !== 'original')
    .flatMap((lockup) => {
      const variants = lockupHasSlogan(design, lockup) ? [...LOCKUP_VARIANTS, 'no-slogan' as const] : LOCKUP_VARIANTS;
      return variants.flatMap((variant) =>
        fileSet(`logo/${lockup}`, { variant, lockup, ...lockupCanvas(design, lockup, variant !== 'no-slogan', long) }, lockupHasIco(lockup), admin),
      );
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
