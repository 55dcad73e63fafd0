import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asInvoiceIssue, INVOICE_SUBMITTED_MSG, ZInvoiceApplication, type TInvoiceApplication } from '../../../core/invoice';
import { RULES } from '../../../core/permissions';
import type { AppContext } from '../../context';
import { attachment } from '../../lib/attachment';
import { AppError, errorMessage } from '../../lib/errors';
import { requireUser } from '../../lib/request';
import { loadLogoFor } from '../logo/access';
import { adminInvoiceRoutes } from './admin-routes';
import { logoReceipt } from './receipt';
import { ensureInvoiceSite, invoiceInfo, issuedInvoiceFile, submitApplication } from './service';

const ZLogoParams = z.object({ logoId: z.coerce.number().int().positive() });
const ZIdParams = z.object({ id: z.coerce.number().int().positive() });
const ZPdfQuery = z.object({ pdf: z.coerce.number().int().positive() });

/** The application of a request body; a broken rule answers with its own code and spec wording (§5). */
function parseApplication(body: unknown): TInvoiceApplication {
  const parsed = ZInvoiceApplication.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues.map((i) => asInvoiceIssue(i.message)).find((code) => code !== null);
  throw new AppError(issue ?? 'BAD_REQUEST');
}

/** The code a failed submission answers with; null for a failure of ours (500). */
function refusal(err: FastifyError | AppError): AppError | null {
  if (err instanceof AppError) return err;
  if (err.validation || (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)) return new AppError('BAD_REQUEST');
  return null;
}

/**
 * spec 01 §7/§8: the submit call answers `{status, msg}` and the page shows
 * the server's msg on failure. A refusal is the uniform error body plus
 * `status: 0`, so both kinds of client read it.
 */
function submitErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const e = refusal(err);
  if (!e) {
    req.log.error({ err }, 'invoice submission failed');
    return reply.status(500).send({ status: 0, code: 500, error: 'INTERNAL', msg: errorMessage('INTERNAL', req.site) });
  }
  return reply.status(e.status).send({ status: 0, code: e.status, error: e.code, msg: errorMessage(e.code, req.site) });
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
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(file.filename))
      .header('cache-control', 'private, no-store')
      .send(file.body);
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
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(file.filename))
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });

  await adminInvoiceRoutes(app, ctx);
}
