import { describe, expect, it } from 'vitest';
import { rgbaToI420 } from './yuv';

const solid = (r: number, g: number, b: number, w = 4, h = 2) => {
  const px = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++) px.set([r, g, b, 255], i * 4);
  return rgbaToI420(px, w, h);
};

describe('rgbaToI420 (BT.709, limited range)', () => {
  it('puts white at 235 and black at 16, greys on neutral chroma', () => {
    expect([...solid(255, 255, 255)]).toEqual([235, 235, 235, 235, 235, 235, 235, 235, 128, 128, 128, 128]);
    expect([...solid(0, 0, 0)].slice(0, 8)).toEqual([16, 16, 16, 16, 16, 16, 16, 16]);
    const grey = solid(128, 128, 128);
    expect(grey[0]).toBe(126);
    expect([grey[8], grey[10]]).toEqual([128, 128]);
  });

  it('gives the BT.709 values of the primaries (within one step)', () => {
    // Red: Y 63, Cb 102, Cr 240; green: Y 173, Cb 42, Cr 26; blue: Y 32, Cb 240, Cr 118.
    for (const [rgb, yuv] of [
      [[255, 0, 0], [63, 102, 240]],
      [[0, 255, 0], [173, 42, 26]],
      [[0, 0, 255], [32, 240, 118]],
    ] as const) {
      const p = solid(rgb[0], rgb[1], rgb[2]);
      expect(Math.abs(p[0] - yuv[0])).toBeLessThanOrEqual(1);
      expect(Math.abs(p[8] - yuv[1])).toBeLessThanOrEqual(1);
      expect(Math.abs(p[10] - yuv[2])).toBeLessThanOrEqual(1);
    }
  });

  it('takes each chroma sample from its 2×2 block, and refuses an odd size', () => {
    const px = new Uint8ClampedArray(4 * 2 * 4);
    // The left block white, the right block black.
    for (const i of [0, 1, 4, 5]) px.set([255, 255, 255, 255], i * 4);
    for (const i of [2, 3, 6, 7]) px.set([0, 0, 0, 255], i * 4);
    const p = rgbaToI420(px, 4, 2);
    expect([...p.slice(0, 8)]).toEqual([235, 235, 16, 16, 235, 235, 16, 16]);
    expect(() => rgbaToI420(new Uint8ClampedArray(3 * 2 * 4), 3, 2)).toThrow(/even/);
  });
});
