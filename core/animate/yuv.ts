/**
 * RGBA pixels as I420 (planar 4:2:0) in BT.709 limited ("TV") range: what
 * an H.264 file for social platforms carries (yuv420p). The browser's own
 * conversion of a canvas gives full-range ("yuvj420p") video, which some
 * players and platforms show washed out; the MP4 encoder is fed these planes
 * instead, labelled BT.709 limited.
 *
 * Fixed point, 8 fractional bits: Y = 16 + 219·(0.2126 R + 0.7152 G + 0.0722 B),
 * Cb = 128 + 224·(B − Y′)/1.8556, Cr = 128 + 224·(R − Y′)/1.5748 (R, G, B in 0–1),
 * the chroma from each 2×2 block's mean colour. Width and height must be even.
 */
export function rgbaToI420(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, out?: Uint8Array): Uint8Array {
  if (width % 2 || height % 2) throw new Error(`I420 needs an even size, got ${width}×${height}`);
  const area = width * height;
  const planes = out ?? new Uint8Array(area + area / 2);
  const cw = width / 2;
  const uAt = area;
  const vAt = area + area / 4;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let rs = 0;
      let gs = 0;
      let bs = 0;
      for (let dy = 0; dy < 2; dy++) {
        const row = (y + dy) * width + x;
        for (let dx = 0; dx < 2; dx++) {
          const p = (row + dx) * 4;
          const r = rgba[p];
          const g = rgba[p + 1];
          const b = rgba[p + 2];
          planes[row + dx] = ((47 * r + 157 * g + 16 * b + 128) >> 8) + 16;
          rs += r;
          gs += g;
          bs += b;
        }
      }
      // Means of the block (sums of four, so shifted two more bits).
      const c = (y / 2) * cw + x / 2;
      planes[uAt + c] = ((-26 * rs - 86 * gs + 112 * bs + 512) >> 10) + 128;
      planes[vAt + c] = ((112 * rs - 102 * gs - 10 * bs + 512) >> 10) + 128;
    }
  }
  return planes;
}

/** The colour space of rgbaToI420's planes, for the VideoFrame and so for the file. */
export const I420_COLOUR_SPACE = { primaries: 'bt709', transfer: 'bt709', matrix: 'bt709', fullRange: false } as const;
