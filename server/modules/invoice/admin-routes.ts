import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdminInvoiceQuery, ZInvoiceReject } from '../../../core/invoice';
import { can, RULES } from '../../../core/permissions';
import { rolesFor } from '../../../core/roles';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../lib/request';
import { approveApplication, ensureInvoiceSite, listApplications, rejectApplication } from './service';
import { INVOICE_PDF_MAX_BYTES, readPdfUpload } from './upload';
import { ZIdParams } from '../../../core/ids';


/** Chinese site (404), signed in (401), an admin (403): checked before anything is read from the request. */
function requireInvoiceAdmin(ctx: AppContext, req: FastifyRequest): void {
  ensureInvoiceSite(ctx, req.site);
  const user = requireUser(req);
  if (!can(RULES.invoiceAdmin, rolesFor({ site: req.site, viewer: user, logo: null }))) throw new AppError('FORBIDDEN');
}

/**
 * The admin review of invoice applications: the queue, approve with the
 * invoice PDF (multipart, this scope only), reject with a reason.
 */
export async function adminInvoiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: INVOICE_PDF_MAX_BYTES, files: 1, fields: 4 } });
    // Before validation: a visitor learns nothing about ids or bodies.
    scope.addHook('preValidation', async (req) => {
      requireInvoiceAdmin(ctx, req);
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get('/api/admin/invoices', { schema: { querystring: ZAdminInvoiceQuery } }, async (req) => ({
      code: 200 as const,
      data: await listApplications(ctx, req.query.status),
    }));

    r.post('/api/admin/invoices/:id/approve', { schema: { params: ZIdParams } }, async (req) => {
      const pdf = await readPdfUpload(req);
      return { code: 200 as const, data: await approveApplication(ctx, req.params.id, requireUser(req).id, pdf) };
    });

    r.post('/api/admin/invoices/:id/reject', { schema: { params: ZIdParams, body: ZInvoiceReject } }, async (req) => {
      return { code: 200 as const, data: await rejectApplication(ctx, req.params.id, requireUser(req).id, req.body.notes) };
    });
  });
}
