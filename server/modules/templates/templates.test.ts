import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { ZTemplateListResponse, ZTemplateSaveResponse } from '../../../core/office/api';
import { PPT_TEMPLATES } from '../../../core/office/ppt-templates';
import { WORD_TEMPLATES } from '../../../core/office/word-templates';
import { createLogo, createUser } from '../../test/factories';
import { followDownload, loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { readPart } from './package';

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other' | 'client', string>;
const logo = {} as Record<'office' | 'noOffice' | 'notBought' | 'shared' | 'customised', number>;
let customizeId: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const owner = await createUser(db, { email: 'owner@tpl.test' });
  await createUser(db, { email: 'admin@tpl.test', is_admin: true });
  await createUser(db, { email: 'other@tpl.test' });
  const client = await createUser(db, { email: 'client@tpl.test' });
  logo.office = (await createLogo(db, { user_id: owner.id, bought_type: 1, office_package: true })).fa_id;
  logo.noOffice = (await createLogo(db, { user_id: owner.id })).fa_id;
  logo.notBought = (await createLogo(db, { user_id: owner.id, is_bought: false, bought_type: null })).fa_id;
  logo.shared = (await createLogo(db, { user_id: owner.id, office_package: true, share: true })).fa_id;
  const customised = await createLogo(db, { user_id: owner.id, office_package: true, customize_client_id: client.id });
  logo.customised = customised.fa_id;
  customizeId = customised.customize_id!;
  cookies = {
    owner: await loginAs(t.app, 'owner@tpl.test'),
    admin: await loginAs(t.app, 'admin@tpl.test'),
    other: await loginAs(t.app, 'other@tpl.test'),
    client: await loginAs(t.app, 'client@tpl.test'),
  };
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe('GET /api/{kind}tpl/list', () => {
  it('lists the ten Word and eight PPT templates in the site language with their preview files', async () => {
    const word = ZTemplateListResponse.parse((await get(`/api/wordtpl/list?logo=${logo.office}`, cookies.owner)).json());
    expect(word.list.map((x) => x.wordtpl_id)).toEqual(WORD_TEMPLATES.map((x) => x.id));
    expect(word.list[0]).toMatchObject({ title: 'Letterhead', format: 'Letter', preview_file: `/api/wordtpl/1/preview.svg?logo=${logo.office}` });
    const ppt = ZTemplateListResponse.parse((await get(`/api/ppttpl/list?logo=${logo.office}`, cookies.owner, ZH_HOST)).json());
    expect(ppt.list.map((x) => x.ppttpl_id)).toEqual(PPT_TEMPLATES.map((x) => x.id));
    expect(ppt.list[0]).toMatchObject({ title: '公司介绍', format: '16:9' });
    const zhWord = ZTemplateListResponse.parse((await get(`/api/wordtpl/list?logo=${logo.office}`, cookies.owner, ZH_HOST)).json());
    expect(zhWord.list[0]).toMatchObject({ title: '信纸', format: 'A4' });
  });

  it('is for whoever may view the logo: a visitor of a private logo and another user are refused', async () => {
    expect((await get(`/api/wordtpl/list?logo=${logo.office}`)).statusCode).toBe(403);
    expect((await get(`/api/wordtpl/list?logo=${logo.office}`, cookies.other)).json()).toMatchObject({ error: 'LOGO_PRIVATE' });
    expect((await get(`/api/wordtpl/list?logo=${logo.shared}`)).statusCode).toBe(200);
  });

  it('refuses bad input', async () => {
    expect((await get('/api/wordtpl/list', cookies.owner)).statusCode).toBe(400);
    expect((await get('/api/wordtpl/list?logo=abc', cookies.owner)).statusCode).toBe(400);
    expect((await get('/api/wordtpl/list?logo=99999999999', cookies.owner)).statusCode).toBe(400);
    expect((await get('/api/wordtpl/list?logo=424242', cookies.owner)).statusCode).toBe(404);
    expect((await get(`/api/exceltpl/list?logo=${logo.office}`, cookies.owner)).statusCode).toBe(404);
  });
});

describe('GET /api/logo/{id}/office-theme.thmx', () => {
  it("is the brand's theme package for a signed-in viewer of a bought logo (as in its brand kit); refused otherwise", async () => {
    const res = await get(`/api/logo/${logo.noOffice}/office-theme.thmx`, cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.ms-officetheme');
    expect(res.headers['content-disposition']).toContain('Office%20theme.thmx');
    expect(readPart(res.rawPayload, 'theme/theme/theme1.xml')).toContain('<a:clrScheme name="Test Brand">');
    expect((await get(`/api/logo/${logo.notBought}/office-theme.thmx`, cookies.owner)).json()).toMatchObject({ error: 'NOT_BOUGHT' });
    expect((await get(`/api/logo/${logo.shared}/office-theme.thmx`)).statusCode).toBe(401);
    expect((await get(`/api/logo/${logo.office}/office-theme.thmx`, cookies.other)).statusCode).toBe(403);
    expect((await get('/api/logo/0/office-theme.thmx', cookies.owner)).statusCode).toBe(400);
  });
});

describe('GET /api/{kind}tpl/{id}/preview.svg', () => {
  it("is the template's first page in the logo's colours and name, with empty logo slots", async () => {
    const res = await get(`/api/wordtpl/5/preview.svg?logo=${logo.office}`, cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toContain('data-slot="logo" ');
    expect(res.body).toContain('Invoice');
    const deck = await get(`/api/ppttpl/2/preview.svg?logo=${logo.office}`, cookies.owner, ZH_HOST);
    expect(deck.body).toContain('viewBox="0 0 959.98 540"'.slice(0, 16));
    expect(deck.body).toContain('data-slot="logo-white"');
  });

  it('refuses other viewers and unknown templates', async () => {
    expect((await get(`/api/wordtpl/5/preview.svg?logo=${logo.office}`, cookies.other)).statusCode).toBe(403);
    expect((await get(`/api/wordtpl/11/preview.svg?logo=${logo.office}`, cookies.owner)).statusCode).toBe(404);
    expect((await get(`/api/ppttpl/9/preview.svg?logo=${logo.office}`, cookies.owner)).statusCode).toBe(404);
    expect((await get(`/api/ppttpl/0/preview.svg?logo=${logo.office}`, cookies.owner)).statusCode).toBe(400);
  });
});

describe('GET /api/{kind}tpl/{templateId}/{logoId} → savePath', () => {
  it('builds the file for an owner with the office package and answers where to fetch it; the file comes once, cached', async () => {
    const res = await get(`/api/wordtpl/1/${logo.office}`, cookies.owner);
    expect(res.statusCode).toBe(200);
    const { savePath } = ZTemplateSaveResponse.parse(res.json());
    expect(savePath).toBe(`/api/wordtpl/1/${logo.office}/file`);
    const link = await get(savePath, cookies.owner);
    expect([link.statusCode, link.headers['cache-control']]).toEqual([302, 'private, no-store']);
    const location = String(link.headers.location);
    expect(location).toMatch(/^\/files\/office\/word\/[0-9a-f]{2}\/[0-9a-f]{64}\.docx\?/);
    const file = await followDownload(t.app, link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Logo%20Maker-Test%20Brand-Letterhead.docx");
    expect(Object.keys(unzipSync(new Uint8Array(file.rawPayload)))).toContain('word/document.xml');
    expect(readPart(file.rawPayload, 'word/footer1.xml')).toContain('Test Brand');
    // Built once: the next link points at the same stored file.
    const again = await get(savePath, cookies.owner);
    expect(String(again.headers.location).split('?')[0]).toBe(location.split('?')[0]);
    // Stored privately under office/, never under the public renders/.
    const key = location.split('?')[0].replace(/^\/files\//, '');
    expect(await t.ctx.storage.get(key)).not.toBeNull();
    expect((await get(`/oss/${key}`)).statusCode).not.toBe(200);
  });

  it('gives decks as .pptx on the Chinese site', async () => {
    const res = await get(`/api/ppttpl/3/${logo.office}`, cookies.owner, ZH_HOST);
    const file = await followDownload(t.app, await get(ZTemplateSaveResponse.parse(res.json()).savePath, cookies.owner, ZH_HOST));
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(file.headers['content-disposition']).toContain('.pptx');
    expect(readPart(file.rawPayload, 'ppt/slides/slide1.xml')).toContain('年度工作报告');
  });

  it('gates per spec 02 §4: visitor → sign in, non-buyer → payment, buyer without the office package → the office package; admins may', async () => {
    expect((await get(`/api/wordtpl/1/${logo.shared}`)).json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    expect((await get(`/api/wordtpl/1/${logo.shared}`)).statusCode).toBe(401);
    expect((await get(`/api/wordtpl/1/${logo.notBought}`, cookies.owner)).json()).toMatchObject({ error: 'NOT_BOUGHT' });
    const noOffice = await get(`/api/wordtpl/1/${logo.noOffice}`, cookies.owner);
    expect(noOffice.statusCode).toBe(403);
    expect(noOffice.json()).toMatchObject({ error: 'NOT_IN_OFFICE_PACKAGE' });
    expect((await get(`/api/ppttpl/1/${logo.noOffice}/file`, cookies.owner)).json()).toMatchObject({ error: 'NOT_IN_OFFICE_PACKAGE' });
    expect((await get(`/api/wordtpl/2/${logo.noOffice}`, cookies.admin)).statusCode).toBe(200);
    expect((await get(`/api/wordtpl/2/${logo.office}`, cookies.other)).json()).toMatchObject({ error: 'LOGO_PRIVATE' });
    expect((await get(`/api/wordtpl/2/${logo.office}/file`, cookies.other)).statusCode).toBe(403);
    expect((await get(`/api/wordtpl/2/${logo.office}/file`)).statusCode).toBe(403);
  });

  it('downloads by customise id for its client; nobody else', async () => {
    const res = await get(`/api/wordtpl/6/customize/${customizeId}`, cookies.client);
    expect(ZTemplateSaveResponse.parse(res.json()).savePath).toBe(`/api/wordtpl/6/${logo.customised}/file`);
    expect((await followDownload(t.app, await get(`/api/wordtpl/6/${logo.customised}/file`, cookies.client))).statusCode).toBe(200);
    // Someone else's record answers as one that does not exist.
    expect((await get(`/api/wordtpl/6/customize/${customizeId}`, cookies.other)).statusCode).toBe(404);
    expect((await get(`/api/wordtpl/6/customize/${customizeId}`)).statusCode).toBe(401);
    expect((await get('/api/wordtpl/6/customize/987654', cookies.client)).statusCode).toBe(404);
  });

  it('refuses bad ids and unknown templates', async () => {
    expect((await get(`/api/wordtpl/99/${logo.office}`, cookies.owner)).statusCode).toBe(404);
    expect((await get(`/api/wordtpl/x/${logo.office}`, cookies.owner)).statusCode).toBe(400);
    expect((await get('/api/wordtpl/1/0', cookies.owner)).statusCode).toBe(400);
    expect((await get('/api/wordtpl/1/3000000000', cookies.owner)).statusCode).toBe(400);
    expect((await get('/api/wordtpl/1/777777', cookies.owner)).statusCode).toBe(404);
  });
});
