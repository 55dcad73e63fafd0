import { describe, expect, it } from 'vitest';
import { THEME, themeFor } from './theme';

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
