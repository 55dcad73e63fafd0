import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../lib/errors';

/** Methods that never change state: every route that changes something is a POST, PUT, PATCH or DELETE. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** scheme://host[:port] of a header value, or 'null' when it is not a URL (a browser's opaque origin). */
function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
}

/**
 * The origin a browser says a request was sent from: its Origin header or,
 * without one, its Referer's origin. Undefined when it sends neither, which
 * browsers never do on a cross-origin POST: such a caller is a provider's
 * notification, the sandbox's own delivery or a script, none of which carries
 * the user's cookies from another page.
 */
function claimedOrigin(req: FastifyRequest): string | undefined {
  const origin = req.headers.origin;
  if (origin !== undefined) return origin === 'null' ? 'null' : originOf(origin);
  const referer = req.headers.referer;
  return referer === undefined ? undefined : originOf(referer);
}

/**
 * True when `origin` is one of the site's own: the public origin of either
 * site (PUBLIC_ORIGINS), or the origin the request itself was addressed to
 * (its Host, or the proxy's X-Forwarded-Host with TRUST_PROXY).
 */
function isSiteOrigin(origin: string, req: FastifyRequest, publicOrigins: ReadonlySet<string>): boolean {
  if (publicOrigins.has(origin)) return true;
  if (origin === 'null') return false;
  const url = new URL(origin);
  const host = req.host.toLowerCase();
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return url.host === host || `${url.host}:${defaultPort}` === host;
}

/**
 * Cross-site request forgery, refused in one place for every route: a request
 * that may change state (any method but GET, HEAD, OPTIONS) whose Origin (or
 * Referer) is not one of the site's origins is a 403 CROSS_ORIGIN before any
 * route runs. SameSite=Lax cookies stop other sites, not other origins of the
 * same site (another port or sub-domain of the host): this check does.
 */
export function installOriginGuard(app: FastifyInstance, config: Config): void {
  const publicOrigins = new Set(Object.values(config.publicOrigins));
  // Callback hooks (here and in the other guards): no promise made for each request.
  app.addHook('onRequest', (req, _reply, done) => {
    if (SAFE_METHODS.has(req.method)) return done();
    const origin = claimedOrigin(req);
    done(origin !== undefined && !isSiteOrigin(origin, req, publicOrigins) ? new AppError('CROSS_ORIGIN', origin) : undefined);
  });
}
