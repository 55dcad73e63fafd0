import { describe, expect, it } from 'vitest';
import { ANIMATION } from '../constants';
import { handOutlined } from '../testing/outlined';
import { animFrame, EFFECT_IDS, END_AT, frameTime, stillFrame } from './effects';
import { frameDelayCs, gifPalette, GifWriter } from './gif';
import { animLogo } from './logo';
import { frameSvg } from './svg';

// A name of three "letters" (two boxes and an "i": stem and dot overlapping sideways) and a slogan of two.
const design = handOutlined({
  name: { d: 'M0 0H100V60H0Z M150 0H250V60H150Z M300 20H320V60H300Z M300 0H320V12H300Z', width: 320, height: 60, color: '#3B2A20' },
  slogan: { d: 'M0 0H40V20H0Z M60 0H100V20H60Z', width: 100, height: 20, color: '#C8873A' },
});
const logo = animLogo(design, { ...ANIMATION.preview, background: '#FFFFFF' });
const last = ANIMATION.frames - 1;

describe('animLogo', () => {
  it('splits the logo into icon shapes and letters (an i with its dot is one letter)', () => {
    expect(logo.items.map((i) => `${i.kind}${i.index}/${i.count}`)).toEqual(['icon0/2', 'icon1/2', 'name0/3', 'name1/3', 'name2/3', 'slogan0/2', 'slogan1/2']);
    const [a, b] = logo.items.filter((i) => i.kind === 'name');
    expect(a.bounds.maxX).toBeLessThan(b.bounds.minX);
    expect(a.length).toBeGreaterThan(0);
  });
});

describe('the effects', () => {
  it('are twelve, each drawn from the time alone (the same time, the same frame)', () => {
    expect(EFFECT_IDS).toHaveLength(12);
    for (const e of EFFECT_IDS) expect(animFrame(logo, e, 0.8)).toEqual(animFrame(logo, e, 0.8));
  });

  it('each ends on the exact still logo — the composer’s paths — by the last frame and holds it', () => {
    const still = stillFrame(logo);
    for (const e of EFFECT_IDS) {
      expect(animFrame(logo, e, frameTime(last, ANIMATION.fps))).toEqual(still);
      expect(animFrame(logo, e, END_AT)).toEqual(still);
    }
    // The still frame draws the composer's own parts (whole lines of text).
    expect(still.ops.map((o) => o.d)).toEqual(logo.still.map((p) => p.d));
  });

  it('each moves: its early frames differ from the still logo and from one another', () => {
    const early = EFFECT_IDS.map((e) => JSON.stringify(animFrame(logo, e, 0.5)));
    const still = JSON.stringify(stillFrame(logo));
    for (const f of early) expect(f).not.toBe(still);
    expect(new Set(early).size).toBe(12);
  });

  it('starts from nothing shown for the fade-in effects, and keeps alphas within 0–1', () => {
    for (const e of ['letters', 'blur', 'bounce', 'glow'] as const) {
      expect(animFrame(logo, e, 0).ops.every((o) => o.alpha === 0)).toBe(true);
    }
    for (const e of EFFECT_IDS) {
      for (let i = 0; i < ANIMATION.frames; i += 7) {
        for (const o of animFrame(logo, e, frameTime(i, ANIMATION.fps)).ops) {
          expect(o.alpha).toBeGreaterThanOrEqual(0);
          expect(o.alpha).toBeLessThanOrEqual(1);
          expect(o.matrix.every(Number.isFinite)).toBe(true);
        }
      }
    }
  });

  it('writes any frame as SVG: clips, blurs, glows and outlines as SVG has them', () => {
    const svg = (e: (typeof EFFECT_IDS)[number], t: number) => frameSvg(animFrame(logo, e, t), 800, 600);
    expect(svg('wipe', 0.8)).toContain('<clipPath');
    expect(svg('blur', 0.3)).toContain('feGaussianBlur');
    expect(svg('glow', 0.55)).toContain('feDropShadow');
    expect(svg('draw', 0.5)).toContain('stroke-dasharray');
    expect(frameSvg(stillFrame(logo), 800, 600, 2)).toMatch(/^<svg [^>]*width="1600" height="1200" viewBox="0 0 800 600">/);
  });
});

describe('the GIF', () => {
  it('lasts exactly 3 s at 30 fps in hundredths (3, 4, 3, …)', () => {
    const delays = Array.from({ length: ANIMATION.frames }, (_, i) => frameDelayCs(i, ANIMATION.fps));
    expect(delays.slice(0, 6)).toEqual([3, 4, 3, 3, 4, 3]);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(300);
  });

  it('writes 90 frames, each after the first keeping only what changed', () => {
    const w = 40;
    const h = 30;
    const frame = (k: number) => {
      const px = new Uint8ClampedArray(w * h * 4);
      for (let i = 0; i < w * h; i++) {
        const x = i % w;
        const on = x < k % w;
        px.set(on ? [200, 40, 40, 255] : [255, 255, 255, 255], i * 4);
      }
      return px;
    };
    const writer = new GifWriter(w, h, gifPalette([frame(0), frame(39)]), { fps: 30, lossy: 80 });
    for (let k = 0; k < 90; k++) writer.addFrame(frame(k));
    const gif = writer.finish();
    expect(Buffer.from(gif.subarray(0, 6)).toString()).toBe('GIF89a');
    expect(writer.count).toBe(90);
    // Image descriptors (0x2C right after a graphic control extension 21 F9 04 … 00) — one per frame.
    let descriptors = 0;
    for (let i = 8; i < gif.length; i++) if (gif[i] === 0x2c && gif[i - 8] === 0x21 && gif[i - 7] === 0xf9 && gif[i - 6] === 0x04) descriptors++;
    expect(descriptors).toBe(90);
    expect(gif[gif.length - 1]).toBe(0x3b);
  });
});

describe('the version on the chosen background', () => {
  it('keeps the main logo where it reads, takes the inverse or white one where it would not', async () => {
    const { readableVariant } = await import('./logo');
    expect(readableVariant(design, '#FFFFFF')).toBe('main');
    expect(readableVariant(design, '#111111')).toBe('inverse');
    expect(readableVariant(design, '#F6EFE6')).toBe('main');
    expect(readableVariant({ ...design, background: '#333333' }, '#2A2A2A')).toBe('white');
    const dark = animLogo(design, { width: 800, height: 600, background: '#111111' });
    expect(dark.still.find((p) => p.fill !== '#3B2A20')).toBeDefined();
  });
});
