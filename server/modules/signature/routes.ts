import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TDesign } from '../../../core/design';
import { brandIdentityRefusal } from '../../../core/downloads';
import { RULES } from '../../../core/permissions';
import { SIGNATURE_IMAGE, ZSignatureImageParams } from '../../../core/signature';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { renderStorageKey } from '../../lib/content-address';
import { logoFileKey, renderLogoFile } from '../../render/logo-files';
import { loadLogoFor } from '../logo/access';

/**
 * The e-mail signature's hosted logo (core/signature.ts): mail clients load
 * pictures from a public address, so the logo is rendered once into the
 * render cache, whose content addresses are public and immutable, and the
 * absolute address on the site's public origin (PUBLIC_ORIGINS, never the
 * request's Host) is given. For a signed-in viewer of a bought logo.
 */
export async function signatureRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/logo/:id/signature-image', { schema: { params: ZSignatureImageParams } }, async (req) => {
    const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    const refusal = brandIdentityRefusal(new Set(roles));
    if (refusal) throw new AppError(refusal);
    const design = logo.design as TDesign;
    const request = { variant: 'main' as const, format: 'png-high' as const, background: null, width: SIGNATURE_IMAGE.width, height: SIGNATURE_IMAGE.height };
    const file = await renderLogoFile(ctx.storage, design, request, req.id);
    const path = `/oss/${renderStorageKey(logoFileKey(design, request), file.ext)}`;
    return { code: 200 as const, data: { url: `${ctx.config.publicOrigins[req.site]}${path}`, width: SIGNATURE_IMAGE.width, height: SIGNATURE_IMAGE.height } };
  });
}
