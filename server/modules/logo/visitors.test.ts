import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogo, createUser } from '../../test/factories';
import { followDownload, loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';

/**
 * Visitors of a shared logo download what the page offers (the size dialog's
 * presets, the logo's colours, the default avatar size), at a bounded rate:
 * nobody can fill the render store with 5000 px variants. The owner is not limited.
 */
let t: TestApp;
let owner: string;
let logoId: number;
beforeAll(async () => {
  t = await startTestApp();
  const o = await createUser(t.ctx.db, { email: 'owner@visitors.test' });
  owner = await loginAs(t.app, 'owner@visitors.test');
  logoId = (await createLogo(t.ctx.db, { user_id: o.id, share: true })).fa_id;
});
afterAll(() => t.close());

const download = async (query: string, opts: { cookie?: string; remoteAddress?: string; host?: string } = {}) =>
  followDownload(
    t.app,
    await t.app.inject({
      url: `/api/logo/${logoId}/download?${query}`,
      remoteAddress: opts.remoteAddress ?? '10.7.0.1',
      headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), host: opts.host ?? 'localhost' },
    }),
  );

describe("a shared logo's visitor", () => {
  it('downloads the preset sizes and the site’s social sizes', async () => {
    expect((await download('format=png-low&width=800&height=600')).statusCode).toBe(200);
    expect((await download('format=png-low&width=1640&height=624')).statusCode).toBe(200);
    expect((await download('format=png-low&width=720&height=720', { host: ZH_HOST.host })).statusCode).toBe(200);
    expect((await download('format=svg')).statusCode).toBe(200);
  });

  it('is refused other sizes and colours the page does not offer, with a message; the owner is not', async () => {
    const odd = await download('format=png-high&width=4999&height=4321');
    expect(odd.statusCode).toBe(403);
    expect(odd.json()).toMatchObject({ error: 'VISITOR_SIZE', msg: 'Visitors can download the preset sizes. Sign in as the logo’s owner for other sizes.' });
    expect((await download('format=png-low&width=720&height=720')).statusCode).toBe(403);
    expect((await download('variant=white&format=png-low&width=800&height=600&bg=123456')).statusCode).toBe(403);
    expect((await download('variant=white&format=png-low&width=800&height=600&bg=1f6feb')).statusCode).toBe(200);
    expect((await download('format=png-high&width=4999&height=4321', { cookie: owner })).statusCode).toBe(200);
  });

  it('avatars: the download size only', async () => {
    const avatar = (size: number) => t.app.inject({ url: `/api/logo/${logoId}/avatar?style=circle-brand&size=${size}`, remoteAddress: '10.7.0.3' });
    expect((await avatar(1024)).statusCode).toBe(200);
    expect((await avatar(2047)).json().error).toBe('VISITOR_SIZE');
  });

  it('makes at most 60 downloads in ten minutes from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await download('format=svg', { remoteAddress: '10.7.0.9' })).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    expect((await download('format=svg', { remoteAddress: '10.7.0.10' })).statusCode).toBe(200);
    expect((await download('format=svg', { cookie: owner, remoteAddress: '10.7.0.9' })).statusCode).toBe(200);
  });
});
