import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { zipSync, type Zippable } from 'fflate';
import { SITE_TEXT, type Locale } from '../../../core/constants';
import type { TDesign } from '../../../core/design';
import { ZIdParams } from '../../../core/ids';
import { ZSocialFileBody, ZSocialPreviewBody, ZSocialPreviewQuery, ZSocialSlotId, type TSocialDraft, type TSocialPreview } from '../../../core/social/api';
import { composeSocialSvg, defaultSocialTexts, type TSocialLook, type TSocialTexts } from '../../../core/social/compose';
import { SOCIAL_SLOTS, socialFileName, socialSlot } from '../../../core/social/platforms';
import { socialReadme } from '../../../core/social/readme';
import type { AppContext } from '../../context';
import { brandAssetLogo } from '../logo/brand-asset';
import { sendMadeFile } from '../../lib/send-file';
import { AppError } from '../../lib/errors';
import { takeForAddress, type RateRule } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request';
import { renderSocialFile, socialInput } from '../../render/social';

/** Previews one address may ask for in a minute (typing pauses: a few a second at most, in bursts). */
export const SOCIAL_PREVIEW_LIMIT: RateRule = { bucket: 'social-previews', max: 120, windowMs: 60_000 };

const ZSlotParams = ZIdParams.extend({ slot: ZSocialSlotId });

/** The kit ZIP's name: the site, the logo and what it is. */
function kitName(site: Locale, logoName: string): string {
  const what = site === 'zh' ? '社交媒体套件' : 'social-media-kit';
  return `${[SITE_TEXT[site], logoName, what].map((p) => p.replace(/[\\/:*?"<>|]+/g, ' ').trim()).filter((p) => p !== '').join('-')}.zip`;
}

/**
 * The social media kit (issue: lockups and a social kit): previews of the
 * site's platform images for whoever may view the logo; each image and the
 * whole kit as files for a signed-in viewer with the professional package.
 * Made per request from the logo and the texts sent (nothing stored).
 */
export async function socialRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The site's images (every one, or those asked) with these texts, as SVG. */
  const preview = async (req: FastifyRequest, reply: FastifyReply, id: number, look: TSocialLook, typed: TSocialDraft | null, asked?: string[]): Promise<TSocialPreview> => {
    const logo = await brandAssetLogo(ctx, req, id, false);
    await takeForAddress(ctx.db, SOCIAL_PREVIEW_LIMIT, clientAddress(req, ctx.config.trustProxy));
    const slots = SOCIAL_SLOTS[req.site].filter((s) => !asked || asked.includes(s.id));
    if (asked && slots.length !== new Set(asked).size) throw new AppError('NOT_FOUND', 'no such image on this site');
    const from = typed ?? defaultSocialTexts(req.site, logo.slogan_name, logo.logo_name);
    const texts = { tagline: from.tagline.trim(), headline: from.headline.trim(), cta: from.cta.trim() };
    const input = socialInput(logo.design as TDesign, req.site, texts);
    reply.header('cache-control', 'private, no-store');
    return { texts, images: slots.map((slot) => ({ id: slot.id, svg: composeSocialSvg(slot, look, input) })) };
  };

  r.post('/api/logo/:id/social/preview', { schema: { params: ZIdParams, body: ZSocialPreviewBody } }, (req, reply) =>
    preview(req, reply, req.params.id, req.body.look, req.body.texts, req.body.slots),
  );
  // The first previews, with the texts the page starts with: a GET, so the page's HTML can preload it.
  r.get('/api/logo/:id/social/preview', { schema: { params: ZIdParams, querystring: ZSocialPreviewQuery } }, (req, reply) =>
    preview(req, reply, req.params.id, req.query.look, null),
  );

  r.post('/api/logo/:id/social/kit', { schema: { params: ZIdParams, body: ZSocialFileBody } }, async (req, reply) => {
    const logo = await brandAssetLogo(ctx, req, req.params.id, true);
    const input = socialInput(logo.design as TDesign, req.site, req.body.texts as TSocialTexts);
    const files: Zippable = {};
    // Two at a time: the rasteriser runs on libuv's pool, the encoders in sharp's threads.
    const queue = [...SOCIAL_SLOTS[req.site]];
    const work = async () => {
      for (let slot = queue.shift(); slot; slot = queue.shift()) files[socialFileName(req.site, slot)] = [new Uint8Array(await renderSocialFile(slot, req.body.look, input)), { level: 0 }];
    };
    await Promise.all([work(), work()]);
    files[req.site === 'zh' ? '说明.txt' : 'README.txt'] = new TextEncoder().encode(socialReadme(req.site, logo.logo_name));
    const zip = Buffer.from(zipSync(files));
    return sendMadeFile(reply, zip, { filename: kitName(req.site, logo.logo_name), contentType: 'application/zip' });
  });

  r.post('/api/logo/:id/social/:slot', { schema: { params: ZSlotParams, body: ZSocialFileBody } }, async (req, reply) => {
    const logo = await brandAssetLogo(ctx, req, req.params.id, true);
    const slot = socialSlot(req.site, req.params.slot);
    if (!slot) throw new AppError('NOT_FOUND', 'no such image on this site');
    const body = await renderSocialFile(slot, req.body.look, socialInput(logo.design as TDesign, req.site, req.body.texts as TSocialTexts));
    return sendMadeFile(reply, body, { filename: socialFileName(req.site, slot), contentType: slot.ext === 'png' ? 'image/png' : 'image/jpeg' });
  });
}

