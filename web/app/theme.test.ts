import { readFileSync } from 'node:fs';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../core/composer/colour';
import { FIELD_BORDER, PLACEHOLDER, THEME, themeFor, UI_COLOURS } from './theme';

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
      // A tag of that kind writes in the kind's colour on its tint ("processing", "tax number not verified").
      expect(contrast(token[`color${kind}`], bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token[`color${kind}Text`], bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', bg)).toBeLessThan(1.15);
    });
  }
});

describe('THEME: fields', () => {
  it('draws the box of a field, a checkbox or a radio at 3:1 on white and on the page (WCAG 1.4.11), and its placeholder at 4.5:1', () => {
    for (const name of ['Input', 'InputNumber', 'Select', 'Checkbox', 'Radio'] as const) {
      expect(THEME.components?.[name]?.colorBorder, name).toBe(FIELD_BORDER);
    }
    expect(contrast(FIELD_BORDER, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrast(FIELD_BORDER, THEME.token!.colorBgLayout!)).toBeGreaterThanOrEqual(3);
    // A placeholder reads (a select's was 1.6:1 in the trademark enquiry), lighter than a value.
    expect(theme.getDesignToken(THEME).colorTextPlaceholder).toBe(PLACEHOLDER);
    expect(contrast(PLACEHOLDER, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(PLACEHOLDER, '#ffffff')).toBeLessThan(contrast(UI_COLOURS.text, '#ffffff'));
    // antd's own, for comparison: what the fields had.
    expect(contrast(theme.getDesignToken().colorBorder, '#ffffff')).toBeLessThan(3);
  });
});

describe('THEME and the page\'s CSS variables', () => {
  // The same colours are written twice, for antd (here) and for the page's own CSS (web/styles/global.css): they must not drift apart.
  const css = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');
  const variable = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(css)?.[1]?.toLowerCase();
  it.each([
    ['color-primary', UI_COLOURS.primary],
    ['color-primary-hover', UI_COLOURS.primaryHover],
    ['color-brand', UI_COLOURS.brand],
    ['color-text', UI_COLOURS.text],
    ['color-text-secondary', UI_COLOURS.textSecondary],
    ['color-text-muted', UI_COLOURS.textMuted],
    ['color-success', UI_COLOURS.success],
    ['color-error', UI_COLOURS.error],
    ['color-field-border', FIELD_BORDER],
  ])('--%s is the theme\'s %s', (name, value) => {
    expect(variable(name)).toBe(value);
  });
});
