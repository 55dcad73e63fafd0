import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZPortalLink, ZPortalStats } from '../../../core/portal/api';
import { COUNT_QUEUE, countPortal, portalEventLog } from './counts';
import { createLogo } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { portalEvents } from './schema';
import { logos } from '../../db/schema';
import { portalTestKit } from './portal-kit';

/* Who saw and took what on a brand portal (issue 46). */
const { kit, call, settings } = portalTestKit();
let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let logo: number;
beforeAll(() => ({ t, cookies, logo } = kit));

describe('counts: GET /api/logo/:id/portal/stats and stats.csv', () => {
  let counted: number;
  let slug: string;
  const settle = async () => {
    await portalEventLog(t.ctx)!.flush();
    await expect.poll(() => t.ctx.jobs.pending(COUNT_QUEUE, `portal-counts:${counted}`), { timeout: 10_000 }).toBe(false);
  };
  const as = (path: string, ua: string, more: Record<string, string> = {}) => t.app.inject({ url: path, headers: { host: 'localhost', 'user-agent': ua, ...more } });

  beforeAll(async () => {
    const owner = (await t.ctx.db.select().from(logos).where(eq(logos.fa_id, logo)))[0]!.user_id;
    counted = (await createLogo(t.ctx.db, { user_id: owner })).fa_id;
    slug = (await settings(counted, { slug: 'counted-brand', live: true })).json().portal.slug;
  });

  it('counts views, downloads and live hits by day, link, file and referring site, and the day’s unique visitors, from events a job counts', async () => {
    const link = async (label: string) => {
      const res = await call('POST', `/api/logo/${counted}/portal/links`, cookies.owner, { label, kind: 'public' });
      return ZPortalLink.parse(res.json().link);
    };
    const a = await link('Printer Lee');
    const b = await link('=HYPERLINK("x")');
    const ka = a.path.split('k=')[1]!;
    const kb = b.path.split('k=')[1]!;
    expect((await as(`/b/${slug}?k=${ka}`, 'browser one')).statusCode).toBe(200);
    expect((await as(`/b/${slug}?k=${ka}`, 'browser two')).statusCode).toBe(200);
    expect((await as(`/b/${slug}?k=${kb}`, 'browser one')).statusCode).toBe(200);
    expect((await as(`/b/${slug}/files/logo.svg?k=${ka}`, 'browser two')).statusCode).toBe(302);
    for (let i = 0; i < 3; i++) expect((await as(`/b/${slug}/logo.png?w=200`, `reader ${i}`, { referer: 'https://shop.example/about?secret=1' })).statusCode).toBe(302);
    expect((await as(`/b/${slug}/logo.svg`, 'reader 9')).statusCode).toBe(302);
    // A refused visit counts nothing.
    expect((await as(`/b/${slug}`, 'stranger')).statusCode).toBe(404);
    await settle();

    const stats = ZPortalStats.parse((await call('GET', `/api/logo/${counted}/portal/stats`, cookies.owner)).json());
    expect(stats.days).toHaveLength(30);
    const today = stats.days[29]!;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ views: 3, downloads: 1, live: 4, visitors: 2 });
    expect(stats.totals).toEqual({ views: 3, downloads: 1, live: 4 });
    expect(stats.assets).toEqual([{ asset: 'logo.svg', downloads: 1 }]);
    expect(stats.links).toEqual([
      { id: a.id, label: 'Printer Lee', views: 2, downloads: 1 },
      { id: b.id, label: '=HYPERLINK("x")', views: 1, downloads: 0 },
    ]);
    expect(stats.referrers).toEqual([{ host: 'shop.example', hits: 3 }]);

    // The job counts again from the events, never twice.
    await countPortal(t.ctx, counted);
    expect(ZPortalStats.parse((await call('GET', `/api/logo/${counted}/portal/stats`, cookies.owner)).json()).totals).toEqual(stats.totals);

    const csv = await call('GET', `/api/logo/${counted}/portal/stats.csv`, cookies.owner);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.headers['content-disposition'])).toContain(`filename*=UTF-8''Test%20Brand-portal-`);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('day,kind,link,asset,referrer,hits,unique_visitors');
    expect(lines).toContain(`${today.day},download,Printer Lee,logo.svg,,1,1`);
    expect(lines).toContain(`${today.day},live,,logo.png,shop.example,3,3`);
    // A label a spreadsheet would run as a formula stays text.
    expect(lines).toContain(`${today.day},view,"'=HYPERLINK(""x"")",,,1,1`);
  });

  it('lets go of events past 30 days (the counts of days before stay as they were)', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    await t.ctx.db.insert(portalEvents).values({ fa_id: counted, kind: 'view', visitor: 'old-visitor', created_at: old });
    await countPortal(t.ctx, counted);
    expect((await t.ctx.db.select().from(portalEvents).where(eq(portalEvents.visitor, 'old-visitor'))).length).toBe(0);
    expect((await t.ctx.db.select().from(portalEvents).where(eq(portalEvents.fa_id, counted))).length).toBeGreaterThan(0);
  });

  it('is the owner’s, an admin’s or an editor’s: a visitor and another user are refused', async () => {
    expect((await call('GET', `/api/logo/${counted}/portal/stats`)).statusCode).toBe(401);
    expect((await call('GET', `/api/logo/${counted}/portal/stats`, cookies.other)).statusCode).toBe(403);
    expect((await call('GET', `/api/logo/${counted}/portal/stats.csv`, cookies.other)).statusCode).toBe(403);
    expect((await call('GET', `/api/logo/${counted}/portal/stats`, cookies.admin)).statusCode).toBe(200);
  });
});
