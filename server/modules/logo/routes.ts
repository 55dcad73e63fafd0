import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MY_LOGOS_MAX, ZLogoQuery } from '../../../core/api';
import { DOWNLOAD_FORMATS, MAX_SIDE_PX } from '../../../core/constants';
import { brandAssetRefusal, defaultDownloadSize, downloadFileSuffix, downloadRefusal } from '../../../core/downloads';
import { lockupAspect, lockupCanvas, ZLockup } from '../../../core/composer/lockups';
import { outlinedDesign } from '../../render/outlined';
import { packageState } from '../../../core/packages';
import { ZLogoVariant, type TDesign } from '../../../core/design';
import { can, RULES } from '../../../core/permissions';
import { isVisitor, isVisitorSize } from '../../../core/visitors';
import type { AppContext } from '../../context';
import { redirectToContent, sendDownload } from '../../lib/send-file';
import { checkLockup } from './lockup-check';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../lib/request';
import { renderStorageKey } from '../../lib/content-address';
import { renderLogoFile } from '../../render/logo-files';
import { admitOneOffRender, isPresetSize, keepOneOffRender } from './one-off';
import { defineFeaturedJobs, requestFeatured } from './featured';
import { loadLogoFor } from './access';
import { admitVisitor, offersBackground } from './visitors';
import { presentLogo } from './presenter';
import { logosOfUser, toggleShare } from './repo';
import { ZIdParams } from '../../../core/ids';
import { withTeam } from '../portal/team';

const ZSide = z.coerce.number().int().positive();
const ZDownloadQuery = z.object({
  variant: ZLogoVariant.default('main'),
  format: z.enum(DOWNLOAD_FORMATS).default('svg'),
  /** Background of white/black variants, "rrggbb" without '#'. */
  bg: z
    .string()
    .regex(/^[0-9a-fA-F]{6}$/)
    .optional(),
  width: ZSide.optional(),
  height: ZSide.optional(),
  /** A lockup of the logo (core/composer/lockups.ts): the original layout when absent. */
  layout: ZLockup.default('original'),
});

/** Logo details, share switch and logo file downloads. */
export async function logoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await defineFeaturedJobs(ctx);

  r.get('/api/logo/details', { schema: { querystring: ZLogoQuery } }, async (req) => {
    // spec 01 §4 page start: a visitor may only see a shared logo.
    // A brand portal's editor sees the logo too (the area shows them its portal page only: RULES.portalTeamOnly).
    const { logo, roles } = await loadLogoFor(ctx, req, req.query.logo, RULES.viewLogo, 'LOGO_PRIVATE', withTeam(ctx, req));
    const details = presentLogo(logo);
    // An editor is told nothing of what was paid, or by whom.
    if (can(RULES.portalTeamOnly, roles)) return { code: 200 as const, logoIdDetails: { ...details, amount: 0, bought_type: null, user_id: 0 }, roles };
    return { code: 200 as const, logoIdDetails: details, roles };
  });

  r.post('/api/logo/:id/download/share/status', { schema: { params: ZIdParams } }, async (req) => {
    await loadLogoFor(ctx, req, req.params.id, RULES.toggleShare);
    return { code: 200 as const, data: await toggleShare(ctx.db, req.params.id) };
  });

  // spec 01 §4 "Download page load": the page asks for the featured images when the logo lacks them.
  r.post('/api/logo/:id/featured', { schema: { params: ZIdParams } }, async (req) => {
    const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    return { code: 200 as const, data: await requestFeatured(ctx, logo, req.id) };
  });

  // Not a spec call: /download/ without a logo lists the signed-in user's logos to pick from.
  r.get('/api/me/logos', async (req) => {
    const user = requireUser(req);
    const rows = await logosOfUser(ctx.db, user.id, MY_LOGOS_MAX);
    return {
      code: 200 as const,
      logos: rows.map((l) => ({
        fa_id: l.fa_id,
        logo_name: l.logo_name,
        package: packageState(l, false).tier,
        preview: `/api/logo/${l.fa_id}/preview.png?v=${l.updated_at.getTime()}`,
        updated_at: l.updated_at.toISOString(),
      })),
    };
  });

  // The main logo as a 400×300 PNG for whoever may view the logo (the page shows the same picture drawn in the
  // browser): the list of one's logos shows it, bought or not; a visitor of a shared logo gets the one size only.
  r.get('/api/logo/:id/preview.png', { schema: { params: ZIdParams } }, async (req, reply) => {
    const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    const file = await renderLogoFile(ctx.storage, logo.design as TDesign, { variant: 'main', format: 'png-low', width: 400, height: 300 }, req.id);
    return sendDownload(req, reply, file, `${logo.logo_name}-preview.png`);
  });

  r.get(
    '/api/logo/:id/download',
    { schema: { params: ZIdParams, querystring: ZDownloadQuery } },
    async (req, reply) => {
      const q = req.query;
      if ((q.width ?? 0) > MAX_SIDE_PX || (q.height ?? 0) > MAX_SIDE_PX) throw new AppError('SIZE_LIMIT');
      const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
      const roleSet = new Set(roles);
      const tier = packageState(logo, roleSet.has('admin')).tier;
      const design = logo.design as TDesign;
      const lockup = q.layout === 'original' ? undefined : q.layout;
      // The lockups come with the professional package, for a signed-in viewer (as mockups and cards do).
      const lockupRefusal = lockup && brandAssetRefusal(roleSet);
      if (lockupRefusal) throw new AppError(lockupRefusal);
      if (lockup) checkLockup(design, lockup, q.variant);
      const size = lockup
        ? lockupCanvas(outlinedDesign(design), lockup, q.variant !== 'no-slogan', Math.max(...Object.values(defaultDownloadSize(tier, roleSet))))
        : defaultDownloadSize(tier, roleSet);
      const width = q.width ?? size.width;
      const height = q.height ?? size.height;
      // spec 01 §4: not bought → payment (or sign-in); basic → website size only; eps → admins.
      const refusal = downloadRefusal(roleSet, tier, { format: q.format, width, height });
      if (refusal) throw new AppError(refusal);
      if (isVisitor(roleSet)) await admitVisitor(ctx, req, isVisitorSize(req.site, width, height) && offersBackground(design, q.bg));
      if (q.variant === 'symbol' && !design.icon) throw new AppError('NOT_FOUND', 'this logo has no symbol');
      if (q.variant === 'no-slogan' && !design.slogan) throw new AppError('NOT_FOUND', 'this logo has no slogan');
      // A size the customer typed is rendered on demand, within limits (one-off.ts); the dialog's presets never are limited.
      const aspect = lockup ? lockupAspect(outlinedDesign(design), lockup, q.variant !== 'no-slogan') : null;
      const oneOff = (q.width !== undefined || q.height !== undefined) && !isPresetSize(req.site, width, height, aspect);
      const file = await renderLogoFile(
        ctx.storage,
        design,
        { variant: q.variant, format: q.format, background: q.bg ? `#${q.bg.toLowerCase()}` : undefined, width, height, ...(lockup ? { lockup } : {}) },
        req.id,
        oneOff ? { beforeRender: () => admitOneOffRender(ctx, req) } : {},
      );
      if (oneOff) await keepOneOffRender(ctx, { storageKey: renderStorageKey(file.etag, file.ext), body: file.body, contentType: file.contentType, made: file.made === true });
      const name = lockup ? `${logo.logo_name}-${lockup}-${q.variant}` : `${logo.logo_name}-${q.variant}`;
      return redirectToContent(reply, file, `${name}${downloadFileSuffix(q.format)}.${file.ext}`);
    },
  );
}
