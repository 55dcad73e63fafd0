import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX } from '../../core/ids';
import { createLogo, createUser } from '../test/factories';
import { loginAs, startTestApp, ZH_HOST, type TestApp } from '../test/harness';
import { multipartBody } from '../test/multipart';

/**
 * Hostile input on every route the app registers (read from the app, not a
 * hand list): ids past PostgreSQL's integer, NUL and other control characters
 * in paths, queries and bodies, broken multipart bodies, oversized bodies,
 * ambiguous Host headers. None of it may be a 5xx.
 */
let t: TestApp;
let admin: string;
let owner: string;
let logoId: number;
const HUGE = String(ID_MAX + 1);

beforeAll(async () => {
  t = await startTestApp();
  const o = await createUser(t.ctx.db, { email: 'owner@bad-input.test' });
  await createUser(t.ctx.db, { email: 'admin@bad-input.test', is_admin: true });
  owner = await loginAs(t.app, 'owner@bad-input.test');
  admin = await loginAs(t.app, 'admin@bad-input.test');
  // A logo everyone here may act on, so hostile text reaches the services and their inserts.
  logoId = (await createLogo(t.ctx.db, { user_id: o.id, bought_type: 3, designer_user_id: null })).fa_id;
});
afterAll(() => t.close());

/** Each route's path with every parameter replaced by `value` (the wildcard by a file path under it). */
function fill(url: string, value: string): string {
  return url.replace(/:(\w+)/g, () => encodeURIComponent(value)).replace('*', `manual/${encodeURIComponent(value)}.png`);
}

const routes = () => t.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');

/** A JSON body with every field a route of the app reads, ids and text as given. */
function body(id: number | string, text: string) {
  return {
    logo: id, id, user_id: id, fa_id: id, logoId: id,
    remark: text, title: text, notes: text, name: text, logo_name: text, GMF_MC: text, GMF_NSRSBH: text,
    address: text, email: `a${text}@example.test`, mobile: `138${text}`, phone: `138${text}`, code: `12${text}`,
    password: text, type: '2', industry: '互联网', product: 'designer_fix', channel: 'sandbox', status: 1,
  };
}

async function expectNo5xx(requests: Array<{ method: string; url: string; payload?: object; headers?: Record<string, string> }>) {
  const failures: string[] = [];
  for (const r of requests) {
    for (const [cookie, host] of [[admin, 'localhost'], [owner, ZH_HOST.host]]) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.url,
        payload: r.payload,
        // Signing out would end the sessions the other requests need: it goes as a visitor.
        headers: { host, ...(r.url.startsWith('/api/auth/logout') ? {} : { cookie }), ...r.headers },
      });
      // The unit tier runs before the web build: the page templates may not exist yet.
      const unbuilt = res.statusCode === 503 && res.body.startsWith('The web app is not built');
      if (res.statusCode >= 500 && !unbuilt) failures.push(`${r.method} ${r.url} (${host}) → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
  }
  expect(failures).toEqual([]);
}

describe('ids past 2³¹−1 in paths, queries and JSON bodies', () => {
  it('every route answers 4xx or its normal answer, never a 5xx', async () => {
    expect(routes().length).toBeGreaterThan(50);
    const q = `logo=${HUGE}&logoId=${HUGE}&pdf=${HUGE}&id=${HUGE}`;
    await expectNo5xx(
      routes().flatMap((r) => [
        { method: r.method, url: `${fill(r.url, HUGE)}?${q}`, payload: r.method === 'GET' ? undefined : body(ID_MAX + 1, 'text') },
        { method: r.method, url: `${fill(r.url, String(logoId))}?logo=${logoId}`, payload: r.method === 'GET' ? undefined : body(ID_MAX + 1, 'text') },
      ]),
    );
  });

  it('an id of 2³¹ is refused as a bad request where a valid one is read', async () => {
    const res = await t.app.inject({ url: `/api/logo/details?logo=${HUGE}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'BAD_REQUEST' });
    const order = await t.app.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie: owner }, payload: { logo: ID_MAX + 1, product: 'designer_fix', channel: 'sandbox' } });
    expect(order.statusCode).toBe(400);
    const ok = await t.app.inject({ url: `/api/logo/details?logo=${logoId}`, headers: { cookie: admin } });
    expect(ok.statusCode).toBe(200);
  });
});

describe('control characters', () => {
  it('every route refuses a NUL in its path, query or JSON body with a 4xx, never a 5xx', async () => {
    await expectNo5xx(
      routes().flatMap((r) => [
        { method: r.method, url: `${fill(r.url, 'a\u0000b')}?to=%00&logo=${logoId}` },
        { method: r.method, url: `${fill(r.url, String(logoId))}?logo=${logoId}&to=a%00b`, payload: r.method === 'GET' ? undefined : body(logoId, 'a\u0000b') },
      ]),
    );
  });

  it('says what is wrong (CONTROL_CHARACTERS) and stores nothing', async () => {
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/trademark/enquiry',
      headers: ZH_HOST,
      payload: { name: 'Brand\u0000', industry: '互联网', phone: '13800138000' },
    });
    expect(enquiry.statusCode).toBe(400);
    expect(enquiry.json()).toMatchObject({ error: 'CONTROL_CHARACTERS', msg: '内容包含无法保存的控制字符，请删除后重试' });
    const mail = await t.app.inject({ url: '/admin/mail?to=a%00b', headers: { cookie: admin } });
    expect(mail.statusCode).toBe(400);
    // Other control characters too, but line breaks and tabs are text.
    for (const bad of ['\u0001', '\u001b[31m', '\u007f', '\ud800']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `x${bad}@e.test`, password: 'p' } });
      expect(res.json().error).toBe('CONTROL_CHARACTERS');
    }
    const lines = await t.app.inject({
      method: 'POST',
      url: '/api/trademark/enquiry',
      headers: ZH_HOST,
      payload: { name: 'Line\tone', industry: '互联网', phone: '13800138000' },
    });
    expect(lines.json().error).not.toBe('CONTROL_CHARACTERS');
  });

  it('a NUL in a multipart field (upload title) is refused the same way', async () => {
    const form = multipartBody([
      { name: 'type', value: '5' },
      { name: 'title', value: 'Source\u0000' },
      { name: 'attachFile', filename: 'a.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    const res = await t.app.inject({ method: 'POST', url: `/api/logo/${logoId}/files`, headers: { cookie: admin, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('CONTROL_CHARACTERS');
  });
});

describe('JSON nested deeper than any form sends', () => {
  it('is a plain bad request, not a control-character one', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.test', password: 'x', deep } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('BAD_REQUEST');
  });
});

describe('broken multipart bodies on every upload route', () => {
  const uploads = () => [
    { url: `/api/logo/${logoId}/files`, cookie: admin, host: 'localhost' },
    { url: '/api/me/avatar', cookie: owner, host: 'localhost' },
    { url: '/api/admin/invoices/1/approve', cookie: admin, host: ZH_HOST.host },
  ];

  it('no boundary, a body cut off, too many fields: a 4xx with a message', async () => {
    const full = multipartBody([
      { name: 'type', value: '1' },
      { name: 'previewFile', filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.alloc(4096, 1) },
    ]);
    const many = multipartBody(Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: 'x' })));
    const bodies = [
      { headers: { 'content-type': 'multipart/form-data' }, payload: full.payload },
      { headers: full.headers, payload: full.payload.subarray(0, full.payload.length - 600) },
      { headers: { 'content-type': 'multipart/form-data; boundary=nothing-like-it' }, payload: Buffer.from('garbage\r\n') },
      many,
    ];
    for (const u of uploads()) {
      for (const b of bodies) {
        const res = await t.app.inject({ method: 'POST', url: u.url, headers: { cookie: u.cookie, host: u.host, ...b.headers }, payload: b.payload });
        expect(res.statusCode, `${u.url} ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${u.url} ${res.body}`).toBeLessThan(500);
        expect(res.json().msg).toBeTruthy();
      }
    }
  });
});

describe('sign-in with a very long e-mail', () => {
  it('is a 400 before anything is recorded', async () => {
    const email = `${'a'.repeat(5000)}@example.test`;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('BAD_REQUEST');
  });
});

describe('over the wire', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  /** Sends raw bytes and reads the whole answer (the server closes, or the client does after `ms`). */
  function raw(head: string, bodyBytes = 0): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let out = '';
      socket.on('data', (d) => {
        out += d.toString('latin1');
        if (/\r\n\r\n[\s\S]*"msg"[\s\S]*}$/.test(out)) socket.end();
      });
      socket.on('error', (e) => resolve(`${out}[${(e as NodeJS.ErrnoException).code}]`));
      socket.on('close', () => resolve(out));
      socket.write(head);
      // The body goes out in pieces while the server has already decided.
      const piece = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < bodyBytes) {
          sent += piece.length;
          if (!socket.write(piece)) return void socket.once('drain', pump);
        }
      };
      pump();
    });
  }

  it('two Host headers: 400', async () => {
    const res = await raw('GET /api/me HTTP/1.1\r\nHost: localhost\r\nHost: zh.localhost\r\nConnection: close\r\n\r\n');
    expect(res.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    const one = await raw('GET /api/me HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(one.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });

  it('a JSON body over the limit: the client reads the 413 and its message', async () => {
    const size = 24 * 1024 * 1024;
    const res = await raw(`POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`, size);
    expect(res.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(res).toContain('"error":"BODY_TOO_LARGE"');
  });

  it('the invoice form over the limit: its own answer shape, the 413 read by the client', async () => {
    const size = 24 * 1024 * 1024;
    const res = await raw(`POST /api/invoice/1 HTTP/1.1\r\nHost: zh.localhost\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`, size);
    expect(res.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(res).toContain('"status":0');
    expect(res).toContain('"error":"BODY_TOO_LARGE"');
  });
});
