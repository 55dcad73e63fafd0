import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { LOCKUP_LABELS } from '../../../core/composer/lockup-names';
import { lockupsOf } from '../../../core/composer/lockups';
import type { Locale } from '../../../core/constants';
import type { TDesign } from '../../../core/design';
import { ZIdParams } from '../../../core/ids';
import { can, RULES, type Role } from '../../../core/permissions';
import { downloadsFor, linkGrants, PUBLIC_PAGE_GRANTS } from '../../../core/portal/access';
import { SOCIAL_SLOTS } from '../../../core/social/platforms';
import {
  PORTAL_FORMATS,
  portalFilePath,
  PORTAL_PASSWORD_TRIES,
  PORTAL_UNLOCK_HOURS,
  portalPath,
  portalPageOf,
  liveServesOf,
  portalMockupPath,
  portalSocialPath,
  accessQuery,
  DEFAULT_PORTAL_TERMS,
  PORTAL_EMAIL_DAYS,
  PORTAL_PENDING_MAX,
  PORTAL_VISITOR_LIMIT,
  type PortalAccess,
  ZPortalAccessQuery,
  ZPortalEmailBody,
  ZPortalGrant,
  ZPortalSlugParams,
  ZPortalRequestBody,
  ZPortalPage,
  ZPortalSettings,
  ZPortalSlug,
  ZPortalToken,
  ZPortalUnlockBody,
  type TPortal,
  type TPortalBrand,
} from '../../../core/portal/api';
import type { AppContext } from '../../context';
import { logos, users } from '../../db/schema';
import { sendQuietly } from '../../mail';
import { isUniqueViolation } from '../../lib/db-errors';
import { ReadCache } from '../../lib/read-cache';
import { AppError } from '../../lib/errors';
import { installationSecret } from '../../lib/installation-secret';
import { takeOrRefuse, type RateRule } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request';
import { verifyPassword } from '../auth/passwords';
import { loadLogoFor } from '../logo/access';
import { packageState } from '../../../core/packages';
import { colourSpec, spotNames } from '../vi/service';
import { outlinedDesign } from '../../render/outlined';
import { pageCsp } from '../../http/headers';
import { portalInviteOtherHtml, portalPasswordHtml, portalPageHtml, portalRefusalHtml } from './page';
import { portalAssetRoutes, PORTAL_SCENES, type OpenedPortal } from './assets';
import { portalLinkRoutes } from './links';
import { portalCountRoutes } from './counts';
import { portalEmailRoutes } from './emails';
import { requestToOwnerMail } from './mails';
import { portalRequestRoutes } from './requests';
import { joinPortal, portalTeamRoutes, withTeam } from './team';
import { brandPortals, portalLinks, portalRequests, portalSlugs, portalVisitors } from './schema';

type PortalRow = typeof brandPortals.$inferSelect;
type LinkRow = typeof portalLinks.$inferSelect;


/** Former slugs a portal keeps leading to it (the oldest let go beyond): addresses cannot be hoarded. */
export const FORMER_SLUGS_MAX = 5;
/** Changes of a portal's settings one person may make in an hour (each may probe whether a slug is taken). */
export const SETTINGS_LIMIT: RateRule = { bucket: 'portal-settings', max: 30, windowMs: 60 * 60_000 };
/** Requests one e-mail address may make in a day (each leads to a mail to it: the answer). */
export const REQUESTS_PER_EMAIL: RateRule = { bucket: 'portal-request-email', max: 3, windowMs: 24 * 60 * 60_000 };

function presentPortal(row: PortalRow, design: TDesign): TPortal {
  return {
    slug: row.slug,
    indexable: row.indexable,
    live: row.live_logo,
    live_serves: liveServesOf(row.live_serves),
    lockups: lockupsOf(outlinedDesign(design)).map((id) => ({ id, label: LOCKUP_LABELS[id][row.site as Locale] })),
    path: portalPath(row.slug),
    page: portalPageOf(row.page),
  };
}


/** A link of this portal still in force; a revoked or expired one is refused with its reason (its holder knows its secret). */
function liveLink(link: LinkRow, now: Date): LinkRow {
  if (link.revoked_at) throw new AppError('PORTAL_LINK_INVALID');
  if (link.expires_at <= now) throw new AppError('PORTAL_LINK_EXPIRED');
  return link;
}

/**
 * What a cookie opens for one link in a browser: a password link once its
 * password was given (`unlock`), an e-mail link's downloads once an e-mail
 * was given and the terms accepted (`email`). The link's id in its name.
 */
type Opening = 'unlock' | 'email';
const openingCookie = (purpose: Opening, link: LinkRow) => `bp_${purpose}_${link.id}`;

/**
 * The brand portal (issue 46; core/portal/api.ts has the calls): the owner's
 * settings and links, and the public page's data at /api/b/{slug}. Who may
 * do what is core/permissions' RULES.portalManage, portalView and
 * portalDownload, with the roles core/portal/access.ts says a link or a
 * public page gives.
 */
export async function portalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  const ZSlugParams = ZPortalSlugParams;
  const ZTokenQuery = ZPortalAccessQuery;

  const findPortal = async (faId: number): Promise<PortalRow | undefined> => (await db.select().from(brandPortals).where(eq(brandPortals.fa_id, faId)))[0];

  /** Checks that this viewer may manage the logo's portal: the owner of a logo not bought is told so (the page offers the purchase). */
  async function manage(req: FastifyRequest, faId: number): Promise<TDesign> {
    const { logo, roles } = await loadLogoFor(ctx, req, faId, [], 'FORBIDDEN', withTeam(ctx, req));
    if (!req.user) throw new AppError('UNAUTHENTICATED');
    if (!can(RULES.portalManage, roles)) throw new AppError(roles.includes('owner') ? 'NOT_BOUGHT' : 'FORBIDDEN');
    return logo.design as TDesign;
  }

  /** The logo's portal for someone who may manage it; 404 when it has none yet. */
  async function managedPortal(req: FastifyRequest, faId: number): Promise<PortalRow> {
    await manage(req, faId);
    const portal = await findPortal(faId);
    if (!portal) throw new AppError('NOT_FOUND', 'this logo has no brand portal yet');
    return portal;
  }

  r.get('/api/logo/:id/portal', { schema: { params: ZIdParams } }, async (req, reply) => {
    const design = await manage(req, req.params.id);
    const portal = await findPortal(req.params.id);
    reply.header('cache-control', 'private, no-store');
    return { portal: portal ? presentPortal(portal, design) : null };
  });

  r.put('/api/logo/:id/portal', { schema: { params: ZIdParams, body: ZPortalSettings } }, async (req, reply) => {
    const faId = req.params.id;
    const design = await manage(req, faId);
    await takeOrRefuse(db, SETTINGS_LIMIT, `user:${req.user!.id}`);
    const { slug, indexable, live, live_serves: serves } = req.body;
    const save = () =>
      db.transaction(async (tx) => {
        // One change of a logo's portal at a time (its first one included, before it has a row to lock).
        await tx.select({ fa_id: logos.fa_id }).from(logos).where(eq(logos.fa_id, faId)).for('update');
        const [current] = await tx.select().from(brandPortals).where(eq(brandPortals.fa_id, faId));
        // A portal answers on the site it was made on.
        const site: Locale = current ? (current.site as Locale) : req.site;
        const [holder] = await tx.select({ fa_id: brandPortals.fa_id }).from(brandPortals).where(and(eq(brandPortals.site, site), eq(brandPortals.slug, slug), ne(brandPortals.fa_id, faId)));
        const [former] = await tx.select({ fa_id: portalSlugs.fa_id }).from(portalSlugs).where(and(eq(portalSlugs.site, site), eq(portalSlugs.slug, slug)));
        // Another portal's slug, now or before (its old addresses still lead to it): never given again.
        if (holder || (former && former.fa_id !== faId)) throw new AppError('PORTAL_SLUG_TAKEN');
        if (!current) {
          const [made] = await tx.insert(brandPortals).values({ fa_id: faId, site, slug, indexable, live_logo: live, live_serves: serves ?? null, updated_by: req.user?.id ?? null }).returning();
          return made!;
        }
        if (current.slug !== slug) {
          // The old address keeps leading here (the last FORMER_SLUGS_MAX of them); one of this portal's own old slugs taken again is current, not former.
          await tx.delete(portalSlugs).where(and(eq(portalSlugs.site, site), eq(portalSlugs.slug, slug)));
          await tx.insert(portalSlugs).values({ site, slug: current.slug, fa_id: faId }).onConflictDoNothing();
          const kept = await tx.select({ slug: portalSlugs.slug }).from(portalSlugs).where(eq(portalSlugs.fa_id, faId)).orderBy(desc(portalSlugs.created_at), desc(portalSlugs.slug));
          for (const old of kept.slice(FORMER_SLUGS_MAX)) await tx.delete(portalSlugs).where(and(eq(portalSlugs.site, site), eq(portalSlugs.slug, old.slug)));
        }
        const [changed] = await tx
          .update(brandPortals)
          .set({ slug, indexable, live_logo: live, ...(serves ? { live_serves: serves } : {}), updated_by: req.user?.id ?? null, updated_at: new Date() })
          .where(eq(brandPortals.fa_id, faId))
          .returning();
        return changed!;
      });
    let row: PortalRow;
    try {
      row = await save();
    } catch (err) {
      // Another portal took the slug between the check and the write.
      if (isUniqueViolation(err)) throw new AppError('PORTAL_SLUG_TAKEN');
      throw err;
    }
    reply.header('cache-control', 'private, no-store');
    return { portal: presentPortal(row, design) };
  });

  // A view-only link's requests: the owner's list and answers (requests.ts); the team (team.ts).
  await portalRequestRoutes(app, ctx, managedPortal);
  await portalEmailRoutes(app, ctx, managedPortal);
  await portalTeamRoutes(app, ctx, findPortal);
  // Who saw and took what (counts.ts): events of the page, its files and the live link, counted by a job.
  const events = await portalCountRoutes(app, ctx, manage);

  r.put('/api/logo/:id/portal/page', { schema: { params: ZIdParams, body: ZPortalPage } }, async (req, reply) => {
    const design = await manage(req, req.params.id);
    const portal = await findPortal(req.params.id);
    if (!portal) throw new AppError('NOT_FOUND', 'this logo has no brand portal yet');
    await takeOrRefuse(db, SETTINGS_LIMIT, `user:${req.user!.id}`);
    const [row] = await db
      .update(brandPortals)
      .set({ page: req.body, updated_by: req.user?.id ?? null, updated_at: new Date() })
      .where(eq(brandPortals.fa_id, portal.fa_id))
      .returning();
    reply.header('cache-control', 'private, no-store');
    return { portal: presentPortal(row!, design) };
  });

  // The links given out (links.ts).
  await portalLinkRoutes(app, ctx, managedPortal);

  // A link opened in a browser (its password given, or an e-mail and the terms): a cookie holding its end and a MAC of
  // what it opens and the link (its token and password's hash included), so it opens nothing else, ends by itself and
  // with a new password, and a revoked link is refused whatever the cookie says (the row is read each visit).
  const secret = await installationSecret(db, 'portal-unlock');
  const mac = (purpose: Opening, link: LinkRow, until: number) =>
    createHmac('sha256', secret).update(`${purpose}|${link.id}|${until}|${link.token}|${link.password_hash}`).digest('base64url');
  const opens = (req: FastifyRequest, purpose: Opening, link: LinkRow) => {
    const [until, given] = (req.cookies[openingCookie(purpose, link)] ?? '').split('.');
    if (!until || !given || !/^\d+$/.test(until) || Number(until) <= Date.now()) return false;
    const expected = Buffer.from(mac(purpose, link, Number(until)));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  const setOpening = (req: FastifyRequest, reply: FastifyReply, purpose: Opening, link: LinkRow, hours: number) => {
    const until = Math.min(Date.now() + hours * 3_600_000, link.expires_at.getTime());
    reply.setCookie(openingCookie(purpose, link), `${until}.${mac(purpose, link, until)}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      expires: new Date(until),
    });
  };

  /** A request's approval, for the link it was asked by, still in force. */
  async function approvedGrant(link: LinkRow, grant: string): Promise<boolean> {
    const [row] = await db
      .select({ id: portalRequests.id })
      .from(portalRequests)
      .where(and(eq(portalRequests.link_id, link.id), eq(portalRequests.grant_token, grant), eq(portalRequests.state, 'approved'), gt(portalRequests.grant_expires_at, new Date())));
    return row !== undefined;
  }

  // Each process's copies of the portals at their slugs (the live logo link and every page read one), dropped at
  // once by any change of a portal or its slugs (migration 0022 announces them); links are read on every visit.
  const portals = new ReadCache<string, PortalRow>(ctx.changes, { name: 'portals', max: 5_000, ttlMs: 60_000 });
  const forget = (faId: string) => portals.deleteWhere((p) => p.fa_id === Number(faId));
  ctx.changes.on('brand_portals', forget);
  ctx.changes.on('portal_slugs', forget);

  /**
   * The portal at a slug on this site — the current one, or the portal a
   * former slug led to (`moved`) —, and the link of the address's token if it
   * is one of that portal's. Null when there is no such portal.
   */
  async function portalAt(site: Locale, slug: string, token: string | undefined): Promise<{ portal: PortalRow; moved: boolean; link: LinkRow | undefined } | null> {
    let moved = false;
    let portal = await portals.get(`${site}|${slug}`, async () => (await db.select().from(brandPortals).where(and(eq(brandPortals.site, site), eq(brandPortals.slug, slug))))[0]);
    if (!portal) {
      [portal] = await db
        .select({ portal: brandPortals })
        .from(portalSlugs)
        .innerJoin(brandPortals, eq(brandPortals.fa_id, portalSlugs.fa_id))
        .where(and(eq(portalSlugs.site, site), eq(portalSlugs.slug, slug)))
        .orderBy(asc(portalSlugs.created_at))
        .then((rows) => rows.map((row) => row.portal));
      moved = true;
    }
    if (!portal) return null;
    const link = token === undefined ? undefined : (await db.select().from(portalLinks).where(and(eq(portalLinks.token, token), eq(portalLinks.fa_id, portal.fa_id))))[0];
    return { portal, moved, link };
  }

  r.post('/api/b/:slug/unlock', { schema: { params: ZSlugParams, body: ZPortalUnlockBody } }, async (req, reply) => {
    const found = await portalAt(req.site, req.params.slug, req.body.k);
    // A token that is none of this portal's links says nothing about the portal.
    if (!found?.link) throw new AppError('NOT_FOUND');
    const link = liveLink(found.link, new Date());
    if (link.kind !== 'password') throw new AppError('BAD_REQUEST', 'this link has no password');
    // Every try counts, right or wrong: a password cannot be guessed from one address.
    await takeOrRefuse(db, { bucket: 'portal-password', ...PORTAL_PASSWORD_TRIES }, `${clientAddress(req, ctx.config.trustProxy).ip}:${link.id}`);
    if (!(await verifyPassword(req.body.password, link.password_hash))) throw new AppError('PORTAL_PASSWORD_WRONG');
    setOpening(req, reply, 'unlock', link, PORTAL_UNLOCK_HOURS);
    return reply.code(204).header('cache-control', 'private, no-store').send();
  });

  /** A live link of the given kind of the portal at this slug, for a visitor's call; the link's own fault told, 404 for anything else. */
  async function visitorLink(req: FastifyRequest, slug: string, token: string, kind: 'email' | 'request') {
    const found = await portalAt(req.site, slug, token);
    if (!found?.link) throw new AppError('NOT_FOUND');
    const link = liveLink(found.link, new Date());
    if (link.kind !== kind) throw new AppError('BAD_REQUEST', `this link is not ${kind === 'email' ? 'an e-mail' : 'a view-only'} link`);
    // Only a bought logo's page is open to link holders (RULES.portalView).
    const { logo } = await loadLogoFor(ctx, req, found.portal.fa_id, []);
    if (!packageState(logo, false).bought) throw new AppError('NOT_FOUND');
    await takeOrRefuse(db, { bucket: `portal-${kind}`, ...PORTAL_VISITOR_LIMIT }, `${clientAddress(req, ctx.config.trustProxy).ip}:${link.id}`);
    return { portal: found.portal, link, logo };
  }

  // An e-mail link's visitor gives an e-mail and accepts the owner's terms: the downloads open in this browser.
  r.post('/api/b/:slug/email', { schema: { params: ZSlugParams, body: ZPortalEmailBody } }, async (req, reply) => {
    const { portal, link } = await visitorLink(req, req.params.slug, req.body.k, 'email');
    const terms = portalPageOf(portal.page).terms || DEFAULT_PORTAL_TERMS[portal.site as Locale];
    await db.insert(portalVisitors).values({ fa_id: portal.fa_id, link_id: link.id, email: req.body.email, terms });
    setOpening(req, reply, 'email', link, PORTAL_EMAIL_DAYS * 24);
    return reply.code(204).header('cache-control', 'private, no-store').send();
  });

  // A view-only link's visitor asks for the files: kept for the owner, who is mailed; the visitor is told it was passed on.
  r.post('/api/b/:slug/requests', { schema: { params: ZSlugParams, body: ZPortalRequestBody } }, async (req, reply) => {
    const { portal, link, logo } = await visitorLink(req, req.params.slug, req.body.k, 'request');
    const [{ pending }] = (await db
      .select({ pending: sql<number>`count(*)::int` })
      .from(portalRequests)
      .where(and(eq(portalRequests.fa_id, portal.fa_id), eq(portalRequests.state, 'pending')))) as [{ pending: number }];
    if (pending >= PORTAL_PENDING_MAX) throw new AppError('TOO_MANY_REQUESTS', 'the owner has many requests to answer: try again later');
    const { name, email, message } = req.body;
    // The answer is mailed to the address typed: no address gets more than a few requests' mails a day, whoever types it.
    await takeOrRefuse(db, REQUESTS_PER_EMAIL, email);
    await db.insert(portalRequests).values({ fa_id: portal.fa_id, link_id: link.id, name, email, message });
    const site = portal.site as Locale;
    const topic = { brand: logo.logo_name, name, email, message, label: link.label };
    const owner = (await db.select({ email: users.email }).from(users).where(eq(users.id, logo.user_id)))[0]?.email;
    const pageUrl = `${ctx.config.publicOrigins[site]}/download/portal?logo=${portal.fa_id}`;
    // The visitor's page says the request was sent; the visitor is mailed the owner's answer only.
    if (owner) await sendQuietly(ctx.mail, req.log, [requestToOwnerMail(site, owner, topic, pageUrl)]);
    return reply.code(201).header('cache-control', 'private, no-store').send({ ok: true });
  });

  /**
   * Who gets into the portal at this slug (core/portal/access.ts): the
   * portal, the viewer's roles with what a link or a public page gives, the
   * link; or a refusal (404 for whoever has no way in, a link's own fault to
   * its holder). `moved`: the slug is a former one.
   */
  async function openPortal(req: FastifyRequest, slug: string, token: string | undefined, grant?: string): Promise<OpenedPortal> {
    const found = await portalAt(req.site, slug, token);
    // No portal, or a token that is none of its links: nothing to say about it.
    if (!found || (token !== undefined && !found.link)) throw new AppError('NOT_FOUND');
    const { portal, moved, link } = found;
    const { logo, roles } = await loadLogoFor(ctx, req, portal.fa_id, [], 'FORBIDDEN', withTeam(ctx, req));
    const granted: Role[] = [...roles, ...(portal.indexable ? PUBLIC_PAGE_GRANTS : [])];
    // How the page was opened, kept in the addresses of its files: the token, and an approval in force.
    const access: PortalAccess = { k: token };
    if (link) {
      try {
        const live = liveLink(link, new Date());
        if (live.kind === 'password' && !opens(req, 'unlock', live)) throw new AppError('PORTAL_PASSWORD_REQUIRED');
        const approved = live.kind === 'request' && grant !== undefined && (await approvedGrant(live, grant));
        if (approved) access.r = grant;
        granted.push(...linkGrants(live.kind, { emailGiven: live.kind === 'email' && opens(req, 'email', live), approved }));
      } catch (err) {
        // The link's fault is told only to whoever has no other way in (the owner opening a revoked link sees the page).
        if (!can(RULES.portalView, granted)) throw err;
      }
    }
    // Without a way in, the page does not exist for this viewer.
    if (!can(RULES.portalView, granted)) throw new AppError('NOT_FOUND');
    // The formats: the link's choice, unless this viewer downloads without it (the team, the owner, a public page).
    const own = can(RULES.portalDownload, [...roles, ...(portal.indexable ? PUBLIC_PAGE_GRANTS : [])]);
    const formats = link && !own ? PORTAL_FORMATS.filter((f) => link.formats.includes(f)) : [...PORTAL_FORMATS];
    return { portal, moved, link, logo, granted, access, formats };
  }

  /** The brand as the page shows it to this viewer. */
  async function brandOf(opened: OpenedPortal): Promise<{ brand: TPortalBrand; profile: string }> {
    const { portal, logo, granted, link } = opened;
    const design = logo.design as TDesign;
    const spec = await colourSpec(design, portal.site as Locale, await spotNames(ctx, logo));
    return {
      profile: spec.profile,
      brand: {
        slug: portal.slug,
        name: logo.logo_name,
        slogan: logo.slogan_name ?? design.slogan?.text ?? null,
        indexable: portal.indexable,
        colours: spec.colors,
        downloads: downloadsFor(granted, link?.kind ?? null),
        formats: opened.formats,
      },
    };
  }

  /** The query of the request's address, as it came (a redirect keeps the token). */
  const queryOf = (req: FastifyRequest) => {
    const q = req.url.indexOf('?');
    return q >= 0 ? req.url.slice(q) : '';
  };

  r.get('/api/b/:slug', { schema: { params: ZSlugParams, querystring: ZTokenQuery } }, async (req, reply): Promise<TPortalBrand | FastifyReply> => {
    const opened = await openPortal(req, req.params.slug, req.query.k, req.query.r);
    reply.header('cache-control', 'private, no-store');
    // A former slug, to whoever may open the page: its address now, the token kept (302: the slug may be taken back).
    if (opened.moved) return reply.redirect(`/api/b/${opened.portal.slug}${queryOf(req)}`, 302);
    if (!opened.portal.indexable) reply.header('x-robots-tag', 'noindex, nofollow');
    return (await brandOf(opened)).brand;
  });

  // The brand page itself: written here, the same answer as the call above in HTML (page.ts); refusals as pages too.
  /**
   * A page of the portal's own (server-written, one inline script under a
   * nonce): never kept, no referrer (its address may hold a token), framed
   * by `frameAncestors`.
   */
  const pageSender = (reply: FastifyReply, frameAncestors: string) => {
    const nonce = randomBytes(16).toString('base64');
    const send = (status: number, body: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', pageCsp(ctx.config, { nonce, frameAncestors }))
        .send(body);
    return { nonce, send };
  };

  app.get<{ Params: { slug: string }; Querystring: { k?: string; r?: string } }>('/b/:slug', async (req, reply) => {
    const site = req.site;
    // Framed by the site itself: the owner's preview.
    const { nonce, send: html } = pageSender(reply, "'self'");
    const slug = ZPortalSlug.safeParse(req.params.slug);
    const token = req.query.k === undefined ? { success: true as const, data: undefined } : ZPortalToken.safeParse(req.query.k);
    const grant = req.query.r === undefined ? { success: true as const, data: undefined } : ZPortalGrant.safeParse(req.query.r);
    if (!slug.success || !token.success || !grant.success) return html(404, portalRefusalHtml(site, 'notFound', nonce));
    try {
      const opened = await openPortal(req, slug.data, token.data, grant.data);
      if (opened.moved) return reply.header('cache-control', 'private, no-store').redirect(`/b/${opened.portal.slug}${queryOf(req)}`, 302);
      const { brand, profile } = await brandOf(opened);
      if (!brand.indexable) reply.header('x-robots-tag', 'noindex, nofollow');
      const saved = opened.logo.design as TDesign;
      const fileHref = brand.downloads === 'yes' ? (name: string) => portalFilePath(brand.slug, name, opened.access) : null;
      const page = portalPageOf(opened.portal.page);
      // An e-mail link's visitor is asked for an e-mail and the terms, a view-only link's for a request (the forms need the token).
      const gate =
        brand.downloads === 'email'
          ? { kind: 'email' as const, token: token.data!, terms: page.terms || DEFAULT_PORTAL_TERMS[site] }
          : brand.downloads === 'request' && opened.link?.kind === 'request'
            ? { kind: 'request' as const, token: token.data! }
            : null;
      const query = accessQuery(opened.access);
      const machine = { brand: `/b/${brand.slug}/brand.json${query}`, tokens: `/b/${brand.slug}/tokens.json${query}` };
      const mockups = PORTAL_SCENES.map((scene) => ({ id: scene.id, label: scene.label[site], src: portalMockupPath(brand.slug, scene.id, opened.access) }));
      const social = SOCIAL_SLOTS[site].map((slot) => ({ id: slot.id, label: slot.label[site], width: slot.width, height: slot.height, ext: slot.ext, round: slot.round === true, src: portalSocialPath(brand.slug, slot.id, opened.access) }));
      const view = { brand, profile, fileHref, saved, design: outlinedDesign(saved), page, gate, machine, mockups, social };
      const body = portalPageHtml(site, view, nonce);
      // The owner's own visits (the preview after each save among them) and their team's are not the brand's visitors.
      if (!can(RULES.portalManage, opened.granted)) events.record(req, { faId: opened.portal.fa_id, kind: 'view', linkId: opened.link?.id });
      return html(200, body);
    } catch (err) {
      const code = err instanceof AppError ? err.code : null;
      if (code === 'PORTAL_PASSWORD_REQUIRED') return html(401, portalPasswordHtml(site, slug.data, token.data!, nonce));
      if (code === 'PORTAL_LINK_INVALID') return html(403, portalRefusalHtml(site, 'invalid', nonce));
      if (code === 'PORTAL_LINK_EXPIRED') return html(410, portalRefusalHtml(site, 'expired', nonce));
      if (code === 'NOT_FOUND') return html(404, portalRefusalHtml(site, 'notFound', nonce));
      throw err;
    }
  });

  // An invitation to the team (team.ts joinPortal): joined, or sent to sign in and back, or told why not.
  app.get<{ Params: { slug: string }; Querystring: { t?: string } }>('/b/:slug/join', async (req, reply) => {
    const site = req.site;
    const { nonce, send: html } = pageSender(reply, "'none'");
    const slug = ZPortalSlug.safeParse(req.params.slug);
    const found = slug.success ? await portalAt(site, slug.data, undefined) : null;
    if (!found) return html(404, portalRefusalHtml(site, 'inviteInvalid', nonce));
    // An invitation mailed before the page's address changed: its address now.
    if (found.moved) return reply.header('cache-control', 'private, no-store').redirect(`/b/${found.portal.slug}/join${queryOf(req)}`, 302);
    const outcome = await joinPortal(ctx, req, found.portal, req.query.t ?? '');
    reply.header('cache-control', 'private, no-store');
    if (outcome.kind === 'joined') return reply.redirect(outcome.to!, 303);
    if (outcome.kind === 'signIn') return reply.redirect(`/login?next=${encodeURIComponent(req.url)}`, 303);
    if (outcome.kind === 'otherAccount') return html(403, portalInviteOtherHtml(site, outcome.email!, nonce));
    return html(404, portalRefusalHtml(site, 'inviteInvalid', nonce));
  });
  // The brand file, the live logo link, the mockups' pictures and the files (assets.ts).
  await portalAssetRoutes(app, ctx, { portalAt, openPortal, brandOf, queryOf, events });
}
