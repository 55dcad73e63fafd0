import { solveProof } from '../../test/proof';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { partnerLoginLink } from '../../../core/ubrand';
import { mailOutbox, rateHits } from '../../db/schema';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, ZH_HOST, type TestApp } from '../../test/harness';
import { ubrandActivations } from './schema';

/**
 * The seven /api/crosssite/ubrand/* calls (spec 02 §7) against the local
 * partner simulator: each step, the verification rule, who may call, bad
 * input, and a partner failing mid-chain (state kept, a retry continues).
 */

let t: TestApp;
let owner: string;
let ownerZh: string;
let other: string;
let admin: string;
let brandLogo: number;
let plainLogo: number;
let zhLogo: number;
let simulator: string;

const EN = { host: 'localhost' };
const API = '/api/crosssite/ubrand';

beforeAll(async () => {
  // The partner's time-out is a time: long enough that a call the simulator answers never meets it on a busy machine
  // (300 ms did, beside the browser journeys: 504s), short enough that the one that never answers ends soon.
  t = await startTestApp({ UBRAND_TIMEOUT_MS: '3000', UBRAND_RETRIES: '1' });
  simulator = t.ctx.ubrand!.simulatorUrl!;
  const o = await createUser(t.ctx.db, { email: 'ub-owner@ub.test', mobile: '13800138000', email_verified: true });
  await createUser(t.ctx.db, { email: 'ub-other@ub.test', email_verified: true });
  await createUser(t.ctx.db, { email: 'ub-admin@ub.test', is_admin: true, email_verified: true });
  owner = await loginAs(t.app, 'ub-owner@ub.test');
  ownerZh = owner;
  other = await loginAs(t.app, 'ub-other@ub.test');
  admin = await loginAs(t.app, 'ub-admin@ub.test');
  brandLogo = (await createLogo(t.ctx.db, { user_id: o.id, bought_type: 4, brand_package: true })).fa_id;
  plainLogo = (await createLogo(t.ctx.db, { user_id: o.id })).fa_id;
  zhLogo = (await createLogo(t.ctx.db, { user_id: o.id, bought_type: 4, brand_package: true })).fa_id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await fetch(`${simulator}/__sim/faults`, { method: 'DELETE' });
});

type Opts = { cookie?: string; host?: { host: string } };
/** Each call from an address of its own unless one is given: an address's fourth code in an hour needs a proof (code-sends.test.ts). */
let calls = 0;
const post = (path: string, payload: object, o: Opts & { ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    payload,
    remoteAddress: o.ip ?? `10.90.${Math.floor(++calls / 250)}.${calls % 250}`,
    headers: { ...(o.host ?? EN), ...(o.cookie ? { cookie: o.cookie } : {}) },
  });
const get = (path: string, query: Record<string, string | number>, o: Opts = {}) =>
  t.app.inject({
    url: `${API}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: { ...(o.host ?? EN), ...(o.cookie ? { cookie: o.cookie } : {}) },
  });
const fault = (method: string, path: string, kind: 'error' | 'timeout' | 'malformed', times = 1) =>
  fetch(`${simulator}/__sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method, path, kind, times }) });
const row = async (faId: number) => (await t.ctx.db.select().from(ubrandActivations).where(eq(ubrandActivations.fa_id, faId)))[0];

async function mailedCode(to: string): Promise<string> {
  const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return /(\d{6})/.exec(mails.at(-1)!.subject)![1];
}

describe('the English site: e-mail account, the whole chain', () => {
  it('sends a code to another e-mail, then validates with it (step 1)', async () => {
    const sent = await post('/create/account', { email: 'Team@Acme.test', mobile: '', logo_id: brandLogo }, { cookie: owner });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ code: 200, data: { sent: true, resend_after: 60 } });
    const code = await mailedCode('team@acme.test');

    const noCode = await post('/create/account/validate', { email: 'team@acme.test', mobile: '', code: '', logo_id: brandLogo }, { cookie: owner });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error).toBe('UBRAND_CODE_REQUIRED');
    const wrong = await post('/create/account/validate', { email: 'team@acme.test', code: code === '123456' ? '654321' : '123456', logo_id: brandLogo }, { cookie: owner });
    expect(wrong.json()).toMatchObject({ code: 400, error: 'UBRAND_CODE_INVALID' });
    expect(await row(brandLogo)).toBeUndefined();

    const ok = await post('/create/account/validate', { email: 'team@acme.test', code, logo_id: brandLogo }, { cookie: owner });
    expect(ok.statusCode).toBe(200);
    const data = ok.json().data;
    expect(data).toEqual({ id: expect.any(Number), logo_user_secret: { secret: expect.any(String) } });
    expect(await row(brandLogo)).toMatchObject({ account_email: 'team@acme.test', ubrand_user_id: data.id, secret: data.logo_user_secret.secret, brand_id: null });
  });

  it('creates the brand (step 2) — a partner outage is a clear error, the account is kept, the retry continues', async () => {
    const user = (await row(brandLogo))!.ubrand_user_id!;
    await fault('POST', '/open/v1/brands', 'error', 5);
    const down = await post('/create/brand', { logo_id: brandLogo, logo_name: 'x', ubrand_user_id: user }, { cookie: owner });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ error: 'UBRAND_UNAVAILABLE', msg: expect.stringContaining('steps already done are kept') });
    expect(await row(brandLogo)).toMatchObject({ ubrand_user_id: user, brand_id: null });

    await fetch(`${simulator}/__sim/faults`, { method: 'DELETE' });
    const ok = await post('/create/brand', { logo_id: brandLogo, logo_name: 'x', ubrand_user_id: user }, { cookie: owner });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ id: expect.any(Number), short_link: expect.stringMatching(/^[A-Za-z0-9]{8}$/) });
    // Twice: the same brand (the partner keys it on the logo).
    const again = await post('/create/brand', { logo_id: brandLogo, ubrand_user_id: user }, { cookie: owner });
    expect(again.json().data).toEqual(ok.json().data);
  });

  it('syncs the logo (step 3): the partner holds a PNG of it and its colours', async () => {
    const r = (await row(brandLogo))!;
    const res = await post('/sync/logo', { brand_id: r.brand_id!, logo_id: brandLogo, ubrand_user_id: r.ubrand_user_id! }, { cookie: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ brand_id: r.brand_id, creator: { email: 'team@acme.test', mobile: null } });
    expect((await row(brandLogo))!.asset_id).toBe(res.json().data.id);
  });

  it('loads the state back on opening the modal: brand, then asset, then account (brand package)', async () => {
    const r = (await row(brandLogo))!;
    const brand = await get('/brand/info', { logo_id: brandLogo }, { cookie: owner });
    expect(brand.json()).toMatchObject({ code: 200, data: { id: r.brand_id, short_link: r.short_link } });
    const asset = await get('/asset/info', { brand_id: r.brand_id!, logo_id: brandLogo }, { cookie: owner });
    expect(asset.json().data).toMatchObject({ id: r.asset_id, creator: { email: 'team@acme.test' } });
    const account = await get('/account/info', { email: 'team@acme.test', mobile: '', logo_id: brandLogo }, { cookie: owner });
    expect(account.json().data).toEqual({ id: r.ubrand_user_id, logo_user_secret: { secret: r.secret } });
    // Another account's secret is never given, even one that exists at the partner.
    const stranger = await get('/account/info', { email: 'ub-owner@ub.test', logo_id: brandLogo }, { cookie: owner });
    expect(stranger.json()).toMatchObject({ code: 200, data: null });
  });

  it('the login link it makes signs the user in on the partner site, and a tampered one is refused', async () => {
    const r = (await row(brandLogo))!;
    const link = partnerLoginLink(t.ctx.ubrand!.simulatorUrl!, { short_link: r.short_link!, logo_id: brandLogo, secret: r.secret!, user_id: r.ubrand_user_id! });
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('team@acme.test');
    expect(html).toContain('Test Brand');
    expect(html).toMatch(/<img alt="Test Brand" src="data:image\/png;base64,iVBOR/);
    const forged = await fetch(link.replace(/secret=[^&]+/, 'secret=wrong'));
    expect(forged.status).toBe(401);
  });
});

describe('verification is skipped for the signed-in user’s own account', () => {
  it('en: the validated e-mail needs no code', async () => {
    const res = await post('/create/account/validate', { email: 'UB-OWNER@ub.test', code: '', logo_id: plainLogo }, { cookie: owner });
    expect(res.statusCode).toBe(200);
    expect((await row(plainLogo))!.account_email).toBe('ub-owner@ub.test');
  });

  it('en: an e-mail that is not validated still needs one', async () => {
    await createUser(t.ctx.db, { email: 'ub-unverified@ub.test' });
    const u = await loginAs(t.app, 'ub-unverified@ub.test');
    const logo = (await createLogo(t.ctx.db, { user_id: (await t.ctx.db.query.users.findFirst({ where: (x, { eq: e }) => e(x.email, 'ub-unverified@ub.test') }))!.id })).fa_id;
    const res = await post('/create/account/validate', { email: 'ub-unverified@ub.test', logo_id: logo }, { cookie: u });
    expect(res.json().error).toBe('UBRAND_CODE_REQUIRED');
  });

  it('zh: the user’s own mobile needs no code; another mobile gets an SMS code', async () => {
    const own = await post('/create/account/validate', { mobile: '13800138000', email: '', logo_id: zhLogo }, { cookie: ownerZh, host: ZH_HOST });
    expect(own.statusCode).toBe(200);
    const sent = await post('/create/account', { mobile: '13912345670', logo_id: zhLogo }, { cookie: ownerZh, host: ZH_HOST });
    expect(sent.statusCode).toBe(200);
    const sms = t.sms.sent.at(-1)!;
    expect(sms.mobile).toBe('13912345670');
    const code = /(\d{6})/.exec(sms.text)![1];
    const res = await post('/create/account/validate', { mobile: '13912345670', code, logo_id: zhLogo }, { cookie: ownerZh, host: ZH_HOST });
    expect(res.statusCode).toBe(200);
    // A new account: the brand of the old one is forgotten for this logo.
    expect(await row(zhLogo)).toMatchObject({ account_mobile: '13912345670', brand_id: null });
  });
});

describe('who may call', () => {
  it('a visitor is asked to sign in (401) on every call', async () => {
    expect((await post('/create/account', { email: 'a@b.test', logo_id: brandLogo })).statusCode).toBe(401);
    expect((await post('/create/account/validate', { email: 'a@b.test', code: '123456', logo_id: brandLogo })).statusCode).toBe(401);
    expect((await post('/create/brand', { logo_id: brandLogo, ubrand_user_id: 1 })).statusCode).toBe(401);
    expect((await post('/sync/logo', { brand_id: 1, logo_id: brandLogo, ubrand_user_id: 1 })).statusCode).toBe(401);
    expect((await get('/brand/info', { logo_id: brandLogo })).statusCode).toBe(401);
    expect((await get('/asset/info', { brand_id: 1, logo_id: brandLogo })).statusCode).toBe(401);
    expect((await get('/account/info', { email: 'a@b.test', logo_id: brandLogo })).statusCode).toBe(401);
  });

  it('another user and an admin get ubrand.branding.requiresOwner (403) on every logo call', async () => {
    const r = (await row(brandLogo))!;
    for (const cookie of [other, admin]) {
      const calls = [
        post('/create/account', { email: 'stranger@elsewhere.test', logo_id: brandLogo }, { cookie }),
        post('/create/account/validate', { email: 'ub-other@ub.test', logo_id: brandLogo }, { cookie }),
        post('/create/brand', { logo_id: brandLogo, ubrand_user_id: r.ubrand_user_id! }, { cookie }),
        post('/sync/logo', { brand_id: r.brand_id!, logo_id: brandLogo, ubrand_user_id: r.ubrand_user_id! }, { cookie }),
        get('/brand/info', { logo_id: brandLogo }, { cookie }),
        get('/asset/info', { brand_id: r.brand_id!, logo_id: brandLogo }, { cookie }),
        get('/account/info', { email: 'team@acme.test', logo_id: brandLogo }, { cookie }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: 'UBRAND_REQUIRES_OWNER', msg: 'Only the logo’s owner can activate its brand.' });
      }
    }
  });

  it('a second owner of the logo (its customise record’s client) never reads the first one’s activation or secret', async () => {
    const first = (await t.ctx.db.query.users.findFirst({ where: (x, { eq: e }) => e(x.email, 'ub-owner@ub.test') }))!;
    const second = await createUser(t.ctx.db, { email: 'ub-client@ub.test', email_verified: true });
    const shared = (await createLogo(t.ctx.db, { user_id: first.id, customize_client_id: second.id, bought_type: 4, brand_package: true })).fa_id;
    expect((await post('/create/account/validate', { email: 'ub-owner@ub.test', logo_id: shared }, { cookie: owner })).statusCode).toBe(200);
    const r = (await row(shared))!;
    const client = await loginAs(t.app, 'ub-client@ub.test');
    expect((await get('/account/info', { email: 'ub-owner@ub.test', logo_id: shared }, { cookie: client })).json().data).toBeNull();
    expect((await post('/create/brand', { logo_id: shared, ubrand_user_id: r.ubrand_user_id! }, { cookie: client })).json().error).toBe('UBRAND_STEP_ORDER');
    expect((await get('/brand/info', { logo_id: shared }, { cookie: client })).json().data).toBeNull();
  });

  it('only brand-package logos load existing state', async () => {
    const res = await get('/brand/info', { logo_id: plainLogo }, { cookie: owner });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('UBRAND_BRAND_PACKAGE_ONLY');
  });

  it('a cross-site form post is refused before anything happens', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/create/account`,
      payload: { email: 'x@y.test', logo_id: plainLogo },
      headers: { ...EN, cookie: owner, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('CROSS_ORIGIN');
  });
});

describe('sending codes', () => {
  const mailsTo = async (to: string) => (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
  /** As if `n` codes of `bucket` had been sent for `key` within the hour. */
  const sentBefore = (bucket: string, key: string, n: number) =>
    t.ctx.db.insert(rateHits).values(Array.from({ length: n }, () => ({ bucket, key })));

  it('only for a logo the caller owns: another user, an admin, no logo, a logo that does not exist', async () => {
    for (const cookie of [other, admin]) {
      const res = await post('/create/account', { email: 'stranger@elsewhere.test', logo_id: plainLogo }, { cookie });
      expect(res.json()).toMatchObject({ code: 403, error: 'UBRAND_REQUIRES_OWNER' });
    }
    expect((await post('/create/account', { email: 'stranger@elsewhere.test' }, { cookie: other })).statusCode).toBe(400);
    expect((await post('/create/account', { email: 'stranger@elsewhere.test', logo_id: 999999 }, { cookie: other })).statusCode).toBe(404);
    expect(await mailsTo('stranger@elsewhere.test')).toBe(0);
  });

  it('not once a brand-package logo is activated: its modal offers Go', async () => {
    expect((await row(brandLogo))?.asset_id).toBeTruthy();
    const res = await post('/create/account', { email: 'later@acme.test', logo_id: brandLogo }, { cookie: owner });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'UBRAND_ALREADY_ACTIVATED', msg: 'This logo’s brand is already activated: choose “Go to my brand site”.' });
    expect(await mailsTo('later@acme.test')).toBe(0);
  });

  it('one recipient gets at most five codes an hour whoever asks, and the sixth is not sent', async () => {
    await sentBefore('code-recipient', 'victim@acme.test', 5);
    const res = await post('/create/account', { email: 'Victim@Acme.test', logo_id: plainLogo }, { cookie: owner });
    expect(res.json()).toMatchObject({ code: 429, error: 'TOO_MANY_REQUESTS' });
    expect(await mailsTo('victim@acme.test')).toBe(0);
    // Another recipient is not held back.
    expect((await post('/create/account', { email: 'bystander@acme.test', logo_id: plainLogo }, { cookie: owner })).statusCode).toBe(200);
    expect(await mailsTo('bystander@acme.test')).toBe(1);
  });

  it('from one address, a fourth code in the hour needs the proof step of the sign-in codes', async () => {
    const ip = '10.91.0.1';
    for (let i = 0; i < 3; i++) expect((await post('/create/account', { email: `colleague${i}@acme.test`, logo_id: plainLogo }, { cookie: owner, ip })).statusCode).toBe(200);
    const asked = await post('/create/account', { email: 'colleague3@acme.test', logo_id: plainLogo }, { cookie: owner, ip });
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toMatchObject({ error: 'SMS_PROOF_REQUIRED' });
    expect(await mailsTo('colleague3@acme.test')).toBe(0);
    const proof = solveProof(asked.json().challenge);
    expect((await post('/create/account', { email: 'colleague3@acme.test', logo_id: plainLogo, proof }, { cookie: owner, ip })).statusCode).toBe(200);
    expect(await mailsTo('colleague3@acme.test')).toBe(1);
  });

  it('one user has at most ten codes sent an hour, to anyone', async () => {
    const user = await createUser(t.ctx.db, { email: 'ub-busy@ub.test', email_verified: true });
    const logo = (await createLogo(t.ctx.db, { user_id: user.id })).fa_id;
    const cookie = await loginAs(t.app, 'ub-busy@ub.test');
    await sentBefore('code-user', String(user.id), 10);
    const res = await post('/create/account', { email: 'friend@acme.test', logo_id: logo }, { cookie });
    expect(res.json()).toMatchObject({ code: 429, error: 'TOO_MANY_REQUESTS' });
    expect(await mailsTo('friend@acme.test')).toBe(0);
  });
});

describe('bad input', () => {
  it('an account that is not one for the site', async () => {
    expect((await post('/create/account', { email: 'not-an-email', logo_id: plainLogo }, { cookie: owner })).json().error).toBe('UBRAND_ACCOUNT_INVALID');
    // The Chinese site takes a mobile, not the e-mail.
    const zh = await post('/create/account', { email: 'a@b.test', mobile: '', logo_id: plainLogo }, { cookie: owner, host: ZH_HOST });
    expect(zh.json()).toMatchObject({ code: 400, error: 'UBRAND_ACCOUNT_INVALID', msg: '请输入正确的手机号' });
    expect((await post('/create/account', { mobile: '12345678901', logo_id: plainLogo }, { cookie: owner, host: ZH_HOST })).statusCode).toBe(400);
  });

  it('a code that is not 6 digits, a logo that does not exist, an id out of range', async () => {
    expect((await post('/create/account/validate', { email: 'team@acme.test', code: '12ab56', logo_id: brandLogo }, { cookie: owner })).json().error).toBe(
      'UBRAND_CODE_INVALID',
    );
    expect((await post('/create/account/validate', { email: 'team@acme.test', code: '123456', logo_id: 999999 }, { cookie: owner })).statusCode).toBe(404);
    expect((await post('/create/brand', { logo_id: 0, ubrand_user_id: 1 }, { cookie: owner })).statusCode).toBe(400);
    expect((await get('/brand/info', { logo_id: 'abc' }, { cookie: owner })).statusCode).toBe(400);
  });

  it('steps out of order: a brand before the account, a sync for another brand', async () => {
    const fresh = (await createLogo(t.ctx.db, { user_id: (await t.ctx.db.query.users.findFirst({ where: (x, { eq: e }) => e(x.email, 'ub-owner@ub.test') }))!.id })).fa_id;
    const res = await post('/create/brand', { logo_id: fresh, ubrand_user_id: 12345 }, { cookie: owner });
    expect(res.json()).toMatchObject({ code: 409, error: 'UBRAND_STEP_ORDER' });
    const r = (await row(brandLogo))!;
    const wrong = await post('/sync/logo', { brand_id: r.brand_id! + 1000, logo_id: brandLogo, ubrand_user_id: r.ubrand_user_id! }, { cookie: owner });
    expect(wrong.json().error).toBe('UBRAND_STEP_ORDER');
  });

  it('sending codes again too soon is refused (our one a minute a recipient, before the partner’s own wait)', async () => {
    await post('/create/account', { email: 'soon@acme.test', logo_id: plainLogo }, { cookie: owner });
    const again = await post('/create/account', { email: 'soon@acme.test', logo_id: plainLogo }, { cookie: owner });
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe('TOO_MANY_REQUESTS');
    expect((await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'soon@acme.test'))).length).toBe(1);
  });
});

describe('the partner failing', () => {
  it('a time-out is its own error (504), and nothing is written', async () => {
    const logo = (await createLogo(t.ctx.db, { user_id: (await t.ctx.db.query.users.findFirst({ where: (x, { eq: e }) => e(x.email, 'ub-owner@ub.test') }))!.id })).fa_id;
    await fault('POST', '/open/v1/accounts', 'timeout', 1);
    const res = await post('/create/account/validate', { email: 'ub-owner@ub.test', logo_id: logo }, { cookie: owner });
    expect(res.statusCode).toBe(504);
    expect(res.json().error).toBe('UBRAND_TIMEOUT');
    expect(await row(logo)).toBeUndefined();
  });

  it('garbage from the partner during the sync is a clear error, and the brand step stays done', async () => {
    const r = (await row(brandLogo))!;
    await fault('PUT', `/open/v1/brands/${r.brand_id}/assets`, 'malformed', 3);
    const res = await post('/sync/logo', { brand_id: r.brand_id!, logo_id: brandLogo, ubrand_user_id: r.ubrand_user_id! }, { cookie: owner });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('UBRAND_UNAVAILABLE');
    expect((await row(brandLogo))!.brand_id).toBe(r.brand_id);
  });
});
