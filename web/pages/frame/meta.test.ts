import { describe, expect, it } from 'vitest';
import { framedAddress, type FrameMeta } from './meta';

const meta = (logo: boolean): FrameMeta => ({ source: '/design/social', logo, title: 'frame.photo.title', upgrade: 'frame.photo.upgrade' });

describe('framedAddress', () => {
  it('passes the whole query on', () => {
    expect(framedAddress(meta(true), '?logo=1001&custom=3&utm=x')).toBe('/design/social?logo=1001&custom=3&utm=x');
  });
  it('drops the logo when the meta says so, and adds no "?" to an empty query', () => {
    expect(framedAddress(meta(false), '?logo=1001&png=1')).toBe('/design/social?png=1');
    expect(framedAddress(meta(false), '?logo=1001')).toBe('/design/social');
  });
});
