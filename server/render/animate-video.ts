import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { animFrame, frameTime, type AnimEffectId } from '../../core/animate/effects';
import { shapeLogo, type TAnimShape } from '../../core/animate/formats';
import { frameSvg } from '../../core/animate/svg';
import { ANIMATION } from '../../core/constants';
import type { TOutlinedDesign } from '../../core/design';

/**
 * The animation page's MP4 made on the server, for a browser that can encode
 * neither through WebCodecs nor MediaRecorder (issue: motion for every
 * channel). The 90 frames are the page's own: core/animate's operations
 * written as SVG (frameSvg, what the page's canvas painter draws) and
 * rasterised by resvg on libuv's pool, the next frame drawn while ffmpeg
 * encodes the last; ffmpeg (libx264) makes H.264 High, yuv420p in BT.709
 * limited range — what the page's own MP4 carries —, moov first.
 *
 * ffmpeg is the one program the server runs: installed by the README's
 * commands (scripts/setup-system.sh), found at start and asked by /readyz
 * (FFMPEG=off turns this MP4 and the check off).
 */

/** What `ffmpeg -encoders` must list. */
const ENCODER = 'libx264';
/** A whole video may take this long (90 frames of 1920×1080 take ~5 s on 2 cores). */
const TIMEOUT_MS = 60_000;

/** Resolves when `ffmpeg` runs and has libx264; rejects with the reason otherwise. */
export function checkFfmpeg(ffmpeg: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(ffmpeg, ['-hide_banner', '-encoders'], { timeout: 10_000, maxBuffer: 4 << 20 }, (err, stdout) => {
      if (err) reject(new Error(`${ffmpeg} does not run: ${err.message}`));
      else if (!new RegExp(`\\b${ENCODER}\\b`).test(stdout)) reject(new Error(`${ffmpeg} has no ${ENCODER} encoder`));
      else resolve();
    });
  });
}

const ready = new Map<string, Promise<void>>();
/** checkFfmpeg, remembered once it passed (/readyz asks every few seconds); a failure is asked again next time (it may be installed since). */
export function ffmpegReady(ffmpeg: string): Promise<void> {
  let check = ready.get(ffmpeg);
  if (!check) {
    check = checkFfmpeg(ffmpeg);
    ready.set(ffmpeg, check);
    check.catch(() => ready.delete(ffmpeg));
  }
  return check;
}

/** One frame as RGBA at the video's size (the background is opaque, so resvg's premultiplied pixels are the plain ones). */
async function framePixels(logo: ReturnType<typeof shapeLogo>, effect: AnimEffectId, i: number): Promise<Buffer> {
  const svg = frameSvg(animFrame(logo, effect, frameTime(i, ANIMATION.fps)), logo.width, logo.height, ANIMATION.videoScale);
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, logLevel: 'off' });
  return image.pixels;
}

/** The effect as an MP4 of its shape (the video's size: twice the composition), 90 frames at 30 fps. */
export async function animationMp4(ffmpeg: string, design: TOutlinedDesign, effect: AnimEffectId, shape: TAnimShape, background: string): Promise<Buffer> {
  const logo = shapeLogo(design, shape, background);
  const width = logo.width * ANIMATION.videoScale;
  const height = logo.height * ANIMATION.videoScale;
  const dir = await mkdtemp(join(tmpdir(), 'logo-mp4-'));
  const out = join(dir, 'animation.mp4');
  try {
    // prettier-ignore
    const args = [
      '-hide_banner', '-loglevel', 'error', '-nostdin',
      '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-framerate', String(ANIMATION.fps), '-i', 'pipe:0',
      '-frames:v', String(ANIMATION.frames),
      '-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
      '-c:v', ENCODER, '-preset', 'veryfast', '-crf', '18', '-profile:v', 'high',
      '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
      '-movflags', '+faststart', '-an', '-y', out,
    ];
    const child = spawn(ffmpeg, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (d: Buffer) => {
      if (errors.length < 4000) errors += d.toString();
    });
    // Settled when ffmpeg ends (or never started): the frames stop going in then.
    let over = false;
    const ended = new Promise<void>((resolve, reject) => {
      child.on('error', (err) => {
        over = true;
        reject(err);
      });
      child.on('close', (code, signal) => {
        over = true;
        if (code === 0) resolve();
        else reject(new Error(`ffmpeg ended with ${signal ?? code}: ${errors.trim()}`));
      });
    });
    ended.catch(() => undefined);
    // A stdin that closes early (ffmpeg failed) must not throw out of band: how ffmpeg ended says why.
    child.stdin.on('error', () => undefined);
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    try {
      let next = framePixels(logo, effect, 0);
      for (let i = 0; i < ANIMATION.frames && !over; i++) {
        const pixels = await next;
        if (i + 1 < ANIMATION.frames) next = framePixels(logo, effect, i + 1);
        if (!child.stdin.write(pixels)) await Promise.race([new Promise((resolve) => child.stdin.once('drain', resolve)), ended.catch(() => undefined)]);
      }
      child.stdin.end();
      await ended;
    } catch (err) {
      child.kill('SIGKILL');
      throw err;
    } finally {
      clearTimeout(timer);
    }
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
