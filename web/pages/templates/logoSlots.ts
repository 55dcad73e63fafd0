import type { TOutlinedDesign } from '../../../core/design';
import type { ImageSlot } from '../../../core/office/svg';
import { tightLogoDataUrl } from '../download/preview';

/** Height of the pictures put into a preview's slots (px): sharp on a card, small as data. */
const SLOT_HEIGHT = 300;

/**
 * The pictures a template preview's image slots receive (spec 02 §7: "logo
 * and icon are inserted into its image elements"): the logo cut tight, its
 * icon (the logo again without one), and both in white for dark slides.
 * Empty when the design cannot be drawn (the card then shows the preview without them).
 */
export function logoSlots(design: TOutlinedDesign): Partial<Record<ImageSlot, string>> {
  try {
    const icon = design.icon ? 'symbol' : 'main';
    return {
      logo: tightLogoDataUrl(design, 'main', SLOT_HEIGHT),
      icon: tightLogoDataUrl(design, icon, SLOT_HEIGHT),
      'logo-white': tightLogoDataUrl(design, 'white', SLOT_HEIGHT),
      'icon-white': tightLogoDataUrl(design, icon, SLOT_HEIGHT, '#FFFFFF'),
    };
  } catch {
    return {};
  }
}
