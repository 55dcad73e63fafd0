// Logo animations (npm run bench, part "animate"): the GIF encoder on the 90 frames of each effect.
import { Resvg } from '@resvg/resvg-js';
import { animFrame, EFFECT_IDS, frameTime, type AnimEffectId } from '../core/animate/effects';
import { gifPalette, GifWriter } from '../core/animate/gif';
import { animLogo } from '../core/animate/logo';
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
 * The video and the GIF as the page makes them in Chromium (owner, logo 1001,
 * the first effect): time from the click to the finished file, median of
 * `rounds`. The video must take no longer than its 3 s (real time or faster).
 */
export async function benchExports(port: number, rounds: number): Promise<{ videoMs: number; gifMs: number }> {
  const browser = await launchChromium();
  const cookie = (await signIn(port)).split('=');
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await ctx.addCookies([{ name: cookie[0]!, value: cookie[1]!, domain: 'localhost', path: '/' }]);
    const page = await ctx.newPage();
    await page.goto(`http://localhost:${port}/download/animate?logo=1001`);
    const make = async (button: string) => {
      const times: number[] = [];
      for (let i = 0; i < rounds; i++) {
        await page.getByTestId(button).click();
        const result = page.getByTestId('animate-result');
        await result.waitFor({ timeout: 60_000 });
        times.push(Number(await result.getAttribute('data-ms')));
        await page.getByTestId('animate-close').click();
        await result.waitFor({ state: 'hidden' });
      }
      return median(times);
    };
    return { videoMs: await make('animate-video'), gifMs: await make('animate-gif') };
  } finally {
    await browser.close();
  }
}
