import {
  DEFAULT_SIZE_PRESET,
  MAX_SIDE_PX,
  SIZE_PRESETS,
  SOCIAL_PRESETS,
  type DownloadFormat,
  type Locale,
  type PackageTier,
  type SizePreset,
} from '../../../core/constants';
import type { Role } from '../../../core/permissions';
import { layoutPresetSize, lockupAspect, type TLockup } from '../../../core/composer/lockups';
import type { TLogoVariant, TOutlinedDesign } from '../../../core/design';
import { brandAssetRefusal } from '../../../core/downloads';

/** The size dialog's rules (spec 01 §2 "Size dialog", §5, §9), free of React so they are unit-tested. */

export interface Size {
  width: number;
  height: number;
}

/** What the size dialog remembers per logo (see settingsStore.ts). */
export interface SizeSettings {
  preset: SizePreset;
  /** Social platform picked under the social preset (its name in SOCIAL_PRESETS); null = the square 1000×1000. */
  social: string | null;
  /** The custom size; only editable in custom mode. 0 while a field is empty. */
  custom: Size;
}

/** Presets in the order the dialog lists them. */
export const PRESET_ORDER: readonly SizePreset[] = ['website', 'high', 'social', 'custom'];

/**
 * The presets of a layout's file (a lockup, whose file has its own shape):
 * the website and high presets by their long side in the layout's
 * proportions, and a custom size that keeps them unless unlocked. The social
 * platforms' shapes are not the layout's, so they are not offered.
 */
export const LAYOUT_PRESETS: readonly SizePreset[] = ['website', 'high', 'custom'];

/** The preset a layout's dialog opens with when the remembered one is not offered: the high preset. */
const LAYOUT_DEFAULT: SizePreset = 'high';

/**
 * What the dialog sizes: null for the logo in its own layout (the presets'
 * sizes as they are), else the width over height of the layout's file
 * (core/composer/lockups.ts `lockupAspect`).
 */
export type SizeAspect = number | null;

/** The proportions of a card's file: its layout's, or null for the logo in its own layout (or a layout it does not have). */
export function targetAspect(design: TOutlinedDesign, lockup: TLockup | undefined, variant: TLogoVariant): SizeAspect {
  if (lockup === undefined || lockup === 'original') return null;
  try {
    return lockupAspect(design, lockup, variant !== 'no-slogan');
  } catch {
    return null;
  }
}

/** The presets the dialog lists. */
export function presetOrder(aspect: SizeAspect): readonly SizePreset[] {
  return aspect === null ? PRESET_ORDER : LAYOUT_PRESETS;
}

/**
 * Formats whose size matters and which therefore go through the size dialog:
 * the rasters and the PDF page. SVG/EPS are scalable and ICO holds fixed sizes,
 * so those download straight from the menu.
 */
export const SIZED_FORMATS: readonly DownloadFormat[] = ['jpg-low', 'jpg-high', 'png-low', 'png-high', 'pdf'];

/**
 * Nominal size of the formats downloaded without the dialog: the website
 * preset (the card preview's size, and the one size every package may download).
 */
export const DIRECT_DOWNLOAD_SIZE: Size = SIZE_PRESETS.website;

export function defaultSizeSettings(): SizeSettings {
  return { preset: DEFAULT_SIZE_PRESET, social: null, custom: { ...SIZE_PRESETS.custom } };
}

/** The social platforms of a site (spec 01 §9: different lists on zh and en). */
export function socialPlatforms(locale: Locale): readonly { name: string; width: number; height: number }[] {
  return SOCIAL_PRESETS[locale];
}

/**
 * The size a choice stands for; an unknown platform name (other site, renamed)
 * reads as the square preset. For a layout (`aspect`), a preset is its long
 * side in the layout's proportions.
 */
export function resolveSize(settings: SizeSettings, locale: Locale, aspect: SizeAspect = null): Size {
  if (aspect !== null && settings.preset !== 'custom') return layoutPresetSize(settings.preset, aspect);
  switch (settings.preset) {
    case 'custom':
      return { ...settings.custom };
    case 'social': {
      const platform = socialPlatforms(locale).find((p) => p.name === settings.social);
      return platform ? { width: platform.width, height: platform.height } : { ...SIZE_PRESETS.social };
    }
    default:
      return { ...SIZE_PRESETS[settings.preset] };
  }
}

export type SizeProblem = 'invalid' | 'limit';

/** spec 01 §5: a side above 5000 px is refused (width-limit message, no download); empty or non-integer sides are invalid. */
export function sizeProblem({ width, height }: Size): SizeProblem | null {
  if (![width, height].every((side) => Number.isInteger(side) && side >= 1)) return 'invalid';
  if (width > MAX_SIDE_PX || height > MAX_SIDE_PX) return 'limit';
  return null;
}

/** spec 01 §2: basic-package users (not admins) may only download the website size. */
export function isSizeRestricted(tier: PackageTier | null, roles: ReadonlySet<Role>): boolean {
  return tier === 'basic' && !roles.has('admin');
}

/** The presets a viewer may pick (a layout's, for a layout). */
export function selectablePresets(restricted: boolean, visitor = false, aspect: SizeAspect = null): readonly SizePreset[] {
  if (restricted) return ['website'];
  if (aspect !== null) return LAYOUT_PRESETS;
  // A visitor of a shared logo downloads the presets only (core/visitors.ts): the server refuses other sizes.
  return visitor ? PRESET_ORDER.filter((p) => p !== 'custom') : PRESET_ORDER;
}

/**
 * The settings the dialog opens with: what was remembered, moved to the
 * website size (a layout: the high one) when that preset is not offered; a
 * layout's custom size keeps the remembered width in the layout's proportions.
 */
export function openingSettings(saved: SizeSettings, restricted: boolean, visitor = false, aspect: SizeAspect = null): SizeSettings {
  const offered = selectablePresets(restricted, visitor, aspect).includes(saved.preset);
  if (aspect === null || restricted) return offered ? saved : { ...saved, preset: 'website' };
  return { ...saved, preset: offered ? saved.preset : LAYOUT_DEFAULT, custom: withSide(saved.custom, 'width', saved.custom.width, aspect) };
}

/**
 * The custom size with one side typed (0 while the field is empty); with
 * `aspect` the other side follows in those proportions (the ratio lock).
 */
export function withSide(custom: Size, side: keyof Size, value: number, aspect: SizeAspect): Size {
  const next = { ...custom, [side]: value };
  if (aspect === null || !(value >= 1)) return next;
  return side === 'width'
    ? { width: value, height: Math.max(1, Math.round(value / aspect)) }
    : { width: Math.max(1, Math.round(value * aspect)), height: value };
}

/**
 * What picking a format from a card's menu does (spec 01 §4 "Download action"):
 * not bought → the purchase dialog (which sends anonymous visitors to sign in);
 * a sized format → the size dialog; anything else downloads at once.
 */
export type DownloadAction = 'purchase' | 'size' | 'direct';

export function downloadAction(format: DownloadFormat, roles: ReadonlySet<Role>, lockup: TLockup = 'original'): DownloadAction {
  // Admins hold 'bought' on every logo (core/roles.ts), so they are never sent to pay.
  if (!roles.has('bought')) return 'purchase';
  // The lockups come with the professional package, for a signed-in viewer (the server's rule).
  if (lockup !== 'original' && brandAssetRefusal(roles)) return 'purchase';
  return SIZED_FORMATS.includes(format) ? 'size' : 'direct';
}

/** "2000 × 1500" — numbers only, the same in both languages. */
export function formatSize({ width, height }: Size): string {
  return `${width} × ${height}`;
}
