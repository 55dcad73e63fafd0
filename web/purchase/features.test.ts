import { describe, expect, it } from 'vitest';
import { offerContents } from './features';

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
      features: ['sizeAny', 'icons'],
      recommended: true,
    });
    expect(offerContents('package_luxury', null)).toEqual({
      lead: { kind: 'everything', tier: 'professional' },
      features: ['designerFixIncluded'],
      recommended: false,
    });
  });

  it('an upgrade lists only what it adds to the package the logo has', () => {
    expect(offerContents('upgrade_professional', 'basic')?.features).toEqual(['sizeAny', 'icons']);
    expect(offerContents('upgrade_luxury', 'basic')).toMatchObject({ lead: { kind: 'adds', tier: 'basic' }, features: ['sizeAny', 'icons', 'designerFixIncluded'] });
    expect(offerContents('upgrade_luxury', 'professional')).toMatchObject({ lead: { kind: 'adds', tier: 'professional' }, features: ['designerFixIncluded'] });
  });

  it('a product that is no package has no feature list', () => {
    expect(offerContents('designer_fix', 'professional')).toBeNull();
    expect(offerContents('brand_register', 'basic')).toBeNull();
  });
});
