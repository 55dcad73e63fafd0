import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Locale } from '../../../core/constants';
import type { TDesign } from '../../../core/design';
import { ZIP_NAME } from '../../../core/kit';
import { packageState } from '../../../core/packages';
import { RULES, type Role } from '../../../core/permissions';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { sendPrivate } from '../../lib/send-file';
import { loadLogoFor } from '../logo/access';
import { spotNames } from '../vi/service';
import type { LogoWithClient } from '../logo/repo';
import { defineKitJobs, kitKey, kitState, kitZipKey, startKit, type KitLogo } from './service';
import { ZIdParams } from '../../../core/ids';


/** The kit of a logo the viewer may download: bought (admins count as bought), else the purchase refusals. */
async function kitLogo(ctx: AppContext, logo: LogoWithClient, roles: Role[], site: Locale): Promise<KitLogo> {
  const set = new Set(roles);
  if (!set.has('bought')) throw new AppError(set.has('login') ? 'NOT_BOUGHT' : 'UNAUTHENTICATED');
  const admin = set.has('admin');
  // The spot names, in a fixed order: they are part of the kit's key.
  const spots = [...(await spotNames(ctx, logo))].sort(([a], [b]) => a.localeCompare(b));
  return { fa_id: logo.fa_id, logo_name: logo.logo_name, design: logo.design as TDesign, tier: packageState(logo, admin).tier, admin, site, edition: logo.created_at, spots };
}

/** The brand kit ZIP: start a build, follow its progress, download it. */
export async function kitRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await defineKitJobs(ctx, app.log);

  r.post('/api/logo/:id/kit', { schema: { params: ZIdParams } }, async (req) => {
    const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    const data = await startKit(ctx, await kitLogo(ctx, logo, roles, req.site), req.id);
    return { code: 200 as const, data };
  });

  r.get('/api/logo/:id/kit', { schema: { params: ZIdParams } }, async (req) => {
    const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    return { code: 200 as const, data: await kitState(ctx, await kitLogo(ctx, logo, roles, req.site)) };
  });

  r.get('/api/logo/:id/kit/download', { schema: { params: ZIdParams } }, async (req, reply) => {
    const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    const kit = await kitLogo(ctx, logo, roles, req.site);
    const state = await kitState(ctx, kit);
    const key = kitZipKey(kitKey(kit));
    if (state.status !== 'ready') throw new AppError('NOT_FOUND', 'the brand kit is not built yet');
    // After the checks: a link of a few minutes to the private ZIP (or the bytes, when the storage has no links).
    return sendPrivate(reply, ctx.storage, key, { filename: ZIP_NAME(logo.logo_name), contentType: 'application/zip' });
  });
}
