import type { TIcon } from '../../core/design';

/**
 * Small geometry helpers that write SVG path data for the demo icons. They
 * emit only absolute M, L, C, Q and Z commands (circles and arcs as cubic
 * Béziers), so every downstream writer (PDF, EPS, resvg) handles them without
 * arc conversion. Holes are made by reversed winding (nonzero fill rule), not
 * by painting the background colour, so one-colour variants keep them.
 */

export type Pt = readonly [number, number];

const K = 0.5522847498; // cubic Bézier handle length of a quarter circle

function f(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

function pt(p: Pt): string {
  return `${f(p[0])} ${f(p[1])}`;
}

/** A closed polygon. Reverse the point order to cut a hole in a shape drawn the other way. */
export function poly(points: readonly Pt[]): string {
  return `M${points.map(pt).join('L')}Z`;
}

/** A closed polygon whose corners are rounded with radius ≈ r (quadratic corners). */
export function roundedPoly(points: readonly Pt[], r: number | readonly number[]): string {
  const n = points.length;
  const radius = (i: number) => (typeof r === 'number' ? r : r[i] ?? 0);
  const cut = (from: Pt, to: Pt, dist: number): Pt => {
    const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
    const t = Math.min(dist / len, 0.5);
    return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
  };
  let d = '';
  for (let i = 0; i < n; i++) {
    const prev = points[(i + n - 1) % n];
    const cur = points[i];
    const next = points[(i + 1) % n];
    const a = cut(cur, prev, radius(i));
    const b = cut(cur, next, radius(i));
    d += `${i === 0 ? 'M' : 'L'}${pt(a)}Q${pt(cur)} ${pt(b)}`;
  }
  return `${d}Z`;
}

/** An ellipse, clockwise on screen unless `ccw` (use ccw for a hole). */
export function ellipse(cx: number, cy: number, rx: number, ry: number, ccw = false): string {
  const s = ccw ? -1 : 1;
  const kx = rx * K;
  const ky = ry * K * s;
  return (
    `M${pt([cx + rx, cy])}` +
    `C${pt([cx + rx, cy + ky])} ${pt([cx + kx, cy + ry * s])} ${pt([cx, cy + ry * s])}` +
    `C${pt([cx - kx, cy + ry * s])} ${pt([cx - rx, cy + ky])} ${pt([cx - rx, cy])}` +
    `C${pt([cx - rx, cy - ky])} ${pt([cx - kx, cy - ry * s])} ${pt([cx, cy - ry * s])}` +
    `C${pt([cx + kx, cy - ry * s])} ${pt([cx + rx, cy - ky])} ${pt([cx + rx, cy])}Z`
  );
}

export function circle(cx: number, cy: number, r: number, ccw = false): string {
  return ellipse(cx, cy, r, r, ccw);
}

/** Cubic pieces of a circular arc from angle a0 to a1 (degrees, 0 = right, 90 = down). */
function arcCurves(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const steps = Math.max(1, Math.ceil(Math.abs(a1 - a0) / 90));
  const da = ((a1 - a0) / steps) * (Math.PI / 180);
  const k = (4 / 3) * Math.tan(da / 4);
  let d = '';
  for (let i = 0; i < steps; i++) {
    const t0 = (a0 * Math.PI) / 180 + i * da;
    const t1 = t0 + da;
    const p0: Pt = [cx + r * Math.cos(t0), cy + r * Math.sin(t0)];
    const p1: Pt = [cx + r * Math.cos(t1), cy + r * Math.sin(t1)];
    const c0: Pt = [p0[0] - k * r * Math.sin(t0), p0[1] + k * r * Math.cos(t0)];
    const c1: Pt = [p1[0] + k * r * Math.sin(t1), p1[1] - k * r * Math.cos(t1)];
    d += `C${pt(c0)} ${pt(c1)} ${pt(p1)}`;
  }
  return d;
}

/** A band between radii r0 < r1 from angle a0 to a1 (degrees), optionally with round ends. */
export function arcBand(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number, roundEnds = false): string {
  const at = (r: number, a: number): Pt => [cx + r * Math.cos((a * Math.PI) / 180), cy + r * Math.sin((a * Math.PI) / 180)];
  const rm = (r0 + r1) / 2;
  const w = (r1 - r0) / 2;
  const cap = (a: number, from: number, to: number) => {
    const [ex, ey] = at(rm, a);
    return arcCurves(ex, ey, w, from, to);
  };
  const sgn = a1 >= a0 ? 1 : -1;
  let d = `M${pt(at(r1, a0))}${arcCurves(cx, cy, r1, a0, a1)}`;
  d += roundEnds ? cap(a1, a1, a1 + 180 * sgn) : `L${pt(at(r0, a1))}`;
  d += arcCurves(cx, cy, r0, a1, a0);
  d += roundEnds ? cap(a0, a0 + 180 * sgn, a0 + 360 * sgn) : '';
  return `${d}Z`;
}

/** A ring (a circle with a round hole). */
export function ring(cx: number, cy: number, r0: number, r1: number): string {
  return circle(cx, cy, r1) + circle(cx, cy, r0, true);
}

/**
 * The outline of a line of width `w` along the curve `at(t)`, t in 0..1, with
 * round caps: strokes drawn as fills, since icon shapes only have a fill.
 */
export function stroke(at: (t: number) => Pt, w: number, samples = 48): string {
  const h = w / 2;
  const pts = Array.from({ length: samples + 1 }, (_, i) => at(i / samples));
  const normal = (i: number): Pt => {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(samples, i + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
  };
  const left = pts.map((p, i) => [p[0] + normal(i)[0] * h, p[1] + normal(i)[1] * h] as Pt);
  const right = pts.map((p, i) => [p[0] - normal(i)[0] * h, p[1] - normal(i)[1] * h] as Pt);
  const angle = (n: Pt) => (Math.atan2(n[1], n[0]) * 180) / Math.PI;
  const end = pts[samples];
  const start = pts[0];
  const aEnd = angle(normal(samples));
  const aStart = angle(normal(0));
  return (
    `M${left.map(pt).join('L')}` +
    arcCurves(end[0], end[1], h, aEnd, aEnd - 180) +
    `L${right.reverse().map(pt).join('L')}` +
    arcCurves(start[0], start[1], h, aStart + 180, aStart) +
    'Z'
  );
}

/** A rectangle with corner radius r, clockwise (or counter-clockwise for a hole). */
export function roundRect(x: number, y: number, w: number, h: number, r: number, ccw = false): string {
  const pts: Pt[] = [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
  return roundedPoly(ccw ? pts.reverse() : pts, r);
}

/**
 * The polygon moved inwards by d (outwards if d < 0): each edge shifted along
 * its normal, corners re-joined with mitres. Fine for simple polygons and
 * distances small next to their edges; used to open even gaps between parts.
 */
export function offsetPoly(input: readonly Pt[], d: number): Pt[] {
  // Repeated points would make zero-length edges without a direction.
  const points = input.filter((p, i) => {
    const q = input[(i + 1) % input.length];
    return Math.hypot(q[0] - p[0], q[1] - p[1]) > 1e-6;
  });
  const n = points.length;
  let area = 0;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % n];
    area += x0 * y1 - x1 * y0;
  }
  const side = area > 0 ? 1 : -1;
  const lines = points.map((p, i) => {
    const q = points[(i + 1) % n];
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const nx = (-(q[1] - p[1]) / len) * side * d;
    const ny = ((q[0] - p[0]) / len) * side * d;
    return { p: [p[0] + nx, p[1] + ny] as Pt, v: [q[0] - p[0], q[1] - p[1]] as Pt };
  });
  return lines.map((b, i) => {
    const a = lines[(i + n - 1) % n];
    const cross = a.v[0] * b.v[1] - a.v[1] * b.v[0];
    if (Math.abs(cross) < 1e-9) return b.p;
    const t = ((b.p[0] - a.p[0]) * b.v[1] - (b.p[1] - a.p[1]) * b.v[0]) / cross;
    return [a.p[0] + a.v[0] * t, a.p[1] + a.v[1] * t] as Pt;
  });
}

/** A four-pointed sparkle with concave sides. */
export function sparkle(cx: number, cy: number, r: number, waist = 0.18): string {
  const w = r * waist;
  return poly([
    [cx, cy - r],
    [cx + w, cy - w],
    [cx + r, cy],
    [cx + w, cy + w],
    [cx, cy + r],
    [cx - w, cy + w],
    [cx - r, cy],
    [cx - w, cy - w],
  ]);
}

/** The part of a circle below the horizontal chord at y (a "ground" segment). */
export function segmentBelow(cx: number, cy: number, r: number, y: number): string {
  const dy = y - cy;
  const a = (Math.asin(dy / r) * 180) / Math.PI;
  const dx = Math.sqrt(r * r - dy * dy);
  return `M${pt([cx + dx, y])}${arcCurves(cx, cy, r, a, 180 - a)}L${pt([cx + dx, y])}Z`;
}

type Shape = TIcon['shapes'][number];
const PAIR = /(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g;

/**
 * Moves the shapes so their bounds start at 0,0 and sets the viewBox to those
 * bounds: the layout sizes and centres an icon by its viewBox, so a tight one
 * keeps every icon optically where it should be. Works on the paths these
 * helpers write (absolute commands, every number pair a point; Bézier control
 * points count, which for our curves stay within the drawn extent).
 */
export function fitIcon(shapes: Shape[]): TIcon {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const s of shapes) {
    for (const [, x, y] of s.d.matchAll(PAIR)) {
      minX = Math.min(minX, Number(x));
      maxX = Math.max(maxX, Number(x));
      minY = Math.min(minY, Number(y));
      maxY = Math.max(maxY, Number(y));
    }
  }
  return {
    viewBox: [Number(f(maxX - minX)), Number(f(maxY - minY))],
    shapes: shapes.map((s) => ({ ...s, d: s.d.replace(PAIR, (_, x: string, y: string) => pt([Number(x) - minX, Number(y) - minY])) })),
  };
}
