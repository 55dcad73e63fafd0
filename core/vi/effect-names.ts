import type { Locale } from '../constants';
import type { EffectId } from './effects';

/**
 * The effect cards' names (spec 02 §2) in the downloads' file names (§9:
 * site text + logo name + label); the cards say the same (web/i18n vi.effects.*).
 */
export const EFFECT_LABELS: Record<EffectId, Record<Locale, string>> = {
  golden: { zh: '烫金', en: 'Gold foil' },
  silver: { zh: '烫银', en: 'Silver foil' },
  neon: { zh: '霓虹', en: 'Neon' },
  glow: { zh: '发光', en: 'Glow' },
};
