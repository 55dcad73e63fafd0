import { describe, expect, it } from 'vitest';
import { handOutlined } from '../../../core/testing/outlined';
import { lockupCards, logoCards } from './cards';

const variants = (logo: { slogan_name: string | null; icon_normal: string | null }) =>
  logoCards(logo).map((card) => card.variant);

describe('logoCards', () => {
  it('shows every card for a logo with slogan and icon', () => {
    expect(variants({ slogan_name: 'Fresh every day', icon_normal: '/oss/icon.svg' })).toEqual([
      'main',
      'inverse',
      'white',
      'black',
      'no-slogan',
      'symbol',
    ]);
  });

  it('drops the no-slogan card without slogan text and the symbol card without an icon', () => {
    expect(variants({ slogan_name: '  ', icon_normal: null })).toEqual(['main', 'inverse', 'white', 'black']);
    expect(variants({ slogan_name: null, icon_normal: '/oss/icon.svg' })).toEqual([
      'main',
      'inverse',
      'white',
      'black',
      'symbol',
    ]);
  });

  it('puts the badge on the main card and pickers on white and black', () => {
    const cards = logoCards({ slogan_name: 'x', icon_normal: 'y' });
    expect(cards.filter((c) => c.badge).map((c) => c.variant)).toEqual(['main']);
    expect(cards.filter((c) => c.pickable).map((c) => c.variant)).toEqual(['white', 'black']);
  });
});

describe('lockupCards', () => {
  const slogan = { d: 'M0 0L10 0L10 5L0 5Z', width: 10, height: 5, color: '#111111' };
  const logo = { slogan_name: 'Fresh', icon_normal: '/oss/icon.svg', design: handOutlined({ slogan }) };

  it('gives a layout its four colour versions, and without slogan where the layout shows one', () => {
    expect(lockupCards(logo, 'horizontal').map((c) => c.variant)).toEqual(['main', 'inverse', 'white', 'black', 'no-slogan']);
    expect(lockupCards(logo, 'square').map((c) => c.variant)).toEqual(['main', 'inverse', 'white', 'black']);
    expect(lockupCards(logo, 'icon').every((c) => !c.badge)).toBe(true);
  });

  it("gives the original layout the page's own cards", () => {
    expect(lockupCards(logo, 'original')).toEqual(logoCards(logo));
  });
});
