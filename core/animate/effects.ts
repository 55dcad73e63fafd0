import { multiply, type Matrix } from '../geometry';
import type { AnimItem, AnimLogo, ItemKind } from './logo';

/**
 * The logo animations (spec 02 §2, §4): each effect draws a frame from the
 * time alone (seconds from the start — never the wall clock), so the
 * preview, the video and the GIF show the same frames, and every effect ends
 * on the exact static logo (the composer's paths) by END_AT and holds it.
 * A frame is a list of drawing operations that a canvas (web/pages/animate/
 * paint.ts) or an SVG (frameSvg) draws the same way.
 */

export const EFFECT_IDS = [
  'draw',
  'letters',
  'pop',
  'slide',
  'rotate',
  'blur',
  'wipe',
  'bounce',
  'glow',
  'sweep',
  'assemble',
  'spotlight',
] as const;
export type AnimEffectId = (typeof EFFECT_IDS)[number];

/** Every effect is done by then; the rest of the 3 s shows the still logo. */
export const END_AT = 2.4;

export type Clip = { kind: 'rect'; x: number; y: number; w: number; h: number } | { kind: 'circle'; cx: number; cy: number; r: number };

export interface DrawOp {
  d: string;
  fill: string;
  /** The whole transform into the picture. */
  matrix: Matrix;
  /** 0–1, times the design's opacity. */
  alpha: number;
  /** Gaussian blur radius in the picture's pixels. */
  blur?: number;
  glow?: { colour: string; radius: number };
  /**
   * Drawn as an outline only, `width` picture pixels wide: each contour from
   * its start for `progress` (0–1) of its own length (as a Lottie trim path
   * trims every path of a shape at once).
   */
  outline?: { width: number; progress: number };
  clip?: Clip;
}

export interface AnimFrame {
  background: string | null;
  ops: DrawOp[];
}

// Easings of a 0–1 progress.
const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
const outCubic = (x: number) => 1 - (1 - x) ** 3;
const inOutCubic = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);
const outBack = (x: number) => {
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * (x - 1) ** 3 + c1 * (x - 1) ** 2;
};
const outBounce = (x: number) => {
  const n = 7.5625;
  const d = 2.75;
  if (x < 1 / d) return n * x * x;
  if (x < 2 / d) return n * (x -= 1.5 / d) * x + 0.75;
  if (x < 2.5 / d) return n * (x -= 2.25 / d) * x + 0.9375;
  return n * (x -= 2.625 / d) * x + 0.984375;
};

/** Progress of a span [from, from + length] at time t, 0–1. */
const span = (t: number, from: number, length: number) => clamp01((t - from) / length);

const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];
/** Scale s and rotation r (radians) about the point (cx, cy). */
function about(cx: number, cy: number, s: number, r = 0): Matrix {
  const c = Math.cos(r) * s;
  const n = Math.sin(r) * s;
  return [c, n, -n, c, cx - c * cx + n * cy, cy - n * cx - c * cy];
}

const centre = (i: AnimItem) => ({ x: (i.bounds.minX + i.bounds.maxX) / 2, y: (i.bounds.minY + i.bounds.maxY) / 2 });

/** The op of an item moved by `pre` (in picture space), at alpha. */
function op(item: AnimItem, pre: Matrix | null, alpha: number, extra: Partial<DrawOp> = {}): DrawOp {
  return {
    d: item.d,
    fill: item.fill,
    matrix: pre ? multiply(pre, item.matrix) : item.matrix,
    alpha: clamp01(alpha) * (item.opacity ?? 1),
    ...extra,
  };
}

/** Where an item starts, in its kind's order: icon first, then name, then slogan. */
const KIND_DELAY: Record<ItemKind, number> = { icon: 0, name: 0.3, slogan: 0.6 };

/** A small deterministic random in [0, 1) from an integer (the assemble effect's scatter). */
function seeded(n: number): number {
  const x = Math.sin(n * 12.9898 + 78.233) * 43758.5453;
  return x - Math.floor(x);
}

type Draw = (logo: AnimLogo, t: number) => DrawOp[];

const EFFECTS: Record<AnimEffectId, Draw> = {
  // Outlines are drawn, then filled.
  draw: (logo, t) =>
    logo.items.flatMap((item) => {
      const start = KIND_DELAY[item.kind] * 0.8 + (item.index / Math.max(item.count, 1)) * 0.3;
      const p = inOutCubic(span(t, start, 1.2));
      const fill = span(t, start + 0.9, 0.6);
      const width = Math.max(1.5, logo.width / 400);
      const ops: DrawOp[] = [];
      if (fill > 0) ops.push(op(item, null, fill));
      const outlineAlpha = 1 - span(t, start + 1.3, 0.4);
      if (p > 0 && outlineAlpha > 0) ops.push(op(item, null, outlineAlpha, { outline: { width, progress: p } }));
      return ops;
    }),

  // The icon grows in, then the letters rise one after another.
  letters: (logo, t) => {
    const letters = logo.items.filter((i) => i.kind !== 'icon');
    return logo.items.map((item) => {
      if (item.kind === 'icon') {
        const p = outCubic(span(t, 0, 0.6));
        const c = centre(item);
        return op(item, about(c.x, c.y, 0.6 + 0.4 * p), p);
      }
      const k = letters.indexOf(item);
      const p = outCubic(span(t, 0.45 + (k / Math.max(letters.length, 1)) * 1.3, 0.4));
      return op(item, translate(0, (1 - p) * logo.height * 0.04), p);
    });
  },

  // The icon pops (overshoots), the words follow.
  pop: (logo, t) =>
    logo.items.map((item) => {
      if (item.kind === 'icon') {
        const b = logo.parts.icon!;
        const p = span(t, 0, 0.7);
        return op(item, about((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2, Math.max(outBack(p), 0)), span(t, 0, 0.2));
      }
      const start = item.kind === 'name' ? 0.5 : 0.85;
      const b = logo.parts[item.kind]!;
      const p = outBack(span(t, start, 0.6));
      return op(item, about((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2, 0.8 + 0.2 * p), span(t, start, 0.3));
    }),

  // Icon from the left, name from the right, slogan from below.
  slide: (logo, t) =>
    logo.items.map((item) => {
      const start = KIND_DELAY[item.kind];
      const p = outCubic(span(t, start, 0.9));
      const off = (1 - p) * logo.width * 0.35;
      const move = item.kind === 'icon' ? translate(-off, 0) : item.kind === 'name' ? translate(off, 0) : translate(0, (1 - p) * logo.height * 0.2);
      return op(item, move, span(t, start, 0.5));
    }),

  // The icon turns in while it grows; the words fade up.
  rotate: (logo, t) =>
    logo.items.map((item) => {
      if (item.kind === 'icon') {
        const b = logo.parts.icon!;
        const p = outCubic(span(t, 0, 1.1));
        return op(item, about((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2, 0.3 + 0.7 * p, -Math.PI * (1 - p)), span(t, 0, 0.4));
      }
      const p = outCubic(span(t, 0.7 + KIND_DELAY[item.kind] * 0.5, 0.7));
      return op(item, translate(0, (1 - p) * 12), p);
    }),

  // Out of focus into focus.
  blur: (logo, t) =>
    logo.items.map((item) => {
      const p = outCubic(span(t, KIND_DELAY[item.kind] * 0.7, 1.3));
      return op(item, null, p, p < 1 ? { blur: (1 - p) * logo.width * 0.03 } : {});
    }),

  // A bar in the logo's colour wipes the logo in, left to right.
  wipe: (logo, t) => {
    const b = logo.bounds;
    const pad = logo.width * 0.02;
    const p = inOutCubic(span(t, 0.1, 1.5));
    const x = b.minX - pad + (b.maxX - b.minX + 2 * pad) * p;
    const clip: Clip = { kind: 'rect', x: 0, y: 0, w: x, h: logo.height };
    const ops = logo.items.map((item) => op(item, null, 1, p < 1 ? { clip } : {}));
    const barAlpha = 1 - span(t, 1.6, 0.4);
    if (p > 0 && barAlpha > 0) {
      const w = Math.max(3, logo.width * 0.006);
      const top = b.minY - pad;
      const h = b.maxY - b.minY + 2 * pad;
      // One bar moved along (the same path at every frame: a Lottie layer follows it).
      ops.push({ d: `M0 ${top}h${w}v${h}h${-w}Z`, fill: logo.accent, matrix: [1, 0, 0, 1, x, 0], alpha: barAlpha });
    }
    return ops;
  },

  // Parts drop in from above and bounce.
  bounce: (logo, t) =>
    logo.items.map((item) => {
      const start = KIND_DELAY[item.kind] * 0.8;
      const p = outBounce(span(t, start, 1.1));
      return op(item, translate(0, -(1 - p) * logo.height * 0.6), span(t, start, 0.15));
    }),

  // The logo appears in a glow of its colour that pulses twice and settles.
  glow: (logo, t) =>
    logo.items.map((item) => {
      const pulse = t < 2.2 ? Math.sin((t / 2.2) * Math.PI * 2 - Math.PI / 2) * 0.5 + 0.5 : 0;
      const fade = 1 - span(t, 1.7, 0.5);
      const radius = pulse * fade * logo.width * 0.04;
      return op(item, null, span(t, 0, 0.5), radius > 0.05 ? { glow: { colour: logo.vivid, radius } } : {});
    }),

  // Grey first; a sweep from the left brings the colours (the grey logo, then the coloured one clipped over it).
  sweep: (logo, t) => {
    const b = logo.bounds;
    const p = inOutCubic(span(t, 0.5, 1.5));
    const x = b.minX + (b.maxX - b.minX) * p;
    const shown = span(t, 0, 0.4);
    if (p >= 1) return logo.items.map((item) => op(item, null, 1));
    const grey = logo.items.map((item) => op(item, null, shown, { fill: '#C9CED8' }));
    const clip: Clip = { kind: 'rect', x: 0, y: 0, w: x, h: logo.height };
    return p > 0 ? [...grey, ...logo.items.map((item) => op(item, null, shown, { clip }))] : grey;
  },

  // Our own: every shape and letter flies in from a scattered place and turns into position.
  assemble: (logo, t) =>
    logo.items.map((item, n) => {
      const start = (n / Math.max(logo.items.length, 1)) * 0.7;
      const p = outCubic(span(t, start, 1.1));
      const angle = (seeded(n) - 0.5) * Math.PI * 2;
      const dist = logo.width * (0.25 + 0.25 * seeded(n + 99));
      const c = centre(item);
      const spin = (seeded(n + 7) - 0.5) * Math.PI * (1 - p);
      const move = multiply(translate(Math.cos(angle) * dist * (1 - p), Math.sin(angle) * dist * (1 - p)), about(c.x, c.y, 1, spin));
      return op(item, move, span(t, start, 0.4));
    }),

  // Our own: a spotlight opens from the middle while the logo settles from a slight zoom.
  spotlight: (logo, t) => {
    const b = logo.bounds;
    const cx = (b.minX + b.maxX) / 2;
    const cy = (b.minY + b.maxY) / 2;
    const p = outCubic(span(t, 0.1, 1.5));
    const r = Math.hypot(b.maxX - b.minX, b.maxY - b.minY) * 0.55 * p;
    const zoom = about(cx, cy, 1 + 0.15 * (1 - outCubic(span(t, 0, 2))));
    const settled = t >= 2;
    return logo.items.map((item) => op(item, settled ? null : zoom, 1, p < 1 ? { clip: { kind: 'circle', cx, cy, r } } : {}));
  },
};

/** The still logo: the composer's own paths, nothing else. */
export function stillFrame(logo: AnimLogo): AnimFrame {
  return {
    background: logo.background,
    ops: logo.still.map((p) => ({ d: p.d, fill: p.fill, matrix: p.matrix, alpha: p.opacity ?? 1 })),
  };
}

/** The frame of an effect at time t (seconds); from END_AT on, the still logo. */
export function animFrame(logo: AnimLogo, effect: AnimEffectId, t: number): AnimFrame {
  if (t >= END_AT) return stillFrame(logo);
  return { background: logo.background, ops: EFFECTS[effect](logo, Math.max(0, t)) };
}

/** The time of frame i at `fps` (frame 0 at 0 s). */
export function frameTime(i: number, fps: number): number {
  return i / fps;
}
