import { describe, expect, it } from 'vitest';
import type { TLogoDetailsResponse } from '../../core/api';
import { withFeatured, withShareState } from './logo';

function createAnswer(shareSetting: boolean): TLogoDetailsResponse {
  // Only the fields withShareState touches matter here.
  const logoIdDetails = { fa_id: 1001, shareSetting } as TLogoDetailsResponse['logoIdDetails'];
  return { code: 200, logoIdDetails, roles: shareSetting ? ['logo', 'owner', 'shared'] : ['logo', 'owner'] };
}

describe('withShareState', () => {
  it('turns sharing on: share setting and the shared role', () => {
    const next = withShareState(createAnswer(false), true);
    expect(next.logoIdDetails.shareSetting).toBe(true);
    expect(next.roles).toEqual(['logo', 'owner', 'shared']);
  });

  it('turns sharing off without duplicating or keeping the role', () => {
    const next = withShareState(createAnswer(true), false);
    expect(next.logoIdDetails.shareSetting).toBe(false);
    expect(next.roles).toEqual(['logo', 'owner']);
    expect(withShareState(createAnswer(true), true).roles.filter((r) => r === 'shared')).toHaveLength(1);
  });
});

describe('withFeatured', () => {
  it('fills in the featured addresses and keeps the rest of the answer', () => {
    const answer = createAnswer(true);
    const featured = {
      featured_jpg: '/oss/featured/1001/a-featured.jpg',
      featured_png: '/oss/featured/1001/b-featured.png',
      logo_main_png: '/oss/featured/1001/c-main.png',
      icon_png: '/oss/featured/1001/d-icon.png',
    };
    const next = withFeatured(answer, featured);
    expect(next.logoIdDetails).toEqual({ fa_id: 1001, shareSetting: true, ...featured });
    expect(next.roles).toBe(answer.roles);
    expect(answer.logoIdDetails).toEqual({ fa_id: 1001, shareSetting: true });
  });
});
