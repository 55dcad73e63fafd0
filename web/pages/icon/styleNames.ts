import type { TPhotoStyle } from '../../../core/avatars';
import type { TAvatarStyle } from '../../../core/composer/avatar';
import type { TKey } from '../../i18n';

/** The name of each icon style (the icon page and the brand-identity page's icon stage). */
export const STYLE_NAMES: Record<TAvatarStyle | TPhotoStyle, TKey> = {
  symbol: 'icon.style.symbol',
  'circle-brand': 'icon.style.circleBrand',
  'circle-light': 'icon.style.circleLight',
  'rounded-dark': 'icon.style.roundedDark',
  'square-brand': 'icon.style.squareBrand',
  'square-logo': 'icon.style.squareLogo',
  'photo-badge': 'icon.style.photoBadge',
  'photo-ring': 'icon.style.photoRing',
};
