import { describe, expect, it } from 'vitest';
import type { TProduct } from '../../core/products';
import { purchaseEntry } from './entry';

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
