import { describe, expect, it } from 'vitest';
import { cardFonts, type Shaper } from '../cards/compose';
import { SAMPLE_CARD_INFO } from '../cards/info';
import type { Locale } from '../constants';
import { officePalette } from '../office/brand';
import { WORD_TEMPLATES } from '../office/word-templates';
import { wordPreviewSvg } from '../office/word-preview';
import { handOutlined } from '../testing/outlined';
import { brandColours } from '../vi/colours';
import { composePrint, printPageSvg, type PrintInput } from './compose';
import { convexHull, hullPath } from './die';
import { BLEED_MM, defaultSpec, PRINT_ITEMS, sizeOffered, SITE_SIZES, STICKER_PRESETS, stickerSize, ZPrintSpec, type TPrintSpec } from './items';

/** The print shop's composer with a stand-in for the server's fonts: every character 0.6 of the size wide. */
const monospace: Shaper = (text, _font, size) => ({ d: text === '' ? '' : `M0 0L${text.length * size * 0.6} 0L0 ${-size * 0.7}Z`, advance: text.length * size * 0.6 });
const input = (site: Locale): PrintInput => ({
  design: handOutlined(),
  site,
  fonts: cardFonts(site, 'inter-700'),
  shaper: monospace,
  brandName: 'Northwind Coffee',
  slogan: 'Roasted with care',
  info: { ...SAMPLE_CARD_INFO[site] },
});

/** The bounds of path data (its numbers in pairs). */
function bounds(d: string) {
  const nums = d.match(/-?\d+(\.\d+)?(e-?\d+)?/g)!.map(Number);
  const xs = nums.filter((_, i) => i % 2 === 0);
  const ys = nums.filter((_, i) => i % 2 === 1);
  return { x1: Math.min(...xs), y1: Math.min(...ys), x2: Math.max(...xs), y2: Math.max(...ys) };
}

describe('the print shop items', () => {
  it('offers each market its own sizes, first its own, and refuses the other market’s', () => {
    expect(SITE_SIZES.zh.envelope).toEqual(['dl', 'zl', 'c5']);
    expect(SITE_SIZES.en.letterhead[0]).toBe('letter');
    expect(SITE_SIZES.en.envelope[0]).toBe('no10');
    expect(sizeOffered({ item: 'letterhead', size: 'letter' }, 'zh')).toBe(false);
    expect(sizeOffered({ item: 'envelope', size: 'zl', window: false }, 'zh')).toBe(true);
    expect(sizeOffered({ item: 'badge', size: 'a4' }, 'en')).toBe(false);
    for (const site of ['zh', 'en'] as const) for (const item of PRINT_ITEMS) expect(sizeOffered(defaultSpec(item, site), site)).toBe(true);
  });

  it('reads sticker sizes from 25 mm to 150 mm, in millimetres or inches', () => {
    expect(stickerSize('25mm')).toEqual({ mm: 25, unit: 'mm' });
    expect(stickerSize('2in')).toEqual({ mm: 50.8, unit: 'in' });
    expect(stickerSize('5.9in')?.mm).toBeCloseTo(149.86);
    for (const bad of ['24mm', '151mm', '6in', '0.9in', '50', '50 mm', '50cm', '-50mm', '']) expect(stickerSize(bad), bad).toBeNull();
    for (const site of ['zh', 'en'] as const) for (const s of STICKER_PRESETS[site]) expect(stickerSize(s), s).not.toBeNull();
    expect(ZPrintSpec.safeParse({ item: 'sticker', shape: 'round', size: '160mm' }).success).toBe(false);
    expect(ZPrintSpec.safeParse({ item: 'sticker', shape: 'star', size: '50mm' }).success).toBe(false);
    expect(ZPrintSpec.safeParse({ item: 'mug', size: 'a4' }).success).toBe(false);
  });

  it('bleeds 3 mm for metric sizes and 1/8 in for US sizes', () => {
    expect(composePrint({ item: 'letterhead', size: 'a4' }, input('zh')).format.bleed).toBe(BLEED_MM.mm);
    expect(composePrint({ item: 'letterhead', size: 'letter' }, input('en')).format.bleed).toBeCloseTo(3.175);
    expect(composePrint({ item: 'envelope', size: 'no10', window: true }, input('en')).format.bleed).toBeCloseTo(3.175);
    expect(composePrint({ item: 'sticker', shape: 'round', size: '2in', sheet: 'none' }, input('en')).format.bleed).toBeCloseTo(3.175);
    expect(composePrint({ item: 'sticker', shape: 'round', size: '50mm', sheet: 'none' }, input('en')).format.bleed).toBe(3);
  });

  it('puts every die line on the trim or inside it: a sticker’s outline is its trim’s edge', () => {
    for (const shape of ['round', 'square', 'rounded', 'contour'] as const) {
      for (const size of ['25mm', '60mm', '150mm']) {
        const piece = composePrint({ item: 'sticker', shape, size, sheet: 'none' }, input('zh'));
        const [cut] = piece.pages[0]!.cuts;
        const b = bounds(cut!);
        const what = `${shape} ${size}`;
        // The outline touches the trim on its widest sides (within a hair), never crosses it.
        expect(b.x1, what).toBeGreaterThanOrEqual(-0.01);
        expect(b.y1, what).toBeGreaterThanOrEqual(-0.01);
        expect(b.x2, what).toBeLessThanOrEqual(piece.format.width + 0.01);
        expect(b.y2, what).toBeLessThanOrEqual(piece.format.height + 0.01);
        expect(Math.max(piece.format.width, piece.format.height), what).toBeCloseTo(Number.parseFloat(size), 0);
      }
    }
  });

  it('lays a sheet of stickers inside its margins with a gap wider than two bleeds between die lines', () => {
    const piece = composePrint({ item: 'sticker', shape: 'square', size: '40mm', sheet: 'a4' }, input('zh'));
    expect(piece.format).toMatchObject({ width: 210, height: 297, bleed: 3 });
    const boxes = piece.pages[0]!.cuts.map(bounds);
    // 40 mm + two 3 mm bleeds + 2 mm: four across 190 mm, five down 277 mm.
    expect(boxes).toHaveLength(20);
    expect(piece.label).toContain('× 20');
    for (const b of boxes) {
      expect(b.x1).toBeGreaterThanOrEqual(10);
      expect(b.y1).toBeGreaterThanOrEqual(10);
      expect(b.x2).toBeLessThanOrEqual(200);
      expect(b.y2).toBeLessThanOrEqual(287);
    }
    const sorted = [...boxes].sort((a, b) => a.y1 - b.y1 || a.x1 - b.x1);
    expect(sorted[1]!.x1 - sorted[0]!.x2).toBeGreaterThanOrEqual(2 * 3 + 2 - 1e-6);
    // One 150 mm sticker still fits a Letter sheet.
    expect(composePrint({ item: 'sticker', shape: 'round', size: '150mm', sheet: 'letter' }, input('en')).pages[0]!.cuts).toHaveLength(1);
  });

  it('cuts an envelope’s window where the post reads it (DIN 680 for DL, the US #10 window), and none without it', () => {
    const dl = composePrint({ item: 'envelope', size: 'dl', window: true }, input('zh'));
    expect(bounds(dl.pages[0]!.cuts[0]!)).toEqual({ x1: 20, y1: 50, x2: 110, y2: 95 });
    const no10 = bounds(composePrint({ item: 'envelope', size: 'no10', window: true }, input('en')).pages[0]!.cuts[0]!);
    expect(no10.x1).toBeCloseTo(22.225, 2);
    expect(no10.x2 - no10.x1).toBeCloseTo(114.3, 2);
    expect(104.775 - no10.y2).toBeCloseTo(12.7, 2);
    expect(composePrint({ item: 'envelope', size: 'dl', window: false }, input('zh')).pages[0]!.cuts).toEqual([]);
  });

  it('gives a badge the card’s round corners as its die line, and the vertical badge a lanyard slot', () => {
    const cr80 = composePrint({ item: 'badge', size: 'cr80' }, input('en'));
    expect(cr80.pages[0]!.cuts).toHaveLength(1);
    expect(bounds(cr80.pages[0]!.cuts[0]!)).toEqual({ x1: 0, y1: 0, x2: 85.6, y2: 54 });
    const vertical = composePrint({ item: 'badge', size: 'vertical' }, input('zh'));
    const slot = bounds(vertical.pages[0]!.cuts[1]!);
    expect(slot.x2 - slot.x1).toBeCloseTo(13);
    expect((slot.x1 + slot.x2) / 2).toBeCloseTo(27);
  });

  it('draws the letterhead’s header where the Word letterhead has it: the same rule, the same place, the same colour', () => {
    for (const site of ['zh', 'en'] as const) {
      const spec: TPrintSpec = { item: 'letterhead', size: site === 'zh' ? 'a4' : 'letter' };
      const print = printPageSvg(composePrint(spec, input(site)), 0, { bleed: false, unitsPerMm: 1, cuts: false });
      const colours = brandColours(handOutlined(), site).map((c) => c.hex);
      const word = wordPreviewSvg(WORD_TEMPLATES.find((t) => t.slug === 'letterhead')!, { site, name: 'Northwind Coffee', slogan: '', colours, headingFont: 'Inter', bodyFont: 'Arial' }, new Date('2026-12-07'));
      const rule = (svg: string) => /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="0\.79\d*" fill="(#[0-9A-F]{6})"/i.exec(svg)?.slice(1).map((v, i) => (i < 3 ? Math.round(Number(v) * 100) / 100 : v.toUpperCase()));
      expect(rule(print), site).toEqual(rule(word));
      expect(rule(print)![3]).toBe(officePalette({ colours }).primary.toUpperCase());
    }
  });

  it('shows die lines in the preview only when asked, and never in the print art', () => {
    const piece = composePrint({ item: 'sticker', shape: 'round', size: '50mm', sheet: 'none' }, input('zh'));
    expect(printPageSvg(piece, 0, { bleed: false, unitsPerMm: 4, cuts: true })).toContain('data-cut="1"');
    expect(printPageSvg(piece, 0, { bleed: true, unitsPerMm: 72 / 25.4, cuts: false })).not.toContain('data-cut');
  });

  it('grows a convex outline by the same distance on every side', () => {
    const hull = convexHull([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 5 }, { x: 0, y: 5 }, { x: 5, y: 2 }]);
    expect(hull).toHaveLength(4);
    const b = bounds(hullPath(hull, 2));
    expect(b.x1).toBeCloseTo(-2);
    expect(b.y1).toBeCloseTo(-2);
    expect(b.x2).toBeCloseTo(12);
    expect(b.y2).toBeCloseTo(7);
  });
});
