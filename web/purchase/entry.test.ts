import { describe, expect, it } from 'vitest';
import type { TProduct } from '../../core/products';
import { designerFixLikely, purchaseEntry } from './entry';

const offers = (...products: TProduct[]) => products.map((product) => ({ product }));

describe('purchaseEntry: the purchase button is named by what it offers', () => {
  it('Buy for a logo offered packages', () => {
    expect(purchaseEntry(offers('package_basic', 'package_professional', 'package_luxury', 'brand_register'))?.kind).toBe('buy');
  });
  it('Upgrade for a logo offered a higher package', () => {
    expect(purchaseEntry(offers('upgrade_professional', 'upgrade_luxury', 'office_package'))?.kind).toBe('upgrade');
  });
  it('the office templates for a luxury logo, which no upgrade is offered', () => {
    expect(purchaseEntry(offers('office_package', 'designer_fix'))).toMatchObject({ kind: 'office', label: 'purchase.button.office' });
  });
  it('no button when none of its products is offered', () => {
    expect(purchaseEntry(offers('designer_fix', 'brand_register'))).toBeNull();
  });
});

describe('designerFixLikely: the designer-fix button holds its place while the offers load', () => {
  it('for a professional, luxury or brand-package logo no designer works on yet', () => {
    for (const tier of ['professional', 'luxury', 'brand'] as const) expect(designerFixLikely({ package: tier, designer_assistant: 0 })).toBe(true);
  });
  it('not for a logo not bought, a basic or designer package, or one a designer already works on', () => {
    expect(designerFixLikely({ package: null, designer_assistant: 0 })).toBe(false);
    expect(designerFixLikely({ package: 'basic', designer_assistant: 0 })).toBe(false);
    expect(designerFixLikely({ package: 'designer', designer_assistant: 0 })).toBe(false);
    expect(designerFixLikely({ package: 'professional', designer_assistant: 1 })).toBe(false);
  });
});
