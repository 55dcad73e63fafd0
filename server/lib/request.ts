import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../core/constants';
import type { SessionUser } from '../modules/auth/repo';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site of this request, from its host name. */
    site: Locale;
    /** The signed-in user, or null. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** A GET route that may change rows (a payment's state polled and credited): its answer waits like a POST's (server/app.ts). */
    writes?: boolean;
  }
}

/** The signed-in user, or a 401 the client turns into the sign-in page. */
export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new AppError('UNAUTHENTICATED');
  return req.user;
}

let warnedUntrustedProxy = false;

/** Loopback and private-network peers (RFC 1918, RFC 4193, link-local): where a proxy in front of us sits. */
function isInternalPeer(address: string): boolean {
  const a = address.replace(/^::ffff:/i, '');
  return (
    /^(127\.|10\.|192\.168\.|169\.254\.)/.test(a) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(a) ||
    a === '::1' ||
    /^f[cd][0-9a-f]{2}:/i.test(a) ||
    /^fe80:/i.test(a)
  );
}

/** Where a request comes from, as far as rate limits can tell (`clientAddress`). */
export interface ClientAddress {
  ip: string;
}

/**
 * The client's address for rate limits (sign-in failures, SMS sends,
 * visitors' downloads), decided by the configuration and the connection, never
 * by a header: a client may write any X-Forwarded-For it likes, and a header
 * the configuration does not vouch for changes nothing.
 *
 * - TRUST_PROXY set: the address Fastify derives from the hops it names.
 * - TRUST_PROXY off: the socket's address and its own budget, whatever
 *   forwarded headers the request carries. When that peer is on loopback or a
 *   private network and sends forwarded headers, a proxy we were not told of
 *   may be in front (its clients then share its budget): the operator is told
 *   once to set TRUST_PROXY.
 */
export function clientAddress(req: FastifyRequest, trustProxy: unknown): ClientAddress {
  if (trustProxy !== false) return { ip: req.ip };
  const peer = req.socket.remoteAddress ?? req.ip;
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  if (forwarded && isInternalPeer(peer) && !warnedUntrustedProxy) {
    warnedUntrustedProxy = true;
    req.log.warn(
      'requests come through a proxy but TRUST_PROXY is off: rate limits count the proxy as one client; set TRUST_PROXY to the proxy hop count or address',
    );
  }
  return { ip: peer };
}
