import { describe, expect, it } from 'vitest';
import { contrast } from '../composer/colour';
import { fill, officePalette, officeVars, type OfficeBrand } from './brand';
import { brandKeyword, generateOutline, outlineToSlides, splitKeyword, ZOutline } from './brand-ppt';
import { wrapText } from './measure';
import { PPT_TEMPLATES, templateSlides } from './ppt-templates';
import { composeSlide, slideSvg, SLIDE_H, SLIDE_W } from './slides';
import { fillImageSlots, placeInBox, svgImageSlot } from './svg';
import { officeThemeXml } from './theme';
import { wordPreviewSvg } from './word-preview';
import { WORD_TEMPLATES } from './word-templates';

const brand: OfficeBrand = { site: 'en', name: 'Brightleaf & Co <Studio>', slogan: 'Design that grows', colours: ['#6CC070', '#1F6B4A', '#F6EFE6'], headingFont: 'Inter', bodyFont: 'Arial' };
const today = new Date('2026-11-25T00:00:00Z');

describe('office documents in core', () => {
  it('the palette reads on paper: a pale brand colour is deepened for headings, a background tone is not an accent', () => {
    const p = officePalette(brand);
    expect(contrast(p.primary, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(p.secondary).toBe('#1F6B4A');
    expect(p.accent).not.toBe('#F6EFE6');
    expect(officePalette({ colours: [] }).primary).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('placeholders are filled with the brand and the date in the site style', () => {
    const vars = officeVars(brand, today);
    expect(fill('{name} · {slogan} · {date} · {year}', vars)).toBe('Brightleaf & Co <Studio> · Design that grows · November 25, 2026 · 2026');
    expect(officeVars({ ...brand, site: 'zh' }, today).date).toBe('2026年11月25日');
  });

  it('the theme carries the brand colours and fonts and escapes the name', () => {
    const xml = officeThemeXml(brand);
    expect(xml).toContain('name="Brightleaf &amp; Co &lt;Studio&gt;"');
    expect(xml).toContain(`<a:accent1><a:srgbClr val="${officePalette(brand).primary.slice(1)}"/></a:accent1>`);
    expect(xml).toContain('<a:minorFont><a:latin typeface="Arial"/><a:ea typeface="Microsoft YaHei"/>');
  });

  it('wrapping keeps words whole in English and breaks between Chinese characters', () => {
    expect(wrapText('alpha beta gamma delta', 6, 1)).toEqual(['alpha beta', 'gamma delta']);
    expect(wrapText('品牌形象全新升级', 4, 1)).toEqual(['品牌形象', '全新升级']);
    expect(wrapText('one\ntwo', 100, 1)).toEqual(['one', 'two']);
    // A bold title runs wider: the line that just fits in the regular weight wraps in bold (the cover's "Meet Northwind Coffee").
    expect(wrapText('Meet Northwind Coffee', 10.3, 1)).toEqual(['Meet Northwind Coffee']);
    expect(wrapText('Meet Northwind Coffee', 10.3, 1, true)).toEqual(['Meet Northwind', 'Coffee']);
  });

  it("each Word template's preview is its first page with image slots for the logo and the icon, text escaped", () => {
    for (const tpl of WORD_TEMPLATES) {
      for (const site of ['zh', 'en'] as const) {
        const svg = wordPreviewSvg(tpl, { ...brand, site }, today);
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).toContain('data-slot="logo"');
        expect(svg).not.toContain('<Studio>');
        const filled = fillImageSlots(svg, { logo: 'data:image/svg+xml,L', icon: 'data:image/svg+xml,I' });
        expect(filled).toContain('href="data:image/svg+xml,L"');
        expect(filled).not.toContain('href=""');
      }
    }
    expect(wordPreviewSvg(WORD_TEMPLATES[0]!, { ...brand, site: 'zh' }, today)).toContain('viewBox="0 0 210 297"');
    expect(wordPreviewSvg(WORD_TEMPLATES[0]!, brand, today)).toContain('viewBox="0 0 215.9 279.4"');
  });

  it('every slide of every PPT template stays on its 16:9 slide and shows the logo', () => {
    for (const tpl of PPT_TEMPLATES) {
      const slides = templateSlides(tpl, 'en', officeVars(brand, today));
      expect(slides[0]!.layout).toBe('cover');
      slides.forEach((s, i) => {
        const els = composeSlide(s, i, { brand, style: tpl.style, pattern: tpl.pattern });
        expect(els.some((e) => e.k === 'image')).toBe(true);
        for (const e of els) {
          if (e.k === 'text' || e.k === 'image') {
            expect(e.x).toBeGreaterThanOrEqual(0);
            expect(e.x + e.w).toBeLessThanOrEqual(SLIDE_W + 0.01);
            expect(e.y + e.h).toBeLessThanOrEqual(SLIDE_H + 0.01);
          }
        }
        expect(slideSvg(els, brand)).toContain(s.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').split(' ')[0]);
      });
    }
  });

  it('a chosen deck colour replaces the primary; the pattern changes the picture', () => {
    const s = templateSlides(PPT_TEMPLATES[1]!, 'en', officeVars(brand, today))[0]!;
    const base = slideSvg(composeSlide(s, 0, { brand, style: 'bold', pattern: 'none' }), brand);
    expect(slideSvg(composeSlide(s, 0, { brand, style: 'bold', pattern: 'none', colour: '#C0392B' }), brand)).toContain('#C0392B');
    expect(slideSvg(composeSlide(s, 0, { brand, style: 'bold', pattern: 'dots' }), brand)).not.toBe(base);
  });

  it('the outline: eight sections from "name + slogan", names taken as text, never longer than its schema allows', () => {
    expect(splitKeyword('Disney+ + Magic for all')).toEqual({ name: 'Disney+', slogan: 'Magic for all' });
    expect(splitKeyword('Solo')).toEqual({ name: 'Solo', slogan: '' });
    expect(brandKeyword('Acme', null)).toBe('Acme');
    const odd = generateOutline({ amount: 8, keyword: "Rock$'n $& Roll + Loud" }, 'en');
    expect(JSON.stringify(odd)).toContain("Rock$'n $& Roll");
    for (const n of [60, 110, 119]) {
      const long = generateOutline({ amount: 8, keyword: `${'N'.repeat(n)} + slogan` }, 'zh');
      expect(ZOutline.safeParse(long).success).toBe(true);
    }
    const slides = outlineToSlides(generateOutline({ amount: 8, keyword: 'Acme + Go' }, 'en'));
    expect(slides.map((s) => s.layout)).toEqual(['cover', 'bullets', 'two-column', 'two-column', 'bullets', 'stats', 'bullets', 'closing']);
    expect(generateOutline({ amount: 3, keyword: 'Acme + Go' }, 'en').map((s) => s.title)[0]).toBe('Acme');
  });

  it('a slot with its picture\'s aspect is the picture\'s own box, aligned as asked', () => {
    expect(placeInBox(2, 10, 0, 100, 20, 'left')).toEqual({ x: 10, y: 0, w: 40, h: 20 });
    expect(placeInBox(2, 10, 0, 100, 20, 'right')).toEqual({ x: 70, y: 0, w: 40, h: 20 });
    expect(placeInBox(10, 0, 0, 100, 20, 'center')).toEqual({ x: 0, y: 5, w: 100, h: 10 });
    expect(svgImageSlot('logo', 22, 12, 70, 14, 'left', 3)).toContain('x="22" y="12" width="42" height="14"');
  });
});
