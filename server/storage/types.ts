import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  contentType: string;
}

/**
 * Object storage: rendered files, uploads, cut-outs. Keys are slash-separated
 * relative paths ("renders/ab/cd….png"); drivers refuse anything else.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<StoredObject | null>;
  stream(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (backups: server/backup). */
  list(): AsyncIterable<string>;
  /**
   * A short-lived address a browser fetches the private file from directly,
   * saved under `filename`: a presigned URL (S3, when its public address is
   * configured) or a signed link served by /files (local). Null: the driver
   * has none, and the route sends the bytes itself.
   */
  signedUrl(key: string, opts: { filename: string; contentType: string; expiresInSeconds: number }): Promise<string | null>;
}

const KEY_RE = /^[a-zA-Z0-9_-][a-zA-Z0-9._-]*(\/[a-zA-Z0-9_-][a-zA-Z0-9._-]*)*$/;

/** Throws on keys that could escape the storage root ("..", absolute, empty). */
export function assertKey(key: string): void {
  if (!KEY_RE.test(key) || key.split('/').some((p) => p === '..' || p === '.')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  eps: 'application/postscript',
  ico: 'image/x-icon',
  zip: 'application/zip',
  json: 'application/json',
};

export function contentTypeForKey(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}
