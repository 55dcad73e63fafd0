import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../test/harness';
import { cataloguePreload, dataPreloads, pageChunkPreload } from './pages';
import { mockupPreviewUrl } from '../../core/mockups/api';
import { findScenes } from '../../core/mockups/catalogue';
import { SCENES } from '../../core/mockups/library';
import { sceneVersion } from '../render/scene-version';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('static paths of the spec', () => {
  it('serves /static/download-frame.css', async () => {
    const res = await t.app.inject({ url: '/static/download-frame.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.body).toContain('display: none');
  });

  it.each([1, 2, 3, 4])('serves brand-mission image %i as a real JPEG', async (n) => {
    const res = await t.app.inject({ url: `/img/download/brand-mission/${n}.jpg` });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeGreaterThan(600);
  });

  it('serves the site mark as /favicon.svg and as a real ICO at /favicon.ico (16, 32, 48 px)', async () => {
    const svg = await t.app.inject({ url: '/favicon.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    const ico = await t.app.inject({ url: '/favicon.ico' });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    const body = ico.rawPayload;
    expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([0, 1, 2].map((i) => body[6 + 16 * i])).toEqual([16, 32, 48]);
    const first = body.subarray(body.readUInt32LE(6 + 12), body.readUInt32LE(6 + 12) + body.readUInt32LE(6 + 8));
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', width: 16, height: 16, hasAlpha: true });
  });

  it.each(['5.jpg', '0.jpg', '1.png', '..%2F..%2Fpackage.json'])('answers 404 for brand-mission %s', async (n) => {
    expect((await t.app.inject({ url: `/img/download/brand-mission/${n}` })).statusCode).toBe(404);
  });
});

describe('share link and unknown paths', () => {
  it('sends /download?logo=… to the area with the query kept', async () => {
    const res = await t.app.inject({ url: '/download?logo=1005' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/download/?logo=1005');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('serves the shipped font files and refuses unknown ones', async () => {
    const ok = await t.app.inject({ url: '/download/fonts/inter-700.ttf' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('font/ttf');
    expect(ok.rawPayload.subarray(0, 4).toString('hex')).toBe('00010000');
    expect((await t.app.inject({ url: '/download/fonts/arial.ttf' })).statusCode).toBe(404);
  });

  it('serves public storage files under /oss and nothing outside its public areas', async () => {
    const hash = 'a'.repeat(64);
    await t.ctx.storage.put(`avatars/1/${hash}.jpg`, Buffer.from('jpg-bytes'), 'image/jpeg');
    await t.ctx.storage.put('private/secret.txt', Buffer.from('secret'), 'text/plain');
    const ok = await t.app.inject({ url: `/oss/avatars/1/${hash}.jpg` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/jpeg');
    expect(ok.body).toBe('jpg-bytes');
    expect((await t.app.inject({ url: '/oss/private/secret.txt' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/oss/avatars/1/missing.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/oss/manual/../private/secret.txt' })).statusCode).toBe(404);
  });
});

describe('preloads of the first calls', () => {
  it('name /api/me always and the logo details when ?logo= is an id, in the credentials mode of the page\'s fetch', () => {
    expect(dataPreloads('/download/?logo=1001&png=1')).toBe(
      '<link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="/api/logo/details?logo=1001" as="fetch" crossorigin="anonymous">',
    );
    for (const url of ['/download/', '/download/?logo=', '/download/?logo=abc', '/download/?logo=2147483648', '/download/?logo="><script>', '/download/?logo=01']) {
      expect(dataPreloads(url)).toBe('<link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous">');
    }
  });

  it('add the mockups page\'s chips, first list page and first two previews on /download/mockup, as its code asks them', () => {
    const html = dataPreloads('/download/mockup?logo=1001');
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(hrefs.slice(0, 4)).toEqual(['/api/me', '/api/logo/details?logo=1001', '/api/mockups/tags', '/api/mockups?page=1&logo=1001&tag=latest']);
    const scenes = findScenes(SCENES, { tag: 'latest' }).slice(0, 2);
    expect(hrefs.slice(4)).toEqual(scenes.map((sc) => mockupPreviewUrl(1001, sc.id, sceneVersion(sc.id))));
    // Pictures as an <img> asks them (no CORS), the first one first.
    expect(html).toContain(`<link rel="preload" href="${mockupPreviewUrl(1001, scenes[0]!.id, sceneVersion(scenes[0]!.id))}" as="image" fetchpriority="high">`);
    expect(html).toContain(`<link rel="preload" href="${mockupPreviewUrl(1001, scenes[1]!.id, sceneVersion(scenes[1]!.id))}" as="image">`);
    expect(html).toContain('&amp;logo=1001');
    expect(dataPreloads('/download/mockup')).toBe('<link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous">');
    expect(dataPreloads('/download/icon?logo=1001')).not.toContain('/api/mockups');
    // The social media kit's first previews come with its page, and only with it.
    expect(dataPreloads('/download/social/?logo=1001')).toContain('<link rel="preload" href="/api/logo/1001/social/preview?look=field" as="fetch" crossorigin="anonymous">');
    expect(dataPreloads('/download/social')).not.toContain('/social/preview');
    expect(dataPreloads('/download/icon?logo=1001')).not.toContain('/social/preview');
  });

  it('add the brand identity page\'s preset list and first presets, and the brand PPT\'s deck, each with its page only', () => {
    const vi = [...dataPreloads('/download/vi?logo=1001').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    const presets = SCENES.filter((s) => s.preset !== undefined).sort((a, b) => a.preset! - b.preset!);
    expect(vi).toEqual([
      '/api/me',
      '/api/logo/details?logo=1001',
      '/api/mockups/presets',
      ...presets.slice(0, 2).map((sc) => mockupPreviewUrl(1001, sc.id, sceneVersion(sc.id))),
    ]);
    expect(dataPreloads('/download/brand-ppt?logo=1009')).toContain('<link rel="preload" href="/api/logo/1009/brand-ppt" as="fetch" crossorigin="anonymous">');
    // The business cards with the site's sample person, with their page only.
    expect(dataPreloads('/download/business-card?logo=1001')).toContain(
      '<link rel="preload" href="/api/logo/1001/business-cards/classic/front/preview.jpg" as="image" fetchpriority="high"><link rel="preload" href="/api/logo/1001/business-cards/classic/back/preview.jpg" as="image">',
    );
    expect(dataPreloads('/download/vi?logo=1001')).not.toContain('/business-cards/');
    expect(dataPreloads('/download/business-card')).not.toContain('/business-cards/');
    for (const url of ['/download/vi', '/download/brand-ppt', '/download/icon?logo=1001']) {
      expect(dataPreloads(url)).not.toContain('/api/mockups/presets');
      expect(dataPreloads(url)).not.toContain('/brand-ppt"');
    }
  });
});

describe('preload of the site\'s language', () => {
  const manifest = {
    'i18n/zh.ts': { file: 'assets/zh-1.js', imports: ['_zh_CN-2.js', '_errors-3.js'] },
    'i18n/en.ts': { file: 'assets/en-4.js', imports: ['_errors-3.js'] },
    '_zh_CN-2.js': { file: 'assets/zh_CN-2.js' },
    '_errors-3.js': { file: 'assets/errors-3.js', imports: ['_zh_CN-2.js'] },
  };
  it('names the site\'s language chunk and every chunk it imports, each once, and never the other language', () => {
    expect(cataloguePreload(manifest, 'zh')).toBe(
      '<link rel="modulepreload" href="/download/assets/zh-1.js">' +
        '<link rel="modulepreload" href="/download/assets/zh_CN-2.js">' +
        '<link rel="modulepreload" href="/download/assets/errors-3.js">',
    );
    expect(cataloguePreload(manifest, 'en')).not.toContain('zh-1.js');
    expect(cataloguePreload(manifest, 'en')).toContain('/download/assets/en-4.js');
  });

  it('names nothing without a manifest (a build without one still starts: the page loads the chunk itself)', () => {
    expect(cataloguePreload(null, 'en')).toBe('');
    expect(cataloguePreload({}, 'zh')).toBe('');
  });
});

describe('preload of the page\'s own code', () => {
  const manifest = {
    'pages/social/SocialPage.tsx': { file: 'assets/SocialPage-1.js', imports: ['_compose-2.js'], css: ['assets/SocialPage-1.css'] },
    '_compose-2.js': { file: 'assets/compose-2.js', css: ['assets/compose-2.css'] },
  };
  it('names the chunk of the page the address shows, the chunks it imports and their style sheets, with or without a trailing slash', () => {
    const expected =
      '<link rel="modulepreload" href="/download/assets/SocialPage-1.js">' +
      '<link rel="modulepreload" href="/download/assets/compose-2.js">' +
      '<link rel="preload" as="style" crossorigin href="/download/assets/SocialPage-1.css">' +
      '<link rel="preload" as="style" crossorigin href="/download/assets/compose-2.css">';
    expect(pageChunkPreload(manifest, '/download/social', 'en')).toBe(expected);
    expect(pageChunkPreload(manifest, '/download/social/', 'en')).toBe(expected);
  });

  it('names the download page\'s chunk at the area\'s first address, /download/', () => {
    const withHome = { ...manifest, 'pages/home/HomePage.tsx': { file: 'assets/HomePage-3.js', imports: ['_compose-2.js'] } };
    expect(pageChunkPreload(withHome, '/download/', 'en')).toBe(
      '<link rel="modulepreload" href="/download/assets/HomePage-3.js">' +
        '<link rel="modulepreload" href="/download/assets/compose-2.js">' +
        '<link rel="preload" as="style" crossorigin href="/download/assets/compose-2.css">',
    );
  });

  it('names a page\'s own texts in the site\'s language only', () => {
    const withPortal = {
      'pages/portal/PortalPage.tsx': { file: 'assets/PortalPage-4.js' },
      'i18n/pages/portal.en.json': { file: 'assets/portal.en-5.js' },
      'i18n/pages/portal.zh.json': { file: 'assets/portal.zh-6.js' },
    };
    expect(pageChunkPreload(withPortal, '/download/portal', 'zh')).toBe(
      '<link rel="modulepreload" href="/download/assets/PortalPage-4.js"><link rel="modulepreload" href="/download/assets/portal.zh-6.js">',
    );
    expect(pageChunkPreload(withPortal, '/download/portal', 'en')).toContain('portal.en-5.js');
    expect(pageChunkPreload(withPortal, '/download/portal', 'en')).not.toContain('portal.zh');
  });

  it('names nothing for an address outside the route table, or without a manifest', () => {
    expect(pageChunkPreload(manifest, '/download/no-such-page', 'en')).toBe('');
    expect(pageChunkPreload(null, '/download/social', 'en')).toBe('');
  });
});
