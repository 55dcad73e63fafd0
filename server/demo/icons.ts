import type { TIcon } from '../../core/design';
import {
  arcBand,
  circle,
  offsetPoly,
  poly,
  fitIcon,
  ring,
  roundRect,
  roundedPoly,
  sparkle,
  stroke,
  type Pt,
} from './shapes';

/**
 * Hand-made icons of the demo logos. Parts of different colours are separated
 * by real gaps (never by painting the background colour), so the white and
 * black one-colour variants keep every detail.
 */

type Shape = TIcon['shapes'][number];
const shape = (d: string, fill: string, opacity?: number): Shape => (opacity === undefined ? { d, fill } : { d, fill, opacity });

/** Coffee cup on a saucer with three wisps of steam. */
export function coffeeCup(cup: string, steam: string): TIcon {
  const wisp = (x: number, top: number) =>
    stroke((t) => [x + 3.2 * Math.sin(t * Math.PI * 2), 40 - t * (40 - top)], 5.2);
  return fitIcon([
    shape(wisp(32, 14) + wisp(44, 6) + wisp(56, 14), steam),
    shape(roundedPoly([[12, 46], [68, 46], [61, 80], [19, 80]], [2, 2, 12, 12]), cup),
    shape(arcBand(66, 60, 7, 13, -75, 80, true), cup),
    shape(roundRect(4, 85, 84, 6.5, 3.2), cup),
  ]);
}

/**
 * A two-tone leaf split along its midrib (dark half, light half), a short stem
 * and a small sun in the free corner.
 */
export function splitLeaf(dark: string, light: string, sun: string): TIcon {
  const base: Pt = [16, 84];
  const len = 72 * Math.SQRT2;
  const u: Pt = [Math.SQRT1_2, -Math.SQRT1_2]; // along the midrib, base → tip
  const n: Pt = [-Math.SQRT1_2, -Math.SQRT1_2]; // across it, towards the upper-left
  const halfWidth = 25;
  const gap = 1.7; // half the midrib gap
  const at = (s: number, w: number): Pt => [
    base[0] + u[0] * s * len + n[0] * w,
    base[1] + u[1] * s * len + n[1] * w,
  ];
  // Widest a little below the middle, pointed at both ends.
  const width = (s: number) => halfWidth * Math.sin(Math.PI * s ** 0.85);
  const half = (side: 1 | -1): Pt[] =>
    Array.from({ length: 41 }, (_, i) => i / 40).map((s) => at(s, side * (gap + width(s))));
  return fitIcon([
    shape(poly(half(1)), dark),
    shape(poly(half(-1)), light),
    shape(stroke((t) => at(-0.02 - t * 0.11, 0), 4.4), dark),
    shape(circle(22, 22, 10), sun),
  ]);
}

/** A mountain with a snow cap and a smaller peak in front (gaps between the parts). */
export function peaks(main: string, cap: string, front: string): TIcon {
  return fitIcon([
    shape(roundedPoly([[50, 12], [62.2, 32], [56, 28.5], [50, 34.5], [44, 28.5], [37.8, 32]], [2.5, 1, 1, 1, 1, 1]), cap),
    shape(roundedPoly([[6, 86], [33.6, 41], [44, 35], [50, 41], [56, 35], [66.4, 41], [74, 53.4], [50, 86]], [1.5, 1, 1, 1, 1, 1, 1, 1]), main),
    shape(roundedPoly([[57, 86], [84, 48], [111, 86]], [1.5, 2.5, 1.5]), front),
  ]);
}

/** A brilliant-cut gem: three crown and three pavilion facets, plus a sparkle. */
export function gem(light: string, mid: string, dark: string): TIcon {
  const gap = 1.3;
  const facet = (pts: Pt[], fill: string) => shape(roundedPoly(offsetPoly(pts, gap), 0.8), fill);
  const gy = 30; // girdle
  return fitIcon([
    facet([[4, gy], [26, 8], [37, gy]], mid),
    facet([[26, 8], [70, 8], [59, gy], [37, gy]], light),
    facet([[70, 8], [92, gy], [59, gy]], dark),
    facet([[4, gy], [37, gy], [48, 80]], dark),
    facet([[37, gy], [59, gy], [48, 80]], mid),
    facet([[59, gy], [92, gy], [48, 80]], light),
    shape(sparkle(96, 8, 8), light),
  ]);
}

/** An Erlenmeyer flask with a wave of liquid and two bubbles. */
export function flask(glass: string, liquid: string, bubble: string): TIcon {
  const outer: Pt[] = [[26, 6], [50, 6], [50, 36], [74, 84], [2, 84], [26, 36]];
  const inner = offsetPoly(outer, 6);
  const fluid = offsetPoly(outer, 9.5);
  // Left and right edges of the liquid at the wave's mean level.
  const level = 60;
  const xAt = (a: Pt, b: Pt) => a[0] + ((level - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
  const x0 = xAt(fluid[5], fluid[4]);
  const x1 = xAt(fluid[2], fluid[3]);
  const wave: Pt[] = Array.from({ length: 25 }, (_, i) => {
    const t = i / 24;
    return [x0 + t * (x1 - x0), level - 2.6 * Math.sin(t * Math.PI * 2)];
  });
  return fitIcon([
    shape(
      roundedPoly([[22, 2], [54, 2], [54, 9], [22, 9]], 2) +
        roundedPoly(outer, [1, 1, 3, 6, 6, 3]) +
        roundedPoly([...inner].reverse(), [2, 4, 4, 2, 1, 1]),
      glass,
    ),
    shape(roundedPoly([...wave, fluid[3], fluid[4]], [...wave.map(() => 0), 3, 3]), liquid),
    shape(circle(33, 44, 3.4) + circle(42, 34, 2.4), bubble),
  ]);
}

/** Where the line through a and b meets the line through c and d. */
function meet(a: Pt, b: Pt, c: Pt, d: Pt): Pt {
  const [rx, ry] = [b[0] - a[0], b[1] - a[1]];
  const [sx, sy] = [d[0] - c[0], d[1] - c[1]];
  const t = ((c[0] - a[0]) * sy - (c[1] - a[1]) * sx) / (rx * sy - ry * sx);
  return [a[0] + rx * t, a[1] + ry * t];
}

/**
 * A round badge: ring, sun, and a two-peak range cut by the circle. Each peak
 * has a light facet on its sunny side, the dark range stepping back from it by
 * a gap (low-poly style).
 */
export function summitBadge(navy: string, blue: string, gold: string): TIcon {
  const R = 39; // inner edge of the ring (43) minus a gap
  const on = (deg: number): Pt => [50 + R * Math.cos((deg * Math.PI) / 180), 50 + R * Math.sin((deg * Math.PI) / 180)];
  const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const arc = Array.from({ length: 49 }, (_, i) => on(17 + ((163 - 17) * i) / 48));
  const [left, right] = [on(163), on(17)];
  const p1: Pt = [37, 25];
  const v: Pt = [54, 50];
  const p2: Pt = [67, 36];
  const gap = 1.8;
  // A facet and the notch the dark range leaves around it.
  const facet = (peak: Pt, downhill: Pt, uphill: Pt, q: Pt, r: Pt) => {
    const [pe, qe, re] = offsetPoly([peak, q, r], -gap);
    return { light: [peak, q, r], notch: [meet(pe, re, uphill, peak), re, meet(re, qe, peak, downhill)] };
  };
  const f1 = facet(p1, v, left, lerp(p1, v, 0.8), [35, 62]);
  const f2 = facet(p2, right, v, lerp(p2, right, 0.72), [66, 68]);
  return fitIcon([
    shape(ring(50, 50, 43, 49), navy),
    shape(circle(70, 21, 7.5), gold),
    shape(roundedPoly([...f1.notch, v, ...f2.notch, ...arc], 0.6), navy),
    shape(roundedPoly(f1.light, [1, 0.6, 0.6]) + roundedPoly(f2.light, [1, 0.6, 0.6]), blue),
  ]);
}

/** A pixel-art tulip: each pixel a small rounded square. */
export function pixelTulip(colours: Record<string, string>): TIcon {
  const art = [
    '.p.p.p.',
    'qpppppp',
    'qpppppp',
    'qpppppp',
    '.qpppp.',
    '..ppp..',
    '...g...',
    'l..g..l',
    'll.g.ll',
    '.llgll.',
    '...g...',
  ];
  const cell = 10;
  const size = 8.6;
  const byColour = new Map<string, string>();
  art.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      const fill = colours[ch];
      if (!fill) return;
      byColour.set(fill, (byColour.get(fill) ?? '') + roundRect(x * cell, y * cell, size, size, 1.6));
    }),
  );
  return fitIcon([...byColour].map(([fill, d]) => shape(d, fill)));
}

/**
 * A red seal (白文, the design cut out of the red): a thin inner frame and the
 * character 山 in the blocky strokes of seal carving.
 */
export function mountainSeal(red: string): TIcon {
  const shan: Pt[] = [
    [20, 38], [33, 38], [33, 63], [43.5, 63], [43.5, 18], [56.5, 18], [56.5, 63],
    [67, 63], [67, 38], [80, 38], [80, 77], [20, 77],
  ];
  return fitIcon([
    shape(
      roundRect(0, 0, 100, 100, 9) +
        roundRect(5.5, 5.5, 89, 89, 5, true) +
        roundRect(8.5, 8.5, 83, 83, 3.5) +
        roundedPoly([...shan].reverse(), [2.5, 2.5, 1, 1, 2.5, 2.5, 1, 1, 2.5, 2.5, 2, 2]),
      red,
    ),
  ]);
}
