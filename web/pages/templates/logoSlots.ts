import { composeLogoSvg, logoAspect } from '../../../core/composer/compose';
import type { TOutlinedDesign } from '../../../core/design';
import type { ImageSlot } from '../../../core/office/svg';

/** Height of the pictures put into a preview's slots (px): sharp on a card, small as data. */
const SLOT_HEIGHT = 300;

function dataUrl(design: TOutlinedDesign, variant: 'main' | 'symbol' | 'white', monochrome?: string): string {
  const aspect = logoAspect(design, variant);
  const svg = composeLogoSvg(design, { variant, background: null, margin: 0, width: Math.round(SLOT_HEIGHT * aspect), height: SLOT_HEIGHT, ...(monochrome ? { monochrome } : {}) });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The pictures a template preview's image slots receive (spec 02 §7: "logo
 * and icon are inserted into its image elements"): the logo cut tight, its
 * icon (the logo again without one), and both in white for dark slides.
 * Null when the design cannot be drawn (the card then shows the preview without them).
 */
export function logoSlots(design: TOutlinedDesign): Partial<Record<ImageSlot, string>> {
  try {
    const icon = design.icon ? 'symbol' : 'main';
    return { logo: dataUrl(design, 'main'), icon: dataUrl(design, icon), 'logo-white': dataUrl(design, 'white'), 'icon-white': dataUrl(design, icon, '#FFFFFF') };
  } catch {
    return {};
  }
}
