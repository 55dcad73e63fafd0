import type { FastifyRequest } from 'fastify';
import { brandAssetRefusal } from '../../../core/downloads';
import { RULES } from '../../../core/permissions';
import { isVisitor } from '../../../core/visitors';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { loadLogoFor } from './access';
import { admitVisitor } from './visitors';

/**
 * A logo for a brand asset made per request (business cards, the social media
 * kit): any viewer of the logo for previews; for files (`download`) a
 * signed-in viewer with the professional package (core/downloads.ts
 * `brandAssetRefusal`), a signed-in visitor of a shared logo within the
 * visitors' limit as with every other file.
 */
export async function brandAssetLogo(ctx: AppContext, req: FastifyRequest, id: number, download: boolean) {
  if (download && !req.user) throw new AppError('UNAUTHENTICATED');
  const { logo, roles } = await loadLogoFor(ctx, req, id, RULES.viewLogo, 'LOGO_PRIVATE');
  if (download) {
    const roleSet = new Set(roles);
    const refusal = brandAssetRefusal(roleSet);
    if (refusal) throw new AppError(refusal);
    if (isVisitor(roleSet)) await admitVisitor(ctx, req, true);
  }
  return logo;
}
