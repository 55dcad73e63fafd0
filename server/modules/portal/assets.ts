import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lockupCanvas } from '../../../core/composer/lockups';
import type { Locale } from '../../../core/constants';
import type { TDesign } from '../../../core/design';
import { MOCKUP_PREVIEW } from '../../../core/mockups/api';
import { mockupFileName } from '../../../core/mockups/catalogue';
import { SCENES } from '../../../core/mockups/library';
import { packageState } from '../../../core/packages';
import { can, RULES, type Role } from '../../../core/permissions';
import { LIVE_LOGO, liveLogoPath, liveServesOf, PORTAL_MOCKUPS_MAX, portalFilePath, portalPageOf, portalPath, ZLiveLogoQuery, ZPortalAccessQuery, ZPortalSlugParams, type PortalAccess, type TPortalBrand, type TPortalFormat } from '../../../core/portal/api';
import { PORTAL_FILE_NAMES, PORTAL_FILES, PORTAL_ICON_SIDE, PORTAL_LAYOUT_SIDE, portalAssetOf, ZPortalFileName, type TPortalIcon } from '../../../core/portal/files';
import { SOCIAL_FIRST_LOOK } from '../../../core/social/api';
import { defaultSocialTexts } from '../../../core/social/compose';
import { socialFileName, socialSlot, type SocialSlot } from '../../../core/social/platforms';
import type { AppContext } from '../../context';
import { namedContentAddress } from '../../lib/content-address';
import { AppError } from '../../lib/errors';
import { redirectToContent, sendDownload } from '../../lib/send-file';
import { FORMAT_INFO, RENDERERS_VERSION } from '../../render/formats';
import { cachedRender, renderLogoFile, type LogoFile } from '../../render/logo-files';
import { socialPicture } from '../../render/social';
import { outlinedDesign } from '../../render/outlined';
import { manualKeyOf } from '../files/logo-files';
import { loadLogoFor } from '../logo/access';
import { checkLockup } from '../logo/lockup-check';
import { MOCKUP_DOWNLOAD } from '../mockups/routes';
import type { LogoWithClient } from '../logo/repo';
import { rasterise } from '../../render/formats/bitmap';
import { brandFile } from './brand-file';
import { iconFigures } from './figures';
import type { PortalEventLog } from './counts';
import type { brandPortals, portalLinks } from './schema';

type PortalRow = typeof brandPortals.$inferSelect;
type LinkRow = typeof portalLinks.$inferSelect;

/** The brand page's mockups: the brand identity page's preset scenes, in their order. */
export const PORTAL_SCENES = SCENES.filter((s) => s.preset !== undefined)
  .sort((a, b) => a.preset! - b.preset!)
  .slice(0, PORTAL_MOCKUPS_MAX);

/** A portal opened for this viewer (routes.ts openPortal): the roles it gives, how it was opened. */
export interface OpenedPortal {
  portal: PortalRow;
  /** The slug asked is a former one. */
  moved: boolean;
  link: LinkRow | undefined;
  logo: LogoWithClient;
  granted: Role[];
  access: PortalAccess;
  /** The formats this viewer's files come in (PORTAL_FORMATS' order). */
  formats: TPortalFormat[];
}

/** What the portal's routes share with these (routes.ts): who gets in, the brand as shown, the events. */
export interface PortalReader {
  portalAt(site: Locale, slug: string, token: string | undefined): Promise<{ portal: PortalRow; moved: boolean; link: LinkRow | undefined } | null>;
  openPortal(req: FastifyRequest, slug: string, token: string | undefined, grant?: string): Promise<OpenedPortal>;
  brandOf(opened: OpenedPortal): Promise<{ brand: TPortalBrand; profile: string }>;
  /** The query of the request's address, as it came (a redirect keeps the token). */
  queryOf(req: FastifyRequest): string;
  events: PortalEventLog;
}

/**
 * The brand portal's assets (issue 46): the brand file and its tokens, the
 * live logo link, the mockups' pictures and the logo files of the brand
 * page — each to whoever the portal's rules let in (routes.ts openPortal),
 * rendered like every download and answered by its content address.
 */
export async function portalAssetRoutes(app: FastifyInstance, ctx: AppContext, reader: PortalReader): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { portalAt, openPortal, brandOf, queryOf, events } = reader;
  const ZSlugParams = ZPortalSlugParams;
  /** A social kit image of the brand as the kit starts: its first look, the texts of the logo's names. */
  const portalSocial = (opened: OpenedPortal, slot: SocialSlot, size: 'file' | 'preview') => {
    const site = opened.portal.site as Locale;
    const texts = defaultSocialTexts(site, opened.logo.slogan_name, opened.logo.logo_name);
    return socialPicture(ctx.storage, opened.logo.design as TDesign, site, slot, SOCIAL_FIRST_LOOK, texts, size);
  };
  const ZTokenQuery = ZPortalAccessQuery;

  // The brand file and its design tokens: the brand for a machine (brand-file.ts), to whoever may open the page.
  for (const [name, type] of [
    ['brand.json', 'application/json; charset=utf-8'],
    ['tokens.json', 'application/design-tokens+json; charset=utf-8'],
  ] as const) {
    r.get(`/b/:slug/${name}`, { schema: { params: ZSlugParams, querystring: ZTokenQuery } }, async (req, reply) => {
      const opened = await openPortal(req, req.params.slug, req.query.k, req.query.r);
      reply.header('cache-control', 'private, no-store');
      if (opened.moved) return reply.redirect(`/b/${opened.portal.slug}/${name}${queryOf(req)}`, 302);
      const { brand, profile } = await brandOf(opened);
      if (!brand.indexable) reply.header('x-robots-tag', 'noindex, nofollow');
      const saved = opened.logo.design as TDesign;
      const site = opened.portal.site as Locale;
      events.record(req, { faId: opened.portal.fa_id, kind: 'download', linkId: opened.link?.id, asset: name });
      const file = brandFile({
        site,
        origin: ctx.config.publicOrigins[site],
        slug: brand.slug,
        name: brand.name,
        slogan: brand.slogan,
        mission: portalPageOf(opened.portal.page).mission,
        saved,
        design: outlinedDesign(saved),
        colours: brand.colours,
        profile,
        live: opened.portal.live_logo ? liveServesOf(opened.portal.live_serves) : null,
        files:
          brand.downloads === 'yes'
            ? PORTAL_FILE_NAMES.filter((file) => brand.formats.includes(portalAssetOf(file)!.format)).map((file) => ({ name: file, href: portalFilePath(brand.slug, file, opened.access) }))
            : null,
        page: portalPath(brand.slug, opened.access.k, opened.access.r),
      });
      // Read by builds and tools on other sites: the address (its token) is the key, no cookie is needed.
      reply.header('access-control-allow-origin', '*').type(type);
      return JSON.stringify(name === 'brand.json' ? file : file.tokens, null, 2);
    });
  }

  // The live logo link: the logo as it is now for any website, once the owner turned it on (core/portal/api.ts LIVE_LOGO).
  // Its answers per logo as it is now and query: the picture's key and address, worked out once (the render kept in storage).
  const liveAnswers = new WeakMap<object, Map<string, { etag: string; location: string }>>();
  for (const ext of ['svg', 'png'] as const) {
    r.get(`/b/:slug/logo.${ext}`, { schema: { params: ZSlugParams, querystring: ZLiveLogoQuery } }, async (req, reply) => {
      const found = await portalAt(req.site, req.params.slug, undefined);
      if (!found || !found.portal.live_logo) throw new AppError('NOT_FOUND');
      const { portal } = found;
      // What the owner lets it serve: anything else is none of its addresses.
      const serves = liveServesOf(portal.live_serves);
      if (!serves.formats.includes(ext) || !serves.layouts.includes(req.query.layout)) throw new AppError('NOT_FOUND', 'the live logo link does not serve this');
      // A former slug: the address now, the query kept.
      if (found.moved) return reply.header('cache-control', `public, max-age=${LIVE_LOGO.maxAge}`).redirect(`${liveLogoPath(portal.slug, ext)}${queryOf(req)}`, 302);
      const { logo } = await loadLogoFor(ctx, req, portal.fa_id, []);
      // Only a bought logo is shown to the world (whoever asks: an admin's own rights count for nothing here).
      if (!packageState(logo, false).bought) throw new AppError('NOT_FOUND');
      // The answer of this logo (as now: a changed logo is a new object of the logo cache) to this query, worked out once.
      const q = req.query;
      const asked = `${ext}|${q.w ?? ''}|${q.layout}|${q.variant ?? ''}|${q.theme}`;
      let answers = liveAnswers.get(logo);
      if (!answers) liveAnswers.set(logo, (answers = new Map()));
      let answer = answers.get(asked);
      if (!answer) {
        const design = logo.design as TDesign;
        const lockup = q.layout === 'original' ? undefined : q.layout;
        const variant = q.variant ?? (q.theme === 'dark' ? 'white' : 'main');
        if (lockup) checkLockup(design, lockup, variant);
        const long = ext === 'png' ? (q.w ?? LIVE_LOGO.defaultWidth) : LIVE_LOGO.defaultWidth;
        const size = lockup ? lockupCanvas(outlinedDesign(design), lockup, true, long) : { width: long, height: Math.round((long * 3) / 4) };
        // A designer's fix comes as the logo's picture (the download page's manual PNG): the PNG of the logo as it is,
        // in its own colours, is that picture at the width asked. Its other layouts and colours, and the SVG, are drawn.
        const designed = ext === 'png' && !lockup && variant === 'main' ? manualKeyOf(logo.manual_png) : null;
        const file = designed
          ? await designerPicture(designed, long)
          : await renderLogoFile(
              ctx.storage,
              design,
              { variant, format: ext === 'png' ? 'png-high' : 'svg-nbg', background: null, ...size, ...(lockup ? { lockup } : {}) },
              req.id,
            );
        answer = { etag: `"${file.etag}"`, location: namedContentAddress(file, `${logo.logo_name}-${lockup ?? 'logo'}-${variant}.${file.ext}`) };
        if (answers.size < 200) answers.set(asked, answer);
      }
      events.record(req, { faId: portal.fa_id, kind: 'live', asset: `logo.${ext}` });
      reply.header('etag', answer.etag).header('cache-control', `public, max-age=${LIVE_LOGO.maxAge}`);
      if (req.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      return reply.code(302).header('location', answer.location).send();
    });
  }

  /** A designer's picture of the logo (its storage key) at a width of the live link: kept like every render. */
  const designerPicture = (key: string, width: number) =>
    cachedRender(ctx.storage, createHash('sha256').update(JSON.stringify(['live-designer', RENDERERS_VERSION, key, width])).digest('hex'), FORMAT_INFO['png-high'], async () => {
      const picture = await ctx.storage.get(key);
      if (!picture) throw new AppError('NOT_FOUND');
      return sharp(picture).resize({ width, withoutEnlargement: true }).png({ compressionLevel: 9 }).toBuffer();
    });

  /** An icon of the page's icons section as a file, PORTAL_ICON_SIDE square: the figure itself (SVG) or drawn from it (PNG), kept like every render. */
  const portalIcon = (design: TDesign, icon: TPortalIcon, format: 'svg' | 'png') => {
    const figure = iconFigures(outlinedDesign(design), { app: design.name.text, avatar: design.name.text, favicon: design.name.text })[icon];
    const picture = figure.replace('<svg ', `<svg width="${PORTAL_ICON_SIDE}" height="${PORTAL_ICON_SIDE}" `);
    const key = createHash('sha256').update(JSON.stringify(['portal-icon', RENDERERS_VERSION, format, picture])).digest('hex');
    return cachedRender(ctx.storage, key, FORMAT_INFO[format === 'svg' ? 'svg-nbg' : 'png-high'], async () =>
      format === 'svg' ? Buffer.from(picture, 'utf8') : (await rasterise(picture)).png({ compressionLevel: 9 }).toBuffer(),
    );
  };

  // The brand page's mockups: the scene with the logo as the mockups page shows it (the same render, kept), to whoever may open the page.
  r.get(
    '/b/:slug/mockups/:picture',
    { schema: { params: ZSlugParams.extend({ picture: z.string().regex(/^[a-z0-9-]{1,60}\.jpg$/) }), querystring: ZTokenQuery } },
    async (req, reply) => {
      const scene = PORTAL_SCENES.find((s) => `${s.id}.jpg` === req.params.picture);
      if (!scene) throw new AppError('NOT_FOUND');
      const opened = await openPortal(req, req.params.slug, req.query.k, req.query.r);
      if (opened.moved) return reply.header('cache-control', 'private, no-store').redirect(`/b/${opened.portal.slug}/mockups/${req.params.picture}${queryOf(req)}`, 302);
      const file = await renderLogoFile(ctx.storage, opened.logo.design as TDesign, { variant: 'main', format: 'jpg-low', ...MOCKUP_PREVIEW, scene: scene.id }, req.id);
      return sendDownload(req, reply, file, `${opened.logo.logo_name}-${scene.id}.jpg`, 'private, no-cache');
    },
  );

  // The brand page's social kit: each image of the site with the logo's own texts, as a preview to whoever may open the page.
  r.get(
    '/b/:slug/social/:picture',
    { schema: { params: ZSlugParams.extend({ picture: z.string().regex(/^[a-z0-9-]{1,40}\.jpg$/) }), querystring: ZTokenQuery } },
    async (req, reply) => {
      const slot = socialSlot(req.site, req.params.picture.slice(0, -'.jpg'.length));
      if (!slot) throw new AppError('NOT_FOUND');
      const opened = await openPortal(req, req.params.slug, req.query.k, req.query.r);
      if (opened.moved) return reply.header('cache-control', 'private, no-store').redirect(`/b/${opened.portal.slug}/social/${req.params.picture}${queryOf(req)}`, 302);
      const file = await portalSocial(opened, slot, 'preview');
      return sendDownload(req, reply, file, `${opened.logo.logo_name}-${slot.id}.jpg`, 'private, no-cache');
    },
  );

  // The brand page's files, for whoever may download (a public or password link, the team, the owner) in the formats
  // they may (a link's choice): rendered like every download, then a 302 to the content address under the brand's name.
  r.get('/b/:slug/files/:file', { schema: { params: ZSlugParams.extend({ file: ZPortalFileName }), querystring: ZTokenQuery } }, async (req, reply) => {
    const asset = portalAssetOf(req.params.file);
    if (!asset) throw new AppError('NOT_FOUND');
    const opened = await openPortal(req, req.params.slug, req.query.k, req.query.r);
    if (opened.moved) return reply.header('cache-control', 'private, no-store').redirect(`/b/${opened.portal.slug}/files/${req.params.file}${queryOf(req)}`, 302);
    // An e-mail link's holder gives an e-mail first, a view-only link's asks the owner: not a file until then.
    if (!can(RULES.portalDownload, opened.granted)) throw new AppError('FORBIDDEN', 'this link gives the downloads after an e-mail or on the owner’s approval');
    if (!opened.formats.includes(asset.format)) throw new AppError('FORBIDDEN', `this link gives no ${asset.format.toUpperCase()} files`);
    const design = opened.logo.design as TDesign;
    const name = opened.logo.logo_name;
    let file: LogoFile;
    let saveAs: string;
    if (asset.kind === 'logo') {
      const spec = PORTAL_FILES[asset.file];
      file = await renderLogoFile(ctx.storage, design, { variant: spec.variant, format: spec.format, width: spec.width, height: spec.height, background: null }, req.id);
      saveAs = `${name}-${asset.file.replace(/\.(svg|png|jpg|pdf)$/, '')}`;
    } else if (asset.kind === 'layout') {
      checkLockup(design, asset.lockup, 'main');
      const size = lockupCanvas(outlinedDesign(design), asset.lockup, true, PORTAL_LAYOUT_SIDE[asset.format]);
      const format = asset.format === 'svg' ? 'svg-nbg' : asset.format === 'png' ? 'png-high' : 'pdf';
      file = await renderLogoFile(ctx.storage, design, { variant: 'main', format, background: null, lockup: asset.lockup, ...size }, req.id);
      saveAs = `${name}-${asset.lockup}`;
    } else if (asset.kind === 'icon') {
      file = await portalIcon(design, asset.icon, asset.format);
      saveAs = `${name}-${asset.icon === 'app' ? 'app-icon' : 'profile-picture'}`;
    } else if (asset.kind === 'mockup') {
      const scene = PORTAL_SCENES.find((s) => s.id === asset.scene);
      if (!scene) throw new AppError('NOT_FOUND');
      file = await renderLogoFile(ctx.storage, design, { variant: 'main', format: 'jpg-high', ...MOCKUP_DOWNLOAD, scene: scene.id }, req.id);
      saveAs = mockupFileName(req.site, name, scene).replace(/\.jpg$/, '');
    } else {
      const slot = socialSlot(req.site, asset.slot);
      if (!slot || slot.ext !== asset.format) throw new AppError('NOT_FOUND');
      file = await portalSocial(opened, slot, 'file');
      saveAs = socialFileName(req.site, slot).replace(/\.(png|jpg)$/, '');
    }
    events.record(req, { faId: opened.portal.fa_id, kind: 'download', linkId: opened.link?.id, asset: req.params.file });
    return redirectToContent(reply, file, `${saveAs}.${file.ext}`);
  });
}
