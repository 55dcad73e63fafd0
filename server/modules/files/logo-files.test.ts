import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLogoDetailsResponse } from '../../../core/api';
import { seedDemo } from '../../demo/seed';
import { logos } from '../../db/schema';
import { createLogo, createUser } from '../../test/factories';
import { changesHeard, loginAs, startTestApp, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { designerRequests } from '../designer/schema';

/*
 * One logo's files at /oss (manual/{fa_id}/…, featured/{fa_id}/…) follow the
 * logo's view rule; a manual slot's address answers with its current file.
 */
let t: TestApp;
type Who = 'owner' | 'admin' | 'designer' | 'other';
let ids: Record<Who, number>;
let c: Record<Who, string>;

const png = (color: string) => sharp({ create: { width: 32, height: 24, channels: 4, background: color } }).png().toBuffer();
const get = (url: string, cookie?: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

async function details(faId: number, cookie: string) {
  const res = await get(`/api/logo/details?logo=${faId}`, cookie);
  expect(res.statusCode).toBe(200);
  return ZLogoDetailsResponse.parse(res.json()).logoIdDetails;
}

/** The designer uploads the png slot (2) of a logo with the fix bought. */
async function uploadPng(faId: number, bytes: Buffer) {
  const body = multipartBody([{ name: 'type', value: '2' }, { name: 'previewFile', filename: 'logo.png', contentType: 'image/png', data: bytes }]);
  const res = await t.app.inject({ method: 'POST', url: `/api/logo/${faId}/files`, payload: body.payload, headers: { ...body.headers, cookie: c.designer } });
  expect(res.statusCode, res.body).toBe(200);
}

async function fixedLogo(share = false) {
  const l = await createLogo(t.ctx.db, { user_id: ids.owner, designer_user_id: ids.designer, share });
  await t.ctx.db.update(logos).set({ designer_assistant: 1 }).where(eq(logos.fa_id, l.fa_id));
  await t.ctx.db.insert(designerRequests).values({ fa_id: l.fa_id });
  return l.fa_id;
}

beforeAll(async () => {
  t = await startTestApp();
  // The demo data first: its users keep their fixed ids, the factories' users come after.
  await seedDemo(t.ctx.db, t.ctx.storage);
  const db = t.ctx.db;
  const users = {
    owner: await createUser(db, { email: 'owner@files.test' }),
    admin: await createUser(db, { email: 'admin@files.test', is_admin: true }),
    designer: await createUser(db, { email: 'designer@files.test', designer: true }),
    other: await createUser(db, { email: 'other@files.test' }),
  };
  ids = Object.fromEntries(Object.entries(users).map(([k, u]) => [k, u.id])) as typeof ids;
  c = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await loginAs(t.app, u.email as string)]))) as typeof c;
}, 60_000);
afterAll(() => t.close());

describe("a private logo's manual and featured images at /oss", () => {
  it('are refused to a visitor and another user, and served to the owner, an admin and the designer', async () => {
    const faId = await fixedLogo();
    const bytes = await png('#e4572e');
    await uploadPng(faId, bytes);
    const manual = (await details(faId, c.owner)).manual.png as string;
    expect(manual).toMatch(new RegExp(`^/oss/manual/${faId}/png\\.png\\?v=[0-9a-f-]+$`));
    const featured = `/oss/featured/${faId}/0123456789abcdef-featured.png`;
    await t.ctx.storage.put(featured.slice('/oss/'.length), bytes, 'image/png');

    for (const url of [manual, featured]) {
      const visitor = await get(url);
      expect(visitor.statusCode, url).toBe(403);
      expect(visitor.json()).toMatchObject({ error: 'LOGO_PRIVATE' });
      expect((await get(url, c.other)).statusCode, url).toBe(403);
      for (const who of ['owner', 'admin', 'designer'] as const) {
        const ok = await get(url, c[who]);
        expect(ok.statusCode, `${who} ${url}`).toBe(200);
        expect(ok.headers['content-type']).toBe('image/png');
        expect(ok.headers['cache-control']).toMatch(/^private/);
        expect(ok.rawPayload.equals(bytes)).toBe(true);
      }
    }
    // The storage key behind the slot is no address of its own.
    const key = (await t.ctx.db.select({ k: logos.manual_png }).from(logos).where(eq(logos.fa_id, faId)))[0].k as string;
    expect((await get(key, c.owner)).statusCode).toBe(404);
  });

  it('are served to a visitor while the logo is shared, and refused again once sharing is off', async () => {
    const faId = await fixedLogo(true);
    const bytes = await png('#3b8ea5');
    await uploadPng(faId, bytes);
    const manual = (await details(faId, c.owner)).manual.png as string;
    const visitor = await get(manual);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.rawPayload.equals(bytes)).toBe(true);
    await t.ctx.db.update(logos).set({ share_setting: false }).where(eq(logos.fa_id, faId));
    await changesHeard(t);
    expect((await get(manual)).statusCode).toBe(403);
  });

  it('answer unknown slots, logos and ids out of range with 404, never 500', async () => {
    const faId = await fixedLogo();
    for (const url of [`/oss/manual/${faId}/jpg`, `/oss/manual/${faId}/jpg.jpg`, `/oss/manual/${faId}/logo.png`, `/oss/manual/${faId}/constructor`, '/oss/manual/99999999/png', '/oss/manual/2147483648/png', '/oss/featured/9999999999/x.png']) {
      expect((await get(url, c.owner)).statusCode, url).toBe(404);
    }
  });
});

describe('a replaced manual image', () => {
  it("is answered at the page's old address with the new file, with a new ETag", async () => {
    const faId = await fixedLogo();
    const first = await png('#000000');
    await uploadPng(faId, first);
    const oldAddress = (await details(faId, c.owner)).manual.png as string;
    const before = await get(oldAddress, c.owner);
    expect(before.rawPayload.equals(first)).toBe(true);
    const etag = before.headers.etag as string;
    expect((await get(oldAddress, c.owner, { 'if-none-match': etag })).statusCode).toBe(304);

    const second = await png('#00ff00');
    await uploadPng(faId, second);
    const newAddress = (await details(faId, c.owner)).manual.png as string;
    expect(newAddress).not.toBe(oldAddress);
    const after = await get(oldAddress, c.owner, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.rawPayload.equals(second)).toBe(true);
  });
});

describe('the demo data', () => {
  it("keeps logo 1008's designer png private like an upload's: no guessable address, the owner's page has it", async () => {
    const demoOwner = await loginAs(t.app, 'owner@demo.test', 'demo1234');
    expect((await get('/oss/manual/1008/logo.png')).statusCode).toBe(404);
    const manual = (await details(1008, demoOwner)).manual.png as string;
    expect(manual).toMatch(/^\/oss\/manual\/1008\/png\.png\?v=/);
    expect((await get(manual)).statusCode).toBe(403);
    expect((await get(manual, c.other)).statusCode).toBe(403);
    const ok = await get(manual, demoOwner);
    expect(ok.statusCode).toBe(200);
    expect((await sharp(ok.rawPayload).metadata()).format).toBe('png');
    const files = await get('/api/logo/1008/files', demoOwner);
    expect(files.json().data[0].image.name).toBe('logo.png');
  });
});
