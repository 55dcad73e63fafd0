import type { Segment } from '../path-data';

/**
 * Die lines and the shapes that follow them, as SVG path data in the
 * item's millimetres: circles, rounded rectangles, and the contour of a
 * logo — its convex hull grown by a margin, with round corners, the smooth
 * outline a cutting plotter follows cleanly (a true offset of every notch
 * of a logo would cut slivers no sticker survives).
 */

export interface Point {
  x: number;
  y: number;
}

const f = (v: number) => {
  const r = Math.round(v * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
};

/** A quarter circle as a cubic: the control points' distance over the radius. */
const KAPPA = 0.5522847498;

/** An arc of radius r around c from angle a0 to a1 (radians, a1 > a0, at most a quarter turn per piece), as C commands. */
function arc(c: Point, r: number, a0: number, a1: number): string {
  const parts: string[] = [];
  const steps = Math.max(1, Math.ceil((a1 - a0) / (Math.PI / 2) - 1e-9));
  const step = (a1 - a0) / steps;
  const k = (4 / 3) * Math.tan(step / 4);
  for (let i = 0; i < steps; i++) {
    const s = a0 + i * step;
    const e = s + step;
    const p1 = { x: c.x + r * (Math.cos(s) - k * Math.sin(s)), y: c.y + r * (Math.sin(s) + k * Math.cos(s)) };
    const p2 = { x: c.x + r * (Math.cos(e) + k * Math.sin(e)), y: c.y + r * (Math.sin(e) - k * Math.cos(e)) };
    parts.push(`C${f(p1.x)} ${f(p1.y)} ${f(p2.x)} ${f(p2.y)} ${f(c.x + r * Math.cos(e))} ${f(c.y + r * Math.sin(e))}`);
  }
  return parts.join('');
}

export function circlePath(cx: number, cy: number, r: number): string {
  const k = r * KAPPA;
  return (
    `M${f(cx + r)} ${f(cy)}` +
    `C${f(cx + r)} ${f(cy + k)} ${f(cx + k)} ${f(cy + r)} ${f(cx)} ${f(cy + r)}` +
    `C${f(cx - k)} ${f(cy + r)} ${f(cx - r)} ${f(cy + k)} ${f(cx - r)} ${f(cy)}` +
    `C${f(cx - r)} ${f(cy - k)} ${f(cx - k)} ${f(cy - r)} ${f(cx)} ${f(cy - r)}` +
    `C${f(cx + k)} ${f(cy - r)} ${f(cx + r)} ${f(cy - k)} ${f(cx + r)} ${f(cy)}Z`
  );
}

/** A rectangle with corners of radius r (0: square corners). */
export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const q = Math.max(0, Math.min(r, w / 2, h / 2));
  if (q === 0) return `M${f(x)} ${f(y)}L${f(x + w)} ${f(y)}L${f(x + w)} ${f(y + h)}L${f(x)} ${f(y + h)}Z`;
  return hullPath(
    [
      { x: x + q, y: y + q },
      { x: x + w - q, y: y + q },
      { x: x + w - q, y: y + h - q },
      { x: x + q, y: y + h - q },
    ],
    q,
  );
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** The convex hull of points (monotone chain), clockwise on screen (y down), without repeated points. */
export function convexHull(points: readonly Point[]): Point[] {
  const ps = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (ps.length < 3) return ps;
  const lower: Point[] = [];
  for (const p of ps) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of ps.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * The outline at distance `grow` around a convex polygon (hull order): each
 * edge moved out by `grow`, joined by arcs around the corners — the shape a
 * round pen of radius `grow` draws around the polygon.
 */
export function hullPath(hull: readonly Point[], grow: number): string {
  if (hull.length === 0) return '';
  if (hull.length === 1) return circlePath(hull[0]!.x, hull[0]!.y, grow);
  const n = hull.length;
  // Outward normal angle of each edge i (from point i to i+1). Hull order turns clockwise on screen: outward is to the left of travel in y-down maths.
  const normal = (i: number) => {
    const a = hull[i]!;
    const b = hull[(i + 1) % n]!;
    return Math.atan2(b.y - a.y, b.x - a.x) - Math.PI / 2;
  };
  let d = '';
  for (let i = 0; i < n; i++) {
    const p = hull[i]!;
    const a0 = normal((i - 1 + n) % n);
    let a1 = normal(i);
    while (a1 < a0) a1 += 2 * Math.PI;
    if (a1 - a0 > 2 * Math.PI - 1e-9) a1 -= 2 * Math.PI;
    const start = { x: p.x + grow * Math.cos(a0), y: p.y + grow * Math.sin(a0) };
    d += i === 0 ? `M${f(start.x)} ${f(start.y)}` : `L${f(start.x)} ${f(start.y)}`;
    if (a1 - a0 > 1e-6) d += arc(p, grow, a0, a1);
  }
  return `${d}Z`;
}

/** The points of path segments (ends and control points: the hull of a curve's control points holds the curve). */
export function segmentPoints(segments: readonly Segment[]): Point[] {
  const out: Point[] = [];
  for (const s of segments) {
    if (s.op === 'Z') continue;
    if (s.op === 'C') out.push({ x: s.x1, y: s.y1 }, { x: s.x2, y: s.y2 });
    out.push({ x: s.x, y: s.y });
  }
  return out;
}
