import { animFrame, frameTime, type AnimEffectId } from '../../../core/animate/effects';
import { animLogo } from '../../../core/animate/logo';
import { ANIMATION } from '../../../core/constants';
import type { TOutlinedDesign } from '../../../core/design';
import type { GifJob, GifMessage } from './gif.worker';
import { paintFrame } from './paint';

/**
 * How this browser makes the video: WebCodecs' VP9 encoder with our WebM
 * muxer (each of the 90 frames stamped with its own time, encoded as fast as
 * the machine goes — never a frame dropped), else MediaRecorder (WebM, or MP4
 * where only that is recorded) paced at 30 fps. Null without MediaRecorder:
 * the page then shows spec 02 §8's browser-not-supported box.
 */
export type VideoWay = { kind: 'codecs'; ext: 'webm' } | { kind: 'recorder'; mime: string; ext: 'webm' | 'mp4' };

const VP9 = 'vp09.00.40.08';

export async function videoWay(): Promise<VideoWay | null> {
  if (typeof MediaRecorder === 'undefined') return null;
  if (typeof VideoEncoder !== 'undefined' && typeof VideoFrame !== 'undefined') {
    const { width, height } = ANIMATION.preview;
    const s = ANIMATION.videoScale;
    try {
      const support = await VideoEncoder.isConfigSupported({
        codec: VP9,
        width: width * s,
        height: height * s,
        bitrate: 8_000_000,
        framerate: ANIMATION.fps,
        latencyMode: 'realtime',
      });
      if (support.supported) return { kind: 'codecs', ext: 'webm' };
    } catch {
      // fall through to MediaRecorder
    }
  }
  if (typeof HTMLCanvasElement.prototype.captureStream !== 'function') return null;
  for (const mime of ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm', 'video/mp4;codecs=avc1', 'video/mp4']) {
    if (MediaRecorder.isTypeSupported(mime)) return { kind: 'recorder', mime, ext: mime.startsWith('video/mp4') ? 'mp4' : 'webm' };
  }
  return null;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** The 90 frames through WebCodecs into a WebM file, each with its own timestamp. */
async function encodeWithCodecs(canvas: HTMLCanvasElement, draw: (i: number) => void, onProgress: (done: number, total: number) => void): Promise<Blob> {
  const { Muxer, ArrayBufferTarget } = await import('webm-muxer');
  const target = new ArrayBufferTarget();
  const muxer = new Muxer({ target, video: { codec: 'V_VP9', width: canvas.width, height: canvas.height, frameRate: ANIMATION.fps } });
  let failure: unknown = null;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => muxer.addVideoChunk(chunk, meta),
    error: (e) => {
      failure = e;
    },
  });
  // libvpx's real-time speed: a 1600×1200 VP9 frame in a few ms instead of tens, at a slightly larger file.
  encoder.configure({ codec: VP9, width: canvas.width, height: canvas.height, bitrate: 8_000_000, framerate: ANIMATION.fps, latencyMode: 'realtime' });
  const step = 1_000_000 / ANIMATION.fps;
  for (let i = 0; i < ANIMATION.frames; i++) {
    draw(i);
    const frame = new VideoFrame(canvas, { timestamp: Math.round(i * step), duration: Math.round(step) });
    encoder.encode(frame, { keyFrame: i % ANIMATION.fps === 0 });
    frame.close();
    onProgress(i + 1, ANIMATION.frames);
    // Let the encoder keep up (and the page paint the progress).
    while (encoder.encodeQueueSize > 3) await new Promise((r) => encoder.addEventListener('dequeue', r, { once: true }));
    if (failure) throw failure;
  }
  await encoder.flush();
  encoder.close();
  if (failure) throw failure;
  muxer.finalize();
  return new Blob([target.buffer], { type: 'video/webm' });
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

/** The effect as a video at twice the preview (1600×1200), 90 frames of 3 s. */
export async function makeVideo(
  way: VideoWay,
  design: TOutlinedDesign,
  effect: AnimEffectId,
  background: string,
  onProgress: (done: number, total: number) => void,
): Promise<Blob> {
  const { width, height } = ANIMATION.preview;
  const scale = ANIMATION.videoScale;
  const logo = animLogo(design, { width, height, background });
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d')!;
  const draw = (i: number) => paintFrame(ctx, animFrame(logo, effect, frameTime(i, ANIMATION.fps)), scale, { width, height }, background);
  return way.kind === 'codecs' ? encodeWithCodecs(canvas, draw, onProgress) : recordWithRecorder(canvas, way.mime, draw, onProgress);
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
