/// <reference lib="webworker" />
import { animFrame, frameTime, type AnimEffectId } from '../../../core/animate/effects';
import { gifPalette, GifWriter } from '../../../core/animate/gif';
import { shapeLogo, type TAnimShape } from '../../../core/animate/formats';
import { ANIMATION } from '../../../core/constants';
import type { TOutlinedDesign } from '../../../core/design';
import { paintFrame } from './paint';
import type { WorkerMessage } from './worker-job';

/**
 * Makes the GIF off the main thread (the page stays responsive): the
 * frames drawn on an OffscreenCanvas from their times, a global palette from
 * seven of them, then the 90 frames through core/animate/gif.ts.
 */
export interface GifJob {
  design: TOutlinedDesign;
  effect: AnimEffectId;
  background: string;
  shape: TAnimShape;
}

const SAMPLES = [0, 15, 30, 45, 60, 75, 89];

self.onmessage = (event: MessageEvent<GifJob>) => {
  try {
    const { design, effect, background, shape } = event.data;
    // The GIF at the shape's composition: half the video (800×600 for the 4:3).
    const logo = shapeLogo(design, shape, background);
    const { width, height } = logo;
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const frameAt = (i: number) => {
      paintFrame(ctx, animFrame(logo, effect, frameTime(i, ANIMATION.fps)), 1, { width, height }, background);
      return ctx.getImageData(0, 0, width, height).data;
    };
    const writer = new GifWriter(width, height, gifPalette(SAMPLES.map(frameAt)), { fps: ANIMATION.fps, lossy: ANIMATION.gifLossy });
    for (let i = 0; i < ANIMATION.frames; i++) {
      writer.addFrame(frameAt(i));
      if (i % 6 === 5 || i === ANIMATION.frames - 1) postMessage({ type: 'progress', done: i + 1, total: ANIMATION.frames } satisfies WorkerMessage);
    }
    const bytes = writer.finish();
    postMessage({ type: 'done', bytes } satisfies WorkerMessage, { transfer: [bytes.buffer] });
  } catch (err) {
    postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) } satisfies WorkerMessage);
  }
};
