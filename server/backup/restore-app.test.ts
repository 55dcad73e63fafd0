import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { loadPgliteSnapshot, openDatabase } from '../db/client';
import { seedDemo } from '../demo/seed';
import { samplePdf, VALID_TAX_NUMBER } from '../modules/invoice/test-support';
import { logSms } from '../sms';
import { createStorage } from '../storage';
import { createTestDatabase, followDownload, loginAs, startTestApp, ZH_HOST, type TestApp } from '../test/harness';
import { multipartFile } from '../test/multipart';
import { backup, restore } from './index';

/**
 * What a customer and an admin wrote, backed up, wiped, restored, then read
 * back through the API byte for byte by a server started on the restored
 * data (issue 31): an order paid on the sandbox, an invoice with its PDF,
 * a designer's upload, a brand kit's ZIP and a partner activation.
 */

let t: TestApp;
const root = mkdtempSync(join(tmpdir(), 'logo-restore-'));
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.ctx.db, t.ctx.storage);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

type Inject = (opts: { method?: 'GET' | 'POST'; url: string; cookie?: string; host?: string; payload?: unknown; headers?: Record<string, string> }) => Promise<LightMyRequestResponse>;
const via =
  (app: TestApp['app']): Inject =>
  ({ method = 'GET', url, cookie, host, payload, headers = {} }) =>
    app.inject({ method, url, payload: payload as never, headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}), ...headers } });

/** The reads whose answers must come back the same: each gives the bytes a customer or an admin gets. */
function reads(app: TestApp['app'], cookies: { owner: string; admin: string }, orderNo: string) {
  const call = via(app);
  const file = async (res: LightMyRequestResponse) => {
    const followed = await followDownload(app, res);
    expect(followed.statusCode, followed.body.slice(0, 200)).toBe(200);
    return followed.rawPayload;
  };
  return {
    order: async () => Buffer.from((await call({ url: `/api/payments/orders/${orderNo}`, cookie: cookies.owner })).body),
    invoiceState: async () => Buffer.from((await call({ url: '/api/invoice/1001', cookie: cookies.owner, host: ZH_HOST.host })).body),
    invoicePdf: async () => {
      const info = (await call({ url: '/api/invoice/1001', cookie: cookies.owner, host: ZH_HOST.host })).json() as { data: { state: { pdf_url: string | null } } };
      expect(info.data.state.pdf_url).toBeTruthy();
      return file(await call({ url: info.data.state.pdf_url!, cookie: cookies.owner, host: ZH_HOST.host }));
    },
    designerFiles: async () => {
      const list = (await call({ url: '/api/logo/1008/files', cookie: cookies.owner })).json() as { data: Array<{ image: { url: string } | null; source: { url: string } | null }> };
      const urls = list.data.flatMap((f) => [f.image?.url, f.source?.url]).filter((u): u is string => !!u);
      expect(urls.length).toBeGreaterThan(0);
      const bodies = [];
      for (const url of urls) bodies.push(await file(await call({ url, cookie: cookies.owner })));
      return Buffer.concat(bodies);
    },
    kit: async () => file(await call({ url: '/api/logo/1001/kit/download', cookie: cookies.owner })),
    activation: async () => Buffer.from((await call({ url: '/api/crosssite/ubrand/brand/info?logo_id=1007', cookie: cookies.owner })).body),
  };
}

it('orders, invoices with their PDFs, designer uploads, brand kits and activations come back byte for byte on a server started on the restored data', async () => {
  const call = via(t.app);
  const owner = await loginAs(t.app, 'owner@demo.test', 'demo1234');
  const admin = await loginAs(t.app, 'admin@demo.test', 'demo1234');

  // An order paid on the sandbox (1003 is not bought).
  const created = (await call({ method: 'POST', url: '/api/payments/orders', cookie: owner, payload: { logo: 1003, product: 'package_basic', channel: 'sandbox' } })).json() as {
    order_no: string;
    checkoutUrl: string;
  };
  const paid = await call({ method: 'POST', url: `${created.checkoutUrl}/pay`, cookie: owner, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect(paid.statusCode).toBe(303);

  // An invoice applied for on the Chinese site and issued by the admin with its PDF.
  const applied = await call({ method: 'POST', url: '/api/invoice/1001', cookie: owner, host: ZH_HOST.host, payload: { type: '2', GMF_MC: '上海测试有限公司', GMF_NSRSBH: VALID_TAX_NUMBER } });
  expect(applied.statusCode, applied.body).toBe(200);
  const queue = (await call({ url: '/api/admin/invoices?status=pending', cookie: admin, host: ZH_HOST.host })).json() as { data: Array<{ id: number; fa_id: number }> };
  const application = queue.data.find((a) => a.fa_id === 1001)!;
  const pdf = multipartFile('pdf', 'invoice.pdf', 'application/pdf', await samplePdf('Invoice 20261128'));
  const approved = await call({ method: 'POST', url: `/api/admin/invoices/${application.id}/approve`, cookie: admin, host: ZH_HOST.host, headers: pdf.headers, payload: pdf.payload });
  expect(approved.statusCode, approved.body).toBe(200);

  // A brand kit built (its ZIP stored).
  expect((await call({ method: 'POST', url: '/api/logo/1001/kit', cookie: owner })).statusCode).toBe(200);
  await expect
    .poll(async () => ((await call({ url: '/api/logo/1001/kit', cookie: owner })).json() as { data: { status: string } }).data.status, { timeout: 60_000, interval: 100 })
    .toBe('ready');

  // The partner activation of the brand-package logo, all three steps (the owner's confirmed e-mail needs no code).
  const account = (await call({ method: 'POST', url: '/api/crosssite/ubrand/create/account/validate', cookie: owner, payload: { email: 'owner@demo.test', mobile: '', code: '', logo_id: 1007 } })).json() as {
    data: { id: number };
  };
  const brand = (await call({ method: 'POST', url: '/api/crosssite/ubrand/create/brand', cookie: owner, payload: { logo_id: 1007, logo_name: 'x', ubrand_user_id: account.data.id } })).json() as {
    data: { id: number };
  };
  expect((await call({ method: 'POST', url: '/api/crosssite/ubrand/sync/logo', cookie: owner, payload: { brand_id: brand.data.id, logo_id: 1007, ubrand_user_id: account.data.id } })).statusCode).toBe(200);

  const before = reads(t.app, { owner, admin }, created.order_no);
  const saved: Record<string, Buffer> = {};
  for (const [name, read] of Object.entries(before)) saved[name] = await read();
  expect(JSON.parse(saved.order!.toString())).toMatchObject({ status: 'paid' });
  expect(saved.invoicePdf!.subarray(0, 5).toString()).toBe('%PDF-');
  expect(saved.kit!.subarray(0, 2).toString()).toBe('PK');

  // Backed up while the app runs (its database is the one in memory: asked directly, as the server's socket asks).
  const config = t.ctx.config;
  const out = join(root, 'backup');
  // The app's own database, not closed by the backup (the harness closes it).
  const manifest = await backup({ config, storage: t.ctx.storage, openEmbedded: async () => ({ ...t.database, close: async () => {} }) }, out);
  expect(manifest.files.length).toBeGreaterThan(3);

  // Restored into a new, empty data directory (the old one is as good as wiped), and a server started on it.
  const dataDir = join(root, 'restored');
  // On PostgreSQL (CI runs the server tests there too): a new, empty database to restore into.
  const pgDb = t.databaseUrl ? await createTestDatabase(process.env.DATABASE_URL!) : undefined;
  const restoredConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SITE_LOCALE: 'en', LOG_LEVEL: 'silent', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
  await restore({ config: restoredConfig, storage: createStorage(restoredConfig), loadEmbedded: loadPgliteSnapshot }, out);
  const database = await openDatabase(pgDb ? { url: pgDb.url } : { dir: join(dataDir, 'db') });
  const sms = logSms((await import('fastify')).default({ logger: false }).log);
  const { app } = await buildApp({ config: restoredConfig, database, sms, partnerTexts: sms, logger: false });
  try {
    await app.ready();
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    // The sessions came back too; signing in again works as well.
    const cookies = { owner: await loginAs(app, 'owner@demo.test', 'demo1234'), admin: await loginAs(app, 'admin@demo.test', 'demo1234') };
    const after = reads(app, cookies, created.order_no);
    for (const [name, read] of Object.entries(after)) expect((await read()).equals(saved[name]!), `${name} read back the same`).toBe(true);
  } finally {
    await app.close();
    await database.close();
    await pgDb?.drop();
  }
}, 180_000);
