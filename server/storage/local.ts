import { createReadStream, type Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { signLink } from './links';
import { assertKey, contentTypeForKey, type Storage } from './types';

/**
 * Files in a local directory. Writes go to a temp file first, so a crash
 * never leaves half a file. With a signing secret, private files get signed
 * links (links.ts) that /files serves.
 */
export function localStorage(root: string, linkSecret?: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertKey(key);
    return join(base, key);
  };
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        const s = await stat(pathOf(key));
        return s.isFile() ? { size: s.size, contentType: contentTypeForKey(key) } : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      const s = await this.stat(key);
      return s ? createReadStream(pathOf(key)) : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      let entries: Dirent[];
      try {
        entries = await readdir(base, { recursive: true, withFileTypes: true });
      } catch (err) {
        if (missing(err)) return;
        throw err;
      }
      for (const entry of entries) {
        // A write in progress (put's temp file) is not an object yet.
        if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
        yield relative(base, join(entry.parentPath, entry.name)).split(sep).join('/');
      }
    },
    async signedUrl(key, opts) {
      assertKey(key);
      if (!linkSecret) return null;
      return signLink(linkSecret, { key, expires: Math.floor(Date.now() / 1000) + opts.expiresInSeconds, filename: opts.filename, contentType: opts.contentType });
    },
  };
}
