import { describe, expect, it } from 'vitest';
import type { TOffer } from '../../core/products';
import { includedFixValue, offerContents } from './features';

describe('what an offer gives, as the purchase dialog lists it', () => {
  it('the basic package: every format at the website size, and the kit', () => {
    expect(offerContents('package_basic', null)).toEqual({
      lead: null,
      features: ['files', 'versions', 'sizeWebsite', 'kit'],
      recommended: false,
    });
  });

  it('higher packages list what they add to the one below, and the professional one is recommended', () => {
    expect(offerContents('package_professional', null)).toEqual({
      lead: { kind: 'everything', tier: 'basic' },
      features: ['sizeAny', 'icons', 'mockups', 'businessCards', 'layouts', 'socialKit', 'printFiles', 'animation', 'brandPpt'],
      recommended: true,
    });
    expect(offerContents('package_luxury', null)).toEqual({
      lead: { kind: 'everything', tier: 'professional' },
      features: ['designerFixIncluded'],
      recommended: false,
    });
  });

  it('an upgrade lists only what it adds to the package the logo has', () => {
    const professional = ['sizeAny', 'icons', 'mockups', 'businessCards', 'layouts', 'socialKit', 'printFiles', 'animation', 'brandPpt'];
    expect(offerContents('upgrade_professional', 'basic')?.features).toEqual(professional);
    expect(offerContents('upgrade_luxury', 'basic')).toMatchObject({ lead: { kind: 'adds', tier: 'basic' }, features: [...professional, 'designerFixIncluded'] });
    expect(offerContents('upgrade_luxury', 'professional')).toMatchObject({ lead: { kind: 'adds', tier: 'professional' }, features: ['designerFixIncluded'] });
  });

  it('the feature whose gate opened the dialog comes first where the offer gives it, and changes nothing where it does not', () => {
    expect(offerContents('upgrade_professional', 'basic', 'animation')?.features).toEqual(['animation', 'sizeAny', 'icons', 'mockups', 'businessCards', 'layouts', 'socialKit', 'printFiles', 'brandPpt']);
    expect(offerContents('package_professional', null, 'socialKit')?.features[0]).toBe('socialKit');
    expect(offerContents('upgrade_luxury', 'professional', 'animation')?.features).toEqual(['designerFixIncluded']);
  });

  it('a product that is no package has no feature list', () => {
    expect(offerContents('designer_fix', 'professional')).toBeNull();
    expect(offerContents('brand_register', 'basic')).toBeNull();
    // The office templates are an add-on: they list the templates, never recommended over a package.
    expect(offerContents('office_package', 'luxury')).toEqual({ lead: null, features: ['wordTemplates', 'pptTemplates'], recommended: false });
  });
});

describe('what the designer fix included in luxury is worth, at the server\'s prices', () => {
  const offer = (product: TOffer['product'], price: number): TOffer => ({ product, price, amountMinor: price * 100, currency: 'CNY' });
  it('is the luxury offer less the professional one beside it', () => {
    const packages = [offer('package_basic', 99), offer('package_professional', 199), offer('package_luxury', 399)];
    expect(includedFixValue(packages, 'package_luxury')).toMatchObject({ price: 200, currency: 'CNY' });
    // A price override moves it with the prices.
    expect(includedFixValue([offer('package_professional', 150), offer('package_luxury', 399)], 'package_luxury')).toMatchObject({ price: 249 });
  });

  it('is the whole upgrade where it adds nothing else (from professional), and nothing for other products', () => {
    expect(includedFixValue([offer('upgrade_luxury', 200)], 'upgrade_luxury')).toMatchObject({ price: 200 });
    expect(includedFixValue([offer('upgrade_professional', 100), offer('upgrade_luxury', 300)], 'upgrade_luxury')).toMatchObject({ price: 200 });
    expect(includedFixValue([offer('package_professional', 199)], 'package_professional')).toBeNull();
    expect(includedFixValue([], 'package_luxury')).toBeNull();
  });
});
