import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFileResponse, ZFilesResponse } from '../../../core/designer';
import { customizeRecords, mailOutbox } from '../../db/schema';
import { createUser } from '../../test/factories';
import { followDownload, loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { multipartBody, type FormPart } from '../../test/multipart';

/** Customise mode of the designer-fix page: a customise record (no logo yet), its client and its designer. */
let t: TestApp;
let ids: Record<'client' | 'admin' | 'designer' | 'other', number>;
let c: Record<'client' | 'admin' | 'designer' | 'other', string>;

const png = () => sharp({ create: { width: 40, height: 30, channels: 4, background: '#2e86de' } }).png().toBuffer();

async function record(designer: number | null = ids.designer) {
  const [r] = await t.ctx.db.insert(customizeRecords).values({ client_id: ids.client, designer_user_id: designer }).returning();
  return r.id;
}
const get = (url: string, cookie?: string, host?: string) => t.app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) } });
function upload(id: number, cookie: string | undefined, parts: FormPart[]) {
  const body = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: `/api/customize/${id}/files`, payload: body.payload, headers: { ...body.headers, ...(cookie ? { cookie } : {}) } });
}
const draft = async (type: number): Promise<FormPart[]> => [
  { name: 'type', value: String(type) },
  { name: 'previewFile', filename: `draft-${type}.png`, contentType: 'image/png', data: await png() },
];

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const users = {
    client: await createUser(db, { email: 'client@custom.test' }),
    admin: await createUser(db, { email: 'admin@custom.test', is_admin: true }),
    designer: await createUser(db, { email: 'designer@custom.test', designer: true }),
    other: await createUser(db, { email: 'other@custom.test' }),
  };
  ids = Object.fromEntries(Object.entries(users).map(([k, u]) => [k, u.id])) as typeof ids;
  c = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await loginAs(t.app, u.email as string)]))) as typeof c;
});
afterAll(() => t.close());

describe('GET /api/customize/:id', () => {
  it('gives the client (its owner), the designer and an admin the record, the designer and their roles', async () => {
    const id = await record();
    for (const [who, role] of [['client', 'owner'], ['designer', 'designer'], ['admin', 'admin']] as const) {
      const res = await get(`/api/customize/${id}`, c[who]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id, client_id: ids.client, designer: { id: ids.designer, email: 'designer@custom.test' } });
      expect(res.json().data.roles).toContain(role);
    }
  });

  it('refuses another user (您无权限操作), a visitor (401) and an unknown record (404)', async () => {
    const id = await record();
    const other = await get(`/api/customize/${id}`, c.other, ZH_HOST.host);
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe('您无权限操作');
    expect((await get(`/api/customize/${id}`)).statusCode).toBe(401);
    expect((await get('/api/customize/999999', c.client)).statusCode).toBe(404);
  });
});

describe('customise-mode files', () => {
  it('takes the designer\'s drafts 6 and 7 (never the logo slots), shows them to the client and mails the client', async () => {
    const id = await record();
    for (const type of [6, 7]) expect((await upload(id, c.designer, await draft(type))).statusCode).toBe(200);
    const logoSlot = await upload(id, c.designer, await draft(2));
    expect(logoSlot.statusCode).toBe(400);
    const list = ZFilesResponse.parse((await get(`/api/customize/${id}/files`, c.client)).json()).data;
    expect(list.map((f) => f.type)).toEqual([6, 7]);
    expect(list[0].image?.url).toBe(`/api/customize/${id}/files/${list[0].id}/1`);
    const file = await followDownload(t.app, await get(list[0].image!.url, c.client));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('draft-6.png');
    expect((await get(list[0].image!.url, c.other)).statusCode).toBe(403);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'client@custom.test'));
    expect(mails.some((m) => m.subject === `New files from your designer: custom logo #${id}` && m.text.includes(`/download/?custom=${id}`))).toBe(true);
  });

  it('lets the client add titled source files but not drafts; the drafts are the designer\'s and admin\'s', async () => {
    const id = await record();
    expect((await upload(id, c.client, await draft(6))).statusCode).toBe(403);
    expect((await upload(id, c.other, await draft(6))).statusCode).toBe(403);
    expect((await upload(id, undefined, await draft(6))).statusCode).toBe(401);
    const brief = await upload(id, c.client, [
      { name: 'type', value: '5' },
      { name: 'title', value: 'My sketch' },
      { name: 'attachFile', filename: 'sketch.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    expect(brief.statusCode).toBe(200);
    const row = ZFileResponse.parse(brief.json()).data;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/customize/${id}/files/${row.id}?kind=2`, headers: { cookie: c.designer } })).statusCode).toBe(403);
    expect((await upload(id, c.admin, await draft(7))).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/customize/${id}/files/${row.id}?kind=2`, headers: { cookie: c.client } });
    expect(del.statusCode).toBe(200);
  });
});

describe('customise-mode designer authorisation', () => {
  it('an admin authorises and resets the designer of a record; nobody else may', async () => {
    const id = await record(null);
    expect((await get(`/api/customize/${id}`, c.designer)).statusCode).toBe(403);
    const auth = (cookie: string, user_id: number) =>
      t.app.inject({ method: 'POST', url: `/api/customize/${id}/designer`, payload: { user_id }, headers: { cookie } });
    expect((await auth(c.client, ids.designer)).statusCode).toBe(403);
    expect((await auth(c.admin, ids.other)).json().error).toBe('AUTHORISE_FAILED');
    expect((await auth(c.admin, ids.designer)).statusCode).toBe(200);
    expect((await get(`/api/customize/${id}`, c.designer)).statusCode).toBe(200);
    const reset = (cookie: string) => t.app.inject({ method: 'DELETE', url: `/api/customize/${id}/designer`, headers: { cookie } });
    expect((await reset(c.designer)).statusCode).toBe(403);
    expect((await reset(c.admin)).statusCode).toBe(200);
    expect((await reset(c.admin)).json().error).toBe('RESET_FAILED');
  });
});
