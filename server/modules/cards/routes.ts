import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { ZCardDesignParams, ZCardDownloadBody, ZCardPngBody, ZCardPreviewBody, ZCardSideParams, type TCardPreview } from '../../../core/cards/api';
import { composeCardSvg, type CardDesign } from '../../../core/cards/compose';
import { CARD_DESIGNS, cardDesignById } from '../../../core/cards/designs';
import { CARD_FORMATS, PT_PER_MM } from '../../../core/cards/format';
import type { TCardInfo } from '../../../core/cards/info';
import { SITE_TEXT, type Locale } from '../../../core/constants';
import { ZDesignPrintQuery, type TDesign } from '../../../core/design';
import { ZIdParams } from '../../../core/ids';
import type { AppContext } from '../../context';
import { brandAssetLogo } from '../logo/brand-asset';
import { answerError } from '../../http/errors';
import { AppError } from '../../lib/errors';
import { cardSamplePicture, cardSideInput } from '../../render/cards';
import { sendDownload, sendMadeFile } from '../../lib/send-file';
import { DOCUMENT_CREATOR } from '../../render/formats';
import { cardToPdf } from '../../render/formats/card-pdf';
import { spotNames } from '../vi/service';
import { takeForAddress, type RateRule } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request';

/** Preview SVG units per mm: enough precision for the screen, small answers. */
const PREVIEW_UNITS_PER_MM = 4;
/** Width of a side's PNG for screens. */
export const CARD_PNG_WIDTH = 1200;

const ZParams = ZIdParams.extend(ZCardDesignParams.shape);
const ZSideParams = ZIdParams.extend(ZCardSideParams.shape);

/** Card previews one address may ask for in a minute (typing pauses of 250 ms: ~4 a second at most, in bursts). */
export const PREVIEW_LIMIT: RateRule = { bucket: 'card-previews', max: 120, windowMs: 60_000 };
/** Sample sides one address may have drawn in a minute (a logo's page has twenty; those already kept cost nothing). */
export const SAMPLE_PICTURE_LIMIT: RateRule = { bucket: 'card-pictures', max: 60, windowMs: 60_000 };

function fileName(site: Locale, logoName: string, card: CardDesign, what: string, ext: string): string {
  return `${[SITE_TEXT[site], logoName, card.label[site], what].map((p) => p.replace(/[\\/:*?"<>|]+/g, ' ').trim()).filter((p) => p !== '').join('-')}.${ext}`;
}

/** A print PDF asked with marks other than 'none' or 'crop' answers with a code that says what is accepted. */
function pdfErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const badMarks = hasZodFastifySchemaValidationErrors(err) && err.validationContext === 'body' && err.validation.some((v) => v.instancePath === '/marks');
  return answerError(badMarks ? new AppError('CARD_MARKS_INVALID') : err, req, reply);
}

/**
 * Business cards (spec 02 §2 "Business card page", §6): previews of every
 * design for whoever may view the logo, the print PDF and the screen PNGs
 * for a signed-in viewer of a logo with the professional package. A card
 * with a person's details is made per request and never stored; only the
 * site's sample person's sides are kept, as pictures.
 */
export async function cardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  function designOf(id: string): CardDesign {
    const card = cardDesignById(id);
    if (!card) throw new AppError('NOT_FOUND', 'no such card design');
    return card;
  }

  r.post('/api/logo/:id/business-cards/preview', { schema: { params: ZIdParams, body: ZCardPreviewBody } }, async (req, reply): Promise<TCardPreview> => {
    const logo = await brandAssetLogo(ctx, req, req.params.id, false);
    // Setting every design's text costs tens of ms: one address may not keep the server busy with it.
    await takeForAddress(ctx.db, PREVIEW_LIMIT, clientAddress(req, ctx.config.trustProxy));
    const input = cardSideInput(logo.design as TDesign, req.body.info as TCardInfo, req.site);
    const opts = { bleed: false, unitsPerMm: PREVIEW_UNITS_PER_MM };
    const format = CARD_FORMATS[req.site];
    const asked = req.body.designs;
    // The answer holds what the person typed: never kept by a cache.
    reply.header('cache-control', 'private, no-store');
    return {
      format: { width: format.width, height: format.height, label: format.label },
      cards: CARD_DESIGNS.filter((card) => !asked || asked.includes(card.id)).map((card) => ({
        id: card.id,
        label: card.label[req.site],
        front: composeCardSvg(card, 'front', input, opts),
        back: composeCardSvg(card, 'back', input, opts),
      })),
    };
  });

  // A side of a design with the site's sample person, as a picture: what the page shows before anything is typed (the
  // first ones preloaded by its HTML). Drawn once and kept; revalidated by its ETag at each load, so a designer's fix
  // shows at once (and within one page load the address changes: web/components/ServerPicture.tsx `followingDesign`).
  r.get('/api/logo/:id/business-cards/:design/:side/preview.jpg', { schema: { params: ZSideParams, querystring: ZDesignPrintQuery } }, async (req, reply) => {
    const logo = await brandAssetLogo(ctx, req, req.params.id, false);
    const card = designOf(req.params.design);
    // Drawing a side costs ~50 ms: only a picture not yet kept takes from the address's allowance (one of its own).
    const file = await cardSamplePicture(ctx.storage, logo.design as TDesign, card, req.params.side, req.site, () =>
      takeForAddress(ctx.db, SAMPLE_PICTURE_LIMIT, clientAddress(req, ctx.config.trustProxy)),
    );
    return sendDownload(req, reply, file, fileName(req.site, logo.logo_name, card, req.params.side, 'jpg'), 'private, no-cache');
  });

  r.post('/api/logo/:id/business-cards/:design/pdf', { schema: { params: ZParams, body: ZCardDownloadBody }, errorHandler: pdfErrorHandler }, async (req, reply) => {
    const logo = await brandAssetLogo(ctx, req, req.params.id, true);
    const card = designOf(req.params.design);
    const input = cardSideInput(logo.design as TDesign, req.body.info, req.site);
    const sides = (['front', 'back'] as const).map((side) => composeCardSvg(card, side, input, { bleed: true, unitsPerMm: PT_PER_MM }));
    const pdf = await cardToPdf(sides, {
      format: input.format,
      title: `${logo.logo_name} – ${req.body.info.name}`,
      creator: DOCUMENT_CREATOR,
      marks: req.body.marks,
      spots: await spotNames(ctx, logo),
    });
    return sendMadeFile(reply, pdf, { filename: fileName(req.site, logo.logo_name, card, 'print', 'pdf'), contentType: 'application/pdf' });
  });

  r.post('/api/logo/:id/business-cards/:design/png', { schema: { params: ZParams, body: ZCardPngBody } }, async (req, reply) => {
    const logo = await brandAssetLogo(ctx, req, req.params.id, true);
    const card = designOf(req.params.design);
    const input = cardSideInput(logo.design as TDesign, req.body.info, req.site);
    const svg = composeCardSvg(card, req.body.side, input, { bleed: false, unitsPerMm: CARD_PNG_WIDTH / input.format.width });
    const png = await sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 6 }).toBuffer();
    return sendMadeFile(reply, png, { filename: fileName(req.site, logo.logo_name, card, req.body.side, 'png'), contentType: 'image/png' });
  });
}
