import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAssistResponse, ZDesignersResponse, ZFileResponse, ZFilesResponse } from '../../../core/designer';
import { logos, mailOutbox } from '../../db/schema';
import { createLogo, createUser } from '../../test/factories';
import { followDownload, loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { multipartBody, type FormPart } from '../../test/multipart';
import { designerRequests, uploadedFiles } from './schema';

let t: TestApp;
let ids: Record<'owner' | 'admin' | 'designer' | 'designer2' | 'other', number>;
let c: Record<'owner' | 'admin' | 'designer' | 'designer2' | 'other', string>;

const png = (color = '#1f6feb') => sharp({ create: { width: 64, height: 48, channels: 4, background: color } }).png().toBuffer();
const jpg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#ff0000' } }).jpeg().toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A logo with the designer fix bought (request open) and `designer` assigned. */
async function requestedLogo(opts: { designer?: number | null } = {}) {
  const l = await createLogo(t.ctx.db, { user_id: ids.owner, designer_user_id: opts.designer === undefined ? ids.designer : opts.designer });
  await t.ctx.db.update(logos).set({ designer_assistant: 1 }).where(eq(logos.fa_id, l.fa_id));
  await t.ctx.db.insert(designerRequests).values({ fa_id: l.fa_id });
  return l.fa_id;
}

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object, host?: string) =>
  t.app.inject({ method, url, payload: payload as never, headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) } });
/** A designer's file as the browser gets it: the route's signed link followed. */
const fetchFile = async (url: string, cookie?: string) => followDownload(t.app, await inject('GET', url, cookie));

function upload(faId: number, cookie: string | undefined, parts: FormPart[], host?: string) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/logo/${faId}/files`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) },
  });
}
const image = (data: Buffer, filename = 'logo.png', contentType = 'image/png'): FormPart => ({ name: 'previewFile', filename, contentType, data });
const attach = (data: Buffer, filename: string, contentType = 'application/octet-stream'): FormPart => ({ name: 'attachFile', filename, contentType, data });
const field = (name: string, value: string | number): FormPart => ({ name, value: String(value) });

async function mailsTo(email: string) {
  return t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}
const request = async (faId: number) => (await t.ctx.db.select().from(designerRequests).where(eq(designerRequests.fa_id, faId)))[0];
const logo = async (faId: number) => (await t.ctx.db.select().from(logos).where(eq(logos.fa_id, faId)))[0];

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const users = {
    owner: await createUser(db, { email: 'owner@fix.test' }),
    admin: await createUser(db, { email: 'admin@fix.test', is_admin: true }),
    designer: await createUser(db, { email: 'designer@fix.test', designer: true }),
    designer2: await createUser(db, { email: 'designer2@fix.test', designer: true }),
    other: await createUser(db, { email: 'other@fix.test' }),
  };
  ids = Object.fromEntries(Object.entries(users).map(([k, u]) => [k, u.id])) as typeof ids;
  c = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await loginAs(t.app, u.email as string)]))) as typeof c;
});
afterAll(() => t.close());

describe('GET /api/logo/:id/designer-assist', () => {
  it('gives the owner, the admin and the designer the request and the designer', async () => {
    const faId = await requestedLogo();
    for (const who of ['owner', 'admin', 'designer'] as const) {
      const res = await inject('GET', `/api/logo/${faId}/designer-assist`, c[who]);
      expect(res.statusCode).toBe(200);
      const { data } = ZAssistResponse.parse(res.json());
      expect(data).toMatchObject({ designer_assistant: 1, request: { status: 1, remark: null }, designer: { id: ids.designer, email: 'designer@fix.test', status: 1 } });
    }
  });

  it('refuses another user (No premission), a visitor (401) and an unknown logo (404)', async () => {
    const faId = await requestedLogo();
    const other = await inject('GET', `/api/logo/${faId}/designer-assist`, c.other);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: 'FORBIDDEN', msg: 'No premission' });
    expect((await inject('GET', `/api/logo/${faId}/designer-assist`, c.other, undefined, ZH_HOST.host)).json().msg).toBe('您无权限操作');
    expect((await inject('GET', `/api/logo/${faId}/designer-assist`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/logo/999999/designer-assist`, c.owner)).statusCode).toBe(404);
  });

  it('says "not requested" for a logo without the designer fix', async () => {
    const l = await createLogo(t.ctx.db, { user_id: ids.owner });
    const { data } = ZAssistResponse.parse((await inject('GET', `/api/logo/${l.fa_id}/designer-assist`, c.owner)).json());
    expect(data).toEqual({ designer_assistant: 0, request: null, designer: null });
  });
});

describe('the remark', () => {
  it('is written once by the owner, then read-only; the designer gets it by mail', async () => {
    const faId = await requestedLogo();
    const res = await inject('POST', `/api/logo/${faId}/designer-assist/remark`, c.owner, { remark: '  Bigger symbol, please.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ remark: 'Bigger symbol, please.', status: 1 });
    expect(res.json().data.remark_at).not.toBeNull();
    const again = await inject('POST', `/api/logo/${faId}/designer-assist/remark`, c.owner, { remark: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('REMARK_SUBMITTED');
    expect((await request(faId)).remark).toBe('Bigger symbol, please.');
    const mail = (await mailsTo('designer@fix.test')).find((m) => m.text.includes('Bigger symbol, please.'));
    expect(mail?.subject).toBe(`The owner's request for "Test Brand"`);
    expect(mail?.text).toContain(`/download/mod?logo=${faId}`);
    expect(mail?.raw).toMatch(/^From: .*\nTo: designer@fix\.test\n/m);
  });

  it('goes to the admins while no designer is chosen', async () => {
    const faId = await requestedLogo({ designer: null });
    await inject('POST', `/api/logo/${faId}/designer-assist/remark`, c.owner, { remark: 'Round corners for logo ' + faId });
    const mails = await mailsTo('admin@fix.test');
    expect(mails.some((m) => m.text.includes('Round corners for logo ' + faId))).toBe(true);
  });

  it('must not be empty: the message is the placeholder text of the site', async () => {
    const faId = await requestedLogo();
    const en = await inject('POST', `/api/logo/${faId}/designer-assist/remark`, c.owner, { remark: '   ' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ error: 'REMARK_REQUIRED', msg: 'Tell the designer what to change: colours, fonts, the symbol or the layout.' });
    const zh = await inject('POST', `/api/logo/${faId}/designer-assist/remark`, c.owner, {}, ZH_HOST.host);
    expect(zh.json().msg).toBe('请详细描述您希望设计师修改的内容，例如颜色、字体、图形或排版');
    const long = await inject('POST', `/api/logo/${faId}/designer-assist/remark`, c.owner, { remark: 'x'.repeat(2001) });
    expect(long.json().error).toBe('REMARK_TOO_LONG');
    expect((await request(faId)).remark).toBeNull();
  });

  it('is refused to the designer and other users, and where the fix was not bought', async () => {
    const faId = await requestedLogo();
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/remark`, c.designer, { remark: 'x' })).statusCode).toBe(403);
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/remark`, c.other, { remark: 'x' })).statusCode).toBe(403);
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/remark`, undefined, { remark: 'x' })).statusCode).toBe(401);
    const l = await createLogo(t.ctx.db, { user_id: ids.owner });
    const res = await inject('POST', `/api/logo/${l.fa_id}/designer-assist/remark`, c.owner, { remark: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('DESIGNER_NOT_REQUESTED');
  });
});

describe('files: add, replace, delete', () => {
  it('takes the designer\'s png logo, which becomes the download page\'s manual png; the owner hears of it', async () => {
    const faId = await requestedLogo();
    const bytes = await png();
    const res = await upload(faId, c.designer, [field('type', 2), image(bytes)]);
    expect(res.statusCode).toBe(200);
    const file = ZFileResponse.parse(res.json()).data;
    expect(file).toMatchObject({ type: 2, mine: true, source: null, image: { name: 'logo.png' } });

    const manual = (await logo(faId)).manual_png as string;
    expect(manual).toMatch(new RegExp(`^/oss/manual/${faId}/png-[0-9a-f-]{36}\\.png$`));
    expect((await logo(faId)).manual_logo).toBe(true);
    const pub = await inject('GET', `/oss/manual/${faId}/png.png`, c.owner);
    expect(pub.statusCode).toBe(200);
    expect(pub.rawPayload.equals(bytes)).toBe(true);

    const link = await inject('GET', file.image!.url, c.owner);
    expect([link.statusCode, link.headers['cache-control']]).toEqual([302, 'private, no-store']);
    expect(String(link.headers.location)).toMatch(/^\/files\/designer\//);
    const got = await followDownload(t.app, link);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toContain('attachment; filename="logo.png"');
    expect(got.headers['content-security-policy']).toContain('sandbox');
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect((await inject('GET', file.image!.url, c.other)).statusCode).toBe(403);
    expect((await inject('GET', file.image!.url)).statusCode).toBe(401);

    const mails = await mailsTo('owner@fix.test');
    expect(mails.some((m) => m.subject === 'New files from your designer: Test Brand')).toBe(true);
  });

  it('replaces a slot in place: same row, the old bytes gone from storage, the manual png follows', async () => {
    const faId = await requestedLogo();
    const first = ZFileResponse.parse((await upload(faId, c.designer, [field('type', 2), image(await png('#000000'))])).json()).data;
    const oldRow = (await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, first.id)))[0];
    const oldManual = (await logo(faId)).manual_png as string;
    const next = await png('#00ff00');
    const second = ZFileResponse.parse((await upload(faId, c.admin, [field('type', 2), image(next, 'v2.png')])).json()).data;
    expect(second.id).toBe(first.id);
    expect(second.image?.name).toBe('v2.png');
    expect(await t.ctx.storage.get(oldRow.file_path as string)).toBeNull();
    expect(await t.ctx.storage.get(oldManual.slice(5))).toBeNull();
    const files = ZFilesResponse.parse((await inject('GET', `/api/logo/${faId}/files`, c.owner)).json()).data;
    expect(files).toHaveLength(1);
    expect((await fetchFile(files[0].image!.url, c.owner)).rawPayload.equals(next)).toBe(true);
  });

  it('checks images by content: a jpg slot takes JPEG only, the png slot PNG only, text is no image', async () => {
    const faId = await requestedLogo();
    expect((await upload(faId, c.designer, [field('type', 1), image(await jpg(), 'logo.jpg', 'image/jpeg')])).statusCode).toBe(200);
    expect((await logo(faId)).manual_jpg).toMatch(/\.jpg$/);
    const pngInJpg = await upload(faId, c.designer, [field('type', 1), image(await png(), 'named.jpg', 'image/jpeg')]);
    expect(pngInJpg.statusCode).toBe(400);
    expect(pngInJpg.json().error).toBe('UPLOAD_IMAGE_INVALID');
    const text = await upload(faId, c.designer, [field('type', 3), image(Buffer.from('not an image at all'), 'fake.png')]);
    expect(text.json().error).toBe('UPLOAD_IMAGE_INVALID');
    expect((await upload(faId, c.designer, [field('type', 4), image(await png())])).statusCode).toBe(200);
    expect((await logo(faId)).manual_icon).toMatch(/\.png$/);
  });

  it('takes source files of the six kinds by content, each titled; anything else is refused', async () => {
    const faId = await requestedLogo();
    const sources: Array<[string, Buffer]> = [
      ['logo.svg', Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
      ['logo.pdf', PDF],
      ['logo.eps', Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nshowpage\n')],
      ['logo.ps', Buffer.from('%!PS-Adobe-3.0\nshowpage\n')],
      ['logo.ai', Buffer.from('%PDF-1.5\n%\u00e2\u00e3\n<</Creator (Adobe Illustrator 27.0)>>\n%%EOF\n', 'latin1')],
      ['logo.cdr', Buffer.concat([Buffer.from('RIFF'), Buffer.from([16, 0, 0, 0]), Buffer.from('CDR9vrsn'), Buffer.alloc(8)])],
    ];
    for (const [name, data] of sources) {
      const res = await upload(faId, c.designer, [field('type', 5), field('title', `Source ${name}`), attach(data, name)]);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().data.source.name).toBe(name);
    }
    const files = ZFilesResponse.parse((await inject('GET', `/api/logo/${faId}/files`, c.owner)).json()).data;
    expect(files.map((f) => f.title)).toEqual(sources.map(([n]) => `Source ${n}`));
    const svg = await fetchFile(files[0].source!.url, c.owner);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    // Served from this site by the local driver's link: never a page that runs.
    expect(svg.headers['content-security-policy']).toContain('sandbox');

    const pngAsSource = await upload(faId, c.designer, [field('type', 5), field('title', 'x'), attach(await png(), 'logo.ai')]);
    expect(pngAsSource.statusCode).toBe(400);
    expect(pngAsSource.json().error).toBe('UPLOAD_SOURCE_INVALID');
    const html = await upload(faId, c.designer, [field('type', 5), field('title', 'x'), attach(Buffer.from('<html><script>alert(1)</script></html>'), 'x.svg')]);
    expect(html.json().error).toBe('UPLOAD_SOURCE_INVALID');
  });

  it('refuses a source file without a title (请输入标题), an empty upload and a body that is not multipart', async () => {
    const faId = await requestedLogo();
    const zh = await upload(faId, c.owner, [field('type', 5), field('title', '  '), attach(PDF, 'brief.pdf')], ZH_HOST.host);
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ error: 'TITLE_REQUIRED', msg: '请输入标题' });
    const long = await upload(faId, c.owner, [field('type', 5), field('title', 'x'.repeat(81)), attach(PDF, 'brief.pdf')]);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('BAD_REQUEST');
    expect((await upload(faId, c.designer, [field('type', 2)])).json().error).toBe('UPLOAD_EMPTY');
    expect((await inject('POST', `/api/logo/${faId}/files`, c.designer, { type: 2 })).json().error).toBe('UPLOAD_EMPTY');
    expect((await upload(faId, c.designer, [field('type', 9), image(await png())])).statusCode).toBe(400);
    expect(await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.fa_id, faId))).toEqual([]);
  });

  it('lets only designers and admins touch logo files, and only the uploader a source file', async () => {
    const faId = await requestedLogo();
    const owner = await upload(faId, c.owner, [field('type', 2), image(await png())]);
    expect(owner.statusCode).toBe(403);
    expect(owner.json().msg).toBe('No premission');
    expect((await upload(faId, c.other, [field('type', 5), field('title', 'x'), attach(PDF, 'a.pdf')])).statusCode).toBe(403);
    expect((await upload(faId, undefined, [field('type', 5), field('title', 'x'), attach(PDF, 'a.pdf')])).statusCode).toBe(401);

    const brief = ZFileResponse.parse((await upload(faId, c.owner, [field('type', 5), field('title', 'My sketch'), attach(PDF, 'sketch.pdf')])).json()).data;
    const replace = await upload(faId, c.designer, [field('type', 5), field('id', brief.id), attach(PDF, 'mine.pdf')]);
    expect(replace.statusCode).toBe(403);
    expect((await inject('DELETE', `/api/logo/${faId}/files/${brief.id}?kind=2`, c.admin)).statusCode).toBe(403);
    // The uploader replaces it (the title stays) and deletes it.
    const own = await upload(faId, c.owner, [field('type', 5), field('id', brief.id), attach(PDF, 'sketch-2.pdf')]);
    expect(own.json().data).toMatchObject({ id: brief.id, title: 'My sketch', source: { name: 'sketch-2.pdf' } });
    expect((await inject('DELETE', `/api/logo/${faId}/files/${brief.id}?kind=2`, c.owner)).statusCode).toBe(200);
    expect(ZFilesResponse.parse((await inject('GET', `/api/logo/${faId}/files`, c.designer)).json()).data).toEqual([]);
  });

  it('deletes an image: the row goes with its last file and the manual png goes from the download page', async () => {
    const faId = await requestedLogo();
    const file = ZFileResponse.parse((await upload(faId, c.designer, [field('type', 2), image(await png())])).json()).data;
    expect((await inject('DELETE', `/api/logo/${faId}/files/${file.id}?kind=1`, c.owner)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/logo/${faId}/files/${file.id}?kind=3`, c.designer)).statusCode).toBe(400);
    expect((await inject('DELETE', `/api/logo/${faId}/files/${file.id}?kind=2`, c.designer)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/logo/${faId}/files/999999?kind=1`, c.designer)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/logo/${faId}/files/${file.id}?kind=1`, c.designer)).statusCode).toBe(200);
    expect(await logo(faId)).toMatchObject({ manual_png: null, manual_logo: false });
    expect(await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.fa_id, faId))).toEqual([]);
  });

  it('loses nothing when storing fails half-way: the old file, row and manual png stay, no stray files', async () => {
    const faId = await requestedLogo();
    const old = await png('#123456');
    const first = ZFileResponse.parse((await upload(faId, c.designer, [field('type', 2), image(old)])).json()).data;
    const before = { row: (await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, first.id)))[0], manual: (await logo(faId)).manual_png };
    const storage = t.ctx.storage;
    const put = storage.put.bind(storage);
    const written: string[] = [];
    let calls = 0;
    storage.put = async (key, data, type) => {
      calls += 1;
      if (calls === 3) throw new Error('disk full');
      written.push(key);
      return put(key, data, type);
    };
    try {
      const res = await upload(faId, c.designer, [field('type', 2), image(await png('#abcdef')), attach(PDF, 'logo.pdf')]);
      expect(res.statusCode).toBe(500);
    } finally {
      storage.put = put;
    }
    expect((await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, first.id)))[0]).toEqual(before.row);
    expect((await logo(faId)).manual_png).toBe(before.manual);
    for (const key of written) expect(await storage.get(key)).toBeNull();
    expect((await fetchFile(first.image!.url, c.owner)).rawPayload.equals(old)).toBe(true);
  });
});

describe('confirmation and claim', () => {
  it('runs remark → files → owner confirms → designer claims (Payment Sent, status 2)', async () => {
    const faId = await requestedLogo();
    const claimEarly = await inject('POST', `/api/logo/${faId}/designer-assist/claim`, c.designer);
    expect(claimEarly.statusCode).toBe(409);
    expect(claimEarly.json()).toMatchObject({ error: 'CLAIM_FAILED', msg: 'Failed!' });
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/confirm`, c.owner)).json().error).toBe('DESIGN_NOT_READY');
    await inject('POST', `/api/logo/${faId}/designer-assist/remark`, c.owner, { remark: 'Bolder name' });
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/confirm`, c.owner)).json().error).toBe('DESIGN_NOT_READY');
    await upload(faId, c.designer, [field('type', 2), image(await png())]);

    expect((await inject('POST', `/api/logo/${faId}/designer-assist/confirm`, c.designer)).statusCode).toBe(403);
    const confirmed = await inject('POST', `/api/logo/${faId}/designer-assist/confirm`, c.owner);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.confirmed_at).not.toBeNull();
    expect((await mailsTo('designer@fix.test')).some((m) => m.subject === 'The owner confirmed your work on "Test Brand"')).toBe(true);

    // After the confirmation the designer changes no files; an admin still may.
    const locked = await upload(faId, c.designer, [field('type', 2), image(await png('#ffffff'))]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe('DESIGN_CONFIRMED');
    expect((await upload(faId, c.admin, [field('type', 3), image(await png('#000000'))])).statusCode).toBe(200);

    expect((await inject('POST', `/api/logo/${faId}/designer-assist/claim`, c.owner)).statusCode).toBe(403);
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/claim`, c.designer2)).statusCode).toBe(403);
    const claim = await inject('POST', `/api/logo/${faId}/designer-assist/claim`, c.designer);
    expect(claim.statusCode).toBe(200);
    expect(claim.json().data).toMatchObject({ status: 2 });
    expect(await request(faId)).toMatchObject({ status: 2, claimed_by: ids.designer });
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/claim`, c.designer)).json().msg).toBe('Failed!');
  });

  it('lets an admin mark an active request refunded (status 3); the owner may then buy the fix again', async () => {
    const faId = await requestedLogo();
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/refund`, c.owner)).statusCode).toBe(403);
    const res = await inject('POST', `/api/logo/${faId}/designer-assist/refund`, c.admin);
    expect(res.json().data.status).toBe(3);
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/refund`, c.admin)).statusCode).toBe(400);
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/claim`, c.designer)).json().error).toBe('CLAIM_FAILED');
    expect((await logo(faId)).designer_assistant).toBe(0);
    const offers = await inject('GET', `/api/payments/offers?logo=${faId}`, c.owner);
    expect(offers.json().offers.map((o: { product: string }) => o.product)).toContain('designer_fix');
    // Paid again: the request opens anew.
    const order = await inject('POST', '/api/payments/orders', c.owner, { logo: faId, product: 'designer_fix', channel: 'sandbox' });
    await t.app.inject({ method: 'POST', url: `${order.json().checkoutUrl}/pay`, headers: { cookie: c.owner } });
    expect(await request(faId)).toMatchObject({ status: 1, remark: null, refunded_at: null });
    expect((await logo(faId)).designer_assistant).toBe(1);
  });

  it('refuses the designer\'s delete after the confirmation, and the manual png stays', async () => {
    const faId = await requestedLogo();
    await inject('POST', `/api/logo/${faId}/designer-assist/remark`, c.owner, { remark: 'x' });
    await upload(faId, c.designer, [field('type', 2), image(await png())]);
    await inject('POST', `/api/logo/${faId}/designer-assist/confirm`, c.owner);
    const file = ZFilesResponse.parse((await inject('GET', `/api/logo/${faId}/files`, c.designer)).json()).data[0];
    const del = await inject('DELETE', `/api/logo/${faId}/files/${file.id}?kind=1`, c.designer);
    expect(del.json().error).toBe('DESIGN_CONFIRMED');
    expect((await logo(faId)).manual_png).not.toBeNull();
  });
});

describe('admin: designers, authorisation, status', () => {
  it('lists designers to admins only', async () => {
    const res = await inject('GET', '/api/designers', c.admin);
    expect(res.statusCode).toBe(200);
    const list = ZDesignersResponse.parse(res.json()).data;
    expect(list.map((d) => d.email)).toEqual(expect.arrayContaining(['designer@fix.test', 'designer2@fix.test']));
    expect(list.find((d) => d.user_id === ids.designer)?.active_logos).toBeGreaterThan(0);
    expect((await inject('GET', '/api/designers', c.designer)).statusCode).toBe(403);
    expect((await inject('GET', '/api/designers')).statusCode).toBe(401);
  });

  it('authorises or switches the designer (the new one is told), resets it, and refuses what cannot be', async () => {
    const faId = await requestedLogo({ designer: null });
    const ok = await inject('POST', `/api/logo/${faId}/designer`, c.admin, { fa_id: faId, logo_name: 'Test Brand', user_id: ids.designer2 });
    expect(ok.statusCode).toBe(200);
    expect((await logo(faId)).designer_user_id).toBe(ids.designer2);
    expect((await mailsTo('designer2@fix.test')).some((m) => m.subject === 'You are the designer of "Test Brand"')).toBe(true);
    // The new designer now sees the page; the old one would not.
    expect((await inject('GET', `/api/logo/${faId}/designer-assist`, c.designer2)).statusCode).toBe(200);
    expect((await inject('GET', `/api/logo/${faId}/designer-assist`, c.designer)).statusCode).toBe(403);

    const notDesigner = await inject('POST', `/api/logo/${faId}/designer`, c.admin, { user_id: ids.other }, ZH_HOST.host);
    expect(notDesigner.statusCode).toBe(400);
    expect(notDesigner.json()).toMatchObject({ error: 'AUTHORISE_FAILED', msg: '授权失败' });
    expect((await inject('POST', `/api/logo/${faId}/designer`, c.admin, {})).json().error).toBe('AUTHORISE_FAILED');
    expect((await inject('POST', `/api/logo/${faId}/designer`, c.owner, { user_id: ids.designer })).statusCode).toBe(403);
    expect((await inject('POST', `/api/logo/${faId}/designer`, c.designer2, { user_id: ids.designer })).statusCode).toBe(403);

    expect((await inject('DELETE', `/api/logo/${faId}/designer`, c.owner)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/logo/${faId}/designer`, c.admin)).statusCode).toBe(200);
    expect((await logo(faId)).designer_user_id).toBeNull();
    const again = await inject('DELETE', `/api/logo/${faId}/designer`, c.admin, undefined, ZH_HOST.host);
    expect(again.json()).toMatchObject({ error: 'RESET_FAILED', msg: '授权信息重置失败' });
  });

  it('sets a designer\'s status; a paused designer cannot be authorised', async () => {
    const faId = await requestedLogo({ designer: null });
    expect((await inject('POST', `/api/designers/${ids.designer2}/status`, c.designer2, { status: 2 })).statusCode).toBe(403);
    expect((await inject('POST', `/api/designers/${ids.designer2}/status`, c.admin, { status: 2 })).statusCode).toBe(200);
    expect((await inject('POST', `/api/logo/${faId}/designer`, c.admin, { user_id: ids.designer2 })).json().error).toBe('AUTHORISE_FAILED');
    const bad = await inject('POST', `/api/designers/${ids.designer2}/status`, c.admin, { status: 7 }, ZH_HOST.host);
    expect(bad.json()).toMatchObject({ error: 'STATUS_FAILED', msg: '设置失败' });
    expect((await inject('POST', `/api/designers/${ids.other}/status`, c.admin, { status: 1 })).json().error).toBe('STATUS_FAILED');
    expect((await inject('POST', `/api/designers/${ids.designer2}/status`, c.admin, { status: 1 })).statusCode).toBe(200);
  });
});

describe('every call refuses visitors (401) and users who are not on the page (403)', () => {
  it.each([
    ['GET', 'designer-assist'],
    ['POST', 'designer-assist/remark'],
    ['POST', 'designer-assist/confirm'],
    ['POST', 'designer-assist/claim'],
    ['POST', 'designer-assist/refund'],
    ['POST', 'designer'],
    ['DELETE', 'designer'],
    ['GET', 'files'],
    ['POST', 'files'],
    ['DELETE', 'files/1?kind=1'],
    ['GET', 'files/1/1'],
  ] as const)('%s /api/logo/:id/%s', async (method, path) => {
    const faId = await requestedLogo();
    const url = `/api/logo/${faId}/${path}`;
    expect((await inject(method, url, undefined, {})).statusCode).toBe(401);
    const other = await inject(method, url, c.other, {});
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('FORBIDDEN');
  });

  it.each([
    ['GET', '/api/designers'],
    ['POST', '/api/designers/1/status'],
  ] as const)('%s %s (admins only)', async (method, url) => {
    expect((await inject(method, url, undefined, { status: 1 })).statusCode).toBe(401);
    for (const who of ['owner', 'designer', 'other'] as const) expect((await inject(method, url, c[who], { status: 1 })).statusCode).toBe(403);
  });

  it('refuses the request calls of the other roles: the designer writes no remark and refunds nothing, the owner claims nothing', async () => {
    const faId = await requestedLogo();
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/confirm`, c.designer)).statusCode).toBe(403);
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/refund`, c.designer)).statusCode).toBe(403);
    expect((await inject('POST', `/api/logo/${faId}/designer-assist/claim`, c.admin)).statusCode).toBe(403);
    expect((await inject('GET', `/api/logo/${faId}/files/999999/1`, c.owner)).statusCode).toBe(404);
    expect((await inject('GET', `/api/logo/${faId}/files/1/3`, c.owner)).statusCode).toBe(400);
  });
});

describe('migration 0006', () => {
  it('gives every logo with the designer assistant on and no request its open request, once', async () => {
    const l = await createLogo(t.ctx.db, { user_id: ids.owner });
    await t.ctx.db.update(logos).set({ designer_assistant: 1 }).where(eq(logos.fa_id, l.fa_id));
    const dir = join(dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
    const file = readdirSync(dir).find((f) => f.startsWith('0006_')) as string;
    const backfill = readFileSync(join(dir, file), 'utf8');
    await t.ctx.db.execute(sql.raw(backfill));
    await t.ctx.db.execute(sql.raw(backfill));
    const rows = await t.ctx.db.select().from(designerRequests).where(eq(designerRequests.fa_id, l.fa_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 1, remark: null });
  });
});

describe('paying for the designer fix', () => {
  it('opens the request and tells the admins while no designer is chosen', async () => {
    const l = await createLogo(t.ctx.db, { user_id: ids.owner });
    const order = await inject('POST', '/api/payments/orders', c.owner, { logo: l.fa_id, product: 'designer_fix', channel: 'sandbox' });
    expect(order.statusCode).toBe(200);
    const pay = await t.app.inject({ method: 'POST', url: `${order.json().checkoutUrl}/pay`, headers: { cookie: c.owner, host: 'shop.example' } });
    expect(pay.statusCode).toBe(303);
    expect(await logo(l.fa_id)).toMatchObject({ designer_assistant: 1 });
    expect(await request(l.fa_id)).toMatchObject({ status: 1, remark: null });
    const mail = (await mailsTo('admin@fix.test')).find((m) => m.text.includes(`logo=${l.fa_id}`));
    expect(mail?.subject).toBe('New designer fix request: Test Brand');
    // Links go to the site's configured public origin, never to the Host a request claimed.
    expect(mail?.text).toContain(`http://localhost:3000/download/mod?logo=${l.fa_id}`);
    expect(mail?.text).not.toContain('shop.example');
  });
});
