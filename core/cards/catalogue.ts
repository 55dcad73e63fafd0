import type { Locale } from '../constants';

/**
 * The business-card designs by name, in the order the page shows them: what
 * the page lists (and the HTML preloads) without the drawing code, which is
 * designs.ts (one design per entry, in the same order: compose.test.ts).
 */
export const CARD_NAMES = [
  { id: 'classic', label: { zh: '经典', en: 'Classic' } },
  { id: 'sidebar', label: { zh: '侧边色条', en: 'Sidebar' } },
  { id: 'band', label: { zh: '底部色带', en: 'Bottom band' } },
  { id: 'corner', label: { zh: '弧形转角', en: 'Curved corner' } },
  { id: 'midnight', label: { zh: '深色简约', en: 'Midnight' } },
  { id: 'centred', label: { zh: '居中对称', en: 'Centred' } },
  { id: 'diagonal', label: { zh: '斜切色块', en: 'Diagonal' } },
  { id: 'frame', label: { zh: '细线边框', en: 'Frame' } },
  { id: 'monogram', label: { zh: '大图标水印', en: 'Monogram' } },
  { id: 'stripe', label: { zh: '双色条纹', en: 'Two-tone stripe' } },
] as const satisfies ReadonlyArray<{ id: string; label: Record<Locale, string> }>;

export type CardId = (typeof CARD_NAMES)[number]['id'];
