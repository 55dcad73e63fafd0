import type { FastifyRequest } from 'fastify';
import { can, type Rule } from '../../../core/permissions';
import { rolesFor, type RoleLogo } from '../../../core/roles';
import type { Role } from '../../../core/permissions';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { ReadCache, readCachePer } from '../../lib/read-cache';
import { findLogo, type LogoWithClient } from './repo';

export interface LogoAccess {
  logo: LogoWithClient;
  roles: Role[];
}

/** A logo row as the role rules read it, made once per cached row (those are frozen and shared: server/lib/read-cache.ts). */
const roleViews = new WeakMap<LogoWithClient, RoleLogo>();

function roleLogo(logo: LogoWithClient): RoleLogo {
  if (!Object.isFrozen(logo)) return { ...logo, shareSetting: logo.share_setting };
  let view = roleViews.get(logo);
  if (!view) roleViews.set(logo, (view = { ...logo, shareSetting: logo.share_setting }));
  return view;
}

/** The roles of this request's viewer on a logo (the server never grants 'embedded'). */
export function logoRoles(ctx: AppContext, req: FastifyRequest, logo: LogoWithClient): Role[] {
  return rolesFor({
    site: req.site,
    viewer: req.user,
    logo: roleLogo(logo),
    invoiceEnabled: ctx.config.publicSite.invoiceEnabled,
  });
}

/**
 * Logos as the checks read them, kept by each process while unchanged: any
 * change of the logo or of its customise record drops the entry
 * (server/lib/read-cache.ts). Only for reads: a change is written by a statement.
 */
const logoCache = readCachePer((changes) => {
  const cache = new ReadCache<number, LogoWithClient>(changes, { name: 'logos', max: 5_000, ttlMs: 60_000 });
  changes.on('logos', (faId) => cache.delete(Number(faId)));
  changes.on('customize_records', (id) => cache.deleteWhere((logo) => String(logo.customize_id) === id));
  return cache;
});

/**
 * Loads a logo and checks a permission rule for this request's viewer:
 * 404 when it does not exist, 401 for an anonymous viewer, 403 otherwise.
 */
export async function loadLogoFor(
  ctx: AppContext,
  req: FastifyRequest,
  faId: number,
  rule: Rule,
  refusal: 'FORBIDDEN' | 'LOGO_PRIVATE' = 'FORBIDDEN',
  /** Roles the viewer holds elsewhere (a brand portal's team: portal/team.ts), read before the rule. */
  more?: (logo: LogoWithClient, roles: readonly Role[]) => Promise<readonly Role[]>,
): Promise<LogoAccess> {
  const logo = await logoCache(ctx.changes).get(faId, () => findLogo(ctx.db, faId));
  if (!logo) throw new AppError('NOT_FOUND');
  const roles = logoRoles(ctx, req, logo);
  if (more) roles.push(...(await more(logo, roles)));
  if (!can(rule, roles)) {
    if (!req.user && refusal === 'FORBIDDEN') throw new AppError('UNAUTHENTICATED');
    throw new AppError(refusal);
  }
  return { logo, roles };
}
