import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ZIdParams, ZIdText } from '../../../core/ids';
import { PORTAL_FORMATS, portalPath, ZPortalLinkBody, type TPortalLink } from '../../../core/portal/api';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { takeOrRefuse, type RateRule } from '../../lib/rate-limit';
import { hashPassword, newToken } from '../auth/passwords';
import { portalLinks, type brandPortals } from './schema';

type PortalRow = typeof brandPortals.$inferSelect;
type LinkRow = typeof portalLinks.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Links one person may create in an hour (each hashes a password), and the live links a portal may hold. */
export const LINKS_LIMIT: RateRule = { bucket: 'portal-links', max: 60, windowMs: 60 * 60_000 };
export const LIVE_LINKS_MAX = 200;

function presentLink(row: LinkRow, slug: string): TPortalLink {
  return {
    id: row.id,
    label: row.label,
    kind: row.kind,
    path: portalPath(slug, row.token),
    formats: PORTAL_FORMATS.filter((f) => row.formats.includes(f)),
    expires_at: row.expires_at.toISOString(),
    revoked: row.revoked_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The links a portal's owner (or an admin, or an editor) gives out (issue 46):
 * the list, a new one with its label, kind, life and (a password link's)
 * password, and revocation — read on every visit, so refused at once on
 * every instance. `managedPortal` is the portal's check (routes.ts).
 */
export async function portalLinkRoutes(app: FastifyInstance, ctx: AppContext, managedPortal: (req: FastifyRequest, faId: number) => Promise<PortalRow>): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  r.get('/api/logo/:id/portal/links', { schema: { params: ZIdParams } }, async (req, reply) => {
    const portal = await managedPortal(req, req.params.id);
    const rows = await db.select().from(portalLinks).where(eq(portalLinks.fa_id, portal.fa_id)).orderBy(desc(portalLinks.id));
    reply.header('cache-control', 'private, no-store');
    return { links: rows.map((row) => presentLink(row, portal.slug)) };
  });

  r.post('/api/logo/:id/portal/links', { schema: { params: ZIdParams, body: ZPortalLinkBody } }, async (req, reply) => {
    const portal = await managedPortal(req, req.params.id);
    await takeOrRefuse(db, LINKS_LIMIT, `user:${req.user!.id}`);
    const [{ live }] = (await db
      .select({ live: sql<number>`count(*)::int` })
      .from(portalLinks)
      .where(and(eq(portalLinks.fa_id, portal.fa_id), isNull(portalLinks.revoked_at), gt(portalLinks.expires_at, new Date())))) as [{ live: number }];
    if (live >= LIVE_LINKS_MAX) throw new AppError('TOO_MANY_REQUESTS', 'revoke links no longer needed first');
    const { label, kind, password, days, formats } = req.body;
    const [row] = await db
      .insert(portalLinks)
      .values({
        fa_id: portal.fa_id,
        label,
        kind,
        token: newToken(),
        password_hash: password === undefined ? null : await hashPassword(password),
        formats: PORTAL_FORMATS.filter((f) => formats.includes(f)),
        expires_at: new Date(Date.now() + days * DAY_MS),
        created_by: req.user?.id ?? null,
      })
      .returning();
    reply.code(201).header('cache-control', 'private, no-store');
    return { link: presentLink(row!, portal.slug) };
  });

  r.delete('/api/logo/:id/portal/links/:linkId', { schema: { params: ZIdParams.extend({ linkId: ZIdText }) } }, async (req, reply) => {
    const portal = await managedPortal(req, req.params.id);
    // Revoked in the row every instance reads on each visit: refused at once everywhere.
    const [done] = await db
      .update(portalLinks)
      .set({ revoked_at: sql`coalesce(${portalLinks.revoked_at}, now())` })
      .where(and(eq(portalLinks.id, req.params.linkId), eq(portalLinks.fa_id, portal.fa_id)))
      .returning();
    if (!done) throw new AppError('NOT_FOUND', 'no such link');
    reply.header('cache-control', 'private, no-store');
    return { link: presentLink(done, portal.slug) };
  });
}
