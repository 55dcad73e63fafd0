import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { assetRoutes } from './assets';

const dir = mkdtempSync(join(tmpdir(), 'assets-'));
const script = Buffer.from(`export const answer = ${JSON.stringify('x'.repeat(4000))};\n`);
writeFileSync(join(dir, 'entry-Ab12_cd.js'), script);
writeFileSync(join(dir, 'entry-Ab12_cd.js.br'), brotliCompressSync(script));
writeFileSync(join(dir, 'entry-Ab12_cd.js.gz'), gzipSync(script));
writeFileSync(join(dir, 'tiny-Zz9.css'), 'a{color:red}');
writeFileSync(join(dir, 'secret.txt'), 'not an asset');

const app = Fastify({ logger: false });
assetRoutes(app, dir);
app.setNotFoundHandler((_req, reply) => reply.code(404).send({ code: 404 }));
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (name: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url: `/download/assets/${name}`, headers });

describe('the web app’s assets from memory', () => {
  it('sends brotli, else gzip, else the file as built, by Accept-Encoding, with Vary and a year’s immutable caching', async () => {
    const br = await get('entry-Ab12_cd.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    const gz = await get('entry-Ab12_cd.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(script))).toBe(true);
    const plain = await get('entry-Ab12_cd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    // Without compressed copies: the file as built, and nothing varies.
    const css = await get('tiny-Zz9.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers.vary).toBeUndefined();
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toBe('a{color:red}');
    const head = await get('entry-Ab12_cd.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers a copy the client holds with 304, and one byte range of the file with 206 (416 past its end)', async () => {
    const first = await get('entry-Ab12_cd.js', { 'accept-encoding': 'br' });
    const again = await get('entry-Ab12_cd.js', { 'accept-encoding': 'br', 'if-none-match': `W/"other", ${first.headers.etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get('entry-Ab12_cd.js', { 'accept-encoding': 'br', 'if-none-match': '"other"' })).statusCode).toBe(200);
    const part = await get('entry-Ab12_cd.js', { range: 'bytes=7-12', 'accept-encoding': 'br' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 7-12/${script.length}`);
    expect(part.body).toBe(script.subarray(7, 13).toString());
    const tail = await get('entry-Ab12_cd.js', { range: 'bytes=-3' });
    expect(tail.body).toBe(script.subarray(-3).toString());
    const past = await get('entry-Ab12_cd.js', { range: `bytes=${script.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${script.length}`);
    // Several ranges: the whole file.
    expect((await get('entry-Ab12_cd.js', { range: 'bytes=0-1,4-5' })).statusCode).toBe(200);
  });

  it('has nothing else: no compressed copy by its own name, no other kind of file, nothing outside the folder', async () => {
    for (const name of ['entry-Ab12_cd.js.br', 'entry-Ab12_cd.js.gz', 'secret.txt', 'missing-X1.js', '..%2Fassets.test.ts', '%2e%2e%2fsecret.txt']) {
      expect((await get(name)).statusCode, name).toBe(404);
    }
  });

  it('serves a file a rebuild wrote after it was first asked for', async () => {
    expect((await get('later-Q7.js')).statusCode).toBe(404);
    writeFileSync(join(dir, 'later-Q7.js'), 'export {};');
    const res = await get('later-Q7.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export {};');
  });
});
