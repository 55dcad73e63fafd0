import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_PPT_OUTLINE_AMOUNT } from '../../../core/constants';
import { brandKeyword, generateOutline, outlineToSlides, ZBrandPptResponse, ZOutlineResponse, type TBrandPptSave } from '../../../core/office/brand-ppt';
import { AppError } from '../../lib/errors';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { httpOutlineDriver } from './outline';

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other' | 'designer', string>;
const logo = {} as Record<'pro' | 'basic' | 'shared', number>;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const owner = await createUser(db, { email: 'owner@ppt.test' });
  await createUser(db, { email: 'admin@ppt.test', is_admin: true });
  await createUser(db, { email: 'other@ppt.test' });
  const designer = await createUser(db, { email: 'designer@ppt.test' });
  logo.pro = (await createLogo(db, { user_id: owner.id, designer_user_id: designer.id })).fa_id;
  logo.basic = (await createLogo(db, { user_id: owner.id, bought_type: 1 })).fa_id;
  logo.shared = (await createLogo(db, { user_id: owner.id, share: true })).fa_id;
  cookies = {
    owner: await loginAs(t.app, 'owner@ppt.test'),
    admin: await loginAs(t.app, 'admin@ppt.test'),
    other: await loginAs(t.app, 'other@ppt.test'),
    designer: await loginAs(t.app, 'designer@ppt.test'),
  };
});
afterAll(() => t.close());

const outline = (payload: Record<string, unknown>, cookie?: string, host?: { host: string }) =>
  t.app.inject({ method: 'POST', url: '/api/brand-ppt/outline', payload: { logo: logo.pro, ...payload }, headers: { ...(cookie ? { cookie } : {}), ...(host ?? {}) } });

function saveBody(keyword = 'Test Brand + Built to last'): TBrandPptSave {
  const o = generateOutline({ amount: BRAND_PPT_OUTLINE_AMOUNT, keyword }, 'en');
  return {
    form: { color: '#1F6FEB', keyword, pattern: 'dots' },
    outline: o,
    title: 'Test Brand',
    deck: { style: 'bold', slides: outlineToSlides(o) },
  };
}

describe('POST /api/brand-ppt/outline', () => {
  it('writes eight sections from "brand name + slogan", in the site language, the same each time', async () => {
    const res = await outline({ amount: 8, keyword: 'Northwind Coffee + Roasted with care' }, cookies.owner);
    expect(res.statusCode).toBe(200);
    const body = ZOutlineResponse.parse(res.json());
    expect(body.outline).toHaveLength(8);
    expect(body.outline[0]).toEqual({ title: 'Northwind Coffee', points: ['Roasted with care'] });
    expect(JSON.stringify(body.outline)).toContain('Northwind Coffee');
    expect((await outline({ amount: 8, keyword: 'Northwind Coffee + Roasted with care' }, cookies.owner)).json()).toEqual(res.json());
    const zh = ZOutlineResponse.parse((await outline({ amount: 8, keyword: '青山茶舍 + 一杯好茶' }, cookies.owner, ZH_HOST)).json());
    expect(zh.outline[7]!.title).toMatch(/谢谢|期待合作/);
    expect(ZOutlineResponse.parse((await outline({ keyword: 'Solo' }, cookies.owner)).json()).outline).toHaveLength(BRAND_PPT_OUTLINE_AMOUNT);
    expect(ZOutlineResponse.parse((await outline({ amount: 3, keyword: 'Solo' }, cookies.owner)).json()).outline).toHaveLength(3);
  });

  it("is for the logo's owner (or an admin) with the professional package, and refuses bad input", async () => {
    expect((await outline({ amount: 8, keyword: 'X' })).statusCode).toBe(401);
    expect((await outline({ amount: 8, keyword: 'X' }, cookies.other)).json()).toMatchObject({ error: 'LOGO_PRIVATE' });
    expect((await outline({ amount: 8, keyword: 'X' }, cookies.designer)).json()).toMatchObject({ error: 'FORBIDDEN' });
    expect((await outline({ logo: logo.basic, amount: 8, keyword: 'X' }, cookies.owner)).json()).toMatchObject({ error: 'NOT_IN_PACKAGE' });
    expect((await outline({ amount: 8, keyword: 'X' }, cookies.admin)).statusCode).toBe(200);
    expect((await outline({ logo: 'x', amount: 8, keyword: 'X' }, cookies.owner)).statusCode).toBe(400);
    for (const bad of [{ amount: 0, keyword: 'X' }, { amount: 13, keyword: 'X' }, { amount: 8, keyword: '   ' }, { amount: 8, keyword: 'x'.repeat(121) }, { amount: 8 }, { amount: 'eight', keyword: 'X' }]) {
      expect((await outline(bad, cookies.owner)).statusCode).toBe(400);
    }
    expect((await outline({ amount: 8, keyword: 'a\u0000b' }, cookies.owner)).statusCode).toBe(400);
  });
});

describe('the stored brand PPT: GET and PUT /api/logo/{id}/brand-ppt', () => {
  it('is empty at first, then holds what the owner saved, with the hash of its form and outline', async () => {
    const empty = await t.app.inject({ url: `/api/logo/${logo.pro}/brand-ppt`, headers: { cookie: cookies.owner } });
    expect(ZBrandPptResponse.parse(empty.json()).detail).toBeNull();
    const body = saveBody();
    const saved = await t.app.inject({ method: 'PUT', url: `/api/logo/${logo.pro}/brand-ppt`, payload: body, headers: { cookie: cookies.owner } });
    expect(saved.statusCode).toBe(200);
    const detail = ZBrandPptResponse.parse(saved.json()).detail!;
    expect(detail.hash).toMatch(/^[0-9a-f]{64}$/);
    // The form's logo picture is the server's own, composed from the logo (a browser's picture is never taken).
    expect(detail.form.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(detail.form.logo.split(',')[1]!, 'base64').toString()).toMatch(/^<svg /);
    expect(detail.deck.slides).toHaveLength(8);
    // Edited: a slide removed, a title changed; read back as saved.
    body.deck.slides.splice(3, 1);
    body.deck.slides[1]!.title = 'Where we began';
    const edited = await t.app.inject({ method: 'PUT', url: `/api/logo/${logo.pro}/brand-ppt`, payload: { ...body, base: detail.updated_at }, headers: { cookie: cookies.admin } });
    expect(edited.statusCode).toBe(200);
    // A save over the version before that one (another tab still on it) is refused and changes nothing.
    const stale = await t.app.inject({ method: 'PUT', url: `/api/logo/${logo.pro}/brand-ppt`, payload: { ...saveBody(), base: detail.updated_at }, headers: { cookie: cookies.owner } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'BRAND_PPT_CHANGED' });
    const read = ZBrandPptResponse.parse((await t.app.inject({ url: `/api/logo/${logo.pro}/brand-ppt`, headers: { cookie: cookies.owner } })).json()).detail!;
    expect(read.deck.slides).toHaveLength(7);
    expect(read.deck.slides[1]!.title).toBe('Where we began');
    expect(read.hash).toBe(detail.hash);
  });

  it('refuses a visitor, another user, the designer, a shared logo’s visitors, and a basic package (the upgrade)', async () => {
    const get = (id: number, cookie?: string) => t.app.inject({ url: `/api/logo/${id}/brand-ppt`, headers: cookie ? { cookie } : {} });
    expect((await get(logo.pro)).statusCode).toBe(401);
    expect((await get(logo.pro, cookies.other)).json()).toMatchObject({ error: 'LOGO_PRIVATE' });
    expect((await get(logo.pro, cookies.designer)).json()).toMatchObject({ error: 'FORBIDDEN' });
    expect((await get(logo.shared, cookies.other)).json()).toMatchObject({ error: 'FORBIDDEN' });
    expect((await get(logo.basic, cookies.owner)).json()).toMatchObject({ error: 'NOT_IN_PACKAGE' });
    const put = await t.app.inject({ method: 'PUT', url: `/api/logo/${logo.basic}/brand-ppt`, payload: saveBody(), headers: { cookie: cookies.owner } });
    expect(put.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/logo/${logo.pro}/brand-ppt`, payload: saveBody(), headers: { cookie: cookies.other } })).statusCode).toBe(403);
  });

  it('refuses bad details and keeps what was stored', async () => {
    const before = (await t.app.inject({ url: `/api/logo/${logo.pro}/brand-ppt`, headers: { cookie: cookies.owner } })).json();
    const bad: unknown[] = [
      { ...saveBody(), form: { ...saveBody().form, color: 'red' } },
      { ...saveBody(), form: { ...saveBody().form, keyword: '' } },
      { ...saveBody(), base: 'x'.repeat(41) },
      { ...saveBody(), form: { ...saveBody().form, pattern: 'stars' } },
      { ...saveBody(), deck: { style: 'bold', slides: [] } },
      { ...saveBody(), deck: { style: 'bold', slides: Array.from({ length: 31 }, () => ({ layout: 'bullets', title: 'x', lines: [] })) } },
      { ...saveBody(), deck: { style: 'fancy', slides: outlineToSlides(saveBody().outline) } },
      { ...saveBody(), title: '' },
      { ...saveBody(), outline: [] },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/logo/${logo.pro}/brand-ppt`, payload: payload as object, headers: { cookie: cookies.owner } });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.app.inject({ url: `/api/logo/${logo.pro}/brand-ppt`, headers: { cookie: cookies.owner } })).json()).toEqual(before);
  });
});

describe('GET /api/logo/{id}/brand-ppt.pptx', () => {
  it('writes the saved deck as a .pptx: its slides, in its colour, with the logo', async () => {
    const body = saveBody();
    body.form.color = '#C0392B';
    body.deck.slides[1]!.title = 'Where we began';
    await t.app.inject({ method: 'PUT', url: `/api/logo/${logo.pro}/brand-ppt`, payload: body, headers: { cookie: cookies.owner } });
    const res = await t.app.inject({ url: `/api/logo/${logo.pro}/brand-ppt.pptx`, headers: { cookie: cookies.owner } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Logo%20Maker-Test%20Brand-Brand%20PPT.pptx");
    const parts = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(parts).filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p))).toHaveLength(8);
    expect(strFromU8(parts['ppt/slides/slide2.xml']!)).toContain('Where we began');
    expect(strFromU8(parts['ppt/slides/slide1.xml']!)).toContain('C0392B');
    expect(Object.keys(parts).some((p) => p.startsWith('ppt/media/'))).toBe(true);
  });

  it('is 404 before anything is saved, and refused to others', async () => {
    const fresh = (await createLogo(t.ctx.db, { user_id: (await createUser(t.ctx.db, { email: 'fresh@ppt.test' })).id })).fa_id;
    const cookie = await loginAs(t.app, 'fresh@ppt.test');
    expect((await t.app.inject({ url: `/api/logo/${fresh}/brand-ppt.pptx`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/logo/${logo.pro}/brand-ppt.pptx`, headers: { cookie: cookies.other } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/logo/${logo.pro}/brand-ppt.pptx` })).statusCode).toBe(401);
  });
});

describe('the AI outline driver (HTTP)', () => {
  let server: Server;
  let url: string;
  let answer: (res: import('node:http').ServerResponse, body: string) => void = () => {};
  let seen: { auth?: string; body?: string } = {};
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen = { auth: req.headers.authorization, body };
        answer(res, body);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/outline`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const driver = () => httpOutlineDriver({ mode: 'http', url, apiKey: 'k-123', timeoutMs: 300 });
  const code = async (p: Promise<unknown>) => {
    try {
      await p;
      return 'ok';
    } catch (e) {
      return e instanceof AppError ? e.code : String(e);
    }
  };

  it('sends amount, keyword and language with the key, and takes an outline of the right shape', async () => {
    answer = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ outline: [{ title: 'Hello', points: ['a'] }] }));
    expect(await driver().generate({ amount: 8, keyword: brandKeyword('Acme', 'Go') }, 'zh')).toEqual([{ title: 'Hello', points: ['a'] }]);
    expect(seen.auth).toBe('Bearer k-123');
    expect(JSON.parse(seen.body!)).toEqual({ amount: 8, keyword: 'Acme + Go', language: 'zh-CN' });
  });

  it('a slow service is OUTLINE_TIMEOUT; an error, garbage or another shape is OUTLINE_UNAVAILABLE', async () => {
    answer = () => {};
    expect(await code(driver().generate({ amount: 8, keyword: 'A' }, 'en'))).toBe('OUTLINE_TIMEOUT');
    answer = (res) => res.writeHead(500).end('{}');
    expect(await code(driver().generate({ amount: 8, keyword: 'A' }, 'en'))).toBe('OUTLINE_UNAVAILABLE');
    answer = (res) => res.writeHead(200).end('not json');
    expect(await code(driver().generate({ amount: 8, keyword: 'A' }, 'en'))).toBe('OUTLINE_UNAVAILABLE');
    answer = (res) => res.writeHead(200).end(JSON.stringify({ outline: [{ title: '', points: [] }] }));
    expect(await code(driver().generate({ amount: 8, keyword: 'A' }, 'en'))).toBe('OUTLINE_UNAVAILABLE');
    answer = (res) => res.writeHead(200).end(JSON.stringify({ outline: Array.from({ length: 9 }, () => ({ title: 'x', points: [] })) }));
    expect(await code(driver().generate({ amount: 8, keyword: 'A' }, 'en'))).toBe('OUTLINE_UNAVAILABLE');
    answer = (res) => res.writeHead(302, { location: 'http://example.com/' }).end();
    expect(await code(driver().generate({ amount: 8, keyword: 'A' }, 'en'))).toBe('OUTLINE_UNAVAILABLE');
    const closed = httpOutlineDriver({ mode: 'http', url: 'http://127.0.0.1:1/outline', timeoutMs: 300 });
    expect(await code(closed.generate({ amount: 8, keyword: 'A' }, 'en'))).toBe('OUTLINE_UNAVAILABLE');
  });
});
