import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { ZOutlinedDesign, type TDesign, type TFontId, type TTextLine } from '../design';
import { fallbackFontFor, outlineDesign, outlineText, type FontSource } from './outline';

/**
 * Unit tests on tiny fonts built in memory, so the core needs no font file
 * (the real fonts are tested in server/render/outline.test.ts). Every glyph is
 * a box: its width and height tell which font and glyph were used.
 */

function box(char: string, advance: number, height: number): opentype.Glyph {
  const path = new opentype.Path();
  path.moveTo(0, 0);
  path.lineTo(advance, 0);
  path.lineTo(advance, height);
  path.lineTo(0, height);
  path.close();
  return new opentype.Glyph({ name: char, unicode: char.codePointAt(0), advanceWidth: advance, path });
}

function font(name: string, glyphs: opentype.Glyph[]): opentype.Font {
  const notdef = new opentype.Glyph({ name: '.notdef', advanceWidth: 500, path: new opentype.Path() });
  const space = new opentype.Glyph({ name: 'space', unicode: 32, advanceWidth: 250, path: new opentype.Path() });
  const built = new opentype.Font({
    familyName: name,
    styleName: 'Regular',
    unitsPerEm: 1000,
    ascender: 800,
    descender: -200,
    glyphs: [notdef, space, ...glyphs],
  });
  // Written to bytes and parsed back: the outliner then meets a font exactly
  // as it does in production (opentype.js only fully sets up parsed fonts).
  return opentype.parse(built.toArrayBuffer());
}

const latin = font('Latin', [box('A', 600, 700), box('B', 500, 700), box('V', 600, 700)]);
const cjk700 = font('CJK Bold', [box('青', 1000, 880)]);
const cjk400 = font('CJK Regular', [box('青', 1000, 860)]);
const fonts: FontSource = {
  get: (id: TFontId) => (id === 'noto-sans-sc-700' ? cjk700 : id === 'noto-sans-sc-400' ? cjk400 : latin),
  kerning: () => (l, r) => (l === latin.charToGlyph('A').index && r === latin.charToGlyph('V').index ? -100 : 0),
};

const line = (over: Partial<TTextLine> = {}): TTextLine => ({
  text: 'AB',
  font: 'inter-700',
  color: '#abcdef',
  size: 100,
  letterSpacing: 0,
  uppercase: false,
  ...over,
});

describe('outlineText', () => {
  it('puts the origin at the top-left of the ink box and measures it', () => {
    const o = outlineText(line(), fonts);
    expect(o).toEqual({
      d: 'M0 70L60 70L60 0L0 0ZM60 70L110 70L110 0L60 0Z',
      width: 110,
      height: 70,
      color: '#ABCDEF',
      lettering: 'caps',
    });
  });

  it('records the lettering as set, for the smallest size it reads at', () => {
    expect(outlineText(line({ text: 'ab' }), fonts).lettering).toBe('latin');
    expect(outlineText(line({ text: 'ab', uppercase: true }), fonts).lettering).toBe('caps');
    expect(outlineText(line({ text: 'A青' }), fonts).lettering).toBe('cjk');
  });

  it('adds letter spacing (em) between letters, not after the last', () => {
    expect(outlineText(line({ text: 'AB', letterSpacing: 0.1 }), fonts).width).toBe(120);
    expect(outlineText(line({ text: 'A', letterSpacing: 0.5 }), fonts).width).toBe(60);
  });

  it('applies the pair kerning of the font source', () => {
    expect(outlineText(line({ text: 'AV' }), fonts).width).toBe(110);
    expect(outlineText(line({ text: 'VA' }), fonts).width).toBe(120);
  });

  it('upper-cases when asked', () => {
    expect(outlineText(line({ text: 'ab', uppercase: true }), fonts)).toEqual(outlineText(line({ text: 'AB' }), fonts));
  });

  it('takes a glyph the font lacks from Noto Sans SC of the matching weight', () => {
    expect(outlineText(line({ text: '青', font: 'montserrat-800' }), fonts).height).toBe(88);
    expect(outlineText(line({ text: '青', font: 'inter-400' }), fonts).height).toBe(86);
    // Mixed line: A (60) + 青 (100) side by side, no kerning across fonts.
    expect(outlineText(line({ text: 'A青' }), fonts).width).toBe(160);
    expect(fallbackFontFor('pacifico-400')).toBe('noto-sans-sc-400');
    expect(fallbackFontFor('playfair-700')).toBe('noto-sans-sc-700');
  });

  it('rounds to 2 decimals, deterministically', () => {
    const o = outlineText(line({ size: 33.333 }), fonts);
    expect(o.d).not.toMatch(/\d\.\d{3}/);
    expect(outlineText(line({ size: 33.333 }), fonts)).toEqual(o);
    expect(o.width).toBe(36.67);
  });

  it('gives a line of spaces no path, only its advance', () => {
    expect(outlineText(line({ text: '  ' }), fonts)).toEqual({ d: '', width: 50, height: 0, color: '#ABCDEF', lettering: 'caps' });
  });
});

describe('outlineDesign', () => {
  const design: TDesign = {
    width: 800,
    height: 600,
    background: '#FFFFFF',
    layout: 'icon-top',
    icon: { viewBox: [10, 10], shapes: [{ d: 'M0 0L10 0L10 10Z', fill: '#FF0000' }] },
    iconSize: 160,
    name: line(),
    slogan: line({ text: '青', size: 30 }),
    colors: ['#112233'],
  };

  it('outlines name and slogan and keeps the rest', () => {
    const o = ZOutlinedDesign.parse(outlineDesign(design, fonts));
    expect(o.icon).toEqual(design.icon);
    expect(o.name.width).toBe(110);
    expect(o.slogan?.height).toBe(26.4);
    expect(o.iconSize).toBe(160);
  });

  it('leaves the slogan out when the design has none', () => {
    const { slogan: _unused, ...noSlogan } = design;
    expect(outlineDesign(noSlogan, fonts)).not.toHaveProperty('slogan');
  });
});
