import { ZHexColor } from '../design';

/**
 * Colour helpers of the composer. Only validated `#RRGGBB` strings ever reach
 * an SVG attribute, so every colour that comes from outside goes through
 * `hexColour` first.
 */

/** Validates and normalises a colour to upper-case `#RRGGBB`; throws otherwise. */
export function hexColour(value: unknown, what = 'colour'): string {
  const parsed = ZHexColor.safeParse(value);
  if (!parsed.success) throw new Error(`${what} must be #rrggbb, got ${JSON.stringify(value)}`);
  return parsed.data.toUpperCase();
}

/** The red, green and blue (0–255) of a `#RRGGBB` colour. */
export function hexRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** WCAG relative luminance (0 = black, 1 = white). */
export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio between two colours (1 … 21). */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * A logo reads on a background from a contrast of 3:1 on (WCAG's threshold
 * for large text and graphics, which a logo is).
 */
export const READABLE_CONTRAST = 3;

/**
 * Below this contrast a shape "vanishes" against its background (e.g. a navy
 * leaf on a navy background); used by the inverse variant.
 */
export const VANISHING_CONTRAST = 1.6;
