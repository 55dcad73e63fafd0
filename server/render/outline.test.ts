import { describe, expect, it } from 'vitest';
import type { TTextLine } from '../../core/design';
import { outlineText } from '../../core/composer';
import { serverFontSource as fonts } from './fonts';

/** Outlining with the real font files (the core's own test uses synthetic fonts). */

const line = (over: Partial<TTextLine> = {}): TTextLine => ({
  text: 'Hello',
  font: 'inter-700',
  color: '#112233',
  size: 100,
  letterSpacing: 0,
  uppercase: false,
  ...over,
});

describe('outlineText with the shipped fonts', () => {
  it('outlines Latin text at its size, origin at the ink box', () => {
    const o = outlineText(line(), fonts);
    expect(o.d).toMatch(/^M[\d.]+ [\d.]+/);
    expect(o.d).not.toContain('NaN');
    expect(o.width).toBeGreaterThan(180);
    expect(o.width).toBeLessThan(300);
    // Ascender height of Inter at 100 px ("H", "l") is ~73–76.
    expect(o.height).toBeGreaterThan(65);
    expect(o.height).toBeLessThan(85);
  });

  it('outlines Chinese text', () => {
    const o = outlineText(line({ text: '青山茶舍', font: 'noto-sans-sc-700' }), fonts);
    expect(o.d.length).toBeGreaterThan(500);
    expect(o.width).toBeGreaterThan(340);
    expect(o.width).toBeLessThan(400);
    expect(o.height).toBeGreaterThan(75);
    expect(o.height).toBeLessThan(100);
  });

  it('takes Chinese glyphs missing from a Latin font from Noto Sans SC of the same weight', () => {
    expect(outlineText(line({ text: '青山', font: 'montserrat-800' }), fonts)).toEqual(
      outlineText(line({ text: '青山', font: 'noto-sans-sc-700' }), fonts),
    );
    expect(outlineText(line({ text: '青山', font: 'inter-400' }), fonts)).toEqual(
      outlineText(line({ text: '青山', font: 'noto-sans-sc-400' }), fonts),
    );
    const mixed = outlineText(line({ text: 'Tea 茶' }), fonts);
    expect(mixed.width).toBeGreaterThan(outlineText(line({ text: 'Tea' }), fonts).width + 90);
  });

  it('kerns with the GPOS extension lookups opentype.js 1.3.4 misses', () => {
    const kerned = outlineText(line({ text: 'AV' }), fonts);
    const unkerned = outlineText(line({ text: 'AV' }), { get: fonts.get, kerning: () => () => 0 });
    // Inter Bold kerns A-V by -162/2048 em.
    expect(unkerned.width - kerned.width).toBeCloseTo((162 / 2048) * 100, 1);
    const playfair = line({ text: 'AV', font: 'playfair-700' });
    expect(outlineText(playfair, fonts).width).toBeLessThan(
      outlineText(playfair, { get: fonts.get, kerning: () => () => 0 }).width - 5,
    );
  });

  it('is deterministic and writes at most 2 decimals', () => {
    const a = outlineText(line({ text: 'Northwind Coffee', font: 'montserrat-800' }), fonts);
    expect(outlineText(line({ text: 'Northwind Coffee', font: 'montserrat-800' }), fonts)).toEqual(a);
    expect(a.d).not.toMatch(/\d\.\d{3}/);
  });
});
