import { describe, expect, it } from 'vitest';
import { ZDesign } from '../../core/design';
import { applicableVariants, composeLogoSvg, contrast, outlineDesign } from '../../core/composer';
import { serverFontSource } from '../render/fonts';
import { DEMO_DESIGNS, DEMO_LOGO_IDS } from './designs';

describe('demo designs', () => {
  it('are the eleven logos of the demo, ids 1001–1011', () => {
    expect(DEMO_LOGO_IDS).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011]);
  });

  it.each(DEMO_LOGO_IDS)('%i parses and composes every applicable variant', (id) => {
    const design = ZDesign.parse(DEMO_DESIGNS[id]);
    expect([design.width, design.height]).toEqual([800, 600]);
    expect(design.colors.length).toBeGreaterThanOrEqual(2);
    expect(design.colors.length).toBeLessThanOrEqual(4);
    // The name must read on the design's own background.
    expect(contrast(design.name.color, design.background)).toBeGreaterThan(4.5);
    const outlined = outlineDesign(design, serverFontSource);
    for (const variant of applicableVariants(outlined)) {
      const svg = composeLogoSvg(outlined, { variant });
      expect(svg).toContain('<path');
      expect(svg).not.toContain('NaN');
    }
  });

  it('cover the cases the download area must show', () => {
    const all = DEMO_LOGO_IDS.map((id) => ZDesign.parse(DEMO_DESIGNS[id]));
    expect(all.filter((d) => !d.icon).map((d) => d.layout)).toEqual(['text-only']);
    expect(all.filter((d) => !d.slogan)).toHaveLength(1);
    expect(all.filter((d) => contrast(d.background, '#FFFFFF') > 3).length).toBeGreaterThanOrEqual(2);
    expect(new Set(all.map((d) => d.icon && JSON.stringify(d.icon))).size).toBe(all.length);
    expect(all.some((d) => /[\u4e00-\u9fff]/.test(d.name.text))).toBe(true);
  });
});
