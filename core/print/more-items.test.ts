import { describe, expect, it } from 'vitest';
import { cardFonts, type Shaper } from '../cards/compose';
import { SAMPLE_CARD_INFO } from '../cards/info';
import type { Locale } from '../constants';
import { handOutlined } from '../testing/outlined';
import { composePrint, printPageSvg, type PrintInput } from './compose';
import { threadColours } from './garment';
import { stampTextProblem, ZPrintSpec } from './items';
import { READING_RATIO, signFacts } from './sign';
import { thinMask, thinReport } from './thin';

/** The sign, shirt, embroidery and stamp of the print shop, with a stand-in for the server's fonts. */
const monospace: Shaper = (text, _font, size) => ({ d: text === '' ? '' : `M0 0L${text.length * size * 0.6} 0L0 ${-size * 0.7}Z`, advance: text.length * size * 0.6 });
const input = (site: Locale): PrintInput => ({ design: handOutlined(), site, fonts: cardFonts(site, 'inter-700'), shaper: monospace, brandName: 'Northwind Coffee', slogan: 'Roasted with care', info: SAMPLE_CARD_INFO[site] });

describe('the shop sign', () => {
  it('is drawn at 1:1 up to the largest PDF page and at 1:10 beyond, up to 12 m, and refuses larger', () => {
    const small = composePrint({ item: 'sign', width: 3, height: 0.8, distance: 30, ground: 'brand' }, input('zh'));
    expect(small.format).toMatchObject({ width: 3000, height: 800, bleed: 3 });
    const large = composePrint({ item: 'sign', width: 12, height: 1.2, distance: 60, ground: 'light' }, input('en'));
    expect(large.format).toMatchObject({ width: 1200, height: 120 });
    expect(large.format.bleed).toBeCloseTo(0.3);
    expect(large.label).toContain('(1:10)');
    expect(ZPrintSpec.safeParse({ item: 'sign', width: 12.5, height: 1 }).success).toBe(false);
    expect(ZPrintSpec.safeParse({ item: 'sign', width: 3, height: 0.1 }).success).toBe(false);
  });

  it('has a proof page, A4 across, saying the letters’ heights and whether they read from the distance given', () => {
    const spec = { item: 'sign', width: 4, height: 1, distance: 20, ground: 'brand' } as const;
    const facts = signFacts(input('en'), spec);
    // 20 m needs 20 000 / 120 ≈ 167 mm letters.
    expect(facts.needed).toBe(Math.ceil(20_000 / READING_RATIO));
    expect(facts.nameHeight).toBeGreaterThan(0);
    expect(facts.nameHeight!).toBeLessThan(1000);
    const piece = composePrint(spec, input('en'));
    expect(piece.pages).toHaveLength(2);
    expect(piece.pages[1]!.format).toMatchObject({ width: 297, height: 210 });
    expect(printPageSvg(piece, 1, { bleed: false, unitsPerMm: 1, cuts: false })).toMatch(/^<svg [^>]*width="297" height="210"/);
    // A board twice the size has letters twice as tall; a taller one, no smaller ones.
    const twice = signFacts(input('en'), { ...spec, width: 8, height: 2 });
    expect(Math.abs(twice.nameHeight! - 2 * facts.nameHeight!)).toBeLessThanOrEqual(1);
    expect(signFacts(input('en'), { ...spec, height: 2 }).nameHeight!).toBeGreaterThanOrEqual(facts.nameHeight!);
  });
});

describe('the brand stamp', () => {
  it('refuses the words of an official seal on the Chinese site, however spaced, and text it cannot set', () => {
    for (const words of ['青山茶舍公章', '合同 章', '发票专用章', '财务章', '青山专用章']) expect(stampTextProblem(words, 'zh'), words).toBe('official');
    expect(stampTextProblem('青山茶舍', 'zh')).toBeNull();
    expect(stampTextProblem('', 'zh')).toBeNull();
    expect(stampTextProblem('x'.repeat(25), 'en')).toBe('tooLong');
    expect(stampTextProblem('Coffee ☕', 'en')).toBe('unprintable');
  });

  it('is one colour, its text around the ring', () => {
    for (const shape of ['round', 'rect'] as const) {
      const svg = printPageSvg(composePrint({ item: 'stamp', shape, text: '' }, input('en')), 0, { bleed: false, unitsPerMm: 1, cuts: false });
      const colours = new Set([...svg.matchAll(/fill="(#[0-9A-Fa-f]{6})"/g)].map((m) => m[1]!.toUpperCase()));
      expect(colours.size, shape).toBe(1);
    }
  });
});

describe('shirts and embroidery', () => {
  it('fits the print into its area, on the market’s measures, with nothing around it', () => {
    const chest = composePrint({ item: 'shirt', placement: 'chest', garment: 'light' }, input('zh'));
    expect(Math.max(chest.format.width, chest.format.height)).toBeCloseTo(100, 0);
    expect(chest.format.bleed).toBe(0);
    const front = composePrint({ item: 'shirt', placement: 'front', garment: 'dark' }, input('en'));
    expect(front.format.width).toBeLessThanOrEqual(304.8 + 1e-6);
    expect(front.format.height).toBeLessThanOrEqual(355.6 + 1e-6);
    // On a dark shirt the print is white; the page shows it on the shirt.
    expect(new Set([...front.pages[0]!.markup.matchAll(/fill="(#[0-9A-Fa-f]{6})"/g)].map((m) => m[1]))).toEqual(new Set(['#FFFFFF']));
    expect(front.scene).toContain('#23262B');
  });

  it('merges a logo’s colours into at most six threads, the closest first', () => {
    const fills = ['#FF0000', '#FE0101', '#00FF00', '#0000FF', '#FFFF00', '#000000', '#FFFFFF', '#808080'];
    const threads = threadColours(fills);
    expect(new Set(threads.values()).size).toBe(6);
    expect(threads.get('#FE0101')).toBe(threads.get('#FF0000'));
    expect(threadColours(['#FF0000', '#00FF00']).get('#00FF00')).toBe('#00FF00');
    const mark = composePrint({ item: 'embroidery', garment: 'light' }, input('en'));
    expect(mark.format.width).toBe(100);
    expect(mark.threads!.length).toBeLessThanOrEqual(6);
  });

  it('finds the lines thinner than the needle’s thinnest: a 0.5 mm line is thin, a 2 mm bar is not', () => {
    const pxPerMm = 20;
    const w = 400;
    const h = 200;
    const mask = new Uint8Array(w * h);
    // A bar 2 mm (40 px) high, and a line 0.5 mm (10 px) high below it.
    for (let y = 40; y < 80; y++) for (let x = 20; x < 380; x++) mask[y * w + x] = 1;
    for (let y = 140; y < 150; y++) for (let x = 20; x < 380; x++) mask[y * w + x] = 1;
    const thin = thinMask(mask, w, h, pxPerMm * 1);
    expect(thin[60 * w + 200]).toBe(0);
    expect(thin[145 * w + 200]).toBe(1);
    const report = thinReport(mask, w, h, pxPerMm, 1);
    expect(report.share).toBeGreaterThan(0.15);
    expect(report.share).toBeLessThan(0.25);
    expect(report.cells.every((c) => c.y >= 6 && c.y <= 8)).toBe(true);
  });
});

describe('the logo for printers', () => {
  const fills = (svg: string) => [...new Set([...svg.matchAll(/fill="(#[0-9A-Fa-f]{6})"/g)].map((m) => m[1]!.toUpperCase()))].sort();
  const logo = (spec: object) => composePrint(ZPrintSpec.parse({ item: 'logo', ...spec }), input('en'));

  it('is the logo alone at the width asked, no bleed and no ground, in its own colours by default', () => {
    const full = logo({});
    expect(full.format).toMatchObject({ width: 100, bleed: 0 });
    expect(full.format.height).toBeGreaterThan(0);
    expect(full.label).toBe('Logo for printers full colour 100 mm');
    expect(fills(full.pages[0]!.markup)).toEqual(['#3B2A20', '#C8873A']);
    expect(logo({ width: 500 }).format.width).toBe(500);
    expect(composePrint(ZPrintSpec.parse({ item: 'logo', inks: 'two' }), input('zh')).label).toBe('印刷用标志 双色 100 mm');
  });

  it('prints in two inks (the first two brand colours, each part in the closer) or in the one chosen, every part opaque', () => {
    // A part in the ground's cream goes to the closer ink, the gold.
    const two = composePrint(ZPrintSpec.parse({ item: 'logo', inks: 'two' }), {
      ...input('en'),
      design: handOutlined({ icon: { viewBox: [100, 100], shapes: [{ d: 'M0 0L100 0L100 50L0 50Z', fill: '#3B2A20' }, { d: 'M0 60L100 60L100 100L0 100Z', fill: '#F6EFE6', opacity: 0.5 }] } }),
    });
    expect(fills(two.pages[0]!.markup)).toEqual(['#3B2A20', '#C8873A']);
    expect(two.pages[0]!.markup).not.toContain('opacity');
    expect(fills(logo({ inks: 'one' }).pages[0]!.markup)).toEqual(['#3B2A20']);
    expect(fills(logo({ inks: 'one', ink: 1 }).pages[0]!.markup)).toEqual(['#C8873A']);
    // A colour beyond the brand's takes the last one; beyond the four a logo may have is refused.
    expect(fills(logo({ inks: 'one', ink: 3 }).pages[0]!.markup)).toEqual(['#F6EFE6']);
    expect(ZPrintSpec.safeParse({ item: 'logo', inks: 'one', ink: 4 }).success).toBe(false);
    expect(ZPrintSpec.safeParse({ item: 'logo', width: 10 }).success).toBe(false);
    expect(ZPrintSpec.safeParse({ item: 'logo', inks: 'three' }).success).toBe(false);
  });
});
