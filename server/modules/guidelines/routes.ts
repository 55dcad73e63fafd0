import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TDesign } from '../../../core/design';
import { brandAssetRefusal } from '../../../core/downloads';
import { ZIdParams } from '../../../core/ids';
import { RULES } from '../../../core/permissions';
import { isVisitor } from '../../../core/visitors';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { sendPrivate } from '../../lib/send-file';
import { loadLogoFor } from '../logo/access';
import { admitVisitor } from '../logo/visitors';
import { spotNames } from '../vi/service';
import { storedGuidelines } from './service';
import { guidelinesFileName } from './strings';

/**
 * The brand guidelines PDF of a logo, in the site's language: like the
 * mockups and business cards (spec 02 §6), for a signed-in viewer of a
 * bought logo with the professional package (admins count).
 */
export async function guidelinesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/logo/:id/guidelines.pdf', { schema: { params: ZIdParams } }, async (req, reply) => {
    if (!req.user) throw new AppError('UNAUTHENTICATED');
    const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    const roleSet = new Set(roles);
    const refusal = brandAssetRefusal(roleSet);
    if (refusal) throw new AppError(refusal);
    if (isVisitor(roleSet)) await admitVisitor(ctx, req, true);
    const key = await storedGuidelines(ctx.storage, { design: logo.design as TDesign, logoName: logo.logo_name, site: req.site, date: logo.created_at, requestId: req.id, spots: await spotNames(ctx, logo) });
    // After the checks: a short-lived link to the stored PDF (or its bytes).
    return sendPrivate(reply, ctx.storage, key, { filename: guidelinesFileName(logo.logo_name, req.site), contentType: 'application/pdf' });
  });
}
