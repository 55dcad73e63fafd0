import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PORTAL_PAGE, DEFAULT_PORTAL_TERMS, PORTAL_VISITOR_LIMIT, ZBrandFile, ZBrandTokens, ZPortalBrand, ZPortalEmails, ZPortalRequests } from '../../../core/portal/api';
import { lockupsOf } from '../../../core/composer/lockups';
import { outlinedDesign } from '../../render/outlined';
import { TEST_DESIGN } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { ZDesign } from '../../../core/design';
import { portalLinks, portalRequests, portalVisitors } from './schema';
import { mailOutbox } from '../../db/schema';
import { portalTestKit } from './portal-kit';

/* The brand portal's e-mail and view-only links, and its brand file (issue 46). */
const { kit, call, settings, newLink, visit, slugNow } = portalTestKit({ portal: 'northwind-coffee' });
let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let logo: number;
let second: number;
beforeAll(() => ({ t, cookies, logo, second } = kit));

describe('an e-mail link: POST /api/b/:slug/email', () => {
  const give = (slug: string, body: object, cookie?: string) => call('POST', `/api/b/${slug}/email`, cookie, body);

  it('opens the downloads in this browser once an e-mail is given and the owner’s terms accepted, keeping what was accepted', async () => {
    const slug = await slugNow();
    const link = await newLink({ label: 'Agency', kind: 'email' });
    const k = link.path.split('k=')[1]!;
    // The page asks for the e-mail and shows the site's terms (the owner wrote none).
    const page = (await t.app.inject({ url: `/b/${slug}?k=${k}`, headers: { host: 'localhost' } })).body;
    expect(page).toContain('<form id="gate-email"');
    expect(page).toContain(DEFAULT_PORTAL_TERMS.en);
    const res = await give(slug, { k, email: ' Lee@Agency.test ', accept: true });
    expect(res.statusCode, res.body).toBe(204);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(new RegExp(`^bp_email_${link.id}=\\d+\\.`));
    expect(ZPortalBrand.parse((await visit(`/b/${slug}?k=${k}`, cookie)).json()).downloads).toBe('yes');
    expect((await t.app.inject({ url: `/b/${slug}/files/logo.svg?k=${k}`, headers: { cookie } })).statusCode).toBe(302);
    const [row] = await t.ctx.db.select().from(portalVisitors).where(eq(portalVisitors.link_id, link.id));
    expect(row).toMatchObject({ email: 'lee@agency.test', terms: DEFAULT_PORTAL_TERMS.en, fa_id: logo });
    // Without the cookie, or with it on another e-mail link: still the form.
    expect(ZPortalBrand.parse((await visit(`/b/${slug}?k=${k}`)).json()).downloads).toBe('email');
    const other = await newLink({ label: 'Other agency', kind: 'email' });
    const k2 = other.path.split('k=')[1]!;
    const forged = cookie.replace(`bp_email_${link.id}=`, `bp_email_${other.id}=`);
    expect(ZPortalBrand.parse((await visit(`/b/${slug}?k=${k2}`, forged)).json()).downloads).toBe('email');
    // Revoked: the cookie opens nothing.
    await call('DELETE', `/api/logo/${logo}/portal/links/${link.id}`, cookies.owner);
    expect((await visit(`/b/${slug}?k=${k}`, cookie)).statusCode).toBe(403);
  });

  it('shows the owner’s own terms, as text', async () => {
    const slug = await slugNow();
    await call('PUT', `/api/logo/${logo}/portal/page`, cookies.owner, { ...DEFAULT_PORTAL_PAGE, terms: 'For <b>our</b> shop only.' });
    const k = (await newLink({ label: 'Shop', kind: 'email' })).path.split('k=')[1]!;
    const page = (await t.app.inject({ url: `/b/${slug}?k=${k}`, headers: { host: 'localhost' } })).body;
    expect(page).toContain('For &lt;b&gt;our&lt;/b&gt; shop only.');
    expect((await give(slug, { k, email: 'shop@example.test', accept: true })).statusCode).toBe(204);
    const [row] = await t.ctx.db.select().from(portalVisitors).where(eq(portalVisitors.email, 'shop@example.test'));
    expect(row!.terms).toBe('For <b>our</b> shop only.');
    await call('PUT', `/api/logo/${logo}/portal/page`, cookies.owner, DEFAULT_PORTAL_PAGE);
  });

  it('refuses terms not accepted, an e-mail that is not one, a link of another kind or portal, another site, and too many tries', async () => {
    const slug = await slugNow();
    const k = (await newLink({ label: 'Tries', kind: 'email' })).path.split('k=')[1]!;
    const before = (await t.ctx.db.select().from(portalVisitors)).length;
    for (const body of [{ k, email: 'a@b.test', accept: false }, { k, email: 'a@b.test' }, { k, email: 'not-an-email', accept: true }, { k: 'short', email: 'a@b.test', accept: true }]) {
      expect((await give(slug, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const publicToken = (await newLink({ label: 'Public', kind: 'public' })).path.split('k=')[1]!;
    expect((await give(slug, { k: publicToken, email: 'a@b.test', accept: true })).statusCode).toBe(400);
    expect((await give(slug, { k: 'A'.repeat(43), email: 'a@b.test', accept: true })).statusCode).toBe(404);
    expect((await call('POST', `/api/b/${slug}/email`, undefined, { k, email: 'a@b.test', accept: true }, 'zh.localhost')).statusCode).toBe(404);
    expect((await t.ctx.db.select().from(portalVisitors)).length).toBe(before);
    for (let i = 0; i < PORTAL_VISITOR_LIMIT.max; i++) expect((await give(slug, { k, email: `v${i}@b.test`, accept: true })).statusCode).toBe(204);
    expect((await give(slug, { k, email: 'one-more@b.test', accept: true })).statusCode).toBe(429);
  });
});

describe('the e-mails given: GET /api/logo/:id/portal/emails and emails.csv', () => {
  it('lists each address once per link, newest first, with how often, for whoever manages the portal; and as CSV', async () => {
    const slug = await slugNow();
    const link = await newLink({ label: 'Trade fair', kind: 'email' });
    const k = link.path.split('k=')[1]!;
    for (const email of ['ann@fair.test', 'bo@fair.test', 'Ann@Fair.test']) {
      expect((await call('POST', `/api/b/${slug}/email`, undefined, { k, email, accept: true })).statusCode).toBe(204);
    }
    const res = await call('GET', `/api/logo/${logo}/portal/emails`, cookies.owner);
    expect(res.statusCode).toBe(200);
    const emails = ZPortalEmails.parse(res.json()).emails;
    const fair = emails.filter((e) => e.link.id === link.id);
    expect(fair.map((e) => [e.email, e.times])).toEqual([
      ['ann@fair.test', 2],
      ['bo@fair.test', 1],
    ]);
    expect(Date.parse(fair[0]!.last_at)).toBeGreaterThanOrEqual(Date.parse(fair[0]!.first_at));
    expect(emails.find((e) => e.email === 'lee@agency.test')?.link.label).toBe('Agency');
    expect((await call('GET', `/api/logo/${logo}/portal/emails`, cookies.admin)).statusCode).toBe(200);
    const csv = await call('GET', `/api/logo/${logo}/portal/emails.csv`, cookies.owner);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(decodeURIComponent(String(csv.headers['content-disposition']))).toMatch(/filename\*=UTF-8''Test Brand-emails-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFemail,link,first,last,times');
    expect(lines[1]).toMatch(/^ann@fair\.test,Trade fair,\d{4}-.+,2$/);
  });

  it('refuses a visitor, another user, and a logo without a portal', async () => {
    for (const path of [`/api/logo/${logo}/portal/emails`, `/api/logo/${logo}/portal/emails.csv`]) {
      expect((await call('GET', path)).statusCode, path).toBe(401);
      expect((await call('GET', path, cookies.other)).statusCode, path).toBe(403);
    }
    expect((await call('GET', `/api/logo/${second}/portal/emails`, cookies.owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/logo/abc/portal/emails', cookies.owner)).statusCode).toBe(400);
  });
});

describe('a view-only link’s requests: POST /api/b/:slug/requests, GET and POST /api/logo/:id/portal/requests', () => {
  const ask = (slug: string, body: object) => call('POST', `/api/b/${slug}/requests`, undefined, body);
  const mailsTo = (to: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const answer = (id: number, decision: string, cookie = cookies.owner) => call('POST', `/api/logo/${logo}/portal/requests/${id}`, cookie, { decision });

  it('is asked by the visitor (owner and visitor mailed), approved by the owner: the mailed address opens the downloads, once', async () => {
    const slug = await slugNow();
    const link = await newLink({ label: 'Printer Lee', kind: 'request' });
    const k = link.path.split('k=')[1]!;
    const page = (await t.app.inject({ url: `/b/${slug}?k=${k}`, headers: { host: 'localhost' } })).body;
    expect(page).toContain('<form id="gate-request"');
    const res = await ask(slug, { k, name: 'Lee', email: 'lee@print.test', message: 'Business cards, 500' });
    expect(res.statusCode, res.body).toBe(201);
    const [toOwner] = await mailsTo('owner@portal.test');
    expect(toOwner!.subject).toBe('Lee asks for the files of Test Brand');
    expect(toOwner!.text).toContain('Business cards, 500');
    expect(toOwner!.text).toContain(`/download/portal?logo=${logo}`);
    // The visitor is mailed the answer only (the page told them the request was sent).
    expect(await mailsTo('lee@print.test')).toHaveLength(0);

    const list = await call('GET', `/api/logo/${logo}/portal/requests`, cookies.owner);
    const request = ZPortalRequests.parse(list.json()).requests[0]!;
    expect(request).toMatchObject({ name: 'Lee', email: 'lee@print.test', state: 'pending', link: { id: link.id, label: 'Printer Lee' }, decided_at: null });
    const approved = await answer(request.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().request.state).toBe('approved');
    const mails = await mailsTo('lee@print.test');
    expect(mails.map((m) => m.subject)).toContain('The files of Test Brand are yours to download');
    const url = /http:\/\/\S+/.exec(mails.find((m) => m.subject.startsWith('The files'))!.text)![0];
    const address = new URL(url);
    expect(address.searchParams.get('k')).toBe(k);
    const grant = address.searchParams.get('r')!;
    expect(grant).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ZPortalBrand.parse((await visit(address.pathname + address.search)).json()).downloads).toBe('yes');
    const html = (await t.app.inject({ url: address.pathname + address.search, headers: { host: 'localhost' } })).body;
    expect(html).toContain(`href="/b/${slug}/files/logo.svg?k=${k}&amp;r=${grant}" download`);
    expect((await t.app.inject({ url: `/b/${slug}/files/logo.svg?k=${k}&r=${grant}` })).statusCode).toBe(302);
    // The approval opens only its own link.
    const otherK = (await newLink({ label: 'Other printer', kind: 'request' })).path.split('k=')[1]!;
    expect(ZPortalBrand.parse((await visit(`/b/${slug}?k=${otherK}&r=${grant}`)).json()).downloads).toBe('request');
    // Answered once.
    const again = await answer(request.id, 'refuse');
    expect([again.statusCode, again.json().error]).toEqual([409, 'PORTAL_REQUEST_DECIDED']);
  });

  it('is refused by the owner: the visitor is told, and nothing opens', async () => {
    const slug = await slugNow();
    const k = (await newLink({ label: 'Stranger', kind: 'request' })).path.split('k=')[1]!;
    expect((await ask(slug, { k, name: 'Sam', email: 'sam@example.test' })).statusCode).toBe(201);
    const request = ZPortalRequests.parse((await call('GET', `/api/logo/${logo}/portal/requests`, cookies.owner)).json()).requests.find((r) => r.name === 'Sam')!;
    const refused = await answer(request.id, 'refuse', cookies.admin);
    expect(refused.json().request.state).toBe('refused');
    const mails = await mailsTo('sam@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('did not approve');
    expect(mails[0]!.text).not.toMatch(/r=/);
    // One address is mailed a few answers a day at most, whoever asks in its name.
    for (let i = 0; i < 2; i++) expect((await ask(slug, { k, name: 'Sam', email: 'sam@example.test' })).statusCode).toBe(201);
    expect((await ask(slug, { k, name: 'Sam', email: 'sam@example.test' })).statusCode).toBe(429);
    const [row] = await t.ctx.db.select().from(portalRequests).where(eq(portalRequests.id, request.id));
    expect(row!.grant_token).toBeNull();
  });

  it('refuses a visitor, another user and bad answers on the owner’s side, and bad requests on the visitor’s, writing nothing', async () => {
    const slug = await slugNow();
    const k = (await newLink({ label: 'Bad', kind: 'request' })).path.split('k=')[1]!;
    const before = (await t.ctx.db.select().from(portalRequests)).length;
    for (const body of [{ k, email: 'a@b.test' }, { k, name: 'A', email: 'nope' }, { k, name: '', email: 'a@b.test' }, { k, name: 'A', email: 'a@b.test', message: 'x'.repeat(501) }, { k, name: 'A\u0007', email: 'a@b.test' }]) {
      expect((await ask(slug, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const emailToken = (await newLink({ label: 'E-mail', kind: 'email' })).path.split('k=')[1]!;
    expect((await ask(slug, { k: emailToken, name: 'A', email: 'a@b.test' })).statusCode).toBe(400);
    expect((await t.ctx.db.select().from(portalRequests)).length).toBe(before);
    expect((await call('GET', `/api/logo/${logo}/portal/requests`)).statusCode).toBe(401);
    expect((await call('GET', `/api/logo/${logo}/portal/requests`, cookies.other)).statusCode).toBe(403);
    const [pending] = await t.ctx.db.insert(portalRequests).values({ fa_id: logo, link_id: (await t.ctx.db.select().from(portalLinks).where(eq(portalLinks.fa_id, logo)))[0]!.id, name: 'P', email: 'p@b.test' }).returning();
    expect((await answer(pending!.id, 'approve', '')).statusCode).toBe(401);
    expect((await answer(pending!.id, 'approve', cookies.other)).statusCode).toBe(403);
    expect((await answer(pending!.id, 'maybe')).statusCode).toBe(400);
    expect((await answer(999999, 'approve')).statusCode).toBe(404);
    // Another logo's portal does not answer this one's request.
    await settings(second, { slug: 'second-brand' });
    expect((await call('POST', `/api/logo/${second}/portal/requests/${pending!.id}`, cookies.owner, { decision: 'approve' })).statusCode).toBe(404);
    const [still] = await t.ctx.db.select().from(portalRequests).where(eq(portalRequests.id, pending!.id));
    expect(still!.state).toBe('pending');
  });
});

describe('the brand file: GET /b/:slug/brand.json and tokens.json', () => {
  const get = (path: string, cookie?: string) => t.app.inject({ url: path, headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } });

  it('gives a link’s holder the brand for a machine: names, colours with HEX, RGB and CMYK, typefaces and their licence, sizes, files, and the DTCG tokens', async () => {
    const slug = await slugNow();
    await call('PUT', `/api/logo/${logo}/portal/page`, cookies.owner, { ...DEFAULT_PORTAL_PAGE, mission: 'Good coffee.' });
    // The primary colour's spot ink, named by the owner on the brand-identity page.
    await call('PUT', `/api/logo/${logo}/vi/spots`, cookies.owner, { spots: [{ hex: '#1F6FEB', name: 'PANTONE 2728 C' }] });
    const k = (await newLink({ label: 'Developer', kind: 'public' })).path.split('k=')[1]!;
    const res = await get(`/b/${slug}/brand.json?k=${k}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    const file = ZBrandFile.parse(res.json());
    const brand = ZPortalBrand.parse((await visit(`/b/${slug}?k=${k}`)).json());
    expect(file).toMatchObject({ version: 1, name: 'Test Brand', mission: 'Good coffee.', page: expect.stringMatching(new RegExp(`^http://localhost(:\\d+)?/b/${slug}\\?k=${k}$`)) });
    expect(file.colours).toEqual(brand.colours.map((c) => ({ name: c.title, hex: c.hex, rgb: c.rgb, cmyk: c.cmyk, spot: c.spot })));
    expect(file.colours.map((c) => c.spot)).toEqual(['PANTONE 2728 C', ...file.colours.slice(1).map(() => null)]);
    expect(file.fonts.length).toBeGreaterThan(0);
    for (const font of file.fonts) expect(font.licence.spdx).toBe('OFL-1.1');
    expect(file.minimumWidth.full!.mm).toBeGreaterThan(0);
    // The files this reader may download, absolute; the live link is off: no live addresses.
    expect(Object.keys(file.files!)).toEqual(['logo.svg', 'logo.png', 'logo-white.png', 'logo.jpg', 'logo.pdf']);
    const svg = new URL(file.files!['logo.svg']!);
    expect((await get(svg.pathname + svg.search)).statusCode).toBe(302);
    expect(file.logos).toBeNull();
    // The tokens: DTCG groups with their $type, colours as sRGB components with the HEX, typefaces with fallbacks.
    const tokens = file.tokens;
    expect(tokens.color.$type).toBe('color');
    const primary = tokens.color.primary as { $value: { colorSpace: string; components: number[]; hex: string }; $description: string };
    expect(primary.$value.hex).toBe(brand.colours[0]!.hex.toLowerCase());
    expect(primary.$value.components).toEqual(brand.colours[0]!.rgb.map((v) => Math.round((v / 255) * 10000) / 10000));
    expect((tokens.fontFamily.name as { $value: string[] }).$value[0]).toBe(file.fonts[0]!.family);
    expect((tokens.fontWeight.name as { $value: number }).$value).toBe(file.fonts[0]!.weight);
    const alone = await get(`/b/${slug}/tokens.json?k=${k}`);
    expect(alone.headers['content-type']).toBe('application/design-tokens+json; charset=utf-8');
    expect(ZBrandTokens.parse(alone.json())).toEqual(tokens);
    // The page names both, and the spot ink beside the primary colour's values, with its note.
    const page = (await get(`/b/${slug}?k=${k}`)).body;
    expect(page).toContain(`<a href="/b/${slug}/brand.json?k=${k}" type="application/json">brand.json</a>`);
    expect(page).toContain('<dt>Spot</dt><dd><span class="value">PANTONE 2728 C</span>');
    expect(page).toContain('the printer’s swatch book decides');
    await call('PUT', `/api/logo/${logo}/vi/spots`, cookies.owner, { spots: [{ hex: '#1F6FEB', name: '' }] });
    expect((await get(`/b/${slug}?k=${k}`)).body).not.toContain('<dt>Spot</dt>');
  });

  it('lists the live logo link’s addresses by layout and colour version once it is on, and no files to a view-only link', async () => {
    const slug = await slugNow();
    await settings(logo, { slug, live: true });
    const k = (await newLink({ label: 'View only', kind: 'request' })).path.split('k=')[1]!;
    const file = ZBrandFile.parse((await get(`/b/${slug}/brand.json?k=${k}`)).json());
    expect(file.files).toBeNull();
    expect(Object.keys(file.logos!)).toEqual(lockupsOf(outlinedDesign(ZDesign.parse(TEST_DESIGN))));
    for (const [layout, variants] of Object.entries(file.logos!)) {
      expect(Object.keys(variants), layout).toEqual(['main', 'inverse', 'white', 'black']);
    }
    const png = new URL((file.logos!.horizontal?.white.png ?? file.logos!.original!.white.png)!);
    expect((await get(png.pathname + png.search)).statusCode).toBe(302);
    await settings(logo, { slug, live: false });
  });

  it('is refused to whoever may not open the page: no link, a revoked link, another site', async () => {
    const slug = await slugNow();
    expect((await get(`/b/${slug}/brand.json`)).statusCode).toBe(404);
    expect((await get(`/b/${slug}/tokens.json?k=${'A'.repeat(43)}`)).statusCode).toBe(404);
    const gone = await newLink({ label: 'Gone', kind: 'public' });
    await call('DELETE', `/api/logo/${logo}/portal/links/${gone.id}`, cookies.owner);
    expect((await get(`/b/${slug}/brand.json?k=${gone.path.split('k=')[1]}`)).statusCode).toBe(403);
    const k = (await newLink({ label: 'Here', kind: 'public' })).path.split('k=')[1]!;
    expect((await t.app.inject({ url: `/b/${slug}/brand.json?k=${k}`, headers: { host: 'zh.localhost' } })).statusCode).toBe(404);
    // The owner reads it without a link.
    expect((await get(`/b/${slug}/brand.json`, cookies.owner)).statusCode).toBe(200);
  });
});
