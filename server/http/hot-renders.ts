import type { IncomingMessage, ServerResponse } from 'node:http';
import { countLookup } from '../lib/metrics';
import { IMMUTABLE } from '../lib/send-file';
import { FILE_HEADERS } from './headers';
import { contentAddressName } from '../lib/content-address';
import { hotRender } from '../render/logo-files';
import { attachment } from '../lib/attachment';
import { contentTypeForKey } from '../storage/types';

/** `/oss/renders/{2 hex}/{64 hex}.{ext}[/{name}]`: a render's content address, bare or named (server/render/logo-files.ts). */
const RENDER_PATH = /^\/oss\/(renders\/[0-9a-f]{2}\/([0-9a-f]{64})\.(?:png|jpg|pdf|eps|svg|ico))(?:\/([^/?#]+))?$/;

/**
 * Answers a request for a render's content address straight from the hot
 * cache, before the web framework sees it; returns false when it did not
 * answer (another path, another method, a query string, or the file is not
 * in memory), and the request then goes through the routes as usual
 * (server/modules/files/routes.ts reads storage and warms the cache).
 *
 * These files are public and never change, so there is nothing to check:
 * no session, no site, no per-request log line (like a static-file server's
 * `access_log off` for immutable assets). The answers are the same as the
 * route's: the hash as a strong ETag, 304 on If-None-Match, cacheable for good.
 * docs/PERFORMANCE.md has the throughput this buys.
 */
export function serveHotRender(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const m = RENDER_PATH.exec(req.url ?? '');
  if (!m) return false;
  const name = m[3] === undefined ? undefined : contentAddressName(m[3]);
  // A name no file may have: the route answers (a 404).
  if (name === null) return false;
  const body = hotRender(m[1]);
  if (!body) return false;
  countLookup('content-address', 'memory');
  const etag = `"${m[2]}"`;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ...FILE_HEADERS, etag, 'cache-control': IMMUTABLE });
    res.end();
    return true;
  }
  res.writeHead(200, {
    ...FILE_HEADERS,
    'content-type': contentTypeForKey(m[1]),
    'content-length': body.length,
    etag,
    'cache-control': IMMUTABLE,
    ...(name ? { 'content-disposition': attachment(name) } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
