import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from '../lib/send-file';

/** The build's kinds of file under assets/ (vite.config.ts) and what they are sent as. */
const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff2: 'font/woff2',
  svg: 'image/svg+xml',
  png: 'image/png',
  wasm: 'application/wasm',
  json: 'application/json; charset=utf-8',
};

/** A file's name in the build's flat assets folder: a hashed name and a known kind, nothing that climbs out. */
const ASSET_NAME = /^[\w-]+(?:\.[\w-]+)*\.(js|css|woff2|svg|png|wasm|json)$/;

interface Copy {
  body: Buffer;
  etag: string;
}

/** One asset as sent: as built, and the brotli and gzip copies the build wrote beside it when there are. */
interface Asset {
  type: string;
  modified: string;
  plain: Copy;
  br: Copy | null;
  gzip: Copy | null;
}

const copy = (body: Buffer): Copy => ({ body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` });

async function readAsset(dir: string, name: string, kind: string): Promise<Asset | null> {
  const path = join(dir, name);
  const [plain, br, gzip] = await Promise.all([path, `${path}.br`, `${path}.gz`].map((p) => readFile(p).catch(() => null)));
  const built = await stat(path).catch(() => null);
  if (!plain || !built) return null;
  return { type: TYPES[kind], modified: built.mtime.toUTCString(), plain: copy(plain), br: br && copy(br), gzip: gzip && copy(gzip) };
}

/** The encodings the client takes (Accept-Encoding), without those it refuses with q=0. */
function accepted(header: string | undefined): Set<string> {
  const taken = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) taken.add(coding);
  }
  return taken;
}

/** One byte range of `size` bytes (bytes=a-b, a-, -n), 'unsatisfiable', or null for none or several (answered whole). */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * The built web app's files under /download/assets/, from memory: each is read
 * once (with its .br and .gz copies) when first asked, and sent from then on
 * without touching the disk. Their names carry their content's hash, so a
 * copy never goes stale: a rebuild writes new names, read when first asked.
 * Brotli, else gzip, by Accept-Encoding (Vary), a year's immutable caching,
 * ETag and If-None-Match, and one byte range of the file as built. Not logged
 * request by request (a page load asks for dozens); failures still are.
 */
export function assetRoutes(app: FastifyInstance, dir: string): void {
  const cache = new Map<string, Promise<Asset | null>>();
  const load = (name: string, kind: string) => {
    let asset = cache.get(name);
    if (!asset) {
      asset = readAsset(dir, name, kind);
      cache.set(name, asset);
      // A name not (yet) there is read again when asked again: a build in development writes while the server runs.
      void asset.then((a) => a ?? cache.delete(name));
    }
    return asset;
  };
  app.get<{ Params: { name: string } }>('/download/assets/:name', { logLevel: 'warn' }, async (req, reply) => {
    const m = ASSET_NAME.exec(req.params.name);
    const asset = m && (await load(req.params.name, m[1]));
    if (!asset) return reply.callNotFound();
    const ranged = req.headers.range !== undefined;
    const encodings = ranged ? new Set<string>() : accepted(req.headers['accept-encoding']);
    const [sent, encoding] = asset.br && encodings.has('br') ? [asset.br, 'br'] : asset.gzip && encodings.has('gzip') ? [asset.gzip, 'gzip'] : [asset.plain, null];
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', IMMUTABLE)
      .header('last-modified', asset.modified)
      .header('etag', sent.etag)
      .type(asset.type);
    if (asset.br || asset.gzip) reply.header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === sent.etag)) return reply.code(304).send();
    const range = ranged ? byteRange(req.headers.range, sent.body.length) : null;
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${sent.body.length}`).send();
    if (range) return reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${sent.body.length}`).send(sent.body.subarray(range.start, range.end + 1));
    return reply.send(sent.body);
  });
}
