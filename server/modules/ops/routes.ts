import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { metrics } from '../../lib/metrics';
import { ffmpegReady } from '../../render/animate-video';

/** A readiness check: resolves when the part answers, within its time. */
type Check = () => Promise<unknown>;

const CHECK_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The parts a request needs; each module that adds one (the job queue) registers its check here. */
const checks = new Map<string, (ctx: AppContext) => Check>([
  ['database', (ctx) => () => ctx.db.execute(sql`select 1`)],
  // A key that is never written: "absent" is an answer; an unreachable store throws.
  ['storage', (ctx) => () => ctx.storage.stat('health/ready')],
  ['queue', (ctx) => () => ctx.jobs.check()],
  // The animation page's MP4 for browsers that cannot encode one (server/render/animate-video.ts): ffmpeg with libx264, unless FFMPEG=off.
  ['video', (ctx) => () => (ctx.config.ffmpeg ? ffmpegReady(ctx.config.ffmpeg) : Promise.resolve())],
]);

export function addReadinessCheck(name: string, check: (ctx: AppContext) => Check): void {
  checks.set(name, check);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Operations (docs/DEPLOYMENT.md): `/healthz` says the process answers (a
 * liveness probe: restart it when this fails), `/readyz` that the database,
 * storage and the job queue answer too (a readiness probe: send it traffic), `/metrics`
 * the Prometheus series (server/lib/metrics.ts) to a scraper holding
 * METRICS_TOKEN. Nothing here reveals more than ok or failed: the reasons
 * go to the log.
 */
export async function opsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', { logLevel: 'warn' }, async (_req, reply) => {
    reply.headers(noStore);
    return { status: 'ok' };
  });

  app.get('/readyz', { logLevel: 'warn' }, async (req, reply) => {
    const results = await Promise.all(
      [...checks].map(async ([name, make]) => {
        try {
          await within(make(ctx)(), CHECK_TIMEOUT_MS);
          return [name, 'ok'] as const;
        } catch (err) {
          req.log.error({ err, check: name }, 'readiness check failed');
          return [name, 'failed'] as const;
        }
      }),
    );
    const ready = results.every(([, r]) => r === 'ok');
    reply.code(ready ? 200 : 503).headers(noStore);
    return { status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) };
  });

  app.get('/metrics', { logLevel: 'warn' }, async (req, reply) => {
    const token = ctx.config.metricsToken;
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    // Not configured: the route is not there. Configured: a wrong or missing token is told nothing more.
    if (!token) throw new AppError('NOT_FOUND');
    if (!given || !sameToken(given, token)) {
      reply.headers({ ...noStore, 'www-authenticate': 'Bearer' });
      throw new AppError('UNAUTHENTICATED');
    }
    reply.headers({ ...noStore, 'content-type': metrics.contentType });
    return metrics.metrics();
  });
}
