import { animFrame, frameTime, type AnimEffectId } from '../../../core/animate/effects';
import { shapeLogo, type TAnimShape } from '../../../core/animate/formats';
import { ANIMATION } from '../../../core/constants';
import type { TOutlinedDesign } from '../../../core/design';
import type { GifJob, GifMessage } from './gif.worker';
import { paintFrame } from './paint';
import { I420_COLOUR_SPACE, rgbaToI420 } from '../../../core/animate/yuv';

/**
 * How this browser makes a video (issue: motion for every channel): an MP4
 * (H.264) through WebCodecs' encoder and our MP4 muxer (moov first, each of
 * the 90 frames stamped with its own time, encoded as fast as the machine
 * goes — never a frame dropped), else MediaRecorder's MP4 paced at 30 fps; a
 * WebM the same ways with VP9.
 */
export type VideoWay = { kind: 'codecs'; ext: 'mp4' | 'webm'; codec: string } | { kind: 'recorder'; mime: string; ext: 'webm' | 'mp4' };
export type VideoExt = 'mp4' | 'webm';

const VP9 = 'vp09.00.40.08';
/** H.264 High, Main and Constrained Baseline at level 4.0 (1920×1080 and 1080×1920 at 30 fps), the best first. */
const AVC = ['avc1.640028', 'avc1.4d0028', 'avc1.42e028'];
const CODECS: Record<VideoExt, readonly string[]> = { mp4: AVC, webm: [VP9] };
const MIMES: Record<VideoExt, readonly string[]> = { mp4: ['video/mp4;codecs=avc1', 'video/mp4'], webm: ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'] };
const BITRATE = 8_000_000;

function encoderConfig(codec: string, size: { width: number; height: number }): VideoEncoderConfig {
  const config: VideoEncoderConfig = { codec, width: size.width, height: size.height, bitrate: BITRATE, framerate: ANIMATION.fps, latencyMode: 'realtime' };
  // The MP4 muxer wants the parameter sets beside the stream (avcC), not in it.
  if (codec.startsWith('avc1')) config.avc = { format: 'avc' };
  return config;
}

const hasCodecs = () => typeof VideoEncoder !== 'undefined' && typeof VideoFrame !== 'undefined';

function recordable(ext: VideoExt): VideoWay | null {
  if (typeof MediaRecorder === 'undefined' || typeof HTMLCanvasElement.prototype.captureStream !== 'function') return null;
  const mime = MIMES[ext].find((m) => MediaRecorder.isTypeSupported(m));
  return mime ? { kind: 'recorder', mime, ext } : null;
}

/**
 * Which videos this browser may make, from what it has (cheap: asking the
 * encoder about a size costs it a real encoder, up to seconds of the page's
 * time, so that is asked only for the file being made — videoWay).
 */
export function videoKinds(): Record<VideoExt, boolean> {
  return { mp4: hasCodecs() || recordable('mp4') !== null, webm: hasCodecs() || recordable('webm') !== null };
}

const found = new Map<string, Promise<VideoWay | null>>();
/** The way to make a video of this size: the first codec WebCodecs encodes at it, else MediaRecorder; null when neither (remembered). */
export function videoWay(ext: VideoExt, size: { width: number; height: number }): Promise<VideoWay | null> {
  const key = `${ext} ${size.width}x${size.height}`;
  let way = found.get(key);
  if (!way) {
    way = (async () => {
      if (hasCodecs()) {
        for (const codec of CODECS[ext]) {
          try {
            if ((await VideoEncoder.isConfigSupported(encoderConfig(codec, size))).supported) return { kind: 'codecs', ext, codec } as VideoWay;
          } catch {
            // the next
          }
        }
      }
      return recordable(ext);
    })();
    found.set(key, way);
  }
  return way;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

interface Mux {
  add(chunk: EncodedVideoChunk, meta?: EncodedVideoChunkMetadata): void;
  finish(): Blob;
}

/** The MP4 container: the index (moov) written first, so a player starts before the whole file is in. */
async function mp4Mux(size: { width: number; height: number }): Promise<Mux> {
  const { Muxer, ArrayBufferTarget } = await import('mp4-muxer');
  const target = new ArrayBufferTarget();
  const muxer = new Muxer({ target, video: { codec: 'avc', width: size.width, height: size.height, frameRate: ANIMATION.fps }, fastStart: 'in-memory' });
  return {
    add: (chunk, meta) => muxer.addVideoChunk(chunk, meta),
    finish: () => {
      muxer.finalize();
      return new Blob([target.buffer], { type: 'video/mp4' });
    },
  };
}

async function webmMux(size: { width: number; height: number }): Promise<Mux> {
  const { Muxer, ArrayBufferTarget } = await import('webm-muxer');
  const target = new ArrayBufferTarget();
  const muxer = new Muxer({ target, video: { codec: 'V_VP9', width: size.width, height: size.height, frameRate: ANIMATION.fps } });
  return {
    add: (chunk, meta) => muxer.addVideoChunk(chunk, meta),
    finish: () => {
      muxer.finalize();
      return new Blob([target.buffer], { type: 'video/webm' });
    },
  };
}

/** The 90 frames through WebCodecs into the container, each with its own timestamp. */
async function encodeWithCodecs(canvas: HTMLCanvasElement, way: Extract<VideoWay, { kind: 'codecs' }>, draw: (i: number) => void, onProgress: (done: number, total: number) => void): Promise<Blob> {
  const size = { width: canvas.width, height: canvas.height };
  const mux = way.ext === 'mp4' ? await mp4Mux(size) : await webmMux(size);
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
  // Real-time speed: a 1080p frame in a few ms instead of tens, at a slightly larger file.
  encoder.configure(encoderConfig(way.codec, size));
  const step = 1_000_000 / ANIMATION.fps;
  // H.264 for the platforms: our own BT.709 limited-range planes (the canvas's own conversion would be full range).
  const ctx = way.ext === 'mp4' ? canvas.getContext('2d', { willReadFrequently: true })! : null;
  const planes = way.ext === 'mp4' ? new Uint8Array((size.width * size.height * 3) / 2) : null;
  for (let i = 0; i < ANIMATION.frames; i++) {
    draw(i);
    const timing = { timestamp: Math.round(i * step), duration: Math.round(step) };
    const frame =
      ctx && planes
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
    onProgress(i + 1, ANIMATION.frames);
    // Let the encoder keep up (and the page paint the progress).
    while (encoder.encodeQueueSize > 3 && !failure) await queueMoved();
    if (failure) throw failure;
  }
  await encoder.flush();
  encoder.close();
  if (failure) throw failure;
  return mux.finish();
}
/** The 90 frames handed to MediaRecorder one by one (captureStream(0) + requestFrame) at the 30 fps pace it stamps. */
async function recordWithRecorder(canvas: HTMLCanvasElement, mime: string, draw: (i: number) => void, onProgress: (done: number, total: number) => void): Promise<Blob> {
  draw(0);
  const stream = canvas.captureStream(0);
  const track = stream.getVideoTracks()[0] as CanvasCaptureMediaStreamTrack;
  const recorder = new MediaRecorder(stream, { mimeType: mime, videoBitsPerSecond: 8_000_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  const stopped = new Promise<void>((resolve, reject) => {
    recorder.onstop = () => resolve();
    recorder.onerror = () => reject(new Error('recording failed'));
  });
  recorder.start();
  const start = performance.now();
  const step = 1000 / ANIMATION.fps;
  for (let i = 0; i < ANIMATION.frames; i++) {
    draw(i);
    track.requestFrame();
    onProgress(i + 1, ANIMATION.frames);
    await wait(start + (i + 1) * step - performance.now());
  }
  recorder.stop();
  await stopped;
  stream.getTracks().forEach((t) => t.stop());
  return new Blob(chunks, { type: mime.split(';')[0] });
}

/** The effect as a video of its shape (twice the composition: 1600×1200 for the 4:3, 1080×1080 for the square…), 90 frames of 3 s. */
export async function makeVideo(
  way: VideoWay,
  design: TOutlinedDesign,
  effect: AnimEffectId,
  background: string,
  shape: TAnimShape,
  onProgress: (done: number, total: number) => void,
): Promise<Blob> {
  const logo = shapeLogo(design, shape, background);
  const size = { width: logo.width, height: logo.height };
  const scale = ANIMATION.videoScale;
  const canvas = document.createElement('canvas');
  canvas.width = size.width * scale;
  canvas.height = size.height * scale;
  // The MP4 reads every frame back (its own colour conversion): a canvas kept in memory for that.
  const ctx = canvas.getContext('2d', { willReadFrequently: way.kind === 'codecs' && way.ext === 'mp4' })!;
  const draw = (i: number) => paintFrame(ctx, animFrame(logo, effect, frameTime(i, ANIMATION.fps)), scale, size, background);
  return way.kind === 'codecs' ? encodeWithCodecs(canvas, way, draw, onProgress) : recordWithRecorder(canvas, way.mime, draw, onProgress);
}

/** Makes the GIF in a worker (gif.worker.ts); progress as it goes. */
export function makeGif(job: GifJob, onProgress: (done: number, total: number) => void): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./gif.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<GifMessage>) => {
      const m = e.data;
      if (m.type === 'progress') onProgress(m.done, m.total);
      else {
        worker.terminate();
        if (m.type === 'done') resolve(new Blob([m.bytes as BlobPart], { type: 'image/gif' }));
        else reject(new Error(m.message));
      }
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message || 'GIF worker failed'));
    };
    worker.postMessage(job);
  });
}
