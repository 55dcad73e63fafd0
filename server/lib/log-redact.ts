/**
 * Query parameters whose values are secrets of an address — a brand portal
 * link's token (k), a request's approval (r), a team invitation (t), and a
 * sign-in page's `next` (which may hold any of them, encoded): never written
 * to a log.
 */
const SECRET_PARAMS = /([?&](?:k|r|t|next)=)[^&#]*/g;

/** An address as logs may keep it: the secrets of its query replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** The request as each log line describes it (Fastify's own fields), its address redacted. */
export function logRequest(req: { method: string; url: string; host: string; ip: string; socket?: { remotePort?: number } }): Record<string, unknown> {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
