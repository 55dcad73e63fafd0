// Logo animations (npm run bench, part "animate"): the GIF encoder on the 90 frames of each effect.
import { Resvg } from '@resvg/resvg-js';
import { animFrame, EFFECT_IDS, frameTime, type AnimEffectId } from '../core/animate/effects';
import { gifPalette, GifWriter } from '../core/animate/gif';
import { ANIM_SHAPES, shapeLogo } from '../core/animate/formats';
import { animLogo } from '../core/animate/logo';
import { lottieOf } from '../core/animate/lottie';
import { frameSvg } from '../core/animate/svg';
import { ANIMATION } from '../core/constants';
import { ZDesign } from '../core/design';
import { DEMO_DESIGNS } from '../server/demo/designs';
import { outlinedDesign } from '../server/render/outlined';
import { launchChromium } from '../e2e/setup/chromium';
import { median } from './bench-formats';
import { signIn } from './bench-http';

export interface GifFigure {
  effect: AnimEffectId;
  /** Median ms of the encoding (palette + 90 frames), the frames already drawn. */
  encodeMs: number;
  bytes: number;
}

/** The 90 frames of an effect as RGBA (drawn by resvg from core/animate/svg.ts: the same operations the page's canvas draws). */
function frames(logo: ReturnType<typeof animLogo>, effect: AnimEffectId): Uint8ClampedArray[] {
  const { width, height } = ANIMATION.preview;
  return Array.from({ length: ANIMATION.frames }, (_, i) => {
    const px = new Resvg(frameSvg(animFrame(logo, effect, frameTime(i, ANIMATION.fps)), width, height), { font: { loadSystemFonts: false } }).render().pixels;
    return new Uint8ClampedArray(px.buffer, px.byteOffset, px.length);
  });
}

/** Encodes every effect's GIF of the demo logo `rounds` times (the browser's worker runs the same code). */
export function benchGif(logoId: number, rounds: number): GifFigure[] {
  const { width, height } = ANIMATION.preview;
  const logo = animLogo(outlinedDesign(ZDesign.parse(DEMO_DESIGNS[logoId])), { width, height, background: '#FFFFFF' });
  return EFFECT_IDS.map((effect) => {
    const all = frames(logo, effect);
    const times: number[] = [];
    let bytes = 0;
    for (let r = 0; r < rounds; r++) {
      const t = performance.now();
      const writer = new GifWriter(width, height, gifPalette([0, 15, 30, 45, 60, 75, 89].map((i) => all[i]!)), { fps: ANIMATION.fps, lossy: ANIMATION.gifLossy });
      for (const f of all) writer.addFrame(f);
      bytes = writer.finish().length;
      times.push(performance.now() - t);
    }
    return { effect, encodeMs: median(times), bytes };
  });
}

/**
 * The files as the page makes them in Chromium (owner, logo 1001): time from
 * the click to the finished file (the result's data-ms), median of `rounds`:
 * the WebM of the 4:3 and the GIF of the first effect, the MP4 1080×1080 of
 * every effect, and the Lottie ZIP of every effect.
 */
export async function benchExports(
  port: number,
  rounds: number,
): Promise<{ videoMs: number; gifMs: number; mp4: Array<{ effect: string; ms: number }>; lottie: Array<{ effect: string; ms: number }> }> {
  const browser = await launchChromium();
  const cookie = (await signIn(port)).split('=');
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await ctx.addCookies([{ name: cookie[0]!, value: cookie[1]!, domain: 'localhost', path: '/' }]);
    const page = await ctx.newPage();
    await page.goto(`http://localhost:${port}/download/animate?logo=1001`);
    await page.getByTestId('animate-canvas').waitFor();
    const make = async (button: string, n = rounds) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        await page.getByTestId(button).click();
        const result = page.getByTestId('animate-result');
        await result.waitFor({ timeout: 60_000 });
        times.push(Number(await result.getAttribute('data-ms')));
        // Closed by its button once the dialog has finished opening (a click during its zoom lands where the button is not yet).
        await page.locator('[data-testid="animate-close"][data-opened="true"]').waitFor();
        await page.getByTestId('animate-close').click();
        await result.waitFor({ state: 'hidden' });
      }
      return median(times);
    };
    const videoMs = await make('animate-video');
    const gifMs = await make('animate-gif');
    // Each effect's MP4 1080×1080 and Lottie from a freshly opened page (the first of each warms the encoder and the player's chunk).
    const fresh = async (button: string, steps: number) => {
      await page.goto(`http://localhost:${port}/download/animate?logo=1001`);
      await page.getByTestId('animate-canvas').waitFor();
      await page.getByTestId('animate-shapes-square').check();
      for (let i = 0; i < steps; i++) await page.getByTestId('animate-next').click();
      await page.getByTestId(button).click();
      const result = page.getByTestId('animate-result');
      await result.waitFor({ timeout: 60_000 });
      return Number(await result.getAttribute('data-ms'));
    };
    await fresh('animate-mp4', 0);
    await fresh('animate-lottie', 0);
    const mp4: Array<{ effect: string; ms: number }> = [];
    const lottie: Array<{ effect: string; ms: number }> = [];
    for (const [i, effect] of EFFECT_IDS.entries()) mp4.push({ effect, ms: await fresh('animate-mp4', i) });
    for (const [i, effect] of EFFECT_IDS.entries()) lottie.push({ effect, ms: await fresh('animate-lottie', i) });
    return { videoMs, gifMs, mp4, lottie };
  } finally {
    await browser.close();
  }
}

/**
 * The Lottie of every effect of every demo logo in every shape, as the page
 * builds it (core/animate/lottie.ts): the JSON with its background and
 * without, written out; time of the pair for logo 1001 (median of
 * `rounds`), and each logo's largest JSON.
 */
export function benchLottie(rounds: number): { times: Array<{ effect: string; ms: number }>; sizes: Array<{ logo: number; bytes: number; where: string }> } {
  const times = EFFECT_IDS.map((effect) => {
    const logo = shapeLogo(outlinedDesign(ZDesign.parse(DEMO_DESIGNS[1001])), 'classic', '#FFFFFF');
    const ms: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const t = performance.now();
      JSON.stringify(lottieOf(logo, effect, { name: 'bench', background: '#FFFFFF' }));
      JSON.stringify(lottieOf(logo, effect, { name: 'bench', background: null }));
      ms.push(performance.now() - t);
    }
    return { effect, ms: median(ms) };
  });
  const sizes = Object.keys(DEMO_DESIGNS).map((id) => {
    const design = outlinedDesign(ZDesign.parse(DEMO_DESIGNS[Number(id)]));
    let bytes = 0;
    let where = '';
    for (const shape of ANIM_SHAPES) {
      const logo = shapeLogo(design, shape, design.background);
      for (const effect of EFFECT_IDS) {
        const n = Buffer.byteLength(JSON.stringify(lottieOf(logo, effect, { name: 'bench', background: design.background })));
        if (n > bytes) {
          bytes = n;
          where = `${shape} ${effect}`;
        }
      }
    }
    return { logo: Number(id), bytes, where };
  });
  return { times, sizes };
}
