import { describe, expect, it } from 'vitest';
import { multiply, segmentBounds, transformSegments } from './geometry';
import { parsePathData, type Segment } from './path-data';

/** Point of a segment's curve at t (from the previous end point p0). */
function curveAt(p0: [number, number], g: Extract<Segment, { op: 'C' }>, t: number): [number, number] {
  const u = 1 - t;
  const f = (a: number, b: number, c: number, d: number) => u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d;
  return [f(p0[0], g.x1, g.x2, g.x), f(p0[1], g.y1, g.y2, g.y)];
}

const ops = (segs: Segment[]) => segs.map((s) => s.op).join('');
const ends = (segs: Segment[]) => segs.filter((s) => s.op !== 'Z').map((s) => ('x' in s ? [+s.x.toFixed(6), +s.y.toFixed(6)] : []));

describe('parsePathData', () => {
  it('keeps absolute M/L/C/Z as they are', () => {
    expect(parsePathData('M1 2L3 4C5 6 7 8 9 10Z')).toEqual([
      { op: 'M', x: 1, y: 2 },
      { op: 'L', x: 3, y: 4 },
      { op: 'C', x1: 5, y1: 6, x2: 7, y2: 8, x: 9, y: 10 },
      { op: 'Z' },
    ]);
  });

  it('reads compact numbers: signs and dots as separators, exponents, commas', () => {
    expect(ends(parsePathData('M-1-2L.5.5,1e1-2.5E-1'))).toEqual([
      [-1, -2],
      [0.5, 0.5],
      [10, -0.25],
    ]);
  });

  it('resolves relative commands, H/V and the implicit line-tos after a move', () => {
    const segs = parsePathData('m10 10 5 0 0 5h-5v-5zM0 0 1 1 2 0');
    expect(ops(segs)).toBe('MLLLLZMLL');
    expect(ends(segs)).toEqual([
      [10, 10],
      [15, 10],
      [15, 15],
      [10, 15],
      [10, 10],
      [0, 0],
      [1, 1],
      [2, 0],
    ]);
  });

  it('re-opens a closed subpath with an explicit move (PDF needs one), relative to its start', () => {
    const segs = parsePathData('M10 10L20 10L20 20Zl5 5');
    expect(ops(segs)).toBe('MLLZML');
    expect(segs[4]).toEqual({ op: 'M', x: 10, y: 10 });
    expect(segs[5]).toEqual({ op: 'L', x: 15, y: 15 });
  });

  it('reflects the previous control point for S and T, and uses the current point otherwise', () => {
    const s = parsePathData('M0 0C0 10 10 10 10 0S20 -10 20 0');
    expect(s[2]).toMatchObject({ x1: 10, y1: -10, x2: 20, y2: -10, x: 20, y: 0 });
    const sAlone = parsePathData('M0 0L5 5S10 10 10 0');
    expect(sAlone[2]).toMatchObject({ x1: 5, y1: 5 });
    const t = parsePathData('M0 0Q5 10 10 0T20 0');
    // T's control point is (15, -10): the cubic's handles are 2/3 of the way to it.
    expect(t[2]).toMatchObject({ op: 'C', x: 20, y: 0 });
    const c = t[2] as Extract<Segment, { op: 'C' }>;
    expect([c.x1, c.y1, c.x2, c.y2].map((v) => +v.toFixed(9))).toEqual([13.333333333, -6.666666667, 16.666666667, -6.666666667]);
  });

  it('raises quadratics to cubics exactly', () => {
    const [, g] = parsePathData('M3 7Q40 -20 90 35') as [Segment, Extract<Segment, { op: 'C' }>];
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      const u = 1 - t;
      const quad = [u * u * 3 + 2 * u * t * 40 + t * t * 90, u * u * 7 + 2 * u * t * -20 + t * t * 35];
      const cubic = curveAt([3, 7], g, t);
      expect(cubic[0]).toBeCloseTo(quad[0], 10);
      expect(cubic[1]).toBeCloseTo(quad[1], 10);
    }
  });

  it('turns arcs into cubics that stay on the ellipse, also rotated, with compact flags', () => {
    // Semicircle r = 40 around (50, 50), then back: a full circle from two arcs.
    const segs = parsePathData('M10 50a40 40 0 1 1 80 0a40 40 0 1 1-80 0z');
    expect(segs.filter((s) => s.op === 'C').length).toBe(4);
    let p: [number, number] = [10, 50];
    for (const g of segs) {
      if (g.op !== 'C') continue;
      for (let i = 0; i <= 8; i++) {
        const [x, y] = curveAt(p, g, i / 8);
        expect(Math.abs(Math.hypot(x - 50, y - 50) - 40)).toBeLessThan(40 * 3e-4);
      }
      p = [g.x, g.y];
    }
    expect(segs.at(-2)).toMatchObject({ x: 10, y: 50 });
    // Sweep 1 from (10,50) to (90,50) goes through the top (y = 10) in SVG's y-down space.
    const top = segmentBounds(parsePathData('M10 50A40 40 0 0 1 90 50'));
    expect(top?.minY).toBeCloseTo(10, 2);
    expect(top?.maxY).toBeCloseTo(50, 6);

    // Rotated ellipse: ends exactly on its end point (its shape is checked by the
    // PDF and EPS renders of USER_ICON_DESIGN against resvg/librsvg).
    const rot = parsePathData('M30 96A30 8 -20 0 0 80 90');
    const arcs = rot.filter((s): s is Extract<Segment, { op: 'C' }> => s.op === 'C');
    expect(arcs.length).toBeGreaterThan(0);
    expect(arcs.at(-1)).toMatchObject({ x: 80, y: 90 });
  });

  it('scales radii up when they cannot span the end points, and draws a line for a zero radius', () => {
    const big = segmentBounds(parsePathData('M0 0A1 1 0 0 1 100 0'));
    expect(big?.minY).toBeCloseTo(-50, 2); // a half circle of radius 50
    expect(ops(parsePathData('M0 0A0 5 0 0 1 10 10'))).toBe('ML');
    expect(ops(parsePathData('M5 5A5 5 0 0 1 5 5'))).toBe('M');
  });

  it('refuses malformed data', () => {
    expect(() => parsePathData('L1 2')).not.toThrow(); // a line from the origin is legal SVG
    expect(() => parsePathData('M1')).toThrow(/number expected/);
    expect(() => parsePathData('M0 0A1 1 0 2 1 5 5')).toThrow(/flag/);
    expect(() => parsePathData('M0 0Z 5 5')).toThrow(/command letter/);
    expect(() => parsePathData('5 5')).toThrow(/command letter/);
  });
});

describe('segmentBounds', () => {
  it('is exact at the turning points of curves, not the control-point hull', () => {
    const b = segmentBounds(parsePathData('M0 0C0 -10 10 -10 10 0'));
    expect(b).toEqual({ minX: 0, minY: -7.5, maxX: 10, maxY: 0 });
  });

  it('ignores a trailing move that paints nothing, and is null for nothing', () => {
    expect(segmentBounds(parsePathData('M0 0L10 10M500 500'))).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 10 });
    expect(segmentBounds(parsePathData(''))).toBeNull();
  });
});

describe('transforms', () => {
  it('applies matrices point by point, parent × child', () => {
    const m = multiply([2, 0, 0, 2, 10, 20], [1, 0, 0, 1, 5, 5]); // translate then scale
    expect(m).toEqual([2, 0, 0, 2, 20, 30]);
    const segs = transformSegments(parsePathData('M0 0L1 1C1 2 2 2 2 1Z'), m);
    expect(segs).toEqual([
      { op: 'M', x: 20, y: 30 },
      { op: 'L', x: 22, y: 32 },
      { op: 'C', x1: 22, y1: 34, x2: 24, y2: 34, x: 24, y: 32 },
      { op: 'Z' },
    ]);
  });
});
