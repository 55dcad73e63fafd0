import { describe, expect, it } from 'vitest';
import { designerFixOpen } from './packages';

describe('designerFixOpen: the designer fix is offered (and its button holds its place while the offers load)', () => {
  it('for a professional, luxury or brand-package logo no designer works on yet', () => {
    for (const tier of ['professional', 'luxury', 'brand'] as const) expect(designerFixOpen(tier, 0)).toBe(true);
  });
  it('not for a logo not bought, a basic or designer package, or one a designer already works on', () => {
    expect(designerFixOpen(null, 0)).toBe(false);
    expect(designerFixOpen('basic', 0)).toBe(false);
    expect(designerFixOpen('designer', 0)).toBe(false);
    expect(designerFixOpen('professional', 1)).toBe(false);
  });
});
