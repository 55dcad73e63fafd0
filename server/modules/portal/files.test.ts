import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_SLOTS } from '../../../core/social/platforms';
import { followDownload, type TestApp } from '../../test/harness';
import { portalTestKit } from './portal-kit';

/* The brand portal's files (issue 46): the logo's, its layouts', icons', social images' and mockups' — in the formats a link gives. */
const { kit, call, newLink, visit, slugNow } = portalTestKit({ portal: 'northwind-coffee' });
let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let logo: number;
beforeAll(() => ({ t, cookies, logo } = kit));

describe('the brand page’s files: GET /b/:slug/files/:file', () => {
  const get = (path: string, cookie?: string) => t.app.inject({ url: path, headers: cookie ? { cookie } : {} });

  it('gives a public link’s holder the logo files, under the brand’s name, and the page lists them', async () => {
    const link = await newLink({ label: 'Files', kind: 'public' });
    const token = link.path.split('k=')[1]!;
    const slug = await slugNow();
    for (const [name, type] of [['logo.svg', 'image/svg+xml'], ['logo.png', 'image/png'], ['logo-white.png', 'image/png'], ['logo.pdf', 'application/pdf']] as const) {
      const res = await get(`/b/${slug}/files/${name}?k=${token}`);
      expect(res.statusCode, name).toBe(302);
      expect(decodeURIComponent(String(res.headers.location))).toMatch(new RegExp(`^/oss/renders/.+/Test Brand-${name.replace('.', '\\.')}$`));
      expect((await followDownload(t.app, res)).headers['content-type']).toBe(type);
    }
    const png = await followDownload(t.app, await get(`/b/${slug}/files/logo.png?k=${token}`));
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ width: 2000, height: 1500, hasAlpha: true });
    const page = (await get(`/b/${slug}?k=${token}`)).body;
    expect(page).toContain(`href="/b/${slug}/files/logo.svg?k=${token}" download`);
  });

  it('gives nothing to a view-only or e-mail link’s holder (the page says how to ask), a stranger, a revoked link or a file it does not have', async () => {
    const slug = await slugNow();
    for (const kind of ['request', 'email'] as const) {
      const link = await newLink({ label: kind, kind });
      const token = link.path.split('k=')[1]!;
      expect((await get(`/b/${slug}/files/logo.svg?k=${token}`)).statusCode, kind).toBe(403);
      const page = (await get(`/b/${slug}?k=${token}`)).body;
      expect(page).not.toContain('/files/');
      expect(page).toContain(kind === 'request' ? 'given on request' : 'ask for your e-mail');
    }
    expect((await get(`/b/${slug}/files/logo.svg`)).statusCode).toBe(404);
    expect((await get(`/b/${slug}/files/logo.svg`, cookies.owner)).statusCode).toBe(302);
    const gone = await newLink({ label: 'Gone again', kind: 'public' });
    await call('DELETE', `/api/logo/${logo}/portal/links/${gone.id}`, cookies.owner);
    expect((await get(`/b/${slug}/files/logo.svg?k=${gone.path.split('k=')[1]}`)).json().error).toBe('PORTAL_LINK_INVALID');
    expect((await get(`/b/${slug}/files/logo.eps`, cookies.owner)).statusCode).toBe(400);
    expect((await get(`/b/${slug}/files/..%2Fsecret`, cookies.owner)).statusCode).toBe(400);
  });

  it('gives a link only the formats its owner chose: the page and the brand file offer those, the others are refused; the owner gets every one', async () => {
    const link = await newLink({ label: 'Printer Lee', kind: 'public', formats: ['pdf', 'svg'] });
    expect(link.formats).toEqual(['svg', 'pdf']);
    const token = link.path.split('k=')[1]!;
    const slug = await slugNow();
    const page = (await get(`/b/${slug}?k=${token}`)).body;
    const offered = new Set([...page.matchAll(/\/files\/([a-z0-9-]+\.[a-z]+)\?/g)].map((m) => m[1]!));
    expect([...offered].every((name) => /\.(svg|pdf)$/.test(name))).toBe(true);
    expect(offered).toContain('logo.pdf');
    expect(offered).toContain('logo.svg');
    const layout = [...offered].find((name) => name.startsWith('layout-') && name.endsWith('.pdf'));
    expect(layout, 'a layout’s PDF').toBeDefined();
    expect((await get(`/b/${slug}/files/${layout}?k=${token}`)).statusCode).toBe(302);
    expect((await get(`/b/${slug}/files/logo.pdf?k=${token}`)).statusCode).toBe(302);
    for (const name of ['logo.png', 'logo.jpg', 'logo-white.png', layout!.replace(/\.pdf$/, '.png'), `social-${SOCIAL_SLOTS.en[0]!.id}.${SOCIAL_SLOTS.en[0]!.ext}`]) {
      expect((await get(`/b/${slug}/files/${name}?k=${token}`)).statusCode, name).toBe(403);
    }
    const file = (await get(`/b/${slug}/brand.json?k=${token}`)).json();
    expect(Object.keys(file.files)).toEqual(['logo.svg', 'logo.pdf']);
    expect((await visit(`/b/${slug}?k=${token}`)).json().formats).toEqual(['svg', 'pdf']);
    // The owner downloads every format, whichever link they opened.
    expect((await get(`/b/${slug}/files/logo.png?k=${token}`, cookies.owner)).statusCode).toBe(302);
    expect((await call('GET', `/api/logo/${logo}/portal/links`, cookies.owner)).json().links[0].formats).toEqual(['svg', 'pdf']);
  });

  it('refuses a link without a format, with one it does not know or one twice, and makes none', async () => {
    const before = (await call('GET', `/api/logo/${logo}/portal/links`, cookies.owner)).json().links.length;
    for (const formats of [[], ['eps'], ['svg', 'svg'], 'svg']) {
      const res = await call('POST', `/api/logo/${logo}/portal/links`, cookies.owner, { label: 'Bad formats', kind: 'public', formats });
      expect(res.statusCode, JSON.stringify(formats)).toBe(400);
    }
    expect((await call('GET', `/api/logo/${logo}/portal/links`, cookies.owner)).json().links.length).toBe(before);
  });

  it('offers each layout of the logo, its icons, the site’s social images and the mockups: previews to every reader, files to whoever may download', async () => {
    const open = await newLink({ label: 'Agency', kind: 'public' });
    const token = open.path.split('k=')[1]!;
    const slug = await slugNow();
    const page = (await get(`/b/${slug}?k=${token}`)).body;
    const layouts = [...page.matchAll(/\/files\/layout-([a-z]+)\.png\?/g)].map((m) => m[1]!);
    expect(layouts.length).toBeGreaterThan(0);
    const png = await followDownload(t.app, await get(`/b/${slug}/files/layout-${layouts[0]}.png?k=${token}`));
    const shape = await sharp(png.rawPayload).metadata();
    expect(Math.max(shape.width!, shape.height!)).toBe(2000);
    expect(decodeURIComponent(String((await get(`/b/${slug}/files/layout-${layouts[0]}.svg?k=${token}`)).headers.location))).toMatch(new RegExp(`/Test Brand-${layouts[0]}\\.svg$`));
    // The social section: every image of the site, its preview 480 px wide; its file at the platform's size.
    expect(page).toContain('<section id="social"');
    for (const slot of SOCIAL_SLOTS.en) expect(page, slot.id).toContain(`/b/${slug}/social/${slot.id}.jpg?k=${token}`);
    const slot = SOCIAL_SLOTS.en.find((s) => s.kind === 'cover')!;
    const preview = await get(`/b/${slug}/social/${slot.id}.jpg?k=${token}`);
    expect(preview.statusCode).toBe(200);
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 480 });
    const kitFile = await followDownload(t.app, await get(`/b/${slug}/files/social-${slot.id}.${slot.ext}?k=${token}`));
    expect(await sharp(kitFile.rawPayload).metadata()).toMatchObject({ width: slot.width, height: slot.height });
    // The mockups: the mockups page's download (2400 × 1800 JPG), under the scene's name.
    const scene = /\/files\/mockup-([a-z0-9-]+)\.jpg\?/.exec(page)![1]!;
    const mockup = await get(`/b/${slug}/files/mockup-${scene}.jpg?k=${token}`);
    expect(decodeURIComponent(String(mockup.headers.location))).toMatch(/\/[^/]*Test Brand-.+\.jpg$/);
    expect(await sharp((await followDownload(t.app, mockup)).rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 2400, height: 1800 });
    expect((await get(`/b/${slug}/files/mockup-no-such-scene.jpg?k=${token}`)).statusCode).toBe(404);
    // The icons: the app icon and the round profile picture, 1024 px, as SVG and PNG.
    expect(page).toContain(`/b/${slug}/files/icon-app.svg?k=${token}`);
    const avatar = await get(`/b/${slug}/files/icon-avatar.png?k=${token}`);
    expect(decodeURIComponent(String(avatar.headers.location))).toMatch(/\/Test Brand-profile-picture\.png$/);
    expect(await sharp((await followDownload(t.app, avatar)).rawPayload).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    const appSvg = await followDownload(t.app, await get(`/b/${slug}/files/icon-app.svg?k=${token}`));
    expect(appSvg.headers['content-type']).toBe('image/svg+xml');
    expect(appSvg.body).toMatch(/^<svg [^>]*width="1024" height="1024"/);
    expect((await get(`/b/${slug}/files/icon-app.jpg?k=${token}`)).statusCode).toBe(404);
    // A view-only link's holder sees the previews, not the files.
    const viewOnly = (await newLink({ label: 'Look only', kind: 'request' })).path.split('k=')[1]!;
    expect((await get(`/b/${slug}/social/${slot.id}.jpg?k=${viewOnly}`)).statusCode).toBe(200);
    expect((await get(`/b/${slug}/files/social-${slot.id}.${slot.ext}?k=${viewOnly}`)).statusCode).toBe(403);
    expect((await get(`/b/${slug}/files/layout-${layouts[0]}.png?k=${viewOnly}`)).statusCode).toBe(403);
    // A stranger gets neither; an image of the other site, a layout that is no file and a wrong extension are none.
    expect((await get(`/b/${slug}/social/${slot.id}.jpg`)).statusCode).toBe(404);
    expect((await get(`/b/${slug}/social/${SOCIAL_SLOTS.zh[0]!.id}.jpg?k=${token}`)).statusCode).toBe(404);
    expect((await get(`/b/${slug}/files/social-${SOCIAL_SLOTS.zh[0]!.id}.${SOCIAL_SLOTS.zh[0]!.ext}?k=${token}`)).statusCode).toBe(404);
    for (const name of ['layout-original.svg', 'layout-sideways.svg', 'layout-horizontal.jpg', `social-${slot.id}.pdf`, 'other.svg'])
      expect((await get(`/b/${slug}/files/${name}?k=${token}`)).statusCode, name).toBe(404);
  });
});
