import type { ScenePlacement } from '../../scene';
import { warpMap, type Point } from '../../warp';

export type P = Point;
export type Quad = readonly [P, P, P, P];

/** Where the line from p towards the vanishing point v reaches x. */
export function toward(p: P, v: P, x: number): P {
  const t = (x - p[0]) / (v[0] - p[0]);
  return [x, p[1] + (v[1] - p[1]) * t];
}

/** Where the lines a→b and c→d cross. */
export function meet(a: P, b: P, c: P, d: P): P {
  const d1x = b[0] - a[0];
  const d1y = b[1] - a[1];
  const d2x = d[0] - c[0];
  const d2y = d[1] - c[1];
  const t = ((c[0] - a[0]) * d2y - (c[1] - a[1]) * d2x) / (d1x * d2y - d1y * d2x);
  return [a[0] + d1x * t, a[1] + d1y * t];
}

/** A point of a face in perspective: (u, v) in 0–1 across and down the face (corners: top-left, top-right, bottom-right, bottom-left). */
export function onFace(face: Quad, u: number, v: number): P {
  return warpMap({ kind: 'quad', corners: face }, { left: 0, top: 0, width: 1, height: 1 })(u, v);
}

/**
 * A logo placement on a face in perspective: the region u0–u1 × v0–v1 of a
 * face whose real size is w × h (so the logo keeps its aspect on the face).
 */
export function facePlacement(face: Quad, w: number, h: number, u0: number, u1: number, v0: number, v1: number, rest: Partial<ScenePlacement>): ScenePlacement {
  const corners: Quad = [onFace(face, u0, v0), onFace(face, u1, v0), onFace(face, u1, v1), onFace(face, u0, v1)];
  const c = onFace(face, (u0 + u1) / 2, (v0 + v1) / 2);
  const bw = (u1 - u0) * w;
  const bh = (v1 - v0) * h;
  return { left: Math.round(c[0] - bw / 2), top: Math.round(c[1] - bh / 2), width: Math.round(bw), height: Math.round(bh), warp: { kind: 'quad', corners }, ...rest };
}

export function lerp(a: P, b: P, t: number): P {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/**
 * A label wrapped round an upright cylinder of radius r whose top ellipse
 * is ry deep: the placement box (chord wide, centred at cx, cy) and its warp
 * for a label `w` × `h` in real size (unrolled).
 */
export function wrap(cx: number, cy: number, r: number, ry: number, w: number, h: number): { box: { left: number; top: number; width: number; height: number }; warp: { kind: 'cylinder'; arc: number; bow: number } } {
  const half = w / 2 / r;
  const chord = 2 * r * Math.sin(half);
  return {
    box: { left: Math.round(cx - chord / 2), top: Math.round(cy - h / 2), width: Math.round(chord), height: Math.round(h) },
    warp: { kind: 'cylinder', arc: Math.round(((2 * half * 180) / Math.PI) * 10) / 10, bow: Math.round(ry * (1 - Math.cos(half)) * 10) / 10 },
  };
}
