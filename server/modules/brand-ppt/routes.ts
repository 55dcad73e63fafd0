import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { composeLogoSvg, logoAspect } from '../../../core/composer/compose';
import { SITE_TEXT } from '../../../core/constants';
import type { TDesign, TOutlinedDesign } from '../../../core/design';
import { ZIdParams } from '../../../core/ids';
import { deckSlides, ZBrandPptSave, ZOutline, ZOutlineCall, type TBrandPptDetail, type TBrandPptForm, type TOutline } from '../../../core/office/brand-ppt';
import { can, RULES } from '../../../core/permissions';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { takeForAddress, takeOrRefuse, type RateRule } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request';
import { sendDownload } from '../../lib/send-file';
import { DOCUMENT_CREATOR } from '../../render/formats';
import { outlinedDesign } from '../../render/outlined';
import { loadLogoFor } from '../logo/access';
import { officeImages } from '../templates/images';
import { deckPptx } from '../templates/pptx';
import { CONTENT_TYPE, logoOfficeBrand } from '../templates/service';
import { outlineDriver } from './outline';
import { brandPpts } from './schema';

/** Outlines one person (and one address) may ask for in ten minutes: an AI service costs money per call. */
export const OUTLINE_LIMIT: RateRule = { bucket: 'brand-ppt-outline', max: 30, windowMs: 10 * 60_000 };

const FILE_NAME = { zh: '品牌PPT', en: 'Brand PPT' } as const;

/** The stored detail's hash: which form and outline the deck was made from. */
export function detailHash(save: { form: TBrandPptForm; outline: TOutline }): string {
  return createHash('sha256').update(JSON.stringify([save.form, save.outline])).digest('hex');
}

/** The form's logo picture (spec 01 §3 "logo as data URL"): composed here from the logo's design, never taken from the browser. */
function logoDataUrl(design: TOutlinedDesign): string {
  const aspect = logoAspect(design, 'main');
  const svg = composeLogoSvg(design, { variant: 'main', background: null, margin: 0, width: Math.round(300 * aspect), height: 300 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const detailOf = (row: typeof brandPpts.$inferSelect): TBrandPptDetail => ({
  form: row.form,
  hash: row.hash,
  outline: row.outline,
  title: row.title,
  deck: row.deck,
  updated_at: row.updated_at.toISOString(),
});

/**
 * The brand PPT (spec 01 §2, §3, §4, §7): the outline from a keyword
 * (through the outline driver), the logo's stored detail (read, saved), and
 * the deck as a .pptx. Owner (or admin) of a logo with the professional package.
 */
export async function brandPptRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const driver = outlineDriver(ctx.config.outline);

  async function editable(req: FastifyRequest, id: number) {
    if (!req.user) throw new AppError('UNAUTHENTICATED');
    const access = await loadLogoFor(ctx, req, id, RULES.viewLogo, 'LOGO_PRIVATE');
    const roles = new Set(access.roles);
    if (!can(RULES.brandPptEdit, roles)) throw new AppError(roles.has('owner') ? 'NOT_IN_PACKAGE' : 'FORBIDDEN');
    return access.logo;
  }

  r.post('/api/brand-ppt/outline', { schema: { body: ZOutlineCall } }, async (req) => {
    await editable(req, req.body.logo);
    await takeOrRefuse(ctx.db, OUTLINE_LIMIT, `user:${req.user!.id}`);
    const client = clientAddress(req, ctx.config.trustProxy);
    await takeForAddress(ctx.db, OUTLINE_LIMIT, client);
    const outline = ZOutline.safeParse(await driver.generate({ amount: req.body.amount, keyword: req.body.keyword }, req.site));
    if (!outline.success) throw new AppError('OUTLINE_UNAVAILABLE', 'the outline is not of its shape');
    return { code: 200 as const, outline: outline.data };
  });

  r.get('/api/logo/:id/brand-ppt', { schema: { params: ZIdParams } }, async (req, reply) => {
    const logo = await editable(req, req.params.id);
    const [row] = await ctx.db.select().from(brandPpts).where(eq(brandPpts.fa_id, req.params.id)).limit(1);
    reply.header('cache-control', 'private, no-store');
    return { code: 200 as const, detail: row ? detailOf(row) : null, brand: logoOfficeBrand(logo, req.site) };
  });

  r.put('/api/logo/:id/brand-ppt', { schema: { params: ZIdParams, body: ZBrandPptSave }, bodyLimit: 256 * 1024 }, async (req) => {
    const logo = await editable(req, req.params.id);
    const { base, ...body } = req.body;
    const form: TBrandPptForm = { ...body.form, color: body.form.color.toUpperCase(), logo: logoDataUrl(outlinedDesign(logo.design as TDesign)) };
    const values = { form, hash: detailHash({ form, outline: body.outline }), outline: body.outline, title: body.title, deck: body.deck, updated_by: req.user!.id, updated_at: new Date() };
    const row = await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select({ at: brandPpts.updated_at }).from(brandPpts).where(eq(brandPpts.fa_id, req.params.id)).for('update').limit(1);
      // Saved over a version that changed since it was read (another tab, an admin): refused, nothing lost.
      if (current && base !== undefined && current.at.toISOString() !== base) throw new AppError('BRAND_PPT_CHANGED');
      const [saved] = await tx
        .insert(brandPpts)
        .values({ fa_id: req.params.id, ...values })
        .onConflictDoUpdate({ target: brandPpts.fa_id, set: values })
        .returning();
      return saved!;
    });
    return { code: 200 as const, detail: detailOf(row), brand: logoOfficeBrand(logo, req.site) };
  });

  r.get('/api/logo/:id/brand-ppt.pptx', { schema: { params: ZIdParams } }, async (req, reply) => {
    const logo = await editable(req, req.params.id);
    const [row] = await ctx.db.select().from(brandPpts).where(eq(brandPpts.fa_id, req.params.id)).limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'no brand PPT saved for this logo yet');
    const images = await officeImages(outlinedDesign(logo.design as TDesign), req.id);
    const body = await deckPptx({
      brand: logoOfficeBrand(logo, req.site),
      look: { style: row.deck.style, pattern: row.form.pattern, colour: row.form.color.toUpperCase() },
      slides: deckSlides(row.deck),
      images,
      title: row.title,
      creator: DOCUMENT_CREATOR,
    });
    const etag = createHash('sha256').update(body).digest('hex');
    return sendDownload(req, reply, { body, contentType: CONTENT_TYPE.ppt, etag }, `${SITE_TEXT[req.site]}-${logo.logo_name}-${FILE_NAME[req.site]}.pptx`);
  });
}
