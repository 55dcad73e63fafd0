import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
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

let server: S3rver;
let endpoint = '';
const s3Dir = mkdtempSync(join(tmpdir(), 'storage-s3-'));
beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
  const addr = await server.run();
  endpoint = `http://127.0.0.1:${addr.port}`;
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
