import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { attachment } from '../lib/attachment';
import { assertKey, type Storage } from './types';

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /**
   * The bucket's address as browsers reach it (S3_PUBLIC_URL): presigned links
   * are made for it. Absent: no presigned links (the app sends private files
   * itself), as for a bucket only the servers reach.
   */
  publicUrl?: string;
}

function notFound(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    return err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound';
  }
  return false;
}

/** An S3-compatible bucket (path-style, so MinIO and similar servers work). */
export function s3Storage(opts: S3Options): Storage & { client: S3Client } {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: true,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
  });
  const Bucket = opts.bucket;
  // Signing makes no request: a client of the public address only computes URLs.
  const publicClient = opts.publicUrl
    ? new S3Client({ region: opts.region, endpoint: opts.publicUrl, forcePathStyle: true, credentials: client.config.credentials })
    : null;
  const read = async (key: string) => {
    assertKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  };
  return {
    client,
    async put(key, data, contentType) {
      assertKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async get(key) {
      const out = await read(key);
      if (!out?.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    },
    async stat(key) {
      assertKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      const out = await read(key);
      return out?.Body ? (out.Body as Readable) : null;
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async signedUrl(key, o) {
      assertKey(key);
      if (!publicClient) return null;
      const command = new GetObjectCommand({ Bucket, Key: key, ResponseContentDisposition: attachment(o.filename), ResponseContentType: o.contentType });
      return getSignedUrl(publicClient, command, { expiresIn: o.expiresInSeconds });
    },
  };
}
