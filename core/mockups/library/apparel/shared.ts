import { Art } from '../../art';
import { crease, f } from '../props';

export type P = readonly [number, number];

/** A fold: a shadow crease with a lit ridge beside it (towards the light, top left). */
export function fold(art: Art, a: P, c1: P, c2: P, b: P, width: number, strength: number, side = -1, shine = 0.9): void {
  crease(art, a, c1, c2, b, width, '#000000', strength, 6);
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const ox = (-dy / len) * width * 1.3 * side;
  const oy = (dx / len) * width * 1.3 * side;
  const m = (p: P): P => [p[0] + ox, p[1] + oy];
  crease(art, m(a), m(c1), m(c2), m(b), width * 0.8, '#FFFFFF', strength * shine, 6);
}

/** A line of stitches (a seam) along path data. */
export function seam(d: string, colour: string, opacity: number, width = 3, dash = '10 8'): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-dasharray="${dash}" stroke-linecap="round"/>`;
}

/**
 * A closed outline symmetric about x = cx: `start` and the segments of the
 * left half (each [c1, c2, end], ending on the axis), then the same mirrored
 * back up the right half, then `close` (the segments from the right half's
 * start back to `start`, e.g. a neckline).
 */
export function symmetric(start: P, half: readonly (readonly [P, P, P])[], cx: number, close: string): string {
  const m = (p: P) => `${f(2 * cx - p[0])} ${f(p[1])}`;
  let d = `M${f(start[0])} ${f(start[1])}`;
  for (const [c1, c2, e] of half) d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(e[0])} ${f(e[1])}`;
  for (let i = half.length - 1; i >= 0; i--) {
    const [c1, c2] = half[i]!;
    const from = i === 0 ? start : half[i - 1]![2];
    d += `C${m(c2)} ${m(c1)} ${m(from)}`;
  }
  return d + close + 'Z';
}
