import * as gifenc from 'gifenc';
import type { Palette } from 'gifenc';

/**
 * The animated GIF (spec 02 §9: 30 fps, lossy 80), fast and small: one
 * global palette from a few sampled frames, and each frame after the first
 * keeps only the pixels that changed — a pixel whose colour is within the
 * lossy tolerance of what is already shown is written transparent (the
 * earlier frame shows through, disposal "do not dispose"). A logo animation
 * leaves most of the picture still, so most of each frame is one long run
 * of the transparent index, which LZW packs into almost nothing.
 */

// gifenc is CommonJS for Node (its functions on the default export) and ESM for the bundler (named).
const lib = ((gifenc as unknown as { GIFEncoder?: unknown }).GIFEncoder ? gifenc : gifenc.default) as typeof gifenc.default;

/** Colours of the palette; the last index is kept for "unchanged" (transparent). */
const COLOURS = 255;
const TRANSPARENT = 255;

/** The global palette from sample frames (RGBA), every 4th pixel of each. */
export function gifPalette(samples: readonly Uint8ClampedArray[]): Palette {
  const step = 4;
  const per = samples.map((s) => Math.ceil(s.length / 4 / step));
  const pixels = new Uint8ClampedArray(per.reduce((a, b) => a + b, 0) * 4);
  let o = 0;
  for (const s of samples) {
    for (let i = 0; i < s.length; i += 4 * step) {
      pixels[o++] = s[i];
      pixels[o++] = s[i + 1];
      pixels[o++] = s[i + 2];
      pixels[o++] = 255;
    }
  }
  const palette = lib.quantize(pixels.subarray(0, o), COLOURS, { format: 'rgb565' });
  while (palette.length < COLOURS) palette.push([0, 0, 0]);
  // The transparent slot: never a colour of the picture.
  palette.push([0, 0, 0]);
  return palette;
}

/** Per-channel tolerance of "unchanged" for a lossy setting (gifsicle's scale: 0 lossless … 200). */
export function lossyTolerance(lossy: number): number {
  return Math.max(0, Math.min(200, lossy)) / 8;
}

/** Delay of frame i in hundredths of a second, so that n frames last exactly n / fps seconds (30 fps: 3, 4, 3, …). */
export function frameDelayCs(i: number, fps: number): number {
  return Math.round(((i + 1) * 100) / fps) - Math.round((i * 100) / fps);
}

export class GifWriter {
  private readonly encoder = lib.GIFEncoder();
  private readonly shown: Uint8Array;
  private readonly tolerance2: number;
  private frames = 0;

  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly palette: Palette,
    private readonly opts: { fps: number; lossy: number },
  ) {
    this.shown = new Uint8Array(width * height);
    const tol = lossyTolerance(opts.lossy);
    this.tolerance2 = 3 * tol * tol;
  }

  /** Adds the next frame (RGBA, width × height, opaque). */
  addFrame(rgba: Uint8ClampedArray): void {
    const index = lib.applyPalette(rgba, this.palette, 'rgb565');
    const first = this.frames === 0;
    if (!first) {
      const p = this.palette;
      const shown = this.shown;
      const tol2 = this.tolerance2;
      for (let i = 0; i < index.length; i++) {
        const now = index[i];
        const was = shown[i];
        if (now === was) {
          index[i] = TRANSPARENT;
          continue;
        }
        const a = p[now];
        const b = p[was];
        const dr = a[0] - b[0];
        const dg = a[1] - b[1];
        const db = a[2] - b[2];
        if (dr * dr + dg * dg + db * db <= tol2) index[i] = TRANSPARENT;
        else shown[i] = now;
      }
    } else {
      this.shown.set(index);
    }
    this.encoder.writeFrame(index, this.width, this.height, {
      palette: first ? this.palette : undefined,
      delay: frameDelayCs(this.frames, this.opts.fps) * 10,
      transparent: !first,
      transparentIndex: TRANSPARENT,
      dispose: 1,
      repeat: 0,
    });
    this.frames++;
  }

  get count(): number {
    return this.frames;
  }

  finish(): Uint8Array {
    this.encoder.finish();
    return this.encoder.bytes();
  }
}
