import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to private files of the local driver (the S3 driver's
 * are presigned URLs): `/files/{key}?e={expiry}&n={name}&t={type}&s={signature}`,
 * the signature an HMAC-SHA256 of all of it under the installation's secret,
 * so a link cannot be made, stretched or pointed at another file or name.
 */
export interface LinkFields {
  key: string;
  /** Unix seconds after which the link is refused. */
  expires: number;
  filename: string;
  contentType: string;
}

function signature(secret: string, f: LinkFields): string {
  return createHmac('sha256', secret).update(`${f.key}\n${f.expires}\n${f.filename}\n${f.contentType}`).digest('base64url');
}

export function signLink(secret: string, f: LinkFields): string {
  const q = new URLSearchParams({ e: String(f.expires), n: f.filename, t: f.contentType, s: signature(secret, f) });
  return `/files/${f.key}?${q.toString()}`;
}

/** The link's fields when its signature holds and it has not expired; else why not. */
export function verifyLink(secret: string, key: string, query: Record<string, unknown>, now = Date.now()): LinkFields | 'expired' | 'invalid' {
  const { e, n, t, s } = query;
  if (typeof e !== 'string' || typeof n !== 'string' || typeof t !== 'string' || typeof s !== 'string' || !/^\d{1,12}$/.test(e)) return 'invalid';
  const fields: LinkFields = { key, expires: Number(e), filename: n, contentType: t };
  const given = Buffer.from(s);
  const expected = Buffer.from(signature(secret, fields));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return fields.expires * 1000 < now ? 'expired' : fields;
}
