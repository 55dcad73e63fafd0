import type { DownloadFormat } from '../../core/constants';
import { ZDesign, type TDesignInput } from '../../core/design';
import { parsedFonts } from './fonts';
import { outlinedDesign } from './outlined';
import { renderPool } from './pool';

/**
 * Warm-up at server start (spec 01 §9 downloads; before listen()): the first
 * download after a start otherwise pays for starting the render workers
 * (each loads sharp, resvg and pdfkit) and the first run of each encoder and
 * of the outliner. Here the outliner runs once on a small Latin font and every
 * worker of the pool renders one small file of each kind of encoder, so the
 * first customer gets the same speed as the next. The CJK fonts (Noto Sans
 * SC: 10.6 MB a weight, ~70 MB parsed) are parsed when a logo first needs
 * them (~0.3 s once), not at start: a process rests lighter (docs/PERFORMANCE.md).
 */

/** A Latin name and slogan: the outliner's code paths, without a CJK font. */
const WARM_DESIGN: TDesignInput = {
  width: 200,
  height: 150,
  background: '#FFFFFF',
  layout: 'icon-top',
  icon: { viewBox: [10, 10], shapes: [{ d: 'M0 0H10V10H0Z', fill: '#3B2A20' }] },
  name: { text: 'Warm', font: 'inter-700', color: '#3B2A20', size: 30 },
  slogan: { text: 'Up', font: 'inter-400', color: '#3B2A20', size: 12 },
  colors: ['#3B2A20'],
};

/** One format per encoder: raster PNG (resvg + sharp), JPG, palette PNG, the vector scene (PDF, EPS) and ICO. */
const WARM_FORMATS: readonly DownloadFormat[] = ['png-high', 'jpg-low', 'png-low', 'pdf', 'eps', 'ico'];

interface WarmState {
  /** Fonts parsed in this thread when the warm-up ended. */
  fonts: number;
  workers: number;
  /** Why the workers could not be warmed (the server still starts: the first download then pays as before). */
  error?: string;
}

const state: WarmState = { fonts: 0, workers: 0 };

/** What the warm-up has done: fonts parsed, workers that have rendered (a readiness check for tests and logs). */
export function rendererWarmth(): WarmState {
  return { ...state };
}

/**
 * Outlines a Latin logo and starts every render worker with one render of each
 * encoder; resolves when all are done. Never rejects: a failed warm-up is
 * reported in `error` and leaves the work to the first download.
 */
export async function warmRenderers(): Promise<WarmState> {
  try {
    const outlined = outlinedDesign(ZDesign.parse(WARM_DESIGN));
    const pool = renderPool();
    // Jobs sent together go one to each free worker, so a round of `size` jobs reaches every worker once.
    const lanes = Math.max(1, pool.size);
    for (const format of WARM_FORMATS) {
      await Promise.all(Array.from({ length: lanes }, () => pool.render(outlined, { variant: 'main', format, width: 200, height: 150 })));
    }
    state.workers = pool.size;
    state.fonts = parsedFonts().length;
  } catch (err) {
    state.error = err instanceof Error ? err.message : String(err);
  }
  return rendererWarmth();
}
