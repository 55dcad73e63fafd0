import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITE_TEXT } from '../../../core/constants';
import { ZDesignPrintQuery, type TDesign } from '../../../core/design';
import { ZIdParams } from '../../../core/ids';
import { RULES, can } from '../../../core/permissions';
import { EFFECT_PREVIEW, type TViResponse } from '../../../core/vi/api';
import { EFFECTS } from '../../../core/vi/effects';
import { EFFECT_LABELS } from '../../../core/vi/effect-names';
import { brandIdentityRefusal } from '../../../core/downloads';
import { ZFontAuthorization } from '../../../core/vi/fontAuth';
import { ZSpotColoursBody } from '../../../core/vi/spot';
import { FONT_AUTH_MESSAGES, FONT_LICENCE_NAME, type TFontPricesResponse } from '../../../core/vi/fonts';
import type { AppContext } from '../../context';
import { answerError } from '../../http/errors';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../lib/request';
import { sendDownload, sendMadeFile } from '../../lib/send-file';
import { renderLogoFile } from '../../render/logo-files';
import { isVisitor } from '../../../core/visitors';
import { admitVisitor } from '../logo/visitors';
import { loadLogoFor } from '../logo/access';
import { fontLicencePdf } from './licence-pdf';
import { colourSpec, fontAuthorization, fontPriceList, saveFontAuthorization, saveSpotNames, spotNames } from './service';

/** Font licence and authorisation exist on the Chinese site only (spec 02 §6). */
function requireZh(req: FastifyRequest): void {
  if (req.site !== 'zh') throw new AppError('NOT_FOUND', 'font licences are a Chinese-site service');
}

/** spec 01 §7: the save answers {status, msg}; a refusal is the error body plus status 0. */
function saveErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  return answerError(err, req, reply, { status: 0 });
}

/** The save's body; a broken rule answers with its own code and message. */
function parseAuthorization(body: unknown) {
  const parsed = ZFontAuthorization.safeParse(body);
  if (parsed.success) return parsed.data;
  // The name is checked first, as the form shows it first; a missing field is an empty one.
  const issues = parsed.error.issues;
  const name = issues.find((i) => i.path[0] === 'authorized_name');
  if (name) throw new AppError(name.message === FONT_AUTH_MESSAGES.nameTooLong ? 'FONT_AUTH_NAME_TOO_LONG' : 'FONT_AUTH_NAME_REQUIRED');
  if (issues.some((i) => i.path[0] === 'authorized_contact_number')) throw new AppError('FONT_AUTH_CONTACT_INVALID');
  throw new AppError('BAD_REQUEST');
}

const ZEffectParams = ZIdParams.extend({ effect: z.enum(EFFECTS) });
const ZEffectQuery = z.object({ format: z.enum(['jpg', 'png']).default('jpg') });

/** An effect card's download: 4:3 like the mockups, at their size. */
export const EFFECT_DOWNLOAD = { width: 2400, height: 1800 } as const;

/**
 * The brand-identity page's calls (spec 02 §2–§9, spec 01 §3/§5/§7 font
 * authorisation): the colour specification, the four effect downloads, the
 * font price/authorisation list, its save, and the font licence certificate.
 */
export async function viRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/logo/:id/vi', { schema: { params: ZIdParams } }, async (req): Promise<TViResponse> => {
    const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    return { code: 200, ...(await colourSpec(logo.design as TDesign, req.site, await spotNames(ctx, logo))), spotEditable: can(RULES.spotColours, roles) };
  });

  // The spot inks of the brand colours (issue 47): the owner or an admin names them; the answer is the colour specification as saved.
  r.put('/api/logo/:id/vi/spots', { schema: { params: ZIdParams } }, async (req): Promise<TViResponse> => {
    const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.spotColours);
    // Checked after the permission: a stranger learns nothing from a bad body.
    const parsed = ZSpotColoursBody.safeParse(req.body);
    if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message);
    const { design, spots } = await saveSpotNames(ctx, logo.fa_id, requireUser(req).id, parsed.data);
    return { code: 200, ...(await colourSpec(design, req.site, spots)), spotEditable: true };
  });

  // An effect card's picture, for whoever may view the logo: the server's JPG on the effect's backdrop, drawn once per
  // design and kept, revalidated by its ETag (a designer's fix shows at once; web/components/ServerPicture.tsx).
  r.get('/api/logo/:id/effects/:effect/preview.jpg', { schema: { params: ZEffectParams, querystring: ZDesignPrintQuery } }, async (req, reply) => {
    const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    const { effect } = req.params;
    const file = await renderLogoFile(ctx.storage, logo.design as TDesign, { variant: 'main', format: 'jpg-low', ...EFFECT_PREVIEW, effect }, req.id);
    return sendDownload(req, reply, file, `${effect}-preview.jpg`, 'private, no-cache');
  });

  r.get('/api/logo/:id/effects/:effect', { schema: { params: ZEffectParams, querystring: ZEffectQuery } }, async (req, reply) => {
    const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    const roleSet = new Set(roles);
    const refusal = brandIdentityRefusal(roleSet);
    if (refusal) throw new AppError(refusal);
    // A signed-in stranger on a shared logo downloads within the visitors' limit, as everywhere else.
    if (isVisitor(roleSet)) await admitVisitor(ctx, req, true);
    // spec 02 §6: the 'high' quality variant when upgraded or admin.
    const quality = roleSet.has('upgrade') || roleSet.has('admin') ? 'high' : 'low';
    const { effect } = req.params;
    const ext = req.query.format;
    const file = await renderLogoFile(ctx.storage, logo.design as TDesign, {
      variant: 'main',
      format: `${ext}-${quality}`,
      ...EFFECT_DOWNLOAD,
      effect,
    }, req.id);
    return sendDownload(req, reply, file, `${SITE_TEXT[req.site]}-${logo.logo_name}-${EFFECT_LABELS[effect][req.site]}.${ext}`);
  });

  r.get('/api/logo/:id/fonts', { schema: { params: ZIdParams } }, async (req, reply): Promise<TFontPricesResponse> => {
    requireZh(req);
    const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
    const editable = can(RULES.fontAuthorization, roles);
    const auth = await fontAuthorization(ctx, logo.fa_id);
    // The licensee's name and number are the owner's business: never kept by a cache.
    reply.header('cache-control', 'private, no-store');
    return {
      code: 200,
      list: await fontPriceList(ctx, logo.design as TDesign, auth, editable),
      authorized: auth !== null,
      authorization: editable && auth ? { authorized_name: auth.authorized_name, authorized_contact_number: auth.authorized_contact_number } : null,
      editable,
      bought: roles.includes('bought'),
    };
  });

  r.post(
    '/api/logo/:id/fonts/authorization',
    { schema: { params: ZIdParams }, errorHandler: saveErrorHandler },
    async (req) => {
      requireZh(req);
      const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.fontAuthorization);
      // Checked after the site and permission: a visitor learns nothing from a bad body.
      const body = parseAuthorization(req.body);
      await saveFontAuthorization(ctx, logo.fa_id, requireUser(req).id, body);
      return { status: 1 as const, msg: FONT_AUTH_MESSAGES.saved };
    },
  );

  r.get('/api/logo/:id/fonts/licence.pdf', { schema: { params: ZIdParams } }, async (req, reply) => {
    requireZh(req);
    const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.fontAuthorization);
    // A certificate follows a purchase (admins count as bought); the details can be filled in before.
    if (!roles.includes('bought')) throw new AppError('NOT_BOUGHT');
    const auth = await fontAuthorization(ctx, logo.fa_id);
    if (!auth) throw new AppError('FONT_AUTH_INCOMPLETE');
    const design = logo.design as TDesign;
    const body = await fontLicencePdf({
      faId: logo.fa_id,
      logoName: logo.logo_name,
      design,
      fonts: await fontPriceList(ctx, design, auth, true),
      licensee: auth.authorized_name,
      contact: auth.authorized_contact_number,
      date: auth.updated_at,
    });
    return sendMadeFile(reply, body, { filename: FONT_LICENCE_NAME(logo.logo_name), contentType: 'application/pdf' });
  });
}
