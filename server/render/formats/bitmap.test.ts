import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeLogoSvg } from '../../../core/composer/compose';
import { variantBackground } from '../../../core/composer/variants';
import type { TLogoVariant } from '../../../core/design';
import { encodePng, rasterise } from './bitmap';
import { renderFormat } from './index';
import { coffee, colourDistance, meanDiff, pixels, rgbOn, teaHouse } from './test-support';

const VARIANTS: TLogoVariant[] = ['main', 'white', 'symbol'];
const W = 600;
const H = 400;
const corners = [
  [0, 0],
  [W - 1, 0],
  [0, H - 1],
  [W - 1, H - 1],
];

describe('png-high and png-low', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: transparent corners without a background, alpha kept at the logo`, async () => {
      const d = coffee();
      for (const format of ['png-high', 'png-low'] as const) {
        const { body, contentType, ext } = await renderFormat(d, { variant, format, background: null, width: W, height: H });
        expect([contentType, ext]).toEqual(['image/png', 'png']);
        const meta = await sharp(body).metadata();
        expect([meta.format, meta.width, meta.height, meta.hasAlpha], format).toEqual(['png', W, H, true]);
        const p = await pixels(sharp(body).ensureAlpha());
        for (const [x, y] of corners) expect(p.at(x, y)[3], `${format} corner ${x},${y}`).toBe(0);
        // Something opaque is drawn in the middle third.
        let opaque = 0;
        for (let y = H / 3; y < (2 * H) / 3; y += 4) for (let x = W / 3; x < (2 * W) / 3; x += 4) opaque += p.at(x, y)[3] === 255 ? 1 : 0;
        expect(opaque, format).toBeGreaterThan(20);
      }
    });

    it(`${variant}: opaque on the variant's background by default, on the given one otherwise`, async () => {
      const d = coffee();
      for (const [background, expected] of [
        [undefined, variantBackground(d, variant)],
        ['#123456', '#123456'],
      ] as const) {
        for (const format of ['png-high', 'png-low'] as const) {
          const { body } = await renderFormat(d, { variant, format, background, width: W, height: H });
          const p = await pixels(sharp(body).ensureAlpha());
          for (const [x, y] of corners) {
            expect(p.at(x, y)[3]).toBe(255);
            // Palette quantisation may move a colour by a step or two.
            expect(colourDistance(p.at(x, y), expected), `${format} ${x},${y}`).toBeLessThanOrEqual(format === 'png-low' ? 3 : 0);
          }
        }
      }
    });
  }

  it('png-low is the same picture, palette-quantised and clearly smaller', async () => {
    for (const d of [coffee(), teaHouse()]) {
      for (const background of [undefined, null]) {
        const req = { variant: 'main' as const, background, width: 1000, height: 750 };
        const high = (await renderFormat(d, { ...req, format: 'png-high' })).body;
        const low = (await renderFormat(d, { ...req, format: 'png-low' })).body;
        expect((await sharp(low).metadata()).isPalette).toBe(true);
        expect((await sharp(high).metadata()).isPalette).toBe(false);
        expect(low.length).toBeLessThan(high.length * 0.5);
        expect(meanDiff(await rgbOn(low), await rgbOn(high))).toBeLessThan(1.5);
      }
    }
  });

  it('png-high is lossless: exactly the rasterised SVG', async () => {
    const svg = composeLogoSvg(coffee(), { variant: 'main', background: null, width: W, height: H });
    const reference = await pixels((await rasterise(svg)).ensureAlpha());
    const ours = await pixels(sharp((await renderFormat(coffee(), { variant: 'main', format: 'png-high', background: null, width: W, height: H })).body).ensureAlpha());
    expect(ours.data.equals(reference.data)).toBe(true);
  });
});

describe('jpg-high and jpg-low', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: flattened on the logo's background, never black, even when no background is asked for`, async () => {
      const d = coffee();
      for (const format of ['jpg-high', 'jpg-low'] as const) {
        for (const [background, expected] of [
          [undefined, variantBackground(d, variant)],
          [null, variantBackground(d, variant)],
          ['#2A9D8F', '#2A9D8F'],
        ] as const) {
          const { body, contentType, ext } = await renderFormat(d, { variant, format, background, width: W, height: H });
          expect([contentType, ext]).toEqual(['image/jpeg', 'jpg']);
          const meta = await sharp(body).metadata();
          expect([meta.format, meta.width, meta.height, meta.channels, meta.hasAlpha]).toEqual(['jpeg', W, H, 3, false]);
          const p = await pixels(body);
          for (const [x, y] of corners) expect(colourDistance(p.at(x, y), expected), `${format} ${String(background)}`).toBeLessThanOrEqual(3);
        }
      }
    });
  }

  it('high is 4:4:4 chroma and closer to the PNG; low is 4:2:0 and smaller', async () => {
    const d = teaHouse();
    const req = { variant: 'main' as const, width: 1000, height: 750 };
    const high = (await renderFormat(d, { ...req, format: 'jpg-high' })).body;
    const low = (await renderFormat(d, { ...req, format: 'jpg-low' })).body;
    const [mh, ml] = [await sharp(high).metadata(), await sharp(low).metadata()];
    expect([mh.chromaSubsampling, mh.isProgressive]).toEqual(['4:4:4', false]);
    expect([ml.chromaSubsampling, ml.isProgressive]).toEqual(['4:2:0', false]);
    expect(low.length).toBeLessThan(high.length * 0.8);
    const png = await rgbOn((await renderFormat(d, { ...req, format: 'png-high' })).body);
    const dh = meanDiff(await pixels(high), png);
    const dl = meanDiff(await pixels(low), png);
    expect(dh).toBeLessThan(1);
    expect(dl).toBeLessThan(2.5);
    expect(dh).toBeLessThan(dl);
  });
});

describe('rasterisers', () => {
  it('sharp (librsvg) and resvg draw the same picture from the composer SVG', async () => {
    for (const d of [coffee(), teaHouse()]) {
      for (const variant of ['main', 'white'] as const) {
        const svg = composeLogoSvg(d, { variant, width: 800, height: 600 });
        const a = await pixels(await rasterise(svg, 'sharp'));
        const b = await pixels(await rasterise(svg, 'resvg'));
        expect(meanDiff(a, b), variant).toBeLessThan(0.5);
      }
    }
  });

  it('keeps an RGBA PNG when transparent and writes RGB when opaque', async () => {
    const svg = (background: string | null) => composeLogoSvg(coffee(), { variant: 'main', background, width: 200, height: 150 });
    expect((await sharp(await encodePng(await rasterise(svg(null)), 'high', false)).metadata()).channels).toBe(4);
    expect((await sharp(await encodePng(await rasterise(svg('#FFFFFF')), 'high', true)).metadata()).channels).toBe(3);
  });
});
