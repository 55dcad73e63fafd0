import { describe, expect, it } from 'vitest';
import type { Shaper } from '../cards/compose';
import { LOCALES as SITES } from '../constants';
import type { TOutlinedDesign } from '../design';
import { handOutlined } from '../testing/outlined';
import { composeSocialImage, contentArea, defaultSocialTexts, SOCIAL_LOOKS, socialTextProblem, ZSocialTexts } from './compose';
import { SOCIAL_SLOTS, socialFileName, type Area } from './platforms';

/** Every letter 0.6 em wide, drawn as a box (the core has no fonts). */
const boxes: Shaper = (text, _font, size) => {
  const advance = text.length * size * 0.6;
  return { d: text.trim() === '' ? '' : `M0 ${-size * 0.7}H${advance}V0H0Z`, advance };
};

const slogan = { d: 'M0 0L300 0L300 24L0 24Z', width: 300, height: 24, color: '#C8873A' };
const withIcon = handOutlined({ slogan });
const { icon: _i, ...textOnly } = handOutlined({ layout: 'text-only', slogan, name: { d: 'M0 0L180 0L180 60L0 60Z', width: 180, height: 60, color: '#3B2A20' } });
const DESIGNS: Record<string, TOutlinedDesign> = { withIcon, textOnly };

const inside = (a: Area, b: Area, slack = 0.5) => a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.w <= b.x + b.w + slack && a.y + a.h <= b.y + b.h + slack;
const overlaps = (a: Area, b: Area) => Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);

describe('the platforms table', () => {
  it.each(SITES)('(%s) has one id a slot, areas within the image, a limit, and the file names of the issue', (site) => {
    const slots = SOCIAL_SLOTS[site];
    expect(new Set(slots.map((s) => s.id)).size).toBe(slots.length);
    const whole = (s: (typeof slots)[number]): Area => ({ x: 0, y: 0, w: s.width, h: s.height });
    for (const s of slots) {
      for (const a of [...(s.safe ? [s.safe] : []), ...(s.covered ?? [])]) expect(inside(a, whole(s)), `${s.id} ${JSON.stringify(a)}`).toBe(true);
      expect(s.maxBytes).toBeGreaterThan(100_000);
      expect(socialFileName(site, s)).toMatch(new RegExp(`^${site}-[a-z-]+-(profile|cover|banner|background|header|post|portrait|story|pin|note|square|preview)-${s.width}x${s.height}\\.(png|jpg)$`));
      if (s.kind === 'profile') expect([s.width === s.height, s.round]).toEqual([true, true]);
    }
    // Every platform the issue names has its profile picture, and every site a link preview.
    const profiles = slots.filter((s) => s.kind === 'profile').map((s) => s.platform);
    expect(profiles).toEqual(site === 'en' ? ['facebook', 'x', 'linkedin', 'youtube', 'instagram', 'pinterest', 'tiktok'] : ['wechat-oa', 'weibo', 'douyin', 'xiaohongshu', 'bilibili', 'channels']);
    expect(slots.find((s) => s.id === 'link-preview')).toMatchObject({ width: 1200, height: 630 });
  });

  it('puts the content where every device shows it, clear of what the platform covers', () => {
    for (const site of SITES) {
      for (const s of SOCIAL_SLOTS[site]) {
        const area = contentArea(s);
        expect(area.w, s.id).toBeGreaterThan(0);
        expect(area.h, s.id).toBeGreaterThan(0);
        if (s.safe) expect(inside(area, s.safe), s.id).toBe(true);
        for (const c of s.covered ?? []) expect(overlaps(area, c), `${s.id} covered ${JSON.stringify(c)}`).toBe(false);
      }
    }
  });
});

describe('composeSocialImage', () => {
  for (const [label, design] of Object.entries(DESIGNS)) {
    for (const site of SITES) {
      it(`(${label}, ${site}) keeps the logo, words and button of every image in every look inside its content area (and the round crop)`, () => {
        const texts = defaultSocialTexts(site, 'Roasted with care', 'Northwind');
        for (const slot of SOCIAL_SLOTS[site]) {
          for (const look of SOCIAL_LOOKS) {
            const { svg, marks } = composeSocialImage(slot, look, { design, site, shaper: boxes, brandName: 'Northwind', slogan: 'Roasted with care', texts });
            expect(svg, slot.id).toMatch(new RegExp(`^<svg [^>]*width="${slot.width}" height="${slot.height}"`));
            expect(marks.length, `${slot.id} ${look}`).toBeGreaterThan(0);
            const area = contentArea(slot);
            for (const m of marks) {
              if (slot.kind === 'profile') {
                // Every corner of the mark inside the circle the platform shows.
                const r = Math.min(slot.width, slot.height) / 2;
                for (const [x, y] of [[m.x, m.y], [m.x + m.w, m.y], [m.x, m.y + m.h], [m.x + m.w, m.y + m.h]] as const) {
                  expect(Math.hypot(x - slot.width / 2, y - slot.height / 2), `${slot.id} ${look}`).toBeLessThanOrEqual(r * 0.95);
                }
              } else {
                expect(inside(m, area, 1), `${slot.id} ${look} ${JSON.stringify(m)} in ${JSON.stringify(area)}`).toBe(true);
              }
            }
            // The post's words: the headline and the call to action are in it.
            if (slot.texts.includes('cta')) expect(marks.length, `${slot.id} ${look}`).toBe(3);
          }
        }
      });
    }
  }

  it('leaves out what is empty, and the slogan where the image says something of its own', () => {
    const slot = SOCIAL_SLOTS.en.find((s) => s.id === 'instagram-post')!;
    const empty = composeSocialImage(slot, 'minimal', { design: withIcon, site: 'en', shaper: boxes, brandName: 'N', slogan: null, texts: { tagline: '', headline: '', cta: '' } });
    expect(empty.marks).toHaveLength(1);
    // With a headline the logo is drawn without its slogan: one text path fewer in the logo.
    const said = composeSocialImage(slot, 'minimal', { design: withIcon, site: 'en', shaper: boxes, brandName: 'N', slogan: null, texts: { tagline: '', headline: 'Hello', cta: '' } });
    const logoPaths = (svg: string) => (svg.match(/fill="#C8873A"/g) ?? []).length;
    expect(logoPaths(empty.svg)).toBeGreaterThan(logoPaths(said.svg));
  });

  it('draws each look differently, from the logo colours', () => {
    const slot = SOCIAL_SLOTS.en.find((s) => s.id === 'x-header')!;
    const input = { design: withIcon, site: 'en' as const, shaper: boxes, brandName: 'N', slogan: null, texts: defaultSocialTexts('en', null, 'N') };
    const svgs = SOCIAL_LOOKS.map((look) => composeSocialImage(slot, look, input).svg);
    expect(new Set(svgs).size).toBe(4);
    expect(svgs[1]).toContain('<linearGradient');
    expect(svgs[3]).toContain('fill="#F6EFE6"');
  });
});

describe('the kit texts', () => {
  it('accepts one typed line the fonts can set, empty included, and says why it refuses', () => {
    expect(ZSocialTexts.parse({ headline: '  Fresh every day ', cta: '' })).toEqual({ tagline: '', headline: 'Fresh every day', cta: '' });
    expect(socialTextProblem('cta', 'x'.repeat(25))).toBe('tooLong');
    expect(socialTextProblem('headline', 'two\nlines')).toBe('invalid');
    expect(socialTextProblem('tagline', 'coffee ☕')).toBe('unprintable');
    expect(socialTextProblem('tagline', '一杯好茶')).toBeNull();
    const parsed = ZSocialTexts.safeParse({ headline: 'ok', cta: '🚀 go' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['cta'], message: 'unprintable' });
  });

  it('starts from the slogan, with a greeting and a call to action in the site language', () => {
    expect(defaultSocialTexts('zh', null, '青山茶舍')).toEqual({ tagline: '', headline: '欢迎来到青山茶舍', cta: '了解更多' });
    expect(defaultSocialTexts('en', 'Roasted with care', 'Northwind')).toEqual({ tagline: 'Roasted with care', headline: 'Roasted with care', cta: 'Learn more' });
  });
});
