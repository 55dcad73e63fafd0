import type { Segment } from './path-data';

/**
 * Geometry on parsed path segments: affine transforms (the composer places
 * every part with a matrix) and exact bounds (for the EPS bounding box).
 */

/** Affine matrix [a b c d e f] as in SVG's `matrix(a b c d e f)`: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The box around both (the first may be missing: then a copy of the second). */
export function unionBounds(a: Bounds | null | undefined, b: Bounds): Bounds {
  if (!a) return { ...b };
  return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
}

/** Applies an affine matrix to every point (exact for lines and Béziers). */
export function transformSegments(segments: readonly Segment[], m: Matrix): Segment[] {
  const [a, b, c, d, e, f] = m;
  const X = (x: number, y: number) => a * x + c * y + e;
  const Y = (x: number, y: number) => b * x + d * y + f;
  return segments.map((g) => {
    switch (g.op) {
      case 'M':
      case 'L':
        return { op: g.op, x: X(g.x, g.y), y: Y(g.x, g.y) };
      case 'C':
        return {
          op: 'C',
          x1: X(g.x1, g.y1),
          y1: Y(g.x1, g.y1),
          x2: X(g.x2, g.y2),
          y2: Y(g.x2, g.y2),
          x: X(g.x, g.y),
          y: Y(g.x, g.y),
        };
      default:
        return g;
    }
  });
}

/** m1 × m2: the transform that applies m2 first, then m1 (SVG nesting: parent × child). */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

/** Parameters t in (0, 1) where one coordinate of a cubic has a turning point. */
function extremaT(p0: number, p1: number, p2: number, p3: number): number[] {
  // Derivative / 3: a t² + b t + c
  const a = -p0 + 3 * p1 - 3 * p2 + p3;
  const b = 2 * (p0 - 2 * p1 + p2);
  const c = p1 - p0;
  const roots: number[] = [];
  if (Math.abs(a) < 1e-12) {
    if (Math.abs(b) > 1e-12) roots.push(-c / b);
  } else {
    const disc = b * b - 4 * a * c;
    if (disc >= 0) {
      const r = Math.sqrt(disc);
      roots.push((-b + r) / (2 * a), (-b - r) / (2 * a));
    }
  }
  return roots.filter((t) => t > 0 && t < 1);
}

function cubicAt(p0: number, p1: number, p2: number, p3: number, t: number): number {
  const u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
}

/**
 * Exact bounds of the painted outline: end points plus the turning points of
 * each curve (the control points' hull would be loose, and an EPS
 * bounding box must be tight). Null for a path that draws nothing.
 */
export function segmentBounds(segments: readonly Segment[], into?: Bounds | null): Bounds | null {
  let b: Bounds | null = into ? { ...into } : null;
  const add = (x: number, y: number) => {
    if (!b) b = { minX: x, minY: y, maxX: x, maxY: y };
    else {
      if (x < b.minX) b.minX = x;
      if (x > b.maxX) b.maxX = x;
      if (y < b.minY) b.minY = y;
      if (y > b.maxY) b.maxY = y;
    }
  };
  let px = 0;
  let py = 0;
  let moved = false;
  for (const g of segments) {
    if (g.op === 'Z') continue;
    if (g.op === 'M') {
      // A move paints nothing by itself (a trailing "M x y" must not widen the box).
      px = g.x;
      py = g.y;
      moved = true;
      continue;
    }
    if (moved) add(px, py);
    moved = false;
    if (g.op === 'C') {
      for (const t of extremaT(px, g.x1, g.x2, g.x)) add(cubicAt(px, g.x1, g.x2, g.x, t), cubicAt(py, g.y1, g.y2, g.y, t));
      for (const t of extremaT(py, g.y1, g.y2, g.y)) add(cubicAt(px, g.x1, g.x2, g.x, t), cubicAt(py, g.y1, g.y2, g.y, t));
    }
    add(g.x, g.y);
    px = g.x;
    py = g.y;
  }
  return b;
}
