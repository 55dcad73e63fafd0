import { cardPreviewUrl } from '../../../core/cards/api';
import { CARD_NAMES } from '../../../core/cards/catalogue';
import type { PagePreloads } from '../../http/pages';

/**
 * The business-card page's first pictures: the first design's two sides with
 * the site's sample person (web/pages/business-card/CardSides.tsx), the front
 * the page's largest picture on a phone. Its code makes no call before
 * anything is typed.
 */
export function cardPagePreloads(logoId: number): PagePreloads {
  const first = CARD_NAMES[0].id;
  return { calls: [], images: [cardPreviewUrl(logoId, first, 'front'), cardPreviewUrl(logoId, first, 'back')] };
}
