import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq, max, min, sql } from 'drizzle-orm';
import { ZIdParams } from '../../../core/ids';
import { PORTAL_EMAILS_MAX, type TPortalEmail } from '../../../core/portal/api';
import type { AppContext } from '../../context';
import { logos } from '../../db/schema';
import { csvAttachment, csvFile } from '../../lib/csv';
import { portalLinks, portalVisitors, type brandPortals } from './schema';

type PortalRow = typeof brandPortals.$inferSelect;

/**
 * The e-mails given on e-mail links (issue 46): what the gate collects, for
 * whoever manages the portal — each address once per link, newest first,
 * and as CSV. `managedPortal` is the portal's check (routes.ts).
 */
export async function portalEmailRoutes(app: FastifyInstance, ctx: AppContext, managedPortal: (req: FastifyRequest, faId: number) => Promise<PortalRow>): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function emailsOf(faId: number): Promise<TPortalEmail[]> {
    const last = max(portalVisitors.created_at);
    const rows = await ctx.db
      .select({ email: portalVisitors.email, linkId: portalVisitors.link_id, label: portalLinks.label, first: min(portalVisitors.created_at), last, times: sql<number>`count(*)::int` })
      .from(portalVisitors)
      .innerJoin(portalLinks, eq(portalLinks.id, portalVisitors.link_id))
      .where(eq(portalVisitors.fa_id, faId))
      .groupBy(portalVisitors.email, portalVisitors.link_id, portalLinks.label)
      .orderBy(desc(last), portalVisitors.email)
      .limit(PORTAL_EMAILS_MAX);
    return rows.map((row) => ({
      email: row.email,
      link: { id: row.linkId, label: row.label },
      first_at: new Date(row.first!).toISOString(),
      last_at: new Date(row.last!).toISOString(),
      times: row.times,
    }));
  }

  r.get('/api/logo/:id/portal/emails', { schema: { params: ZIdParams } }, async (req, reply) => {
    const portal = await managedPortal(req, req.params.id);
    reply.header('cache-control', 'private, no-store');
    return { emails: await emailsOf(portal.fa_id) };
  });

  r.get('/api/logo/:id/portal/emails.csv', { schema: { params: ZIdParams } }, async (req, reply) => {
    const portal = await managedPortal(req, req.params.id);
    const [logo] = await ctx.db.select({ name: logos.logo_name }).from(logos).where(eq(logos.fa_id, portal.fa_id));
    const rows = (await emailsOf(portal.fa_id)).map((e) => [e.email, e.link.label, e.first_at, e.last_at, e.times]);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', csvAttachment(`${logo?.name ?? 'brand'}-emails-${new Date().toISOString().slice(0, 10)}.csv`))
      .type('text/csv; charset=utf-8')
      .send(csvFile([['email', 'link', 'first', 'last', 'times'], ...rows]));
  });
}
