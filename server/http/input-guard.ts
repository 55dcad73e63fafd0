import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isTypedText } from '../../core/text';
import { AppError } from '../lib/errors';

/** Deepest nesting a request's JSON may have before it is refused outright. */
const MAX_DEPTH = 32;

/**
 * True when a parsed value (query, params, JSON body) holds a string with a
 * character no one types; a value nested deeper than any form sends is a 400.
 */
function holdsForbiddenText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isTypedText(value);
  if (depth > MAX_DEPTH) throw new AppError('BAD_REQUEST');
  if (Array.isArray(value)) return value.some((v) => holdsForbiddenText(v, depth + 1));
  // Raw bodies (provider notifications arrive as a Buffer) are checked by their own route.
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).some(([k, v]) => !isTypedText(k) || holdsForbiddenText(v, depth + 1));
  }
  return false;
}

/**
 * Every route's text input, checked once before its schema: a NUL or another
 * control character anywhere in the query, the path or a JSON body is a 400
 * (CONTROL_CHARACTERS), never a database error. Multipart fields are checked
 * where they are read (server/lib/upload.ts).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    done(holdsForbiddenText(req.query) || holdsForbiddenText(req.params) || holdsForbiddenText(req.body) ? new AppError('CONTROL_CHARACTERS') : undefined);
  });
}

/**
 * A request with more than one Host header: which site (and which origin) it
 * is for is ambiguous, so it is answered 400 before anything else reads it
 * (RFC 9112 §3.2: a server must reject such a request).
 */
export function hasAmbiguousHost(req: IncomingMessage): boolean {
  let seen = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].length === 4 && req.rawHeaders[i].toLowerCase() === 'host' && ++seen > 1) return true;
  }
  return false;
}
