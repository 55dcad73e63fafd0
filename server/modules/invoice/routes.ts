import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asInvoiceIssue, INVOICE_SUBMITTED_MSG, ZInvoiceApplication, type TInvoiceApplication } from '../../../core/invoice';
import { RULES } from '../../../core/permissions';
import type { AppContext } from '../../context';
import { sendMadeFile, sendPrivate } from '../../lib/send-file';
import { AppError } from '../../lib/errors';
import { answerError } from '../../http/errors';
import { requireUser } from '../../lib/request';
import { loadLogoFor } from '../logo/access';
import { adminInvoiceRoutes } from './admin-routes';
import { logoReceipt } from './receipt';
import { ensureInvoiceSite, invoiceInfo, issuedInvoiceFile, submitApplication } from './service';
import { ZIdParams, ZIdText } from '../../../core/ids';

const ZLogoParams = z.object({ logoId: ZIdText });
const ZPdfQuery = z.object({ pdf: ZIdText });

/** The application of a request body; a broken rule answers with its own code and spec wording (§5). */
function parseApplication(body: unknown): TInvoiceApplication {
  const parsed = ZInvoiceApplication.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues.map((i) => asInvoiceIssue(i.message)).find((code) => code !== null);
  throw new AppError(issue ?? 'BAD_REQUEST');
}

/**
 * spec 01 §7/§8: the submit call answers `{status, msg}` and the page shows
 * the server's msg on failure. A refusal is the uniform error body plus
 * `status: 0`, so both kinds of client read it.
 */
function submitErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  return answerError(err, req, reply, { status: 0 });
}

/**
 * VAT invoices of the Chinese site (spec 01 §2, §4, §5, §7): the owner's
 * application and its state, the issued PDF, the admin review; and the
 * payment receipt the English site's invoice alert links to.
 */
export async function invoiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Static path: registered beside /api/invoice/:logoId, the router prefers it.
  r.get('/api/invoice/download', { schema: { querystring: ZPdfQuery } }, async (req, reply) => {
    ensureInvoiceSite(ctx, req.site);
    requireUser(req);
    const file = await issuedInvoiceFile(ctx, req, req.query.pdf);
    return sendPrivate(reply, ctx.storage, file.key, { filename: file.filename, contentType: 'application/pdf' });
  });

  r.get('/api/invoice/:logoId', { schema: { params: ZLogoParams } }, async (req) => {
    ensureInvoiceSite(ctx, req.site);
    const { logo } = await loadLogoFor(ctx, req, req.params.logoId, RULES.invoiceApply);
    return { code: 200 as const, data: await invoiceInfo(ctx, logo, requireUser(req).id) };
  });

  r.post(
    '/api/invoice/:logoId',
    { schema: { params: ZLogoParams }, errorHandler: submitErrorHandler },
    async (req) => {
      ensureInvoiceSite(ctx, req.site);
      const { logo } = await loadLogoFor(ctx, req, req.params.logoId, RULES.invoiceApply);
      // Validated after the site and permission checks: a visitor learns nothing from a bad body.
      const application = parseApplication(req.body);
      await submitApplication(ctx, logo, requireUser(req).id, application);
      return { status: 1 as const, msg: INVOICE_SUBMITTED_MSG };
    },
  );

  r.get('/api/logo/:id/receipt.pdf', { schema: { params: ZIdParams } }, async (req, reply) => {
    const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.receipt);
    const file = await logoReceipt(ctx, logo);
    return sendMadeFile(reply, file.body, { filename: file.filename, contentType: 'application/pdf' });
  });

  await adminInvoiceRoutes(app, ctx);
}
