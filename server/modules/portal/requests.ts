import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '../../../core/constants';
import { ZIdParams, ZIdText } from '../../../core/ids';
import { PORTAL_GRANT_DAYS, portalPath, ZPortalDecisionBody, type TPortalRequest } from '../../../core/portal/api';
import type { AppContext } from '../../context';
import { logos } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sendQuietly } from '../../mail';
import { newToken } from '../auth/passwords';
import { requestAnsweredMail } from './mails';
import { brandPortals, portalLinks, portalRequests } from './schema';

type PortalRow = typeof brandPortals.$inferSelect;
type RequestRow = typeof portalRequests.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

function presentRequest(row: RequestRow, label: string): TPortalRequest {
  return {
    id: row.id,
    link: { id: row.link_id, label },
    name: row.name,
    email: row.email,
    message: row.message,
    state: row.state,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/**
 * The owner's side of view-only links' requests (issue 46): the list, and
 * the answer — approve (an address that opens the downloads for
 * PORTAL_GRANT_DAYS, mailed to the requester) or refuse (the requester is
 * told). A request is answered once: a second answer is 409, whoever gives it.
 * `managedPortal` is the portal's check (RULES.portalManage, routes.ts).
 */
export async function portalRequestRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  managedPortal: (req: FastifyRequest, faId: number) => Promise<PortalRow>,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  r.get('/api/logo/:id/portal/requests', { schema: { params: ZIdParams } }, async (req, reply) => {
    const portal = await managedPortal(req, req.params.id);
    const rows = await db
      .select({ request: portalRequests, label: portalLinks.label })
      .from(portalRequests)
      .innerJoin(portalLinks, eq(portalLinks.id, portalRequests.link_id))
      .where(eq(portalRequests.fa_id, portal.fa_id))
      .orderBy(desc(portalRequests.id))
      .limit(200);
    reply.header('cache-control', 'private, no-store');
    return { requests: rows.map((row) => presentRequest(row.request, row.label)) };
  });

  r.post('/api/logo/:id/portal/requests/:requestId', { schema: { params: ZIdParams.extend({ requestId: ZIdText }), body: ZPortalDecisionBody } }, async (req, reply) => {
    const portal = await managedPortal(req, req.params.id);
    const approve = req.body.decision === 'approve';
    const [current] = await db
      .select({ request: portalRequests, link: portalLinks })
      .from(portalRequests)
      .innerJoin(portalLinks, eq(portalLinks.id, portalRequests.link_id))
      .where(and(eq(portalRequests.id, req.params.requestId), eq(portalRequests.fa_id, portal.fa_id)));
    if (!current) throw new AppError('NOT_FOUND', 'no such request');
    // Answered once: the update holds only while the request still waits (two answers at once: one wins).
    const [answered] = await db
      .update(portalRequests)
      .set({
        state: approve ? 'approved' : 'refused',
        grant_token: approve ? newToken() : null,
        grant_expires_at: approve ? new Date(Math.min(Date.now() + PORTAL_GRANT_DAYS * DAY_MS, current.link.expires_at.getTime())) : null,
        decided_by: req.user?.id ?? null,
        decided_at: new Date(),
      })
      .where(and(eq(portalRequests.id, current.request.id), eq(portalRequests.state, 'pending')))
      .returning();
    if (!answered) throw new AppError('PORTAL_REQUEST_DECIDED');
    const site = portal.site as Locale;
    const [logo] = await db.select({ name: logos.logo_name }).from(logos).where(eq(logos.fa_id, portal.fa_id));
    const topic = { brand: logo?.name ?? '', name: answered.name, email: answered.email, message: answered.message, label: current.link.label };
    const url = `${ctx.config.publicOrigins[site]}${portalPath(portal.slug, current.link.token, answered.grant_token ?? undefined)}`;
    await sendQuietly(ctx.mail, req.log, [requestAnsweredMail(site, topic, approve ? { approved: true, url, days: PORTAL_GRANT_DAYS } : { approved: false })]);
    reply.header('cache-control', 'private, no-store');
    return { request: presentRequest(answered, current.link.label) };
  });
}
