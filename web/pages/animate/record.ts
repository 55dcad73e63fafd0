import { animFrame, frameTime, type AnimEffectId } from '../../../core/animate/effects';
import { shapeLogo, type TAnimShape } from '../../../core/animate/formats';
import { ANIMATION } from '../../../core/constants';
import type { TOutlinedDesign } from '../../../core/design';
import { CODECS, encoderConfig, type VideoExt } from './codecs';
import type { GifJob } from './gif.worker';
import { paintFrame } from './paint';
import type { VideoJob } from './video.worker';
import { workerFile } from './worker-job';

export type { VideoExt } from './codecs';

/**
 * How this browser makes a video (issue: motion for every channel): an MP4
 * (H.264) through WebCodecs in a worker (video.worker.ts: each of the 90
 * frames stamped with its own time, encoded as fast as the machine goes —
 * never a frame dropped, BT.709 limited range), else the server's MP4 (the
 * page asks for it): MediaRecorder's MP4 is full range, paced by the wall
 * clock and fragmented, which platforms and players take badly. A WebM
 * through WebCodecs with VP9, else MediaRecorder's.
 */
export type VideoWay = { kind: 'codecs'; ext: VideoExt; codec: string } | { kind: 'recorder'; mime: string; ext: VideoExt };

/** What MediaRecorder may record: WebM only (its MP4 is out of spec, above). */
const WEBM_MIMES = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'];

const hasCodecs = () => typeof VideoEncoder !== 'undefined' && typeof VideoFrame !== 'undefined';

/** MediaRecorder's WebM of a page's canvas, where the browser records one. */
function recordableWebm(): VideoWay | null {
  if (typeof MediaRecorder === 'undefined' || typeof HTMLCanvasElement.prototype.captureStream !== 'function') return null;
  const mime = WEBM_MIMES.find((m) => MediaRecorder.isTypeSupported(m));
  return mime ? { kind: 'recorder', mime, ext: 'webm' } : null;
}

/**
 * Which videos this browser may make, from what it has (cheap: asking the
 * encoder about a size costs it a real encoder, up to seconds of the page's
 * time, so that is asked only for the file being made — videoWay).
 */
export function videoKinds(): Record<VideoExt, boolean> {
  return { mp4: hasCodecs(), webm: hasCodecs() || recordableWebm() !== null };
}

const found = new Map<string, Promise<VideoWay | null>>();
/** The way to make a video of this size: the first codec WebCodecs encodes at it, else MediaRecorder (WebM); null when neither — an MP4 then comes from the server (remembered). */
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
      return ext === 'webm' ? recordableWebm() : null;
    })();
    found.set(key, way);
  }
  return way;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

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
  if (way.kind === 'codecs') {
    const worker = new Worker(new URL('./video.worker.ts', import.meta.url), { type: 'module' });
    return workerFile<VideoJob>(worker, { design, effect, background, shape, ext: way.ext, codec: way.codec }, way.ext === 'mp4' ? 'video/mp4' : 'video/webm', onProgress);
  }
  // MediaRecorder records a page's canvas.
  const logo = shapeLogo(design, shape, background);
  const scale = ANIMATION.videoScale;
  const canvas = document.createElement('canvas');
  canvas.width = logo.width * scale;
  canvas.height = logo.height * scale;
  const ctx = canvas.getContext('2d')!;
  const draw = (i: number) => paintFrame(ctx, animFrame(logo, effect, frameTime(i, ANIMATION.fps)), scale, logo, background);
  return recordWithRecorder(canvas, way.mime, draw, onProgress);
}

/** Makes the GIF in a worker (gif.worker.ts); progress as it goes. */
export function makeGif(job: GifJob, onProgress: (done: number, total: number) => void): Promise<Blob> {
  const worker = new Worker(new URL('./gif.worker.ts', import.meta.url), { type: 'module' });
  return workerFile(worker, job, 'image/gif', onProgress);
}
