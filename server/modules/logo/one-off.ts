import type { FastifyRequest } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { Counter, Gauge } from 'prom-client';
import { layoutPresetSize } from '../../../core/composer/lockups';
import { SIZE_PRESETS, type Locale, type SizePreset } from '../../../core/constants';
import { isVisitorSize } from '../../../core/visitors';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { metrics } from '../../lib/metrics';
import { takeAll, type RateCheck, type RateRule } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request';
import { oneOffRenders } from './schema';

/**
 * One-off logo files: a size the customer typed (up to 5000 × 5000 in each
 * format, variant and layout) is rendered on demand — up to ~0.6 s of a core —
 * and kept in the shared store. Bounded two ways, so a script or a leaked
 * session can neither hold the cores nor fill the disk:
 *
 * - renders not in the store yet are counted per signed-in user and per
 *   client address (ONE_OFF_PER_USER, ONE_OFF_PER_ADDRESS); past either, 429
 *   RENDER_LIMIT, which says to wait or pick a preset size. A one-off size
 *   already stored, and every preset size, is never refused.
 * - the one-off renders are listed with their size and last use
 *   (`one_off_renders`); past ONE_OFF_RENDERS_MB the least recently used are
 *   dropped until the store holds 90 % of it. Preset sizes, the featured
 *   images and the kit's files are not listed, so never dropped.
 */
export const ONE_OFF_PER_USER: RateRule = { bucket: 'one-off-render-user', max: 20, windowMs: 10 * 60_000 };
export const ONE_OFF_PER_ADDRESS: RateRule = { bucket: 'one-off-render-address', max: 40, windowMs: 10 * 60_000 };
/** Share of the quota the store is brought back to when it passes it. */
const EVICT_TO = 0.9;
/** Rows read at a time while dropping the oldest. */
const EVICT_BATCH = 200;

const storeBytes = new Gauge({
  name: 'render_one_off_store_bytes',
  help: 'Bytes of one-off logo renders (sizes typed by customers) in the shared store, as last counted',
  registers: [metrics],
});
const evicted = new Counter({
  name: 'render_one_off_evicted_total',
  help: 'One-off logo renders dropped from the store to keep it under ONE_OFF_RENDERS_MB, since the process started',
  registers: [metrics],
});

/**
 * Whether a size is one the size dialog offers: its presets and the site's
 * platforms (core/visitors.ts), and for a layout of the given proportions
 * (width over height) the presets by their long side in them. Every other
 * size is one the customer typed: a one-off render.
 */
export function isPresetSize(site: Locale, width: number, height: number, aspect: number | null = null): boolean {
  if (isVisitorSize(site, width, height)) return true;
  if (aspect === null) return false;
  return (Object.keys(SIZE_PRESETS) as SizePreset[]).some((preset) => {
    const s = layoutPresetSize(preset, aspect);
    return s.width === width && s.height === height;
  });
}

/** Counts a one-off render about to be made, or refuses it (429 RENDER_LIMIT) when the user or the address has made enough lately. */
export async function admitOneOffRender(ctx: AppContext, req: FastifyRequest): Promise<void> {
  const checks: RateCheck[] = [{ rule: ONE_OFF_PER_ADDRESS, key: clientAddress(req, ctx.config.trustProxy).ip }];
  if (req.user) checks.push({ rule: ONE_OFF_PER_USER, key: String(req.user.id) });
  if (await takeAll(ctx.db, checks)) throw new AppError('RENDER_LIMIT');
}

/**
 * Lists a one-off render as just used; after a new one, drops the least
 * recently used while the store is past its quota. A file served from a
 * process's memory that another process has dropped from the store is put
 * back, so its content address answers on every instance.
 */
export async function keepOneOffRender(ctx: AppContext, file: { storageKey: string; body: Buffer; contentType: string; made: boolean }): Promise<void> {
  const { storageKey, body, made } = file;
  if (!made && !(await ctx.storage.stat(storageKey))) await ctx.storage.put(storageKey, body, file.contentType);
  const bytes = body.length;
  await ctx.db
    .insert(oneOffRenders)
    .values({ storage_key: storageKey, bytes })
    .onConflictDoUpdate({ target: oneOffRenders.storage_key, set: { used_at: sql`now()`, bytes } });
  if (made) await trimOneOffRenders(ctx);
}

/** The one-off renders' bytes in all (and the gauge set to it). */
export async function oneOffStoreBytes(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db.select({ total: sql<string | null>`sum(${oneOffRenders.bytes})` }).from(oneOffRenders);
  const total = Number(row?.total ?? 0);
  storeBytes.set(total);
  return total;
}

/** Drops the least recently used one-off renders (file, then row) until the store is back under 90 % of its quota. */
export async function trimOneOffRenders(ctx: AppContext): Promise<number> {
  const quota = ctx.config.oneOffRenderQuotaBytes;
  let total = await oneOffStoreBytes(ctx);
  if (total <= quota) return 0;
  let dropped = 0;
  while (total > quota * EVICT_TO) {
    const oldest = await ctx.db.select().from(oneOffRenders).orderBy(asc(oneOffRenders.used_at)).limit(EVICT_BATCH);
    if (oldest.length === 0) break;
    for (const row of oldest) {
      if (total <= quota * EVICT_TO) break;
      await ctx.storage.delete(row.storage_key);
      await ctx.db.delete(oneOffRenders).where(eq(oneOffRenders.storage_key, row.storage_key));
      total -= row.bytes;
      dropped += 1;
    }
  }
  evicted.inc(dropped);
  storeBytes.set(Math.max(0, total));
  return dropped;
}
