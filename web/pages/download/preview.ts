import type { TOutlinedDesign, TLogoVariant } from '../../../core/design';
import { composeLogoSvg, logoAspect } from '../../../core/composer/compose';
import { lockupCanvas, type TLockup } from '../../../core/composer/lockups';
import { variantBackground, variantBackgroundChoices } from '../../../core/composer/variants';

/** Size of the card previews (spec: the website preset, 800×600). */
export const PREVIEW_SIZE = { width: 800, height: 600 } as const;

/**
 * The card preview as a data URL of the composer's SVG — the same picture the
 * server renders. Shown through <img>, so nothing in the SVG can run script.
 * Null when the design cannot be composed (the card shows a placeholder).
 */
export function previewDataUrl(design: TOutlinedDesign, variant: TLogoVariant, background: string | null): string | null {
  try {
    return svgDataUrl(composeLogoSvg(design, { variant, background, ...PREVIEW_SIZE }));
  } catch {
    return null;
  }
}

/**
 * A layout's card preview: the picture its file has — the artwork with its
 * clear space on every side, on its background, in the layout's own
 * proportions —, `PREVIEW_SIZE.width` px on its long side. Null when it
 * cannot be composed.
 */
export function layoutPreview(
  design: TOutlinedDesign,
  variant: TLogoVariant,
  background: string | null,
  lockup: Exclude<TLockup, 'original'>,
): { url: string; width: number; height: number } | null {
  try {
    const size = lockupCanvas(design, lockup, variant !== 'no-slogan', PREVIEW_SIZE.width);
    return { url: svgDataUrl(composeLogoSvg(design, { variant, background, ...size, lockup })), ...size };
  } catch {
    return null;
  }
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The logo cut tight to its artwork (no margin, no background) as a data URL,
 * `height` px tall: a picture placed in a bigger one (template previews,
 * slides). Throws when the design cannot be composed.
 */
export function tightLogoDataUrl(design: TOutlinedDesign, variant: 'main' | 'symbol' | 'white', height: number, monochrome?: string): string {
  const width = Math.round(height * logoAspect(design, variant));
  return svgDataUrl(composeLogoSvg(design, { variant, background: null, margin: 0, width, height, ...(monochrome ? { monochrome } : {}) }));
}

/** Default background and picker choices of a variant; a broken design falls back to white. */
export function backgroundOptions(design: TOutlinedDesign, variant: TLogoVariant): { initial: string; choices: string[] } {
  try {
    return { initial: variantBackground(design, variant), choices: variantBackgroundChoices(design, variant) };
  } catch {
    return { initial: '#FFFFFF', choices: ['#FFFFFF'] };
  }
}
