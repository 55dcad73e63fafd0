import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '../../../core/constants';
import type { TDesign } from '../../../core/design';
import { ZIdParams, ZIdText } from '../../../core/ids';
import { can, RULES, type Role } from '../../../core/permissions';
import {
  PORTAL_PASSWORD_TRIES,
  PORTAL_UNLOCK_HOURS,
  portalPath,
  ZPortalLinkBody,
  ZPortalUnlockBody,
  ZPortalSettings,
  ZPortalSlug,
  ZPortalToken,
  type TPortal,
  type TPortalBrand,
  type TPortalLink,
} from '../../../core/portal/api';
import { brandColours } from '../../../core/vi/colours';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { hashPassword, newToken, verifyPassword } from '../auth/passwords';
import { installationSecret } from '../../lib/installation-secret';
import { takeOrRefuse } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request';
import { loadLogoFor } from '../logo/access';
import { brandPortals, portalLinks, portalSlugs } from './schema';

type PortalRow = typeof brandPortals.$inferSelect;
type LinkRow = typeof portalLinks.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

function presentPortal(row: PortalRow): TPortal {
  return { slug: row.slug, indexable: row.indexable, path: portalPath(row.slug) };
}

function presentLink(row: LinkRow, slug: string): TPortalLink {
  return {
    id: row.id,
    label: row.label,
    kind: row.kind,
    path: portalPath(slug, row.token),
    expires_at: row.expires_at.toISOString(),
    revoked: row.revoked_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * What a link gives its holder, in roles of core/permissions (RULES.portalView,
 * portalDownload): a live link opens the page; a public or password link also
 * gives downloads; an e-mail link gives them once the e-mail is given, a
 * view-only link on request (both in a later step). A link that is not this
 * portal's, revoked or expired is refused with the reason; a password link
 * needs its password first (its unlocking is a later step).
 */
function liveLink(link: LinkRow | undefined, now: Date): LinkRow {
  if (!link || link.revoked_at) throw new AppError('PORTAL_LINK_INVALID');
  if (link.expires_at <= now) throw new AppError('PORTAL_LINK_EXPIRED');
  return link;
}

function linkRoles(link: LinkRow | undefined, now: Date, unlocked: (link: LinkRow) => boolean): Role[] {
  const live = liveLink(link, now);
  if (live.kind === 'password' && !unlocked(live)) throw new AppError('PORTAL_PASSWORD_REQUIRED');
  return live.kind === 'public' || live.kind === 'password' ? ['portalLink', 'portalLinkDownloads'] : ['portalLink'];
}

/** The cookie that keeps one password link open in a browser: the link's id in its name. */
const unlockCookie = (link: LinkRow) => `bp_unlock_${link.id}`;

/**
 * The brand portal (issue 46; core/portal/api.ts has the calls): the owner's
 * settings and links, and the public page's data at /api/b/{slug}. Who may
 * do what is core/permissions' RULES.portalManage, portalView and
 * portalDownload, with the roles a link or the team gives.
 */
export async function portalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  const findPortal = async (faId: number): Promise<PortalRow | undefined> => (await db.select().from(brandPortals).where(eq(brandPortals.fa_id, faId)))[0];

  /** The logo's portal for someone who may manage it; 404 when it has none yet. */
  async function managedPortal(req: FastifyRequest, faId: number): Promise<PortalRow> {
    await loadLogoFor(ctx, req, faId, RULES.portalManage);
    const portal = await findPortal(faId);
    if (!portal) throw new AppError('NOT_FOUND', 'this logo has no brand portal yet');
    return portal;
  }

  r.get('/api/logo/:id/portal', { schema: { params: ZIdParams } }, async (req, reply) => {
    await loadLogoFor(ctx, req, req.params.id, RULES.portalManage);
    const portal = await findPortal(req.params.id);
    reply.header('cache-control', 'private, no-store');
    return { portal: portal ? presentPortal(portal) : null };
  });

  r.put('/api/logo/:id/portal', { schema: { params: ZIdParams, body: ZPortalSettings } }, async (req, reply) => {
    const faId = req.params.id;
    await loadLogoFor(ctx, req, faId, RULES.portalManage);
    const { slug, indexable } = req.body;
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(brandPortals).where(eq(brandPortals.fa_id, faId)).for('update');
      // A portal answers on the site it was made on.
      const site: Locale = current ? (current.site as Locale) : req.site;
      const [holder] = await tx.select({ fa_id: brandPortals.fa_id }).from(brandPortals).where(and(eq(brandPortals.site, site), eq(brandPortals.slug, slug), ne(brandPortals.fa_id, faId)));
      const [former] = await tx.select({ fa_id: portalSlugs.fa_id }).from(portalSlugs).where(and(eq(portalSlugs.site, site), eq(portalSlugs.slug, slug)));
      // Another portal's slug, now or before (its old addresses still lead to it): never given again.
      if (holder || (former && former.fa_id !== faId)) throw new AppError('PORTAL_SLUG_TAKEN');
      if (!current) {
        const [made] = await tx.insert(brandPortals).values({ fa_id: faId, site, slug, indexable, updated_by: req.user?.id ?? null }).returning();
        return made!;
      }
      if (current.slug !== slug) {
        // The old address keeps leading here; one of this portal's own old slugs taken again is current, not former.
        await tx.insert(portalSlugs).values({ site, slug: current.slug, fa_id: faId }).onConflictDoNothing();
        await tx.delete(portalSlugs).where(and(eq(portalSlugs.site, site), eq(portalSlugs.slug, slug)));
      }
      const [changed] = await tx
        .update(brandPortals)
        .set({ slug, indexable, updated_by: req.user?.id ?? null, updated_at: new Date() })
        .where(eq(brandPortals.fa_id, faId))
        .returning();
      return changed!;
    });
    reply.header('cache-control', 'private, no-store');
    return { portal: presentPortal(row) };
  });

  r.get('/api/logo/:id/portal/links', { schema: { params: ZIdParams } }, async (req, reply) => {
    const portal = await managedPortal(req, req.params.id);
    const rows = await db.select().from(portalLinks).where(eq(portalLinks.fa_id, portal.fa_id)).orderBy(desc(portalLinks.id));
    reply.header('cache-control', 'private, no-store');
    return { links: rows.map((row) => presentLink(row, portal.slug)) };
  });

  r.post('/api/logo/:id/portal/links', { schema: { params: ZIdParams, body: ZPortalLinkBody } }, async (req, reply) => {
    const portal = await managedPortal(req, req.params.id);
    const { label, kind, password, days } = req.body;
    const [row] = await db
      .insert(portalLinks)
      .values({
        fa_id: portal.fa_id,
        label,
        kind,
        token: newToken(),
        password_hash: password === undefined ? null : await hashPassword(password),
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

  // A password link opened in a browser: a cookie holding its end and a MAC of the link (its token included), so it
  // opens nothing else, ends by itself, and a revoked link is refused whatever the cookie says (the row is read each visit).
  const secret = await installationSecret(db, 'portal-unlock');
  const mac = (link: LinkRow, until: number) => createHmac('sha256', secret).update(`${link.id}.${until}.${link.token}`).digest('base64url');
  const unlockedBy = (req: FastifyRequest) => (link: LinkRow) => {
    const [until, given] = (req.cookies[unlockCookie(link)] ?? '').split('.');
    if (!until || !given || !/^\d+$/.test(until) || Number(until) <= Date.now()) return false;
    const expected = Buffer.from(mac(link, Number(until)));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };

  /** The portal at this slug on this site, or 404. */
  async function portalAt(site: Locale, slug: string): Promise<PortalRow> {
    const [portal] = await db.select().from(brandPortals).where(and(eq(brandPortals.site, site), eq(brandPortals.slug, slug)));
    if (!portal) throw new AppError('NOT_FOUND');
    return portal;
  }

  r.post(
    '/api/b/:slug/unlock',
    { schema: { params: z.object({ slug: ZPortalSlug }), body: ZPortalUnlockBody } },
    async (req, reply) => {
      const portal = await portalAt(req.site, req.params.slug);
      const [row] = await db.select().from(portalLinks).where(and(eq(portalLinks.token, req.body.k), eq(portalLinks.fa_id, portal.fa_id)));
      const link = liveLink(row, new Date());
      if (link.kind !== 'password') throw new AppError('BAD_REQUEST', 'this link has no password');
      // Every try counts, right or wrong: a password cannot be guessed from one address.
      await takeOrRefuse(db, { bucket: 'portal-password', ...PORTAL_PASSWORD_TRIES }, `${clientAddress(req, ctx.config.trustProxy).ip}:${link.id}`);
      if (!(await verifyPassword(req.body.password, link.password_hash))) throw new AppError('PORTAL_PASSWORD_WRONG');
      const until = Math.min(Date.now() + PORTAL_UNLOCK_HOURS * 3_600_000, link.expires_at.getTime());
      reply.setCookie(unlockCookie(link), `${until}.${mac(link, until)}`, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
        expires: new Date(until),
      });
      return reply.code(204).header('cache-control', 'private, no-store').send();
    },
  );

  r.get(
    '/api/b/:slug',
    { schema: { params: z.object({ slug: ZPortalSlug }), querystring: z.object({ k: ZPortalToken.optional() }) } },
    async (req, reply): Promise<TPortalBrand | FastifyReply> => {
      const { slug } = req.params;
      const [portal] = await db.select().from(brandPortals).where(and(eq(brandPortals.site, req.site), eq(brandPortals.slug, slug)));
      if (!portal) {
        // A slug the portal had before: its new address, the link's token kept.
        const [former] = await db
          .select({ slug: brandPortals.slug })
          .from(portalSlugs)
          .innerJoin(brandPortals, eq(brandPortals.fa_id, portalSlugs.fa_id))
          .where(and(eq(portalSlugs.site, req.site), eq(portalSlugs.slug, slug)));
        if (!former) throw new AppError('NOT_FOUND');
        const q = req.url.indexOf('?');
        return reply.code(301).header('cache-control', 'private, no-store').redirect(`/api/b/${former.slug}${q >= 0 ? req.url.slice(q) : ''}`, 301);
      }
      const { logo, roles } = await loadLogoFor(ctx, req, portal.fa_id, []);
      const granted: Role[] = [...roles];
      let link: LinkRow | undefined;
      if (req.query.k !== undefined) {
        [link] = await db.select().from(portalLinks).where(and(eq(portalLinks.token, req.query.k), eq(portalLinks.fa_id, portal.fa_id)));
        granted.push(...linkRoles(link, new Date(), unlockedBy(req)));
      } else if (portal.indexable) granted.push('portalLink', 'portalLinkDownloads');
      // Without a way in, the page does not exist for this viewer.
      if (!can(RULES.portalView, granted)) throw new AppError('NOT_FOUND');
      reply.header('cache-control', 'private, no-store');
      if (!portal.indexable) reply.header('x-robots-tag', 'noindex, nofollow');
      const design = logo.design as TDesign;
      return {
        slug: portal.slug,
        name: logo.logo_name,
        slogan: logo.slogan_name ?? design.slogan?.text ?? null,
        indexable: portal.indexable,
        colours: brandColours(design, portal.site as Locale).map((c) => ({ hex: c.hex })),
        downloads: can(RULES.portalDownload, granted) ? 'yes' : link?.kind === 'email' ? 'email' : 'request',
      };
    },
  );
}
