import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TCardInfo } from '../../../core/cards/info';
import { PT_PER_MM } from '../../../core/cards/format';
import { SITE_TEXT, type Locale } from '../../../core/constants';
import type { TDesign } from '../../../core/design';
import { ZIdParams } from '../../../core/ids';
import { GARMENT_DPI, ZPrintFileBody, ZPrintFirstQuery, ZPrintSpecBody, ZPrintPreviewBody, type TPrintPreview } from '../../../core/print/api';
import { composePrint, printPageSvg, type ComposedPrint } from '../../../core/print/compose';
import { defaultSpec, sizeOffered, stampTextProblem, type TPrintSpec } from '../../../core/print/items';
import type { AppContext } from '../../context';
import { sendMadeFile } from '../../lib/send-file';
import { AppError } from '../../lib/errors';
import { takeForAddress, type RateRule } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request';
import { DOCUMENT_CREATOR } from '../../render/formats';
import { sceneToEps } from '../../render/formats/eps';
import { printInks, printToPdf } from '../../render/formats/print-pdf';
import { sceneFromSvg } from '../../render/formats/scene';
import { embroideryThin, garmentPng, printInput } from '../../render/print';
import { brandAssetLogo } from '../logo/brand-asset';
import { spotNames } from '../vi/service';

/** Previews one address may ask for in a minute (typing pauses and option clicks: a few a second at most, in bursts). */
export const PRINT_PREVIEW_LIMIT: RateRule = { bucket: 'print-previews', max: 120, windowMs: 60_000 };

/** No details typed. */
const EMPTY_INFO: TCardInfo = { name: '', title: '', phone: '', email: '', address: '', website: '' };

/** Preview SVG units per mm: enough for the screen, small answers (a sheet of stickers is the largest). */
const PREVIEW_UNITS_PER_MM = 2;

/** A file's name: the site, the logo, the item and its size, what the file is (`PDF-X-4`, `300dpi`). */
function fileName(site: Locale, logoName: string, piece: ComposedPrint, what: string, ext: 'pdf' | 'png' | 'eps'): string {
  return `${[SITE_TEXT[site], logoName, piece.label, what].map((p) => p.replace(/×/g, 'x').replace(/[\\/:*?"<>|·]+/g, ' ').replace(/\s+/g, ' ').trim()).filter((p) => p !== '').join('-')}.${ext}`;
}

/**
 * The print shop (issue 47): previews of an item for whoever may view the
 * logo, its print file (PDF/X-4 or PDF/X-1a) for a signed-in viewer of a
 * logo with the professional package. Made per request from the logo and
 * the details sent; nothing is stored (a badge holds a person's name).
 */
export async function printRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The logo, once the viewer may have the item (`download`: its file; else its preview) and the spec is one the site offers. */
  const admit = async (req: FastifyRequest, id: number, spec: TPrintSpec, download: boolean) => {
    const logo = await brandAssetLogo(ctx, req, id, download);
    if (!sizeOffered(spec, req.site)) throw new AppError('PRINT_SIZE_INVALID');
    if (spec.item === 'stamp') {
      const problem = stampTextProblem(spec.text, req.site);
      if (problem === 'official') throw new AppError('STAMP_TEXT_OFFICIAL');
      if (problem) throw new AppError('BAD_REQUEST', `stamp text: ${problem}`);
    }
    return logo;
  };
  const composeFor = (req: FastifyRequest, logo: Awaited<ReturnType<typeof admit>>, spec: TPrintSpec, info: TCardInfo) =>
    composePrint(spec, printInput(logo.design as TDesign, info, req.site));
  /** A file's logo and its item composed. */
  const file = async (req: FastifyRequest, id: number, spec: TPrintSpec, info: TCardInfo) => {
    const logo = await admit(req, id, spec, true);
    return { logo, piece: composeFor(req, logo, spec, info) };
  };

  const preview = async (req: FastifyRequest, reply: FastifyReply, id: number, spec: TPrintSpec, info: TCardInfo): Promise<TPrintPreview> => {
    const logo = await admit(req, id, spec, false);
    // Setting a sheet's text and logos costs tens of ms: one address may not keep the server busy with previews.
    await takeForAddress(ctx.db, PRINT_PREVIEW_LIMIT, clientAddress(req, ctx.config.trustProxy));
    const piece = composeFor(req, logo, spec, info);
    // The answer holds what the person typed: never kept by a cache.
    reply.header('cache-control', 'private, no-store');
    // An embroidery mark's thin parts, marked red on its picture.
    const thin = spec.item === 'embroidery' ? await embroideryThin(piece) : null;
    return {
      label: piece.label,
      format: { width: piece.format.width, height: piece.format.height, bleed: piece.format.bleed },
      pages: piece.pages.map((_, i) => printPageSvg(piece, i, { bleed: false, unitsPerMm: PREVIEW_UNITS_PER_MM, cuts: true, ...(thin && i === 0 ? { highlight: thin.cells } : {}) })),
      ...(piece.scene ? { scene: piece.scene } : {}),
      ...(piece.threads ? { threads: piece.threads } : {}),
      ...(thin ? { thinShare: Math.round(thin.share * 1000) / 1000 } : {}),
    };
  };

  r.post('/api/logo/:id/print/preview', { schema: { params: ZIdParams, body: ZPrintPreviewBody } }, (req, reply) => preview(req, reply, req.params.id, req.body.spec, req.body.info as TCardInfo));
  // An item as the page first shows it (no details typed): a GET, so the page's HTML can preload it.
  r.get('/api/logo/:id/print/preview', { schema: { params: ZIdParams, querystring: ZPrintFirstQuery } }, (req, reply) =>
    preview(req, reply, req.params.id, defaultSpec(req.query.item, req.site), EMPTY_INFO),
  );

  r.post('/api/logo/:id/print/pdf', { schema: { params: ZIdParams, body: ZPrintFileBody } }, async (req, reply) => {
    const { logo, piece } = await file(req, req.params.id, req.body.spec, req.body.info);
    const pages = piece.pages.map((page, i) => ({ svg: printPageSvg(piece, i, { bleed: true, unitsPerMm: PT_PER_MM, cuts: false }), cuts: page.cuts, ...(page.format ? { format: page.format } : {}) }));
    const pdf = await printToPdf(pages, {
      format: piece.format,
      standard: req.body.standard,
      marks: req.body.marks,
      title: `${logo.logo_name} – ${piece.label}`,
      what: piece.label,
      creator: DOCUMENT_CREATOR,
      spots: await spotNames(ctx, logo),
    });
    return sendMadeFile(reply, pdf, { filename: fileName(req.site, logo.logo_name, piece, req.body.standard === 'x1a' ? 'PDF-X-1a' : 'PDF-X-4', 'pdf'), contentType: 'application/pdf' });
  });

  // The logo for a printer as EPS too (what many screen and pad printers' software still imports): CMYK, the named brand colours as spot inks.
  r.post('/api/logo/:id/print/eps', { schema: { params: ZIdParams, body: ZPrintSpecBody } }, async (req, reply) => {
    const { spec } = req.body;
    if (spec.item !== 'logo') throw new AppError('BAD_REQUEST', 'an EPS is made of the logo for printers');
    const { logo, piece } = await file(req, req.params.id, spec, EMPTY_INFO);
    const scene = sceneFromSvg(printPageSvg(piece, 0, { bleed: true, unitsPerMm: PT_PER_MM, cuts: false }));
    const inks = await printInks(scene.shapes.map((s) => s.fill), await spotNames(ctx, logo));
    const eps = sceneToEps(scene, { title: `${logo.logo_name} – ${piece.label}`, creator: DOCUMENT_CREATOR, inks });
    return sendMadeFile(reply, eps, { filename: fileName(req.site, logo.logo_name, piece, 'EPS', 'eps'), contentType: 'application/postscript' });
  });

  r.post('/api/logo/:id/print/png', { schema: { params: ZIdParams, body: ZPrintSpecBody } }, async (req, reply) => {
    const { spec } = req.body;
    if (spec.item !== 'shirt' && spec.item !== 'embroidery') throw new AppError('BAD_REQUEST', 'a PNG is made of a shirt print or an embroidery mark');
    const { logo, piece } = await file(req, req.params.id, spec, EMPTY_INFO);
    const png = await garmentPng(piece, GARMENT_DPI);
    return sendMadeFile(reply, png, { filename: fileName(req.site, logo.logo_name, piece, `${GARMENT_DPI}dpi`, 'png'), contentType: 'image/png' });
  });
}
