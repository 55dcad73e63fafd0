import { ANIMATION } from '../constants';
import { hexRgb } from '../composer/colour';
import { multiply, segmentBounds, transformSegments, type Matrix } from '../geometry';
import { parsePathData, type Segment } from '../path-data';
import { animFrame, frameTime, type AnimEffectId, type AnimFrame, type Clip, type DrawOp } from './effects';
import type { AnimLogo } from './logo';
import { round, sampled, sampledShape, still, type LottieProp, type LottieShape, type Vec } from './lottie-keys';

export { keyFrames, type LottieProp, type LottieShape } from './lottie-keys';
import { FILTER_REGION } from './svg';

/**
 * An effect as a Lottie animation (bodymovin 5.x JSON; issue: motion for
 * every channel): the same frames the page's canvas draws, as vector layers.
 *
 * Every drawing operation of core/animate/effects.ts that lives across
 * frames (an icon shape, a letter, its outline, the wipe's bar, the still
 * logo's lines) becomes one shape layer: its path in the picture's
 * coordinates (outlined text, no fonts, no pictures), its movement as the
 * keyframes of its group's transform, its fade as the layer's opacity, the
 * draw-on outline as a stroke with a trim path per contour (the canvas's dash
 * shows the same share of every contour), the wipe's and spotlight's clip as an animated
 * mask, the blur and the glow as Lottie's Gaussian Blur and Drop Shadow
 * effects. The effects are sampled at each of the 90 frames (their easings
 * are our own functions, which Lottie's Bézier easings cannot all express)
 * and a keyframe is kept only where a straight line between its neighbours
 * would miss the sampled value by more than a tolerance far below a pixel.
 */

export const LOTTIE_VERSION = '5.7.4';

// ---- JSON shapes (the parts of the bodymovin schema written here) ----

type ShapeItem = Record<string, unknown> & { ty: string };
export interface LottieLayer {
  ddd: 0;
  ind: number;
  ty: 1 | 4;
  nm: string;
  sr: 1;
  ks: Record<string, LottieProp>;
  ao: 0;
  ip: number;
  op: number;
  st: 0;
  bm: 0;
  shapes?: ShapeItem[];
  sc?: string;
  sw?: number;
  sh?: number;
  hasMask?: boolean;
  masksProperties?: Array<Record<string, unknown>>;
  ef?: Array<Record<string, unknown>>;
}
export interface LottieJson {
  v: string;
  fr: number;
  ip: number;
  op: number;
  w: number;
  h: number;
  nm: string;
  ddd: 0;
  assets: [];
  layers: LottieLayer[];
  markers: [];
  meta: { g: string };
}

const colour = (hex: string): Vec => [...hexRgb(hex).map((v) => round(v / 255, 4)), 1];

// ---- paths ----

/** Subpaths of path data as Lottie shapes (vertices with their Bézier handles relative to them). */
export function lottieShapes(segments: readonly Segment[]): LottieShape[] {
  const out: LottieShape[] = [];
  type Open = { v: Vec[]; i: Vec[]; o: Vec[]; c: boolean };
  // Set and cleared by begin() and finish() (declared wide: the closures assign it).
  let cur = null as Open | null;
  let start: Vec = [0, 0];
  let at: Vec = [0, 0];
  const finish = () => {
    if (!cur || cur.v.length < 2) {
      cur = null;
      return;
    }
    const n = cur.v.length;
    if (cur.c && Math.hypot(cur.v[n - 1][0] - cur.v[0][0], cur.v[n - 1][1] - cur.v[0][1]) < 1e-6) {
      // The closing point repeats the first: its handle into the start becomes the first vertex's.
      cur.i[0] = cur.i[n - 1];
      cur.v.pop();
      cur.i.pop();
      cur.o.pop();
    }
    // A tenth of a pixel of the composition: a twentieth at most off, invisible at four times the size.
    out.push({
      c: cur.c,
      v: cur.v.map((p) => p.map((x) => round(x, 1))),
      i: cur.i.map((p) => p.map((x) => round(x, 1))),
      o: cur.o.map((p) => p.map((x) => round(x, 1))),
    });
    cur = null;
  };
  const begin = (p: Vec) => {
    finish();
    cur = { v: [p], i: [[0, 0]], o: [[0, 0]], c: false };
    start = p;
    at = p;
  };
  for (const g of segments) {
    if (g.op === 'M') begin([g.x, g.y]);
    else if (g.op === 'Z') {
      if (cur) cur.c = true;
      finish();
      at = start;
    } else {
      if (!cur) begin(at);
      const c = cur!;
      if (g.op === 'L') {
        c.v.push([g.x, g.y]);
        c.i.push([0, 0]);
        c.o.push([0, 0]);
      } else {
        c.o[c.o.length - 1] = [g.x1 - at[0], g.y1 - at[1]];
        c.v.push([g.x, g.y]);
        c.i.push([g.x2 - g.x, g.y2 - g.y]);
        c.o.push([0, 0]);
      }
      at = [g.x, g.y];
    }
  }
  finish();
  return out;
}

function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c || 1e-12;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

function rectShape(x: number, y: number, w: number, h: number): LottieShape {
  const z = [0, 0];
  const r = (v: number) => round(v, 2);
  return { c: true, v: [[r(x), r(y)], [r(x + w), r(y)], [r(x + w), r(y + h)], [r(x), r(y + h)]], i: [z, z, z, z], o: [z, z, z, z] };
}

/** A circle as four Béziers (the standard 0.5523 handle). */
function circleShape(cx: number, cy: number, radius: number): LottieShape {
  const k = 0.5523 * radius;
  const r = (v: number) => round(v, 2);
  return {
    c: true,
    v: [[r(cx), r(cy - radius)], [r(cx + radius), r(cy)], [r(cx), r(cy + radius)], [r(cx - radius), r(cy)]],
    i: [[r(-k), 0], [0, r(-k)], [r(k), 0], [0, r(k)]],
    o: [[r(k), 0], [0, r(k)], [r(-k), 0], [0, r(-k)]],
  };
}

// ---- tracks: one drawing operation followed across the frames ----

interface Track {
  key: string;
  name: string;
  /** The operation at each frame it is drawn, by frame. */
  at: Map<number, DrawOp>;
}

/** Tolerances of the keyframe reduction, in the picture's pixels, degrees and per cent. */
const TOL = { position: 0.05, scale: 0.05, rotation: 0.05, opacity: 0.2, trim: 0.1, width: 0.02, mask: 0.05, blur: 0.02 };

/** A readable layer name for an operation. */
function opName(op: DrawOp, logo: AnimLogo, n: number): string {
  const item = logo.items.find((i) => i.d === op.d);
  const base = item ? `${item.kind} ${item.index + 1}` : logo.still.some((p) => p.d === op.d) ? 'still' : 'bar';
  return `${base}${op.outline ? ' outline' : ''}${n > 0 ? ` #${n + 1}` : ''}`;
}

/** The drawing operations of every frame, grouped into tracks in drawing order (the first drawn first). */
function tracksOf(frames: readonly { ops: DrawOp[] }[], logo: AnimLogo): Track[] {
  const tracks = new Map<string, Track>();
  const order: string[] = [];
  frames.forEach((frame, f) => {
    const seen = new Map<string, number>();
    let prev: string | null = null;
    for (const op of frame.ops) {
      const base = `${op.outline ? 'stroke' : 'fill'}|${op.fill}|${op.d}`;
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      const key = `${base}#${n}`;
      let t = tracks.get(key);
      if (!t) {
        t = { key, name: opName(op, logo, n), at: new Map() };
        tracks.set(key, t);
        order.splice(prev === null ? 0 : order.indexOf(prev) + 1, 0, key);
      }
      t.at.set(f, op);
      prev = key;
    }
  });
  return order.map((k) => tracks.get(k)!);
}

/** The similarity `pre` (scale, rotation, move) as Lottie's position, scale (%) and rotation (degrees). */
function decompose(m: Matrix): { p: Vec; s: number; r: number } {
  const s = Math.hypot(m[0], m[1]);
  return { p: [m[4], m[5]], s, r: s > 1e-9 ? (Math.atan2(m[1], m[0]) * 180) / Math.PI : 0 };
}

/** Rotations made continuous (no jump of 360° between neighbouring frames). */
function unwrap(angles: number[]): number[] {
  const out = [...angles];
  for (let k = 1; k < out.length; k++) {
    while (out[k] - out[k - 1] > 180) out[k] -= 360;
    while (out[k] - out[k - 1] < -180) out[k] += 360;
  }
  return out;
}

/** A track's operation at each frame of [ip, op): absent frames show nothing, with the nearest drawn state. */
function statesOf(track: Track, ip: number, op: number): Array<{ op: DrawOp; shown: boolean }> {
  const frames = [...track.at.keys()].sort((a, b) => a - b);
  const states: Array<{ op: DrawOp; shown: boolean }> = [];
  let last: DrawOp = track.at.get(frames[0])!;
  for (let f = ip; f < op; f++) {
    const o = track.at.get(f);
    if (o) last = o;
    else if (f < frames[0]) last = track.at.get(frames[0])!;
    states.push({ op: o ?? last, shown: o !== undefined });
  }
  return states;
}

/** The span of frames a track is drawn in: [first, last + 1). */
function spanOf(track: Track): { ip: number; op: number } {
  const frames = [...track.at.keys()];
  return { ip: Math.min(...frames), op: Math.max(...frames) + 1 };
}

/** A track as a shape group over [ip, op): its path, fill or trimmed outline, and a transform with its movement and fade. */
function groupOf(track: Track, ip: number, op: number): ShapeItem {
  const frames = [...track.at.keys()].sort((a, b) => a - b);
  const ref = track.at.get(frames[frames.length - 1])!;
  const toRef = invert(ref.matrix);
  const states = statesOf(track, ip, op);
  const moves = states.map((st) => decompose(multiply(st.op.matrix, toRef)));
  const angles = unwrap(moves.map((m) => m.r));
  // The path about its own corner (short numbers), put back in place by the anchor.
  const baked = transformSegments(parsePathData(ref.d), ref.matrix);
  const box = segmentBounds(baked);
  const origin = box ? [Math.round(box.minX), Math.round(box.minY)] : [0, 0];
  const shapes = lottieShapes(transformSegments(baked, [1, 0, 0, 1, -origin[0], -origin[1]]));

  const transform: ShapeItem = {
    ty: 'tr',
    p: sampled(moves.map((m) => m.p), ip, TOL.position, 2),
    a: still([-origin[0], -origin[1]]),
    s: sampled(moves.map((m) => [m.s * 100, m.s * 100]), ip, TOL.scale, 3),
    r: sampled(angles.map((a) => [a]), ip, TOL.rotation, 3, true),
    o: sampled(states.map((st) => [st.shown ? st.op.alpha * 100 : 0]), ip, TOL.opacity, 2, true),
    sk: still(0),
    sa: still(0),
    nm: 'Transform',
  };
  const paths: ShapeItem[] = shapes.map((sh) => ({ ty: 'sh', ks: still(sh) }));
  let items: ShapeItem[];
  if (ref.outline) {
    // The outline drawn for the same share of every contour: Lottie's trim path on all paths at once.
    const trim = states.map((st) => [Math.min(1, st.op.outline?.progress ?? 0) * 100]);
    const width = states.map((st, k) => [(st.op.outline?.width ?? 0) / Math.max(moves[k].s, 1e-9)]);
    items = [
      ...paths,
      { ty: 'tm', s: still(0), e: sampled(trim, ip, TOL.trim, 3, true), o: still(0), m: 1 },
      { ty: 'st', c: still(colour(ref.fill)), o: still(100), w: sampled(width, ip, TOL.width, 3, true), lc: 1, lj: 1, ml: 10, bm: 0 },
    ];
  } else {
    // Non-zero winding, as the canvas and the composer's SVG fill.
    items = [...paths, { ty: 'fl', c: still(colour(ref.fill)), o: still(100), r: 1, bm: 0 }];
  }
  return { ty: 'gr', nm: track.name, it: [...items, transform], np: items.length };
}

/** What only a layer can carry (a clip, a blur, a glow), frame by frame: tracks alike in it may share one layer. */
function layerState(track: Track): string {
  const out: string[] = [];
  for (let f = 0; f < ANIMATION.frames; f++) {
    const o = track.at.get(f);
    out.push(o?.clip ? JSON.stringify(o.clip) : '-');
  }
  return out.join(';');
}
const hasFilter = (track: Track) => [...track.at.values()].some((o) => o.blur || o.glow);

/** Tracks drawn one after another into one layer, or a track with a blur or a glow alone (each drawn on what is beneath, as the canvas does). */
function layerOf(tracks: readonly Track[], ind: number, size: { width: number; height: number }): LottieLayer {
  const spans = tracks.map(spanOf);
  const ip = Math.min(...spans.map((x) => x.ip));
  const op = Math.max(...spans.map((x) => x.op));
  const groups = tracks.map((t) => groupOf(t, ip, op));
  const name = tracks.length === 1 ? tracks[0].name : `${tracks[0].name} … ${tracks[tracks.length - 1].name}`;
  const layer: LottieLayer = {
    ddd: 0,
    ind,
    ty: 4,
    nm: name,
    sr: 1,
    ks: { o: still(100), r: still(0), p: still([0, 0, 0]), a: still([0, 0, 0]), s: still([100, 100, 100]) },
    ao: 0,
    // Lottie lists shapes top first.
    shapes: groups.reverse(),
    ip,
    op,
    st: 0,
    bm: 0,
  };
  const states = statesOf(tracks[0], ip, op);

  // The clip, in the picture's coordinates (the layer's own transform stays the identity).
  const clipKind = states.find((st) => st.op.clip)?.op.clip?.kind;
  if (clipKind) {
    const { width: W, height: H } = size;
    const shapeAt = (c: Clip | undefined): LottieShape => {
      if (clipKind === 'rect') return c && c.kind === 'rect' ? rectShape(c.x, c.y, Math.max(0, c.w), Math.max(0, c.h)) : rectShape(-W, -H, 3 * W, 3 * H);
      return c && c.kind === 'circle' ? circleShape(c.cx, c.cy, Math.max(0, c.r)) : circleShape(W / 2, H / 2, Math.hypot(W, H));
    };
    layer.hasMask = true;
    layer.masksProperties = [{ inv: false, mode: 'a', pt: sampledShape(states.map((st) => shapeAt(st.op.clip)), ip, TOL.mask), o: still(100), x: still(0), nm: 'Clip' }];
  }

  const effects: Array<Record<string, unknown>> = [];
  // Outset filter regions (lottie-web reads `fs`): a blur or a glow spreads beyond the shape (a line of
  // text is short: three times its height on each side holds a glow the canvas draws unbounded).
  const fs = FILTER_REGION;
  if (states.some((st) => st.op.blur)) {
    // Canvas blur(b/2) is a Gaussian of σ = b/2; Lottie's blurriness is σ / 0.3.
    effects.push({
      ty: 29,
      nm: 'Gaussian Blur',
      mn: 'ADBE Gaussian Blur 2',
      np: 5,
      ix: effects.length + 1,
      en: 1,
      fs,
      ef: [
        { ty: 0, nm: 'Blurriness', mn: 'ADBE Gaussian Blur 2-0001', ix: 1, v: sampled(states.map((st) => [(st.op.blur ?? 0) / 2 / 0.3]), ip, TOL.blur, 3, true) },
        { ty: 7, nm: 'Blur Dimensions', mn: 'ADBE Gaussian Blur 2-0002', ix: 2, v: still(1) },
        { ty: 7, nm: 'Repeat Edge Pixels', mn: 'ADBE Gaussian Blur 2-0003', ix: 3, v: still(0) },
      ],
    });
  }
  const glowing = states.find((st) => st.op.glow)?.op.glow;
  if (glowing) {
    // The canvas's shadowBlur r is a Gaussian of σ = r/2; Lottie's softness is 4σ.
    effects.push({
      ty: 25,
      nm: 'Drop Shadow',
      mn: 'ADBE Drop Shadow',
      np: 8,
      ix: effects.length + 1,
      en: 1,
      fs,
      ef: [
        { ty: 2, nm: 'Shadow Color', mn: 'ADBE Drop Shadow-0001', ix: 1, v: still(colour(glowing.colour)) },
        { ty: 0, nm: 'Opacity', mn: 'ADBE Drop Shadow-0002', ix: 2, v: sampled(states.map((st) => [st.op.glow ? 255 : 0]), ip, 0.5, 1, true) },
        { ty: 1, nm: 'Direction', mn: 'ADBE Drop Shadow-0003', ix: 3, v: still(0) },
        { ty: 0, nm: 'Distance', mn: 'ADBE Drop Shadow-0004', ix: 4, v: still(0) },
        { ty: 0, nm: 'Softness', mn: 'ADBE Drop Shadow-0005', ix: 5, v: sampled(states.map((st) => [(st.op.glow?.radius ?? 0) * 2]), ip, TOL.blur, 3, true) },
        { ty: 7, nm: 'Shadow Only', mn: 'ADBE Drop Shadow-0006', ix: 6, v: still(0) },
      ],
    });
  }
  if (effects.length) layer.ef = effects;
  return layer;
}

/** Consecutive tracks without a filter and with the same clip at every frame, as runs (each run one layer). */
function layerRuns(tracks: readonly Track[]): Track[][] {
  const runs: Track[][] = [];
  let key: string | null = null;
  for (const t of tracks) {
    const k = hasFilter(t) ? null : layerState(t);
    if (k !== null && k === key) runs[runs.length - 1].push(t);
    else runs.push([t]);
    key = k;
  }
  return runs;
}

/**
 * The frames' operations with the still logo's lines of text written as
 * their letters (the same outlines, grouped as the effects move them), so a
 * letter is one layer from its first frame to the last.
 */
function asLetters(frame: AnimFrame, logo: AnimLogo): AnimFrame {
  const sameMatrix = (a: Matrix, b: Matrix) => a.every((v, i) => Math.abs(v - b[i]) < 1e-9);
  return {
    ...frame,
    ops: frame.ops.flatMap((op) => {
      const line = logo.still.find((p) => p.d === op.d && p.fill === op.fill && sameMatrix(p.matrix, op.matrix));
      if (!line || op.clip || op.blur || op.glow || op.outline) return [op];
      const letters = logo.items.filter((i) => i.kind !== 'icon' && i.fill === op.fill && sameMatrix(i.matrix, op.matrix));
      if (letters.length === 0 || letters.some((i) => i.d === op.d)) return [op];
      return letters.map((i) => ({ d: i.d, fill: i.fill, matrix: i.matrix, alpha: op.alpha }));
    }),
  };
}

/**
 * The Lottie of `effect` on `logo` (its composition size, 30 fps, 90
 * frames), with the picture's background as the bottom layer, or none
 * (`background: null`, for a page or an app that has its own).
 */
export function lottieOf(logo: AnimLogo, effect: AnimEffectId, opts: { name: string; background: string | null }): LottieJson {
  const frames = Array.from({ length: ANIMATION.frames }, (_, i) => asLetters(animFrame(logo, effect, frameTime(i, ANIMATION.fps)), logo));
  const runs = layerRuns(tracksOf(frames, logo));
  const size = { width: logo.width, height: logo.height };
  // Lottie lists layers top first; the canvas draws the first operation first (lowest).
  const layers = runs.map((run, n) => layerOf(run, runs.length - n, size)).reverse();
  if (opts.background) {
    layers.push({
      ddd: 0,
      ind: runs.length + 1,
      ty: 1,
      nm: 'Background',
      sr: 1,
      ks: { o: still(100), r: still(0), p: still([0, 0, 0]), a: still([0, 0, 0]), s: still([100, 100, 100]) },
      ao: 0,
      sc: opts.background.toLowerCase(),
      sw: logo.width,
      sh: logo.height,
      ip: 0,
      op: ANIMATION.frames,
      st: 0,
      bm: 0,
    });
  }
  return {
    v: LOTTIE_VERSION,
    fr: ANIMATION.fps,
    ip: 0,
    op: ANIMATION.frames,
    w: logo.width,
    h: logo.height,
    nm: opts.name,
    ddd: 0,
    assets: [],
    layers,
    markers: [],
    meta: { g: 'brand kit animation' },
  };
}
