import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { ZIdParams } from '../../../core/ids';
import { PORTAL_STATS_DAYS, type PORTAL_EVENT_KINDS, type TPortalStats } from '../../../core/portal/api';
import type { AppContext } from '../../context';
import { csvAttachment, csvFile } from '../../lib/csv';
import { logos } from '../../db/schema';
import { installationSecret } from '../../lib/installation-secret';
import { clientAddress } from '../../lib/request';
import { portalCounts, portalEvents, portalLinks } from './schema';

type Kind = (typeof PORTAL_EVENT_KINDS)[number];

export interface PortalEvent {
  faId: number;
  kind: Kind;
  linkId?: number | null;
  asset?: string | null;
}

/** The queue whose job counts a portal's new events (one job a portal waiting at a time). */
export const COUNT_QUEUE = 'portal-counts';
/** Events kept before the counts alone remain (days). */
export const EVENTS_KEPT_DAYS = 30;
/** Events written together: at most this many wait, at most this long (ms). */
const BATCH = { max: 500, waitMs: 1000 } as const;
const DAY_MS = 86_400_000;

/**
 * The portal's events of one process: kept a moment and written together
 * (one statement a batch), then a count job sent for each portal they
 * touched — a busy live logo link never waits on a write or a count. An
 * event that cannot be written is logged and dropped: a count is never worth
 * failing a visitor's request.
 */
export class PortalEventLog {
  private waiting: Array<typeof portalEvents.$inferInsert> = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** Portals whose count was asked for while one was waiting or running: asked again with the next batch. */
  private again = new Set<number>();

  constructor(
    private readonly ctx: AppContext,
    private readonly secret: Buffer | string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Records an event of this request (its visitor hashed, its referrer's host). */
  record(req: FastifyRequest, event: PortalEvent): void {
    const { ip } = clientAddress(req, this.ctx.config.trustProxy);
    const visitor = createHmac('sha256', this.secret).update(`${ip}|${req.headers['user-agent'] ?? ''}`).digest('base64url').slice(0, 22);
    this.waiting.push({ fa_id: event.faId, kind: event.kind, link_id: event.linkId ?? null, asset: event.asset ?? null, visitor, referrer: refererHost(req) });
    if (this.waiting.length >= BATCH.max) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), BATCH.waitMs).unref();
  }

  /** Writes what waits and sends the count jobs; resolves once written (tests, shutdown). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.waiting;
    this.waiting = [];
    const again = [...this.again];
    this.again.clear();
    this.writing = this.writing.then(async () => {
      if (rows.length === 0 && again.length === 0) return;
      try {
        if (rows.length > 0) await this.ctx.db.insert(portalEvents).values(rows);
        // A portal's count already running may have read before these rows: it is asked for again until a new job takes them.
        for (const faId of new Set([...again, ...rows.map((r) => r.fa_id)])) {
          if (!(await this.ctx.jobs.send(COUNT_QUEUE, { faId }, `portal-counts:${faId}`))) this.again.add(faId);
        }
        if (this.again.size > 0) this.timer ??= setTimeout(() => void this.flush(), BATCH.waitMs).unref();
      } catch (err) {
        this.log.error({ err, events: rows.length }, 'portal events not written');
      }
    });
    return this.writing;
  }
}

/** The referring site's host (no path: it may hold another site's secrets), or null. */
function refererHost(req: FastifyRequest): string | null {
  const referer = req.headers.referer;
  if (!referer) return null;
  try {
    const host = new URL(referer).host.toLowerCase();
    return host && host !== String(req.headers.host ?? '').toLowerCase() ? host.slice(0, 255) : null;
  } catch {
    return null;
  }
}

/** The first day (UTC, YYYY-MM-DD) the counts are made again from the events kept. */
const firstCountedDay = (now: Date) => new Date(now.getTime() - (EVENTS_KEPT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);

/**
 * Counts a portal's events kept into its rows by day (every day whose events
 * are all still kept is made again, so a count is exact however often the
 * job runs), then lets go of events past EVENTS_KEPT_DAYS — of every portal.
 */
export async function countPortal(ctx: AppContext, faId: number, now = new Date()): Promise<void> {
  const from = firstCountedDay(now);
  const day = sql`(${portalEvents.created_at} at time zone 'UTC')::date`;
  await ctx.db.transaction(async (tx) => {
    await tx.delete(portalCounts).where(and(eq(portalCounts.fa_id, faId), gte(portalCounts.day, from)));
    const kept = and(eq(portalEvents.fa_id, faId), gte(portalEvents.created_at, new Date(`${from}T00:00:00Z`)));
    await tx.insert(portalCounts).select(
      tx
        .select({
          fa_id: portalEvents.fa_id,
          day: sql<string>`${day}`.as('day'),
          kind: portalEvents.kind,
          link_id: sql<number>`coalesce(${portalEvents.link_id}, 0)`.as('link_id'),
          asset: sql<string>`coalesce(${portalEvents.asset}, '')`.as('asset'),
          referrer: sql<string>`coalesce(${portalEvents.referrer}, '')`.as('referrer'),
          hits: sql<number>`count(*)::int`.as('hits'),
          visitors: sql<number>`count(distinct ${portalEvents.visitor})::int`.as('visitors'),
        })
        .from(portalEvents)
        .where(kept)
        .groupBy(portalEvents.fa_id, day, portalEvents.kind, sql`coalesce(${portalEvents.link_id}, 0)`, sql`coalesce(${portalEvents.asset}, '')`, sql`coalesce(${portalEvents.referrer}, '')`),
    );
    // The day's unique visitors of the page and its files (a live link's hits are a website's readers, not the brand's visitors).
    await tx.insert(portalCounts).select(
      tx
        .select({
          fa_id: portalEvents.fa_id,
          day: sql<string>`${day}`.as('day'),
          kind: sql<string>`'all'`.as('kind'),
          link_id: sql<number>`0`.as('link_id'),
          asset: sql<string>`''`.as('asset'),
          referrer: sql<string>`''`.as('referrer'),
          hits: sql<number>`count(*)::int`.as('hits'),
          visitors: sql<number>`count(distinct ${portalEvents.visitor})::int`.as('visitors'),
        })
        .from(portalEvents)
        .where(and(kept, sql`${portalEvents.kind} <> 'live'`))
        .groupBy(portalEvents.fa_id, day),
    );
  });
  await ctx.db.delete(portalEvents).where(lt(portalEvents.created_at, new Date(now.getTime() - EVENTS_KEPT_DAYS * DAY_MS)));
}

/** The owner's view of the last PORTAL_STATS_DAYS days. */
export async function portalStats(ctx: AppContext, faId: number, now = new Date()): Promise<TPortalStats> {
  const from = new Date(now.getTime() - (PORTAL_STATS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const rows = await ctx.db.select().from(portalCounts).where(and(eq(portalCounts.fa_id, faId), gte(portalCounts.day, from)));
  const days = Array.from({ length: PORTAL_STATS_DAYS }, (_, i) => ({
    day: new Date(now.getTime() - (PORTAL_STATS_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
    views: 0,
    downloads: 0,
    live: 0,
    visitors: 0,
  }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const assets = new Map<string, number>();
  const links = new Map<number, { views: number; downloads: number }>();
  const referrers = new Map<string, number>();
  for (const row of rows) {
    const d = byDay.get(row.day);
    if (!d) continue;
    if (row.kind === 'all') {
      d.visitors = row.visitors;
      continue;
    }
    if (row.kind === 'view') d.views += row.hits;
    if (row.kind === 'download') {
      d.downloads += row.hits;
      assets.set(row.asset, (assets.get(row.asset) ?? 0) + row.hits);
    }
    if (row.kind === 'live') {
      d.live += row.hits;
      if (row.referrer) referrers.set(row.referrer, (referrers.get(row.referrer) ?? 0) + row.hits);
    }
    if (row.link_id && (row.kind === 'view' || row.kind === 'download')) {
      const l = links.get(row.link_id) ?? { views: 0, downloads: 0 };
      if (row.kind === 'view') l.views += row.hits;
      else l.downloads += row.hits;
      links.set(row.link_id, l);
    }
  }
  const labels = new Map(
    (await ctx.db.select({ id: portalLinks.id, label: portalLinks.label }).from(portalLinks).where(eq(portalLinks.fa_id, faId))).map((l) => [l.id, l.label]),
  );
  const sum = (k: 'views' | 'downloads' | 'live') => days.reduce((n, d) => n + d[k], 0);
  return {
    days,
    totals: { views: sum('views'), downloads: sum('downloads'), live: sum('live') },
    assets: [...assets].map(([asset, downloads]) => ({ asset, downloads })).sort((a, b) => b.downloads - a.downloads),
    links: [...links].map(([id, c]) => ({ id, label: labels.get(id) ?? `#${id}`, ...c })).sort((a, b) => b.views + b.downloads - (a.views + a.downloads)),
    referrers: [...referrers].map(([host, hits]) => ({ host, hits })).sort((a, b) => b.hits - a.hits).slice(0, 20),
  };
}

/** The counts of the last PORTAL_STATS_DAYS days as CSV (UTF-8 with its mark, which spreadsheets need for Chinese). */
export async function portalStatsCsv(ctx: AppContext, faId: number, now = new Date()): Promise<string> {
  const from = new Date(now.getTime() - (PORTAL_STATS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const rows = await ctx.db
    .select({ count: portalCounts, label: portalLinks.label })
    .from(portalCounts)
    .leftJoin(portalLinks, eq(portalLinks.id, portalCounts.link_id))
    .where(and(eq(portalCounts.fa_id, faId), gte(portalCounts.day, from)))
    .orderBy(asc(portalCounts.day), asc(portalCounts.kind), asc(portalCounts.link_id), asc(portalCounts.asset), asc(portalCounts.referrer));
  return csvFile([['day', 'kind', 'link', 'asset', 'referrer', 'hits', 'unique_visitors'], ...rows.map(({ count: c, label }) => [c.day, c.kind, label ?? '', c.asset, c.referrer, c.hits, c.visitors])]);
}

/** Each app's event log (tests and the benchmark flush it). */
const logs = new WeakMap<AppContext, PortalEventLog>();
export const portalEventLog = (ctx: AppContext): PortalEventLog | undefined => logs.get(ctx);

/**
 * Who saw and took what (issue 46): the event log of this process, the count
 * job, and the owner's calls. `manage` is the portal's check (routes.ts).
 */
export async function portalCountRoutes(app: FastifyInstance, ctx: AppContext, manage: (req: FastifyRequest, faId: number) => Promise<unknown>): Promise<PortalEventLog> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const events = new PortalEventLog(ctx, await installationSecret(ctx.db, 'portal-visitors'), app.log);
  logs.set(ctx, events);
  app.addHook('onClose', () => events.flush());
  await ctx.jobs.define<{ faId: number }>(COUNT_QUEUE, { concurrency: 1, retries: 2, retryDelaySeconds: 2 }, ({ faId }) => countPortal(ctx, faId));

  r.get('/api/logo/:id/portal/stats', { schema: { params: ZIdParams } }, async (req, reply) => {
    await manage(req, req.params.id);
    reply.header('cache-control', 'private, no-store');
    return portalStats(ctx, req.params.id);
  });

  r.get('/api/logo/:id/portal/stats.csv', { schema: { params: ZIdParams } }, async (req, reply) => {
    await manage(req, req.params.id);
    const [logo] = await ctx.db.select({ name: logos.logo_name }).from(logos).where(eq(logos.fa_id, req.params.id));
    const name = `${logo?.name ?? 'brand'}-portal-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', csvAttachment(name))
      .type('text/csv; charset=utf-8')
      .send(await portalStatsCsv(ctx, req.params.id));
  });
  return events;
}
