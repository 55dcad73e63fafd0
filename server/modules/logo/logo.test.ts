import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ZLogoDetailsResponse } from '../../../core/api';
import { createLogo, createUser } from '../../test/factories';
import { followDownload, loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { sql } from 'drizzle-orm';
import { ONE_OFF_PER_USER, oneOffStoreBytes } from './one-off';

let t: TestApp;
let owner: { id: number };
let cookies: Record<'owner' | 'admin' | 'designer' | 'other' | 'client', string>;
let logoId: number;
let sharedId: number;
let customisedId: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  owner = await createUser(db, { email: 'owner@logo.test' });
  await createUser(db, { email: 'admin@logo.test', is_admin: true });
  const designer = await createUser(db, { email: 'designer@logo.test', designer: true });
  await createUser(db, { email: 'other@logo.test' });
  const client = await createUser(db, { email: 'client@logo.test' });
  logoId = (await createLogo(db, { user_id: owner.id, designer_user_id: designer.id })).fa_id;
  sharedId = (await createLogo(db, { user_id: owner.id, share: true })).fa_id;
  customisedId = (await createLogo(db, { user_id: owner.id, customize_client_id: client.id })).fa_id;
  cookies = {
    owner: await loginAs(t.app, 'owner@logo.test'),
    admin: await loginAs(t.app, 'admin@logo.test'),
    designer: await loginAs(t.app, 'designer@logo.test'),
    other: await loginAs(t.app, 'other@logo.test'),
    client: await loginAs(t.app, 'client@logo.test'),
  };
});
afterAll(() => t.close());

const details = (id: number | string, cookie?: string, host?: string) =>
  t.app.inject({ url: `/api/logo/details?logo=${id}`, headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) } });

describe('GET /api/logo/details', () => {
  it('gives the owner the logo under logoIdDetails, with the outlined design and their roles', async () => {
    const res = await details(logoId, cookies.owner);
    expect(res.statusCode).toBe(200);
    const body = ZLogoDetailsResponse.parse(res.json());
    expect(body.logoIdDetails).toMatchObject({
      fa_id: logoId,
      logo_name: 'Test Brand',
      slogan_name: 'Tests that fail',
      package: 'professional',
      shareSetting: false,
      colors: ['#1f6feb', '#111111', '#f5a623'],
    });
    expect(body.logoIdDetails.design.name.d.length).toBeGreaterThan(100);
    expect(body.logoIdDetails.font.name[0]).toMatchObject({ text: 'Test Brand' });
    expect(body.roles).toEqual(expect.arrayContaining(['owner', 'login', 'bought', 'upgrade', 'en', 'logo']));
    expect(body.roles).not.toContain('admin');
  });

  it.each([
    ['admin', ['admin', 'bought', 'upgrade']],
    ['designer', ['designer']],
    ['client', ['owner']],
  ] as const)('lets the %s see an unshared logo', async (who, roles) => {
    const id = who === 'client' ? customisedId : logoId;
    const res = await details(id, cookies[who]);
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(expect.arrayContaining([...roles]));
  });

  it('refuses an anonymous visitor and another user when the logo is not shared (LOGO_PRIVATE)', async () => {
    for (const cookie of [undefined, cookies.other]) {
      const res = await details(logoId, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'LOGO_PRIVATE' });
    }
  });

  it('shows a shared logo to anyone, without owner roles', async () => {
    const res = await details(sharedId);
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(expect.arrayContaining(['shared', 'en']));
    expect(res.json().roles).not.toContain('owner');
  });

  it('picks the site from the host name', async () => {
    const res = await details(sharedId, undefined, ZH_HOST.host);
    expect(res.json().roles).toContain('zh');
    expect(res.json().roles).not.toContain('en');
  });

  it('answers 404 for a logo that does not exist and 400 for a bad id', async () => {
    expect((await details(999999, cookies.owner)).json()).toMatchObject({ code: 404, error: 'NOT_FOUND' });
    for (const bad of ['abc', '0', '-3', '']) {
      const res = await details(bad, cookies.owner);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('BAD_REQUEST');
    }
  });
});

describe('POST /api/logo/{id}/download/share/status', () => {
  const toggle = (id: number | string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: `/api/logo/${id}/download/share/status`, headers: cookie ? { cookie } : {} });

  it('lets the owner switch sharing on and off; data is the new state', async () => {
    const on = await toggle(logoId, cookies.owner);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ code: 200, data: true });
    expect((await details(logoId)).statusCode).toBe(200);
    const off = await toggle(logoId, cookies.owner);
    expect(off.json()).toEqual({ code: 200, data: false });
    expect((await details(logoId)).statusCode).toBe(403);
  });

  it('lets an admin switch it', async () => {
    expect((await toggle(logoId, cookies.admin)).json().data).toBe(true);
    expect((await toggle(logoId, cookies.admin)).json().data).toBe(false);
  });

  it('refuses anonymous (401), another user and the designer (403), and changes nothing', async () => {
    expect((await toggle(logoId)).statusCode).toBe(401);
    for (const who of ['other', 'designer'] as const) {
      const res = await toggle(logoId, cookies[who]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN', msg: 'No premission' });
    }
    const zh = await t.app.inject({
      method: 'POST',
      url: `/api/logo/${logoId}/download/share/status`,
      headers: { cookie: cookies.other, host: 'zh.localhost' },
    });
    expect(zh.json().msg).toBe('您无权限操作');
    expect((await details(logoId, cookies.owner)).json().logoIdDetails.shareSetting).toBe(false);
  });

  it('answers 404 for a missing logo and 400 for a bad id', async () => {
    expect((await toggle(999999, cookies.owner)).statusCode).toBe(404);
    expect((await toggle('x', cookies.owner)).statusCode).toBe(400);
  });
});

describe('GET /api/logo/{id}/download', () => {
  const ask = (query: string, cookie = cookies.owner, id = logoId) =>
    t.app.inject({ url: `/api/logo/${id}/download?${query}`, headers: cookie ? { cookie } : {} });
  /** The route's answer, its redirect to the content address followed. */
  const download = async (query: string, cookie = cookies.owner, id = logoId) => followDownload(t.app, await ask(query, cookie, id));

  it('downloads the main logo as an SVG attachment with outlined text', async () => {
    const res = await download('variant=main&format=svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-disposition']).toContain('Test Brand-main.svg');
    expect(res.body).toMatch(/^<svg[^>]+viewBox="0 0 1000 1000"/);
    expect(res.body).not.toContain('<text');
  });

  it('renders a PNG at the default size, transparent-free for main', async () => {
    const res = await download('variant=main&format=png-high');
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1000, 1000]);
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255);
  });

  it('drops the background for svg-nbg', async () => {
    const withBg = await download('variant=main&format=svg');
    const nbg = await download('variant=main&format=svg-nbg');
    expect(nbg.headers['content-disposition']).toContain('-transparent.svg');
    expect(nbg.body.length).toBeLessThan(withBg.body.length);
    expect(nbg.body).not.toContain('fill="#ffffff"');
  });

  it('uses the chosen background for the white logo', async () => {
    const res = await download('variant=white&format=svg&bg=1F6FEB');
    expect(res.body.toLowerCase()).toContain('#1f6feb');
  });

  it('answers after its checks with a redirect to the file\'s named content address, never stored; the address keeps the bytes for good', async () => {
    const res = await ask('variant=main&format=png-low&width=300&height=200');
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.length).toBe(0);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/oss\/renders\/([0-9a-f]{2})\/\1[0-9a-f]{62}\.png\/Test%20Brand-main-web\.png$/);
    const file = await t.app.inject({ url: location });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Test Brand-main-web.png"; filename*=UTF-8''Test%20Brand-main-web.png`);
    const etag = file.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(location).toContain(etag.slice(1, -1));
    // A browser's revalidation of the address is a 304 without the bytes.
    const again = await t.app.inject({ url: location, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The checks run on every request: another user, a visitor of a private logo, are refused, and told nothing of the address.
    for (const cookie of [cookies.other, '']) {
      const refused = await ask('variant=main&format=png-low&width=300&height=200', cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers.location).toBeUndefined();
      expect(refused.body).not.toContain(etag.slice(1, -1));
    }
  });

  it('names the file in the address in UTF-8, and refuses a name no file may have', async () => {
    const res = await ask('variant=main&format=svg');
    const location = String(res.headers.location);
    const bare = location.slice(0, location.lastIndexOf('/'));
    for (const [segment, name] of [
      ['%E9%9D%92%E5%B1%B1.svg', '青山.svg'],
      ['100%25%20Pure.svg', '100% Pure.svg'],
    ] as const) {
      const named = await t.app.inject({ url: `${bare}/${segment}` });
      expect(named.statusCode).toBe(200);
      expect(named.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    }
    for (const segment of ['a%2Fb.svg', 'x%0D%0ASet-Cookie%3A%20a%3Db.svg', '%E9%9D', 'a'.repeat(201)]) {
      const bad = await t.app.inject({ url: `${bare}/${segment}` });
      expect([400, 404], segment).toContain(bad.statusCode);
      expect(bad.headers['set-cookie']).toBeUndefined();
    }
  });

  it('serves a render again at its content address /oss/renders/…, immutable, from any client', async () => {
    const first = await download('variant=main&format=png-low&width=300&height=200');
    const hash = (first.headers.etag as string).slice(1, -1);
    const url = `/oss/renders/${hash.slice(0, 2)}/${hash}.png`;
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await t.app.inject({ url, headers: { 'if-none-match': `"${hash}"` } })).statusCode).toBe(304);
    const unknown = `/oss/renders/00/${'0'.repeat(64)}.png`;
    expect((await t.app.inject({ url: unknown })).statusCode).toBe(404);
  });

  it('answers a hot content address over HTTP with the same bytes and headers as the route, 304 and HEAD included', async () => {
    const first = await download('variant=inverse&format=jpg-low&width=320&height=240');
    const hash = (first.headers.etag as string).slice(1, -1);
    const path = `/oss/renders/${hash.slice(0, 2)}/${hash}.jpg`;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    // Straight from memory (server/http/hot-renders.ts) …
    const hot = await fetch(base + path);
    // … and through the route (a query string is left to the routes).
    const routed = await fetch(`${base}${path}?via=route`);
    for (const res of [hot, routed]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('etag')).toBe(`"${hash}"`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await res.arrayBuffer()).equals(first.rawPayload)).toBe(true);
    }
    const head = await fetch(base + path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(first.rawPayload.length);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    expect((await fetch(base + path, { headers: { 'if-none-match': `"${hash}"` } })).status).toBe(304);
    // Unknown hashes, other methods and other storage areas still go through the routes.
    expect((await fetch(`${base}/oss/renders/00/${'0'.repeat(64)}.jpg`)).status).toBe(404);
    expect((await fetch(base + path, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/oss/private/${hash}.jpg`)).status).toBe(404);
  });

  it('refuses a visitor on an unshared logo but serves a shared one', async () => {
    expect((await download('format=svg', '')).statusCode).toBe(403);
    expect((await download('format=svg', cookies.other)).statusCode).toBe(403);
    expect((await download('format=svg', '', sharedId)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown format', 'format=bmp'],
    ['an unknown variant', 'variant=gold'],
    ['a bad colour', 'variant=white&bg=zzzzzz'],
    ['a zero width', 'width=0'],
  ])('answers 400 for %s', async (_n, q) => {
    expect((await download(q)).statusCode).toBe(400);
  });

  it('serves both EPS files to admins only: transparent and tight as eps, on the background as eps-bg', async () => {
    for (const format of ['eps', 'eps-bg']) {
      const owners = await download(`format=${format}`);
      expect(owners.statusCode).toBe(403);
      expect(owners.json().error).toBe('FORBIDDEN');
    }
    const bbox = (body: string) => /^%%BoundingBox: (.*)$/m.exec(body)?.[1];
    const eps = await download('format=eps&width=800&height=600', cookies.admin);
    expect(eps.statusCode).toBe(200);
    expect(eps.headers['content-type']).toBe('application/postscript');
    expect(eps.headers['content-disposition']).toContain('Test Brand-main.eps');
    expect(eps.body.startsWith('%!PS-Adobe-3.0 EPSF-3.0')).toBe(true);
    expect(eps.body).not.toContain('rectfill');
    expect(bbox(eps.body)).not.toBe('0 0 800 600');
    const withBackground = await download('format=eps-bg&width=800&height=600', cookies.admin);
    expect(withBackground.statusCode).toBe(200);
    expect(withBackground.headers['content-disposition']).toContain('Test Brand-main-background.eps');
    expect(withBackground.body).toContain('0 0 800 600 rectfill');
    expect(bbox(withBackground.body)).toBe('0 0 800 600');
  });

  it.each([
    ['jpg-low', 'image/jpeg', 'Test Brand-main-web.jpg'],
    ['jpg-high', 'image/jpeg', 'Test Brand-main.jpg'],
    ['png-low', 'image/png', 'Test Brand-main-web.png'],
    ['pdf', 'application/pdf', 'Test Brand-main.pdf'],
    ['ico', 'image/x-icon', 'Test Brand-main.ico'],
  ])('serves %s as %s named %s', async (format, type, name) => {
    const res = await download(`format=${format}&width=800&height=600`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['content-disposition']).toContain(name);
    expect(res.rawPayload.length).toBeGreaterThan(100);
  });

  it('refuses a side above 5000 px with SIZE_LIMIT', async () => {
    const res = await download('format=png-high&width=5001&height=100');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('SIZE_LIMIT');
  });

  it('refuses a logo not bought: NOT_BOUGHT for the owner, sign-in for an anonymous visitor of a shared one', async () => {
    const notBought = await createLogo(t.ctx.db, { user_id: owner.id, is_bought: false, bought_type: null, share: true });
    const own = await download('format=svg', cookies.owner, notBought.fa_id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('NOT_BOUGHT');
    expect((await download('format=svg', '', notBought.fa_id)).statusCode).toBe(401);
    // Admins count as bought.
    expect((await download('format=svg', cookies.admin, notBought.fa_id)).statusCode).toBe(200);
  });

  it('gives the basic package the website size only, by default too', async () => {
    const basic = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 1 });
    const dflt = await download('format=png-high', cookies.owner, basic.fa_id);
    expect(dflt.statusCode).toBe(200);
    const meta = await sharp(dflt.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
    const big = await download('format=png-high&width=2000&height=1500', cookies.owner, basic.fa_id);
    expect(big.statusCode).toBe(403);
    expect(big.json().error).toBe('SIZE_NOT_IN_PACKAGE');
    expect((await download('format=png-high&width=2000&height=1500', cookies.admin, basic.fa_id)).statusCode).toBe(200);
  });

  describe('lockups (layout=…)', () => {
    it('gives each lockup at its own shape with its clear space, named after it, in every format', async () => {
      const png = await download('layout=horizontal&variant=main&format=png-high');
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-disposition']).toContain('Test Brand-horizontal-main.png');
      const wide = await sharp(png.rawPayload).metadata();
      // The default size's long side (1000 px), the lockup's own shape: wider than tall.
      expect(wide.width).toBe(1000);
      expect(wide.height!).toBeLessThan(500);
      const square = await sharp((await download('layout=square&variant=white&format=png-high')).rawPayload).metadata();
      expect([square.width, square.height]).toEqual([1000, 1000]);
      const svg = await download('layout=stacked&variant=no-slogan&format=svg');
      expect(svg.headers['content-disposition']).toContain('Test Brand-stacked-no-slogan.svg');
      const [, w, h] = /^<svg[^>]+viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg.body)!;
      expect(Math.max(Number(w), Number(h))).toBe(1000);
      // The name, not the slogan: one line of lettering beside the icon's group.
      expect(svg.body.match(/<path transform=/g)).toHaveLength(1);
      expect((await download('layout=stacked&variant=main&format=svg')).body.match(/<path transform=/g)).toHaveLength(2);
      for (const format of ['jpg-high', 'png-low', 'svg-nbg', 'pdf', 'ico']) {
        const res = await download(`layout=icon&variant=black&format=${format}`);
        expect(res.statusCode, format).toBe(200);
      }
      // An asked size is kept, the lockup fitted into it.
      const sized = await sharp((await download('layout=horizontal&format=png-low&width=600&height=600')).rawPayload).metadata();
      expect([sized.width, sized.height]).toEqual([600, 600]);
      // The original layout is today's file, at today's address.
      const a = await ask('variant=main&format=svg');
      const b = await ask('layout=original&variant=main&format=svg');
      expect(b.headers.location).toBe(a.headers.location);
      // …and a lockup is another picture.
      expect((await ask('layout=wordmark&variant=main&format=svg')).headers.location).not.toBe(a.headers.location);
    });

    it('comes with the professional package, for a signed-in viewer: basic, not bought, a visitor and another user are refused', async () => {
      const basic = await createLogo(t.ctx.db, { user_id: owner.id, bought_type: 1 });
      const refused = await download('layout=horizontal&format=svg', cookies.owner, basic.fa_id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('NOT_IN_PACKAGE');
      // The original layout stays the basic package's.
      expect((await download('format=svg', cookies.owner, basic.fa_id)).statusCode).toBe(200);
      const notBought = await createLogo(t.ctx.db, { user_id: owner.id, is_bought: false, bought_type: null });
      expect((await download('layout=horizontal&format=svg', cookies.owner, notBought.fa_id)).json().error).toBe('NOT_BOUGHT');
      // A visitor of a shared professional logo sees the previews in the page but signs in to download.
      const visitor = await download('layout=horizontal&format=png-low&width=800&height=600', '', sharedId);
      expect(visitor.statusCode).toBe(401);
      expect((await download('layout=horizontal&format=svg', cookies.other)).statusCode).toBe(403);
      expect((await download('layout=horizontal&format=svg', cookies.admin, basic.fa_id)).statusCode).toBe(200);
    });

    it('refuses a lockup the logo does not have, the symbol of a lockup, no slogan where there is none, and an unknown layout', async () => {
      const textOnly = await createLogo(t.ctx.db, {
        user_id: owner.id,
        design: {
          width: 800,
          height: 600,
          background: '#ffffff',
          layout: 'text-only',
          name: { text: 'A rather long wordmark name', font: 'inter-700', color: '#111111', size: 72 },
          colors: ['#111111'],
        },
      });
      const none = await download('layout=horizontal&format=svg', cookies.owner, textOnly.fa_id);
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toBe('NOT_FOUND');
      expect((await download('layout=horizontal&variant=symbol&format=svg')).statusCode).toBe(404);
      expect((await download('layout=square&variant=no-slogan&format=svg')).statusCode).toBe(404);
      expect((await download('layout=diagonal&format=svg')).statusCode).toBe(400);
    });
  });

  describe('one-off sizes (sizes a customer typed)', () => {
    const custom = (id: number, cookie: string, width: number, height: number, remoteAddress: string) =>
      t.app.inject({ url: `/api/logo/${id}/download?variant=main&format=png-low&width=${width}&height=${height}`, headers: { cookie }, remoteAddress });
    const rows = async () =>
      (await t.ctx.db.execute(sql`select storage_key, bytes from one_off_renders order by used_at`)).rows as Array<{ storage_key: string; bytes: number }>;

    it('a burst from one account is refused past its limit while another customer’s download goes on; stored sizes and presets never are', async () => {
      await createUser(t.ctx.db, { email: 'burst@logo.test' });
      const calm = await createUser(t.ctx.db, { email: 'calm@logo.test' });
      const burster = await t.ctx.db.execute(sql`select id from users where email = 'burst@logo.test'`);
      const mine = (await createLogo(t.ctx.db, { user_id: (burster.rows[0] as { id: number }).id })).fa_id;
      const theirs = (await createLogo(t.ctx.db, { user_id: calm.id })).fa_id;
      const [burst, other] = [await loginAs(t.app, 'burst@logo.test'), await loginAs(t.app, 'calm@logo.test')];
      const before = await oneOffStoreBytes(t.ctx);
      const codes: number[] = [];
      for (let i = 0; i <= ONE_OFF_PER_USER.max; i++) codes.push((await custom(mine, burst, 301 + i, 201, '10.80.0.1')).statusCode);
      expect(codes.slice(0, ONE_OFF_PER_USER.max).every((c) => c === 302)).toBe(true);
      const refused = await custom(mine, burst, 999, 201, '10.80.0.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'RENDER_LIMIT', msg: expect.stringContaining('preset sizes') });
      expect(codes.at(-1)).toBe(429);
      // A size already made, and the dialog's presets, still come.
      expect((await custom(mine, burst, 301, 201, '10.80.0.1')).statusCode).toBe(302);
      expect((await custom(mine, burst, 2000, 1500, '10.80.0.1')).statusCode).toBe(302);
      // Another customer, elsewhere, is not held back.
      const theirsRes = await followDownload(t.app, await custom(theirs, other, 333, 222, '10.80.0.2'));
      expect(theirsRes.statusCode).toBe(200);
      expect((await sharp(theirsRes.rawPayload).metadata()).width).toBe(333);
      // Twenty renders listed, the store grown by their bytes.
      const after = await oneOffStoreBytes(t.ctx);
      expect(after - before).toBeGreaterThan(0);
      expect((await rows()).filter((r) => r.storage_key.endsWith('.png')).length).toBeGreaterThanOrEqual(ONE_OFF_PER_USER.max + 1);
      console.info(`one-off burst: ${codes.filter((c) => c === 302).length} served, ${codes.filter((c) => c === 429).length + 1} refused; store ${before} → ${after} bytes`);
    });

    it('keeps the store under its quota by dropping the least recently used one-off renders; presets stay', async () => {
      const user = await createUser(t.ctx.db, { email: 'quota@logo.test' });
      const id = (await createLogo(t.ctx.db, { user_id: user.id })).fa_id;
      const cookie = await loginAs(t.app, 'quota@logo.test');
      await t.ctx.db.execute(sql`delete from one_off_renders`);
      // A preset size (the website one): rendered, stored, not listed.
      expect((await custom(id, cookie, 800, 600, '10.81.0.1')).statusCode).toBe(302);
      for (const w of [401, 402, 403, 404]) expect((await custom(id, cookie, w, 300, '10.81.0.1')).statusCode).toBe(302);
      const made = await rows();
      expect(made).toHaveLength(4);
      // The first is used again: the second is now the least recently used.
      await custom(id, cookie, 401, 300, '10.81.0.1');
      const total = made.reduce((n, r) => n + r.bytes, 0);
      const quota = t.ctx.config.oneOffRenderQuotaBytes;
      t.ctx.config.oneOffRenderQuotaBytes = total;
      try {
        expect((await custom(id, cookie, 405, 300, '10.81.0.1')).statusCode).toBe(302);
        const kept = (await rows()).map((r) => r.storage_key);
        expect(kept).not.toContain(made[1]!.storage_key);
        expect(kept).toContain(made[0]!.storage_key);
        expect(await t.ctx.storage.stat(made[1]!.storage_key)).toBeNull();
        expect(await t.ctx.storage.stat(made[0]!.storage_key)).not.toBeNull();
        expect(await oneOffStoreBytes(t.ctx)).toBeLessThanOrEqual(total * 0.9);
        // A dropped size is made again when asked, and its file is in the store again (whether this process still had it in memory or not).
        expect((await custom(id, cookie, 402, 300, '10.81.0.1')).statusCode).toBe(302);
        expect(await t.ctx.storage.stat(made[1]!.storage_key)).not.toBeNull();
      } finally {
        t.ctx.config.oneOffRenderQuotaBytes = quota;
      }
    });
  });

  it('answers 404 for the symbol of a text-only logo', async () => {
    const textOnly = await createLogo(t.ctx.db, {
      user_id: owner.id,
      design: {
        width: 800,
        height: 600,
        background: '#ffffff',
        layout: 'text-only',
        name: { text: 'Words', font: 'inter-700', color: '#111111', size: 72 },
        colors: ['#111111'],
      },
    });
    expect((await download('variant=symbol', cookies.owner, textOnly.fa_id)).statusCode).toBe(404);
    expect((await download('variant=no-slogan', cookies.owner, textOnly.fa_id)).statusCode).toBe(404);
  });
});
