/**
 * Lottie's keyframed values from frames sampled one by one (core/animate/
 * lottie.ts): each stretch as one Bézier-eased keyframe where that follows
 * the samples within a tolerance, holds for still stretches and steps.
 */

export type Vec = number[];
interface Keyframe {
  t: number;
  /** Hold: the value stays until the next keyframe. */
  h?: 1;
  s: Vec | LottieShape[];
  i?: { x: number[]; y: number[] };
  o?: { x: number[]; y: number[] };
}
export type LottieProp = { a: 0; k: number | Vec | LottieShape } | { a: 1; k: Keyframe[] };
export interface LottieShape {
  c: boolean;
  v: Vec[];
  i: Vec[];
  o: Vec[];
}

export const round = (v: number, places = 3) => {
  const f = 10 ** places;
  const r = Math.round(v * f) / f;
  return Object.is(r, -0) ? 0 : r;
};
export const still = (k: number | Vec | LottieShape): LottieProp => ({ a: 0, k });

/**
 * A stretch [a, b] of a sampled series as one Lottie keyframe: for each
 * dimension the cubic through both ends (Lottie's Bézier easing with its time
 * handles at 1/3 and 2/3 is exactly a cubic in time) that fits the samples
 * between by least squares, with its value handles; null when a sample misses
 * by more than `tol` (or a dimension that ends where it began moves between).
 */
function fitStretch(series: readonly Vec[], a: number, b: number, tol: number): { y1: number[]; y2: number[] } | null {
  const dims = series[a].length;
  const y1: number[] = [];
  const y2: number[] = [];
  const n = b - a;
  for (let d = 0; d < dims; d++) {
    const va = series[a][d];
    const delta = series[b][d] - va;
    // Normal equations of value − va − Δf³ = A1·3(1−f)²f + A2·3(1−f)f², pulled gently towards the straight line.
    const ridge = 1e-6;
    let s11 = ridge;
    let s12 = 0;
    let s22 = ridge;
    let r1 = (ridge * delta) / 3;
    let r2 = (ridge * 2 * delta) / 3;
    for (let k = 1; k < n; k++) {
      const f = k / n;
      const p1 = 3 * (1 - f) * (1 - f) * f;
      const p2 = 3 * (1 - f) * f * f;
      const rest = series[a + k][d] - va - delta * f * f * f;
      s11 += p1 * p1;
      s12 += p1 * p2;
      s22 += p2 * p2;
      r1 += p1 * rest;
      r2 += p2 * rest;
    }
    const det = s11 * s22 - s12 * s12;
    const A1 = (r1 * s22 - r2 * s12) / det;
    const A2 = (s11 * r2 - s12 * r1) / det;
    if (Math.abs(delta) < 1e-9) {
      // Ends equal: only a still stretch can be said.
      for (let k = 1; k < n; k++) if (Math.abs(series[a + k][d] - va) > tol) return null;
      y1.push(0.333);
      y2.push(0.667);
      continue;
    }
    const h1 = round(A1 / delta, 4);
    const h2 = round(A2 / delta, 4);
    for (let k = 1; k < n; k++) {
      const f = k / n;
      const v = va + delta * (3 * (1 - f) * (1 - f) * f * h1 + 3 * (1 - f) * f * f * h2 + f * f * f);
      if (Math.abs(v - series[a + k][d]) > tol) return null;
    }
    y1.push(h1);
    y2.push(h2);
  }
  return { y1, y2 };
}

/**
 * The keyframes of a sampled series: greedy, each stretch as long as one
 * eased keyframe reproduces every sample inside it within `tol`.
 */
export function keyFrames(series: readonly Vec[], tol: number): Array<{ at: number; y1?: number[]; y2?: number[] }> {
  const n = series.length;
  const keys: Array<{ at: number; y1?: number[]; y2?: number[] }> = [];
  let a = 0;
  while (a < n - 1) {
    let b = a + 1;
    let fit = fitStretch(series, a, b, tol)!;
    while (b + 1 < n) {
      const next = fitStretch(series, a, b + 1, tol);
      if (!next) break;
      fit = next;
      b++;
    }
    keys.push({ at: a, ...fit });
    a = b;
  }
  keys.push({ at: n - 1 });
  return keys;
}

function eased(y1: number[], y2: number[]) {
  return { o: { x: y1.map(() => 0.333), y: y1 }, i: { x: y2.map(() => 0.667), y: y2 } };
}

/** A property from per-frame samples (frame `first` + index): still when it never moves beyond `tol`, else its keyframes. */
export function sampled(series: readonly Vec[], first: number, tol: number, places: number, scalar = false): LottieProp {
  const r = (v: Vec) => v.map((x) => round(x, places));
  const moves = series.some((v) => v.some((x, d) => Math.abs(x - series[0][d]) > tol));
  if (!moves) return still(scalar ? round(series[0][0], places) : r(series[0]));
  const keys = keyFrames(series, tol);
  return {
    a: 1,
    k: keys.map((k, j) => {
      const at = { t: first + k.at, s: r(series[k.at]) };
      if (!k.y1) return at;
      const next = keys[j + 1].at;
      // A still stretch, or a step to the next frame: the value held (exact at every frame, and short).
      const held = next - k.at === 1 || series[next].every((x, d) => Math.abs(x - series[k.at][d]) <= tol);
      return held ? { ...at, h: 1 } : { ...at, ...eased(k.y1, k.y2!) };
    }),
  };
}

/** Keyframes of a mask path from per-frame shapes of the same vertex count (one easing for all its points: the straight stretches). */
export function sampledShape(series: readonly LottieShape[], first: number, tol: number): LottieProp {
  const flat = series.map((s) => [...s.v.flat(), ...s.i.flat(), ...s.o.flat()]);
  const moves = flat.some((v) => v.some((x, d) => Math.abs(x - flat[0][d]) > tol));
  if (!moves) return still(series[0]);
  // The points of a growing clip move together: fit one dimension's easing, check it on all.
  const keys: number[] = [0];
  let a = 0;
  const n = flat.length;
  const line = (x: number, y: number, k: number, len: number) => x + ((y - x) * k) / len;
  while (a < n - 1) {
    let b = a + 1;
    while (b + 1 < n) {
      const len = b + 1 - a;
      let ok = true;
      for (let k = 1; k < len && ok; k++) for (let d = 0; d < flat[a].length && ok; d++) if (Math.abs(line(flat[a][d], flat[b + 1][d], k, len) - flat[a + k][d]) > tol) ok = false;
      if (!ok) break;
      b++;
    }
    keys.push(b);
    a = b;
  }
  return {
    a: 1,
    k: keys.map((k, j) => (j === keys.length - 1 ? { t: first + k, s: [series[k]] } : { t: first + k, s: [series[k]], i: { x: [1], y: [1] }, o: { x: [0], y: [0] } })),
  };
}

