import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZDesign } from '../../../core/design';
import { composeEffectLayers, EFFECTS, type EffectId } from '../../../core/vi/effects';
import { DEMO_DESIGNS } from '../../demo/designs';
import { logoFileKey } from '../logo-files';
import { rasterise } from './bitmap';
import { EFFECT_RASTER_ENGINE, renderFormat } from './index';
import { coffee, kettle, pixels, teaHouse, type Pixels } from './test-support';

/**
 * The logo effects of the brand-identity page through the download
 * pipeline (formats/index.ts): JPG on the effect's backdrop, PNG the effect
 * logo cut out, at the route's 2400×1800.
 */

const SIZE = { variant: 'main', width: 2400, height: 1800 } as const;

/** The backdrop alone (no logo), rasterised as the effect is: what the JPG's logo must differ from. */
async function backdropOnly(effect: EffectId): Promise<Pixels> {
  const { defs, backdrop } = composeEffectLayers(coffee(), effect, true);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800" viewBox="0 0 2400 1800"><defs>${defs}</defs>${backdrop}</svg>`;
  return pixels((await rasterise(svg, EFFECT_RASTER_ENGINE)).removeAlpha());
}

/** Mean absolute RGB difference of two opaque pictures inside a box. */
function diffIn(a: Pixels, b: Pixels, box: { x0: number; y0: number; x1: number; y1: number }): number {
  let sum = 0;
  let count = 0;
  for (let y = box.y0; y < box.y1; y += 3) {
    for (let x = box.x0; x < box.x1; x += 3) {
      const p = a.at(x, y);
      const q = b.at(x, y);
      sum += Math.abs(p[0]! - q[0]!) + Math.abs(p[1]! - q[1]!) + Math.abs(p[2]! - q[2]!);
      count += 3;
    }
  }
  return sum / count;
}

/** The logo's box in the picture (core/vi/effects.ts LOGO_BOX), and the four corners. */
const LOGO = { x0: 360, y0: 380, x1: 2040, y1: 1420 };
const CORNERS = [[0, 0], [2399, 0], [0, 1799], [2399, 1799]] as const;

describe('logo effects through renderFormat', () => {
  it.each(EFFECTS)('%s: jpg-high is 2400×1800, opaque, the logo drawn on the backdrop', async (effect) => {
    const file = await renderFormat(coffee(), { ...SIZE, format: 'jpg-high', effect });
    expect(file.contentType).toBe('image/jpeg');
    const meta = await sharp(file.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels, meta.hasAlpha]).toEqual(['jpeg', 2400, 1800, 3, false]);
    const jpg = await pixels(file.body);
    const back = await backdropOnly(effect);
    // Where the logo is, the picture is not the backdrop; at the corners it is (JPG noise aside).
    expect(diffIn(jpg, back, LOGO), effect).toBeGreaterThan(8);
    expect(diffIn(jpg, back, { x0: 0, y0: 0, x1: 240, y1: 180 }), effect).toBeLessThan(4);
    // The centre column of the logo's box holds some pixels far from the backdrop (the metal, the tubes, the glow).
    let far = 0;
    for (let y = LOGO.y0; y < LOGO.y1; y += 2) {
      const p = jpg.at(1200, y);
      const q = back.at(1200, y);
      if (Math.abs(p[0]! - q[0]!) + Math.abs(p[1]! - q[1]!) + Math.abs(p[2]! - q[2]!) > 120) far++;
    }
    expect(far, effect).toBeGreaterThan(20);
  });

  it.each(EFFECTS)('%s: png-high is 2400×1800 with alpha, transparent corners, the logo opaque', async (effect) => {
    const file = await renderFormat(coffee(), { ...SIZE, format: 'png-high', effect });
    expect(file.contentType).toBe('image/png');
    const meta = await sharp(file.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 2400, 1800, true]);
    const png = await pixels(file.body);
    for (const [x, y] of CORNERS) expect(png.at(x, y)[3], `${effect} ${x},${y}`).toBe(0);
    let opaque = 0;
    for (let y = LOGO.y0; y < LOGO.y1; y += 4) for (let x = LOGO.x0; x < LOGO.x1; x += 4) if (png.at(x, y)[3]! > 250) opaque++;
    expect(opaque, effect).toBeGreaterThan(1000);
  });

  it('renders every effect for a text-only and a Chinese logo too (jpg-low, png-low)', async () => {
    for (const design of [kettle(), teaHouse()]) {
      for (const effect of EFFECTS) {
        const jpg = await renderFormat(design, { ...SIZE, format: 'jpg-low', effect });
        const png = await renderFormat(design, { ...SIZE, format: 'png-low', effect });
        const [a, b] = await Promise.all([sharp(jpg.body).metadata(), sharp(png.body).metadata()]);
        expect([a.width, a.height, a.hasAlpha, b.width, b.height, b.hasAlpha], effect).toEqual([2400, 1800, false, 2400, 1800, true]);
      }
    }
  });

  it('a PNG asked with a background colour is on the backdrop (opaque); a smaller 4:3 size works', async () => {
    const file = await renderFormat(coffee(), { variant: 'main', format: 'png-high', width: 800, height: 600, effect: 'golden', background: '#000000' });
    const meta = await sharp(file.body).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([800, 600, false]);
  });

  it('refuses other formats, other shapes and unknown effects', async () => {
    for (const format of ['pdf', 'svg', 'svg-nbg', 'eps', 'eps-bg', 'ico'] as const) {
      await expect(renderFormat(coffee(), { ...SIZE, format, effect: 'neon' }), format).rejects.toThrow(/jpg or png/);
    }
    await expect(renderFormat(coffee(), { ...SIZE, height: 2400, format: 'jpg-high', effect: 'glow' })).rejects.toThrow(/4:3/);
    await expect(renderFormat(coffee(), { ...SIZE, format: 'jpg-high', effect: 'bronze' as EffectId })).rejects.toThrow(/unknown logo effect/);
  });
});

describe('logo effects in the render cache key', () => {
  it('an effect is a picture of its own: keys differ from the variant and between effects', () => {
    const design = ZDesign.parse(DEMO_DESIGNS[1001]);
    const req = { ...SIZE, format: 'jpg-high' } as const;
    const keys = [logoFileKey(design, req), ...EFFECTS.map((effect) => logoFileKey(design, { ...req, effect }))];
    expect(new Set(keys).size).toBe(EFFECTS.length + 1);
    expect(logoFileKey(design, { ...req, effect: 'neon' })).toBe(logoFileKey(design, { ...req, effect: 'neon' }));
  });
});
