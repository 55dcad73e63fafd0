import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_DOWNLOAD_SIDE, AVATAR_MAX_BYTES, AVATAR_MAX_SIDE, AVATAR_MIN_SIDE, PHOTO_STYLES } from '../../../core/avatars';
import { AVATAR_STYLES, avatarFormat, avatarStyles } from '../../../core/composer/avatar';
import type { TDesign } from '../../../core/design';
import { professionalRefusal } from '../../../core/downloads';
import { isVisitor } from '../../../core/visitors';
import { admitVisitor } from '../logo/visitors';
import { RULES } from '../../../core/permissions';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../lib/request';
import { IMMUTABLE, sendDownload } from '../../lib/send-file';
import { readUploadedFile } from '../../lib/upload';
import { renderLogoFile } from '../../render/logo-files';
import { outlinedDesign } from '../../render/outlined';
import { loadLogoFor } from '../logo/access';
import { composePhotoAvatar } from './photo';
import { cutoutFile, uploadAvatar, userCutout } from './service';
import { ZIdParams } from '../../../core/ids';

const ZSide = z.coerce.number().int().min(AVATAR_MIN_SIDE).max(AVATAR_MAX_SIDE).default(AVATAR_DOWNLOAD_SIDE);
const ZAvatarQuery = z.object({ style: z.enum(AVATAR_STYLES), size: ZSide });
/** `v`: the avatar's version, only so browsers do not mix up pictures of two avatars. */
const ZPhotoQuery = z.object({ style: z.enum(PHOTO_STYLES), size: ZSide, v: z.string().max(64).optional() });
const ZHashParams = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) });

/**
 * The avatar and icon page (spec 01 §2): the logo's avatar-style icons, the
 * user's avatar upload, the user's avatar with the logo, and the cut-outs at
 * `/oss/matting/{hash}` (§7).
 */
export async function avatarRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get('/api/logo/:id/avatar', { schema: { params: ZIdParams, querystring: ZAvatarQuery } }, async (req, reply) => {
      const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
      const roleSet = new Set(roles);
      const refusal = professionalRefusal(roleSet);
      if (refusal) throw new AppError(refusal);
      const design = logo.design as TDesign;
      const { style, size } = req.query;
      if (isVisitor(roleSet)) await admitVisitor(ctx, req, size === AVATAR_DOWNLOAD_SIDE);
      if (!avatarStyles(design).includes(style)) throw new AppError('NOT_FOUND', 'this logo has no symbol');
      const ext = avatarFormat(style);
      const file = await renderLogoFile(ctx.storage, design, {
        variant: 'main',
        format: ext === 'png' ? 'png-high' : 'jpg-high',
        width: size,
        height: size,
        avatar: style,
      }, req.id);
      return sendDownload(req, reply, file, `${logo.logo_name}-avatar-${style}.${ext}`);
    });

    r.get('/api/logo/:id/avatar/photo', { schema: { params: ZIdParams, querystring: ZPhotoQuery } }, async (req, reply) => {
      const user = requireUser(req);
      const { logo, roles } = await loadLogoFor(ctx, req, req.params.id, RULES.viewLogo, 'LOGO_PRIVATE');
      const refusal = professionalRefusal(new Set(roles));
      if (refusal) throw new AppError(refusal);
      const cutout = await userCutout(ctx, user.cover);
      if (!cutout) throw new AppError('NOT_FOUND', 'upload a profile picture first');
      const { style, size } = req.query;
      const body = await composePhotoAvatar(outlinedDesign(logo.design as TDesign), cutout.body, style, size);
      const etag = `${cutout.hash.slice(0, 16)}-${logo.fa_id}-${style}-${size}-${logo.updated_at.getTime()}`;
      return sendDownload(req, reply, { body, contentType: 'image/png', etag }, `${logo.logo_name}-${style}.png`);
    });

    // spec 01 §6: any signed-in user may upload an avatar; messages 上传头像成功 / 上传头像失败 on the page.
    r.post('/api/me/avatar', async (req) => {
      const user = requireUser(req);
      const bytes = await readUploadedFile(req, AVATAR_MAX_BYTES, { invalid: 'AVATAR_INVALID', tooLarge: 'AVATAR_INVALID' });
      return { code: 200 as const, data: await uploadAvatar(ctx, user.id, bytes) };
    });

    // spec 01 §7: the cut-out; a missing one is made again from its source and stored again.
    r.get('/oss/matting/:hash', { schema: { params: ZHashParams } }, async (req, reply) => {
      const body = await cutoutFile(ctx, req.params.hash);
      if (!body) return reply.callNotFound();
      return reply.header('content-type', 'image/png').header('cache-control', IMMUTABLE).send(body);
    });
  });
}
