import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../core/composer/colour';
import { THEME, themeFor, UI_COLOURS } from './theme';

describe('themeFor', () => {
  it('keeps antd\'s motion without the reader asking for less', () => {
    expect(themeFor(false)).toBe(THEME);
    expect(THEME.token?.motion).toBeUndefined();
  });

  it('turns antd\'s motion off with reduced motion, every other setting as it was', () => {
    const reduced = themeFor(true);
    const { motion, ...rest } = reduced.token!;
    expect(motion).toBe(false);
    expect(rest).toEqual(THEME.token);
    expect(reduced.components).toBe(THEME.components);
    expect(reduced.cssVar).toEqual(THEME.cssVar);
  });
});

describe('THEME: notices', () => {
  // antd derives a notice's tint from its colour's palette, which for a deep colour is a grey: the success
  // notice came out #b4bfb6, its link 3.0:1. Every notice's text and links must read on its tint (WCAG 1.4.3).
  const token = theme.getDesignToken(THEME);
  for (const kind of ['Success', 'Info', 'Warning', 'Error'] as const) {
    it(`${kind.toLowerCase()}: text and links read on its tint (4.5:1), which is light`, () => {
      const bg = token[`color${kind}Bg`];
      expect(contrast(UI_COLOURS.text, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(UI_COLOURS.primary, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', bg)).toBeLessThan(1.15);
    });
  }
});
