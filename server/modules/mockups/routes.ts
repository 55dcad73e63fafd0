import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MOCKUP_PAGE_SIZE } from '../../../core/constants';
import { ZDesignPrintQuery, type TDesign } from '../../../core/design';
import { brandAssetRefusal } from '../../../core/downloads';
import { ZIdParams } from '../../../core/ids';
import { MOCKUP_PREVIEW, ZMockupListQuery, ZSceneId, type TMockupList, type TMockupSummary, type TMockupTags } from '../../../core/mockups/api';
import type { Locale } from '../../../core/constants';
import type { Scene } from '../../../core/mockups/scene';
import { findScenes, mockupFileName, mockupTags, TAG_LABELS } from '../../../core/mockups/catalogue';
import { SCENES, sceneById } from '../../../core/mockups/library';
import { portraitFocus, SCENE_HEIGHT, SCENE_WIDTH } from '../../../core/mockups/scene';
import { RULES } from '../../../core/permissions';
import { isVisitor } from '../../../core/visitors';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { IMMUTABLE, sendDownload } from '../../lib/send-file';
import { renderLogoFile } from '../../render/logo-files';
import { sceneVersion } from '../../render/scene-version';
import { loadLogoFor } from '../logo/access';
import { admitVisitor } from '../logo/visitors';

/** A mockup download is the scene at its own size (2400×1800): "at least 2400 px wide". */
export const MOCKUP_DOWNLOAD = { width: SCENE_WIDTH, height: SCENE_HEIGHT } as const;

const ZSceneParams = z.object({ scene: ZSceneId });
const ZLogoSceneParams = ZIdParams.extend({ scene: ZSceneId });
const ZSceneQuery = z.object({ v: z.string().max(64).optional() });
/** A preview's address: the scene's version, and after a change of the logo while the page is open its design's fingerprint (web/components/ServerPicture.tsx `followingDesign`). */
const ZPreviewQuery = ZSceneQuery.extend(ZDesignPrintQuery.shape);

/** A scene as the lists give it. */
function summary(s: Scene, site: Locale): TMockupSummary {
  return {
    id: s.id,
    number: s.number,
    label: s.label[site],
    tags: [...s.tags],
    ...(s.preset === undefined ? {} : { preset: s.preset, focus: portraitFocus(s) }),
    version: sceneVersion(s.id),
  };
}

/**
 * The mockups page (spec 02 §2, §4, §6): the tag chips, the paged list and
 * search, each scene's art for the browser's previews, and the JPG download.
 * The library is public: the list's first page and every scene answer to
 * anyone; more pages (load-more) and downloads need a signed-in viewer of a
 * logo with the professional package.
 */
export async function mockupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/mockups/tags', async (req): Promise<TMockupTags> => ({
    tags: mockupTags(SCENES).map((id) => ({ id, label: TAG_LABELS[id][req.site] })),
  }));

  r.get('/api/mockups', { schema: { querystring: ZMockupListQuery } }, async (req): Promise<TMockupList> => {
    const { tag, keyword, page, logo } = req.query;
    if (page > 1) {
      // spec 02 §6: load-more needs the professional package.
      if (logo === undefined) throw new AppError(req.user ? 'NOT_IN_PACKAGE' : 'UNAUTHENTICATED', 'more mockups need a logo with the professional package');
      const { roles } = await loadLogoFor(ctx, req, logo, RULES.viewLogo, 'LOGO_PRIVATE');
      const refusal = brandAssetRefusal(new Set(roles));
      if (refusal) throw new AppError(refusal);
    }
    const found = findScenes(SCENES, { tag, keyword });
    const start = (page - 1) * MOCKUP_PAGE_SIZE;
    return {
      list: found.slice(start, start + MOCKUP_PAGE_SIZE).map((s) => summary(s, req.site)),
      page,
      pageSize: MOCKUP_PAGE_SIZE,
      total: found.length,
      more: start + MOCKUP_PAGE_SIZE < found.length,
    };
  });

  // The brand-identity page's preset scenes (spec 02 §2, §9): public like the first page of the list.
  r.get('/api/mockups/presets', async (req) => ({
    list: SCENES.filter((s) => s.preset !== undefined)
      .sort((a, b) => a.preset! - b.preset!)
      .map((s) => summary(s, req.site)),
  }));

  r.get('/api/mockups/scenes/:scene', { schema: { params: ZSceneParams, querystring: ZSceneQuery } }, async (req, reply) => {
    const scene = sceneById(req.params.scene);
    if (!scene) throw new AppError('NOT_FOUND');
    // Asked by its current version, the answer never changes; otherwise revalidate.
    reply.header('cache-control', req.query.v === sceneVersion(scene.id) ? IMMUTABLE : 'public, no-cache');
    return { scene };
  });

  // The scene with the logo as a picture (800×600 JPG) for whoever may view the logo: what the mockups page and the
  // brand identity page show (drawn once per design and scene and kept like every render, not composed on a phone).
  // Revalidated by its ETag at each load, so the picture after a designer's fix is the new logo's (and within one page
  // load the browser asks a new address: web/components/ServerPicture.tsx).
  r.get('/api/logo/:id/mockups/:scene/preview.jpg', { schema: { params: ZLogoSceneParams, querystring: ZPreviewQuery } }, async (req, reply) => {
    const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    const scene = sceneById(req.params.scene);
    if (!scene) throw new AppError('NOT_FOUND');
    const file = await renderLogoFile(ctx.storage, logo.design as TDesign, { variant: 'main', format: 'jpg-low', ...MOCKUP_PREVIEW, scene: scene.id }, req.id);
    return sendDownload(req, reply, file, `${scene.id}-preview.jpg`, 'private, no-cache');
  });

  r.get('/api/logo/:id/mockups/:scene', { schema: { params: ZLogoSceneParams } }, async (req, reply) => {
    // spec 02 §6: downloads need a signed-in viewer and the professional package.
    if (!req.user) throw new AppError('UNAUTHENTICATED');
    const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    const roleSet = new Set(roles);
    const refusal = brandAssetRefusal(roleSet);
    if (refusal) throw new AppError(refusal);
    const scene = sceneById(req.params.scene);
    if (!scene) throw new AppError('NOT_FOUND');
    if (isVisitor(roleSet)) await admitVisitor(ctx, req, true);
    const file = await renderLogoFile(ctx.storage, logo.design as TDesign, {
      variant: 'main',
      format: 'jpg-high',
      ...MOCKUP_DOWNLOAD,
      scene: scene.id,
    }, req.id);
    return sendDownload(req, reply, file, mockupFileName(req.site, logo.logo_name, scene));
  });
}
