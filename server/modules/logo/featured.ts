import { FEATURED_RENDER_SIZE, type DownloadFormat } from '../../../core/constants';
import type { TDesign, TLogoVariant } from '../../../core/design';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { reportQueue } from '../../lib/metrics';
import { renderLogoFile } from '../../render/logo-files';
import { findLogo, saveFeatured, type FeaturedColumns, type LogoWithClient } from './repo';

/** The queue of featured renders (one job a logo at a time). */
const FEATURED_QUEUE = 'featured';
/** How long the page's request waits for its logo's job, in ms, before it is told to try again. */
export const FEATURED_WAIT_MS = 60_000;
/** How often the waiting request reads the logo anyway (a change announced while it was not listening). */
const FEATURED_POLL_MS = 1_000;

/** Side of the featured icon (square). */
export const FEATURED_ICON_SIDE = 512;

interface Part {
  column: keyof FeaturedColumns;
  variant: TLogoVariant;
  format: DownloadFormat;
  background?: null;
  width: number;
  height: number;
  name: string;
}

/**
 * spec 01 §4 "Download page load": the jpg and png of the main logo at
 * 2400×1800 (§9), the icon, and the main-logo png (transparent: the logo
 * itself, for placing on other pictures). The icon is the symbol when the
 * design has one, else the main logo, square.
 */
function parts(design: TDesign): Part[] {
  const { width, height } = FEATURED_RENDER_SIZE;
  const side = FEATURED_ICON_SIDE;
  return [
    { column: 'featured_jpg', variant: 'main', format: 'jpg-high', width, height, name: 'featured.jpg' },
    { column: 'featured_png', variant: 'main', format: 'png-high', width, height, name: 'featured.png' },
    { column: 'logo_main_png', variant: 'main', format: 'png-high', background: null, width, height, name: 'main.png' },
    { column: 'icon_png', variant: design.icon ? 'symbol' : 'main', format: 'png-high', background: null, width: side, height: side, name: 'icon.png' },
  ];
}

/**
 * Renders and stores the featured images of a logo under
 * `featured/{fa_id}/{content hash}-{name}` (public at /oss/…) and records
 * their addresses on the logo. All files are stored before the one update of
 * the row, so a failed render leaves the logo as it was. Idempotent: a logo
 * that has both featured images is answered as it is.
 */
export async function ensureFeatured(ctx: AppContext, logo: LogoWithClient, requestId?: string): Promise<FeaturedColumns> {
  const done = featuredOf(logo);
  if (done) return done;
  const design = logo.design as TDesign;
  const files = await Promise.all(
    parts(design).map(async (p) => {
      const file = await renderLogoFile(ctx.storage, design, p, requestId);
      const key = `featured/${logo.fa_id}/${file.etag.slice(0, 16)}-${p.name}`;
      await ctx.storage.put(key, file.body, file.contentType);
      return [p.column, `/oss/${key}`] as const;
    }),
  );
  const columns = Object.fromEntries(files) as unknown as FeaturedColumns;
  await saveFeatured(ctx.db, logo.fa_id, columns);
  return columns;
}

/** The logo's featured images when all are there. */
function featuredOf(logo: LogoWithClient): FeaturedColumns | null {
  if (logo.featured_jpg && logo.featured_png && logo.logo_main_png && logo.icon_png) {
    return { featured_jpg: logo.featured_jpg, featured_png: logo.featured_png, logo_main_png: logo.logo_main_png, icon_png: logo.icon_png };
  }
  return null;
}

/**
 * This process's workers of the featured renders: a job renders and records
 * one logo's images (ensureFeatured: all files stored, then one update, so a
 * job delivered twice, or finished by another process after this one died,
 * changes nothing more).
 */
export async function defineFeaturedJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.define<{ faId: number }>(FEATURED_QUEUE, { concurrency: 2, retries: 2, retryDelaySeconds: 1 }, async ({ faId }, job) => {
    const logo = await findLogo(ctx.db, faId);
    if (logo) await ensureFeatured(ctx, logo, job.requestId);
  });
  reportQueue(FEATURED_QUEUE, () => ctx.jobs.depth(FEATURED_QUEUE));
}

/**
 * spec 01 §4 "Download page load": the logo's featured images, made by a job
 * of the featured queue (whichever process is free; another finishes it if
 * this one dies) while the page's request waits for the logo's row to have
 * them. FEATURED_UNAVAILABLE (503) when the job gave up after its retries or
 * took longer than FEATURED_WAIT_MS: the page offers to try again.
 */
export async function requestFeatured(ctx: AppContext, logo: LogoWithClient, requestId?: string, waitMs = FEATURED_WAIT_MS): Promise<FeaturedColumns> {
  const done = featuredOf(logo);
  if (done) return done;
  const key = String(logo.fa_id);
  let wake: () => void = () => undefined;
  const stop = ctx.changes.on('logos', (faId) => faId === key && wake());
  try {
    await ctx.jobs.send(FEATURED_QUEUE, { faId: logo.fa_id }, key, requestId);
    const deadline = Date.now() + waitMs;
    for (;;) {
      const now = await findLogo(ctx.db, logo.fa_id);
      if (!now) throw new AppError('NOT_FOUND');
      const made = featuredOf(now);
      if (made) return made;
      // Read once more after the job's end: its update may have landed just before.
      if (!(await ctx.jobs.pending(FEATURED_QUEUE, key))) {
        const last = await findLogo(ctx.db, logo.fa_id);
        const lastMade = last && featuredOf(last);
        if (lastMade) return lastMade;
        throw new AppError('FEATURED_UNAVAILABLE', `featured renders of logo ${logo.fa_id} failed`);
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new AppError('FEATURED_UNAVAILABLE', `featured renders of logo ${logo.fa_id} took over ${waitMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(FEATURED_POLL_MS, left));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } finally {
    stop();
  }
}
