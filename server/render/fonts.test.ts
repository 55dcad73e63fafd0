import { existsSync, readFileSync } from 'node:fs';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { FONT_IDS } from '../../core/design';
import { FONT_CATALOGUE, fontFileInfo, serverFontSource } from './fonts';

describe('server fonts', () => {
  it.each(FONT_IDS)('%s resolves to an OFL font of the catalogued family', (id) => {
    const info = fontFileInfo(id);
    expect(existsSync(info.path)).toBe(true);
    expect(info.path.endsWith('.ttf')).toBe(true);
    expect(info.bytes).toBeGreaterThan(100_000);
    expect(info.font_url).toBe(`/download/fonts/${id}.ttf`);
    expect(info.license.spdx).toBe('OFL-1.1');
    expect(readFileSync(info.licensePath, 'utf8')).toContain('SIL Open Font License, Version 1.1');
    const font = serverFontSource.get(id);
    // Weights other than Regular/Bold name their family "Montserrat Medium" etc.
    expect(font.names.fontFamily.en.startsWith(FONT_CATALOGUE[id].family)).toBe(true);
    expect(font.names.license.en).toMatch(/SIL Open Font License/);
    expect(serverFontSource.get(id)).toBe(font); // parsed once, then cached
  });

  it('has a display name for every id', () => {
    expect(Object.keys(FONT_CATALOGUE).sort()).toEqual([...FONT_IDS].sort());
    expect(FONT_CATALOGUE['noto-sans-sc-700'].name).toBe('Noto Sans SC Bold');
  });

  // The server reads each glyph's outline when first drawn (lowMemory): what it draws is what a whole parse draws.
  it.each(['inter-400', 'noto-sans-sc-700'] as const)('%s: glyphs read when drawn are those of a whole parse', (id) => {
    const bytes = readFileSync(fontFileInfo(id).path);
    const whole = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const lazy = serverFontSource.get(id);
    let cjk = '';
    for (let c = 0x4e00; c < 0x9fa5; c += 37) cjk += String.fromCharCode(c);
    const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
    for (const text of [ascii, 'office waffle AV To Ta Ye “½” é ñ ß', '青山茶舍 标志工坊', cjk]) {
      const glyphs = (f: opentype.Font) => f.stringToGlyphs(text).map((g) => [g.index, g.advanceWidth, g.xMin, g.yMax]);
      expect(glyphs(lazy)).toEqual(glyphs(whole));
      expect(lazy.getPath(text, 0, 100, 72).toPathData(3)).toBe(whole.getPath(text, 0, 100, 72).toPathData(3));
    }
    expect([lazy.unitsPerEm, lazy.ascender, lazy.descender]).toEqual([whole.unitsPerEm, whole.ascender, whole.descender]);
  });
});
