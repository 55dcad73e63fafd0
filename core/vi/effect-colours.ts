import { contrast, hexColour, hexRgb as rgb } from '../composer/colour';
import type { TOutlinedDesign } from '../design';
import { sceneColours } from '../mockups/compose';

/**
 * The colours of the effects (effects.ts): hue and chroma arithmetic, the
 * neon colour a logo's tubes are lit in, a colour lifted until it reads on
 * a dark backdrop.
 */


/** Chroma (0–1): how far from grey. */
export function chroma(hex: string): number {
  const c = rgb(hex);
  return (Math.max(...c) - Math.min(...c)) / 255;
}

function hue(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** Degrees between two colours' hues on the colour wheel (0–180). */
export function hueDistance(a: string, b: string): number {
  const d = Math.abs(hue(a) - hue(b)) % 360;
  return d > 180 ? 360 - d : d;
}

function fromHsl(h: number, s: number, l: number): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return `#${[r, g, b].map((v) => Math.round((v + m) * 255).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** A luminous, fully saturated version of a colour's hue (a neon gas colour); greys become a warm pink. */
export function neonOf(hex: string): string {
  if (chroma(hex) < 0.08) return '#FF3C8E';
  const h = hue(hex);
  // Yellows and greens look lit at a lower lightness than blues and reds.
  const l = h > 45 && h < 170 ? 0.55 : 0.6;
  return fromHsl(h, 1, l);
}

/**
 * The neon colour of a logo: its brand colour (mockups' `sceneColours`) when
 * it is a colour at all, else the most colourful of the logo's colours.
 */
export function neonColour(design: TOutlinedDesign): string {
  const { brand, accent } = sceneColours(design);
  if (chroma(brand!) >= 0.3) return neonOf(brand!);
  const all = [brand!, accent!, ...design.colors, design.name.color, ...(design.icon?.shapes.map((s) => s.fill) ?? [])].map((c) => hexColour(c).toUpperCase());
  const best = all.reduce((a, b) => (chroma(b) > chroma(a) ? b : a));
  return neonOf(best);
}

function lightness(hex: string): number {
  const c = rgb(hex);
  return (Math.max(...c) + Math.min(...c)) / 510;
}

function saturation(hex: string): number {
  const l = lightness(hex);
  const c = chroma(hex);
  return l <= 0 || l >= 1 ? 0 : c / (1 - Math.abs(2 * l - 1));
}

/**
 * `c` made luminous enough to read on `on` (contrast ≥ `min`): lighter in
 * its own hue, a colour kept colourful (a brown becomes a lit amber, not a
 * grey); a grey becomes lighter grey.
 */
export function liftOn(c: string, on: string, min: number): string {
  if (contrast(c, on) >= min) return c;
  const s = chroma(c) < 0.06 ? 0 : Math.max(saturation(c), 0.6);
  for (let l = Math.max(lightness(c), 0.4); l < 0.98; l += 0.04) {
    const out = fromHsl(hue(c), s, l);
    if (contrast(out, on) >= min) return out;
  }
  return '#FFFFFF';
}

