import { isIP } from 'node:net';
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

/** The last address a proxy appended to X-Forwarded-For (or Forwarded's last `for=`), if it is an IP address. */
function lastForwardedAddress(req: FastifyRequest): string | null {
  const xff = req.headers['x-forwarded-for'];
  const forwarded = req.headers.forwarded;
  let last: string | undefined;
  if (xff !== undefined) last = String(xff).split(',').pop();
  else if (forwarded !== undefined) last = /for="?\[?([^;,"\]]+)/i.exec(String(forwarded).split(',').pop() ?? '')?.[1];
  const value = (last ?? '').trim();
  const ip = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value)?.[1] ?? value;
  return isIP(ip) ? ip : null;
}

/**
 * The client's address for rate limits (sign-in failures, SMS sends,
 * visitors' downloads), decided by the configuration and the connection, never
 * by a header alone: a client may write any X-Forwarded-For it likes.
 *
 * - TRUST_PROXY set: the address Fastify derives from the trusted hops.
 * - TRUST_PROXY off and the connection comes from the internet: the socket's
 *   address, whatever forwarded headers the request carries.
 * - TRUST_PROXY off and the connection comes from loopback or a private
 *   network with forwarded headers: a proxy we were not told of is in front.
 *   Its address is everybody's, so it is not used (a limit on it would lock
 *   the whole site); the address that proxy appended last is used instead,
 *   and the operator is told once to set TRUST_PROXY. `distinct` is false
 *   only when no such address can be read: the caller then skips its
 *   per-address limit and keeps its other ones.
 */
export function clientAddress(req: FastifyRequest, trustProxy: unknown): { ip: string; distinct: boolean } {
  if (trustProxy !== false) return { ip: req.ip, distinct: true };
  const peer = req.socket.remoteAddress ?? req.ip;
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  if (!forwarded || !isInternalPeer(peer)) return { ip: peer, distinct: true };
  if (!warnedUntrustedProxy) {
    warnedUntrustedProxy = true;
    req.log.warn(
      'requests come through a proxy but TRUST_PROXY is off: rate limits use the last X-Forwarded-For address; set TRUST_PROXY to the proxy hop count or address',
    );
  }
  const last = lastForwardedAddress(req);
  return last ? { ip: last, distinct: true } : { ip: peer, distinct: false };
}
