import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';

const require = createRequire(import.meta.url);

/** s3rver's file store and object model (CommonJS, no types): what the store below builds on. */
interface S3rverStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  getMetadata(bucket: string, key: string): Promise<Record<string, unknown>>;
}
type StoreClass = new (root: string) => S3rverStore;
const FilesystemStore = require('s3rver/lib/stores/filesystem') as StoreClass;
const S3Object = require('s3rver/lib/models/object') as {
  new (bucket: string, key: string, content: Readable | null, metadata: Record<string, unknown>): { range?: unknown };
  /** The metadata S3 keeps of a PUT. */
  ALLOWED_METADATA: string[];
};

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Writes a file whole or not at all: a temp file beside it, renamed over it. */
async function replaceFile(path: string, data: Buffer | string): Promise<void> {
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}

/**
 * s3rver's store made to keep S3's promise: a PUT's object is there whole
 * once the PUT is answered, and a GET gets one object whole, the one before a
 * PUT of the same key or the one after, never parts of both. s3rver answers a
 * PUT before its bytes are written and writes over the object in place, so a
 * reader can get a short or mixed object — which S3, MinIO and the local
 * driver never give (the cluster's instances read what another is writing).
 */
class WholeObjectStore extends FilesystemStore {
  async putObject(object: { bucket: string; key: string; content: Buffer | Readable; metadata: Record<string, unknown> }) {
    const path = this.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(path), { recursive: true });
    const body = Buffer.isBuffer(object.content) ? object.content : Buffer.concat(await object.content.toArray());
    const md5 = createHash('md5').update(body).digest('hex');
    const metadata = Object.fromEntries(
      Object.entries(object.metadata).filter(([k]) => S3Object.ALLOWED_METADATA.includes(k) || k.startsWith('x-amz-meta-')),
    );
    await replaceFile(this.getResourcePath(object.bucket, object.key, 'metadata.json'), JSON.stringify(metadata));
    await replaceFile(`${path}.md5`, md5);
    await replaceFile(path, body);
    return { size: body.length, md5 };
  }

  /** The object as it is when opened: its length from the open file, whatever a PUT renames over the path meanwhile. */
  async getObject(bucket: string, key: string, options?: { start?: number; end?: number }) {
    let file;
    try {
      file = await open(this.getResourcePath(bucket, key, 'object'), 'r');
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
    try {
      const size = (await file.stat()).size;
      const metadata = { ...(await this.getMetadata(bucket, key)), 'content-length': size };
      const lastByte = Math.max(0, size - 1);
      const range = { start: options?.start ?? 0, end: Math.min(options?.end ?? Infinity, lastByte) };
      const ranged = options !== undefined && (options.start !== undefined || options.end !== undefined);
      if (range.start < 0 || range.end < range.start) {
        await file.close();
        const object = new S3Object(bucket, key, null, metadata);
        if (ranged) object.range = range;
        return object;
      }
      const object = new S3Object(bucket, key, file.createReadStream(range), metadata);
      if (ranged) object.range = range;
      return object;
    } catch (err) {
      await file.close();
      if (missing(err)) return null;
      throw err;
    }
  }
}

/** An S3-compatible server on 127.0.0.1 (any free port) keeping its objects in `directory`, as S3 keeps them (whole). */
export async function startS3Double(directory: string): Promise<{ endpoint: string; port: number; close: () => Promise<void> }> {
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const internals = server as unknown as { store: S3rverStore; context: { store: S3rverStore } };
  internals.store = internals.context.store = new WholeObjectStore(directory);
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, port, close: () => server.close() };
}
