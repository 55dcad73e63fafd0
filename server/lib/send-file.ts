import type { FastifyReply, FastifyRequest } from 'fastify';
import { namedContentAddress } from '../render/logo-files';
import { attachment } from './attachment';

/** Cache-Control of content-addressed files: public, and the same for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends a rendered file as a download named `name`, with its content hash as a
 * strong ETag: a repeat request with If-None-Match is a 304 (after the route's
 * checks, which have run by then). Private: the file is for this viewer.
 */
export function sendDownload(
  req: FastifyRequest,
  reply: FastifyReply,
  file: { body: Buffer; contentType: string; etag: string },
  name: string,
) {
  const etag = `"${file.etag}"`;
  reply.header('etag', etag).header('cache-control', 'private, max-age=300');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.header('content-type', file.contentType).header('content-disposition', attachment(name)).send(file.body);
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
