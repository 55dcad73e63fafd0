import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DESIGNER_STATUS, FILE_KINDS, SOURCE_MAX_BYTES, ZDesignerStatusBody, type TFileKind, type TFileType } from '../../../core/designer';
import { RULES, type Role } from '../../../core/permissions';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../lib/request';
import { sendPrivate } from '../../lib/send-file';
import { readUploadedParts } from '../../lib/upload';
import { loadLogoFor } from '../logo/access';
import { loadCustomiseFor } from './customise';
import * as files from './files';
import { customiseTopic, logoTopic, notify, type MailTopic } from './notify';
import * as repo from './repo';
import * as service from './service';
import { ZIdParams, ZIdText } from '../../../core/ids';

const ZFileParams = z.object({ id: ZIdText, fileId: ZIdText });
const ZKind = z.coerce.number().pipe(z.union([z.literal(FILE_KINDS.image), z.literal(FILE_KINDS.attachment)]));
const ZFileKindParams = ZFileParams.extend({ kind: ZKind });
const ZDeleteQuery = z.object({ kind: ZKind });
const ZUserParams = z.object({ userId: ZIdText });

/**
 * The add-or-replace call's multipart body (spec 01 §7: logoid, attachFile or
 * previewFile, id, title, type). Read whole before anything is checked or
 * stored; too large → UPLOAD_TOO_LARGE, not multipart → UPLOAD_EMPTY.
 */
async function readUpload(req: FastifyRequest): Promise<files.UploadInput> {
  const { fields, files: parts } = await readUploadedParts(req, SOURCE_MAX_BYTES, { invalid: 'UPLOAD_EMPTY', tooLarge: 'UPLOAD_TOO_LARGE' });
  const type = z.coerce.number().int().min(1).max(7).safeParse(fields.type);
  if (!type.success) throw new AppError('BAD_REQUEST', 'type must be 1 to 7');
  const id = fields.id ? ZIdText.safeParse(fields.id) : undefined;
  if (id && !id.success) throw new AppError('BAD_REQUEST', 'id must be a file id');
  return { type: type.data as TFileType, id: id?.data, title: fields.title, image: parts.previewFile, source: parts.attachFile };
}

function requireAdmin(req: FastifyRequest) {
  const user = requireUser(req);
  if (!user.is_admin) throw new AppError('FORBIDDEN');
  return user;
}

/** Whose files a request is about, with the viewer's roles there and whom to tell of new files. */
interface Resolved {
  subject: files.FileSubject;
  roles: readonly Role[];
  topic: MailTopic;
}
type Resolve = (req: FastifyRequest, id: number) => Promise<Resolved>;

/** List, add or replace, delete and download the files of a logo or a customise record. */
function registerFileRoutes(scope: FastifyInstance, ctx: AppContext, prefix: string, resolve: Resolve) {
  const r = scope.withTypeProvider<ZodTypeProvider>();
  r.get(`${prefix}/:id/files`, { schema: { params: ZIdParams } }, async (req) => {
    const { subject } = await resolve(req, req.params.id);
    const viewer = requireUser(req);
    const rows = await repo.listFiles(ctx.db, subject.owner);
    return { code: 200 as const, data: rows.map((row) => files.presentFile(subject, row, viewer.id)) };
  });

  r.post(`${prefix}/:id/files`, { schema: { params: ZIdParams } }, async (req) => {
    const { subject, roles, topic } = await resolve(req, req.params.id);
    const viewer = requireUser(req);
    const input = await readUpload(req);
    const row = await files.uploadFile(ctx, subject, roles, viewer.id, input);
    if (viewer.id !== topic.ownerId && !roles.includes('owner')) await notify(ctx, req.log, 'files', req.site, topic);
    return { code: 200 as const, data: files.presentFile(subject, row, viewer.id) };
  });

  r.delete(`${prefix}/:id/files/:fileId`, { schema: { params: ZFileParams, querystring: ZDeleteQuery } }, async (req) => {
    const { subject, roles } = await resolve(req, req.params.id);
    await files.deleteFile(ctx, subject, roles, requireUser(req).id, req.params.fileId, req.query.kind as TFileKind);
    return { code: 200 as const };
  });

  r.get(`${prefix}/:id/files/:fileId/:kind`, { schema: { params: ZFileKindParams } }, async (req, reply) => {
    const { subject } = await resolve(req, req.params.id);
    const file = await files.fileDownload(ctx, subject, req.params.fileId, req.params.kind as TFileKind);
    // After the checks: a short-lived signed link to the upload (or its bytes, sandboxed).
    return sendPrivate(reply, ctx.storage, file.key, { filename: file.name, contentType: file.contentType });
  });
}

/**
 * The designer fix (spec 01 §2 /mod and the customise page, §4 "Designer
 * assist", §5, §6, §7): the request and its remark, confirmation and claim;
 * the designer's files of a logo or a customise record; the admin's designer
 * authorisation and status. Mails go out after each change.
 */
export async function designerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: SOURCE_MAX_BYTES, files: 2, fields: 6 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get('/api/logo/:id/designer-assist', { schema: { params: ZIdParams } }, async (req) => {
      const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.designerFixPage);
      return { code: 200 as const, data: await service.assistInfo(ctx, logo) };
    });

    r.post('/api/logo/:id/designer-assist/remark', { schema: { params: ZIdParams } }, async (req) => {
      const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.designerRemark);
      const body = req.body as { remark?: unknown } | null;
      const row = await service.submitRemark(ctx, logo.fa_id, typeof body?.remark === 'string' ? body.remark : '');
      await notify(ctx, req.log, 'remark', req.site, logoTopic(logo), row.remark ?? '');
      return { code: 200 as const, data: service.presentRequest(row) };
    });

    r.post('/api/logo/:id/designer-assist/confirm', { schema: { params: ZIdParams } }, async (req) => {
      const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.designerRemark);
      const row = await service.confirmWork(ctx, logo.fa_id);
      await notify(ctx, req.log, 'confirmed', req.site, logoTopic(logo));
      return { code: 200 as const, data: service.presentRequest(row) };
    });

    r.post('/api/logo/:id/designer-assist/claim', { schema: { params: ZIdParams } }, async (req) => {
      const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.designerClaim);
      const row = await service.claimCommission(ctx, logo.fa_id, requireUser(req).id);
      return { code: 200 as const, data: service.presentRequest(row) };
    });

    r.post('/api/logo/:id/designer-assist/refund', { schema: { params: ZIdParams } }, async (req) => {
      const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.designerAdmin);
      return { code: 200 as const, data: service.presentRequest(await service.refund(ctx, logo.fa_id)) };
    });

    r.post('/api/logo/:id/designer', { schema: { params: ZIdParams } }, async (req) => {
      const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.designerAdmin);
      const designer = await service.chosenDesigner(ctx, req.body);
      await repo.setLogoDesigner(ctx.db, logo.fa_id, designer.id);
      // The owner's request, when already written, goes with the news.
      const request = await repo.findRequest(ctx.db, logo.fa_id);
      await notify(ctx, req.log, 'authorised', req.site, logoTopic({ ...logo, designer_user_id: designer.id }), request?.remark ?? undefined);
      return { code: 200 as const, data: designer };
    });

    r.delete('/api/logo/:id/designer', { schema: { params: ZIdParams } }, async (req) => {
      const { logo } = await loadLogoFor(ctx, req, req.params.id, RULES.designerAdmin);
      if (logo.designer_user_id === null) throw new AppError('RESET_FAILED', 'no designer to reset');
      await repo.setLogoDesigner(ctx.db, logo.fa_id, null);
      return { code: 200 as const };
    });

    r.get('/api/designers', async (req) => {
      requireAdmin(req);
      return { code: 200 as const, data: await repo.listDesigners(ctx.db) };
    });

    r.post('/api/designers/:userId/status', { schema: { params: ZUserParams } }, async (req) => {
      requireAdmin(req);
      const body = ZDesignerStatusBody.safeParse(req.body);
      if (!body.success) throw new AppError('STATUS_FAILED', `status must be ${DESIGNER_STATUS.active} or ${DESIGNER_STATUS.paused}`);
      await service.setStatus(ctx, req.params.userId, body.data.status);
      return { code: 200 as const };
    });

    registerFileRoutes(scope, ctx, '/api/logo', async (req, id) => {
      const { logo, roles } = await loadLogoFor(ctx, req, id, RULES.designerFixPage);
      return { subject: await files.logoSubject(ctx, logo), roles, topic: logoTopic(logo) };
    });

    // Customise mode (no logo yet; the client of the record is its owner).
    r.get('/api/customize/:id', { schema: { params: ZIdParams } }, async (req) => {
      const { record, roles } = await loadCustomiseFor(ctx, req, req.params.id, RULES.designerFixPage);
      const designer = record.designer_user_id ? ((await repo.findDesigner(ctx.db, record.designer_user_id)) ?? null) : null;
      return { code: 200 as const, data: { id: record.id, client_id: record.client_id, designer, roles } };
    });

    r.post('/api/customize/:id/designer', { schema: { params: ZIdParams } }, async (req) => {
      const { record } = await loadCustomiseFor(ctx, req, req.params.id, RULES.designerAdmin);
      const designer = await service.chosenDesigner(ctx, req.body);
      await repo.setCustomizeDesigner(ctx.db, record.id, designer.id);
      await notify(ctx, req.log, 'authorised', req.site, customiseTopic({ ...record, designer_user_id: designer.id }, req.site));
      return { code: 200 as const, data: designer };
    });

    r.delete('/api/customize/:id/designer', { schema: { params: ZIdParams } }, async (req) => {
      const { record } = await loadCustomiseFor(ctx, req, req.params.id, RULES.designerAdmin);
      if (record.designer_user_id === null) throw new AppError('RESET_FAILED', 'no designer to reset');
      await repo.setCustomizeDesigner(ctx.db, record.id, null);
      return { code: 200 as const };
    });

    registerFileRoutes(scope, ctx, '/api/customize', async (req, id) => {
      const { record, roles } = await loadCustomiseFor(ctx, req, id, RULES.designerFixPage);
      return { subject: files.customiseSubject(record.id), roles, topic: customiseTopic(record, req.site) };
    });
  });
}
