import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PORTAL_PAGE, LIVE_SERVES_ALL, PORTAL_SECTIONS, ZPortalBrand, ZPortalLink } from '../../../core/portal/api';
import { lockupsOf } from '../../../core/composer/lockups';
import { LOCKUP_LABELS } from '../../../core/composer/lockup-names';
import { outlinedDesign } from '../../render/outlined';
import { createLogo, createUser, TEST_DESIGN } from '../../test/factories';
import { changesHeard, followDownload, type TestApp } from '../../test/harness';
import sharp from 'sharp';
import { ZDesign } from '../../../core/design';
import { logRequest, redactUrl } from '../../lib/log-redact';
import { portalLinks } from './schema';
import { logos } from '../../db/schema';
import { portalTestKit } from './portal-kit';

/* The brand portal (issue 46): the owner's settings, links and page, the brand page, password links, the live logo link, logs (its files: files.test.ts). */
const { kit, call, settings, newLink, visit } = portalTestKit();
let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let logo: number;
let second: number;
beforeAll(() => ({ t, cookies, logo, second } = kit));

describe('the owner’s portal: PUT and GET /api/logo/:id/portal', () => {
  it('is made by the owner at a slug of their choice on their site, and read back; nothing before', async () => {
    expect((await call('GET', `/api/logo/${logo}/portal`, cookies.owner)).json()).toEqual({ portal: null });
    const res = await settings(logo, { slug: 'northwind' });
    expect(res.statusCode).toBe(200);
    const { lockups, ...made } = res.json().portal;
    expect(made).toEqual({ slug: 'northwind', indexable: false, live: false, live_serves: LIVE_SERVES_ALL, path: '/b/northwind', page: DEFAULT_PORTAL_PAGE });
    // The layouts the logo has, named in the portal's language (what the live link may be told to serve).
    expect(lockups).toEqual(lockupsOf(outlinedDesign(ZDesign.parse(TEST_DESIGN))).map((id) => ({ id, label: LOCKUP_LABELS[id].en })));
    expect((await call('GET', `/api/logo/${logo}/portal`, cookies.admin)).json().portal.slug).toBe('northwind');
  });

  it('refuses a visitor, another user, and slugs that are not one or are taken', async () => {
    expect((await settings(logo, { slug: 'northwind' }, '')).statusCode).toBe(401);
    expect((await settings(logo, { slug: 'northwind' }, cookies.other)).statusCode).toBe(403);
    expect((await call('GET', `/api/logo/${logo}/portal`, cookies.other)).statusCode).toBe(403);
    expect((await call('GET', `/api/logo/${logo}/portal`)).statusCode).toBe(401);
    for (const slug of ['ab', 'A-brand', '-brand', 'brand-', 'br--and', 'br and', 'x'.repeat(41), 'brand/x', 'bränd']) {
      expect((await settings(second, { slug })).statusCode, slug).toBe(400);
    }
    expect((await settings(second, { slug: 'northwind', indexable: 'yes' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/logo/999999/portal`, cookies.owner, { slug: 'nowhere', indexable: false, live: false })).statusCode).toBe(404);
    // Whether it is public is said each time (leaving it out would make a public page private unasked).
    expect((await call('PUT', `/api/logo/${second}/portal`, cookies.owner, { slug: 'second' })).statusCode).toBe(400);
    // The owner of a logo not bought is told why.
    const owner = (await t.ctx.db.select().from(logos).where(eq(logos.fa_id, logo)))[0]!.user_id;
    const unbought = (await createLogo(t.ctx.db, { user_id: owner, is_bought: false, bought_type: null })).fa_id;
    const refused = await settings(unbought, { slug: 'not-yet' });
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'NOT_BOUGHT']);
    const taken = await settings(second, { slug: 'northwind' });
    expect([taken.statusCode, taken.json().error]).toEqual([409, 'PORTAL_SLUG_TAKEN']);
  });

  it('gives one slug to one of two logos asking for it at once, the other told it is taken', async () => {
    const owner = (await t.ctx.db.select().from(logos).where(eq(logos.fa_id, logo)))[0]!.user_id;
    const [a, b] = await Promise.all([createLogo(t.ctx.db, { user_id: owner }), createLogo(t.ctx.db, { user_id: owner })]);
    const answers = await Promise.all([settings(a.fa_id, { slug: 'race-brand' }), settings(b.fa_id, { slug: 'race-brand' })]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.statusCode === 409)!.json().error).toBe('PORTAL_SLUG_TAKEN');
  });

  it('keeps an old slug leading to the portal, and never gives it to another', async () => {
    expect((await settings(second, { slug: 'harbour-lights' })).statusCode).toBe(200);
    expect((await settings(second, { slug: 'harbour' })).statusCode).toBe(200);
    // The first logo may not take the second's former address; the second may take it back.
    expect((await settings(logo, { slug: 'harbour-lights' })).json().error).toBe('PORTAL_SLUG_TAKEN');
    expect((await settings(second, { slug: 'harbour-lights' })).json().portal.slug).toBe('harbour-lights');
    expect((await settings(second, { slug: 'harbour' })).statusCode).toBe(200);
  });
});

describe('links: GET, POST, DELETE /api/logo/:id/portal/links', () => {
  it('are given out with a label, a kind and a life; each address holds a token of 256 bits', async () => {
    const link = await newLink({ label: 'Printer Lee', kind: 'public' });
    expect(link).toMatchObject({ label: 'Printer Lee', kind: 'public', revoked: false });
    expect(link.path).toMatch(/^\/b\/northwind\?k=[A-Za-z0-9_-]{43}$/);
    const life = Date.parse(link.expires_at) - Date.parse(link.created_at);
    expect(Math.round(life / 86_400_000)).toBe(365);
    const ten = await newLink({ label: 'Agency', kind: 'request', days: 3650 });
    expect(Math.round((Date.parse(ten.expires_at) - Date.now()) / 86_400_000)).toBe(3650);
    const list = (await call('GET', `/api/logo/${logo}/portal/links`, cookies.owner)).json().links;
    expect(list.map((l: { label: string }) => l.label).slice(0, 2)).toEqual(['Agency', 'Printer Lee']);
    // A password is kept as a hash, never as typed.
    await newLink({ label: 'Board', kind: 'password', password: 'correct horse battery' });
    const rows = await t.ctx.db.select().from(portalLinks).where(eq(portalLinks.label, 'Board'));
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.password_hash).not.toContain('correct horse');
  });

  it('refuses whoever may not manage the portal, a logo without one, and bad input', async () => {
    const url = `/api/logo/${logo}/portal/links`;
    expect((await call('GET', url, cookies.other)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('DELETE', `${url}/1`)).statusCode).toBe(401);
    expect((await call('POST', url, cookies.other, { label: 'x', kind: 'public' })).statusCode).toBe(403);
    expect((await call('POST', url, undefined, { label: 'x', kind: 'public' })).statusCode).toBe(401);
    const bare = (await createLogo(t.ctx.db, { user_id: (await createUser(t.ctx.db, { email: 'bare@portal.test' })).id })).fa_id;
    expect((await call('POST', `/api/logo/${bare}/portal/links`, cookies.admin, { label: 'x', kind: 'public' })).statusCode).toBe(404);
    for (const body of [
      { label: '', kind: 'public' },
      { label: '   ', kind: 'public' },
      { label: 'a\u0001b', kind: 'public' },
      { label: 'x'.repeat(61), kind: 'public' },
      { label: 'x', kind: 'secret' },
      { label: 'x', kind: 'password' },
      { label: 'x', kind: 'password', password: 'short' },
      { label: 'x', kind: 'public', password: 'long enough password' },
      { label: 'x', kind: 'public', days: 0 },
      { label: 'x', kind: 'public', days: 3651 },
      { label: 'x', kind: 'public', days: 1.5 },
    ]) {
      expect((await call('POST', url, cookies.owner, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('DELETE', `${url}/999999`, cookies.owner)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}/abc`, cookies.owner)).statusCode).toBe(400);
  });
});

describe('the brand page’s data: GET /api/b/:slug', () => {
  it('opens to the holder of a live link, with what the link allows, marked noindex', async () => {
    const open = await newLink({ label: 'Developer', kind: 'public' });
    const res = await visit(open.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const brand = ZPortalBrand.parse(res.json());
    expect(brand).toMatchObject({ slug: 'northwind', name: 'Test Brand', downloads: 'yes' });
    expect(brand.colours.length).toBeGreaterThan(0);
    expect(ZPortalBrand.parse((await visit((await newLink({ label: 'Shop', kind: 'request' })).path)).json()).downloads).toBe('request');
    expect(ZPortalBrand.parse((await visit((await newLink({ label: 'Fans', kind: 'email' })).path)).json()).downloads).toBe('email');
    const locked = await visit((await newLink({ label: 'Board 2', kind: 'password', password: 'correct horse battery' })).path);
    expect([locked.statusCode, locked.json().error]).toEqual([401, 'PORTAL_PASSWORD_REQUIRED']);
    // The owner and an admin need no link.
    expect((await visit('/b/northwind', cookies.owner)).json().downloads).toBe('yes');
    expect((await visit('/b/northwind', cookies.admin)).statusCode).toBe(200);
  });

  it('is not there for anyone else: no link, another user, a made-up token, another portal’s link, the other site', async () => {
    const open = await newLink({ label: 'Check', kind: 'public' });
    const token = open.path.split('k=')[1]!;
    expect((await visit('/b/northwind')).statusCode).toBe(404);
    expect((await visit('/b/northwind', cookies.other)).statusCode).toBe(404);
    // A token that is none of the portal's links says nothing about the portal: as a slug that does not exist.
    expect((await visit(`/b/northwind?k=${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await visit(`/b/harbour?k=${token}`)).statusCode).toBe(404);
    expect((await visit(open.path, undefined, 'zh.localhost')).statusCode).toBe(404);
    expect((await visit('/b/no-such-brand')).statusCode).toBe(404);
    expect((await visit('/b/NO')).statusCode).toBe(400);
    expect((await visit('/b/northwind?k=short')).statusCode).toBe(400);
  });

  it('refuses a revoked link at once and an expired one with its reason', async () => {
    const link = await newLink({ label: 'Temp', kind: 'public' });
    expect((await visit(link.path)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/logo/${logo}/portal/links/${link.id}`, cookies.other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/logo/${second}/portal/links/${link.id}`, cookies.owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/logo/${logo}/portal/links/${link.id}`, cookies.owner)).statusCode).toBe(200);
    const revoked = await visit(link.path);
    expect([revoked.statusCode, revoked.json().error]).toEqual([403, 'PORTAL_LINK_INVALID']);
    const listed = (await call('GET', `/api/logo/${logo}/portal/links`, cookies.owner)).json().links.find((l: { id: number }) => l.id === link.id);
    expect(listed.revoked).toBe(true);
    const old = await newLink({ label: 'Old', kind: 'public' });
    await t.ctx.db.update(portalLinks).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(portalLinks.id, old.id));
    const expired = await visit(old.path);
    expect([expired.statusCode, expired.json().error]).toEqual([410, 'PORTAL_LINK_EXPIRED']);
  });

  it('answers an old slug with the new address, the token kept; a public and indexable page needs no link', async () => {
    const link = await newLink({ label: 'Moved', kind: 'public' });
    expect((await settings(logo, { slug: 'northwind-coffee' })).statusCode).toBe(200);
    // A former slug: nothing for whoever has no way in, the new address for the link's holder.
    expect((await visit('/b/northwind')).statusCode).toBe(404);
    const moved = await visit(link.path);
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(`/api/b/northwind-coffee?k=${link.path.split('k=')[1]}`);
    expect((await visit(`/b/northwind-coffee?k=${link.path.split('k=')[1]}`)).statusCode).toBe(200);
    expect((await settings(logo, { slug: 'northwind-coffee', indexable: true })).statusCode).toBe(200);
    const open = await visit('/b/northwind-coffee');
    expect(open.statusCode).toBe(200);
    expect(open.headers['x-robots-tag']).toBeUndefined();
    expect(open.json().downloads).toBe('yes');
    // Private again: gone for whoever has no link.
    expect((await settings(logo, { slug: 'northwind-coffee', indexable: false })).statusCode).toBe(200);
    expect((await visit('/b/northwind-coffee')).statusCode).toBe(404);
  });
});

describe('what the page shows: PUT /api/logo/:id/portal/page', () => {
  const put = (body: object, cookie = cookies.owner, id = logo) => call('PUT', `/api/logo/${id}/portal/page`, cookie, body);
  const sections = (order: readonly string[], off: readonly string[] = []) => order.map((id) => ({ id, on: !off.includes(id) }));
  const mine = {
    sections: sections(['colours', 'mission', 'usage', 'layouts', 'clearSpace', 'fonts', 'icons', 'social', 'mockups', 'files'], ['fonts', 'mockups', 'social']),
    mission: 'Coffee <b>worth</b> crossing town for.\nRoasted weekly.',
    dos: ['Use it on calm backgrounds'],
    donts: ['Never <i>redraw</i> it'],
    terms: 'For work with us only.',
  };

  it('is set by the owner (sections in order, one hidden, the texts) and shown so on the page, every text as text', async () => {
    const res = await put(mine);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().portal.page).toEqual(mine);
    expect((await call('GET', `/api/logo/${logo}/portal`, cookies.owner)).json().portal.page).toEqual(mine);
    const slug = res.json().portal.slug as string;
    const html = (await t.app.inject({ url: `/b/${slug}`, headers: { host: 'localhost', cookie: cookies.owner } })).body;
    expect([...html.matchAll(/<section id="(\w+)"/g)].map((m) => m[1])).toEqual(['colours', 'mission', 'usage', 'layouts', 'clearSpace', 'icons', 'files']);
    expect(html).toContain('Coffee &lt;b&gt;worth&lt;/b&gt; crossing town for.<br>Roasted weekly.');
    expect(html).toContain('<li>Never &lt;i&gt;redraw&lt;/i&gt; it</li>');
    expect(html).not.toContain('<b>worth</b>');
    // The contents list names the sections shown, in order.
    expect([...html.matchAll(/<li><a href="#(\w+)">/g)].map((m) => m[1])).toEqual(['colours', 'mission', 'usage', 'layouts', 'clearSpace', 'icons', 'files']);
    // An admin may set it too.
    expect((await put(mine, cookies.admin)).statusCode).toBe(200);
  });

  it('refuses a visitor, another user, a logo without a portal, and a page that is not one, keeping the saved page', async () => {
    expect((await put(mine, '')).statusCode).toBe(401);
    expect((await put(mine, cookies.other)).statusCode).toBe(403);
    const owner = (await t.ctx.db.select().from(logos).where(eq(logos.fa_id, logo)))[0]!.user_id;
    const bare = (await createLogo(t.ctx.db, { user_id: owner })).fa_id;
    expect((await put(mine, cookies.owner, bare)).statusCode).toBe(404);
    const bad: object[] = [
      { ...mine, sections: mine.sections.slice(1) },
      { ...mine, sections: [...mine.sections.slice(1), mine.sections[1]] },
      { ...mine, sections: [...mine.sections.slice(1), { id: 'gallery', on: true }] },
      { ...mine, dos: Array.from({ length: 7 }, (_, i) => `Line ${i}`) },
      { ...mine, donts: ['x'.repeat(121)] },
      { ...mine, dos: [' '] },
      { ...mine, mission: 'x'.repeat(601) },
      { ...mine, terms: 'bad\u0007text' },
      { ...mine, terms: undefined },
    ];
    for (const body of bad) expect((await put(body)).statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    expect((await call('GET', `/api/logo/${logo}/portal`, cookies.owner)).json().portal.page).toEqual(mine);
    // Back to the default page for the tests that follow.
    expect((await put(DEFAULT_PORTAL_PAGE)).statusCode).toBe(200);
  });
});

describe('the brand page: GET /b/:slug', () => {
  const page = (path: string, cookie?: string, host = 'localhost') => t.app.inject({ url: path, headers: { host, ...(cookie ? { cookie } : {}) } });

  it('is written for a link’s holder: the logo, the name, the colours with HEX, RGB and CMYK; noindex; no referrer; its own CSP', async () => {
    const link = await newLink({ label: 'Web developer', kind: 'public' });
    const res = await page(link.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Framed only by the site itself (the owner's preview).
    expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'/);
    const html = res.body;
    expect(html).toContain('<h1>Test Brand</h1>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<svg [^>]*viewBox="0 0 480 360"/);
    const brand = ZPortalBrand.parse((await visit(link.path)).json());
    for (const c of brand.colours) {
      expect(html).toContain(`<span class="value">${c.hex}</span><button type="button" class="copy" data-copy="${c.hex}"><span class="copy-word">Copy</span><span class="sr"> HEX ${c.hex}</span></button>`);
      expect(html).toContain(`data-copy="${c.cmyk.join(', ')}"`);
    }
    // Every section of a new portal, in the default order (the mission only once written).
    const order = [...html.matchAll(/<section id="(\w+)"/g)].map((m) => m[1]);
    expect(order).toEqual(PORTAL_SECTIONS.filter((id) => id !== 'mission'));
    // The layouts the logo has, the clear space drawn, the typefaces with their licence, the misuses drawn from the logo.
    const design = outlinedDesign(ZDesign.parse(TEST_DESIGN));
    expect(html.match(/<li class="tile"><div class="art fit"/g)?.length).toBe(lockupsOf(design).length);
    expect(html).toContain('aria-label="Clear space"');
    expect(html).toContain('SIL Open Font License 1.1');
    expect(html.match(/<li class="tile dont">/g)?.length).toBe(7);
    // The mark as an app icon, a profile picture and favicons at their size; the mockups as the server's pictures.
    expect(html).toContain('aria-label="App icon"');
    expect(html.match(/<svg width="(16|32|48)" height="\1" /g)?.length).toBe(3);
    const mockup = /<img src="(\/b\/[^"]+\/mockups\/[a-z0-9-]+\.jpg\?k=[^"]+)"/.exec(html)![1]!;
    const picture = await page(mockup);
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    // Not to a stranger, nor a scene the page does not show.
    expect((await page(mockup.split('?')[0]!)).statusCode).toBe(404);
    expect((await page(mockup.replace(/mockups\/[a-z0-9-]+\.jpg/, 'mockups/no-such-scene.jpg'))).statusCode).toBe(404);
    // Every text is escaped: a name with markup stays text.
    expect(html).not.toContain('<script>');
  });

  it('writes a name with quotes and markup as text everywhere, its drawings’ labels too', async () => {
    const owner = (await t.ctx.db.select().from(logos).where(eq(logos.fa_id, logo)))[0]!.user_id;
    const bad = 'Bad"><i>x';
    const made = await createLogo(t.ctx.db, { user_id: owner, design: { ...TEST_DESIGN, name: { ...TEST_DESIGN.name, text: bad } } });
    const slug = (await settings(made.fa_id, { slug: 'quoted-brand' })).json().portal.slug as string;
    const html = (await page(`/b/${slug}`, cookies.owner)).body;
    expect(html).not.toContain('"><i>');
    expect(html).toContain('Bad&quot;&gt;&lt;i&gt;x');
  });

  it('answers every refusal as a page of its own: no way in, a revoked or expired link, a password to give, the other site', async () => {
    const none = await page('/b/no-such-brand');
    expect([none.statusCode, none.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
    expect(none.body).toContain('This brand page does not exist');
    expect((await page('/b/NOT-A-SLUG')).statusCode).toBe(404);
    expect((await page(`/b/${(await settings(logo, { slug: 'northwind-coffee', indexable: false })).json().portal.slug}?k=bad`)).statusCode).toBe(404);
    const link = await newLink({ label: 'Gone', kind: 'public' });
    await call('DELETE', `/api/logo/${logo}/portal/links/${link.id}`, cookies.owner);
    const revoked = await page(link.path);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.body).toContain('no longer opens');
    const locked = await page((await newLink({ label: 'Locked', kind: 'password', password: 'correct horse battery' })).path);
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toContain('<input id="password"');
    expect(locked.body).toMatch(/<script nonce="[^"]+">/);
    const zh = await page(link.path.replace('/b/', '/b/'), undefined, 'zh.localhost');
    expect(zh.statusCode).toBe(404);
    expect(zh.body).toContain('该品牌网页不存在');
  });
});

describe('a password link: POST /api/b/:slug/unlock', () => {
  const unlock = (k: string, password: string, cookie?: string, remoteAddress = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: '/api/b/harbour/unlock', payload: { k, password }, remoteAddress, headers: { origin: 'http://localhost', ...(cookie ? { cookie } : {}) } });
  const makeLink = async (label: string) => {
    const res = await call('POST', `/api/logo/${second}/portal/links`, cookies.owner, { label, kind: 'password', password: 'correct horse battery' });
    return ZPortalLink.parse(res.json().link);
  };
  const tokenOf = (path: string) => path.split('k=')[1]!;

  it('opens the link in this browser once its password is given, that link only, until it is revoked', async () => {
    const link = await makeLink('Board room');
    const other = await makeLink('Investors');
    expect((await visit(link.path)).json().error).toBe('PORTAL_PASSWORD_REQUIRED');
    const wrong = await unlock(tokenOf(link.path), 'not the password');
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, 'PORTAL_PASSWORD_WRONG']);
    const right = await unlock(tokenOf(link.path), 'correct horse battery');
    expect(right.statusCode).toBe(204);
    const set = String(right.headers['set-cookie']);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    const cookie = set.split(';')[0]!;
    const opened = await visit(link.path, cookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().downloads).toBe('yes');
    // The owner needs no password.
    expect((await visit(link.path, cookies.owner)).statusCode).toBe(200);
    // A cookie made to last longer is refused.
    const [name, value] = cookie.split('=');
    const [until, sig] = value!.split('.');
    expect((await visit(link.path, `${name}=${Number(until) + 1000}.${sig}`)).json().error).toBe('PORTAL_PASSWORD_REQUIRED');
    // The cookie opens nothing else, and a changed one opens nothing.
    expect((await visit(other.path, cookie)).json().error).toBe('PORTAL_PASSWORD_REQUIRED');
    expect((await visit(other.path, cookie.replace(`bp_unlock_${link.id}`, `bp_unlock_${other.id}`))).json().error).toBe('PORTAL_PASSWORD_REQUIRED');
    expect((await visit(link.path, `${cookie.slice(0, -2)}xx`)).json().error).toBe('PORTAL_PASSWORD_REQUIRED');
    // Revoked: refused whatever the cookie says.
    expect((await call('DELETE', `/api/logo/${second}/portal/links/${link.id}`, cookies.owner)).statusCode).toBe(200);
    expect((await visit(link.path, cookie)).json().error).toBe('PORTAL_LINK_INVALID');
    expect((await unlock(tokenOf(link.path), 'correct horse battery')).json().error).toBe('PORTAL_LINK_INVALID');
  });

  it('counts every try from an address (ten in 15 minutes), and refuses what is not a password link’s', async () => {
    const link = await makeLink('Guessing');
    for (let i = 0; i < 10; i++) expect((await unlock(tokenOf(link.path), `guess ${i}`, undefined, '198.51.100.8')).statusCode).toBe(401);
    const stopped = await unlock(tokenOf(link.path), 'correct horse battery', undefined, '198.51.100.8');
    expect([stopped.statusCode, stopped.json().error]).toEqual([429, 'TOO_MANY_REQUESTS']);
    // Another address still may.
    expect((await unlock(tokenOf(link.path), 'correct horse battery', undefined, '198.51.100.9')).statusCode).toBe(204);
    const open = ZPortalLink.parse((await call('POST', `/api/logo/${second}/portal/links`, cookies.owner, { label: 'Open', kind: 'public' })).json().link);
    expect((await unlock(tokenOf(open.path), 'correct horse battery')).statusCode).toBe(400);
    expect((await unlock('B'.repeat(43), 'correct horse battery')).statusCode).toBe(404);
    expect((await unlock(tokenOf(link.path), 'x'.repeat(201))).statusCode).toBe(400);
    expect((await unlock('short', 'x')).statusCode).toBe(400);
    expect((await unlock(tokenOf(link.path), '')).statusCode).toBe(400);
    const gone = await t.app.inject({ method: 'POST', url: '/api/b/no-such-brand/unlock', payload: { k: tokenOf(link.path), password: 'x' }, headers: { origin: 'http://localhost' } });
    expect(gone.statusCode).toBe(404);
    await t.ctx.db.update(portalLinks).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(portalLinks.id, link.id));
    expect((await unlock(tokenOf(link.path), 'correct horse battery', undefined, '198.51.100.10')).json().error).toBe('PORTAL_LINK_EXPIRED');
  });
});

describe('the live logo link: GET /b/:slug/logo.svg and logo.png', () => {
  const ask = (path: string, etag?: string, host = 'localhost') => t.app.inject({ url: path, headers: { host, ...(etag ? { 'if-none-match': etag } : {}) } });

  it('answers nothing until the owner turns it on; then the logo as it is now, by a 302 a cache may keep a minute', async () => {
    const slug = (await call('GET', `/api/logo/${second}/portal`, cookies.owner)).json().portal.slug as string;
    expect((await ask(`/b/${slug}/logo.svg`)).statusCode).toBe(404);
    expect((await settings(second, { slug, live: true })).json().portal.live).toBe(true);
    const svg = await ask(`/b/${slug}/logo.svg`);
    expect(svg.statusCode).toBe(302);
    expect(svg.headers['cache-control']).toBe('public, max-age=60');
    expect(String(svg.headers.location)).toMatch(/^\/oss\/renders\/[0-9a-f]{2}\/[0-9a-f]{64}\.svg\//);
    const file = await followDownload(t.app, svg);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.body).not.toContain('<rect');
    // Revalidated by its ETag; a PNG at a width asked, transparent; the dark theme is the white version.
    expect((await ask(`/b/${slug}/logo.svg`, String(svg.headers.etag))).statusCode).toBe(304);
    const png = await followDownload(t.app, await ask(`/b/${slug}/logo.png?w=200`));
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 200, height: 150, hasAlpha: true });
    const dark = await ask(`/b/${slug}/logo.png?w=200&theme=dark`);
    expect(dark.headers.etag).not.toBe((await ask(`/b/${slug}/logo.png?w=200`)).headers.etag);
    expect(dark.headers.etag).toBe((await ask(`/b/${slug}/logo.png?w=200&variant=white`)).headers.etag);
    expect((await ask(`/b/${slug}/logo.png?layout=horizontal`)).statusCode).toBe(302);
  });

  it('serves only the formats and layouts its owner picked, kept until changed; the brand file lists those', async () => {
    const slug = (await call('GET', `/api/logo/${second}/portal`, cookies.owner)).json().portal.slug as string;
    const picked = { formats: ['png'], layouts: ['horizontal', 'original'] };
    const res = await settings(second, { slug, live: true, live_serves: picked });
    expect(res.json().portal.live_serves).toEqual({ formats: ['png'], layouts: ['original', 'horizontal'] });
    expect((await ask(`/b/${slug}/logo.svg`)).statusCode).toBe(404);
    expect((await ask(`/b/${slug}/logo.png?layout=stacked`)).statusCode).toBe(404);
    expect((await ask(`/b/${slug}/logo.png?layout=horizontal&w=200`)).statusCode).toBe(302);
    expect((await ask(`/b/${slug}/logo.png`)).statusCode).toBe(302);
    // Settings saved without it keep it.
    expect((await settings(second, { slug, live: true })).json().portal.live_serves.formats).toEqual(['png']);
    const file = (await t.app.inject({ url: `/b/${slug}/brand.json`, headers: { cookie: cookies.owner } })).json();
    expect(Object.keys(file.logos)).toEqual(['original', 'horizontal']);
    expect(Object.keys(file.logos.original.main)).toEqual(['png']);
    for (const bad of [{ formats: [], layouts: ['original'] }, { formats: ['gif'], layouts: ['original'] }, { formats: ['png'], layouts: ['sideways'] }, { formats: ['png', 'png'], layouts: ['original'] }, { formats: ['png'] }]) {
      expect((await settings(second, { slug, live: true, live_serves: bad })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('GET', `/api/logo/${second}/portal`, cookies.owner)).json().portal.live_serves.layouts).toEqual(['original', 'horizontal']);
    expect((await settings(second, { slug, live: true, live_serves: LIVE_SERVES_ALL })).statusCode).toBe(200);
    expect((await ask(`/b/${slug}/logo.svg`)).statusCode).toBe(302);
  });

  it('follows a designer’s fix, refuses what it does not serve, and is not there on the other site', async () => {
    const slug = (await call('GET', `/api/logo/${second}/portal`, cookies.owner)).json().portal.slug as string;
    const before = await ask(`/b/${slug}/logo.svg`);
    const changed = ZDesign.parse({ ...TEST_DESIGN, name: { ...TEST_DESIGN.name, text: 'Harbour Lights' } });
    await t.ctx.db.update(logos).set({ design: changed }).where(eq(logos.fa_id, second));
    await changesHeard(t);
    const after = await ask(`/b/${slug}/logo.svg`);
    expect(after.statusCode).toBe(302);
    expect(after.headers.location).not.toBe(before.headers.location);
    // A designer's fix delivered as the logo's picture (the download page's manual PNG): the PNG follows it at the
    // width asked; the SVG and the other colours stay drawn from the logo.
    const drawnSvg = after.headers.location;
    const drawnWhite = (await ask(`/b/${slug}/logo.png?w=200&variant=white`)).headers.location;
    const fixed = await sharp({ create: { width: 1200, height: 600, channels: 4, background: '#e4572e' } }).png().toBuffer();
    await t.ctx.storage.put(`manual/${second}/png-fix.png`, fixed, 'image/png');
    await t.ctx.db.update(logos).set({ manual_png: `/oss/manual/${second}/png-fix.png` }).where(eq(logos.fa_id, second));
    await changesHeard(t);
    const picture = await followDownload(t.app, await ask(`/b/${slug}/logo.png?w=200`));
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'png', width: 200, height: 100 });
    expect([...(await sharp(picture.rawPayload).raw().toBuffer()).subarray(0, 3)]).toEqual([0xe4, 0x57, 0x2e]);
    expect((await ask(`/b/${slug}/logo.svg`)).headers.location).toBe(drawnSvg);
    expect((await ask(`/b/${slug}/logo.png?w=200&variant=white`)).headers.location).toBe(drawnWhite);
    await t.ctx.db.update(logos).set({ manual_png: null }).where(eq(logos.fa_id, second));
    await changesHeard(t);
    for (const query of ['w=333', 'w=abc', 'layout=sideways', 'variant=purple', 'theme=sepia']) {
      expect((await ask(`/b/${slug}/logo.png?${query}`)).statusCode, query).toBe(400);
    }
    expect((await ask(`/b/${slug}/logo.svg`, undefined, 'zh.localhost')).statusCode).toBe(404);
    expect((await ask('/b/no-such-brand/logo.svg')).statusCode).toBe(404);
    // A former slug leads to the address now.
    expect((await settings(second, { slug: `${slug}-co`, live: true })).statusCode).toBe(200);
    const moved = await ask(`/b/${slug}/logo.png?w=200`);
    expect([moved.statusCode, moved.headers.location]).toEqual([302, `/b/${slug}-co/logo.png?w=200`]);
    // Turned off: gone at once.
    expect((await settings(second, { slug: `${slug}-co`, live: false })).statusCode).toBe(200);
    expect((await ask(`/b/${slug}-co/logo.svg`)).statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('never keep a link’s token: the address is written with it replaced', () => {
    const token = 'Q'.repeat(43);
    expect(redactUrl(`/api/b/northwind?k=${token}`)).toBe('/api/b/northwind?k=[redacted]');
    expect(redactUrl(`/b/x?lang=en&k=${token}&v=1`)).toBe('/b/x?lang=en&k=[redacted]&v=1');
    expect(redactUrl('/api/logo/1/preview.png?keep=1')).toBe('/api/logo/1/preview.png?keep=1');
    // An approval, an invitation, and a sign-in page's way back to either.
    expect(redactUrl(`/b/x?k=${token}&r=${token}`)).toBe('/b/x?k=[redacted]&r=[redacted]');
    expect(redactUrl(`/b/x/join?t=${token}`)).toBe('/b/x/join?t=[redacted]');
    expect(redactUrl(`/login?next=${encodeURIComponent(`/b/x/join?t=${token}`)}`)).toBe('/login?next=[redacted]');
    const line = logRequest({ method: 'GET', url: `/api/b/x?k=${token}`, host: 'localhost', ip: '127.0.0.1', socket: { remotePort: 1 } });
    expect(JSON.stringify(line)).not.toContain(token);
  });
});
