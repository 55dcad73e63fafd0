import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { siteUrl } from './setup/browser';

/** The built web app's files go out compressed ahead of time (brotli, else gzip), cached for a year. */
async function firstScript(): Promise<string> {
  const html = await (await fetch(siteUrl('en', '/download/'))).text();
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no entry script in ${html.slice(0, 300)}`);
  return siteUrl('en', src);
}

describe('static assets of the web app', () => {
  it('are sent as brotli or gzip by Accept-Encoding, with Vary, and as they are to a client that takes neither', async () => {
    const url = await firstScript();
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const body = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('cache-control')).toContain('immutable');

    // Node's fetch decompresses by itself: read the raw bytes through a decoder-free request.
    const raw = async (encoding: string) => {
      const { request } = await import('node:http');
      return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (d: Buffer) => parts.push(d)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        })
          .on('error', reject)
          .end();
      });
    };
    const br = await raw('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.body).equals(body)).toBe(true);
    expect(br.body.length).toBeLessThan(body.length / 2);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(body)).toBe(true);
  });
});
