import type { TLogoDetails } from '../../../core/api';
import type { TLogoVariant } from '../../../core/design';
import { lockupHasSlogan, type TLockup } from '../../../core/composer/lockups';
import type { TKey } from '../../i18n';
import { PICKABLE_VARIANTS } from './formats';

export interface CardSpec {
  variant: TLogoVariant;
  title: TKey;
  /** White and black cards offer a background colour picker. */
  pickable: boolean;
  /** The main card carries the package badge. */
  badge: boolean;
}

export const VARIANT_TITLES: Record<TLogoVariant, TKey> = {
  main: 'download.variant.main',
  inverse: 'download.variant.inverse',
  white: 'download.variant.white',
  black: 'download.variant.black',
  'no-slogan': 'download.variant.noSlogan',
  symbol: 'download.variant.symbol',
};

/**
 * The cards of the logo download page (spec 01 §2): main, inverse, white and
 * black always; without slogan only when there is slogan text; symbol only
 * when the logo has an icon image.
 */
export function logoCards(logo: Pick<TLogoDetails, 'slogan_name' | 'icon_normal'>): CardSpec[] {
  const variants: TLogoVariant[] = ['main', 'inverse', 'white', 'black'];
  if (logo.slogan_name && logo.slogan_name.trim() !== '') variants.push('no-slogan');
  if (logo.icon_normal !== null) variants.push('symbol');
  return variants.map((variant) => ({
    variant,
    title: VARIANT_TITLES[variant],
    pickable: PICKABLE_VARIANTS.includes(variant),
    badge: variant === 'main',
  }));
}

/**
 * The cards of a lockup (the page's layout switcher): its four colour
 * versions, and "without slogan" where the lockup shows a slogan; the
 * original layout has the page's own cards.
 */
export function lockupCards(logo: Pick<TLogoDetails, 'slogan_name' | 'icon_normal' | 'design'>, lockup: TLockup): CardSpec[] {
  if (lockup === 'original') return logoCards(logo);
  const variants: TLogoVariant[] = ['main', 'inverse', 'white', 'black'];
  if (lockupHasSlogan(logo.design, lockup)) variants.push('no-slogan');
  return variants.map((variant) => ({ variant, title: VARIANT_TITLES[variant], pickable: PICKABLE_VARIANTS.includes(variant), badge: false }));
}
