import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogo, createUser } from '../test/factories';
import { loginAs, startTestApp, type TestApp } from '../test/harness';
import { COMPRESSIBLE_ANSWERS } from '../app';

/**
 * Answers in text go out compressed when the caller accepts it (a phone on a
 * slow network waited seconds for the cards' SVG): brotli first, then gzip;
 * never what is binary already, never a small answer, never a caller that did
 * not ask.
 */
let t: TestApp;
let owner: string;
let logoId: number;

beforeAll(async () => {
  t = await startTestApp();
  const o = await createUser(t.ctx.db, { email: 'owner@compress.test' });
  owner = await loginAs(t.app, 'owner@compress.test');
  logoId = (await createLogo(t.ctx.db, { user_id: o.id, is_bought: true, bought_type: 2 })).fa_id;
});
afterAll(() => t.close());

const details = (encoding?: string) =>
  t.app.inject({ url: `/api/logo/details?logo=${logoId}`, headers: { cookie: owner, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('compressed answers', () => {
  it('sends JSON as brotli to a browser that accepts it, the same JSON once decoded, and says it varies by Accept-Encoding', async () => {
    const plain = await details();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await details('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip, and sends as it is to a caller that accepts neither', async () => {
    const gz = await details('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual((await details()).json());
    expect((await details('identity')).headers['content-encoding']).toBeUndefined();
    expect((await details('compress')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves a picture and a small answer as they are', async () => {
    const png = await t.app.inject({ url: `/api/logo/${logoId}/download?variant=main&format=png-low`, headers: { cookie: owner, 'accept-encoding': 'br' } });
    const file = png.statusCode === 302 ? await t.app.inject({ url: png.headers.location as string, headers: { 'accept-encoding': 'br' } }) : png;
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-encoding']).toBeUndefined();
    const me = await t.app.inject({ url: '/api/me', headers: { 'accept-encoding': 'br' } });
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
  });

  it('compresses text, JSON, SVG and PostScript, never a stream of events or a binary', () => {
    for (const type of ['application/json; charset=utf-8', 'image/svg+xml', 'text/html; charset=utf-8', 'application/postscript', 'text/csv', 'application/problem+json']) {
      expect(COMPRESSIBLE_ANSWERS.test(type), type).toBe(true);
    }
    for (const type of ['text/event-stream', 'image/png', 'application/pdf', 'application/zip', 'application/octet-stream', 'video/mp4']) {
      expect(COMPRESSIBLE_ANSWERS.test(type), type).toBe(false);
    }
  });
});
