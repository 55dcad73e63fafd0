import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZDesign } from '../../core/design';
import { composeLogoSvg, outlineDesign } from '../../core/composer';
import { DEMO_DESIGNS } from '../demo/designs';
import { serverFontSource } from './fonts';
import { svgToPng } from './raster';

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return [data[i], data[i + 1], data[i + 2], data[i + 3]];
  };
  return { data, info, at };
}

const hex = (rgb: number[]) => `#${rgb.slice(0, 3).map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
const coffee = outlineDesign(ZDesign.parse(DEMO_DESIGNS[1001]), serverFontSource);

describe('svgToPng', () => {
  it('renders at the SVG size with alpha', async () => {
    const png = await svgToPng(composeLogoSvg(coffee, { variant: 'main' }));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', 800, 600, 4]);
  });

  it('scales to a width, and fits a given width × height without stretching', async () => {
    const svg = composeLogoSvg(coffee, { variant: 'main', width: 1000, height: 1000 });
    expect(await sharp(await svgToPng(svg, { width: 400 })).metadata()).toMatchObject({ width: 400, height: 400 });
    const boxed = await pixels(await svgToPng(svg, { width: 400, height: 200 }));
    expect([boxed.info.width, boxed.info.height]).toEqual([400, 200]);
    expect(boxed.at(0, 100)[3]).toBe(0); // padded on transparency, not stretched
    expect(boxed.at(200, 100)[3]).toBe(255);
  });

  it('keeps corners transparent without a background and opaque with one', async () => {
    const clear = await pixels(await svgToPng(composeLogoSvg(coffee, { variant: 'main', background: null })));
    const solid = await pixels(await svgToPng(composeLogoSvg(coffee, { variant: 'main' })));
    for (const [x, y] of [[0, 0], [799, 0], [0, 599], [799, 599]]) {
      expect(clear.at(x, y)[3]).toBe(0);
      expect(solid.at(x, y)[3]).toBe(255);
      expect(hex(solid.at(x, y))).toBe('#F6EFE6');
    }
  });

  it('un-premultiplies resvg pixels: anti-aliased white edges stay white', async () => {
    const { data, info } = await pixels(await svgToPng(composeLogoSvg(coffee, { variant: 'white', background: null })));
    let edges = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const a = data[i + 3];
      if (a > 40 && a < 215) {
        edges++;
        expect(Math.min(data[i], data[i + 1], data[i + 2])).toBeGreaterThan(240);
      }
    }
    expect(edges).toBeGreaterThan(100);
  });

  it('draws nothing in the margin, whatever the output shape', async () => {
    for (const id of [1001, 1005, 1006, 1009]) {
      const d = outlineDesign(ZDesign.parse(DEMO_DESIGNS[id]), serverFontSource);
      for (const [W, H] of [[800, 600], [1000, 1000], [1640, 624]]) {
        const { at } = await pixels(await svgToPng(composeLogoSvg(d, { variant: 'main', background: null, width: W, height: H })));
        const m = Math.floor(Math.min(W, H) * 0.12) - 2;
        let inked = 0;
        for (let x = 0; x < W; x += 3) for (const y of [m, H - 1 - m]) inked += at(x, y)[3];
        for (let y = 0; y < H; y += 3) for (const x of [m, W - 1 - m]) inked += at(x, y)[3];
        expect(inked, `logo ${id} at ${W}×${H}`).toBe(0);
      }
    }
  });

  it('refuses a bad size', async () => {
    await expect(svgToPng('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', { width: 0 })).rejects.toThrow(/width/);
  });
});
