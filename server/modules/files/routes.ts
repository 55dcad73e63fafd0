import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { FONT_IDS } from '../../../core/design';
import type { AppContext } from '../../context';
import { IMMUTABLE, sendStored } from '../../lib/send-file';
import { FONT_CATALOGUE, fontPath } from '../../render/fonts';
import { contentAddressName } from '../../lib/content-address';
import { readRender } from '../../render/logo-files';
import { attachment } from '../../lib/attachment';
import { verifyLink } from '../../storage/links';
import { contentTypeForKey } from '../../storage/types';
import { AppError } from '../../lib/errors';
import { isLogoFileKey, sendLogoFile } from './logo-files';

const FONT_BY_FILE = new Map(FONT_IDS.map((id) => [FONT_CATALOGUE[id].font_url.split('/').pop() as string, id]));
/**
 * Storage areas /oss answers. One logo's files (manual/, featured/) only after
 * the logo's view check (logo-files.ts); the others are content-addressed
 * (renders/, matting/, avatars/: SHA-256 of the file or of everything it is
 * made of), so an address cannot be formed without already knowing what it shows.
 */
const PUBLIC_PREFIXES = ['manual/', 'matting/', 'renders/', 'featured/', 'avatars/'];
/** Keys of rendered files (server/lib/content-address.ts renderStorageKey), with the file name of a named address. */
const RENDER_KEY = /^(renders\/[0-9a-f]{2}\/[0-9a-f]{64}\.(?:png|jpg|pdf|eps|svg|ico))(?:\/([^/]+))?$/;

/** Files from storage (/oss/…), private files by signed link (/files/…) and the shipped font files (/download/fonts/…). */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext, linkSecret: string): Promise<void> {
  // A private file by the link a route signed after its checks (storage/links.ts): the link is the permission.
  app.get<{ Params: { '*': string } }>('/files/*', async (req, reply) => {
    const key = req.params['*'];
    const link = verifyLink(linkSecret, key, req.query as Record<string, unknown>);
    if (link === 'invalid') throw new AppError('NOT_FOUND');
    if (link === 'expired') throw new AppError('LINK_EXPIRED');
    const left = Math.max(0, link.expires - Math.floor(Date.now() / 1000));
    const sent = await sendStored(reply, ctx.storage, key, {
      'content-type': link.contentType,
      'content-disposition': attachment(link.filename),
      'cache-control': `private, max-age=${left}`,
    });
    if (!sent) throw new AppError('NOT_FOUND');
    return reply;
  });

  app.get<{ Params: { '*': string } }>('/oss/*', async (req, reply) => {
    const key = req.params['*'];
    if (!PUBLIC_PREFIXES.some((p) => key.startsWith(p)) || key.includes('..')) return reply.callNotFound();
    if (isLogoFileKey(key)) return sendLogoFile(ctx, req, reply, key);
    if (key.startsWith('manual/') || key.startsWith('featured/')) return reply.callNotFound();
    // The name as sent (still percent-encoded: a name may hold "%" or "/"); the framework's param is decoded.
    const render = RENDER_KEY.exec((req.raw.url ?? '').split('?')[0].slice('/oss/'.length));
    if (render) {
      // Content-addressed renders never change: served from memory when hot, cacheable for good.
      const [, renderKey, segment] = render;
      const name = segment === undefined ? undefined : contentAddressName(segment);
      if (name === null) return reply.callNotFound();
      const body = await readRender(ctx.storage, renderKey).catch(() => null);
      if (!body) return reply.callNotFound();
      const etag = `"${renderKey.slice(renderKey.lastIndexOf('/') + 1, renderKey.lastIndexOf('.'))}"`;
      reply.header('etag', etag).header('cache-control', IMMUTABLE);
      if (name) reply.header('content-disposition', attachment(name));
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.header('content-type', contentTypeForKey(renderKey)).send(body);
    }
    const sent = await sendStored(reply, ctx.storage, key, { 'content-type': contentTypeForKey(key), 'cache-control': 'public, max-age=3600' });
    return sent ? reply : reply.callNotFound();
  });

  app.get<{ Params: { file: string } }>('/download/fonts/:file', async (req, reply) => {
    const id = FONT_BY_FILE.get(req.params.file);
    if (!id) return reply.callNotFound();
    return reply
      .header('content-type', 'font/ttf')
      .header('cache-control', 'public, max-age=604800')
      .send(createReadStream(fontPath(id)));
  });
}
