/// <reference lib="webworker" />
import { ArrayBufferTarget as Mp4Target, Muxer as Mp4Muxer } from 'mp4-muxer';
import { ArrayBufferTarget as WebmTarget, Muxer as WebmMuxer } from 'webm-muxer';
import { animFrame, frameTime, type AnimEffectId } from '../../../core/animate/effects';
import { shapeLogo, type TAnimShape } from '../../../core/animate/formats';
import { I420_COLOUR_SPACE, rgbaToI420 } from '../../../core/animate/yuv';
import { ANIMATION } from '../../../core/constants';
import type { TOutlinedDesign } from '../../../core/design';
import { encoderConfig, type VideoExt } from './codecs';
import { paintFrame } from './paint';
import type { WorkerMessage } from './worker-job';

/**
 * Makes a video with WebCodecs off the page's thread: each of the 90 frames
 * drawn on an OffscreenCanvas from its own time, handed to the encoder
 * (which works on threads of its own meanwhile) with its own timestamp —
 * never a frame dropped, as fast as the machine goes — and muxed: MP4 with
 * the index (moov) first, so a player starts before the whole file is in,
 * or WebM.
 */
export interface VideoJob {
  design: TOutlinedDesign;
  effect: AnimEffectId;
  background: string;
  shape: TAnimShape;
  ext: VideoExt;
  /** A codec the page found the encoder takes at this size (videoWay). */
  codec: string;
}

interface Mux {
  add(chunk: EncodedVideoChunk, meta?: EncodedVideoChunkMetadata): void;
  finish(): ArrayBuffer;
}

function muxer(ext: VideoExt, size: { width: number; height: number }): Mux {
  if (ext === 'mp4') {
    const target = new Mp4Target();
    const mux = new Mp4Muxer({ target, video: { codec: 'avc', width: size.width, height: size.height, frameRate: ANIMATION.fps }, fastStart: 'in-memory' });
    return { add: (chunk, meta) => mux.addVideoChunk(chunk, meta), finish: () => (mux.finalize(), target.buffer) };
  }
  const target = new WebmTarget();
  const mux = new WebmMuxer({ target, video: { codec: 'V_VP9', width: size.width, height: size.height, frameRate: ANIMATION.fps } });
  return { add: (chunk, meta) => mux.addVideoChunk(chunk, meta), finish: () => (mux.finalize(), target.buffer) };
}

async function encode(job: VideoJob, progress: (done: number) => void): Promise<ArrayBuffer> {
  const logo = shapeLogo(job.design, job.shape, job.background);
  const scale = ANIMATION.videoScale;
  const size = { width: logo.width * scale, height: logo.height * scale };
  const canvas = new OffscreenCanvas(size.width, size.height);
  // H.264 for the platforms: our own BT.709 limited-range planes (the canvas's own conversion would be full range), so every frame is read back.
  const planes = job.ext === 'mp4' ? new Uint8Array((size.width * size.height * 3) / 2) : null;
  const ctx = canvas.getContext('2d', { willReadFrequently: planes !== null })!;
  const mux = muxer(job.ext, size);
  let failure: unknown = null;
  // Wakes the wait for the encoder's queue: on a dequeue, on a failure (no dequeue follows one), or after a while.
  let wake: () => void = () => undefined;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => mux.add(chunk, meta),
    error: (e) => {
      failure = e;
      wake();
    },
  });
  const queueMoved = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => wake(), 200);
      wake = () => {
        clearTimeout(timer);
        encoder.removeEventListener('dequeue', wake);
        resolve();
      };
      encoder.addEventListener('dequeue', wake, { once: true });
    });
  encoder.configure(encoderConfig(job.codec, size));
  const step = 1_000_000 / ANIMATION.fps;
  try {
    for (let i = 0; i < ANIMATION.frames; i++) {
      paintFrame(ctx, animFrame(logo, job.effect, frameTime(i, ANIMATION.fps)), scale, logo, job.background);
      const timing = { timestamp: Math.round(i * step), duration: Math.round(step) };
      const frame = planes
        ? new VideoFrame(rgbaToI420(ctx.getImageData(0, 0, size.width, size.height).data, size.width, size.height, planes), {
            format: 'I420',
            codedWidth: size.width,
            codedHeight: size.height,
            colorSpace: I420_COLOUR_SPACE,
            ...timing,
          })
        : new VideoFrame(canvas, timing);
      encoder.encode(frame, { keyFrame: i % ANIMATION.fps === 0 });
      frame.close();
      progress(i + 1);
      // The encoder keeps a few frames ahead of it, no more (memory).
      while (encoder.encodeQueueSize > 3 && !failure) await queueMoved();
      if (failure) throw failure;
    }
    await encoder.flush();
  } finally {
    if (encoder.state !== 'closed') encoder.close();
  }
  if (failure) throw failure;
  return mux.finish();
}

self.onmessage = (event: MessageEvent<VideoJob>) => {
  encode(event.data, (done) => {
    if (done % 3 === 0 || done === ANIMATION.frames) postMessage({ type: 'progress', done, total: ANIMATION.frames } satisfies WorkerMessage);
  }).then(
    (buffer) => postMessage({ type: 'done', bytes: new Uint8Array(buffer) } satisfies WorkerMessage, { transfer: [buffer] }),
    (err: unknown) => postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) } satisfies WorkerMessage),
  );
};
