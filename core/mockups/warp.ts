import type { Segment } from '../path-data';

/**
 * Non-affine placements of a logo: a surface seen in perspective (a sign on
 * a wall at an angle, a box's side) and a cylinder (a mug, a can, a bottle).
 * Both map points, so they work on the logo's outlined paths: every end and
 * control point is moved. Where the map bends (the cylinder) straight lines
 * and curves are first cut into short pieces, so a long edge or a ring
 * follows the surface. Control points moved by a projective map are a close
 * approximation at the small angles of a scene.
 */

export type Point = readonly [number, number];

/** The box's corners land on four points: top-left, top-right, bottom-right, bottom-left (scene units). */
export interface QuadWarp {
  kind: 'quad';
  corners: readonly [Point, Point, Point, Point];
}

/**
 * The box is wrapped around a vertical cylinder seen from the front: `arc`
 * degrees of the cylinder are visible across the box's width (0 < arc < 180),
 * and `bow` is how far (scene units) the middle of a horizontal line drops
 * below its ends, the ellipse of a cylinder's top seen from slightly above.
 */
export interface CylinderWarp {
  kind: 'cylinder';
  arc: number;
  bow: number;
}

export type Warp = QuadWarp | CylinderWarp;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The 3×3 matrix (row-major, 8 unknowns, h33 = 1) taking the unit square to the quad. */
export function squareToQuad(q: readonly [Point, Point, Point, Point]): number[] {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  let g = 0;
  let h = 0;
  if (Math.abs(sx) > 1e-9 || Math.abs(sy) > 1e-9) {
    const den = dx1 * dy2 - dx2 * dy1;
    if (Math.abs(den) < 1e-12) throw new Error('quad warp: the corners are collinear');
    g = (sx * dy2 - dx2 * sy) / den;
    h = (dx1 * sy - sx * dy1) / den;
  }
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

/** A function mapping a point of the box (scene units) to the scene. */
export function warpMap(warp: Warp, box: Box): (x: number, y: number) => [number, number] {
  if (warp.kind === 'quad') {
    const [a, b, c, d, e, f, g, h] = squareToQuad(warp.corners) as [number, number, number, number, number, number, number, number];
    return (x, y) => {
      const u = (x - box.left) / box.width;
      const v = (y - box.top) / box.height;
      const w = g * u + h * v + 1;
      return [(a * u + b * v + c) / w, (d * u + e * v + f) / w];
    };
  }
  if (!(warp.arc > 0 && warp.arc < 180)) throw new Error(`cylinder warp: arc must be between 0 and 180 degrees, got ${warp.arc}`);
  const half = ((warp.arc / 2) * Math.PI) / 180;
  const cx = box.left + box.width / 2;
  const radius = box.width / 2 / Math.sin(half);
  const sag = 1 - Math.cos(half);
  return (x, y) => {
    const theta = ((x - cx) / (box.width / 2)) * half;
    // Points turn away towards the edges (x crowds); the middle drops by `bow` below the edges, which stay.
    const drop = sag === 0 ? 0 : (warp.bow * (1 - (1 - Math.cos(theta)) / sag));
    return [cx + radius * Math.sin(theta), y + drop];
  };
}

/** Straight pieces longer than this share of the box's width are cut before a cylinder warp. */
const LINE_PIECE = 1 / 24;

type Cubic = [number, number, number, number, number, number, number, number];

/** A cubic Bézier cut into `n` equal-parameter pieces (de Casteljau), each as [x0 y0 x1 y1 x2 y2 x3 y3]. */
export function splitCubic(c: Cubic, n: number): Cubic[] {
  const out: Cubic[] = [];
  let rest = c;
  for (let i = n; i > 1; i--) {
    const t = 1 / i;
    const [x0, y0, x1, y1, x2, y2, x3, y3] = rest;
    const lerp = (a: number, b: number) => a + (b - a) * t;
    const ax = lerp(x0, x1), ay = lerp(y0, y1);
    const bx = lerp(x1, x2), by = lerp(y1, y2);
    const cx = lerp(x2, x3), cy = lerp(y2, y3);
    const dx = lerp(ax, bx), dy = lerp(ay, by);
    const ex = lerp(bx, cx), ey = lerp(by, cy);
    const fx = lerp(dx, ex), fy = lerp(dy, ey);
    out.push([x0, y0, ax, ay, dx, dy, fx, fy]);
    rest = [fx, fy, ex, ey, cx, cy, x3, y3];
  }
  out.push(rest);
  return out;
}

/** Applies the warp to absolute M/L/C/Z segments. */
export function warpSegments(segments: readonly Segment[], warp: Warp, box: Box): Segment[] {
  const map = warpMap(warp, box);
  const cut = warp.kind === 'cylinder' ? box.width * LINE_PIECE : Infinity;
  const out: Segment[] = [];
  let px = 0;
  let py = 0;
  let sx = 0;
  let sy = 0;
  const lineTo = (x: number, y: number) => {
    const n = Math.max(1, Math.ceil(Math.abs(x - px) / cut));
    for (let i = 1; i <= n; i++) {
      const [wx, wy] = map(px + ((x - px) * i) / n, py + ((y - py) * i) / n);
      out.push({ op: 'L', x: wx, y: wy });
    }
    px = x;
    py = y;
  };
  for (const s of segments) {
    switch (s.op) {
      case 'M': {
        const [x, y] = map(s.x, s.y);
        out.push({ op: 'M', x, y });
        px = sx = s.x;
        py = sy = s.y;
        break;
      }
      case 'L':
        lineTo(s.x, s.y);
        break;
      case 'C': {
        const n = Math.max(1, Math.min(16, Math.ceil(Math.hypot(s.x - px, s.y - py) / cut)));
        for (const piece of splitCubic([px, py, s.x1, s.y1, s.x2, s.y2, s.x, s.y], n)) {
          const [x1, y1] = map(piece[2], piece[3]);
          const [x2, y2] = map(piece[4], piece[5]);
          const [x, y] = map(piece[6], piece[7]);
          out.push({ op: 'C', x1, y1, x2, y2, x, y });
        }
        px = s.x;
        py = s.y;
        break;
      }
      case 'Z':
        // The closing edge is a line too: bend it like the others before closing.
        if (px !== sx || py !== sy) lineTo(sx, sy);
        out.push({ op: 'Z' });
        px = sx;
        py = sy;
        break;
    }
  }
  return out;
}
