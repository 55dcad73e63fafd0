import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { placeLogo } from '../composer/compose';
import type { TOutlinedDesign } from '../design';
import { handOutlined } from '../testing/outlined';
import { SCENE_HEIGHT, SCENE_WIDTH } from '../mockups/scene';
import { composeEffectLayers, composeEffectSvg, EFFECT_PRESET_WIDTH, EFFECT_PRESETS, EFFECT_VERSION, EFFECTS, type EffectId } from './effects';

/**
 * Outlined designs built by hand (the core has no fonts; the real demo
 * logos are rendered in server/render/formats/effects.test.ts): an icon
 * with a name and a slogan, a text-only logo, and a Chinese-name logo whose
 * name is drawn the way CJK outlines come — many contours, crossing strokes
 * overlapping (十 as two overlapping bars), a counter cut out (口).
 */
function withIcon(): TOutlinedDesign {
  const base = handOutlined();
  return handOutlined({
    icon: { viewBox: [100, 100], shapes: [base.icon!.shapes[0]!, { ...base.icon!.shapes[1]!, opacity: 0.8 }] },
    slogan: { d: 'M0 0L10 0L10 20L0 20ZM20 0L200 0L200 20L20 20Z', width: 200, height: 20, color: '#A8672C' },
  });
}

function textOnly(): TOutlinedDesign {
  return {
    width: 800,
    height: 600,
    background: '#23422F',
    layout: 'text-only',
    iconSize: 160,
    // White lettering made for a dark background: the effects repaint it anyway.
    name: { d: 'M0 0L120 0L120 90L0 90ZM140 0L260 0L260 90L140 90ZM280 30L400 30L400 90L280 90Z', width: 400, height: 90, color: '#F3E9D2' },
    slogan: { d: 'M0 0L300 0L300 18L0 18Z', width: 300, height: 18, color: '#C9A66B' },
    colors: ['#23422F', '#C9A66B', '#F3E9D2'],
  };
}

/** 十口: a cross of two overlapping bars, a square with its counter cut out (opposite winding). */
const CJK_NAME =
  'M0 40L90 40L90 52L0 52Z' +
  'M39 0L51 0L51 90L39 90Z' +
  'M110 10L200 10L200 85L110 85ZM122 22L122 73L188 73L188 22Z';

function chinese(): TOutlinedDesign {
  return {
    width: 800,
    height: 600,
    background: '#F4EFE3',
    layout: 'icon-left',
    icon: {
      viewBox: [100, 100],
      shapes: [{ d: 'M0 0L100 0L100 100L0 100ZM8 8L8 92L92 92L92 8Z M30 30L70 30L70 70L30 70Z', fill: '#B83A2E' }],
    },
    iconSize: 150,
    name: { d: CJK_NAME, width: 200, height: 90, color: '#1F3A32' },
    slogan: { d: 'M0 0L20 0L20 20L0 20ZM30 0L50 0L50 20L30 20ZM60 0L80 0L80 20L60 20Z', width: 80, height: 20, color: '#5E7A6B' },
    colors: ['#1F3A32', '#B83A2E', '#8BA888'],
  };
}

const DESIGNS = { 'with an icon': withIcon, 'text only': textOnly, 'Chinese name': chinese } as const;
/** Preset units (the 800 px preview card) → picture units (2400 wide). */
const UNIT = SCENE_WIDTH / EFFECT_PRESET_WIDTH;
const ALLOWED = new Set([
  'svg', 'defs', 'g', 'path', 'use', 'rect', 'linearGradient', 'radialGradient', 'stop', 'pattern', 'image', 'mask', 'filter', 'feGaussianBlur', 'feComponentTransfer', 'feFuncA',
]);

/** The markup after </defs>: what is drawn. */
const drawn = (svg: string) => svg.slice(svg.indexOf('</defs>'));

/** RGBA (premultiplied) of the picture rendered `width` px wide by resvg, the server's effect rasteriser. */
function render(svg: string, width: number) {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false }, logLevel: 'off' }).render();
  const { pixels } = image;
  return { width: image.width, height: image.height, alpha: (x: number, y: number) => pixels[(y * image.width + x) * 4 + 3]! };
}

describe('logo effects: presets', () => {
  it('holds the spec 02 §9 numbers as data', () => {
    expect(EFFECTS).toEqual(['golden', 'silver', 'neon', 'glow']);
    expect(EFFECT_PRESETS.neon).toEqual({ glow: 0 });
    expect(EFFECT_PRESETS.glow).toEqual({ blur: 7.5, stroke: 'cyan', strokeWidth: 1 });
    expect(EFFECT_PRESET_WIDTH).toBe(800);
    expect(Number.isInteger(EFFECT_VERSION) && EFFECT_VERSION >= 1).toBe(true);
  });
});

describe.each(Object.entries(DESIGNS))('logo effects: a design %s', (_, make) => {
  const design = make();

  it.each(EFFECTS)('%s: a valid, self-contained 4:3 SVG of paths, on its backdrop and cut out', (effect: EffectId) => {
    for (const backdrop of [true, false]) {
      const svg = composeEffectSvg(design, effect, { backdrop });
      const what = `${effect} backdrop=${backdrop}`;
      expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">`), what).toBe(true);
      // Parses (resvg's XML parser is strict) and has the 4:3 size.
      const img = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' });
      expect([img.width, img.height], what).toEqual([2400, 1800]);
      // Only the elements the module documents; no text.
      const elements = new Set([...svg.matchAll(/<([a-zA-Z]+)[\s/>]/g)].map((m) => m[1]!));
      for (const e of elements) expect(ALLOWED.has(e), `${what}: <${e}>`).toBe(true);
      expect(svg).not.toMatch(/<text|<tspan|<foreignObject|<script|xlink:/);
      // No outside reference: every href is an id of this SVG or the grain's data URL, every url() an id.
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
      expect(new Set(ids).size, `${what}: unique ids`).toBe(ids.length);
      for (const [, href] of svg.matchAll(/href="([^"]*)"/g)) {
        if (href!.startsWith('#')) expect(ids, `${what}: ${href}`).toContain(href!.slice(1));
        else expect(href!.startsWith('data:image/png;base64,'), `${what}: ${href!.slice(0, 40)}`).toBe(true);
      }
      for (const [, id] of svg.matchAll(/url\(([^)]*)\)/g)) {
        expect(id!.startsWith('#'), what).toBe(true);
        expect(ids, what).toContain(id!.slice(1));
      }
    }
  });

  it.each(EFFECTS)('%s: repaints the main variant placed by placeLogo, not a tint of its colours', (effect: EffectId) => {
    const svg = composeEffectSvg(design, effect);
    const placed = placeLogo(design, { left: 0, top: 0, width: 100, height: 100 }, { variant: 'main' });
    expect(svg.match(/<path id="fxp\d+"/g)?.length).toBe(placed.length);
    if (effect === 'golden' || effect === 'silver') {
      // The metal everywhere: none of the logo's own colours is a fill.
      const fills = new Set([...drawn(svg).matchAll(/ fill="(#[0-9A-F]{6})"/g)].map((m) => m[1]));
      for (const c of design.colors) expect(fills.has(c.toUpperCase()), `${effect} ${c}`).toBe(false);
      expect(drawn(svg)).toMatch(/<use href="#fxp0" fill="url\(#fxm\d+\)"/);
    }
  });

  it.each(EFFECTS)('%s: with the backdrop the picture is opaque; without it only the logo, on transparency', (effect: EffectId) => {
    const on = composeEffectSvg(design, effect, { width: 240 });
    const off = composeEffectSvg(design, effect, { width: 240, backdrop: false });
    expect(composeEffectLayers(design, effect, false).backdrop).toBe('');
    expect(drawn(on)).toMatch(/^<\/defs><rect width="2400" height="1800"/);
    expect(drawn(off)).not.toContain('<rect');
    const a = render(on, 240);
    const b = render(off, 240);
    expect([a.width, a.height, b.width, b.height]).toEqual([240, 180, 240, 180]);
    for (const [x, y] of [[0, 0], [239, 0], [0, 179], [239, 179], [120, 10]] as const) {
      expect(a.alpha(x, y), `${effect} backdrop ${x},${y}`).toBe(255);
      expect(b.alpha(x, y), `${effect} cut out ${x},${y}`).toBe(0);
    }
    // The cut-out still holds the logo: some opaque pixels in the middle.
    let opaque = 0;
    for (let y = 40; y < 140; y++) for (let x = 30; x < 210; x++) if (b.alpha(x, y) > 200) opaque++;
    expect(opaque, effect).toBeGreaterThan(100);
  });
});

describe('logo effects: each one', () => {
  const design = withIcon();

  it('glow: the preset blur (7.5 preview px, scaled) behind the logo and a cyan outline of the preset width', () => {
    for (const backdrop of [true, false]) {
      const svg = composeEffectSvg(design, 'glow', { backdrop });
      const blurs = [...svg.matchAll(/<feGaussianBlur stdDeviation="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(blurs.length).toBeGreaterThan(0);
      expect(new Set(blurs)).toEqual(new Set([7.5 * UNIT]));
      // The outline: preset width outside the paths (a stroke of twice it under the fill), in cyan.
      expect(svg).toContain(`fill="none" stroke="#00FFFF" stroke-width="${2 * UNIT}"`);
      expect(svg.match(/<filter /g)!.length).toBeLessThanOrEqual(3); // one a part at most (icon, name, slogan)
    }
  });

  it('neon: glow 0 — no filter at all; tubes in a colour from the logo with a white-hot core, round joins', () => {
    for (const d of [withIcon(), textOnly(), chinese()]) {
      for (const backdrop of [true, false]) {
        const svg = composeEffectSvg(d, 'neon', { backdrop });
        expect(svg).not.toContain('<filter');
        expect(svg).not.toContain('filter=');
        expect(svg).toMatch(/stroke-linejoin="round" stroke-linecap="round"/);
      }
    }
    // Northwind's brand is a dark brown: its neon is the logo's most colourful colour (#C8873A, an amber), made luminous.
    const svg = composeEffectSvg(design, 'neon');
    const strokes = new Set([...svg.matchAll(/ stroke="(#[0-9A-F]{6})"/g)].map((m) => m[1]!));
    expect([...strokes].some((c) => /^#FF[89A-F][0-9A-F]/.test(c))).toBe(true);
  });

  it('golden and silver: a multi-stop metal gradient, a bevel in a light and a dark copy, a sheen', () => {
    for (const effect of ['golden', 'silver'] as const) {
      const svg = composeEffectSvg(design, effect);
      const metal = EFFECT_PRESETS[effect].metal;
      expect(svg.match(/<linearGradient id="fxm\d+"[^>]*>(<stop [^>]+>)+/)![0].match(/<stop /g)!.length).toBe(metal.stops.length);
      expect(svg).toContain(`fill="${metal.light}" transform="translate(-`);
      expect(svg).toContain(`fill="${metal.dark}" transform="translate(`);
      expect(svg).toContain('fill="url(#fxsheen)"');
    }
  });

  it('is deterministic, scales to any width, and refuses bad input', () => {
    expect(composeEffectSvg(design, 'golden')).toBe(composeEffectSvg(design, 'golden'));
    expect(composeEffectSvg(design, 'neon', { width: 800 })).toMatch(/^<svg [^>]*width="800" height="600" viewBox="0 0 2400 1800"/);
    expect(() => composeEffectSvg(design, 'bronze' as EffectId)).toThrow(/unknown effect/);
    expect(() => composeEffectSvg(design, 'glow', { width: 0 })).toThrow(/positive/);
    expect(() => composeEffectSvg({ ...design, name: { ...design.name, color: 'red' } }, 'glow')).toThrow();
  });
});
