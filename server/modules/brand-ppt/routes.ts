import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { SITE_TEXT, type Locale } from '../../../core/constants';
import type { TDesign } from '../../../core/design';
import { ZIdParams } from '../../../core/ids';
import { deckSlides, ZBrandPptSave, ZOutlineRequest, type TBrandPptDetail, type TBrandPptSave } from '../../../core/office/brand-ppt';
import { can, RULES } from '../../../core/permissions';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { takeOrRefuse, type RateRule } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request';
import { sendDownload } from '../../lib/send-file';
import { DOCUMENT_CREATOR } from '../../render/formats';
import { outlinedDesign } from '../../render/outlined';
import { loadLogoFor } from '../logo/access';
import { officeImages } from '../templates/images';
import { deckPptx } from '../templates/pptx';
import { officeBrand } from '../templates/service';
import { outlineDriver } from './outline';
import { brandPpts } from './schema';

/** Outlines one signed-in person may ask for in ten minutes (an AI service costs money per call). */
export const OUTLINE_LIMIT: RateRule = { bucket: 'brand-ppt-outline', max: 30, windowMs: 10 * 60_000 };

const brandOf = (logo: { design: unknown; logo_name: string; slogan_name: string | null }, site: Locale) =>
  officeBrand({ design: logo.design as TDesign, logo_name: logo.logo_name, slogan_name: logo.slogan_name }, site);

const FILE_NAME = { zh: '品牌PPT', en: 'Brand PPT' } as const;

/** The stored detail's hash: which form and outline the deck was made from. */
export function detailHash(save: Pick<TBrandPptSave, 'form' | 'outline'>): string {
  return createHash('sha256').update(JSON.stringify([save.form, save.outline])).digest('hex');
}

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
    if (!can(RULES.brandPptEdit, roles)) {
      throw new AppError(roles.has('owner') ? 'NOT_IN_PACKAGE' : 'FORBIDDEN');
    }
    return access.logo;
  }

  r.post('/api/brand-ppt/outline', { schema: { body: ZOutlineRequest } }, async (req) => {
    if (!req.user) throw new AppError('UNAUTHENTICATED');
    await takeOrRefuse(ctx.db, OUTLINE_LIMIT, `user:${req.user.id}`);
    const client = clientAddress(req, ctx.config.trustProxy);
    if (client.distinct) await takeOrRefuse(ctx.db, OUTLINE_LIMIT, client.ip);
    return { code: 200 as const, outline: await driver.generate(req.body, req.site) };
  });

  r.get('/api/logo/:id/brand-ppt', { schema: { params: ZIdParams } }, async (req, reply) => {
    const logo = await editable(req, req.params.id);
    const [row] = await ctx.db.select().from(brandPpts).where(eq(brandPpts.fa_id, req.params.id)).limit(1);
    reply.header('cache-control', 'private, no-store');
    const detail: TBrandPptDetail | null = row ? { form: row.form, hash: row.hash, outline: row.outline, title: row.title, deck: row.deck, updated_at: row.updated_at.toISOString() } : null;
    return { code: 200 as const, detail, brand: brandOf(logo, req.site) };
  });

  r.put('/api/logo/:id/brand-ppt', { schema: { params: ZIdParams, body: ZBrandPptSave }, bodyLimit: 1024 * 1024 }, async (req) => {
    const logo = await editable(req, req.params.id);
    const hash = detailHash(req.body);
    const values = { form: req.body.form, hash, outline: req.body.outline, title: req.body.title, deck: req.body.deck, updated_by: req.user!.id, updated_at: new Date() };
    const [row] = await ctx.db
      .insert(brandPpts)
      .values({ fa_id: req.params.id, ...values })
      .onConflictDoUpdate({ target: brandPpts.fa_id, set: values })
      .returning();
    return {
      code: 200 as const,
      detail: { form: row!.form, hash: row!.hash, outline: row!.outline, title: row!.title, deck: row!.deck, updated_at: row!.updated_at.toISOString() },
      brand: brandOf(logo, req.site),
    };
  });

  r.get('/api/logo/:id/brand-ppt.pptx', { schema: { params: ZIdParams } }, async (req, reply) => {
    const logo = await editable(req, req.params.id);
    const [row] = await ctx.db.select().from(brandPpts).where(eq(brandPpts.fa_id, req.params.id)).limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'no brand PPT saved for this logo yet');
    const brand = brandOf(logo, req.site);
    const images = await officeImages(outlinedDesign(logo.design as TDesign));
    const body = await deckPptx({ brand, look: { style: row.deck.style, pattern: row.form.pattern, colour: row.form.color.toUpperCase() }, slides: deckSlides(row.deck), images, title: row.title, creator: DOCUMENT_CREATOR });
    const etag = createHash('sha256').update(body).digest('hex');
    return sendDownload(req, reply, { body, contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', etag }, `${SITE_TEXT[req.site]}-${logo.logo_name}-${FILE_NAME[req.site]}.pptx`);
  });
}
