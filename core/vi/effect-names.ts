import type { Locale } from '../constants';
import type { EffectId } from './effects';

/** The effect cards' names (spec 02 §2), also the downloads' file names (§9: site text + logo name + label). */
export const EFFECT_LABELS: Record<EffectId, Record<Locale, string>> = {
  golden: { zh: '烫金', en: 'Golden' },
  silver: { zh: '烫银', en: 'Silver' },
  neon: { zh: '霓虹', en: 'Neon' },
  glow: { zh: '发光', en: 'Glow' },
};
