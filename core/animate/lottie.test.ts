import { describe, expect, it } from 'vitest';
import { ANIMATION } from '../constants';
import { clearSpaceUnit, lockupLayout } from '../composer/lockups';
import { handOutlined } from '../testing/outlined';
import { EFFECT_IDS } from './effects';
import { ANIM_SHAPE, ANIM_SHAPES, animFileName, gifSize, shapeLockup, shapeLogo, videoSize } from './formats';
import { keyFrames, lottieOf, lottieShapes, type LottieJson, type LottieProp } from './lottie';

const design = handOutlined({
  name: { d: 'M0 0H100V60H0Z M150 0H250V60H150Z M300 20H320V60H300Z M300 0H320V12H300Z', width: 320, height: 60, color: '#3B2A20' },
  slogan: { d: 'M0 0H40V20H0Z M60 0H100V20H60Z', width: 100, height: 20, color: '#C8873A' },
});

/** Lottie's keyframe value at a frame: cubic-Bézier easing solved for time, as the players do. */
function valueAt(prop: LottieProp, frame: number): number[] {
  if (prop.a === 0) return Array.isArray(prop.k) ? (prop.k as number[]) : [prop.k as number];
  const ks = prop.k;
  if (frame <= ks[0].t) return ks[0].s as number[];
  for (let j = 0; j < ks.length - 1; j++) {
    const a = ks[j];
    const b = ks[j + 1];
    if (frame > b.t) continue;
    const from = a.s as number[];
    const to = b.s as number[];
    if (a.h) return frame < b.t ? from : to;
    const f = (frame - a.t) / (b.t - a.t);
    return from.map((v, d) => {
      const x1 = a.o!.x[d] ?? a.o!.x[0];
      const y1 = a.o!.y[d] ?? a.o!.y[0];
      const x2 = a.i!.x[d] ?? a.i!.x[0];
      const y2 = a.i!.y[d] ?? a.i!.y[0];
      const bez = (p1: number, p2: number, u: number) => 3 * (1 - u) ** 2 * u * p1 + 3 * (1 - u) * u * u * p2 + u ** 3;
      let lo = 0;
      let hi = 1;
      for (let k = 0; k < 60; k++) {
        const mid = (lo + hi) / 2;
        if (bez(x1, x2, mid) < f) lo = mid;
        else hi = mid;
      }
      return v + (to[d] - v) * bez(y1, y2, (lo + hi) / 2);
    });
  }
  return ks[ks.length - 1].s as number[];
}

describe('keyframes from sampled frames', () => {
  it('reproduce every sampled frame within the tolerance, with far fewer keys than frames', () => {
    // An ease-out, a hold, an overshoot and a bounce: the effects' own kinds of motion.
    const outCubic = (x: number) => 1 - (1 - x) ** 3;
    const series = Array.from({ length: 90 }, (_, i) => {
      const t = i / 30;
      const a = t < 1 ? outCubic(t) * 300 : 300;
      const b = t < 0.5 ? 0 : t < 1.5 ? 1 + 2.70158 * (t - 1.5) ** 3 + 1.70158 * (t - 1.5) ** 2 : 1;
      const c = Math.abs(Math.sin(t * 4)) * 40;
      return [a, b * 100, c];
    });
    const keys = keyFrames(series, 0.05);
    expect(keys.length).toBeLessThan(45);
    const prop: LottieProp = {
      a: 1,
      k: keys.map((k, j) =>
        j === keys.length - 1 ? { t: k.at, s: series[k.at] } : { t: k.at, s: series[k.at], o: { x: k.y1!.map(() => 0.333), y: k.y1! }, i: { x: k.y2!.map(() => 0.667), y: k.y2! } },
      ),
    };
    for (let f = 0; f < 90; f++) {
      const v = valueAt(prop, f);
      for (let d = 0; d < 3; d++) expect(Math.abs(v[d] - series[f][d])).toBeLessThan(0.08);
    }
  });
});

describe('path data as Lottie shapes', () => {
  it('turns moves, lines, curves and closes into vertices with relative handles', () => {
    const shapes = lottieShapes([
      { op: 'M', x: 0, y: 0 },
      { op: 'L', x: 10, y: 0 },
      { op: 'C', x1: 12, y1: 2, x2: 12, y2: 8, x: 10, y: 10 },
      { op: 'L', x: 0, y: 0 },
      { op: 'Z' },
      { op: 'M', x: 20, y: 20 },
      { op: 'L', x: 30, y: 20 },
    ]);
    expect(shapes).toHaveLength(2);
    // The closing point repeats the first: one vertex fewer, the curve's handles relative to its ends.
    expect(shapes[0]).toEqual({ c: true, v: [[0, 0], [10, 0], [10, 10]], i: [[0, 0], [0, 0], [2, -2]], o: [[0, 0], [2, 2], [0, 0]] });
    expect(shapes[1]).toEqual({ c: false, v: [[20, 20], [30, 20]], i: [[0, 0], [0, 0]], o: [[0, 0], [0, 0]] });
  });
});

const layersOf = (j: LottieJson) => j.layers;
const kinds = (items: Array<Record<string, unknown>>): string[] => items.flatMap((i) => [i.ty as string, ...(i.ty === 'gr' ? kinds(i.it as Array<Record<string, unknown>>) : [])]);

describe('an effect as Lottie', () => {
  const logo = shapeLogo(design, 'classic', '#FFFFFF');

  it('is a bodymovin 5 animation of 90 frames at 30 fps, in vector layers only, with the background at the bottom', () => {
    for (const effect of EFFECT_IDS) {
      const json = lottieOf(logo, effect, { name: 'Northwind', background: '#FFFFFF' });
      expect(json).toMatchObject({ v: expect.stringMatching(/^5\./), fr: ANIMATION.fps, ip: 0, op: ANIMATION.frames, w: 800, h: 600, assets: [] });
      const layers = layersOf(json);
      expect(layers[layers.length - 1]).toMatchObject({ ty: 1, sc: '#ffffff', sw: 800, sh: 600, ip: 0, op: 90 });
      for (const layer of layers.slice(0, -1)) {
        expect(layer.ty).toBe(4);
        expect(layer.ip).toBeGreaterThanOrEqual(0);
        expect(layer.op).toBeLessThanOrEqual(90);
        expect(layer.ip).toBeLessThan(layer.op);
        // Paths, fills, outlines, trims, groups and their transforms: nothing else (no pictures, no text).
        for (const k of kinds(layer.shapes!)) expect(['gr', 'sh', 'fl', 'st', 'tm', 'tr']).toContain(k);
      }
      // Every layer lives to the last frame or ends before it; the still logo is drawn at the last frame.
      expect(layers.some((l) => l.ty === 4 && l.op === 90)).toBe(true);
      const ids = layers.map((l) => l.ind);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('without a background has no background layer', () => {
    const json = lottieOf(logo, 'pop', { name: 'x', background: null });
    expect(json.layers.every((l) => l.ty === 4)).toBe(true);
  });

  it('carries the effects the canvas draws: the draw-on outline as a trim, the wipe as a mask, the blur and the glow as effects', () => {
    const all = (effect: (typeof EFFECT_IDS)[number]) => JSON.stringify(lottieOf(logo, effect, { name: 'x', background: null }));
    expect(all('draw')).toContain('"ty":"tm"');
    expect(all('wipe')).toContain('"masksProperties"');
    expect(all('spotlight')).toContain('"masksProperties"');
    expect(all('blur')).toContain('"ty":29');
    expect(all('glow')).toContain('"ty":25');
    // The brand's colours: the name's brown as a fill colour.
    expect(all('pop')).toContain('[0.2314,0.1647,0.1255,1]');
  });

  it('ends on the still logo: at the last frame every shape is at rest and fully shown', () => {
    for (const effect of EFFECT_IDS) {
      const json = lottieOf(logo, effect, { name: 'x', background: null });
      const shown = json.layers.filter((l) => l.op === 90);
      const groups = shown.flatMap((l) => l.shapes as unknown as Array<{ it: Array<Record<string, LottieProp>> }>);
      const visible = groups.map((g) => g.it[g.it.length - 1]).filter((tr) => valueAt(tr.o, 89)[0] > 0);
      // Each icon shape and letter once, fully shown, unmoved.
      expect(visible).toHaveLength(logo.items.length);
      for (const tr of visible) {
        expect(valueAt(tr.o, 89)[0]).toBeCloseTo(100, 1);
        expect(valueAt(tr.s, 89)).toEqual([100, 100]);
        expect(valueAt(tr.r, 89)[0]).toBeCloseTo(0, 3);
      }
    }
  });
});

describe('the shapes of an animation', () => {
  it('are 4:3 as the spec has it, and the social frames: video at twice the composition, the GIF at it', () => {
    expect(ANIM_SHAPES.map((s) => ANIM_SHAPE[s].ratio)).toEqual(['4:3', '16:9', '1:1', '4:5', '9:16']);
    expect(ANIM_SHAPES.map((s) => `${videoSize(s).width}x${videoSize(s).height}`)).toEqual(['1600x1200', '1920x1080', '1080x1080', '1080x1350', '1080x1920']);
    expect(ANIM_SHAPES.map((s) => `${gifSize(s).width}x${gifSize(s).height}`)).toEqual(['800x600', '960x540', '540x540', '540x675', '540x960']);
    expect(animFileName('Northwind', 'Pop', videoSize('square'), 'mp4')).toBe('Northwind-Pop-1080x1080.mp4');
  });

  it('lay the logo out in the lockup of the shape, with the lockup’s clear space inside the frame', () => {
    expect(ANIM_SHAPES.map((s) => shapeLockup(design, s))).toEqual(['original', 'horizontal', 'stacked', 'stacked', 'stacked']);
    for (const shape of ANIM_SHAPES.slice(1)) {
      const logo = shapeLogo(design, shape, '#FFFFFF');
      const layout = lockupLayout(design, shapeLockup(design, shape), true);
      const b = logo.bounds;
      // The lockup's clear space X, in the frame's pixels.
      const scale = (b.maxX - b.minX) / layout.width;
      const x = clearSpaceUnit(design, layout).unit * scale;
      expect(b.minX).toBeGreaterThanOrEqual(x - 0.01);
      expect(b.minY).toBeGreaterThanOrEqual(x - 0.01);
      expect(logo.width - b.maxX).toBeGreaterThanOrEqual(x - 0.01);
      expect(logo.height - b.maxY).toBeGreaterThanOrEqual(x - 0.01);
      // Centred.
      expect((b.minX + b.maxX) / 2).toBeCloseTo(logo.width / 2, 0);
    }
    // The horizontal lockup puts the name beside the icon; the stacked one under it.
    const wide = shapeLogo(design, 'landscape', null);
    expect(wide.parts.name!.minX).toBeGreaterThan(wide.parts.icon!.maxX);
    const tall = shapeLogo(design, 'vertical', null);
    expect(tall.parts.name!.minY).toBeGreaterThan(tall.parts.icon!.maxY);
    // A story is watched on a phone: the logo fills the part no platform covers (top 13 %, bottom 18 %), not a small middle
    // (this logo: 0.54 of it before, 0.63 now, clear space kept; a wide name, more).
    const fill = Math.max((tall.bounds.maxX - tall.bounds.minX) / tall.width, (tall.bounds.maxY - tall.bounds.minY) / (tall.height * 0.69));
    expect(fill).toBeGreaterThan(0.6);
    expect(tall.bounds.minY).toBeGreaterThan(tall.height * 0.13);
    expect(tall.bounds.maxY).toBeLessThan(tall.height * 0.82);
  });

  it('keep a text-only logo without a slogan in its own layout; one with a slogan takes its text layouts', () => {
    const text = handOutlined({ icon: undefined });
    expect(shapeLockup(text, 'landscape')).toBe('original');
    const withSlogan = handOutlined({ icon: undefined, slogan: { d: 'M0 0L300 0L300 24L0 24Z', width: 300, height: 24, color: '#C8873A' } });
    expect([shapeLockup(withSlogan, 'landscape'), shapeLockup(withSlogan, 'vertical')]).toEqual(['horizontal', 'stacked']);
    expect(shapeLogo(text, 'vertical', '#FFFFFF').items.every((i) => i.kind !== 'icon')).toBe(true);
  });
});
