import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZPortalBrand, ZPortalMember, ZPortalMembers } from '../../../core/portal/api';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, type TestApp } from '../../test/harness';
import { portalMembers } from './schema';
import { logos, mailOutbox } from '../../db/schema';
import { portalTestKit } from './portal-kit';

/* The brand portal's team (issue 46). */
const { kit, call, settings, visit, slugNow } = portalTestKit({ portal: 'northwind-coffee' });
let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let logo: number;
beforeAll(() => ({ t, cookies, logo } = kit));

describe('the team: GET, POST, DELETE /api/logo/:id/portal/members and /b/:slug/join', () => {
  const invite = (body: object, cookie = cookies.owner, id = logo) => call('POST', `/api/logo/${id}/portal/members`, cookie, body);
  const invitationTo = async (to: string) => {
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const last = mails[mails.length - 1]!;
    return { mail: last, path: new URL(/http:\/\/\S+/.exec(last.text)![0]).pathname + new URL(/http:\/\/\S+/.exec(last.text)![0]).search };
  };
  const join = (path: string, cookie?: string) => t.app.inject({ url: path, headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } });

  it('invites a viewer and an editor by e-mail; each joins with that e-mail; the viewer sees and downloads, the editor also manages; removal is at once', async () => {
    const slug = await slugNow();
    const db = t.ctx.db;
    await createUser(db, { email: 'viewer@portal.test' });
    await createUser(db, { email: 'editor@portal.test' });
    const viewer = await loginAs(t.app, 'viewer@portal.test');
    const editor = await loginAs(t.app, 'editor@portal.test');
    // Before: neither gets in.
    expect((await visit(`/b/${slug}`, viewer)).statusCode).toBe(404);
    expect((await call('GET', `/api/logo/${logo}/portal`, editor)).statusCode).toBe(403);

    const v = await invite({ email: 'Viewer@Portal.test', role: 'viewer' });
    expect(v.statusCode, v.body).toBe(201);
    expect(ZPortalMember.parse(v.json().member)).toMatchObject({ email: 'viewer@portal.test', role: 'viewer', state: 'invited', ends_at: null });
    const ends = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const e = await invite({ email: 'editor@portal.test', role: 'editor', ends_on: ends });
    expect(e.json().member.ends_at).toBe(`${ends}T23:59:59.000Z`);

    // The mailed address: signed out, to the sign-in page and back; as another account, told whose it is; then joined.
    const { mail, path } = await invitationTo('viewer@portal.test');
    expect(mail.subject).toBe('You are invited to the brand Test Brand');
    expect(path).toMatch(new RegExp(`^/b/${slug}/join\\?t=[A-Za-z0-9_-]{43}$`));
    const out = await join(path);
    expect([out.statusCode, out.headers.location]).toEqual([303, `/login?next=${encodeURIComponent(path)}`]);
    const wrong = await join(path, editor);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('This invitation is for viewer@portal.test.');
    const joined = await join(path, viewer);
    expect([joined.statusCode, joined.headers.location]).toEqual([303, `/b/${slug}`]);
    // An invitation mailed before the page's address changed leads to its address now.
    const editorPath = (await invitationTo('editor@portal.test')).path;
    await settings(logo, { slug: `${slug}-new` });
    const moved = await join(editorPath, editor);
    expect([moved.statusCode, moved.headers.location]).toEqual([302, editorPath.replace(`/b/${slug}/`, `/b/${slug}-new/`)]);
    await settings(logo, { slug });
    const editorJoined = await join(editorPath, editor);
    expect(editorJoined.headers.location).toBe(`/download/portal?logo=${logo}`);

    // The viewer: the page and its files, nothing to manage; the editor: the page, the links, the requests, the logo's details — never the team.
    expect(ZPortalBrand.parse((await visit(`/b/${slug}`, viewer)).json()).downloads).toBe('yes');
    expect((await t.app.inject({ url: `/b/${slug}/files/logo.svg`, headers: { cookie: viewer } })).statusCode).toBe(302);
    expect((await call('GET', `/api/logo/${logo}/portal`, viewer)).statusCode).toBe(403);
    expect((await call('GET', `/api/logo/${logo}/portal/links`, editor)).statusCode).toBe(200);
    expect((await call('POST', `/api/logo/${logo}/portal/links`, editor, { label: 'By the editor', kind: 'public' })).statusCode).toBe(201);
    expect((await call('GET', `/api/logo/${logo}/portal/requests`, editor)).statusCode).toBe(200);
    const details = await call('GET', `/api/logo/details?logo=${logo}`, editor);
    expect(details.statusCode).toBe(200);
    expect(details.json().roles).toEqual(expect.arrayContaining(['portalEditor', 'bought']));
    expect(details.json().roles).not.toContain('owner');
    // Nothing of what was paid, or by whom.
    expect(details.json().logoIdDetails).toMatchObject({ amount: 0, bought_type: null, user_id: 0 });
    expect((await call('GET', `/api/logo/details?logo=${logo}`, viewer)).statusCode).toBe(403);
    expect((await call('GET', `/api/logo/${logo}/portal/members`, editor)).statusCode).toBe(403);
    expect((await invite({ email: 'friend@portal.test', role: 'editor' }, editor)).statusCode).toBe(403);
    // Never payments, invoices or the share switch.
    expect((await call('POST', `/api/logo/${logo}/download/share/status`, editor)).statusCode).toBe(403);

    const list = ZPortalMembers.parse((await call('GET', `/api/logo/${logo}/portal/members`, cookies.owner)).json()).members;
    expect(list.filter((m) => m.state === 'active').map((m) => m.email).sort()).toEqual(['editor@portal.test', 'viewer@portal.test']);

    // Removed: out at once; the invitation's address no longer joins.
    const removed = await call('DELETE', `/api/logo/${logo}/portal/members/${e.json().member.id}`, cookies.owner);
    expect(removed.json().member.state).toBe('removed');
    expect((await call('GET', `/api/logo/${logo}/portal/links`, editor)).statusCode).toBe(403);
    expect((await visit(`/b/${slug}`, editor)).statusCode).toBe(404);
    expect((await join((await invitationTo('editor@portal.test')).path, editor)).statusCode).toBe(404);
    // The viewer's end passed: out too.
    await db.update(portalMembers).set({ ends_at: new Date(Date.now() - 1000) }).where(eq(portalMembers.id, v.json().member.id));
    expect((await visit(`/b/${slug}`, viewer)).statusCode).toBe(404);
  });

  it('refuses a visitor, another user, an editor and bad invitations', async () => {
    expect((await invite({ email: 'a@b.test', role: 'viewer' }, '')).statusCode).toBe(401);
    expect((await invite({ email: 'a@b.test', role: 'viewer' }, cookies.other)).statusCode).toBe(403);
    expect((await call('GET', `/api/logo/${logo}/portal/members`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/logo/${logo}/portal/members/1`, cookies.other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/logo/${logo}/portal/members/999999`, cookies.owner)).statusCode).toBe(404);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    for (const body of [
      { email: 'nope', role: 'viewer' },
      { email: 'a@b.test', role: 'owner' },
      { email: 'a@b.test', role: 'viewer', ends_on: yesterday },
      { email: 'a@b.test', role: 'viewer', ends_on: '2030-13-40' },
      { email: 'a@b.test', role: 'viewer', ends_on: '2030-02-30' },
      { email: 'owner@portal.test', role: 'editor' },
    ]) {
      expect((await invite(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    // A logo without a portal has no team.
    const owner = (await t.ctx.db.select().from(logos).where(eq(logos.fa_id, logo)))[0]!.user_id;
    const bare = (await createLogo(t.ctx.db, { user_id: owner })).fa_id;
    expect((await invite({ email: 'a@b.test', role: 'viewer' }, cookies.owner, bare)).statusCode).toBe(404);
    // An invitation of another portal, or none, joins nothing.
    const slug = await slugNow();
    expect((await join(`/b/${slug}/join?t=${'A'.repeat(43)}`, cookies.other)).statusCode).toBe(404);
    expect((await join(`/b/${slug}/join`, cookies.other)).statusCode).toBe(404);
    expect((await join(`/b/no-such-portal/join?t=${'A'.repeat(43)}`)).statusCode).toBe(404);
  });
});
