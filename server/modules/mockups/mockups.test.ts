import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCKUP_PAGE_SIZE } from '../../../core/constants';
import { ZMockupList, ZMockupScene, ZMockupTags } from '../../../core/mockups/api';
import { SCENES } from '../../../core/mockups/library';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let pro: number;
let basic: number;
let notBought: number;
let sharedPro: number;
const scene = SCENES[SCENES.length - 1]!;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const owner = await createUser(db, { email: 'owner@mockups.test' });
  await createUser(db, { email: 'admin@mockups.test', is_admin: true });
  await createUser(db, { email: 'other@mockups.test' });
  pro = (await createLogo(db, { user_id: owner.id })).fa_id;
  basic = (await createLogo(db, { user_id: owner.id, bought_type: 1 })).fa_id;
  notBought = (await createLogo(db, { user_id: owner.id, is_bought: false, bought_type: null })).fa_id;
  sharedPro = (await createLogo(db, { user_id: owner.id, share: true })).fa_id;
  cookies = {
    owner: await loginAs(t.app, 'owner@mockups.test'),
    admin: await loginAs(t.app, 'admin@mockups.test'),
    other: await loginAs(t.app, 'other@mockups.test'),
  };
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, host?: string) =>
  t.app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) } });

describe('GET /api/mockups/tags', () => {
  it("lists 'Latest' first, then the library's tags, in the site's language", async () => {
    const en = ZMockupTags.parse((await get('/api/mockups/tags')).json());
    expect(en.tags[0]).toEqual({ id: 'latest', label: 'Latest' });
    const used = new Set(SCENES.flatMap((s) => s.tags));
    expect(en.tags.slice(1).map((tag) => tag.id).sort()).toEqual([...used].sort());
    const zh = ZMockupTags.parse((await get('/api/mockups/tags', undefined, 'zh.localhost')).json());
    expect(zh.tags[0]).toEqual({ id: 'latest', label: '最新' });
  });
});

describe('GET /api/mockups', () => {
  it('gives the first page to anyone, newest first, with each scene’s version', async () => {
    const res = await get('/api/mockups');
    expect(res.statusCode).toBe(200);
    const body = ZMockupList.parse(res.json());
    expect(body.total).toBe(SCENES.length);
    expect(body.list.length).toBe(Math.min(MOCKUP_PAGE_SIZE, SCENES.length));
    const numbers = body.list.map((s) => s.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(body.more).toBe(SCENES.length > MOCKUP_PAGE_SIZE);
  });

  it('filters by tag and searches by keyword in either language', async () => {
    const tag = scene.tags[0]!;
    const byTag = ZMockupList.parse((await get(`/api/mockups?tag=${tag}`)).json());
    expect(byTag.total).toBe(SCENES.filter((s) => s.tags.includes(tag)).length);
    expect(byTag.list.every((s) => s.tags.includes(tag))).toBe(true);
    const en = ZMockupList.parse((await get(`/api/mockups?keyword=${encodeURIComponent(scene.label.en.toUpperCase())}`)).json());
    expect(en.list.map((s) => s.id)).toContain(scene.id);
    const zh = ZMockupList.parse((await get(`/api/mockups?keyword=${encodeURIComponent(scene.label.zh)}`, undefined, 'zh.localhost')).json());
    expect(zh.list.map((s) => s.id)).toContain(scene.id);
    expect(zh.list.find((s) => s.id === scene.id)?.label).toBe(scene.label.zh);
    const none = ZMockupList.parse((await get('/api/mockups?keyword=zzzz-nothing')).json());
    expect(none).toMatchObject({ list: [], total: 0, more: false });
  });

  it('lists later pages (load-more) only for a logo with the professional package', async () => {
    expect((await get('/api/mockups?page=2')).json().error).toBe('UNAUTHENTICATED');
    expect((await get(`/api/mockups?page=2&logo=${sharedPro}`)).json().error).toBe('UNAUTHENTICATED');
    expect((await get('/api/mockups?page=2', cookies.owner)).json().error).toBe('NOT_IN_PACKAGE');
    const refusals = await Promise.all([
      get(`/api/mockups?page=2&logo=${basic}`, cookies.owner),
      get(`/api/mockups?page=2&logo=${notBought}`, cookies.owner),
      get(`/api/mockups?page=2&logo=${pro}`, cookies.other),
    ]);
    expect(refusals.map((r) => [r.statusCode, r.json().error])).toEqual([
      [403, 'NOT_IN_PACKAGE'],
      [403, 'NOT_BOUGHT'],
      [403, 'LOGO_PRIVATE'],
    ]);
    for (const cookie of [cookies.owner, cookies.admin]) {
      const res = await get(`/api/mockups?page=2&logo=${pro}`, cookie);
      expect(res.statusCode).toBe(200);
      const body = ZMockupList.parse(res.json());
      expect(body.page).toBe(2);
      expect(body.list.length).toBe(Math.max(0, Math.min(MOCKUP_PAGE_SIZE, SCENES.length - MOCKUP_PAGE_SIZE)));
    }
  });

  it('refuses bad input with 400', async () => {
    for (const q of ['tag=shoes', 'page=0', 'page=x', `keyword=${'a'.repeat(51)}`, 'logo=0', 'logo=abc']) {
      const res = await get(`/api/mockups?${q}`, cookies.owner);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/mockups/scenes/:scene', () => {
  it('gives the scene; asked by its version the answer is immutable', async () => {
    const list = ZMockupList.parse((await get('/api/mockups')).json());
    const first = list.list[0]!;
    const res = await get(`/api/mockups/scenes/${first.id}?v=${first.version}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(ZMockupScene.parse(res.json()).scene.id).toBe(first.id);
    const stale = await get(`/api/mockups/scenes/${first.id}?v=old`);
    expect(stale.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers 404 for an unknown scene and 400 for a malformed id', async () => {
    expect((await get('/api/mockups/scenes/no-such-scene')).statusCode).toBe(404);
    expect((await get('/api/mockups/scenes/Bad_Id')).statusCode).toBe(400);
  });
});

describe('GET /api/logo/:id/mockups/:scene', () => {
  it('downloads the 2400×1800 JPG for the owner of a professional logo, named after site, logo, mockup and index', async () => {
    const res = await get(`/api/logo/${pro}/mockups/${scene.id}`, cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2400, 1800]);
    const disposition = decodeURIComponent(String(res.headers['content-disposition']));
    expect(disposition).toContain(`Logo Maker-Test Brand-${scene.label.en}-${scene.number}.jpg`);
    // Cached by content: the same ETag again, and a 304 for a browser that has it.
    const again = await get(`/api/logo/${pro}/mockups/${scene.id}`, cookies.admin);
    expect(again.headers.etag).toBe(res.headers.etag);
  });

  it('names the file in Chinese on the Chinese site', async () => {
    const res = await get(`/api/logo/${pro}/mockups/${scene.id}`, cookies.owner, 'zh.localhost');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`Logo设计-Test Brand-${scene.label.zh}-${scene.number}.jpg`);
  });

  it('refuses a visitor, a non-buyer, a basic package, another user and an unknown scene', async () => {
    const cases: [string, string | undefined, number, string][] = [
      [`/api/logo/${pro}/mockups/${scene.id}`, undefined, 401, 'UNAUTHENTICATED'],
      [`/api/logo/${sharedPro}/mockups/${scene.id}`, undefined, 401, 'UNAUTHENTICATED'],
      [`/api/logo/${notBought}/mockups/${scene.id}`, cookies.owner, 403, 'NOT_BOUGHT'],
      [`/api/logo/${basic}/mockups/${scene.id}`, cookies.owner, 403, 'NOT_IN_PACKAGE'],
      [`/api/logo/${pro}/mockups/${scene.id}`, cookies.other, 403, 'LOGO_PRIVATE'],
      [`/api/logo/${pro}/mockups/no-such-scene`, cookies.owner, 404, 'NOT_FOUND'],
      [`/api/logo/999999/mockups/${scene.id}`, cookies.owner, 404, 'NOT_FOUND'],
    ];
    for (const [url, cookie, status, error] of cases) {
      const res = await get(url, cookie);
      expect([url, res.statusCode, res.json().error]).toEqual([url, status, error]);
    }
  });

  it('lets a signed-in visitor of a shared professional logo download', async () => {
    const res = await get(`/api/logo/${sharedPro}/mockups/${scene.id}`, cookies.other);
    expect(res.statusCode).toBe(200);
  });

  it('refuses malformed ids with 400', async () => {
    expect((await get(`/api/logo/0/mockups/${scene.id}`, cookies.owner)).statusCode).toBe(400);
    expect((await get(`/api/logo/${pro}/mockups/..%2Fetc`, cookies.owner)).statusCode).toBe(400);
  });
});

describe('GET /api/logo/:id/mockups/:scene/preview.jpg', () => {
  const preview = (id: number, sceneId = scene.id) => `/api/logo/${id}/mockups/${sceneId}/preview.jpg?v=1`;

  it('gives whoever may view the logo, bought or not, the scene with it as an 800×600 JPG, revalidated by its ETag', async () => {
    const res = await get(preview(notBought), cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600]);
    const again = await get(preview(notBought), cookies.owner);
    expect(again.headers.etag).toBe(res.headers.etag);
    // The address after a change of the logo in an open page (its design's fingerprint added) is the same picture.
    expect((await get(`${preview(notBought)}&d=0a1b2c3d`, cookies.owner)).headers.etag).toBe(res.headers.etag);
    const kept = await t.app.inject({ url: preview(notBought), headers: { cookie: cookies.owner, 'if-none-match': String(res.headers.etag) } });
    expect([kept.statusCode, kept.rawPayload.length]).toEqual([304, 0]);
    // A basic package, an admin, and a visitor of a shared logo (not signed in) see it too.
    for (const [id, cookie] of [[basic, cookies.owner], [pro, cookies.admin], [sharedPro, undefined]] as const) {
      expect((await get(preview(id), cookie)).statusCode, String(id)).toBe(200);
    }
  });

  it('is the download’s picture at a third of its size', async () => {
    const small = (await get(preview(pro), cookies.owner)).rawPayload;
    const full = (await get(`/api/logo/${pro}/mockups/${scene.id}`, cookies.owner)).rawPayload;
    const pixels = async (jpg: Buffer) => (await sharp(jpg).resize(200, 150).removeAlpha().raw().toBuffer());
    const [a, b] = await Promise.all([pixels(small), pixels(full)]);
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
    // Mean difference per channel on a 0–255 scale: the same scene and logo, told apart only by JPEG's losses.
    expect(diff / a.length).toBeLessThan(6);
  });

  it('refuses another user, a visitor of a private logo, an unknown logo or scene, and malformed input', async () => {
    const cases: [string, string | undefined, number][] = [
      [preview(pro), cookies.other, 403],
      [preview(pro), undefined, 403],
      [preview(999999), cookies.owner, 404],
      [preview(pro, 'no-such-scene'), cookies.owner, 404],
      [`/api/logo/0/mockups/${scene.id}/preview.jpg`, cookies.owner, 400],
      [`/api/logo/${pro}/mockups/..%2Fetc/preview.jpg`, cookies.owner, 400],
      [`/api/logo/${pro}/mockups/${scene.id}/preview.jpg?v=${'x'.repeat(65)}`, cookies.owner, 400],
      [`/api/logo/${pro}/mockups/${scene.id}/preview.jpg?v=1&d=not-hex`, cookies.owner, 400],
    ];
    for (const [url, cookie, status] of cases) expect([url, (await get(url, cookie)).statusCode]).toEqual([url, status]);
  });
});

describe('GET /api/mockups/presets', () => {
  it('lists the 7 preset scenes of the brand-identity page in their order, to anyone, in the site language', async () => {
    const en = (await t.app.inject({ url: '/api/mockups/presets' })).json();
    expect(en.list).toHaveLength(7);
    expect(en.list.map((s: { preset: number }) => s.preset)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(en.list[0]).toMatchObject({ id: expect.any(String), version: expect.any(String), label: expect.any(String) });
    // Each says where a vertical card crops it (its first placement in the middle, within the picture).
    for (const s of en.list as { id: string; focus: number }[]) {
      expect(s.focus, s.id).toBeGreaterThanOrEqual(0);
      expect(s.focus, s.id).toBeLessThanOrEqual(100);
    }
    const zh = (await t.app.inject({ url: '/api/mockups/presets', headers: { host: 'zh.localhost' } })).json();
    expect(zh.list.map((s: { id: string }) => s.id)).toEqual(en.list.map((s: { id: string }) => s.id));
    expect(zh.list[0].label).not.toBe(en.list[0].label);
  });
});
