import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSocialPreview } from '../../../core/social/api';
import { defaultSocialTexts } from '../../../core/social/compose';
import { SOCIAL_SLOTS, socialFileName } from '../../../core/social/platforms';
import { brandAssetLogos, getter, overLimit, poster } from '../../test/brand-assets';
import { startTestApp, type TestApp } from '../../test/harness';
import { SOCIAL_PREVIEW_LIMIT } from './routes';

let t: TestApp;
let cookies: Record<'owner' | 'admin' | 'other', string>;
let pro: number;
let proNames: { logo_name: string; slogan_name: string | null };
let zhPro: number;
let zhNames: { logo_name: string; slogan_name: string | null };
let basic: number;
let notBought: number;
let shared: number;

let post: ReturnType<typeof poster>;

beforeAll(async () => {
  t = await startTestApp();
  const made = await brandAssetLogos(t, 'social.test');
  cookies = made.cookies;
  const { pro: proLogo, zhPro: zhLogo } = made.logos;
  pro = proLogo.fa_id;
  proNames = proLogo;
  zhPro = zhLogo.fa_id;
  zhNames = zhLogo;
  basic = made.logos.basic.fa_id;
  notBought = made.logos.notBought.fa_id;
  shared = made.logos.shared.fa_id;
  post = poster(t);
});
afterAll(() => t.close());

const texts = { tagline: 'Roasted with care', headline: 'Fresh every morning', cta: 'Order now' };

describe('POST /api/logo/{id}/social/preview', () => {
  it("gives every image of the site's platforms as SVG, or those asked, to whoever may view the logo", async () => {
    const res = await post(`/api/logo/${pro}/social/preview`, { look: 'field', texts }, cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = ZSocialPreview.parse(res.json());
    expect(body.images.map((i) => i.id)).toEqual(SOCIAL_SLOTS.en.map((s) => s.id));
    for (const [i, slot] of SOCIAL_SLOTS.en.entries()) expect(body.images[i]!.svg).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${slot.width} ${slot.height}"`));
    // Text is outlines: no <text>, nothing to run.
    expect(body.images.every((i) => !/<text|<script|on\w+=/.test(i.svg))).toBe(true);
    const zh = await post(`/api/logo/${zhPro}/social/preview`, { look: 'split', texts: { headline: '一杯好茶', cta: '了解更多' }, slots: ['xiaohongshu-note', 'weibo-cover'] }, cookies.owner, 'zh.localhost');
    expect(zh.json().images.map((i: { id: string }) => i.id)).toEqual(['weibo-cover', 'xiaohongshu-note']);
    // Previews are for every viewer of a shared logo, a visitor too; a drafted text is taken as typed.
    expect((await post(`/api/logo/${shared}/social/preview`, { look: 'minimal', texts: { headline: 'Half writ' } })).statusCode).toBe(200);
    expect((await post(`/api/logo/${basic}/social/preview`, { look: 'gradient', texts: {} }, cookies.owner)).statusCode).toBe(200);
  });

  it('refuses a private logo to others, an image of the other site, a bad look or text, and too many calls', async () => {
    expect((await post(`/api/logo/${pro}/social/preview`, { look: 'field', texts }, cookies.other)).json().error).toBe('LOGO_PRIVATE');
    expect((await post(`/api/logo/${pro}/social/preview`, { look: 'field', texts })).statusCode).toBe(403);
    expect((await post(`/api/logo/${pro}/social/preview`, { look: 'field', texts, slots: ['weibo-cover'] }, cookies.owner)).statusCode).toBe(404);
    expect((await post(`/api/logo/${pro}/social/preview`, { look: 'neon', texts }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/${pro}/social/preview`, { look: 'field', texts: { headline: 'x'.repeat(200) } }, cookies.owner)).statusCode).toBe(400);
    expect((await post('/api/logo/abc/social/preview', { look: 'field', texts }, cookies.owner)).statusCode).toBe(400);
    // A foreign origin may not post.
    const foreign = await t.app.inject({ method: 'POST', url: `/api/logo/${pro}/social/preview`, payload: { look: 'field', texts }, headers: { cookie: cookies.owner, origin: 'https://evil.test' } });
    expect(foreign.statusCode).toBe(403);
    // The address's budget: the next call over it is refused.
    const address = '203.0.113.77';
    const burst = async () => t.app.inject({ method: 'POST', url: `/api/logo/${shared}/social/preview`, payload: { look: 'field', texts, slots: ['link-preview'] }, remoteAddress: address, headers: { origin: 'http://localhost' } });
    expect(await overLimit(SOCIAL_PREVIEW_LIMIT.max, burst)).toBe(429);
  });
});

describe('GET /api/logo/{id}/social/preview (the first previews the page preloads)', () => {
  const get = (url: string, cookie?: string, host?: string) => getter(t)(url, cookie, host);

  it('draws the texts the page starts with, made from the logo\'s names as the page makes them, and says which', async () => {
    const res = await get(`/api/logo/${pro}/social/preview?look=field`, cookies.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = ZSocialPreview.parse(res.json());
    const starting = defaultSocialTexts('en', proNames.slogan_name, proNames.logo_name);
    expect(body.texts).toEqual(starting);
    expect(body.images.map((i) => i.id)).toEqual(SOCIAL_SLOTS.en.map((s) => s.id));
    // The same pictures as the call with those texts written out.
    const posted = ZSocialPreview.parse((await post(`/api/logo/${pro}/social/preview`, { look: 'field', texts: starting }, cookies.owner)).json());
    expect(body.images).toEqual(posted.images);
    // The Chinese site's words on its own platforms.
    const zh = ZSocialPreview.parse((await get(`/api/logo/${zhPro}/social/preview?look=split`, cookies.owner, 'zh.localhost')).json());
    expect(zh.texts).toEqual(defaultSocialTexts('zh', zhNames.slogan_name, zhNames.logo_name));
    expect(zh.images.map((i) => i.id)).toEqual(SOCIAL_SLOTS.zh.map((s) => s.id));
    // A shared logo's visitor sees them too.
    expect((await get(`/api/logo/${shared}/social/preview?look=minimal`)).statusCode).toBe(200);
  });

  it('refuses a private logo to others and to a visitor, a bad look or id, and lets no other site read it', async () => {
    expect((await get(`/api/logo/${pro}/social/preview?look=field`, cookies.other)).json().error).toBe('LOGO_PRIVATE');
    expect((await get(`/api/logo/${pro}/social/preview?look=field`)).statusCode).toBe(403);
    expect((await get(`/api/logo/${pro}/social/preview?look=neon`, cookies.owner)).statusCode).toBe(400);
    expect((await get(`/api/logo/${pro}/social/preview`, cookies.owner)).statusCode).toBe(400);
    expect((await get(`/api/logo/0/social/preview?look=field`, cookies.owner)).statusCode).toBe(400);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/logo/${pro}/social/preview?look=field`, headers: { cookie: cookies.owner, origin: 'https://evil.test' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('POST /api/logo/{id}/social/{slot}', () => {
  it('gives one image at its exact size, sRGB, under its limit, named <site>-<platform>-<kind>-<w>x<h>', async () => {
    for (const [id, host, slotId] of [
      [pro, 'localhost', 'facebook-cover'],
      [pro, 'localhost', 'x-header'],
      [pro, 'localhost', 'instagram-story'],
      [zhPro, 'zh.localhost', 'wechat-oa-cover'],
      [zhPro, 'zh.localhost', 'bilibili-profile'],
    ] as const) {
      const site = host === 'localhost' ? 'en' : 'zh';
      const slot = SOCIAL_SLOTS[site].find((s) => s.id === slotId)!;
      const res = await post(`/api/logo/${id}/social/${slotId}`, { look: 'field', texts }, cookies.owner, host);
      expect(res.statusCode, slotId).toBe(200);
      expect(res.headers['content-disposition']).toContain(socialFileName(site, slot));
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], slotId).toEqual([slot.ext === 'jpg' ? 'jpeg' : 'png', slot.width, slot.height]);
      expect(meta.icc, `${slotId} carries an sRGB profile`).toBeDefined();
      expect(res.rawPayload.length).toBeLessThanOrEqual(slot.targetBytes ?? slot.maxBytes);
    }
  });

  it('comes with the professional package, for a signed-in viewer', async () => {
    expect((await post(`/api/logo/${basic}/social/x-header`, { look: 'field', texts }, cookies.owner)).json().error).toBe('NOT_IN_PACKAGE');
    expect((await post(`/api/logo/${notBought}/social/x-header`, { look: 'field', texts }, cookies.owner)).json().error).toBe('NOT_BOUGHT');
    expect((await post(`/api/logo/${shared}/social/x-header`, { look: 'field', texts })).statusCode).toBe(401);
    expect((await post(`/api/logo/${pro}/social/x-header`, { look: 'field', texts }, cookies.other)).statusCode).toBe(403);
    expect((await post(`/api/logo/${basic}/social/x-header`, { look: 'field', texts }, cookies.admin)).statusCode).toBe(200);
  });

  it('refuses text the fonts cannot set or too long, an unknown image, and changes nothing', async () => {
    const emoji = await post(`/api/logo/${pro}/social/x-header`, { look: 'field', texts: { ...texts, tagline: 'Coffee ☕' } }, cookies.owner);
    expect(emoji.statusCode).toBe(400);
    expect((await post(`/api/logo/${pro}/social/instagram-post`, { look: 'field', texts: { ...texts, cta: 'x'.repeat(30) } }, cookies.owner)).statusCode).toBe(400);
    expect((await post(`/api/logo/${pro}/social/myspace-cover`, { look: 'field', texts }, cookies.owner)).statusCode).toBe(404);
    expect((await post(`/api/logo/${pro}/social/weibo-cover`, { look: 'field', texts }, cookies.owner)).statusCode).toBe(404);
  });
});

describe('POST /api/logo/{id}/social/kit', () => {
  it.each([
    ['en', 'localhost'],
    ['zh', 'zh.localhost'],
  ] as const)('(%s) holds every image of the site, each at its size and under its limit, and a README saying where each goes', async (site, host) => {
    const id = site === 'zh' ? zhPro : pro;
    const res = await post(`/api/logo/${id}/social/kit`, { look: 'split', texts }, cookies.owner, host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const readme = Buffer.from(files[site === 'zh' ? '说明.txt' : 'README.txt']!).toString('utf8');
    for (const slot of SOCIAL_SLOTS[site]) {
      const name = socialFileName(site, slot);
      const meta = await sharp(Buffer.from(files[name]!)).metadata();
      expect([name, meta.width, meta.height]).toEqual([name, slot.width, slot.height]);
      expect(files[name]!.length).toBeLessThanOrEqual(slot.targetBytes ?? slot.maxBytes);
      expect(readme).toContain(name);
      expect(readme).toContain(slot.where[site]);
    }
    expect(Object.keys(files)).toHaveLength(SOCIAL_SLOTS[site].length + 1);
  });

  it('refuses the basic package and a visitor', async () => {
    expect((await post(`/api/logo/${basic}/social/kit`, { look: 'field', texts }, cookies.owner)).json().error).toBe('NOT_IN_PACKAGE');
    expect((await post(`/api/logo/${shared}/social/kit`, { look: 'field', texts })).statusCode).toBe(401);
  });
});
