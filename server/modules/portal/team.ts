import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../core/constants';
import { ZIdParams, ZIdText } from '../../../core/ids';
import { can, RULES, type Role } from '../../../core/permissions';
import { PORTAL_MEMBERS_MAX, ZPortalMemberBody, ZPortalToken, type TPortalMember } from '../../../core/portal/api';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { logos, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { takeOrRefuse, type RateRule } from '../../lib/rate-limit';
import { sendQuietly } from '../../mail';
import { newToken } from '../auth/passwords';
import { loadLogoFor } from '../logo/access';
import type { LogoWithClient } from '../logo/repo';
import { invitationMail } from './mails';
import { brandPortals, portalMembers } from './schema';

type MemberRow = typeof portalMembers.$inferSelect;
type PortalRow = typeof brandPortals.$inferSelect;

/** Invitations one person may send in an hour (each is a mail). */
export const INVITES_LIMIT: RateRule = { bucket: 'portal-invites', max: 30, windowMs: 60 * 60_000 };

/** A member in force: accepted, not removed, not past its end. */
const inForce = (now: Date) => and(isNotNull(portalMembers.accepted_at), isNull(portalMembers.removed_at), or(isNull(portalMembers.ends_at), gt(portalMembers.ends_at, now)));

/**
 * The roles a signed-in user holds on a logo as its portal's team member
 * (portalViewer, portalEditor), read on every request: a removal or an end
 * takes effect at once, on every instance. Nothing for the owner or an admin
 * (their own roles say more) or a visitor.
 */
export async function teamRoles(db: Db, userId: number | undefined, faId: number, roles: readonly Role[] = []): Promise<Role[]> {
  if (userId === undefined || roles.includes('owner') || roles.includes('admin')) return [];
  const rows = await db
    .select({ role: portalMembers.role })
    .from(portalMembers)
    .where(and(eq(portalMembers.fa_id, faId), eq(portalMembers.user_id, userId), inForce(new Date())));
  return rows.map((r) => (r.role === 'editor' ? 'portalEditor' : 'portalViewer'));
}

/** `loadLogoFor`'s hook adding the team's roles of this request's viewer. */
export const withTeam =
  (ctx: AppContext, req: FastifyRequest) =>
  (logo: LogoWithClient, roles: readonly Role[]): Promise<Role[]> =>
    teamRoles(ctx.db, req.user?.id, logo.fa_id, roles);

function stateOf(row: MemberRow, now: Date): TPortalMember['state'] {
  if (row.removed_at) return 'removed';
  if (row.ends_at && row.ends_at <= now) return 'ended';
  return row.accepted_at ? 'active' : 'invited';
}

function presentMember(row: MemberRow, now = new Date()): TPortalMember {
  return { id: row.id, email: row.email, role: row.role, state: stateOf(row, now), ends_at: row.ends_at?.toISOString() ?? null, created_at: row.created_at.toISOString() };
}

/** The invitation's address on the portal's site. */
export const joinPath = (slug: string, token: string) => `/b/${slug}/join?t=${token}`;

/**
 * The portal's team (issue 46): the owner's (or an admin's) list,
 * invitations and removals, and the invitation's address, where the account
 * with the invited e-mail joins. `findPortal` is the portal of a logo.
 */
export async function portalTeamRoutes(app: FastifyInstance, ctx: AppContext, findPortal: (faId: number) => Promise<PortalRow | undefined>): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;

  async function teamPortal(req: FastifyRequest, faId: number): Promise<PortalRow> {
    const { roles } = await loadLogoFor(ctx, req, faId, [], 'FORBIDDEN', withTeam(ctx, req));
    if (!req.user) throw new AppError('UNAUTHENTICATED');
    if (!can(RULES.portalTeam, roles)) throw new AppError(roles.includes('owner') ? 'NOT_BOUGHT' : 'FORBIDDEN');
    const portal = await findPortal(faId);
    if (!portal) throw new AppError('NOT_FOUND', 'this logo has no brand portal yet');
    return portal;
  }

  r.get('/api/logo/:id/portal/members', { schema: { params: ZIdParams } }, async (req, reply) => {
    const portal = await teamPortal(req, req.params.id);
    const rows = await db.select().from(portalMembers).where(eq(portalMembers.fa_id, portal.fa_id)).orderBy(desc(portalMembers.id)).limit(200);
    reply.header('cache-control', 'private, no-store');
    return { members: rows.map((row) => presentMember(row)) };
  });

  r.post('/api/logo/:id/portal/members', { schema: { params: ZIdParams, body: ZPortalMemberBody } }, async (req, reply) => {
    const portal = await teamPortal(req, req.params.id);
    await takeOrRefuse(db, INVITES_LIMIT, `user:${req.user!.id}`);
    const { email, role, ends_on } = req.body;
    const now = new Date();
    const current = await db
      .select()
      .from(portalMembers)
      .where(and(eq(portalMembers.fa_id, portal.fa_id), isNull(portalMembers.removed_at), or(isNull(portalMembers.ends_at), gt(portalMembers.ends_at, now))));
    if (current.length >= PORTAL_MEMBERS_MAX) throw new AppError('TOO_MANY_REQUESTS', 'remove members no longer needed first');
    // The owner is the owner: never their own team member.
    const [owner] = await db.select({ email: users.email }).from(users).innerJoin(logos, eq(logos.user_id, users.id)).where(eq(logos.fa_id, portal.fa_id));
    if (owner?.email?.toLowerCase() === email) throw new AppError('BAD_REQUEST', 'this is the owner’s own e-mail');
    const row = await db.transaction(async (tx) => {
      // One change of a logo's team at a time (two invitations of one e-mail at once: one replaces the other).
      await tx.select({ fa_id: logos.fa_id }).from(logos).where(eq(logos.fa_id, portal.fa_id)).for('update');
      // One membership an e-mail: inviting again replaces the one in force (a new role or end, a new address).
      await tx
        .update(portalMembers)
        .set({ removed_at: now })
        .where(and(eq(portalMembers.fa_id, portal.fa_id), sql`lower(${portalMembers.email}) = ${email}`, isNull(portalMembers.removed_at)));
      const [made] = await tx
        .insert(portalMembers)
        .values({ fa_id: portal.fa_id, email, role, token: newToken(), ends_at: ends_on ? new Date(`${ends_on}T23:59:59Z`) : null, invited_by: req.user!.id })
        .returning();
      return made!;
    });
    const site = portal.site as Locale;
    const [logo] = await db.select({ name: logos.logo_name }).from(logos).where(eq(logos.fa_id, portal.fa_id));
    await sendQuietly(ctx.mail, req.log, [invitationMail(site, { to: email, brand: logo?.name ?? '', role, url: `${ctx.config.publicOrigins[site]}${joinPath(portal.slug, row.token)}`, endsAt: row.ends_at })]);
    reply.code(201).header('cache-control', 'private, no-store');
    return { member: presentMember(row) };
  });

  r.delete('/api/logo/:id/portal/members/:memberId', { schema: { params: ZIdParams.extend({ memberId: ZIdText }) } }, async (req, reply) => {
    const portal = await teamPortal(req, req.params.id);
    // Removed in the row every request reads: out at once, everywhere.
    const [done] = await db
      .update(portalMembers)
      .set({ removed_at: sql`coalesce(${portalMembers.removed_at}, now())` })
      .where(and(eq(portalMembers.id, req.params.memberId), eq(portalMembers.fa_id, portal.fa_id)))
      .returning();
    if (!done) throw new AppError('NOT_FOUND', 'no such member');
    reply.header('cache-control', 'private, no-store');
    return { member: presentMember(done) };
  });
}

export interface JoinOutcome {
  kind: 'joined' | 'signIn' | 'otherAccount' | 'invalid';
  /** Where a joined member goes. */
  to?: string;
  /** The invitation's e-mail, for a person signed in as someone else. */
  email?: string;
}

/**
 * What the invitation's address does for this viewer: signed in with the
 * invited e-mail, the member joins (a viewer goes to the brand page, an
 * editor to the portal's page of the area); signed out, to the sign-in page
 * and back; signed in as someone else, told whose invitation it is; a
 * removed, ended or unknown invitation is no longer one. The page route
 * (routes.ts) writes the answer.
 */
export async function joinPortal(ctx: AppContext, req: FastifyRequest, portal: PortalRow, token: string): Promise<JoinOutcome> {
  if (!ZPortalToken.safeParse(token).success) return { kind: 'invalid' };
  const now = new Date();
  const [member] = await ctx.db
    .select()
    .from(portalMembers)
    .where(and(eq(portalMembers.token, token), eq(portalMembers.fa_id, portal.fa_id), isNull(portalMembers.removed_at), or(isNull(portalMembers.ends_at), gt(portalMembers.ends_at, now))));
  if (!member) return { kind: 'invalid' };
  if (!req.user) return { kind: 'signIn' };
  const [account] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, req.user.id));
  if (account?.email?.toLowerCase() !== member.email.toLowerCase()) return { kind: 'otherAccount', email: member.email };
  if (member.user_id !== null && member.user_id !== req.user.id) return { kind: 'invalid' };
  if (!member.accepted_at) await ctx.db.update(portalMembers).set({ user_id: req.user.id, accepted_at: now }).where(eq(portalMembers.id, member.id));
  return { kind: 'joined', to: member.role === 'editor' ? `/download/portal?logo=${portal.fa_id}` : `/b/${portal.slug}` };
}

