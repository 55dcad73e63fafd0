import type { Locale } from '../constants';

/**
 * Print sizes of the business card (issue: 90×54 mm on the Chinese site,
 * 3.5×2 in on the English site) with their bleed (3 mm; 1/8 in) and the
 * safe area text and logos keep inside. All in millimetres.
 */
export interface CardFormat {
  width: number;
  height: number;
  bleed: number;
  /** Distance from the trim edge that nothing important crosses. */
  safe: number;
  /** How the size is written for people. */
  label: string;
}

export const CARD_FORMATS: Record<Locale, CardFormat> = {
  zh: { width: 90, height: 54, bleed: 3, safe: 4, label: '90 × 54 mm' },
  en: { width: 88.9, height: 50.8, bleed: 3.175, safe: 4, label: '3.5 × 2 in' },
};

/** Points per millimetre (PDF user space). */
export const PT_PER_MM = 72 / 25.4;
