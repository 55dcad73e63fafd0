import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITE_TEXT } from '../../../core/constants';
import type { TDesign } from '../../../core/design';
import { brandIdentityRefusal, officeTemplateRefusal } from '../../../core/downloads';
import { ZIdParams, ZIdText } from '../../../core/ids';
import { slotAspects } from '../../../core/office/svg';
import { officeThemePackage } from '../../../core/office/theme';
import { outlinedDesign } from '../../render/outlined';
import { EXTENSION, TEMPLATE_KINDS, ZTemplateListQuery, type TemplateKind, type TTemplateListResponse, type TTemplateSaveResponse } from '../../../core/office/api';
import { PPT_TEMPLATES, pptPreviewSvg } from '../../../core/office/ppt-templates';
import { pageOf } from '../../../core/office/word';
import { wordPreviewSvg } from '../../../core/office/word-preview';
import { WORD_TEMPLATES } from '../../../core/office/word-templates';
import { RULES } from '../../../core/permissions';
import { isVisitor } from '../../../core/visitors';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { sendDownload, sendPrivate } from '../../lib/send-file';
import { loadLogoFor } from '../logo/access';
import { admitVisitor } from '../logo/visitors';
import { zipParts } from './package';
import { findLogoOfCustomize } from './repo';
import { findTemplate, logoOfficeBrand, storedOfficeFile, type OfficeTemplate } from './service';

const THEME_NAME = { zh: 'Office主题', en: 'Office theme' } as const;

const ZTemplateParams = z.object({ templateId: ZIdText });
const ZFileParams = z.object({ templateId: ZIdText, logoId: ZIdText });
const ZCustomizeParams = z.object({ templateId: ZIdText, customizeId: ZIdText });

/**
 * The Word and PPT templates (spec 02 §2, §4, §6, §7), for each kind:
 * the list, each template's preview file (the logo's colours and name, image
 * slots the page fills with the logo and icon), the download call that
 * answers the savePath (by logo or by customise id), and the savePath itself,
 * which runs the same checks before it sends the file.
 */
export async function templateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  function templateOf(kind: TemplateKind, id: number): OfficeTemplate {
    const t = findTemplate(kind, id);
    if (!t) throw new AppError('NOT_FOUND', 'no such template');
    return t;
  }

  /** The logo, with the download gate of spec 02 §4/§6 passed. */
  async function downloadable(req: FastifyRequest, logoId: number) {
    const { logo, roles } = await loadLogoFor(ctx, req, logoId, RULES.viewLogo, 'LOGO_PRIVATE');
    const roleSet = new Set(roles);
    const refusal = officeTemplateRefusal(roleSet);
    if (refusal) throw new AppError(refusal);
    if (isVisitor(roleSet)) await admitVisitor(ctx, req, true);
    return logo;
  }

  // The brand's Office theme (.thmx): the colours and fonts any Word or PowerPoint file can take on; offered beside
  // each template. It is in every bought logo's brand kit too, so it is given by the kit's rule (a signed-in viewer of a bought logo).
  r.get('/api/logo/:id/office-theme.thmx', { schema: { params: ZIdParams } }, async (req, reply) => {
    const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    const roleSet = new Set(roles);
    const refusal = brandIdentityRefusal(roleSet);
    if (refusal) throw new AppError(refusal);
    if (isVisitor(roleSet)) await admitVisitor(ctx, req, true);
    const body = zipParts(officeThemePackage(logoOfficeBrand(logo, req.site)));
    const etag = createHash('sha256').update(body).digest('hex');
    return sendDownload(req, reply, { body, contentType: 'application/vnd.ms-officetheme', etag }, `${SITE_TEXT[req.site]}-${logo.logo_name}-${THEME_NAME[req.site]}.thmx`);
  });

  for (const kind of TEMPLATE_KINDS) {
    const base = `/api/${kind}tpl`;

    r.get(`${base}/list`, { schema: { querystring: ZTemplateListQuery } }, async (req, reply): Promise<TTemplateListResponse> => {
      await loadLogoFor(ctx, req, req.query.logo, RULES.viewLogo, 'LOGO_PRIVATE');
      reply.header('cache-control', 'private, no-cache');
      const preview = (id: number) => `${base}/${id}/preview.svg?logo=${req.query.logo}`;
      const list =
        kind === 'word'
          ? WORD_TEMPLATES.map((t) => ({ id: t.id, wordtpl_id: t.id, slug: t.slug, title: t.name[req.site], preview_file: preview(t.id), pages: 1, format: pageOf(t, req.site).label }))
          : PPT_TEMPLATES.map((t) => ({ id: t.id, ppttpl_id: t.id, slug: t.slug, title: t.name[req.site], preview_file: preview(t.id), pages: t.slides.length, format: '16:9' }));
      return { code: 200, list };
    });

    r.get(`${base}/:templateId/preview.svg`, { schema: { params: ZTemplateParams, querystring: ZTemplateListQuery } }, async (req, reply) => {
      const t = templateOf(kind, req.params.templateId);
      const { logo } = await loadLogoFor(ctx, req, req.query.logo, RULES.viewLogo, 'LOGO_PRIVATE');
      const brand = logoOfficeBrand(logo, req.site);
      const today = new Date();
      // The slots at the pictures' own size: the page's logo then sits exactly where the file puts it.
      const aspects = slotAspects(outlinedDesign(logo.design as TDesign));
      const svg = t.kind === 'word' ? wordPreviewSvg(t.template, brand, today, aspects) : pptPreviewSvg(t.template, brand, today, aspects);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-security-policy', "default-src 'none'; img-src data: blob:; style-src 'unsafe-inline'")
        .send(svg);
    });

    /** Builds the file (or finds it built) and answers where to fetch it. */
    async function save(req: FastifyRequest, templateId: number, logoId: number): Promise<TTemplateSaveResponse> {
      const t = templateOf(kind, templateId);
      const logo = await downloadable(req, logoId);
      await storedOfficeFile(ctx.storage, t, { design: logo.design as TDesign, logo_name: logo.logo_name, slogan_name: logo.slogan_name }, req.site, new Date(), req.id);
      return { code: 200, savePath: `${base}/${templateId}/${logoId}/file` };
    }

    r.get(`${base}/:templateId/:logoId`, { schema: { params: ZFileParams } }, async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return save(req, req.params.templateId, req.params.logoId);
    });

    r.get(`${base}/:templateId/customize/:customizeId`, { schema: { params: ZCustomizeParams } }, async (req, reply) => {
      if (!req.user) throw new AppError('UNAUTHENTICATED');
      const logoId = await findLogoOfCustomize(ctx.db, req.params.customizeId);
      if (logoId === null) throw new AppError('NOT_FOUND', 'no logo for this customise record');
      reply.header('cache-control', 'private, no-store');
      try {
        return await save(req, req.params.templateId, logoId);
      } catch (error) {
        // Someone else's record is answered as one that does not exist: the ids say nothing about other clients.
        if (error instanceof AppError && error.code === 'LOGO_PRIVATE') throw new AppError('NOT_FOUND', 'no logo for this customise record');
        throw error;
      }
    });

    r.get(`${base}/:templateId/:logoId/file`, { schema: { params: ZFileParams } }, async (req, reply) => {
      const t = templateOf(kind, req.params.templateId);
      const logo = await downloadable(req, req.params.logoId);
      const file = await storedOfficeFile(ctx.storage, t, { design: logo.design as TDesign, logo_name: logo.logo_name, slogan_name: logo.slogan_name }, req.site, new Date(), req.id);
      // After the checks: a short-lived link to the stored file (or its bytes).
      return sendPrivate(reply, ctx.storage, file.storageKey, {
        filename: `${SITE_TEXT[req.site]}-${logo.logo_name}-${t.template.name[req.site]}.${EXTENSION[kind]}`,
        contentType: file.contentType,
      });
    });
  }
}
