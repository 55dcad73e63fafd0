import { existsSync, readFileSync } from 'node:fs';
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
});
