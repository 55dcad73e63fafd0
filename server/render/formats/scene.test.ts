import { describe, expect, it } from 'vitest';
import { composeLogoSvg } from '../../../core/composer/compose';
import { variantBackground, variantPaint } from '../../../core/composer/variants';
import { parseTransform, sceneBounds, sceneFromSvg } from './scene';
import { artworkBox, coffee, kettle, teaHouse } from './test-support';

describe('sceneFromSvg (the composer SVG read back as shapes)', () => {
  it('finds the background, every icon shape, the name and the slogan, in the variant colours', () => {
    const d = coffee();
    const scene = sceneFromSvg(composeLogoSvg(d, { variant: 'main', width: 1000, height: 800 }));
    expect([scene.width, scene.height, scene.background]).toEqual([1000, 800, '#F6EFE6']);
    expect(scene.shapes.length).toBe(d.icon!.shapes.length + 2);
    const paint = variantPaint(d, 'main', '#F6EFE6');
    expect(scene.shapes.map((s) => s.fill)).toEqual([...d.icon!.shapes.map((s) => paint.shape(s.fill)), paint.name, paint.slogan]);
    expect(scene.shapes.every((s) => s.opacity === 1)).toBe(true);

    const white = sceneFromSvg(composeLogoSvg(d, { variant: 'white' }));
    expect(white.background).toBe(variantBackground(d, 'white'));
    expect(new Set(white.shapes.map((s) => s.fill))).toEqual(new Set(['#FFFFFF']));
    expect(sceneFromSvg(composeLogoSvg(d, { variant: 'symbol', background: null })).shapes.length).toBe(d.icon!.shapes.length);
  });

  it('places the shapes where the composer laid them out (its layout, fitted), for every layout', () => {
    for (const [d, variant] of [
      [coffee(), 'main'],
      [coffee(), 'symbol'],
      [teaHouse(), 'no-slogan'],
      [kettle(), 'main'],
    ] as const) {
      for (const [W, H] of [
        [800, 600],
        [1640, 624],
        [256, 256],
      ]) {
        const b = sceneBounds(sceneFromSvg(composeLogoSvg(d, { variant, background: null, width: W, height: H })))!;
        const box = artworkBox(d, variant, W, H);
        const what = `${variant} ${W}×${H}`;
        // Never outside the layout box, and within 2 pt of it. (The outline's
        // bounds are exact; the demo icons' viewBoxes count Bézier control
        // points, so the coffee steam's box is up to ~2 pt taller than its ink.)
        expect(b.minX, what).toBeGreaterThan(box.minX - 0.01);
        expect(b.minY, what).toBeGreaterThan(box.minY - 0.01);
        expect(b.maxX, what).toBeLessThan(box.maxX + 0.01);
        expect(b.maxY, what).toBeLessThan(box.maxY + 0.01);
        for (const k of ['minX', 'minY', 'maxX', 'maxY'] as const) expect(Math.abs(b[k] - box[k]), `${what} ${k}`).toBeLessThan(2);
      }
    }
  });

  it('gives the whole page as bounds when there is a background', () => {
    expect(sceneBounds(sceneFromSvg(composeLogoSvg(coffee(), { variant: 'black', width: 300, height: 200 })))).toEqual({
      minX: 0,
      minY: 0,
      maxX: 300,
      maxY: 200,
    });
  });

  it('reads fill-opacity, group transforms and opacity, and translate/scale', () => {
    const scene = sceneFromSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50">' +
        '<g transform="translate(10 5) scale(2)" opacity="0.5"><path d="M0 0L1 0L1 1Z" fill="#abcdef" fill-opacity="0.5"/></g>' +
        '<rect x="1" y="2" width="3" height="4" fill="#000000"/></svg>',
    );
    expect(scene.background).toBeNull();
    expect(scene.shapes[0]).toEqual({
      fill: '#ABCDEF',
      opacity: 0.25,
      segments: [{ op: 'M', x: 10, y: 5 }, { op: 'L', x: 12, y: 5 }, { op: 'L', x: 12, y: 7 }, { op: 'Z' }],
    });
    expect(sceneBounds(scene)).toEqual({ minX: 1, minY: 2, maxX: 12, maxY: 7 });
    expect(parseTransform('matrix(1,0,0,1,3,4) translate(1)')).toEqual([1, 0, 0, 1, 4, 4]);
  });

  it('refuses what the composer never writes, so a composer change fails loudly here', () => {
    const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">${inner}</svg>`;
    expect(() => sceneFromSvg(svg('<text>Hi</text>'))).toThrow(/unsupported element <text>/);
    expect(() => sceneFromSvg(svg('<circle r="5" fill="#000000"/>'))).toThrow(/unsupported element/);
    expect(() => sceneFromSvg(svg('<path d="M0 0L1 1" fill="url(#g)"/>'))).toThrow(/fill must be/);
    expect(() => sceneFromSvg(svg('<g transform="rotate(45)"><path d="M0 0L1 1Z" fill="#000000"/></g>'))).toThrow(/transform/);
    expect(() => sceneFromSvg(svg('<g>'))).toThrow(/unbalanced|truncated/);
    expect(() => sceneFromSvg(svg('hello'))).toThrow(/unexpected text/);
    expect(() => sceneFromSvg('<svg width="10" height="10" viewBox="0 0 20 20"></svg>')).toThrow(/viewBox/);
  });
});
