import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILE_CSP } from '../http/headers';
import type { Storage } from '../storage';
import { namedContentAddress } from './content-address';
import { attachment } from './attachment';
import { AppError } from './errors';

/** How long a link to a private file stays valid, in seconds: enough to start the download, not to share it. */
export const PRIVATE_LINK_SECONDS = 300;

/** Cache-Control of content-addressed files: public, and the same for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends a rendered file as a download named `name`, with its content hash as a
 * strong ETag: a repeat request with If-None-Match is a 304 (after the route's
 * checks, which have run by then). Private: the file is for this viewer; kept
 * 5 minutes unless `cacheControl` says otherwise (a preview that follows the logo: `no-cache`).
 */
export function sendDownload(
  req: FastifyRequest,
  reply: FastifyReply,
  file: { body: Buffer; contentType: string; etag: string },
  name: string,
  cacheControl = 'private, max-age=300',
) {
  const etag = `"${file.etag}"`;
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.header('content-type', file.contentType).header('content-disposition', attachment(name)).send(file.body);
}

/**
 * A file made for this request alone (it holds what the person typed, or is
 * theirs only: a print file, a font licence), saved under `filename`: never
 * kept by a cache.
 */
export function sendMadeFile(reply: FastifyReply, body: Buffer, file: { filename: string; contentType: string }) {
  return reply.header('content-type', file.contentType).header('cache-control', 'private, no-store').header('content-disposition', attachment(file.filename)).send(body);
}

/**
 * After the route's checks: a 302 to the render's named content address
 * (server/render/logo-files.ts), public and immutable, so the browser and any
 * CDN keep the bytes and the route itself sends none. The redirect is this
 * viewer's answer now: never stored, so the checks run on every request.
 */
export function redirectToContent(reply: FastifyReply, file: { etag: string; ext: string }, name: string) {
  return reply.code(302).header('location', namedContentAddress(file, name)).header('cache-control', 'private, no-store').send();
}

/**
 * Streams a stored file's bytes with its length and the given headers: true
 * once sent, false when storage has no such file (the caller answers 404 its
 * own way). Not the reply itself: a reply is thenable, so awaiting it would
 * wait for the whole stream and give undefined — read as "missing" after the
 * bytes had gone out.
 */
export async function sendStored(reply: FastifyReply, storage: Storage, key: string, headers: Record<string, string>): Promise<boolean> {
  const stat = await storage.stat(key).catch(() => null);
  const stream = stat ? await storage.stream(key) : null;
  if (!stat || !stream) return false;
  reply.headers(headers).header('content-length', stat.size).send(stream);
  return true;
}

/**
 * After a route's checks, a private stored file: a 302 to a short-lived
 * signed link (S3 presigned, or the local driver's /files link), so its bytes
 * do not pass through the route; when the storage gives none (S3 without a
 * public address), the bytes themselves. Either way never kept by a shared cache.
 */
export async function sendPrivate(reply: FastifyReply, storage: Storage, key: string, file: { filename: string; contentType: string }) {
  const link = await storage.signedUrl(key, { ...file, expiresInSeconds: PRIVATE_LINK_SECONDS });
  if (link) return reply.code(302).header('location', link).header('cache-control', 'private, no-store').send();
  const sent = await sendStored(reply, storage, key, {
    'content-type': file.contentType,
    'content-disposition': attachment(file.filename),
    'cache-control': 'private, no-store',
    // An uploaded SVG or PDF never runs as a page of this site.
    'content-security-policy': FILE_CSP,
  });
  if (!sent) throw new AppError('NOT_FOUND', 'file missing from storage');
  return reply;
}
