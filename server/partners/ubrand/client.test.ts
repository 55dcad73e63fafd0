import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { createUbrandClient, UbrandError, type UbrandClient } from './client';
import { buildUbrandSimulator } from './simulator';

/**
 * Contract tests of the partner client against the simulator (the same HTTP
 * contract as the partner): every call, signatures, and each way the partner
 * can fail — a time-out, a 5xx, an answer that is not the contract's — as a
 * clear UbrandError, with retries for idempotent calls only.
 */

const KEY = 'logo-area';
const SECRET = 'a-test-secret-of-enough-length';
let database: Database;
let sim: Awaited<ReturnType<typeof buildUbrandSimulator>>;
let base: string;
const sms: Array<{ mobile: string; text: string }> = [];
const mails: Array<{ to: string; subject: string; text: string }> = [];
let client: UbrandClient;

const fault = (method: string, path: string, kind: 'error' | 'timeout' | 'malformed', times = 1) =>
  fetch(`${base}/__sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method, path, kind, times }) });

function codeFromSms(mobile: string): string {
  const m = [...sms].reverse().find((s) => s.mobile === mobile);
  return /(\d{6})/.exec(m?.text ?? '')![1];
}

beforeAll(async () => {
  database = await openDatabase({});
  sim = await buildUbrandSimulator({
    db: database.db,
    texts: { send: async (mobile, text) => void sms.push({ mobile, text }) },
    mail: { name: 'outbox', send: async (m) => void mails.push(m) },
    key: KEY,
    secret: SECRET,
  });
  await sim.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(sim.server.address() as { port: number }).port}`;
  client = createUbrandClient({ baseUrl: base, key: KEY, secret: SECRET, timeoutMs: 400, retries: 2, retryDelayMs: 5 });
});
afterAll(async () => {
  await sim.close();
  await database.close();
});
beforeEach(async () => {
  await fetch(`${base}/__sim/faults`, { method: 'DELETE' });
});

describe('the activation calls', () => {
  it('sends a code by SMS, creates the account with it, then finds the same account', async () => {
    await client.sendCode({ mobile: '13912345678' });
    const code = codeFromSms('13912345678');
    const account = await client.createAccount({ mobile: '13912345678', code });
    expect(account).toMatchObject({ id: expect.any(Number), mobile: '13912345678', email: null });
    expect(account.secret.length).toBeGreaterThanOrEqual(16);
    expect(await client.findAccount({ mobile: '13912345678' })).toEqual(account);
    expect(await client.findAccount({ mobile: '13900000000' })).toBeNull();
  });

  it('sends the code of an e-mail account by mail, and refuses a wrong code, then a used one', async () => {
    await client.sendCode({ email: 'Chain@Example.test' });
    const mail = mails.at(-1)!;
    expect(mail.to).toBe('chain@example.test');
    const code = /(\d{6})/.exec(mail.subject)![1];
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(client.createAccount({ email: 'chain@example.test', code: wrong })).rejects.toMatchObject({
      failure: 'rejected',
      partnerCode: 'code_invalid',
    });
    await client.createAccount({ email: 'chain@example.test', code });
    await expect(client.createAccount({ email: 'chain@example.test', code })).rejects.toMatchObject({ partnerCode: 'code_expired' });
  });

  it('refuses a second code within 60 seconds', async () => {
    await client.sendCode({ mobile: '13912340001' });
    await expect(client.sendCode({ mobile: '13912340001' })).rejects.toMatchObject({ failure: 'rejected', partnerCode: 'rate_limited' });
  });

  it('creates one brand per logo (again: the same), puts the logo in it, and reads both back', async () => {
    const owner = await client.createAccount({ email: 'brand-owner@example.test', verified_by: 'logo-site' });
    const brand = await client.createBrand({ owner_id: owner.id, name: 'Acme', external_id: '501' });
    expect(brand.short_link).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(await client.createBrand({ owner_id: owner.id, name: 'Acme', external_id: '501' })).toEqual(brand);
    expect(await client.findBrand('501')).toEqual(brand);
    expect(await client.findBrand('502')).toBeNull();
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex').toString('base64');
    const input = { owner_id: owner.id, external_id: '501', name: 'Acme', svg: '<svg/>', png_base64: png, colors: ['#112233'] };
    const asset = await client.putAsset(brand.id, input);
    expect(asset).toMatchObject({ brand_id: brand.id, external_id: '501', creator: { email: 'brand-owner@example.test', mobile: null } });
    expect((await client.putAsset(brand.id, input)).id).toBe(asset.id);
    expect(await client.findAsset(brand.id, '501')).toMatchObject({ id: asset.id });
    expect(await client.findAsset(brand.id, '999')).toBeNull();
    // Another account may not take the logo's brand.
    const stranger = await client.createAccount({ email: 'stranger@example.test', verified_by: 'logo-site' });
    await expect(client.createBrand({ owner_id: stranger.id, name: 'Acme', external_id: '501' })).rejects.toMatchObject({
      partnerCode: 'brand_taken',
    });
    await expect(client.putAsset(brand.id, { ...input, owner_id: stranger.id })).rejects.toMatchObject({ partnerCode: 'not_owner' });
  });

  it('ends an older code when a newer one is sent', async () => {
    await client.sendCode({ mobile: '13912340003' });
    const first = codeFromSms('13912340003');
    // The simulator's 60 s wait, skipped: the second code is sent as if a minute had passed.
    await database.db.execute(sql`update ubrand_sim_codes set created_at = created_at - interval '61 seconds' where contact = '13912340003'`);
    await client.sendCode({ mobile: '13912340003' });
    const second = codeFromSms('13912340003');
    if (first !== second) {
      await expect(client.createAccount({ mobile: '13912340003', code: first })).rejects.toMatchObject({ partnerCode: 'code_invalid' });
    }
    expect((await client.createAccount({ mobile: '13912340003', code: second })).mobile).toBe('13912340003');
  });

  it('checks the signature of the route that matched: an encoded path is no way round it', async () => {
    for (const path of ['/%6Fpen/v1/accounts?email=brand-owner@example.test', '/open/v1/%61ccounts?email=brand-owner@example.test']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(401);
    }
  });

  it('takes faults only in their shape', async () => {
    const res = await fetch(`${base}/__sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"kind":"boom"}' });
    expect(res.status).toBe(400);
  });

  it('is refused by the partner with a wrong secret (signature)', async () => {
    const forged = createUbrandClient({ baseUrl: base, key: KEY, secret: 'another-secret-of-enough-length', timeoutMs: 400, retries: 0 });
    await expect(forged.findBrand('501')).rejects.toMatchObject({ failure: 'rejected', partnerCode: 'signature_invalid', status: 401 });
  });
});

describe('when the partner fails', () => {
  it('retries an idempotent call after a 5xx and succeeds', async () => {
    await fault('GET', '/open/v1/brands', 'error', 2);
    expect(await client.findBrand('nope')).toBeNull();
  });

  it('gives up after its retries with "unavailable" (503 three times)', async () => {
    await fault('GET', '/open/v1/brands', 'error', 3);
    await expect(client.findBrand('nope')).rejects.toMatchObject({ failure: 'unavailable', status: 503 });
  });

  it('never retries sending a code: one 5xx is the answer (no second SMS)', async () => {
    const before = sms.length;
    await fault('POST', '/open/v1/verification-codes', 'error', 1);
    await expect(client.sendCode({ mobile: '13912340002' })).rejects.toMatchObject({ failure: 'unavailable' });
    expect(sms.length).toBe(before);
    await client.sendCode({ mobile: '13912340002' });
    expect(sms.length).toBe(before + 1);
  });

  it('times out a call that gets no answer, within the configured time', async () => {
    await fault('POST', '/open/v1/accounts', 'timeout', 1);
    const t0 = Date.now();
    const err = await client.createAccount({ email: 'slow@example.test', verified_by: 'logo-site' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UbrandError);
    expect((err as UbrandError).failure).toBe('timeout');
    expect(Date.now() - t0).toBeLessThan(2000);
    // The same call goes through once the partner answers again.
    expect((await client.createAccount({ email: 'slow@example.test', verified_by: 'logo-site' })).email).toBe('slow@example.test');
  });

  it('calls an answer that is not JSON "malformed"', async () => {
    await fault('GET', '/open/v1/accounts', 'malformed', 1);
    await expect(client.findAccount({ email: 'slow@example.test' })).rejects.toMatchObject({ failure: 'malformed' });
  });

  it('calls JSON of another shape "malformed", and a refused connection "unavailable"', async () => {
    const odd: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"x"}'));
    await new Promise<void>((r) => odd.listen(0, '127.0.0.1', r));
    const port = (odd.address() as { port: number }).port;
    const c = createUbrandClient({ baseUrl: `http://127.0.0.1:${port}`, key: KEY, secret: SECRET, timeoutMs: 400, retries: 0 });
    await expect(c.findBrand('1')).rejects.toMatchObject({ failure: 'malformed' });
    await new Promise((r) => odd.close(r));
    await expect(c.findBrand('1')).rejects.toMatchObject({ failure: 'unavailable' });
  });
});
