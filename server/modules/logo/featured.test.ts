import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ZFeaturedResponse, ZLogoDetailsResponse } from '../../../core/api';
import { logos } from '../../db/schema';
import { DEMO_DESIGNS } from '../../demo/designs';
import { createLogo, createUser } from '../../test/factories';
import { loginAs, startTestApp, type TestApp } from '../../test/harness';
import { createJobQueue } from '../../jobs';
import { pino } from 'pino';

/** spec 01 §4 "Download page load": POST /api/logo/{id}/featured. */
let t: TestApp;
let owner: string;
let other: string;
let textOnly: number;
let withIcon: number;
let shared: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  const o = await createUser(db, { email: 'owner@featured.test' });
  await createUser(db, { email: 'other@featured.test' });
  textOnly = (await createLogo(db, { user_id: o.id })).fa_id;
  withIcon = (await createLogo(db, { user_id: o.id, design: DEMO_DESIGNS[1001] })).fa_id;
  shared = (await createLogo(db, { user_id: o.id, share: true })).fa_id;
  owner = await loginAs(t.app, 'owner@featured.test');
  other = await loginAs(t.app, 'other@featured.test');
});
afterAll(() => t.close());

const featured = (id: number | string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/logo/${id}/featured`, headers: cookie ? { cookie } : {} });

/** A featured image as the owner's page loads it (a private logo's files are the owner's). */
async function fetchImage(path: string) {
  const res = await t.app.inject({ url: path, headers: { cookie: owner } });
  expect(res.statusCode).toBe(200);
  return sharp(res.rawPayload).metadata();
}

describe('POST /api/logo/{id}/featured', () => {
  it('renders the jpg and png at 2400×1800, the main png and the icon, and records them on the logo', async () => {
    const res = await featured(withIcon, owner);
    expect(res.statusCode).toBe(200);
    const { data } = ZFeaturedResponse.parse(res.json());
    for (const url of Object.values(data)) expect(url).toMatch(new RegExp(`^/oss/featured/${withIcon}/[0-9a-f]{16}-[a-z]+\\.(png|jpg)$`));
    const jpg = await fetchImage(data.featured_jpg);
    expect([jpg.format, jpg.width, jpg.height]).toEqual(['jpeg', 2400, 1800]);
    const png = await fetchImage(data.featured_png);
    expect([png.format, png.width, png.height, png.hasAlpha]).toEqual(['png', 2400, 1800, false]);
    const main = await fetchImage(data.logo_main_png);
    expect([main.width, main.height, main.hasAlpha]).toEqual([2400, 1800, true]);
    const icon = await fetchImage(data.icon_png);
    expect([icon.width, icon.height, icon.hasAlpha]).toEqual([512, 512, true]);

    const details = ZLogoDetailsResponse.parse((await t.app.inject({ url: `/api/logo/details?logo=${withIcon}`, headers: { cookie: owner } })).json());
    expect(details.logoIdDetails.featured_jpg).toBe(data.featured_jpg);
    expect(details.logoIdDetails.featured_png).toBe(data.featured_png);
    expect(details.logoIdDetails.logo_main_png).toBe(data.logo_main_png);
    expect(details.logoIdDetails.icon_png).toBe(data.icon_png);
  });

  it('answers a second call with the same files without rendering again', async () => {
    const first = ZFeaturedResponse.parse((await featured(withIcon, owner)).json()).data;
    const puts: string[] = [];
    const put = t.ctx.storage.put;
    t.ctx.storage.put = (key, data, type) => (puts.push(key), put(key, data, type));
    try {
      const again = ZFeaturedResponse.parse((await featured(withIcon, owner)).json()).data;
      expect(again).toEqual(first);
      expect(puts).toEqual([]);
    } finally {
      t.ctx.storage.put = put;
    }
  });

  it('uses the main logo, square, as the icon of a logo without a symbol', async () => {
    const { data } = ZFeaturedResponse.parse((await featured(textOnly, owner)).json());
    const icon = await fetchImage(data.icon_png);
    expect([icon.width, icon.height]).toEqual([512, 512]);
  });

  it('serves a shared logo to a visitor and refuses a private one (LOGO_PRIVATE), changing nothing', async () => {
    expect((await featured(shared)).statusCode).toBe(200);
    const privateLogo = (await createLogo(t.ctx.db, { user_id: (await createUser(t.ctx.db, {})).id })).fa_id;
    for (const cookie of [undefined, other]) {
      const res = await featured(privateLogo, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'LOGO_PRIVATE' });
    }
    const [row] = await t.ctx.db.select().from(logos).where(eq(logos.fa_id, privateLogo));
    expect([row.featured_jpg, row.featured_png, row.logo_main_png]).toEqual([null, null, null]);
  });

  it('makes the images once for page loads at the same time (one job a logo)', async () => {
    const logo = (await createLogo(t.ctx.db, { user_id: (await createUser(t.ctx.db, { email: 'twice@featured.test' })).id })).fa_id;
    const cookie = await loginAs(t.app, 'twice@featured.test');
    const puts: string[] = [];
    const put = t.ctx.storage.put;
    t.ctx.storage.put = (key, data, type) => (key.startsWith('featured/') && puts.push(key), put(key, data, type));
    try {
      const answers = await Promise.all([featured(logo, cookie), featured(logo, cookie), featured(logo, cookie)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const [a, b, c] = answers.map((a) => ZFeaturedResponse.parse(a.json()).data);
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(puts).toHaveLength(4);
    } finally {
      t.ctx.storage.put = put;
    }
  });

  it('tries a failing render again, then answers FEATURED_UNAVAILABLE (503) in the site’s words with the logo unchanged; a later load makes them', async () => {
    const logo = (await createLogo(t.ctx.db, { user_id: (await createUser(t.ctx.db, { email: 'fails@featured.test' })).id })).fa_id;
    const cookie = await loginAs(t.app, 'fails@featured.test');
    let attempts = 0;
    const put = t.ctx.storage.put;
    t.ctx.storage.put = (key, data, type) => {
      if (!key.startsWith('featured/')) return put(key, data, type);
      attempts++;
      return Promise.reject(new Error('storage refused the file'));
    };
    try {
      const res = await featured(logo, cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'FEATURED_UNAVAILABLE', msg: 'The preview pictures could not be made just now. Reload the page to try again.' });
      // The first attempt and two retries, four files each at most.
      expect(attempts).toBeGreaterThanOrEqual(3);
    } finally {
      t.ctx.storage.put = put;
    }
    const [row] = await t.ctx.db.select().from(logos).where(eq(logos.fa_id, logo));
    expect([row.featured_jpg, row.featured_png, row.logo_main_png, row.icon_png]).toEqual([null, null, null, null]);
    const again = await featured(logo, cookie);
    expect(again.statusCode).toBe(200);
    expect(ZFeaturedResponse.parse(again.json()).data.featured_jpg).toMatch(/^\/oss\/featured\//);
  });

  it.runIf(process.env.DATABASE_URL)('finishes a job on another process when the one that took the request is gone', async () => {
    const logo = (await createLogo(t.ctx.db, { user_id: (await createUser(t.ctx.db, {})).id })).fa_id;
    // Another process of the installation (one that runs no workers) queued the job and is gone.
    const queue = await createJobQueue(t.ctx.config, pino({ level: 'silent' }));
    expect(await queue.send('featured', { faId: logo }, String(logo))).toBe(true);
    await queue.stop();
    await expect
      .poll(async () => (await t.ctx.db.select().from(logos).where(eq(logos.fa_id, logo)))[0].featured_jpg, { timeout: 20_000, interval: 100 })
      .toMatch(/^\/oss\/featured\//);
  });

  it('answers 404 for a missing logo and 400 for a bad id', async () => {
    expect((await featured(999999, owner)).statusCode).toBe(404);
    expect((await featured('abc', owner)).statusCode).toBe(400);
  });
});
