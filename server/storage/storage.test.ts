import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Double } from '../test/s3-double';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { verifyLink } from './links';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { Storage } from './types';

/** The same contract, checked against both drivers. */
function contract(name: string, make: () => Storage) {
  describe(`${name} storage`, () => {
    it('puts, stats, gets, streams and deletes an object', async () => {
      const s = make();
      const data = Buffer.from('hello logo');
      await s.put('renders/ab/file.png', data, 'image/png');
      expect(await s.stat('renders/ab/file.png')).toEqual({ size: data.length, contentType: 'image/png' });
      expect((await s.get('renders/ab/file.png'))?.toString()).toBe('hello logo');
      const stream = await s.stream('renders/ab/file.png');
      const chunks: Buffer[] = [];
      for await (const c of stream!) chunks.push(Buffer.from(c));
      expect(Buffer.concat(chunks).toString()).toBe('hello logo');
      await s.delete('renders/ab/file.png');
      expect(await s.get('renders/ab/file.png')).toBeNull();
      expect(await s.stat('renders/ab/file.png')).toBeNull();
      expect(await s.stream('renders/ab/file.png')).toBeNull();
    });

    it('answers null for a missing object and deleting one is not an error', async () => {
      const s = make();
      expect(await s.get('missing/none.png')).toBeNull();
      await expect(s.delete('missing/none.png')).resolves.toBeUndefined();
    });

    it('lists every stored key, nested ones too (what a backup reads)', async () => {
      const s = make();
      const keys = ['list/a.png', 'list/deep/er/b.pdf', 'list/c.zip'];
      for (const key of keys) await s.put(key, Buffer.from(key), 'application/octet-stream');
      const listed: string[] = [];
      for await (const key of s.list()) if (key.startsWith('list/')) listed.push(key);
      expect(listed.sort()).toEqual([...keys].sort());
      for (const key of keys) await s.delete(key);
    });

    it('gives one object whole while its key is written again (the one before or after, never parts of both) and a written one at once', async () => {
      const s = make();
      const before = Buffer.alloc(3 << 20, 'a');
      const after = Buffer.alloc((3 << 20) + 4096, 'b');
      const which = (got: Buffer | null) => (got?.equals(before) ? 'before' : got?.equals(after) ? 'after' : `parts (${got?.length} bytes)`);
      await s.put('whole/kit.zip', before, 'application/zip');
      let writing = true;
      const written: string[] = [];
      const writer = (async () => {
        for (let n = 0; n < 6; n += 1) {
          const body = n % 2 ? before : after;
          await s.put('whole/kit.zip', body, 'application/zip');
          // A PUT answered is there whole (S3 reads after a write what was written).
          written.push(which(await s.get('whole/kit.zip')) === (n % 2 ? 'before' : 'after') ? 'whole' : 'not yet');
        }
        writing = false;
      })();
      const read = new Set<string>();
      while (writing) {
        read.add(which(await s.get('whole/kit.zip')));
        const chunks: Buffer[] = [];
        for await (const c of (await s.stream('whole/kit.zip'))!) chunks.push(Buffer.from(c));
        read.add(which(Buffer.concat(chunks)));
      }
      await writer;
      expect(written).toEqual(Array(6).fill('whole'));
      expect([...read].filter((r) => r !== 'before' && r !== 'after')).toEqual([]);
      await s.delete('whole/kit.zip');
    });

    it.each(['../etc/passwd', '/abs/path', 'a/../../b', '', 'a//b', 'a/./b'])('refuses the key %j', async (key) => {
      await expect(make().put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
    });
  });
}

const localDir = mkdtempSync(join(tmpdir(), 'storage-local-'));
afterAll(() => rmSync(localDir, { recursive: true, force: true }));
contract('local', () => localStorage(localDir));

describe('local storage writes', () => {
  it('leaves no temporary file behind', async () => {
    const s = localStorage(localDir);
    await s.put('w/one.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(readdirSync(join(localDir, 'w'))).toEqual(['one.svg']);
  });
});

let server: Awaited<ReturnType<typeof startS3Double>>;
let endpoint = '';
const s3Dir = mkdtempSync(join(tmpdir(), 'storage-s3-'));
beforeAll(async () => {
  server = await startS3Double(s3Dir);
  endpoint = server.endpoint;
  const s = s3Storage({ endpoint, region: 'us-east-1', bucket: 'logos', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
  await s.client.send(new CreateBucketCommand({ Bucket: 'logos' }));
  s.client.destroy();
});
afterAll(async () => {
  await server?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});
contract('S3', () =>
  s3Storage({ endpoint, region: 'us-east-1', bucket: 'logos', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }),
);

describe('links to private files', () => {
  it('local: a signed link of the asked length, refused when changed or expired; none without a secret', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storage-links-'));
    const secret = 'k'.repeat(64);
    const s = localStorage(dir, secret);
    await s.put('kits/a.zip', Buffer.from('zip'), 'application/zip');
    const url = new URL((await s.signedUrl('kits/a.zip', { filename: '品牌.zip', contentType: 'application/zip', expiresInSeconds: 60 })) as string, 'http://x');
    expect(url.pathname).toBe('/files/kits/a.zip');
    const query = Object.fromEntries(url.searchParams);
    const fields = verifyLink(secret, 'kits/a.zip', query);
    expect(fields).toMatchObject({ key: 'kits/a.zip', filename: '品牌.zip', contentType: 'application/zip' });
    expect(verifyLink(secret, 'kits/b.zip', query)).toBe('invalid');
    expect(verifyLink('other'.repeat(13), 'kits/a.zip', query)).toBe('invalid');
    expect(verifyLink(secret, 'kits/a.zip', { ...query, n: 'a.zip' })).toBe('invalid');
    expect(verifyLink(secret, 'kits/a.zip', { ...query, e: String(Number(query.e) + 1) })).toBe('invalid');
    expect(verifyLink(secret, 'kits/a.zip', { ...query, s: undefined })).toBe('invalid');
    expect(verifyLink(secret, 'kits/a.zip', query, Date.now() + 61_000)).toBe('expired');
    expect(await localStorage(dir).signedUrl('kits/a.zip', { filename: 'a.zip', contentType: 'application/zip', expiresInSeconds: 60 })).toBeNull();
    await expect(s.signedUrl('../etc/passwd', { filename: 'a', contentType: 'text/plain', expiresInSeconds: 60 })).rejects.toThrow(/invalid storage key/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('S3: a presigned URL on the public address that the bucket answers with the file and its name; none without a public address', async () => {
    const opts = { endpoint, region: 'us-east-1', bucket: 'logos', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const s = s3Storage({ ...opts, publicUrl: endpoint });
    await s.put('kits/b.zip', Buffer.from('zip bytes'), 'application/zip');
    const url = (await s.signedUrl('kits/b.zip', { filename: 'Brand kit.zip', contentType: 'application/zip', expiresInSeconds: 60 })) as string;
    expect(url.startsWith(`${endpoint}/logos/kits/b.zip?`)).toBe(true);
    expect(url).toContain('X-Amz-Expires=60');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('zip bytes');
    expect(res.headers.get('content-disposition')).toContain('Brand kit.zip');
    // Signed (SigV4) with the answer's name in it: S3 checks the signature (s3rver, a test double, does not).
    const q = new URL(url).searchParams;
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(q.get('response-content-disposition')).toContain('Brand kit.zip');
    const closed = s3Storage(opts);
    expect(await closed.signedUrl('kits/b.zip', { filename: 'a.zip', contentType: 'application/zip', expiresInSeconds: 60 })).toBeNull();
    s.client.destroy();
    closed.client.destroy();
  });
});
