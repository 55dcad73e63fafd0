import { Art, ellipse, poly, roundRect } from '../../art';
import { warpMap, type Point } from '../../warp';

export type V3 = readonly [number, number, number];

/**
 * A pinhole camera looking down at a table by `pitch` degrees from `dist`
 * (scene-free units, mm), drawing at `focal` scale around (cx, cy): x right,
 * y up, z towards the viewer. Points of objects turned on the table go
 * through `turn` first.
 */
export function camera(pitch: number, dist: number, focal: number, cx: number, cy: number): (p: V3) => Point {
  const a = (pitch * Math.PI) / 180;
  return ([x, y, z]) => {
    const y2 = y * Math.cos(a) - z * Math.sin(a);
    const z2 = y * Math.sin(a) + z * Math.cos(a);
    const s = focal / (dist - z2);
    return [cx + x * s, cy - y2 * s];
  };
}

/** A point of an object turned by `yaw` degrees about a vertical axis through (ox, oz). */
export function turn(yaw: number, ox: number, oz: number): (p: V3) => V3 {
  const a = (yaw * Math.PI) / 180;
  return ([x, y, z]) => [ox + x * Math.cos(a) + z * Math.sin(a), y, oz - x * Math.sin(a) + z * Math.cos(a)];
}

/** A flat rectangle of a screen (its own pixel units) mapped onto four scene corners. */
export interface Screen {
  map: (x: number, y: number) => Point;
  /** A rectangle of the screen (rounded when r > 0) as scene path data. */
  rect: (x: number, y: number, w: number, h: number, r?: number) => string;
  /** The four scene corners of a rectangle of the screen: a placement's quad warp. */
  quad: (x: number, y: number, w: number, h: number) => [Point, Point, Point, Point];
}

export function screen(corners: readonly [Point, Point, Point, Point], width: number, height: number): Screen {
  const map = warpMap({ kind: 'quad', corners }, { left: 0, top: 0, width, height });
  const rect = (x: number, y: number, w: number, h: number, r = 0) => {
    const q = Math.min(r, w / 2, h / 2);
    if (q <= 0) return poly([map(x, y), map(x + w, y), map(x + w, y + h), map(x, y + h)]);
    const pts: Point[] = [];
    const corner = (cx: number, cy: number, from: number) => {
      for (let i = 0; i <= 8; i++) {
        const t = ((from + i * 11.25) * Math.PI) / 180;
        pts.push(map(cx + Math.cos(t) * q, cy + Math.sin(t) * q));
      }
    };
    corner(x + w - q, y + q, -90);
    corner(x + w - q, y + h - q, 0);
    corner(x + q, y + h - q, 90);
    corner(x + q, y + q, 180);
    return poly(pts);
  };
  const quad = (x: number, y: number, w: number, h: number): [Point, Point, Point, Point] => [map(x, y), map(x + w, y), map(x + w, y + h), map(x, y + h)];
  return { map, rect, quad };
}

/**
 * A smartphone seen from above, its screen at (x, y) of size w × h in the
 * phone's own frame (before rotation): the frame, the glass, the screen in
 * `screenPaint` and the camera island.
 */
export function phoneBody(art: Art, x: number, y: number, w: number, h: number, frame: 'graphite' | 'silver', screenPaint: string): void {
  const r = w * 0.16;
  const metal =
    frame === 'graphite'
      ? [[0, '#6B6F76'], [0.25, '#2E3034'], [0.6, '#45484E'], [1, '#1C1D20']] as const
      : [[0, '#F2F3F5'], [0.3, '#B9BDC3'], [0.65, '#E4E6E9'], [1, '#8E939A']] as const;
  // Side buttons peeking out of the frame.
  art.path(roundRect(x - 7, y + h * 0.2, 14, h * 0.06, 5), '#2A2B2E');
  art.path(roundRect(x - 7, y + h * 0.29, 14, h * 0.09, 5), '#2A2B2E');
  art.path(roundRect(x + w - 7, y + h * 0.25, 14, h * 0.12, 5), '#2A2B2E');
  // Thickness, frame, glass, screen.
  art.path(roundRect(x + 3, y + 9, w, h, r), '#111214');
  art.path(roundRect(x, y, w, h, r), art.linear(x, y, x + w, y + h, metal));
  art.path(roundRect(x + 7, y + 7, w - 14, h - 14, r - 7), '#050506');
  const s = w * 0.045;
  art.path(roundRect(x + s, y + s, w - 2 * s, h - 2 * s, r - s), screenPaint);
  // The camera island.
  art.path(roundRect(x + w / 2 - w * 0.14, y + s + 22, w * 0.28, 40, 20), '#000000');
  art.path(ellipse(x + w / 2 + w * 0.09, y + s + 42, 9, 9), '#1B2330');
}

/** Reflected light over a phone or tablet screen: a soft diagonal band and a brighter upper edge. */
export function screenGloss(art: Art, d: string, x: number, y: number, w: number, h: number, strength = 1): void {
  art.path(d, art.linear(x, y, x + w, y + h, [[0, '#FFFFFF', 0.2 * strength], [0.36, '#FFFFFF', 0.1 * strength], [0.365, '#FFFFFF', 0.03 * strength], [0.7, '#FFFFFF', 0], [1, '#000000', 0.08 * strength]]));
}
